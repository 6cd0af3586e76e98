import { spawnSync } from 'node:child_process';
import type { Io } from '../../../src/cli/io.ts';
import { runCli } from '../../../src/cli/main.ts';
import { cardOf, makeDeal, type Suit } from '../../../src/engine/index.ts';

/** What a run of the command line printed and returned. */
export interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in-process with buffers for its streams; `stdin` is the whole standard input. */
export const runIn = async (argv: string[], stdin = '', extra: Partial<Io> = {}): Promise<Run> => {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    readStdin: async () => stdin,
    isTty: false,
    ...extra,
  };
  const status = await runCli(argv, io);
  return { status, stdout, stderr };
};

/** Runs the real bundle (dist/cli.js, built by the vitest global setup) as a process. */
export const runBundle = (argv: string[], stdin = ''): Run => {
  const r = spawnSync(process.execPath, ['dist/cli.js', ...argv], { input: stdin, encoding: 'utf8' });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
};

/** Whether stderr is exactly one line, from klondike, with no stack trace. */
export const oneErrorLine = (stderr: string): boolean =>
  /^klondike[^\n]*\n$/.test(stderr) && !/\n\s+at /.test(stderr) && !/internal error/.test(stderr);

/**
 * A deal that wins by plain foundation moves. Columns, bottom to top: T7 = 7C..AC, T6 = 6D..AD,
 * T5 = 5H..AH, T4 = 4S..AS, T3 = TC 9C 8C, T2 = 8D 7D, T1 = 6H; the stock turns JC QC KC, 9D..KD,
 * 7H..KH, 5S..KS in that order.
 */
export const EASY_COLUMNS: readonly (readonly [number, Suit][])[] = [
  [[5, 3]],
  [
    [7, 1],
    [6, 1],
  ],
  [
    [9, 0],
    [8, 0],
    [7, 0],
  ],
  [3, 2, 1, 0].map((r) => [r, 2] as [number, Suit]),
  [4, 3, 2, 1, 0].map((r) => [r, 3] as [number, Suit]),
  [5, 4, 3, 2, 1, 0].map((r) => [r, 1] as [number, Suit]),
  [6, 5, 4, 3, 2, 1, 0].map((r) => [r, 0] as [number, Suit]),
];

const EASY_STOCK: [number, Suit][] = [
  ...[10, 11, 12].map((r) => [r, 0] as [number, Suit]),
  ...[8, 9, 10, 11, 12].map((r) => [r, 1] as [number, Suit]),
  ...[6, 7, 8, 9, 10, 11, 12].map((r) => [r, 3] as [number, Suit]),
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [r, 2] as [number, Suit]),
];

/** The deal string of EASY_COLUMNS and the stock above (dealt row by row, docs/formats.md). */
export const EASY_DEAL: string = (() => {
  const cards: number[] = [];
  for (let row = 0; row < 7; row++)
    for (let col = row; col < 7; col++) {
      const [rank, suit] = (EASY_COLUMNS[col] as [number, Suit][])[row] as [number, Suit];
      cards.push(cardOf(rank, suit));
    }
  for (const [rank, suit] of EASY_STOCK) cards.push(cardOf(rank, suit));
  return makeDeal(cards);
})();

/** A winning move list for EASY_DEAL (draw 1): empty T7..T1 onto the foundations, then the stock. */
export const EASY_WIN: readonly string[] = [
  ...[7, 6, 5, 4, 3, 2, 1].flatMap((c) => Array<string>(c).fill(`T${c}>F`)),
  ...Array.from({ length: 24 }, () => ['S', 'W>F']).flat(),
];
