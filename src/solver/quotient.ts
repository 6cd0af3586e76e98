import { FT, LOC_DOWN, LOC_FOUNDATION, LOC_TALON, QF, QS, WF } from './packed.ts';
import { pullTalon, pushTalon, wasteKey } from './talon.ts';
import { FLOOR1, FLOOR2, QLOC1, QLOC2, WASTE1, WASTE2 } from './zobrist.ts';

/**
 * The layout-free position: which cards are face up in the tableau, not how they lie.
 *
 * The tableau part of a Klondike position is kept only as: the face-down count of each column, and
 * for a column with no face-down card whether its bottom card (a non-King that was dealt there) is
 * still there. Everything else follows: the face-down cards of a column are a prefix of the column
 * it started with; its first face-up card (the _surface_) is the next card of that prefix (a card
 * can only leave that place by turning the card under it up); the face-up cards are the cards in
 * neither the talon, the foundations nor a face-down prefix. Foundations and talon are kept exactly.
 *
 * Call a face-up card a _root_ when it lies on a face-down card or on a column's floor: the surface
 * cards, the bottom cards above, and every King (a King fits on nothing). Every other face-up card
 * lies on a card one rank higher of the other colour, and covers it. So for each kind of card (rank
 * and colour) the number of uncovered ones is known: the face-up cards of that kind less the
 * non-root face-up cards one rank lower of the other colour. Only which of two twins (same rank and
 * colour) is the uncovered one is not known.
 *
 * Why that is enough (the quotient is exact): let P be any position with a given layout-free
 * position Q. Every move of P either changes nothing in Q (a non-root card moving between two
 * cards of the same kind, or a King between empty columns) or is one of the moves below, made from
 * Q. Conversely every move below, made from Q, can be made from every such P in one or two moves
 * and gives a position whose layout-free position is the result:
 * - a face-up card to its foundation, when a card of its kind is uncovered: if the card itself is
 *   covered its twin is the uncovered one, so the run on it moves onto the twin first;
 * - the root of a column (the surface, turning the card under it up, or a bottom card, emptying the
 *   column) onto an uncovered card of the kind it fits, or a King into an empty column: the root
 *   heads the column's whole face-up run, and the target cannot be in that run (it ranks higher);
 * - a talon card or a foundation top onto an uncovered card of the kind it fits (or a King into an
 *   empty column), and talon cards to the foundations, exactly as in P.
 * So a winning line of P maps to a winning line of Q, and a winning line of Q can be played out from
 * P move by move (see realize.ts): P can be won if and only if Q can. Rearranging face-up runs, the
 * bulk of a search over full positions, does not exist here.
 *
 * The hash is a set of facts XORed together: "card X is face up in the tableau", "in the talon",
 * "on its foundation" (face-down cards have no term: they are the cards with none), "column c's
 * bottom card is still there", and the waste size (normalised as in packed.ts). Passes are kept
 * beside the hash in the table, as for packed positions.
 */

/** Face up in the tableau (in `loc`; the other values are packed.ts's LOC_DOWN, LOC_TALON, LOC_FOUNDATION). */
export const LOC_VIS = 1;

const KING = 12;
/** Kind of card x: rank * 2 + colour (colour = low bit of the card). */
export const kindOfCard = (x: number): number => ((x >> 2) << 1) | (x & 1);

export class Quotient {
  /** The cards each column started with, face-down ones then its first face-up card (7 × 64 cells). */
  readonly start = new Int8Array(7 * 64);
  /** Column and index of each card in `start`, or -1. */
  readonly startCol = new Int8Array(52).fill(-1);
  readonly startIdx = new Int8Array(52);
  /** Face-down cards per column. */
  readonly down = new Int8Array(7);
  /** For a column with no face-down card: 1 while its (non-King) bottom card is still there. */
  readonly floor = new Int8Array(7);
  readonly found = new Int8Array(4);
  readonly talon = new Int8Array(52);
  readonly loc = new Int8Array(52);
  /** Face-up tableau cards per kind, and those of them that are not roots. */
  readonly vis = new Int8Array(28);
  readonly placed = new Int8Array(28);
  /** Empty columns. */
  empty = 0;
  tlen = 0;
  wpos = 0;
  pass = 1;
  nfound = 0;
  h1 = 0;
  h2 = 0;
  /** The waste size as the hash has it (`wasteKey`). */
  wkey = 0;
  readonly draw: number;
  readonly passes: number;
  readonly f2t: boolean;
  readonly limited: boolean;

  constructor(draw: number, passes: number, f2t: boolean) {
    this.draw = draw;
    this.passes = passes;
    this.f2t = f2t;
    this.limited = Number.isFinite(passes);
  }

  /** Uncovered face-up cards of kind t (rank * 2 + colour). */
  uncovered(t: number): number {
    // The cards that cover kind t: non-root cards one rank lower, of the other colour.
    return t < 2 ? this.vis[t]! : this.vis[t]! - this.placed[(t - 2) ^ 1]!;
  }

  /** Whether non-King card x has an uncovered card to go on (one rank higher, other colour). */
  fits(x: number): boolean {
    return this.uncovered((kindOfCard(x) + 2) ^ 1) > 0;
  }

  /** The root of column c (its surface, or its bottom card while it is there), or -1. */
  root(c: number): number {
    const d = this.down[c]!;
    if (d > 0) return this.start[c * 64 + d]!;
    return this.floor[c] ? this.start[c * 64]! : -1;
  }

  /** Whether face-up card x is a root. */
  isRoot(x: number): boolean {
    return x >> 2 === KING || this.isColumnRoot(x);
  }

  /** Whether card x is the root of the column it started in (that column's `root`). */
  isColumnRoot(x: number): boolean {
    const c = this.startCol[x]!;
    return c >= 0 && this.root(c) === x;
  }

  /** Whether card x is the surface of a column with face-down cards (its root, on a face-down card). */
  isSurface(x: number): boolean {
    const c = this.startCol[x]!;
    return c >= 0 && this.down[c]! > 0 && this.startIdx[x] === this.down[c];
  }

  /**
   * Takes the cards' places from `q`, a position of the same deal (the same `start`) under other
   * rules, keeping this one's rules; recomputes the rest. Passes count from 1 again when this one
   * has no limit (the pass number means nothing then).
   */
  assign(q: Quotient): void {
    this.down.set(q.down);
    this.floor.set(q.floor);
    this.found.set(q.found);
    this.talon.set(q.talon);
    this.loc.set(q.loc);
    this.tlen = q.tlen;
    this.wpos = q.wpos;
    this.pass = this.limited ? q.pass : 1;
    this.nfound = q.nfound;
    this.rehash();
  }

  /** Recomputes the counts and the hash from `loc`, `down`, `floor`, the talon and the foundations. */
  rehash(): void {
    this.vis.fill(0);
    this.placed.fill(0);
    let h1 = 0;
    let h2 = 0;
    let occupied = 0;
    for (let c = 0; c < 7; c++) {
      if (this.down[c]! > 0 || this.floor[c]) occupied++;
      if (this.floor[c]) {
        h1 ^= FLOOR1[c]!;
        h2 ^= FLOOR2[c]!;
      }
    }
    for (let x = 0; x < 52; x++) {
      const l = this.loc[x]!;
      if (l === LOC_DOWN) continue;
      const cls = l === LOC_VIS ? 1 : l === LOC_TALON ? 2 : 3;
      h1 ^= QLOC1[x * 4 + cls]!;
      h2 ^= QLOC2[x * 4 + cls]!;
      if (l !== LOC_VIS) continue;
      this.vis[kindOfCard(x)]!++;
      if (!this.isRoot(x)) this.placed[kindOfCard(x)]!++;
      else if (x >> 2 === KING && !this.isSurface(x)) occupied++;
    }
    this.empty = 7 - occupied;
    this.wkey = wasteKey(this);
    this.h1 = h1 ^ WASTE1[this.wkey]!;
    this.h2 = h2 ^ WASTE2[this.wkey]!;
  }

  private setLoc(x: number, l: number): void {
    const old = this.loc[x]!;
    if (old !== LOC_DOWN) {
      const cls = old === LOC_VIS ? 1 : old === LOC_TALON ? 2 : 3;
      this.h1 ^= QLOC1[x * 4 + cls]!;
      this.h2 ^= QLOC2[x * 4 + cls]!;
    }
    if (l !== LOC_DOWN) {
      const cls = l === LOC_VIS ? 1 : l === LOC_TALON ? 2 : 3;
      this.h1 ^= QLOC1[x * 4 + cls]!;
      this.h2 ^= QLOC2[x * 4 + cls]!;
    }
    this.loc[x] = l;
  }

  private toggleFloor(c: number): void {
    this.floor[c] = this.floor[c]! ^ 1;
    this.h1 ^= FLOOR1[c]!;
    this.h2 ^= FLOOR2[c]!;
  }

  /** Turns up the top face-down card of column c (its new root). */
  private flip(c: number): void {
    const d = this.down[c]! - 1;
    this.down[c] = d;
    const x = this.start[c * 64 + d]!;
    this.setLoc(x, LOC_VIS);
    this.vis[kindOfCard(x)]!++;
    if (d === 0 && x >> 2 !== KING) this.toggleFloor(c);
  }

  private unflip(c: number): void {
    const d = this.down[c]!;
    const x = this.start[c * 64 + d]!;
    if (d === 0 && x >> 2 !== KING) this.toggleFloor(c);
    this.vis[kindOfCard(x)]!--;
    this.setLoc(x, LOC_DOWN);
    this.down[c] = d + 1;
  }

  /**
   * Face-up card x leaves the tableau (for a foundation). Returns how to undo: 1 it was a surface
   * (the card under it turned up), 2 a bottom card (its column emptied), 3 a lone King, 0 not a root.
   */
  private lift(x: number): number {
    this.vis[kindOfCard(x)]!--;
    const c = this.startCol[x]!;
    if (this.isSurface(x)) {
      this.flip(c);
      return 1;
    }
    if (this.isColumnRoot(x)) {
      // Not the surface, so the bottom card of a column with no face-down card.
      this.toggleFloor(c);
      this.empty++;
      return 2;
    }
    if (x >> 2 === KING) {
      this.empty++;
      return 3;
    }
    this.placed[kindOfCard(x)]!--;
    return 0;
  }

  private unlift(x: number, how: number): void {
    this.vis[kindOfCard(x)]!++;
    if (how === 1) this.unflip(this.startCol[x]!);
    else if (how === 2) {
      this.toggleFloor(this.startCol[x]!);
      this.empty--;
    } else if (how === 3) this.empty--;
    else this.placed[kindOfCard(x)]!++;
  }

  /** Card x (from the talon or a foundation) lands on the tableau: on a card, or a King alone. */
  private land(x: number): void {
    this.setLoc(x, LOC_VIS);
    this.vis[kindOfCard(x)]!++;
    if (x >> 2 === KING) this.empty--;
    else this.placed[kindOfCard(x)]!++;
  }

  private unland(x: number): void {
    this.vis[kindOfCard(x)]!--;
    if (x >> 2 === KING) this.empty++;
    else this.placed[kindOfCard(x)]!--;
  }

  private toFoundation(x: number): void {
    this.found[x & 3]!++;
    this.nfound++;
    this.setLoc(x, LOC_FOUNDATION);
  }

  private fromFoundation(s: number): number {
    const x = (this.found[s]! - 1) * 4 + s;
    this.found[s]!--;
    this.nfound--;
    return x;
  }

  private rewaste(): void {
    const k = wasteKey(this);
    this.h1 ^= WASTE1[this.wkey]! ^ WASTE1[k]!;
    this.h2 ^= WASTE2[this.wkey]! ^ WASTE2[k]!;
    this.wkey = k;
  }

  /**
   * Plays a move (kinds QF, QS, WF, WT, FT of packed.ts, see quotient-moves.ts); returns what
   * `unmake` needs. Assumes the move is legal here.
   */
  make(m: number): number {
    switch (m & 7) {
      case QF: {
        const x = (m >> 22) & 63;
        const how = this.lift(x);
        this.toFoundation(x);
        return how;
      }
      case QS: {
        const c = (m >> 3) & 7;
        const d = this.down[c]!;
        const x = this.root(c);
        if (x >> 2 === KING) this.empty--;
        else this.placed[kindOfCard(x)]!++;
        if (d > 0) {
          this.flip(c);
          return 1;
        }
        this.toggleFloor(c);
        this.empty++;
        return 2;
      }
      case FT: {
        const x = this.fromFoundation((m >> 3) & 7);
        this.land(x);
        return 0;
      }
      default: {
        const old = this.wpos;
        const k = (m >> 15) & 63;
        if ((m >> 21) & 1 && this.limited) this.pass++;
        this.wpos = k - 1;
        const x = pullTalon(this, k - 1);
        this.rewaste();
        if ((m & 7) === WF) this.toFoundation(x);
        else this.land(x);
        return old;
      }
    }
  }

  /** Undoes `make(m)` given its return value. */
  unmake(m: number, undo: number): void {
    switch (m & 7) {
      case QF: {
        const x = (m >> 22) & 63;
        this.fromFoundation(x & 3);
        this.setLoc(x, LOC_VIS);
        this.unlift(x, undo);
        return;
      }
      case QS: {
        const c = (m >> 3) & 7;
        if (undo === 1) this.unflip(c);
        else {
          this.toggleFloor(c);
          this.empty--;
        }
        const x = this.root(c);
        if (x >> 2 === KING) this.empty++;
        else this.placed[kindOfCard(x)]!--;
        return;
      }
      case FT: {
        const x = ((m >> 22) & 63) as number;
        this.unland(x);
        this.toFoundation(x);
        return;
      }
      default: {
        const x = (m >> 22) & 63;
        const k = (m >> 15) & 63;
        if ((m & 7) === WF) this.fromFoundation(x & 3);
        else this.unland(x);
        this.setLoc(x, LOC_TALON);
        pushTalon(this, k - 1, x);
        this.wpos = undo;
        this.rewaste();
        if ((m >> 21) & 1 && this.limited) this.pass--;
        return;
      }
    }
  }
}
