import { emit, scratchMoves, scratchScores } from './order.ts';
import {
  countOf,
  FT,
  fromOf,
  kindOf,
  LOC_FOUNDATION,
  LOC_TALON,
  LOC_TOP,
  LOC_UP,
  type Packed,
  packMove,
  STRIDE,
  TF,
  TT,
  toOf,
  WF,
  WT,
} from './packed.ts';
import { stopK, stopRedeal, talonStops } from './talon.ts';

const KING = 12;

/**
 * What the shared helpers read of a position (packed or layout-free): where each card is (`loc`,
 * with 1 and 2 meaning face up in the tableau, 3 in the talon, -1 on a foundation), the foundation
 * heights and whether foundation cards may come back.
 */
export interface CardPlaces {
  readonly loc: Int8Array;
  readonly found: Int8Array;
  readonly f2t: boolean;
}

/**
 * Whether card x, the next card of its foundation, may go there at once without losing a win.
 *
 * Let R be x's rank (0 = Ace), C its colour. Call F the cards that could ever come to lie on x,
 * directly or through a chain: the two cards of rank R-1 of the other colour, the cards of rank R-2
 * of colour C, and so on down. The condition below says every card of F is on a foundation:
 * - both other-colour foundations are at least R high (other-colour ranks <= R-1 are up);
 * - with foundation-to-tableau allowed, the other suit of colour C is at least R-1 high (colour-C
 *   ranks <= R-2 are up; x's own suit is exactly R high). Those cards matter only because they can come
 *   back from a foundation onto a card of rank R-1 that itself came back onto x. Without
 *   foundation-to-tableau, cards on foundations stay there, so nothing can ever lie on x and the first
 *   condition alone suffices.
 * Proof sketch (projection): take any winning line from the position with x still out. Delete from
 * it every move whose moving card is x or a card of F (such cards only ever lie on each other or on
 * cards outside F, and no card outside F ever lies on one of them), and read each remaining position
 * with the F cards and x lifted to their foundations (turning up a face-down card they alone covered).
 * Every kept move stays legal: its card and its target are outside F, a foundation move of a card y
 * outside F needs every lower card of y's suit up, which includes the F cards of that suit. The line
 * still wins. So playing x now loses nothing. Aces (R = 0) qualify always: nothing lies on an Ace.
 *
 * Used for tableau tops under any rules, and for the waste top only with draw 1: with draw N > 1
 * taking a card out of the waste changes how the next passes group into threes, so the projection of
 * the talon fails there (see moves in `autoMove`).
 */
export const isSafe = (p: CardPlaces, x: number): boolean => {
  const r = x >> 2;
  const s = x & 3;
  const f = p.found;
  if (f[s] !== r) return false;
  if (r === 0) return true;
  if (f[s ^ 1]! < r || f[s ^ 3]! < r) return false;
  return !p.f2t || f[s ^ 2]! >= r - 1;
};

/**
 * A move that may be played at once (a safe foundation move, see `isSafe`), or -1.
 * Draw 1 only for the waste: taking the top card from the waste leaves the draw-1 sequence of every
 * other card unchanged (each remaining card is still turned, one at a time, in the same order, with
 * the same or fewer redeals), so the projection argument covers the talon too.
 */
export const autoMove = (p: Packed): number => {
  const cols = p.cols;
  for (let c = 0; c < 7; c++) {
    const n = p.len[c]!;
    if (n === 0) continue;
    const x = cols[c * STRIDE + n - 1]!;
    if (isSafe(p, x)) return packMove(TF, c, 0, 0, 0, 0, x);
  }
  if (p.draw === 1 && p.wpos > 0) {
    const x = p.talon[p.wpos - 1]!;
    if (isSafe(p, x)) return packMove(WF, 0, 0, 0, p.wpos, 0, x);
  }
  return -1;
};

// Where each card is: the position's own `loc` (kept by make/unmake), taken at the start of
// `generate` (the position does not change during it).
const UP = LOC_UP;
const TOP = LOC_TOP;
const TALON = LOC_TALON;
const FOUNDATION = LOC_FOUNDATION;
let loc = new Int8Array(52);
let kingCache = -1;
// fit[x]: bit c set when card x fits on the top of column c (one rank lower, other colour); the
// cards set are remembered in `fitSet` so the next call clears only them.
const fit = new Uint8Array(52);
const fitSet = new Int8Array(14);
let fitCount = 0;
// tops[c]: the top card of column c, or -1 when it is empty.
const tops = new Int8Array(7);

const locate = (p: Packed): void => {
  loc = p.loc;
  const cols = p.cols;
  for (let j = 0; j < fitCount; j++) fit[fitSet[j]!] = 0;
  fitCount = 0;
  for (let c = 0; c < 7; c++) {
    const m = p.len[c]!;
    if (m === 0) {
      tops[c] = -1;
      continue;
    }
    const top = cols[c * STRIDE + m - 1]!;
    tops[c] = top;
    if (top >= 4) {
      // The two cards one rank lower of the other colour.
      const y = top - 4 - (top & 3) + ((top & 1) ^ 1);
      fit[y] = fit[y]! | (1 << c);
      fit[y + 2] = fit[y + 2]! | (1 << c);
      fitSet[fitCount++] = y;
      fitSet[fitCount++] = y + 2;
    }
  }
  kingCache = -1;
};

/** The lowest set bit's index (for walking a column mask in ascending order). */
const lowBit = (bits: number): number => 31 - Math.clz32(bits & -bits);

/**
 * Writes the moves worth trying from `p` into `out` from index `at`, best first; returns how many.
 * `last` is the move that led here (or -1) and `lastFlipped` whether it turned a card up.
 * Prunings (each sound, argued inline):
 * - talon cards come as single moves carrying their draws (only the cards that can reach the waste
 *   top under the draw count, the position in the talon and the passes left);
 * - a King goes only to the first empty column, and a King-headed run with nothing under it never
 *   moves to an empty column (column symmetry);
 * - no move that only undoes the previous tableau move;
 * - a foundation card comes back only if a card that could be put on it is available right now.
 */
export const generate = (
  p: Packed,
  out: Int32Array,
  at: number,
  last: number,
  lastFlipped: number,
): number => {
  let n = 0;
  locate(p);
  const cols = p.cols;
  const len = p.len;
  const down = p.down;
  const found = p.found;
  let firstEmpty = -1;
  for (let c = 0; c < 7; c++) {
    if (len[c] === 0) {
      firstEmpty = c;
      break;
    }
  }

  // Tableau tops to the foundations (safe ones were already played by `autoMove`).
  for (let c = 0; c < 7; c++) {
    const k = len[c]!;
    if (k === 0) continue;
    const x = cols[c * STRIDE + k - 1]!;
    if (found[x & 3] !== x >> 2) continue;
    let score: number;
    if (k - 1 === down[c] && k > 1) score = 95;
    else if (nextUp(p, x)) score = 90;
    else if (k === 1 ? kingWaiting(p) : exposedUseful(p, c, -1, k - 1)) score = 88;
    else continue;
    scratchMoves[n] = packMove(TF, c, 0, 0, 0, 0, x);
    scratchScores[n++] = score;
  }

  // Talon cards, carrying their draws (the stops of `talonStops`).
  const nstops = talonStops(p);
  for (let j = 0; j < nstops; j++) {
    const k = stopK[j]!;
    n = talonMoves(p, p.talon[k - 1]!, k, stopRedeal[j]!, firstEmpty, n);
  }

  // Tableau runs. The face-up part of a column is a run; at most one of its cards fits a target.
  const lastKind = last < 0 ? -1 : kindOf(last);
  for (let from = 0; from < 7; from++) {
    const k = len[from]!;
    if (k === 0) continue;
    const dn = down[from]!;
    const fb = from * STRIDE;
    const base = cols[fb + dn]!;
    for (let to = 0; to < 7; to++) {
      if (to === from) continue;
      const top = tops[to]!;
      let i: number;
      if (top < 0) {
        // Symmetry: every empty column is the same, so only the first one is tried; a King with
        // nothing under it gains nothing by moving to another empty column.
        if (to !== firstEmpty || base >> 2 !== KING || dn === 0) continue;
        i = dn;
      } else {
        i = dn + (base >> 2) - (top >> 2) + 1;
        if (i < dn || i >= k || ((cols[fb + i]! ^ top) & 1) === 0) continue;
      }
      const count = k - i;
      // Undo pruning: moving back the run the previous move brought here, when that move turned no
      // card up, recreates the position before it (which the search has already entered).
      if (
        lastKind === TT &&
        lastFlipped === 0 &&
        fromOf(last) === to &&
        toOf(last) === from &&
        countOf(last) === count
      )
        continue;
      let score: number;
      if (i === dn) {
        if (dn > 0) score = 70 - dn;
        else if (!kingWaiting(p)) continue;
        else score = 30;
      } else {
        const exposed = cols[fb + i - 1]!;
        if (found[exposed & 3] === exposed >> 2) score = 60;
        else if (exposedUseful(p, from, to, i)) score = 20;
        else continue;
      }
      scratchMoves[n] = packMove(TT, from, to, count, 0, 0, cols[fb + i]!);
      scratchScores[n++] = score;
    }
  }

  // Foundation cards back to the tableau.
  if (p.f2t) n = foundationMoves(p, firstEmpty, n);

  return emit(out, at, n);
};

/** Adds the moves of talon card x, on top at waste size k (after a redeal when `redeal`). */
const talonMoves = (
  p: Packed,
  x: number,
  k: number,
  redeal: number,
  firstEmpty: number,
  n: number,
): number => {
  const r = x >> 2;
  const free = p.draw === 1 && !p.limited;
  // With draw 1 and unlimited passes a talon card can go up whenever it is wanted: just before the
  // next card of its suit follows it, or at the end (where it is safe).
  if (p.found[x & 3] === r && (!free || nextUp(p, x) || isSafe(p, x))) {
    scratchMoves[n] = packMove(WF, 0, 0, 0, k, redeal, x);
    scratchScores[n++] = 85;
  }
  if (r === KING) {
    if (firstEmpty >= 0 && (!free || chainToTableau(p, x))) {
      scratchMoves[n] = packMove(WT, 0, firstEmpty, 0, k, redeal, x);
      scratchScores[n++] = 50;
    }
    return n;
  }
  // Draw 1 with unlimited passes: every talon card can be brought to the waste top at any time, and
  // taking one out changes nothing for the others. So a talon card put on the tableau can wait until
  // just before a card is put on it (played directly to its foundation or column instead of any
  // other first use), and is tried only when a card that would fit on it is free now (as for
  // foundation cards, see `foundationMoves`).
  if (free && !chainToTableau(p, x)) return n;
  // The columns whose top x fits, in column order.
  for (let bits = fit[x]!; bits !== 0; bits &= bits - 1) {
    scratchMoves[n] = packMove(WT, 0, lowBit(bits), 0, k, redeal, x);
    scratchScores[n++] = 50;
  }
  return n;
};

/*
 * Why tableau moves that turn nothing up may be filtered (the postponement argument).
 * A partial move P takes the run headed by y off card x (column A) onto z, x's twin (same rank and
 * colour). Its only gain is that x is exposed: z is now covered and the run is no better placed.
 * In a winning line, the moves between P and the first "use" of x (x to its foundation, a card put
 * on x, or a run containing x moved) can all be played with the run still on x: none touches x,
 * moves of the run or of its upper part work from either place, and moves that carried z's run
 * carry it without the run (P then puts the run on z where z went). So P can be postponed to just
 * before that use, or dropped if x is never used. Hence P is tried only when some use of x is
 * possible right after it: x fits its foundation, y's twin (the only other card that fits on x) is
 * free to move, or a run ending with x could move somewhere.
 * The same argument with "the floor of A" for x covers a move of a whole run that empties column A
 * without turning a card: the floor's only use is a King, so the move is tried only when a King is
 * free to go there (a King heading a run on face-down cards, in the talon, or on its foundation).
 */

/**
 * Whether the card exposed at index i - 1 of column `from`, once the cards from index i have gone
 * (to column `to`, or to a foundation when `to` is -1), could be used at once: to its foundation, by
 * taking the twin of the card that left (the only other card that fits on it), or by a run ending
 * with it moving to another column. A move off a face-up card that is not followed by such a use
 * can be postponed (see above); the same holds for a tableau card going up to its foundation, which
 * is tried when it flips a card, when the next card of its suit could follow it up at once, or when
 * what it exposes is useful.
 */
const exposedUseful = (p: Packed, from: number, to: number, i: number): boolean => {
  const u = p.cols[from * STRIDE + i - 1]!;
  if (p.found[u & 3] === u >> 2) return true;
  return available(p, p.cols[from * STRIDE + i]! ^ 2) || runMovesAfter(p, from, to, i);
};

/** Whether the card after x in its suit is a column top or in the talon (it could go up right after x). */
const nextUp = (p: Packed, x: number): boolean => {
  if (x >> 2 === KING) return false;
  const l = loc[x + 4];
  return l === TOP || l === TALON;
};

/** Whether card y is free to move right now: face up in the tableau, in the talon, or a foundation top. */
const available = (p: CardPlaces, y: number): boolean => {
  const s = y & 3;
  if (p.found[s]! > y >> 2) return p.f2t && p.found[s] === (y >> 2) + 1;
  return p.loc[y]! >= UP;
};

/** Whether a King could move to an empty column now and gain something by it (cached per call). */
const kingWaiting = (p: Packed): boolean => {
  if (kingCache < 0) kingCache = findKing(p) ? 1 : 0;
  return kingCache === 1;
};

const findKing = (p: Packed): boolean => {
  for (let c = 0; c < 7; c++) {
    const dn = p.down[c]!;
    if (dn > 0 && p.cols[c * STRIDE + dn]! >> 2 === KING) return true;
  }
  for (let s = 0; s < 4; s++) {
    if (loc[48 + s] === TALON) return true;
    if (p.f2t && p.found[s] === 13) return true;
  }
  return false;
};

/**
 * Whether, once the cards from index i of column `from` have left (for column `to`), some card of
 * what stays face up there could head a run to another column.
 */
const runMovesAfter = (p: Packed, from: number, to: number, i: number): boolean => {
  const cols = p.cols;
  const dn = p.down[from]!;
  const fb = from * STRIDE;
  for (let c = 0; c < 7; c++) {
    if (c === from || c === to) continue;
    const m = p.len[c]!;
    if (m === 0) {
      if (dn > 0 && cols[fb + dn]! >> 2 === KING) return true;
      continue;
    }
    const top = cols[c * STRIDE + m - 1]!;
    const j = dn + (cols[fb + dn]! >> 2) - (top >> 2) + 1;
    if (j >= dn && j < i && ((cols[fb + j]! ^ top) & 1) === 1) return true;
  }
  return false;
};

/**
 * Foundation-to-tableau moves. A card X brought back from a foundation is useful only as a place for
 * a card Y (one rank lower, other colour), or to uncover the card under it on the foundation, X-1,
 * so that X-1 can come down too: lying on the tableau X blocks its target, and moving it back up
 * restores the position. Any winning line can therefore postpone each such move until just before
 * the first of "a card is put on X" and "X-1 comes down" (moves in between cannot need X's target
 * free of X, nor X-1, and they keep the foundation one higher, which only helps); a line with
 * neither can drop the move. So X comes back only when, right after, some Y could be put on it (Y
 * face up in the tableau, anywhere in the talon, or on top of its foundation) or X-1 could come down
 * (a column top one rank above X-1, of the other colour, other than X's target).
 * Cards that `isSafe` would send straight back up (Aces included) never come down: by `isSafe`'s
 * argument the position with X down is no better than the one with X up.
 */
const foundationMoves = (p: Packed, firstEmpty: number, n: number): number => {
  const free = p.draw === 1 && !p.limited;
  const found = p.found;
  for (let s = 0; s < 4; s++) {
    const h = found[s]!;
    if (h < 2) continue;
    const x = (h - 1) * 4 + s;
    // Would `isSafe` put X straight back? (Its own suit would be h - 1 high, exactly its rank.)
    const r = h - 1;
    if (found[s ^ 1]! >= r && found[s ^ 3]! >= r && found[s ^ 2]! >= r - 1) continue;
    // With draw N > 1 or a pass limit, a talon card put on X may serve the talon itself (taking it
    // out of the waste reaches the cards under it), so the chain condition holds only with draw 1 and
    // unlimited passes.
    const holder = holderWanted(p, r - 1, s) && (!free || chainToTableau(p, x));
    // Targets in column order: the columns whose top X fits, or the first empty one for a King.
    let targets = fit[x]!;
    if (r === KING && firstEmpty >= 0) targets |= 1 << firstEmpty;
    // Columns other than the target where X - 1 would fit (x - 1 could come down there).
    const below = fit[x - 4]!;
    for (let bits = targets; bits !== 0; bits &= bits - 1) {
      const c = lowBit(bits);
      if (!holder && (below & ~(1 << c)) === 0) continue;
      scratchMoves[n] = packMove(FT, s, c, 0, 0, 0, x);
      scratchScores[n++] = 5;
    }
  }
  return n;
};

/**
 * Whether a card could come to lie on x as the start of a chain that ends with a tableau card:
 * going down from x's rank, each rank has a card of the alternating colour that is either face up in
 * the tableau (the chain ends there) or could step in (in the talon, or on a foundation when cards
 * may come back). A card put on the tableau from the talon or a foundation is only ever useful as
 * such a holder, and what it holds is, in the end, a run from the tableau: talon and foundation
 * cards can go up without help, and (with draw 1 and unlimited passes, or for foundation cards)
 * every card in the chain can be placed just before the next one needs it, so at the time of the
 * first placement every link is already free. Counting every talon card and every foundation card
 * as a possible link keeps this a necessary condition. Used only with draw 1 and unlimited passes:
 * otherwise a talon card put on the tableau can be useful just by leaving the waste.
 */
/** Whether a card at location l could step into a chain (in the talon, or on a foundation with f2t). */
const stone = (p: CardPlaces, l: number): boolean => l === TALON || (l === FOUNDATION && p.f2t);

const chainToTableau = (p: CardPlaces, x: number): boolean => {
  const loc = p.loc;
  const r = x >> 2;
  const s = x & 3;
  for (let q = r - 1; q >= 0; q--) {
    // Opposite colour at odd distance, same colour at even distance.
    const a = (r - q) & 1 ? s ^ 1 : s;
    const b = a ^ 2;
    const la = loc[q * 4 + a]!;
    const lb = loc[q * 4 + b]!;
    if (la === UP || la === TOP || lb === UP || lb === TOP) return true;
    if (!stone(p, la) && !stone(p, lb)) return false;
  }
  return false;
};

/** Whether a card of rank `r` and the other colour than suit `s` is available to be put somewhere now. */
const holderWanted = (p: CardPlaces, r: number, s: number): boolean =>
  available(p, r * 4 + (s ^ 1)) || available(p, r * 4 + (s ^ 3));
