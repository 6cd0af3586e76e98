// Regenerates src/solver/fixtures/verdicts.json: the verdicts of numbered deals 1-50, draw 1 and
// draw 3 (unlimited passes, foundation cards may come back), with the states each took.
// Each deal is solved twice, by the layout-free search (the default) and by the independent
// full-position search (`fullPositions`); a deal is recorded only with a verdict both agree on, or
// that one of them reached while the other ran out of its budget. A disagreement stops the script.
// Usage: npx tsx scripts/gen-verdicts.ts
import { writeFileSync } from 'node:fs';
import { dealFromSeed, startPosition } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';

const SEEDS = 50;
const BUDGET = 2_000_000;
const out: Record<string, { seed: number; result: string; states: number }[]> = {};
for (const [key, draw] of [
  ['draw1', 1],
  ['draw3', 3],
] as const) {
  out[key] = [];
  for (let seed = 1; seed <= SEEDS; seed++) {
    const pos = startPosition(dealFromSeed(seed), {
      draw,
      passes: Number.POSITIVE_INFINITY,
      foundationToTableau: true,
    });
    const q = solve(pos, { budgetStates: BUDGET });
    const f = solve(pos, { budgetStates: BUDGET, fullPositions: true });
    if (q.result !== 'unknown' && f.result !== 'unknown' && q.result !== f.result)
      throw new Error(`${key} seed ${seed}: layout-free ${q.result}, full ${f.result}`);
    const result = q.result !== 'unknown' ? q.result : f.result;
    out[key].push({ seed, result, states: q.states });
    process.stdout.write(
      `${key} ${seed} ${result} (layout-free ${q.result} ${q.states}, full ${f.result} ${f.states})\n`,
    );
  }
}
writeFileSync(
  new URL('../src/solver/fixtures/verdicts.json', import.meta.url),
  `${JSON.stringify(out, null, 2)}\n`,
);
