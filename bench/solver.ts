// Solver benchmark: numbered deals under four rule sets, figures per rule set (asserts nothing).
// Usage: node dist/bench/solver.js [--seeds A..B] [--rules d1,d3,d1p1,d3p3] [--budget-ms T] [--jobs N]
// With --jobs 1 (the default) deals are solved in this thread and timed in CPU ms (process.cpuUsage),
// the budget counting CPU ms too;
// with more jobs, on worker threads, each deal is timed by the worker's clock (wall ms, equal to CPU
// ms while there are no more jobs than free cores).
import { parseArgs } from 'node:util';
import { type Reply, runPool } from '../src/cli/survey/pool.ts';
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

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1..1000' },
    rules: { type: 'string', default: 'd1,d3,d1p1,d3p3' },
    'budget-ms': { type: 'string', default: '10000' },
    jobs: { type: 'string', default: '1' },
  },
});
const m = /^(\d+)\.\.(\d+)$/.exec(values.seeds);
if (!m) throw new Error('--seeds A..B');
const [a, b] = [Number(m[1]), Number(m[2])];
const budgetMs = Number(values['budget-ms']);
const jobs = Number(values.jobs);
const seeds = Array.from({ length: b - a + 1 }, (_, i) => a + i);
const pct = (x: number) => `${(100 * x).toFixed(2)} %`;
const f = (x: number) => (x < 10 ? x.toFixed(3) : x.toFixed(1));
const write = (s: string) => process.stdout.write(`${s}\n`);

write(
  `solver bench: seeds ${a}..${b}, budget ${budgetMs} ms per deal, ${jobs} job(s), ${jobs === 1 ? 'CPU' : 'worker wall'} ms per deal`,
);
for (const id of values.rules.split(',')) {
  const set = RULE_SETS[id];
  if (set === undefined) throw new Error(`unknown rule set ${id} (d1, d3, d1p1, d3p3)`);
  const replies: Reply[] = [];
  let states = 0;
  await runPool(
    seeds,
    set.rules,
    budgetMs,
    jobs,
    new URL('../survey-worker.js', import.meta.url),
    (r) => {
      replies.push(r);
      states += r.line.states;
    },
    undefined,
    true,
  );
  const s = summarise(replies.map((r) => ({ result: r.line.result, ms: r.cpuMs })));
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
    .map((r) => r.seed)
    .sort((x, y) => x - y);
  if (unknown.length > 0)
    write(`  unknown    seeds ${unknown.slice(0, 40).join(' ')}${unknown.length > 40 ? ' ...' : ''}`);
}
write(`\npeak memory (RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
