/**
 * Proofs of loss by relaxation. Every line of play under a position's rules is also a line under
 * easier ones (see `relaxed`), so a position that cannot be won under the easier rules cannot be
 * won under its own. Under draw 1 with unlimited passes every talon card can be reached at any
 * time, and the talon's order, which makes most of the states of a draw-3 search, no longer counts:
 * such a search is far smaller. On the hard draw-3 deals most of the states a search meets are lost
 * already under draw 1, so the solver asks this question of every state it meets (`lost`), and
 * keeps the answers in one table: states proved lost (`DEAD`) and states on a line that won (`WIN`)
 * answer later questions at once.
 */
import type { Position } from '../engine/index.ts';
import { quotientOf } from './adapter.ts';
import type { Quotient } from './quotient.ts';
import { QUOTIENT_MOVES } from './quotient-moves.ts';
import { LOST, OPEN, OUT, type Prover, Searcher } from './search.ts';
import { StateTable } from './table.ts';
import { WASTE1, WASTE2 } from './zobrist.ts';

/**
 * The position under the easiest rules that keep its verdict of "lost": draw 1, unlimited passes,
 * foundation cards allowed back; undefined when those are its rules already. Every line of play
 * under the position's own rules is a line under these: a draw of d cards is d draws of one (the
 * same cards reach the waste in the same order, and the same ones are left in the stock), a redeal
 * is a redeal, and no move is taken away. So if the position cannot be won under the easier rules,
 * it cannot be won under its own. (The converse does not hold: a relaxed win proves nothing.)
 */
export const relaxed = (position: Position): Position | undefined => {
  const r = position.rules;
  if (r.draw === 1 && r.passes === Number.POSITIVE_INFINITY && r.foundationToTableau) return undefined;
  return { ...position, rules: { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true } };
};

const CACHE_MASK = (1 << 16) - 1;

/** Answers "is this state lost under the easier rules?" for the states of one deal's search. */
export class RelaxedProver implements Prover<Quotient> {
  /** The answers so far, and the states of the questions' searches. */
  readonly table: StateTable;
  /** The search's start under the easier rules. */
  readonly start: Quotient;
  used = 0;
  private readonly q: Quotient;
  private readonly searcher = new Searcher(QUOTIENT_MOVES);
  /** Recent answers: [hash lane 1, lane 2, answer] per slot, keyed by the hash without its waste term. */
  private readonly cache = new Int32Array((CACHE_MASK + 1) * 3);
  perQuestion: number;

  /**
   * `position` is the start under the easier rules (`relaxed`), with a layout-free form; one
   * question searches at most `perQuestion` states (past that, the answer is "not shown").
   */
  constructor(position: Position, maxBytes: number, perQuestion: number) {
    const q = quotientOf(position);
    const copy = quotientOf(position);
    if (q === undefined || copy === undefined) throw new Error('relax: no layout-free form');
    this.start = q;
    this.q = copy;
    this.table = new StateTable(maxBytes);
    this.perQuestion = perQuestion;
  }

  lost(p: Quotient, maxStates: number, stop: () => boolean): number {
    this.used = 0;
    if (maxStates <= 0) return OUT;
    // States that differ only in the waste size are one state under the easier rules (draw 1,
    // unlimited passes: the waste size is not in its hash). Their answer is remembered under the
    // hash without the waste term, and the next one is answered without a search.
    const k1 = p.h1 ^ WASTE1[p.wkey]!;
    const k2 = p.h2 ^ WASTE2[p.wkey]!;
    const slot = (k1 & CACHE_MASK) * 3;
    const cache = this.cache;
    if (cache[slot] === k1 && cache[slot + 1] === k2) return cache[slot + 2]!;
    this.q.assign(p);
    const limit = Math.min(maxStates, this.perQuestion);
    const r = this.searcher.run(this.q, { maxStates: limit, stop, table: this.table, marksWin: true });
    this.used = r.states;
    if (r.stopped) return OUT;
    const answer = r.result === 'unsolvable' ? LOST : OPEN;
    // Only answers that hold for good (lost, or won): not one cut by the budget.
    if (r.result !== 'unknown') {
      cache[slot] = k1;
      cache[slot + 1] = k2;
      cache[slot + 2] = answer;
    }
    return answer;
  }
}
