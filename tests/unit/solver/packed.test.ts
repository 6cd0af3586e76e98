import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeMove, type Position, startPosition } from '../../../src/engine/index.ts';
import { expandLine, generate, type Packed, packPosition, STRIDE } from '../../../src/solver/index.ts';
import { legalTexts } from '../../../src/solver/legal.ts';
import { engineTexts, randomWalk, replay } from './helpers.ts';

const RULES = [
  { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 1, passes: 1, foundationToTableau: true },
  { draw: 3, passes: 3, foundationToTableau: false },
  { draw: 2, passes: 2, foundationToTableau: true },
];

/** The live state of a packed position (cells past a pile's end are scratch). */
const snapshot = (p: Packed) => [
  p.h1,
  p.h2,
  ...Array.from({ length: 7 }, (_, c) => [...p.cols.slice(c * STRIDE, c * STRIDE + (p.len[c] as number))]),
  [...p.down],
  [...p.found],
  [...p.talon.slice(0, p.tlen)],
  p.wpos,
  p.pass,
  p.nfound,
];

// Thousands of positions: random walks from numbered deals under every rule set.
const groups: Position[][] = [];
for (let seed = 1; seed <= 40; seed++) {
  for (const rules of RULES)
    groups.push(randomWalk(startPosition(dealFromSeed(seed), rules), 120, seed * 7 + rules.draw));
}
const positions = groups.flat();

describe('packed position against the engine', () => {
  it('has thousands of positions to compare', () => {
    expect(positions.length).toBeGreaterThan(3000);
  });

  it('lists the same legal moves as the engine', () => {
    for (const pos of positions) expect(legalTexts(packPosition(pos))).toEqual(engineTexts(pos));
  });

  it('restores the hash and the state after make/unmake of every generated move', () => {
    const buf = new Int32Array(1024);
    for (const pos of positions) {
      const p = packPosition(pos);
      const before = snapshot(p);
      const n = generate(p, buf, 0, -1, 1);
      for (let i = 0; i < n; i++) {
        const u = p.make(buf[i] as number);
        p.unmake(buf[i] as number, u);
        expect(snapshot(p)).toEqual(before);
      }
    }
  });

  it('hashes incrementally exactly as from scratch, and as the engine position reached', () => {
    const buf = new Int32Array(1024);
    for (const pos of positions.filter((_, i) => i % 3 === 0)) {
      const p = packPosition(pos);
      const n = generate(p, buf, 0, -1, 1);
      for (let i = 0; i < n; i++) {
        const m = buf[i] as number;
        const u = p.make(m);
        const inc = [p.h1, p.h2];
        p.rehash();
        expect([p.h1, p.h2]).toEqual(inc);
        // The same move through the engine (expanded to its draws) gives an equal position.
        const reached = replay(
          pos,
          expandLine(pos, [m]).map((x) => makeMove(x)),
        );
        const q = packPosition(reached);
        expect([q.h1, q.h2]).toEqual(inc);
        p.unmake(m, u);
      }
    }
  });

  it('hashes positions that differ only by the order of columns alike', () => {
    for (const pos of positions.filter((_, i) => i % 10 === 0)) {
      const a = packPosition(pos);
      const b = packPosition({ ...pos, columns: pos.columns.slice().reverse() });
      expect([b.h1, b.h2]).toEqual([a.h1, a.h2]);
    }
  });

  it('hashes different positions of one game differently', () => {
    // Within one search the talon's order is fixed by the start, so positions are compared per game.
    // The pass number is not hashed (the table keeps it beside the hash).
    for (const group of groups) {
      const seen = new Map<string, string>();
      for (const pos of group) {
        const p = packPosition(pos);
        const key = `${p.h1},${p.h2}`;
        const id = JSON.stringify([
          pos.columns.map((c) => JSON.stringify([c.down, c.up])).sort(),
          pos.foundations,
          // With unlimited passes every waste size on the draw cycle is one state (see packed.ts).
          Number.isFinite(pos.rules.passes) ||
          (pos.waste.length % pos.rules.draw !== 0 && pos.stock.length > 0)
            ? pos.waste.length
            : 0,
        ]);
        const old = seen.get(key);
        if (old !== undefined) expect(old).toBe(id);
        seen.set(key, id);
      }
    }
  });
});
