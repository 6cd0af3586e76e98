import { describe, expect, it } from 'vitest';
import {
  buildsOn,
  type Card,
  checkMove,
  dealFromSeed,
  drawMove,
  type Position,
  play,
  type Rules,
  redealMove,
  startPosition,
  tableauToTableau,
  wasteToTableau,
} from '../engine/index.ts';
import { isKing } from './cards.ts';
import { MoveGenerator } from './generate.ts';
import { cardOfMove, columnOf, kindOfMove, QS, WT } from './move.ts';
import { type Quotient, quotientOf } from './quotient.ts';
import { playOut } from './realize.ts';
import { DEAD, NEW, StateTable } from './table.ts';

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

/**
 * Along the walks, plays each offered move that `holder` picks (asked before it is played) and checks
 * that `before`, asked after it, names the state before it (docs/solver.md, 4.5): it answers true and
 * writes that state's key. Returns how many moves were checked.
 */
const keysBeforeHolderMoves = (
  holder: (q: Quotient, m: number) => boolean,
  before: (q: Quotient, m: number, out: Uint32Array) => boolean,
  steps?: number,
): number => {
  const out = new Uint32Array(16);
  let checked = 0;
  walks((q, _pos, moves) => {
    for (const m of moves) {
      if (!holder(q, m)) continue;
      const key = [...q.key];
      const u = q.make(m);
      expect(before(q, m, out)).toBe(true);
      expect([...out.subarray(0, key.length)]).toEqual(key);
      q.unmake(m, u);
      checked++;
    }
  }, steps);
  return checked;
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

  it("a deal's key is two words, and along long walks two positions share a key if and only if they hold the same cards alike", () => {
    // Each column's face-down count and bottom flag share one field (columnField): the walks empty
    // columns, turn their last face-down cards up and take bottom cards off their floors, the values
    // where such a field could confuse two positions.
    const byKey = new Map<string, string>();
    const byFacts = new Map<string, string>();
    let deal = '';
    let columnValues = 0;
    const values = new Set<string>();
    walks((q, pos) => {
      expect(q.key.length).toBe(2);
      // Positions of different deals or rules are not compared: a new map for each walk.
      const d = `${pos.rules.draw}/${pos.rules.passes}/${pos.rules.foundationToTableau}/${q.startTalon.join()}`;
      if (d !== deal) {
        deal = d;
        byKey.clear();
        byFacts.clear();
      }
      const k = [...q.key].join(',');
      const fs = JSON.stringify({ ...facts(q), wpos: q.wkey, pass: 0 });
      expect(byKey.get(k) ?? fs).toBe(fs);
      expect(byFacts.get(fs) ?? k).toBe(k);
      byKey.set(k, fs);
      byFacts.set(fs, k);
      for (let c = 0; c < 7; c++) values.add(`${c}:${q.down[c]}:${q.floor[c]}`);
      columnValues = values.size;
    }, 300);
    // Every column met with no face-down card, both with its bottom card and without it.
    for (let c = 1; c < 7; c++) {
      expect(values.has(`${c}:0:0`)).toBe(true);
      expect(values.has(`${c}:0:1`)).toBe(true);
    }
    expect(columnValues).toBeGreaterThan(30);
  });

  it('a talon card put back: its key is the key before the talon move that put it down (Lemma 10)', () => {
    const checked = keysBeforeHolderMoves(
      (q, m) => q.draw === 1 && !q.limited && kindOfMove(m) === WT,
      (q, m, out) => q.talonBefore(cardOfMove(m), out),
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('a talon card put back leaves an engine position from which draws and one waste move reach this one (Lemma 10)', () => {
    const out = new Uint32Array(16);
    // The cards a layout-free position holds alike whatever the talon's order and the waste size.
    const held = (p: Position) => {
      const f = facts(quotientOf(p));
      return { ...f, talon: [...f.talon].sort((a, b) => a - b), wpos: 0 };
    };
    let checked = 0;
    walks((q, pos) => {
      if (q.draw !== 1 || q.limited) return;
      for (let i = 0; i < q.startLength; i++) {
        const x = q.startTalon[i] as Card;
        if (!q.talonBefore(x, out)) continue;
        // Position A: x taken off the tableau (the run on it moved onto its twin first, if x is covered).
        let p = pos;
        const c = p.columns.findIndex((col) => col.up.includes(x));
        expect(c).toBeGreaterThanOrEqual(0);
        const above =
          (p.columns[c] as Position['columns'][number]).up.length - 1 - (p.columns[c]?.up.indexOf(x) ?? 0);
        if (above > 0) {
          const t = p.columns.findIndex((col) => col.up[col.up.length - 1] === (x ^ 2));
          expect(t).toBeGreaterThanOrEqual(0);
          const m = tableauToTableau(c, t, above);
          expect(checkMove(p, m)).toBeUndefined();
          p = play(p, m);
        }
        const col = p.columns[c] as Position['columns'][number];
        // x is no surface: it lies on a card (or, a King, alone on the floor).
        expect(col.up.length > 1 || (col.down.length === 0 && isKing(x))).toBe(true);
        // The talon in its starting turning order with x in its place, all of it in the stock.
        const talon = new Set([...p.waste, ...p.stock, x]);
        const turning = [...q.startTalon.subarray(0, q.startLength)].filter((y) => talon.has(y as Card));
        const a: Position = {
          ...p,
          columns: p.columns.map((k, j) => (j === c ? { down: k.down, up: k.up.slice(0, -1) } : k)),
          stock: turning.reverse() as Card[],
          waste: [],
        };
        // From A: draws until x is on the waste, then x onto the tableau.
        let b = a;
        while (b.waste[b.waste.length - 1] !== x) b = play(b, drawMove());
        const to = b.columns.findIndex((k) => {
          const top = k.up[k.up.length - 1];
          return isKing(x) ? k.up.length + k.down.length === 0 : top !== undefined && buildsOn(x, top);
        });
        expect(to).toBeGreaterThanOrEqual(0);
        expect(checkMove(b, wasteToTableau(to))).toBeUndefined();
        expect(held(play(b, wasteToTableau(to)))).toEqual(held(pos));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('a bottom card put back: its key is the key before the move that took it off its floor (4.5)', () => {
    const checked = keysBeforeHolderMoves(
      (q, m) => kindOfMove(m) === QS && q.down[columnOf(m)] === 0 && q.floor[columnOf(m)] === 1,
      (q, m, out) => q.bottomBefore(columnOf(m), out),
      400,
    );
    expect(checked).toBeGreaterThan(50);
  });

  it('a bottom card put back on a floor leaves an engine position from which one move reaches this one (4.5)', () => {
    const out = new Uint32Array(16);
    const held = (p: Position) => ({ ...facts(quotientOf(p)), wpos: 0 });
    let checked = 0;
    walks((q, pos) => {
      for (let c = 0; c < 7; c++) {
        if (!q.bottomBefore(c, out)) continue;
        const y = q.start[c * q.stride] as Card;
        // Position A: the run from y up moved off its card onto an empty column's floor (any empty
        // column: which column holds which cards is not part of the layout-free state).
        const from = pos.columns.findIndex((col) => col.up.includes(y));
        const to = pos.columns.findIndex((col) => col.up.length + col.down.length === 0);
        expect(from).toBeGreaterThanOrEqual(0);
        expect(to).toBeGreaterThanOrEqual(0);
        const src = pos.columns[from] as Position['columns'][number];
        const at = src.up.indexOf(y);
        // y lies on a face-up card (it is no root there).
        expect(at).toBeGreaterThan(0);
        const a: Position = {
          ...pos,
          columns: pos.columns.map((k, j) =>
            j === from
              ? { down: k.down, up: k.up.slice(0, at) }
              : j === to
                ? { down: [], up: src.up.slice(at) }
                : k,
          ),
        };
        // From A: the run goes back onto the card it lay on.
        const m = tableauToTableau(to, from, src.up.length - at);
        expect(checkMove(a, m)).toBeUndefined();
        expect(held(play(a, m))).toEqual(held(pos));
        checked++;
      }
    }, 400);
    expect(checked).toBeGreaterThan(50);
  });

  it('waste sizes reached by draws: the engine draws from a size off the cycle to the keys a table that reaches by draws counts dead (4.6)', () => {
    // Under draw 3 with unlimited passes, from each position of the walks whose waste size is off
    // the draw cycle: the engine's draws (and a redeal at the stock's end) reach positions whose
    // layout-free keys differ from this one's in the waste size alone, and a table that reaches by
    // draws, with this state recorded dead, answers DEAD for each of them and for no other size.
    let checked = 0;
    walks((q, pos) => {
      if (q.draw === 1 || q.limited || q.wkey === 0) return;
      const [word, mask, shift] = q.wasteField();
      const own = [...q.key];
      const withWaste = (w: number) => {
        const k = Uint32Array.from(own);
        k[word] = (own[word]! & ~mask) | (w << shift);
        return k;
      };
      const { wpos: _, ...held } = facts(q);
      const t = new StateTable(own.length, 1 << 16, 1 << 10, false);
      t.reachByDraws(word, mask, shift, q.draw);
      expect(t.visit(q.key, 1, 0, 0)).toBe(NEW);
      t.mark(q.key, 0, 0, DEAD);
      // Draws to the stock's end, then a redeal.
      const reached = new Set<number>();
      let p = pos;
      for (let more = true; more; ) {
        more = p.stock.length > 0;
        const m = more ? drawMove() : redealMove();
        expect(checkMove(p, m)).toBeUndefined();
        p = play(p, m);
        // The same layout-free state but for the waste size (keys of two quotients made from two
        // positions are not comparable: each lays its key out from its own talon).
        const r = quotientOf(p);
        const { wpos: size, ...same } = facts(r);
        expect(same).toEqual(held);
        expect(size).toBe(more ? Math.min(q.wpos + (reached.size + 1) * q.draw, q.tlen) : 0);
        reached.add(r.wkey);
        expect(t.visit(withWaste(r.wkey), 1, 1, 1)).toBe(DEAD);
      }
      expect(reached.has(0)).toBe(true);
      // Every other waste size off the cycle is not reached: the table searches it.
      for (let w = 1; w < q.tlen; w++) {
        if (w % q.draw === 0 || reached.has(w) || w === q.wkey) continue;
        expect(t.visit(withWaste(w), 1, 2, 2)).toBe(NEW);
      }
      checked++;
    }, 200);
    expect(checked).toBeGreaterThan(50);
  });

  it('a quotient loaded again holds what a new one loaded with the same position holds', () => {
    // solve keeps its start for the next solve (index.ts, spareStart): positions of other deals,
    // shapes and rules (taken along the walks) loaded one after another into one quotient.
    const reused = quotientOf(startPosition(dealFromSeed(99), RULES[0]!));
    let loads = 0;
    walks((_q, pos) => {
      const r = quotientOf(pos, reused);
      loads++;
      const fresh = quotientOf(pos);
      expect(facts(r)).toEqual(facts(fresh));
      expect([r.draw, r.passes, r.f2t, r.limited]).toEqual([
        fresh.draw,
        fresh.passes,
        fresh.f2t,
        fresh.limited,
      ]);
      expect([...r.key]).toEqual([...fresh.key]);
      expect([...r.loc]).toEqual([...fresh.loc]);
      expect([...r.startCol]).toEqual([...fresh.startCol]);
      expect([...r.talonIdx]).toEqual([...fresh.talonIdx]);
      expect([...r.start]).toEqual([...fresh.start]);
      expect(r.startTalon.subarray(0, r.startLength)).toEqual(
        fresh.startTalon.subarray(0, fresh.startLength),
      );
      expect(r.wkey).toBe(fresh.wkey);
    }, 40);
    expect(loads).toBeGreaterThan(1000);
  });

  it('refuses a column whose face-up cards are not one run', () => {
    const pos = startPosition(dealFromSeed(1), RULES[0]!);
    const col = pos.columns[6]!;
    const broken = { ...pos, columns: pos.columns.map((c, i) => (i === 6 ? { ...col, up: [0, 1] } : c)) };
    expect(() => quotientOf(broken)).toThrow(/not face-down cards under one run/);
    expect(() => quotientOf(pos)).not.toThrow();
  });
});
