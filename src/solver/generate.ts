import { childKind, firstOfKind, KING, kindOf } from './cards.ts';
import { cardOfMove, FT, isHolder, kindOfMove, landsOf, packMove, QF, QS, WF, WT } from './move.ts';
import { LOC_FOUNDATION, LOC_TALON, LOC_VIS, type Quotient } from './quotient.ts';
import { TalonStops } from './talon.ts';

/**
 * The moves the search tries from a layout-free position (quotient.ts), and the rules that let it
 * leave some out. docs/solver.md proves each one; in short:
 *
 * - **Safe moves** (`auto`) are played at once, without branching: a card goes up when every card
 *   that could ever need it in the tableau is already up (`isSafe`). From the tableau always; from
 *   the talon where taking the card out changes nothing for the other talon cards.
 * - **Talon moves carry their draws**: a talon card is taken from one of the stops of talon.ts.
 * - **A foundation card never comes down if it would be safe** at once (it would go straight back).
 * - **Holders.** Under draw 1 with unlimited passes, a talon card put on the tableau (a _holder_)
 *   changes nothing but the room it makes for a card of the kind one lower, and its twin's freedom
 *   to go up. In some shortest winning line, every holder is used by the move right after it. So
 *   right after a holder (when no safe move follows) only moves that use it are tried: the node's
 *   _context_ is the holder. And a holder is put down only if such a move could follow.
 *
 * A generator holds the scratch arrays and the move order of one search, so that nested or parallel
 * searches never share state.
 */
export class MoveGenerator {
  protected readonly moves = new Int32Array(256);
  protected readonly scores = new Int32Array(256);
  protected readonly stops = new TalonStops();
  private jitterShift = 0;
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
    for (let s = 0; s < 4; s++) {
      const r = found[s]!;
      if (r > KING) continue;
      const x = r * 4 + s;
      if (q.loc[x] === LOC_VIS && q.uncovered(kindOf(x)) > 0 && isSafe(q, x)) return packMove(QF, x, 0, 0, 0);
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
        if (found[s]! > KING || q.loc[x] !== LOC_TALON || !isSafe(q, x)) continue;
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
    if (holder !== 0) return this.emit(out, at, this.usesOf(q, holder));
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
      if (w > 0) n = this.talonMoves(q, q.talon[w - 1]!, w, 0, n, 1);
      for (let k = w + 1; k <= L; k++) n = this.talonMoves(q, q.talon[k - 1]!, k, 0, n, 1);
      for (let k = 1; k < w; k++) n = this.talonMoves(q, q.talon[k - 1]!, k, 1, n, 1);
    } else {
      const stops = this.stops;
      const count = stops.list(q);
      for (let j = 0; j < count; j++) {
        const k = stops.k[j]!;
        n = this.talonMoves(q, q.talon[k - 1]!, k, stops.redeal[j]!, n, 0);
      }
    }

    // Column roots, with the runs they head, onto the tableau.
    for (let c = 0; c < 7; c++) {
      const x = q.root(c);
      if (x < 0 || !q.lands(x)) continue;
      const d = q.down[c]!;
      moves[n] = packMove(QS, x, c, 0, 0);
      scores[n++] = d > 0 ? 70 - d : 30;
    }

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

    return this.emit(out, at, n);
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
        if (c < 0 || q.root(c) !== y) continue;
        this.moves[n] = packMove(QS, y, c, 0, 0);
        this.scores[n++] = q.down[c]! > 0 ? 70 - q.down[c]! : 30;
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
 * Whether card x, next on its foundation, is safe to put up at once: every card that could ever lie
 * on it in the tableau is up (both foundations of the other colour are at least as high as x's rank),
 * and, when foundation cards may come back, so is every card that could lie on those (the other
 * foundation of x's colour is at most one lower). Aces always are.
 */
export const isSafe = (q: Quotient, x: number): boolean => {
  const r = x >> 2;
  const s = x & 3;
  const f = q.found;
  if (f[s] !== r) return false;
  if (r === 0) return true;
  if (f[s ^ 1]! < r || f[s ^ 3]! < r) return false;
  return !q.f2t || f[s ^ 2]! >= r - 1;
};

/** Whether foundation top x would be safe (`isSafe`) once it is down. */
export const safeOnceDown = (q: Quotient, x: number): boolean => {
  const r = x >> 2;
  const s = x & 3;
  const f = q.found;
  if (r === 0) return true;
  return f[s ^ 1]! >= r && f[s ^ 3]! >= r && f[s ^ 2]! >= r - 1;
};

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
 * would be illegal had x not been put down. That is when x is the only uncovered card of its kind,
 * and m puts a card of the kind one lower onto the tableau, or puts x's twin up (a run on the twin
 * then moves onto x). (x itself going up is never needed right after: taking it straight from the
 * talon is one move instead of two.)
 */
export const usesHolder = (q: Quotient, holder: number, m: number): boolean => {
  const x = cardOfMove(holder);
  const y = cardOfMove(m);
  if (q.uncovered(kindOf(x)) !== 1) return false;
  if (kindOfMove(m) === QF) return y === (x ^ 2);
  return landsOf(m) && x >> 2 > 0 && kindOf(y) === childKind(kindOf(x));
};
