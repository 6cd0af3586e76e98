import { describe, expect, it } from 'vitest';
import { dealFromSeed, startPosition } from '../engine/index.ts';
import { packPosition } from './adapter.ts';
import { autoMove, generate } from './moves.ts';
import type { Packed } from './packed.ts';

const RULES = [
  { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 1, passes: 1, foundationToTableau: true },
  { draw: 3, passes: 3, foundationToTableau: false },
  { draw: 2, passes: 2, foundationToTableau: true },
];

/** `loc` as kept incrementally, and as recomputed from scratch (restoring the kept one). */
const both = (p: Packed): [number[], number[]] => {
  const kept = [...p.loc];
  p.relocate();
  const fresh = [...p.loc];
  p.loc.set(kept);
  return [kept, fresh];
};

describe('card locations kept by make/unmake', () => {
  it('match a recomputation after every make and unmake along walks of every rule set', () => {
    const buf = new Int32Array(1024);
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      for (const rules of RULES) {
        const p = packPosition(startPosition(dealFromSeed(seed), rules));
        const line: [number, number][] = [];
        let r = seed;
        for (let step = 0; step < 150; step++) {
          const auto = autoMove(p);
          const n = auto >= 0 ? 0 : generate(p, buf, 0, -1, 1);
          const moves = auto >= 0 ? [auto] : [...buf.subarray(0, n)];
          if (moves.length === 0) break;
          const before = [...p.loc];
          for (const m of moves) {
            const u = p.make(m);
            const [kept, fresh] = both(p);
            expect(kept).toEqual(fresh);
            p.unmake(m, u);
            expect([...p.loc]).toEqual(before);
            checked++;
          }
          r = (Math.imul(r, 1103515245) + 12345) >>> 0;
          const m = moves[(r >>> 8) % moves.length] as number;
          line.push([m, p.make(m)]);
        }
        while (line.length > 0) {
          const [m, u] = line.pop() as [number, number];
          p.unmake(m, u);
          const [kept, fresh] = both(p);
          expect(kept).toEqual(fresh);
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });
});
