import { describe, expect, it } from 'vitest';
import { HARD } from '../../tests/kit/assist-positions.ts';
import { DEFAULT_RULES, dealFromSeed, startPosition } from '../engine/index.ts';
import { solveWithin } from './budget.ts';
import { runSync, solveSteps } from './steps.ts';

const deal = (seed: number, draw = 1) => startPosition(dealFromSeed(seed), { ...DEFAULT_RULES, draw });

describe('solver runs under a states budget', () => {
  it('are deterministic: the same position and budget give the same verdict, line and states', () => {
    for (const seed of [1, 2, 3, 10]) {
      const a = solveWithin(deal(seed), { states: 20000 });
      const b = solveWithin(deal(seed), { states: 20000 });
      expect({ ...b, ms: 0 }).toEqual({ ...a, ms: 0 });
    }
  });

  it('in slices give exactly the answer of one run, pausing between slices', () => {
    for (const [seed, draw] of [
      [1, 1],
      [2, 1],
      [3, 1],
      [5, 3],
      [10, 3],
    ] as const) {
      const one = solveWithin(deal(seed, draw), { states: 20000 });
      const steps = solveSteps(deal(seed, draw), { states: 20000, slice: 256 });
      let pauses = 0;
      let n = steps.next();
      while (n.done !== true) {
        pauses++;
        n = steps.next();
      }
      expect({ ...n.value, ms: 0 }).toEqual({ ...one, ms: 0 });
      // A deal decided after more than 256 states must have paused at least once on the way.
      if (one.states > 2048) expect(pauses).toBeGreaterThan(0);
    }
  });

  it('stop between slices when asked to, with "unknown"', () => {
    let stop = false;
    const steps = solveSteps(HARD, { states: 1e9, slice: 128, shouldStop: () => stop });
    expect(steps.next().done).toBe(false);
    stop = true;
    const n = steps.next();
    expect(n.done === true && n.value.result).toBe('unknown');
    expect(runSync(solveSteps(HARD, { states: 1000, slice: 4000 })).result).toBe('unknown');
  });
});
