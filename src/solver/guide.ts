import { isKing, KING, kindOf } from './cards.ts';
import { kingWaiting, MoveGenerator } from './generate.ts';
import {
  BOTTOM_CARD,
  cardOfMove,
  FT,
  isBottomCard,
  isHolder,
  kindOfMove,
  MORE,
  packMove,
  QF,
  QS,
  WF,
  WT,
} from './move.ts';
import { LOC_FOUNDATION, LOC_TALON, LOC_VIS, type Quotient } from './quotient.ts';
import { isSafe, safeOnceDown } from './safe.ts';

/** Context after a bottom card left its column: the next move must put a King into the empty column. */
const KING_NEXT = 100;
/** `rootMoves`: roots with face-down cards under them, bottom cards, or both. */
const UNCOVERING_ROOTS = 1;
const BOTTOM_ROOTS = 2;
const ALL_ROOTS = 3;

/**
 * The guide: a move generator that leaves out far more than `MoveGenerator` does, by rules of thumb
 * about what a move is for (a card goes up only if something can follow it, a card comes down from
 * a foundation or the talon only to hold a chain of cards that ends in the tableau, a column is
 * emptied only for a waiting King, and right after such a move only a move that uses it). It finds
 * most wins in a small part of the states, but it can miss one: a search with it proves nothing when
 * it finds no win. `solve` uses it only to look for a win, whose line the engine checks like any
 * other; every "unsolvable" comes from the complete generator (docs/solver.md, "The guide").
 */
export class GuideMoves extends MoveGenerator {
  private stamp = 0;
  /** Talon cards that can reach the waste top now: `reach[x] === stamp`. */
  private readonly reach = new Int32Array(52);
  private everyStop = false;
  /** How many stops `markStops` listed last (in `stops`), when not every talon card is one. */
  private stopCount = 0;
  /** The position whose talon `markStops` marked last, and its `tver` then. */
  private marked: Quotient | undefined;
  private markedVer = 0;

  override contextOf(m: number): number {
    const x = cardOfMove(m);
    const k = kindOfMove(m);
    if (k === FT || (k === WT && isHolder(m))) return x >> 2 === 0 ? 0 : ((kindOf(x) - 2) ^ 1) + 1;
    return k === QS && isBottomCard(m) ? KING_NEXT : 0;
  }

  override generate(q: Quotient, out: Int32Array, at: number, last: number): number {
    this.prepare(q, last);
    let n = this.foundationMoves(q, 0);
    n = this.talonOffers(q, n);
    n = this.rootMoves(q, n, ALL_ROOTS);
    return this.emit(out, at, this.backMoves(q, n));
  }

  /**
   * Under draw 1 with unlimited passes, in the plain order (restart 0), the moves that come first in
   * it, cards going up and roots that uncover a face-down card (scores 87 to 95), are written first,
   * and the talon scan with its holder chains (scores 85 and lower), most of a node's cost there,
   * only when the search comes to it: on most lines to a win it never does. The two lists together
   * are `generate`'s list in its order. With other orders (ties broken at random) and other rules
   * (whose talon scan costs little, and whose stops would be listed twice) everything is written at
   * once, in `generate`'s order.
   */
  override generateFirst(q: Quotient, out: Int32Array, at: number, last: number): number {
    if (this.jitterShift !== 0 || q.draw !== 1 || q.limited) return this.generate(q, out, at, last);
    this.prepare(q, last);
    const n = this.rootMoves(q, this.foundationMoves(q, 0), UNCOVERING_ROOTS);
    if (n === 0) return this.emit(out, at, this.rest(q));
    const first = this.emit(out, at, n);
    out[at + first] = MORE;
    return first + 1;
  }

  override generateRest(q: Quotient, out: Int32Array, at: number, last: number): number {
    this.prepare(q, last);
    return this.emit(out, at, this.rest(q));
  }

  /** The moves `generateFirst` leaves for later: talon cards, bottom cards leaving, foundation cards coming down. */
  private rest(q: Quotient): number {
    return this.backMoves(q, this.rootMoves(q, this.talonOffers(q, 0), BOTTOM_ROOTS));
  }

  /** Sets the node's context from the move that led there (0: none) and marks the talon's stops. */
  private prepare(q: Quotient, last: number): void {
    this.setContext(last === 0 ? 0 : this.contextOf(last), last);
    this.markStops(q);
  }

  /** Face-up cards to their foundations, where something could follow them. */
  private foundationMoves(q: Quotient, n: number): number {
    const moves = this.moves;
    const scores = this.scores;
    const found = q.found;
    for (let s = 0; s < 4; s++) {
      const r = found[s]!;
      if (r > KING) continue;
      const x = r * 4 + s;
      if (q.loc[x] !== LOC_VIS || q.uncovered(kindOf(x)) === 0 || !this.kept(QF, x)) continue;
      const next = this.nextUp(q, x);
      if (!next && !q.isRoot(x) && !this.placeable(q, x ^ 2) && !this.parentUp(q, x)) continue;
      moves[n] = packMove(QF, x, 0, 0, 0);
      scores[n++] = q.isSurface(x) ? 95 : next ? 90 : 88;
    }
    return n;
  }

  /** Talon cards, each from its stop. */
  private talonOffers(q: Quotient, n: number): number {
    if (q.draw === 1 && !q.limited) {
      const w = q.wpos;
      const L = q.tlen;
      const talon = q.talon;
      if (w > 0 && q.offers(talon[w - 1]!)) n = this.offerTalon(q, talon[w - 1]!, w, 0, n);
      for (let k = w + 1; k <= L; k++)
        if (q.offers(talon[k - 1]!)) n = this.offerTalon(q, talon[k - 1]!, k, 0, n);
      for (let k = 1; k < w; k++) if (q.offers(talon[k - 1]!)) n = this.offerTalon(q, talon[k - 1]!, k, 1, n);
    } else {
      // `markStops` listed them.
      const count = this.stopCount;
      for (let j = 0; j < count; j++) {
        const k = this.stops.k[j]!;
        n = this.offerTalon(q, q.talon[k - 1]!, k, this.stops.redeal[j]!, n);
      }
    }
    return n;
  }

  /** Column roots with their runs onto the tableau: those of `which` (`UNCOVERING_ROOTS`, `BOTTOM_ROOTS` or both). */
  private rootMoves(q: Quotient, n: number, which: number): number {
    const moves = this.moves;
    const scores = this.scores;
    for (let c = 0; c < 7; c++) {
      const x = q.root(c);
      if (x < 0) continue;
      const d = q.down[c]!;
      if ((which & (d > 0 ? UNCOVERING_ROOTS : BOTTOM_ROOTS)) === 0 || !this.kept(QS, x)) continue;
      if (isKing(x)) {
        if (q.empty === 0) continue;
      } else if (!q.fits(x) || (d === 0 && (q.empty > 0 || !kingWaiting(q)))) continue;
      // A bottom card leaving its column is marked: the context that follows wants a King.
      moves[n] = packMove(QS, x, c, 0, 0) | (d === 0 ? BOTTOM_CARD : 0);
      // A root that uncovers a face-down card goes before talon cards, the column with the most
      // face-down cards first (docs/solver.md, "The guide": fewer states to a win than the fewest first).
      scores[n++] = d > 0 ? 86 + d : 30;
    }
    return n;
  }

  /** Foundation cards back onto the tableau, to hold a chain or to take a card. */
  private backMoves(q: Quotient, n: number): number {
    if (!q.f2t) return n;
    const found = q.found;
    for (let s = 0; s < 4; s++) {
      const h = found[s]!;
      if (h < 2) continue;
      const x = (h - 1) * 4 + s;
      if (!q.lands(x) || safeOnceDown(q, x) || !this.kept(FT, x)) continue;
      const holder =
        q.uncovered(kindOf(x)) === 0 &&
        (this.twinUse(q, x ^ 2) || (this.wanted(q, h - 2, s) && this.holderChain(q, x)));
      if (!holder && !q.fits(x - 4)) continue;
      this.moves[n] = packMove(FT, x, 0, 0, 0);
      this.scores[n++] = 5;
    }
    return n;
  }

  /** Offers talon card x at waste size k (after a redeal when `redeal` is 1): to its foundation and onto the tableau, where the guide's rules let it. */
  private offerTalon(q: Quotient, x: number, k: number, redeal: number, n: number): number {
    const free = q.draw === 1 && !q.limited;
    if (q.found[x & 3] === x >> 2 && this.kept(WF, x) && (!free || this.nextUp(q, x) || isSafe(q, x))) {
      this.moves[n] = packMove(WF, x, 0, k, redeal);
      this.scores[n++] = 85;
    }
    if (!q.lands(x) || !this.kept(WT, x)) return n;
    if (free && (q.uncovered(kindOf(x)) > 0 || !this.holderChain(q, x))) return n;
    this.moves[n] = packMove(WT, x, 0, k, redeal, free ? 1 : 0);
    this.scores[n++] = 50;
    return n;
  }

  /** The context of the node being generated (0 for none) and what `kept` reads of the move that led there. */
  private ctx = 0;
  private ftSuit = -1;
  private twin = -1;

  private setContext(ctx: number, last: number): void {
    this.ctx = ctx;
    if (ctx === 0) return;
    this.ftSuit = kindOfMove(last) === FT ? cardOfMove(last) & 3 : -1;
    this.twin = cardOfMove(last) ^ 2;
  }

  /**
   * Whether a move of this kind with card x is tried in the node's context: all are with none; right
   * after a card came down (context: the kind that fits on it), a card of that kind landing, the
   * next card of the foundation it came from, or its twin going up; right after a column emptied, a
   * King landing. Asked before a move's other tests, which it spares in most contexts.
   */
  private kept(kind: number, x: number): boolean {
    const ctx = this.ctx;
    if (ctx === 0) return true;
    if (kind === WF) return false;
    if (ctx === KING_NEXT) return kind !== QF && isKing(x);
    if (kind === QF) return x === this.twin;
    return kindOf(x) === ctx - 1 || (kind === FT && (x & 3) === this.ftSuit);
  }

  /** Marks the talon cards that draws (and at most one redeal) can bring to the waste top now (talon.ts, "stops"). */
  private markStops(q: Quotient): void {
    this.everyStop = q.draw === 1 && !q.limited;
    // The marks stand while the talon is the one marked last (`tver`: most moves leave it as it was).
    if (this.everyStop || (q === this.marked && q.tver === this.markedVer)) return;
    this.marked = q;
    this.markedVer = q.tver;
    this.stamp++;
    const count = this.stops.list(q);
    this.stopCount = count;
    for (let j = 0; j < count; j++) this.reach[q.talon[this.stops.k[j]! - 1]!] = this.stamp;
  }

  /** Whether card y is in the talon and can be brought to the waste top now. */
  private reachable(q: Quotient, y: number): boolean {
    return q.loc[y] === LOC_TALON && (this.everyStop || this.reach[y] === this.stamp);
  }

  /** Whether the next card of x's suit could follow x up: it can be brought to the waste top, or it is face up with its kind uncovered. */
  private nextUp(q: Quotient, x: number): boolean {
    if (isKing(x)) return false;
    return this.reachable(q, x + 4) || (q.loc[x + 4] === LOC_VIS && q.uncovered(kindOf(x + 4)) > 0);
  }

  /** Whether card y is face up and the root of a column, so it can move with the run it heads. */
  private movableRoot(q: Quotient, y: number): boolean {
    return q.loc[y] === LOC_VIS && q.isColumnRoot(y);
  }

  /**
   * Whether card z is face up and next on its foundation: z's twin, put down on the tableau, is then
   * _used_ by z (the run lying on z moves onto the twin, and z goes up).
   */
  private twinUse(q: Quotient, z: number): boolean {
    return q.loc[z] === LOC_VIS && q.found[z & 3] === z >> 2;
  }

  /** A chain of cards going down from x's rank in alternating colours that ends at a movable root or a twin that can go up. */
  private holderChain(q: Quotient, x: number): boolean {
    if (this.twinUse(q, x ^ 2)) return true;
    const free = q.draw === 1 && !q.limited;
    const r = x >> 2;
    const s = x & 3;
    // Each card's place is read once (`movableRoot` and `twinUse` written out on it): this walk is
    // much of the guide's time under draw 1. A _stepping stone_ is a card that can come down onto the
    // tableau to hold the next card of the chain: under draw 1 with unlimited passes a talon card, or
    // a foundation card when foundation cards may come back; otherwise (where reachable talon cards
    // end the chain) a foundation card.
    const loc = q.loc;
    const found = q.found;
    const stone = free ? LOC_TALON : -1;
    const back = !free || q.f2t ? LOC_FOUNDATION : -1;
    for (let k = r - 1; k >= 0; k--) {
      const a = (r - k) & 1 ? s ^ 1 : s;
      const ya = k * 4 + a;
      const yb = ya ^ 2;
      const la = loc[ya]!;
      const lb = loc[yb]!;
      if ((la === LOC_VIS && q.isColumnRoot(ya)) || (lb === LOC_VIS && q.isColumnRoot(yb))) return true;
      if (!free && (this.reachable(q, ya) || this.reachable(q, yb))) return true;
      const sa = la === stone || la === back;
      const sb = lb === stone || lb === back;
      if (!sa && !sb) return false;
      if ((sa && lb === LOC_VIS && found[yb & 3] === k) || (sb && la === LOC_VIS && found[ya & 3] === k))
        return true;
    }
    return false;
  }

  /** Whether a card of rank r in the other colour than suit s could be placed on the tableau now (`placeable`). */
  private wanted(q: Quotient, r: number, s: number): boolean {
    return this.placeable(q, r * 4 + (s ^ 1)) || this.placeable(q, r * 4 + (s ^ 3));
  }

  /**
   * Whether a card of the kind x lies on in the tableau (one rank higher, the other colour) is face up
   * and next on its foundation: x going up may be what lets that _parent_ follow it up.
   */
  private parentUp(q: Quotient, x: number): boolean {
    if (isKing(x)) return false;
    const y = x + 4 - (x & 3) + ((x & 3) ^ 1);
    return this.twinUse(q, y) || this.twinUse(q, y ^ 2);
  }

  /** Whether card y could be put onto the tableau by a move now: a movable column root, a reachable talon card, or a foundation top that may come back. */
  private placeable(q: Quotient, y: number): boolean {
    return this.movableRoot(q, y) || this.reachable(q, y) || (q.f2t && q.found[y & 3] === (y >> 2) + 1);
  }
}
