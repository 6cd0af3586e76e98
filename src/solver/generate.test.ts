import { describe, expect, it } from 'vitest';
import { dealFromSeed, startPosition } from '../engine/index.ts';
import { MoveGenerator, usesHolder } from './generate.ts';
import { isHolder } from './move.ts';
import { quotientOf } from './quotient.ts';

describe('the moves after a holder', () => {
  it('are exactly the moves generate offers there that use the holder', () => {
    const gen = new MoveGenerator();
    const buf = new Int32Array(1024);
    let holders = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const q = quotientOf(
        startPosition(dealFromSeed(seed), {
          draw: 1,
          passes: Number.POSITIVE_INFINITY,
          foundationToTableau: true,
        }),
      );
      let r = seed;
      for (let step = 0; step < 150; step++) {
        const auto = gen.auto(q);
        const moves = auto >= 0 ? [auto] : [...buf.subarray(0, gen.generate(q, buf, 0, 0))];
        if (moves.length === 0) break;
        for (const m of moves.filter(isHolder)) {
          const u = q.make(m);
          if (gen.auto(q) < 0) {
            const all = [...buf.subarray(0, gen.generate(q, buf, 0, 0))].filter((x) => usesHolder(q, m, x));
            const after = [...buf.subarray(0, gen.generate(q, buf, 0, m))];
            expect(after.sort()).toEqual(all.sort());
            holders++;
          }
          q.unmake(m, u);
        }
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        q.make(moves[(r >>> 8) % moves.length]!);
      }
    }
    expect(holders).toBeGreaterThan(50);
  });
});
