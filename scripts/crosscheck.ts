// The cross-check of the fast solver (docs/crosscheck.md): runs `solve` on numbered deals and on
// seeded mid-game positions, and the independent checker on every "unsolvable" verdict (and on a
// sample of "solved" ones), streaming one JSON line per position, then prints a summary. Exits 1 when
// the checker contradicts a verdict or a winning line does not replay in the engine.
// Run from the bundle (workers need it): npm run build:cli && node dist/crosscheck.js --help
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { cpuClock } from '../src/cli/cpu-clock.ts';
import { makeRules, parseDraw, parsePasses, type Rules } from '../src/engine/index.ts';
import { compare, FAILURES, type Job, type Outcome } from '../tests/crosscheck/compare.ts';
import { formatSummary, summarize } from '../tests/crosscheck/summary.ts';
import { presetRules, WALK_PRESETS, type WalkPreset } from '../tests/crosscheck/walk.ts';

const USAGE = `Usage: node dist/crosscheck.js [--seeds A..B [--draw N] [--passes N|unlimited]
         [--no-foundation-to-tableau]] [--midgame N [--presets all|ID,ID...]]
         [--jobs N] [--budget-ms T] [--check-budget-ms T] [--check-memory-mb M]
         [--sample K] [--sample-budget-ms T] [--merged] [--out FILE.jsonl [--resume]]

Runs the fast solver on each position and the independent checker (tests/crosscheck) on every
"unsolvable" verdict, and on one "solved" verdict in K, then prints a summary.

  --seeds A..B           numbered deals A to B from their start, under the rule flags
  --midgame N            positions 1..N per preset: deal n after 10-60 seeded random legal moves
  --presets LIST         all (draw1, draw3, classic1, classic3) or a comma-separated list of them
  --jobs N               worker threads (default: the number of cores)
  --budget-ms T          CPU budget of the fast solver per position (default 10000)
  --check-budget-ms T    CPU budget of the checker per position (default 60000)
  --check-memory-mb M    memory cap of the checker per position (default 2048)
  --sample K             also check one "solved" verdict in K (by seed or position number; 0: none;
                         default 20)
  --sample-budget-ms T   CPU budget of the checker on a "solved" verdict (default 10000)
  --merged               the checker takes positions that differ only in where face-up runs lie
                         as one (docs/crosscheck.md, Lemma 13); without it, each full position
                         is a state of its own
  --out FILE             append one JSON line per position as it finishes
  --resume               skip the positions already in --out

Exit status: 0 no contradiction, 1 a contradiction (or a line that does not replay), 2 usage.
`;

const usage = (message: string): never => {
  process.stderr.write(`crosscheck: ${message}\n\n${USAGE}`);
  process.exit(2);
};

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        seeds: { type: 'string' },
        draw: { type: 'string', default: '1' },
        passes: { type: 'string', default: 'unlimited' },
        'no-foundation-to-tableau': { type: 'boolean', default: false },
        midgame: { type: 'string' },
        presets: { type: 'string', default: 'all' },
        jobs: { type: 'string' },
        'budget-ms': { type: 'string', default: '10000' },
        'check-budget-ms': { type: 'string', default: '60000' },
        'check-memory-mb': { type: 'string', default: '2048' },
        sample: { type: 'string', default: '20' },
        'sample-budget-ms': { type: 'string', default: '10000' },
        merged: { type: 'boolean', default: false },
        out: { type: 'string' },
        resume: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (e) {
    return usage((e as Error).message);
  }
})();

if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const whole = (name: string, text: string, min: number): number => {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n < min)
    usage(`--${name} must be a whole number >= ${min}`);
  return n;
};

const range = (text: string): [number, number] => {
  const m = /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(text);
  if (m === null) return usage('--seeds must be A..B');
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a > b || b > 0xffffffff) usage('--seeds A..B needs A <= B <= 4294967295');
  return [a, b];
};

const draw = parseDraw(values.draw);
const passes = parsePasses(values.passes.trim().toLowerCase());
if (draw === undefined) usage('--draw must be a positive whole number');
if (passes === undefined) usage('--passes must be a positive whole number or "unlimited"');
const rules: Rules = {
  draw: draw as number,
  passes: passes as number,
  foundationToTableau: !values['no-foundation-to-tableau'],
};
const presets: WalkPreset[] =
  values.presets === 'all'
    ? [...WALK_PRESETS]
    : values.presets.split(',').map((p) => {
        const id = p.trim() as WalkPreset;
        if (!WALK_PRESETS.includes(id)) usage(`unknown preset "${p}" (${WALK_PRESETS.join(', ')})`);
        return id;
      });
if (values.seeds === undefined && values.midgame === undefined) usage('give --seeds, --midgame or both');
if (values.resume && values.out === undefined) usage('--resume needs --out');
const jobs = values.jobs === undefined ? availableParallelism() : whole('jobs', values.jobs, 1);
const sample = whole('sample', values.sample, 0);
const settings = {
  fastBudgetMs: whole('budget-ms', values['budget-ms'], 1),
  checkBudgetMs: whole('check-budget-ms', values['check-budget-ms'], 1),
  checkMemoryMB: whole('check-memory-mb', values['check-memory-mb'], 16),
  sampleBudgetMs: whole('sample-budget-ms', values['sample-budget-ms'], 1),
  merged: values.merged,
};
const sampled = (n: number) => sample > 0 && n % sample === 0;

/** The positions, lazily: numbered deals first, then the mid-game positions preset by preset. */
function* allJobs(): Generator<Job> {
  if (values.seeds !== undefined) {
    const [a, b] = range(values.seeds);
    const json = makeRules(rules);
    const name = `d${rules.draw}${Number.isFinite(rules.passes) ? `p${rules.passes}` : ''}${rules.foundationToTableau ? '' : 'nf'}`;
    for (let seed = a; seed <= b; seed++)
      yield {
        id: `${name}/seed/${seed}`,
        kind: 'seed',
        seed,
        rules: json,
        ...settings,
        checkSolved: sampled(seed),
      };
  }
  if (values.midgame !== undefined) {
    const n = whole('midgame', values.midgame, 1);
    for (const preset of presets) {
      const json = makeRules(presetRules(preset));
      for (let seed = 1; seed <= n; seed++)
        yield {
          id: `${preset}/mid/${seed}`,
          kind: 'midgame',
          seed,
          preset,
          rules: json,
          ...settings,
          checkSolved: sampled(seed),
        };
    }
  }
}

const done = new Map<string, Outcome>();
if (values.resume && values.out !== undefined && existsSync(values.out)) {
  for (const line of readFileSync(values.out, 'utf8').split('\n')) {
    try {
      const o = JSON.parse(line) as Outcome;
      if (typeof o.id === 'string' && typeof o.verdict === 'string') done.set(o.id, o);
    } catch {
      // A line cut off when an earlier run was stopped: that position runs again.
    }
  }
}

const out = values.out === undefined ? undefined : openSync(values.out, 'a');
const outcomes: Outcome[] = [...done.values()];
const record = (o: Outcome): void => {
  outcomes.push(o);
  if (out !== undefined) writeSync(out, `${JSON.stringify(o)}\n`);
  if (FAILURES.includes(o.verdict)) process.stderr.write(`${o.verdict}: ${o.id}\n`);
};

const pending = (function* () {
  for (const job of allJobs()) if (!done.has(job.id)) yield job;
})();

const workerFile = fileURLToPath(new URL('./crosscheck-worker.js', import.meta.url));
if (jobs <= 1 || !existsSync(workerFile)) {
  const clock = cpuClock().now;
  for (const job of pending) record(compare(job, clock));
} else {
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    const feed = (w: Worker): void => {
      const next = pending.next();
      if (next.done) {
        void w.terminate();
        if (--running === 0) resolve();
        return;
      }
      w.postMessage(next.value);
    };
    for (let i = 0; i < jobs; i++) {
      const w = new Worker(workerFile);
      running++;
      w.on('message', (o: Outcome) => {
        record(o);
        feed(w);
      });
      w.on('error', reject);
      feed(w);
    }
  });
}
if (out !== undefined) closeSync(out);

const summary = summarize(outcomes);
process.stdout.write(`${formatSummary(summary).join('\n')}\n`);
process.exit(summary.failures.length > 0 ? 1 : 0);
