// Searches that share a table (relax.ts asks every question of a deal in one table, and the relaxed
// start's runs search there too). A node marked TAINT was searched and cut by the depth cap, not
// proven: a later search that meets it must not call its start lost. The table keeps such marks
// between questions (only `sweep`, between the main search's runs, clears them), and a table at its
// memory cap forgets states, which is what makes the depth cap cut.
import { describe, expect, it } from 'vitest';
import { dealFromSeed, type Rules, startPosition } from '../../../src/engine/index.ts';
import { MoveGenerator } from '../../../src/solver/generate.ts';
import { FT, QF, QS, WF, WT } from '../../../src/solver/move.ts';
import { type Quotient, quotientOf } from '../../../src/solver/quotient.ts';
import { OPEN, type Prover, Searcher } from '../../../src/solver/search.ts';
import { DEAD, NEW, StateTable, TAINT } from '../../../src/solver/table.ts';

const EASY: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };

/** The starts of numbered deals from 1 on with no safe move there, as layout-free positions. */
function* startsWithoutSafeMove(): Generator<Quotient> {
  for (let seed = 1; ; seed++) {
    const q = quotientOf(startPosition(dealFromSeed(seed), EASY));
    if (new MoveGenerator().auto(q) < 0) yield q;
  }
}

const keyOf = (q: Quotient, context: number): Uint32Array => Uint32Array.from([...q.key, context]);

const search = (q: Quotient, table: StateTable) =>
  new Searcher(new MoveGenerator()).run(q, { maxStates: 100_000, stop: () => false, table });

/**
 * Marks every node one move from q (after its safe moves, as the search enters it) with `mark` in
 * `table`; false when one of them is a node with a context (not stored, so it cannot be marked).
 */
const markChildren = (q: Quotient, table: StateTable, mark: number): boolean => {
  const gen = new MoveGenerator();
  const moves = new Int32Array(256);
  const n = gen.generate(q, moves, 0, 0);
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    const undo: [number, number][] = [[m, q.make(m)]];
    for (let a = gen.auto(q); a >= 0; a = gen.auto(q)) undo.push([a, q.make(a)]);
    const context = undo.length > 1 ? 0 : gen.contextOf(m);
    if (context === 0) {
      const key = keyOf(q, 0);
      table.visit(key, q.pass, i, 0);
      table.mark(key, 0, i, mark);
    }
    for (let u = undo.length - 1; u >= 0; u--) q.unmake(...(undo[u] as [number, number]));
    if (context !== 0) return false;
  }
  table.clock = n;
  return n > 0;
};

describe('a search in a table an earlier search marked', () => {
  it('gives no verdict from a start marked TAINT, and a loss from one marked DEAD', () => {
    const q = startsWithoutSafeMove().next().value as Quotient;
    for (const [mark, expected] of [
      [TAINT, 'unknown'],
      [DEAD, 'unsolvable'],
    ] as const) {
      const table = new StateTable(q.key.length, 1 << 22);
      expect(table.visit(keyOf(q, 0), q.pass, 0, 0)).toBe(NEW);
      table.mark(keyOf(q, 0), 0, 0, mark);
      table.clock = 1;
      expect(search(q, table).result).toBe(expected);
    }
  });

  it('gives no verdict when every move leads to a node marked TAINT, and a loss when each is DEAD', () => {
    let tried = 0;
    for (const q of startsWithoutSafeMove()) {
      if (tried === 5) break;
      const table = new StateTable(q.key.length, 1 << 22);
      if (!markChildren(q, table, TAINT)) continue;
      tried++;
      expect(search(q, table).result).toBe('unknown');
      const dead = new StateTable(q.key.length, 1 << 22);
      markChildren(q, dead, DEAD);
      expect(search(q, dead).result).toBe('unsolvable');
    }
  });
});

/** A prover that never shows a loss and counts the questions. */
class Counting implements Prover {
  asked = 0;
  readonly used = 0;
  constructor(readonly skips: number) {}
  lost(): number {
    this.asked++;
    return OPEN;
  }
}

describe('a search with a prover', () => {
  const EVERY_KIND = [QF, QS, WF, WT, FT].reduce((bits, kind) => bits | (1 << kind), 0);
  const DRAW3: Rules = { ...EASY, draw: 3 };
  const run = (q: Quotient, skips: number) => {
    const prover = new Counting(skips);
    const table = new StateTable(q.key.length, 1 << 24);
    const result = new Searcher(new MoveGenerator()).run(q, {
      maxStates: 3000,
      stop: () => false,
      table,
      prover,
    });
    return { prover, result, stored: table.size };
  };

  it('asks it of every stored node, but after the kinds of move it skips, and searches the same', () => {
    for (const seed of [2, 3, 4]) {
      const q = quotientOf(startPosition(dealFromSeed(seed), DRAW3));
      const every = run(q, 0);
      // Each stored node is asked once, when it is entered: the table holds exactly those.
      expect(every.prover.asked).toBe(every.stored);
      // Only the start, which no move led to.
      expect(run(q, EVERY_KIND).prover.asked).toBe(1);
      const some = run(q, (1 << FT) | (1 << QF) | (1 << WF));
      expect(some.prover.asked).toBeGreaterThan(1);
      expect(some.prover.asked).toBeLessThan(every.prover.asked);
      // A prover that shows nothing changes nothing, asked or not.
      expect(some.result).toEqual(every.result);
    }
  });
});
