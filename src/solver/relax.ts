/**
 * Proofs of loss by relaxation. Every line of play under a position's rules is also a line under
 * easier ones (see `relaxed`), so a position that cannot be won under the easier rules cannot be
 * won under its own. Under draw 1 with unlimited passes every talon card can be reached at any
 * time, and the talon's order, which makes most of the states of a draw-3 search, no longer counts:
 * such a search is far smaller. On the hard draw-3 deals most of the states a search meets are lost
 * already under draw 1, so the solver asks this question of the states it meets (`lost`), and keeps
 * the answers in one table: nodes proved lost (`DEAD`) and nodes on a line that won (`WIN`) answer
 * later questions at once.
 */
import type { Position } from '../engine/index.ts';
import { MoveGenerator } from './generate.ts';
import { FT, KINDS, QF } from './move.ts';
import { type Quotient, quotientOf } from './quotient.ts';
import { LOST, OPEN, OUT, type Prover, Searcher } from './search.ts';
import { copyWords, StateTable } from './table.ts';

/**
 * The position under the easiest rules that keep its verdict of "lost": draw 1, unlimited passes,
 * foundation cards allowed back; undefined when those are its rules already. Every line of play
 * under the position's own rules is a line under these (docs/solver.md, "Proofs of loss by
 * relaxation"). The converse does not hold: a relaxed win proves nothing.
 */
export const relaxed = (position: Position): Position | undefined => {
  const r = position.rules;
  if (r.draw === 1 && r.passes === Number.POSITIVE_INFINITY && r.foundationToTableau) return undefined;
  return { ...position, rules: { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true } };
};

const CACHE_SLOTS = 1 << 14;

/** Answers "is this state lost under the easier rules?" for the states of one deal's search. */
export class RelaxedProver implements Prover {
  /** The answers so far, and the nodes of the questions' searches. */
  readonly table: StateTable;
  /** The search's start under the easier rules. */
  readonly start: Quotient;
  used = 0;
  /**
   * Questions answered (from the cache or by a search) and, of them, losses shown, by the kind of the
   * move that led to the state (move.ts; the last entry for the search's start): what asking buys.
   */
  readonly answered = new Int32Array(KINDS + 1);
  readonly losses = new Int32Array(KINDS + 1);
  /** The kind of the move that led to the state asked about now (`KINDS` at the start). */
  private kind = KINDS;
  /**
   * No question after a card goes up from the tableau or comes down from a foundation. Not asking is
   * always sound (the state is searched instead), and these questions nearly never show a loss: under
   * the easier rules such a move can mostly be taken back at once (the card comes straight back down,
   * or goes straight back up), so the state after it reaches the state before it and can be won if
   * that one can, which was asked when it was stored (or came by such moves from one that was) and
   * was not shown lost. A card whose going turned a face-down card up cannot come back so. On draw-3
   * deals 7114 and 576, 216 of 3.9 million such questions showed a loss, against 1 in 12 to 1 in 3
   * after a talon card lands on the tableau; asking is what costs (docs/solver.md, "Session 37").
   * `skipUnder` adds the kinds whose questions, counted on this deal, did not pay.
   */
  skips = (1 << QF) | (1 << FT);
  private readonly q: Quotient;
  private readonly searcher = new Searcher(new MoveGenerator());
  /**
   * Recent answers by the state's key without its waste size and pass (one state under the easier
   * rules): per slot the key words, then the answer + 1 (0 for an empty slot).
   */
  private readonly cache: Uint32Array;
  /** The key of the state asked about, under the easier rules. */
  private readonly probe: Uint32Array;
  private readonly words: number;
  perQuestion: number;

  /**
   * `position` is the start under the easier rules (`relaxed`); one question searches at most
   * `perQuestion` states (past that, the answer is "not shown").
   */
  constructor(position: Position, maxBytes: number, perQuestion: number) {
    this.start = quotientOf(position);
    this.q = quotientOf(position);
    this.words = this.q.key.length;
    // Under unlimited passes every question's pass number is the same (quotient.ts, `assign`).
    this.table = new StateTable(this.words, maxBytes, 1 << 10, this.start.limited);
    this.cache = new Uint32Array(CACHE_SLOTS * (this.words + 1));
    this.probe = new Uint32Array(this.words);
    this.perQuestion = perQuestion;
  }

  /** The cache slot of a state under the easier rules, from its key there. */
  private slot(key: Uint32Array): number {
    let h = 0x2545f491;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key[i]!, 0x9e3779b1) ^ (h >>> 15);
    return ((h ^ (h >>> 16)) & (CACHE_SLOTS - 1)) * (this.words + 1);
  }

  lost(p: Quotient, maxStates: number, stop: () => boolean, kind: number): number {
    this.kind = kind < 0 ? KINDS : kind;
    this.used = 0;
    if (maxStates <= 0) return OUT;
    // A recent answer is looked up before the state is copied, so a hit copies nothing: the easier
    // key is the state's own with the waste size's field 0.
    const key = this.probe;
    p.keyWithoutWaste(key);
    const at = this.slot(key);
    const cache = this.cache;
    let same = cache[at + this.words] !== 0;
    for (let i = 0; same && i < this.words; i++) same = cache[at + i] === key[i];
    if (same) return this.count(cache[at + this.words]! - 1);
    this.q.assign(p);
    // One complete search in the answers' table. Most questions end at once: their state, or one a
    // few moves on, was marked won or dead by an earlier question. (A guide's look for a win first, as
    // until session 30, cost more than it saved: docs/solver.md, "Session 30".)
    const r = this.searcher.run(this.q, {
      maxStates: Math.min(maxStates, this.perQuestion),
      stop,
      table: this.table,
      marksWin: true,
      holdersBack: true,
    });
    this.used = r.states;
    if (r.stopped) return OUT;
    const answer = r.result === 'unsolvable' ? LOST : OPEN;
    // Only answers that hold for good (lost, or won): not one cut by the budget.
    if (r.result !== 'unknown') {
      copyWords(key, 0, cache, at, this.words);
      cache[at + this.words] = answer + 1;
    }
    return this.count(answer);
  }

  /**
   * Stops the questions after each kind of move that has had at least `least` answers and fewer
   * than one loss in `rate` of them: not asking is always sound (the state is searched instead).
   */
  skipUnder(least: number, rate: number): void {
    for (let k = 0; k < KINDS; k++)
      if (this.answered[k]! >= least && this.losses[k]! * rate < this.answered[k]!) this.skips |= 1 << k;
  }

  /** Whether at least one answer in `rate` showed a loss, or fewer than `least` were given. */
  pays(least: number, rate: number): boolean {
    let answered = 0;
    let losses = 0;
    for (let k = 0; k <= KINDS; k++) {
      answered += this.answered[k]!;
      losses += this.losses[k]!;
    }
    return answered < least || losses * rate >= answered;
  }

  private count(answer: number): number {
    this.answered[this.kind]!++;
    if (answer === LOST) this.losses[this.kind]!++;
    return answer;
  }
}
