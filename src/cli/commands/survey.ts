import { statSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { makeRules, parseSeed } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { openAppend } from '../files.ts';
import { BUDGET_FLAGS, budgetFromFlags, jobsFlag, parseFlags, RULE_FLAGS, rulesFromFlags } from '../flags.ts';
import { EXIT_OK, type Io, illegalError, usageError } from '../io.ts';
import { CLI_WORKER_URL, type Request, runPool } from '../pool.ts';
import { readResults } from '../survey/results.ts';
import { summaryText, Tally } from '../survey/stats.ts';

/** Reads `--seeds A..B` (inclusive, A <= B). */
export const seedRange = (text: string): [number, number] => {
  const m = /^([\s\S]*)\.\.([\s\S]*)$/.exec(text);
  const from = parseSeed(m?.[1] ?? '');
  const to = parseSeed(m?.[2] ?? '');
  if (!from.ok || !to.ok) throw usageError(`--seeds must be A..B with seeds 0..4294967295, not "${text}"`);
  const [a, b] = [from.value, to.value];
  if (a > b) throw usageError(`--seeds ${text}: the range is empty (${a} > ${b})`);
  return [a, b];
};

/** Reads `--shard K/N` (1 <= K <= N): the deals with seed mod N = K - 1. */
export const shardFlag = (text: string | undefined): [number, number] => {
  if (text === undefined) return [1, 1];
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const k = m ? Number(m[1]) : 0;
  const n = m ? Number(m[2]) : 0;
  if (!(n >= 1 && k >= 1 && k <= n && Number.isSafeInteger(n)))
    throw usageError(`--shard must be K/N with 1 <= K <= N, not "${text}"`);
  return [k, n];
};

/** The first seed of shard K/N at or after `a`, and how many of the shard lie in a..b. */
export const shardSpan = (a: number, b: number, k: number, n: number): { first: number; count: number } => {
  const first = a + ((((k - 1 - a) % n) + n) % n);
  return { first, count: first > b ? 0 : Math.floor((b - first) / n) + 1 };
};

/** Whether `seed` is one of shard K/N of a..b. */
const inShard = (seed: number, a: number, b: number, k: number, n: number): boolean =>
  seed >= a && seed <= b && seed % n === k - 1;

/** The requests of shard K/N of a..b without the seeds in `done`, made one at a time as the pool pulls them. */
function* shardRequests(
  a: number,
  b: number,
  k: number,
  n: number,
  done: ReadonlySet<number>,
  rest: Omit<Request, 'id' | 'seed'>,
): Generator<Request> {
  for (let seed = shardSpan(a, b, k, n).first; seed <= b; seed += n)
    if (!done.has(seed)) yield { id: seed, seed, ...rest };
}

/** A deal's key for counting it once: its number, or its deal string. */
const keyOf = (r: { seed?: number; deal?: string }): number | string | undefined => r.seed ?? r.deal;

const summaryOnly = async (files: string[], io: Io): Promise<number> => {
  if (files.length === 0) throw usageError('--summary needs at least one results file');
  // Parts of one survey merge: a deal met twice (e.g. overlapping parts) counts once. One rule set:
  // figures over several would mean nothing.
  const seen = new Set<number | string>();
  const tally = new Tally();
  let first: { rules: string; at: string } | undefined;
  for (const file of files) {
    for await (const r of readResults(file, io, false)) {
      first ??= r;
      if (r.rules !== first.rules)
        throw illegalError(
          `${r.at} has rules ${r.rules}, ${first.at} has ${first.rules}: summarise one rule set at a time`,
        );
      const key = keyOf(r);
      if (key !== undefined) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      tally.add(r.result, r.ms);
    }
  }
  io.out(`${summaryText(tally.summary())}\n`);
  return EXIT_OK;
};

const isRegularFile = (path: string): boolean | undefined => {
  try {
    return statSync(path).isFile();
  } catch {
    return undefined;
  }
};

/** `klondike survey`: many numbered deals on all cores, as JSON lines, with a summary. */
export const surveyCommand: Command = {
  name: 'survey',
  summary: 'solve a range of numbered deals on all cores (JSON lines) and summarise',
  help: [
    'Usage: klondike survey --seeds A..B [rule flags] [--budget-ms T] [--budget-states N]',
    '                       [--out FILE.jsonl] [--resume] [--shard K/N] [--jobs N]',
    '       klondike survey --summary FILE...',
    '',
    'Solves numbered deals A..B (inclusive) from their start, one solver result per line',
    '(docs/formats.md), written as each deal finishes (so not in seed order), then prints a',
    'summary: solved / unsolvable / unknown, winnable share of the decided deals with its 95 %',
    'Wilson interval, and ms per deal (median, mean, p90, p99, max; CPU time, as the budget).',
    'Deals are taken from the range one at a time, so any range runs in the same memory.',
    '',
    '  --seeds A..B      the deals',
    '  --draw N, --passes N|unlimited, --no-foundation-to-tableau   the rules',
    '  --budget-ms T     per deal, in CPU time of the thread that solves it; a deal not decided',
    '                    in time is "unknown" (default 10000)',
    '  --budget-states N per deal, in distinct states searched: the same verdicts on every',
    '                    machine (default: no limit; the first budget reached ends a search)',
    '  --out FILE        append the lines to FILE (default: standard output; the summary then goes',
    '                    to standard error)',
    '  --resume          continue a survey in --out: deals already there are skipped, a cut-off',
    '                    last line is removed and its deal solved again',
    '  --shard K/N       only the deals with seed mod N = K - 1 (interleaved shards, 1 <= K <= N):',
    '                    the N parts together cover A..B exactly once, and can be merged by',
    '                    concatenating their files',
    '  --jobs N          worker threads (default: the number of cores)',
    '  --summary FILE... only print the summary of existing results files (- for standard input);',
    '                    a deal found twice counts once; all lines must have the same rules',
    '',
    'A progress bar is drawn on standard error when it is a terminal.',
    'Exit status: 0 done; 1 a results file holds a line that is not a solver result, or results',
    'of different rules (--summary); 2 usage (bad range, bad shard...), a file that cannot be',
    'read or written.',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(
      args,
      {
        seeds: 'string',
        ...RULE_FLAGS,
        ...BUDGET_FLAGS,
        out: 'string',
        resume: 'boolean',
        shard: 'string',
        jobs: 'string',
        summary: 'boolean',
      },
      1000,
    );
    if (flags.summary) return summaryOnly(flags._, io);
    if (flags._.length > 0) throw usageError(`unexpected argument "${flags._[0]}"`);
    if (flags.seeds === undefined) throw usageError('--seeds A..B is required');
    const [a, b] = seedRange(flags.seeds);
    const rules = rulesFromFlags(flags);
    const budget = budgetFromFlags(flags, 10000);
    const [k, n] = shardFlag(flags.shard);
    const jobs = jobsFlag(flags.jobs);
    if (flags.resume && flags.out === undefined) throw usageError('--resume needs --out FILE');

    // Only a regular file holds results to continue; a device or a pipe (/dev/null) is only written.
    const tally = new Tally();
    const done = new Set<number>();
    if (flags.out !== undefined && isRegularFile(flags.out) === true) {
      if (!flags.resume)
        throw usageError(`"${flags.out}" exists: add --resume to continue it, or choose another file`);
      const ruleText = JSON.stringify(makeRules(rules));
      for await (const line of readResults(flags.out, io, true)) {
        if (line.rules !== ruleText) throw usageError(`"${flags.out}" holds results for other rules`);
        const seed = line.seed;
        if (seed !== undefined && inShard(seed, a, b, k, n) && !done.has(seed)) {
          done.add(seed);
          tally.add(line.result, line.ms);
        }
      }
    }
    const out = flags.out === undefined ? undefined : openAppend(flags.out);
    const showBar = io.isTty && process.stderr.isTTY === true;
    const bar = showBar
      ? new cliProgress.SingleBar(
          { format: 'survey [{bar}] {value}/{total} deals, eta {eta_formatted}', stream: process.stderr },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(shardSpan(a, b, k, n).count - done.size, 0);
    try {
      await runPool(
        shardRequests(a, b, k, n, done, { rules, ...budget }),
        jobs,
        CLI_WORKER_URL,
        async (r) => {
          const text = `${JSON.stringify(r.line)}\n`;
          if (out !== undefined) out.write(text);
          else {
            io.out(text);
            await io.drain?.();
          }
          tally.add(r.line.result, r.line.ms);
          bar?.increment();
        },
      );
    } finally {
      bar?.stop();
      out?.close();
    }
    const text = `${summaryText(tally.summary())}\n`;
    if (out === undefined) io.err(text);
    else io.out(text);
    return EXIT_OK;
  },
};
