import { describe, expect, it } from 'vitest';
import { dealFromSeed, type Rules, startPosition } from '../../../src/engine/index.ts';
import verdicts from '../../../src/solver/fixtures/verdicts.json' with { type: 'json' };
import { solve } from '../../../src/solver/index.ts';
import { randomWalk, wins } from './helpers.ts';

const rulesOf = (draw: number): Rules => ({
  draw,
  passes: Number.POSITIVE_INFINITY,
  foundationToTableau: true,
});

// The fixture holds the verdicts of seeds 1-50 (draw 1 and draw 3), each agreed on by the
// layout-free and the full-position search (scripts/gen-verdicts.ts), with the states the
// layout-free search took. Here the entries decided within 150 000 states are solved again: the
// verdict must be the same, and every winning line must replay through the engine.
describe('numbered deals against the fixture', () => {
  for (const [key, draw] of [
    ['draw1', 1],
    ['draw3', 3],
  ] as const) {
    it(`${key}: same verdicts, winning lines replay`, () => {
      const entries = verdicts[key].filter((e) => e.result !== 'unknown' && e.states <= 150000);
      expect(entries.length).toBeGreaterThan(30);
      for (const e of entries) {
        const pos = startPosition(dealFromSeed(e.seed), rulesOf(draw));
        const r = solve(pos, { budgetStates: 4 * e.states + 10000 });
        expect({ seed: e.seed, result: r.result }).toEqual({ seed: e.seed, result: e.result });
        if (r.result === 'solved') expect(wins(pos, r.moves)).toBe(true);
      }
    });
  }

  it('the fixture has both verdicts for draw 1 and draw 3', () => {
    for (const key of ['draw1', 'draw3'] as const) {
      const results = new Set(verdicts[key].map((e) => e.result));
      expect(results.has('solved') && results.has('unsolvable')).toBe(true);
    }
  });
});

describe('budgets and cancellation', () => {
  const hard = startPosition(dealFromSeed(17), rulesOf(1)); // millions of states to decide

  it('says unknown when the state budget is tiny', () => {
    const r = solve(hard, { budgetStates: 50 });
    expect(r.result).toBe('unknown');
    expect(r.moves).toEqual([]);
  });

  it('says unknown when the clock runs past the budget (a fake clock)', () => {
    let t = 0;
    const r = solve(hard, { budgetMs: 100, now: () => (t += 1) });
    expect(r.result).toBe('unknown');
  });

  it('stops when cancelled', () => {
    let calls = 0;
    const r = solve(hard, { shouldStop: () => ++calls > 3 });
    expect(r.result).toBe('unknown');
    expect(calls).toBe(4);
  });

  it('solves mid-game positions with lines from that position', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const walk = randomWalk(startPosition(dealFromSeed(seed), rulesOf(1 + (seed % 3))), 60, seed);
      const mid = walk[walk.length - 1];
      if (mid === undefined) continue;
      const r = solve(mid, { budgetStates: 100000 });
      if (r.result === 'solved') {
        expect(wins(mid, r.moves)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('works under every rule set on a few deals', () => {
    const sets: Rules[] = [
      { draw: 1, passes: 1, foundationToTableau: true },
      { draw: 3, passes: 3, foundationToTableau: true },
      { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: false },
      { draw: 2, passes: 2, foundationToTableau: false },
    ];
    for (const rules of sets) {
      for (let seed = 1; seed <= 6; seed++) {
        const pos = startPosition(dealFromSeed(seed), rules);
        const r = solve(pos, { budgetStates: 60000 });
        if (r.result === 'solved') expect(wins(pos, r.moves)).toBe(true);
        else expect(r.moves).toEqual([]);
      }
    }
  });
});

// Deals that an unsound pruning once got wrong, each caught by comparing verdicts with another
// search: they must stay won, with lines the engine replays.
describe('regressions', () => {
  it.each([
    [2, { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true }],
    [64, { draw: 1, passes: 1, foundationToTableau: true }],
  ] as const)('deal %i under %o can be won', (seed, rules) => {
    const pos = startPosition(dealFromSeed(seed), rules);
    const r = solve(pos, { budgetStates: 3_000_000 });
    expect(r.result).toBe('solved');
    expect(wins(pos, r.moves)).toBe(true);
  });
});
