import { describe, expect, it } from 'vitest';
import { dealFromSeed, type Position, type Rules, startPosition } from '../engine/index.ts';
import { MoveGenerator } from './generate.ts';
import { type Quotient, quotientOf } from './quotient.ts';
import { playOut } from './realize.ts';

const RULES: Rules[] = [
  { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
  { draw: 1, passes: 1, foundationToTableau: true },
  { draw: 3, passes: 3, foundationToTableau: false },
  { draw: 2, passes: 2, foundationToTableau: true },
];

/** What a layout-free position holds and derives, independent of the columns it started from. */
const facts = (q: Quotient) => ({
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

/** Random walks over layout-free positions (every move the generator offers, or the safe one), with the engine position alongside. */
const walks = (visit: (q: Quotient, pos: Position, moves: number[]) => void, steps = 120): void => {
  const gen = new MoveGenerator();
  const buf = new Int32Array(1024);
  for (let seed = 1; seed <= 12; seed++) {
    for (const rules of RULES) {
      let pos = startPosition(dealFromSeed(seed), rules);
      const q = quotientOf(pos);
      let r = seed;
      for (let step = 0; step < steps; step++) {
        const auto = gen.auto(q);
        const moves = auto >= 0 ? [auto] : [...buf.subarray(0, gen.generate(q, buf, 0, 0))];
        if (moves.length === 0) break;
        visit(q, pos, moves);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const m = moves[(r >>> 8) % moves.length]!;
        q.make(m);
        pos = playOut(pos, [m]).position;
      }
    }
  }
};

describe('layout-free positions', () => {
  it('every generated move plays out through the engine and lands where make says; unmake restores it', () => {
    let checked = 0;
    walks((q, pos, moves) => {
      const before = facts(q);
      const key = [...q.key];
      for (const m of moves) {
        const u = q.make(m);
        expect(facts(q)).toEqual(facts(quotientOf(playOut(pos, [m]).position)));
        q.unmake(m, u);
        expect(facts(q)).toEqual(before);
        expect([...q.key]).toEqual(key);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(3000);
  });

  it('assign carries a position over to other rules as rebuilding it from its cards would', () => {
    const easy: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
    const gen = new MoveGenerator();
    const buf = new Int32Array(1024);
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      for (const rules of RULES) {
        const start = startPosition(dealFromSeed(seed), rules);
        const r = quotientOf({ ...start, rules: easy });
        const q = quotientOf(start);
        let x = seed;
        for (let step = 0; step < 120; step++) {
          // A random walk under the deal's rules; at each step its position under the easy rules.
          r.assign(q);
          const carried = { facts: facts(r), key: [...r.key] };
          r.rekey();
          expect(carried).toEqual({ facts: facts(r), key: [...r.key] });
          checked++;
          const auto = gen.auto(q);
          const n = auto >= 0 ? 1 : gen.generate(q, buf, 0, 0);
          if (n === 0) break;
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          q.make(auto >= 0 ? auto : buf[(x >>> 8) % n]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('keys are exact: two positions of a deal share a key if and only if they hold the same cards alike', () => {
    for (const rules of RULES) {
      const byKey = new Map<string, string>();
      const byFacts = new Map<string, string>();
      const gen = new MoveGenerator();
      const buf = new Int32Array(1024);
      const pos = startPosition(dealFromSeed(7), rules);
      const q = quotientOf(pos);
      // Every position within a few moves of the start, and along a long walk.
      const seen = (): void => {
        const k = [...q.key].join(',');
        const f = { ...facts(q), wpos: q.wkey, pass: 0 };
        const fs = JSON.stringify(f);
        expect(byKey.get(k) ?? fs).toBe(fs);
        expect(byFacts.get(fs) ?? k).toBe(k);
        byKey.set(k, fs);
        byFacts.set(fs, k);
      };
      const explore = (depth: number): void => {
        seen();
        if (depth === 0) return;
        const moves = [...buf.subarray(0, gen.generate(q, buf, 0, 0))];
        for (const m of moves) {
          const u = q.make(m);
          explore(depth - 1);
          q.unmake(m, u);
        }
      };
      explore(3);
      expect(byKey.size).toBeGreaterThan(20);
    }
  });

  it('refuses a column whose face-up cards are not one run', () => {
    const pos = startPosition(dealFromSeed(1), RULES[0]!);
    const col = pos.columns[6]!;
    const broken = { ...pos, columns: pos.columns.map((c, i) => (i === 6 ? { ...col, up: [0, 1] } : c)) };
    expect(() => quotientOf(broken)).toThrow(/not face-down cards under one run/);
    expect(() => quotientOf(pos)).not.toThrow();
  });
});
