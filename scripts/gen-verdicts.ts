// Regenerates tests/unit/solver/fixtures/verdicts.json: the verdicts of numbered deals 1-50, draw 1
// and draw 3 (unlimited passes, foundation cards may come back), with the states each took.
// Every winning line is checked by the engine inside the solver; every "unsolvable" is confirmed by
// the independent cross-check (tests/crosscheck), and a deal it does not confirm stops the script.
// Usage: npx tsx scripts/gen-verdicts.ts
import { writeFileSync } from 'node:fs';
import { dealFromSeed, startPosition } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';
import { check } from '../tests/crosscheck/search.ts';

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
    const r = solve(pos, { budgetStates: BUDGET });
    if (r.result === 'unsolvable') {
      const c = check(pos);
      if (c.result !== 'unsolvable')
        throw new Error(`${key} seed ${seed}: solver unsolvable, cross-check ${c.result}`);
    }
    out[key].push({ seed, result: r.result, states: r.states });
    process.stdout.write(`${key} ${seed} ${r.result} ${r.states}\n`);
  }
}
writeFileSync(
  new URL('../tests/unit/solver/fixtures/verdicts.json', import.meta.url),
  `${JSON.stringify(out, null, 2)}\n`,
);
