// Solver benchmark: numbered deals under four rule sets, figures per rule set (asserts nothing).
// Usage: node dist/bench/solver.js [--seeds A..B] [--rules d1,d3,d1p1,d3p3] [--budget-ms T] [--jobs N]
//                                   [--warmup N] [--out FILE]
// Each deal is timed, and budgeted, on the CPU clock of the thread that solves it (src/cli/cpu-clock.ts),
// in this thread with --jobs 1 (the default), else on worker threads. Before the timed deals of each
// rule set, N other deals (seeds from WARMUP_FROM, at most WARMUP_STATES states each) are solved
// untimed, so that the figures are those of compiled code: in a fresh process V8 runs the solver's
// first few hundred solves in its interpreter and baseline tiers, at up to three times the cost
// (docs/solver.md, "Figures"). `--warmup 0` times a cold start.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { clockWords, cpuClock } from '../src/cli/cpu-clock.ts';
import { type Reply, runPool } from '../src/cli/pool.ts';
import { summarise } from '../src/cli/survey/stats.ts';
import type { Rules } from '../src/engine/index.ts';

const RULE_SETS: Record<string, { name: string; rules: Rules }> = {
  d1: {
    name: 'draw 1, unlimited passes',
    rules: { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  },
  d3: {
    name: 'draw 3, unlimited passes',
    rules: { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  },
  d1p1: { name: 'draw 1, single pass', rules: { draw: 1, passes: 1, foundationToTableau: true } },
  d3p3: { name: 'draw 3, three passes', rules: { draw: 3, passes: 3, foundationToTableau: true } },
};

const USAGE =
  'usage: node dist/bench/solver.js [--seeds A..B] [--rules d1,d3,d1p1,d3p3] [--budget-ms T] [--jobs N] [--warmup N] [--out FILE]';
/** The first seed of the warm-up deals: far from any range the bench is asked for. */
const WARMUP_FROM = 1_000_001;
/** A warm-up solve's state budget: enough to run every part of the solver, little for a hard deal. */
const WARMUP_STATES = 20_000;
const usage: (why: string) => never = (why) => {
  process.stderr.write(`${why}\n${USAGE}\n`);
  process.exit(2);
};
const parsed = (() => {
  try {
    return parseArgs({
      options: {
        seeds: { type: 'string', default: '1..1000' },
        rules: { type: 'string', default: 'd1,d3,d1p1,d3p3' },
        'budget-ms': { type: 'string', default: '10000' },
        jobs: { type: 'string', default: '1' },
        warmup: { type: 'string', default: '300' },
        // One JSON line per deal: rule set, seed, result, states, CPU ms.
        out: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (e) {
    return usage((e as Error).message);
  }
})();
const values = parsed.values;
if (values.help) {
  process.stdout.write(
    `Solves numbered deals and prints the CPU time of each solve: median, mean, p90, p99.\n${USAGE}\n`,
  );
  process.exit(0);
}
const m = /^(\d+)\.\.(\d+)$/.exec(values.seeds);
if (!m) usage('--seeds takes A..B');
const unknownSet = values.rules.split(',').find((id) => RULE_SETS[id] === undefined);
if (unknownSet !== undefined) usage(`unknown rule set ${unknownSet}`);
const [a, b] = [Number(m[1]), Number(m[2])];
if (!/^\d+$/.test(values.warmup)) usage('--warmup takes a number of deals');
const warmup = Number(values.warmup);
const budgetMs = Number(values['budget-ms']);
const jobs = Number(values.jobs);
function* requests(rules: Rules) {
  for (let seed = WARMUP_FROM; seed < WARMUP_FROM + warmup; seed++)
    yield { id: -seed, seed, rules, budgetMs, budgetStates: WARMUP_STATES };
  for (let seed = a; seed <= b; seed++) yield { id: seed, seed, rules, budgetMs };
}
const pct = (x: number) => `${(100 * x).toFixed(2)} %`;
const f = (x: number) => (x < 10 ? x.toFixed(3) : x.toFixed(1));
const write = (s: string) => process.stdout.write(`${s}\n`);

const clock = cpuClock();
const reads = 100000;
const readStart = performance.now();
for (let i = 0; i < reads; i++) clock.now();
const readUs = ((performance.now() - readStart) * 1000) / reads;
write(
  `solver bench: seeds ${a}..${b}, budget ${budgetMs} ms per deal, ${jobs} job(s), ${clockWords(clock.kind)} per deal`,
);
write(`clock: one read of the CPU clock takes ${readUs.toFixed(2)} µs (${reads} reads)`);
write(
  warmup > 0
    ? `warm-up: ${warmup} deals (seeds ${WARMUP_FROM}..${WARMUP_FROM + warmup - 1}, at most ${WARMUP_STATES} states each) before each rule set, not counted`
    : 'warm-up: none (a cold start: the first solves run before V8 has compiled the solver)',
);
for (const id of values.rules.split(',')) {
  const set = RULE_SETS[id] as (typeof RULE_SETS)[string];
  const replies: Reply[] = [];
  let states = 0;
  await runPool(requests(set.rules), jobs, new URL('../survey-worker.js', import.meta.url), (r) => {
    if (r.id < 0) return;
    replies.push(r);
    states += r.line.states;
  });
  if (values.out !== undefined)
    appendFileSync(
      values.out,
      replies
        .sort((x, y) => x.id - y.id)
        .map(
          (r) =>
            `${JSON.stringify({ rules: id, seed: r.id, result: r.line.result, states: r.line.states, ms: r.line.ms })}\n`,
        )
        .join(''),
    );
  const s = summarise(replies.map((r) => r.line));
  const decided = (s.solved + s.unsolvable) / s.total;
  write(`\n${id}: ${set.name}`);
  write(
    `  decided    ${pct(decided)} (${s.solved} solved, ${s.unsolvable} unsolvable, ${s.unknown} unknown)`,
  );
  write(`  winnable   ${pct(s.winnable)} of decided (95 % interval ${pct(s.low)} – ${pct(s.high)})`);
  write(
    `  ms/deal    median ${f(s.median)}  mean ${f(s.mean)}  p90 ${f(s.p90)}  p99 ${f(s.p99)}  max ${f(s.max)}`,
  );
  write(`  states     ${states} in all, ${Math.round(states / s.total)} per deal`);
  const unknown = replies
    .filter((r) => r.line.result === 'unknown')
    .map((r) => r.id)
    .sort((x, y) => x - y);
  if (unknown.length > 0)
    write(`  unknown    seeds ${unknown.slice(0, 40).join(' ')}${unknown.length > 40 ? ' ...' : ''}`);
}
write(`\npeak memory (RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
