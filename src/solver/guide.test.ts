import { describe, expect, it } from 'vitest';
import { dealFromSeed, type Rules, startPosition } from '../engine/index.ts';
import { GuideMoves } from './guide.ts';
import { MORE } from './move.ts';
import { quotientOf } from './quotient.ts';

const RULE_SETS: Rules[] = [
  { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 1, passes: 1, foundationToTableau: true },
  { draw: 3, passes: 3, foundationToTableau: false },
];

describe('the guide, writing its first moves first', () => {
  it('writes, with the rest asked later from the same node, the list generate writes', () => {
    const gen = new GuideMoves();
    const whole = new Int32Array(256);
    const staged = new Int32Array(512);
    const child = new Int32Array(256);
    let split = 0;
    let nodes = 0;
    for (const rules of RULE_SETS) {
      for (let seed = 1; seed <= 50; seed++) {
        const q = quotientOf(startPosition(dealFromSeed(seed), rules));
        let r = seed;
        let last = 0;
        for (let step = 0; step < 120; step++) {
          const auto = gen.auto(q);
          if (auto >= 0) {
            q.make(auto);
            last = 0;
            continue;
          }
          const n = gen.generate(q, whole, 0, last);
          const expected = [...whole.subarray(0, n)];
          let got = gen.generateFirst(q, staged, 0, last);
          if (got > 0 && staged[got - 1] === MORE) {
            split++;
            // A child is searched in between, as in the search: the generator's scratch changes.
            const m = staged[0]!;
            const u = q.make(m);
            if (gen.auto(q) < 0) gen.generateFirst(q, child, 0, gen.contextOf(m) === 0 ? 0 : m);
            q.unmake(m, u);
            got = got - 1 + gen.generateRest(q, staged, got - 1, last);
          }
          expect([...staged.subarray(0, got)]).toEqual(expected);
          nodes++;
          if (n === 0) break;
          r = (Math.imul(r, 1103515245) + 12345) >>> 0;
          const m = expected[(r >>> 8) % n]!;
          q.make(m);
          last = gen.contextOf(m) === 0 ? 0 : m;
        }
      }
    }
    expect(nodes).toBeGreaterThan(2000);
    expect(split).toBeGreaterThan(300);
  });

  it('writes everything at once in the other move orders', () => {
    const gen = new GuideMoves();
    gen.setOrder(3);
    const buf = new Int32Array(256);
    const q = quotientOf(startPosition(dealFromSeed(7), RULE_SETS[0]!));
    const n = gen.generateFirst(q, buf, 0, 0);
    expect([...buf.subarray(0, n)]).not.toContain(MORE);
  });
});
