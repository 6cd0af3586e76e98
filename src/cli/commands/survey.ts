import { closeSync, existsSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { isSeed, makeRules, type Rules } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { parseFlags, RULE_FLAGS, rulesFromFlags } from '../flags.ts';
import { EXIT_OK, type Io, illegalError, usageError } from '../io.ts';
import { runPool } from '../survey/pool.ts';
import { summarise, summaryText } from '../survey/stats.ts';
import { budgetFlag } from './solve.ts';

/** Reads `--seeds A..B` (inclusive, A <= B). */
export const seedRange = (text: string): [number, number] => {
  const m = /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(text);
  const a = m ? Number(m[1]) : Number.NaN;
  const b = m ? Number(m[2]) : Number.NaN;
  if (!isSeed(a) || !isSeed(b))
    throw usageError(`--seeds must be A..B with seeds 0..4294967295, not "${text}"`);
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

interface Line {
  deal?: string;
  seed?: number;
  rules?: unknown;
  result: string;
  ms: number;
}

/**
 * The complete result lines of a JSON-lines file. A last line without its newline (a killed write)
 * is dropped; when `repair` is set the file is cut back to the end of the last complete line.
 */
export const readResults = (path: string, repair: boolean): Line[] => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw usageError(`cannot read "${path}"`);
  }
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length && repair) truncateSync(path, Buffer.byteLength(text.slice(0, end)));
  const lines: Line[] = [];
  text
    .slice(0, end)
    .split('\n')
    .forEach((l, i) => {
      if (l.trim() === '') return;
      let v: unknown;
      try {
        v = JSON.parse(l);
      } catch {
        throw illegalError(`${path}: line ${i + 1} is not JSON`);
      }
      const o = v as Line;
      if (typeof o !== 'object' || o === null || typeof o.result !== 'string' || typeof o.ms !== 'number')
        throw illegalError(`${path}: line ${i + 1} is not a solver result`);
      lines.push(o);
    });
  return lines;
};

const sameRulesJson = (a: unknown, rules: Rules) => JSON.stringify(a) === JSON.stringify(makeRules(rules));

const summaryOnly = (files: string[], io: Io): number => {
  if (files.length === 0) throw usageError('--summary needs at least one results file');
  // Parts of one survey merge: a deal met twice (same deal and rules, e.g. overlapping parts) counts once.
  const seen = new Set<string>();
  const all = files
    .flatMap((f) => readResults(f, false))
    .filter((l) => {
      const key = JSON.stringify([l.deal, l.rules]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  io.out(`${summaryText(summarise(all))}\n`);
  return EXIT_OK;
};

/** `klondike survey`: many numbered deals on all cores, as JSON lines, with a summary. */
export const surveyCommand: Command = {
  name: 'survey',
  summary: 'solve a range of numbered deals on all cores (JSON lines) and summarise',
  help: [
    'Usage: klondike survey --seeds A..B [rule flags] [--budget-ms T] [--out FILE.jsonl] [--resume]',
    '                       [--shard K/N] [--jobs N]',
    '       klondike survey --summary FILE...',
    '',
    'Solves numbered deals A..B (inclusive) from their start, one solver result per line',
    '(docs/formats.md), written as each deal finishes (so not in seed order), then prints a',
    'summary: solved / unsolvable / unknown, winnable share of the decided deals with its 95 %',
    'Wilson interval, and ms per deal (median, mean, p90, p99, max).',
    '',
    '  --seeds A..B      the deals',
    '  --draw N, --passes N|unlimited, --no-foundation-to-tableau   the rules',
    '  --budget-ms T     per deal; a deal not decided in time is "unknown" (default 10000)',
    '  --out FILE        append the lines to FILE (default: standard output; the summary then goes',
    '                    to standard error)',
    '  --resume          continue a survey in --out: deals already there are skipped, a cut-off',
    '                    last line is removed and its deal solved again',
    '  --shard K/N       only the deals with seed mod N = K - 1 (interleaved shards, 1 <= K <= N):',
    '                    the N parts together cover A..B exactly once, and can be merged by',
    '                    concatenating their files',
    '  --jobs N          worker threads (default: the number of cores)',
    '  --summary FILE... only print the summary of existing results files',
    '',
    'A progress bar is drawn on standard error when it is a terminal.',
    'Exit status: 0 done; 1 a results file holds a broken line; 2 usage (bad range, bad shard...).',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(
      args,
      {
        seeds: 'string',
        ...RULE_FLAGS,
        'budget-ms': 'string',
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
    const budgetMs = flags['budget-ms'] === undefined ? 10000 : budgetFlag(flags['budget-ms']);
    const [k, n] = shardFlag(flags.shard);
    const jobs = flags.jobs === undefined ? availableParallelism() : Number(flags.jobs);
    if (!Number.isSafeInteger(jobs) || jobs < 1) throw usageError(`--jobs must be a positive whole number`);
    if (flags.resume && flags.out === undefined) throw usageError('--resume needs --out FILE');

    const done = new Set<number>();
    const previous: Line[] = [];
    if (flags.out !== undefined && existsSync(flags.out)) {
      if (!flags.resume)
        throw usageError(`"${flags.out}" exists: add --resume to continue it, or choose another file`);
      for (const line of readResults(flags.out, true)) {
        if (!sameRulesJson(line.rules, rules))
          throw usageError(`"${flags.out}" holds results for other rules`);
        if (typeof line.seed === 'number' && line.seed >= a && line.seed <= b && !done.has(line.seed)) {
          done.add(line.seed);
          previous.push(line);
        }
      }
    }
    const seeds: number[] = [];
    for (let s = a; s <= b; s++) if (s % n === k - 1 && !done.has(s)) seeds.push(s);

    const fd = flags.out === undefined ? undefined : openSync(flags.out, 'a');
    const write = (text: string) => (fd === undefined ? io.out(text) : writeSync(fd, text));
    const showBar = io.isTty && process.stderr.isTTY === true;
    const bar = showBar
      ? new cliProgress.SingleBar(
          { format: 'survey [{bar}] {value}/{total} deals, eta {eta_formatted}', stream: process.stderr },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(seeds.length, 0);
    const results: Line[] = [...previous];
    const workerUrl = new URL('./survey-worker.js', import.meta.url);
    try {
      await runPool(seeds, rules, budgetMs, jobs, workerUrl, (r) => {
        write(`${JSON.stringify(r.line)}\n`);
        results.push(r.line);
        bar?.increment();
      });
    } finally {
      bar?.stop();
      if (fd !== undefined) closeSync(fd);
    }
    const text = `${summaryText(summarise(results))}\n`;
    if (fd === undefined) io.err(text);
    else io.out(text);
    return EXIT_OK;
  },
};
