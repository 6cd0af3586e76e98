import { childKind, firstOfKind, isKing, KING, kindOf } from './cards.ts';
import { cardOfMove, FT, isHolder, kindOfMove, landsOf, packMove, QF, QS, WF, WT } from './move.ts';
import { LOC_FOUNDATION, LOC_TALON, LOC_VIS, type Quotient } from './quotient.ts';
import { isSafe, safeOnceDown } from './safe.ts';
import { TalonStops } from './talon.ts';

/**
 * The moves the search tries from a layout-free position (quotient.ts), and the rules that let it
 * leave some out. docs/solver.md proves each one; in short:
 *
 * - **Safe moves** (`auto`) are played at once, without branching: a card goes up when every card
 *   that could ever need it in the tableau is already up (`isSafe`, safe.ts). From the tableau always; from
 *   the talon where taking the card out changes nothing for the other talon cards.
 * - **Talon moves carry their draws**: a talon card is taken from one of the stops of talon.ts.
 * - **A foundation card never comes down if it would be safe** at once (it would go straight back).
 * - **Holders.** Two moves only make room: under draw 1 with unlimited passes, a talon card put on
 *   the tableau (room for a card of the kind one lower, and its twin's freedom to go up); and a
 *   column's bottom card moving off (room for a King). In some shortest winning line every such
 *   _holder move_ is used by the move right after it. So right after one (when no safe move follows)
 *   only moves that use it are tried: the node's _context_ is the holder move. And a holder move is
 *   made only if such a move could follow.
 *
 * A generator holds the scratch arrays and the move order of one search, so that nested or parallel
 * searches never share state.
 */
export class MoveGenerator {
  protected readonly moves = new Int32Array(256);
  protected readonly scores = new Int32Array(256);
  protected readonly stops = new TalonStops();
  protected jitterShift = 0;
  private jitterMask = 0;
  private random = 1;

  /**
   * Chooses the move order of the next run: restart 0 is the plain order; restart k > 0 breaks ties
   * at random (seeded by k), and from restart 3 on also lets moves of neighbouring priority swap.
   * The order never changes which moves are tried.
   */
  setOrder(restart: number): void {
    this.random = (restart * 0x9e3779b1) | 1;
    this.jitterShift = restart === 0 ? 0 : restart < 3 ? 6 : 2;
    this.jitterMask = restart === 0 ? 0 : restart < 3 ? 63 : 31;
  }

  /** A safe move to play at once, or -1. */
  auto(q: Quotient): number {
    const found = q.found;
    // Only the card next on a foundation can be safe: which suits' next cards are (most states have none).
    let safe = 0;
    for (let s = 0; s < 4; s++) if (found[s]! <= KING && isSafe(q, found[s]! * 4 + s)) safe |= 1 << s;
    if (safe === 0) return -1;
    for (let s = 0; s < 4; s++) {
      if (((safe >> s) & 1) === 0) continue;
      const x = found[s]! * 4 + s;
      if (q.loc[x] === LOC_VIS && q.uncovered(kindOf(x)) > 0) return packMove(QF, x, 0, 0, 0);
    }
    const w = q.wpos;
    const L = q.tlen;
    if (q.draw === 1 && w > 0) {
      // The waste top: taking it out leaves every other card turned one at a time in the same order.
      const x = q.talon[w - 1]!;
      if (isSafe(q, x)) return packMove(WF, x, 0, w, 0);
    }
    if (q.limited || L === 0) return -1;
    if (q.draw === 1) {
      // Any talon card: with draw 1 and unlimited passes every talon card can reach the top at any time.
      for (let s = 0; s < 4; s++) {
        const x = found[s]! * 4 + s;
        if (((safe >> s) & 1) === 0 || q.loc[x] !== LOC_TALON) continue;
        let k = 1;
        while (q.talon[k - 1] !== x) k++;
        return packMove(WF, x, 0, k, k < w ? 1 : 0);
      }
    } else if (w % q.draw === 0 || w === L) {
      // The last card, drawn to from a waste size on the draw cycle: the other cards keep their stops.
      const x = q.talon[L - 1]!;
      if (isSafe(q, x)) return packMove(WF, x, 0, L, 0);
    }
    return -1;
  }

  /**
   * Writes the moves to try from q into `out` from `at`, best first; returns how many. `holder` is
   * the move that led here when it put a holder down and no safe move followed it, else 0.
   */
  generate(q: Quotient, out: Int32Array, at: number, holder: number): number {
    return this.emit(out, at, holder !== 0 ? this.usesOf(q, holder) : this.all(q));
  }

  /**
   * As `generate`, but a generator may write only the moves that come first in its order, followed by
   * `MORE` (move.ts), and write the others when `generateRest` is asked, from the same node (q as it
   * was, the same `last`): the two lists together are then the one `generate` writes, in its order.
   * The search asks for the rest only when every first move was tried without a win, so a line won
   * through a first move never pays for the others. This generator writes everything at once.
   */
  generateFirst(q: Quotient, out: Int32Array, at: number, last: number): number {
    return this.generate(q, out, at, last);
  }

  /** The moves `generateFirst` left for later (see there), from the same node; returns how many. */
  generateRest(_q: Quotient, _out: Int32Array, _at: number, _last: number): number {
    return 0;
  }

  /** Writes every move offered from q (no context) into the scratch arrays; returns how many. */
  private all(q: Quotient): number {
    const moves = this.moves;
    const scores = this.scores;
    let n = 0;
    const found = q.found;

    // Face-up cards to their foundations.
    for (let s = 0; s < 4; s++) {
      const r = found[s]!;
      if (r > KING) continue;
      const x = r * 4 + s;
      if (q.loc[x] !== LOC_VIS || q.uncovered(kindOf(x)) === 0) continue;
      moves[n] = packMove(QF, x, 0, 0, 0);
      scores[n++] = q.isRoot(x) ? 95 : 88;
    }

    // Talon cards, each from its stop.
    if (q.draw === 1 && !q.limited) {
      // Every talon card is a stop: the waste top, then the stock, then (after a redeal) the rest.
      const w = q.wpos;
      const L = q.tlen;
      // Most talon cards have no move: neither next on their foundation nor with a place to land.
      const talon = q.talon;
      if (w > 0 && q.offers(talon[w - 1]!)) n = this.talonMoves(q, talon[w - 1]!, w, 0, n, 1);
      for (let k = w + 1; k <= L; k++)
        if (q.offers(talon[k - 1]!)) n = this.talonMoves(q, talon[k - 1]!, k, 0, n, 1);
      for (let k = 1; k < w; k++)
        if (q.offers(talon[k - 1]!)) n = this.talonMoves(q, talon[k - 1]!, k, 1, n, 1);
    } else {
      const stops = this.stops;
      const count = stops.list(q);
      for (let j = 0; j < count; j++) {
        const k = stops.k[j]!;
        n = this.talonMoves(q, q.talon[k - 1]!, k, stops.redeal[j]!, n, 0);
      }
    }

    // Column roots, with the runs they head, onto the tableau.
    for (let c = 0; c < 7; c++) n = this.rootMove(q, c, q.root(c), n);

    // Foundation cards back onto the tableau, unless they would be safe at once.
    if (q.f2t) {
      for (let s = 0; s < 4; s++) {
        const h = found[s]!;
        if (h === 0) continue;
        const x = (h - 1) * 4 + s;
        if (!q.lands(x) || safeOnceDown(q, x)) continue;
        moves[n] = packMove(FT, x, 0, 0, 0);
        scores[n++] = 5;
      }
    }
    return n;
  }

  /**
   * Adds the move of root x of column c (with its run) onto the tableau, if it can land; a bottom
   * card leaving its column is a holder move (it only makes an empty column), offered only if a King
   * could move into that column right after and need it.
   */
  private rootMove(q: Quotient, c: number, x: number, n: number): number {
    if (x < 0 || !q.lands(x)) return n;
    const d = q.down[c]!;
    if (d === 0 && !emptyUsable(q)) return n;
    this.moves[n] = packMove(QS, x, c, 0, 0, d === 0 ? 1 : 0);
    this.scores[n] = d > 0 ? 70 - d : 30;
    return n + 1;
  }

  /**
   * Writes into the scratch arrays the moves that use an empty column just made: the Kings that
   * `generate` offers here, when that column is the only empty one; returns how many.
   */
  private kingsOnto(q: Quotient): number {
    if (q.empty !== 1) return 0;
    const n = this.all(q);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = this.moves[i]!;
      if (!landsOf(m) || !isKing(cardOfMove(m))) continue;
      this.moves[k] = m;
      this.scores[k++] = this.scores[i]!;
    }
    return k;
  }

  /**
   * Adds the moves of talon card x, on top at waste size k (after a redeal when `redeal` is 1);
   * `free` under draw 1 with unlimited passes, where a card put on the tableau is a holder.
   */
  private talonMoves(q: Quotient, x: number, k: number, redeal: number, n: number, free: number): number {
    if (q.found[x & 3] === x >> 2) {
      this.moves[n] = packMove(WF, x, 0, k, redeal);
      this.scores[n++] = 85;
    }
    if (q.lands(x) && (free === 0 || holderUsable(q, x))) {
      this.moves[n] = packMove(WT, x, 0, k, redeal, free);
      this.scores[n++] = 50;
    }
    return n;
  }

  /**
   * Writes into the scratch arrays the moves that use the holder just put down (`usesHolder`), the
   * same ones `generate` would offer there; returns how many.
   */
  private usesOf(q: Quotient, holder: number): number {
    if (kindOfMove(holder) === QS) return this.kingsOnto(q);
    const x = cardOfMove(holder);
    const t = kindOf(x);
    if (q.uncovered(t) !== 1) return 0;
    let n = 0;
    const z = x ^ 2;
    if (q.loc[z] === LOC_VIS && q.found[z & 3] === z >> 2) {
      this.moves[n] = packMove(QF, z, 0, 0, 0);
      this.scores[n++] = q.isRoot(z) ? 95 : 88;
    }
    if (x >> 2 === 0) return n;
    const first = firstOfKind(childKind(t));
    for (let i = 0; i < 4; i += 2) {
      const y = first ^ i;
      const l = q.loc[y];
      if (l === LOC_VIS) {
        const c = q.startCol[y]!;
        if (c >= 0 && q.root(c) === y) n = this.rootMove(q, c, y, n);
      } else if (l === LOC_TALON) {
        if (!holderUsable(q, y)) continue;
        let k = 1;
        while (q.talon[k - 1] !== y) k++;
        this.moves[n] = packMove(WT, y, 0, k, k < q.wpos ? 1 : 0, 1);
        this.scores[n++] = 50;
      } else if (l === LOC_FOUNDATION && q.f2t && q.found[y & 3] === (y >> 2) + 1 && !safeOnceDown(q, y)) {
        this.moves[n] = packMove(FT, y, 0, 0, 0);
        this.scores[n++] = 5;
      }
    }
    return n;
  }

  /** The context move m leaves for the next node (a number below 2^20): m itself when it puts a holder down, else 0. */
  contextOf(m: number): number {
    return isHolder(m) ? m : 0;
  }

  /** Writes the n scratch moves into `out` from `at`, best first; returns n. */
  protected emit(out: Int32Array, at: number, n: number): number {
    const moves = this.moves;
    const scores = this.scores;
    if (this.jitterShift > 0) {
      for (let a = 0; a < n; a++) {
        let r = this.random;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        this.random = r;
        scores[a] = (scores[a]! << this.jitterShift) + ((r >>> 0) & this.jitterMask);
      }
    }
    // Insertion sort (lists are short); stable, so ties keep generation order.
    for (let a = 1; a < n; a++) {
      const mv = moves[a]!;
      const sc = scores[a]!;
      let b = a - 1;
      while (b >= 0 && scores[b]! < sc) {
        moves[b + 1] = moves[b]!;
        scores[b + 1] = scores[b]!;
        b--;
      }
      moves[b + 1] = mv;
      scores[b + 1] = sc;
    }
    for (let a = 0; a < n; a++) out[at + a] = moves[a]!;
    return n;
  }
}

/**
 * Whether talon card x, put down as a holder, could be used by the next move: only if no card of
 * its kind is uncovered now (else x adds nothing a move could need); then by its twin going up
 * (face up and next on its foundation), or by a card of the kind one lower landing on it: a column
 * root, a foundation top, or a talon card that could in turn be used in the same way (a chain of
 * holders, each used by the next; putting holders down changes nothing the next link's test reads).
 */
const holderUsable = (q: Quotient, x: number): boolean => {
  for (let r = x >> 2, t = kindOf(x); ; r--, t = childKind(t)) {
    if (q.uncovered(t) > 0) return false;
    const z = firstOfKind(t);
    if (twinNext(q, z) || twinNext(q, z ^ 2)) return true;
    if (r === 0) return false;
    const y = firstOfKind(childKind(t));
    if (landsDirectly(q, y) || landsDirectly(q, y ^ 2)) return true;
    if (q.loc[y] !== LOC_TALON && q.loc[y ^ 2] !== LOC_TALON) return false;
  }
};

/**
 * Whether an empty column made now could be used by the next move: no column is empty yet, and a
 * King could move into one: a surface King, a King in the talon, or a King on top of its foundation.
 */
const emptyUsable = (q: Quotient): boolean => q.empty === 0 && kingWaiting(q);

/** Whether a King could move into an empty column: a surface King, a King in the talon, or a King on top of its foundation. */
export const kingWaiting = (q: Quotient): boolean => {
  for (let c = 0; c < 7; c++) {
    if (q.down[c]! > 0 && isKing(q.root(c))) return true;
  }
  for (let s = 0; s < 4; s++) {
    if (q.loc[48 + s] === LOC_TALON) return true;
    if (q.f2t && q.found[s] === KING + 1) return true;
  }
  return false;
};

/** Whether card z is face up in the tableau and next on its foundation. */
const twinNext = (q: Quotient, z: number): boolean => q.loc[z] === LOC_VIS && q.found[z & 3] === z >> 2;

/** Whether card y could be put onto the tableau by a move now other than from the talon, if a place for it were free. */
const landsDirectly = (q: Quotient, y: number): boolean => {
  const l = q.loc[y];
  if (l === LOC_VIS) return q.isColumnRoot(y);
  return l === LOC_FOUNDATION && q.f2t && q.found[y & 3] === (y >> 2) + 1 && !safeOnceDown(q, y);
};

/**
 * Whether move m, made in position q right after the holder move `holder` (card x), uses it: m
 * would be illegal had the holder move not been made. For a talon card x: when x is the only
 * uncovered card of its kind, m puts a card of the kind one lower onto the tableau, or puts x's twin
 * up (a run on the twin then moves onto x). For a bottom card leaving its column: when that column is
 * the only empty one, m puts a King onto the tableau. (x itself going up right after is never needed:
 * the two moves are one.)
 */
export const usesHolder = (q: Quotient, holder: number, m: number): boolean => {
  const x = cardOfMove(holder);
  const y = cardOfMove(m);
  if (kindOfMove(holder) === QS) return q.empty === 1 && landsOf(m) && isKing(y);
  if (q.uncovered(kindOf(x)) !== 1) return false;
  if (kindOfMove(m) === QF) return y === (x ^ 2);
  return landsOf(m) && x >> 2 > 0 && kindOf(y) === childKind(kindOf(x));
};
