import { describe, expect, it } from 'vitest';
import { dealFromSeed, type Position, type Rules, startPosition, tryPlay } from '../engine/index.ts';
import { expandLine, quotientOf } from './adapter.ts';
import { solve } from './index.ts';
import type { Quotient } from './quotient.ts';
import { quotientAutoMove, quotientGenerate } from './quotient-moves.ts';
import { realize } from './realize.ts';

const RULES: Rules[] = [
  { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 1, passes: 1, foundationToTableau: true },
  { draw: 3, passes: 3, foundationToTableau: false },
  { draw: 2, passes: 2, foundationToTableau: true },
];

/** Everything a layout-free position derives and hashes, for comparison. */
const facts = (q: Quotient) => ({
  h: [q.h1, q.h2],
  empty: q.empty,
  vis: [...q.vis],
  placed: [...q.placed],
  down: [...q.down],
  floor: [...q.floor],
  found: [...q.found],
  talon: [...q.talon.subarray(0, q.tlen)],
  wpos: q.wpos,
  pass: q.limited ? q.pass : 0,
});

/** The engine position after layout-free move m is played out from `pos` (realize.ts), or throws. */
const playOut = (pos: Position, m: number): Position => {
  let p = pos;
  for (const move of expandLine(pos, realize(pos, [m]))) {
    const r = tryPlay(p, move);
    if (!r.ok) throw new Error(`illegal ${r.error.code}`);
    p = r.value;
  }
  return p;
};

describe('layout-free positions', () => {
  it('every generated move can be played out from the full position and lands where make says', () => {
    const buf = new Int32Array(1024);
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const rules of RULES) {
        let pos = startPosition(dealFromSeed(seed), rules);
        const q = quotientOf(pos) as Quotient;
        expect(facts(q)).toEqual(facts(quotientOf(pos) as Quotient));
        let r = seed;
        for (let step = 0; step < 120; step++) {
          const auto = quotientAutoMove(q);
          const n = auto >= 0 ? 0 : quotientGenerate(q, buf, 0, 0, -1);
          const moves = auto >= 0 ? [auto] : [...buf.subarray(0, n)];
          if (moves.length === 0) break;
          const before = facts(q);
          for (const m of moves) {
            const u = q.make(m);
            expect(facts(q)).toEqual(facts(quotientOf(playOut(pos, m)) as Quotient));
            q.unmake(m, u);
            expect(facts(q)).toEqual(before);
            checked++;
          }
          r = (Math.imul(r, 1103515245) + 12345) >>> 0;
          const m = moves[(r >>> 8) % moves.length] as number;
          q.make(m);
          pos = playOut(pos, m);
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('has none for a column whose face-up cards are not one run', () => {
    const pos = startPosition(dealFromSeed(1), RULES[0] as Rules);
    const col = pos.columns[6]!;
    const broken = { ...pos, columns: pos.columns.map((c, i) => (i === 6 ? { ...col, up: [0, 1] } : c)) };
    expect(quotientOf(broken)).toBeUndefined();
    expect(quotientOf(pos)).toBeDefined();
  });

  it('its search agrees with the full-position search on numbered deals under several rule sets', () => {
    let both = 0;
    for (const rules of RULES) {
      for (let seed = 1; seed <= 6; seed++) {
        const pos = startPosition(dealFromSeed(seed), rules);
        const a = solve(pos, { budgetStates: 100000 });
        const b = solve(pos, { budgetStates: 100000, fullPositions: true });
        if (a.result === 'unknown' || b.result === 'unknown') continue;
        expect({ seed, rules, result: a.result }).toEqual({ seed, rules, result: b.result });
        both++;
      }
    }
    expect(both).toBeGreaterThan(10);
  });
});
