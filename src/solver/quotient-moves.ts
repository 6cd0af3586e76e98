import { isSafe } from './moves.ts';
import { emit, scratchMoves, scratchScores } from './order.ts';
import { cardOf, FT, fromOf, kindOf, LOC_FOUNDATION, LOC_TALON, packMove, QF, QS, WF, WT } from './packed.ts';
import { kindOfCard, LOC_VIS, type Quotient } from './quotient.ts';
import type { MoveSource } from './search.ts';
import { stopK, stopRedeal, talonStops } from './talon.ts';

const KING = 12;

/*
 * Moves of a layout-free position (quotient.ts). Kinds: QF (a face-up card to its foundation), QS
 * (the root of column c, with the run it heads, onto a card or a King into an empty column), WF and
 * WT (a talon card, carrying its draws, as in moves.ts), FT (a foundation top to the tableau). The
 * target of QS, WT and FT is not named: any uncovered card of the kind that fits will do (which one
 * is chosen when the line is played out, realize.ts).
 *
 * Prunings. Every one is one of moves.ts's, and is kept here only where moves.ts's condition is a
 * function of the layout-free position, or is replaced by a weaker condition that holds whenever
 * moves.ts's holds for some position with this layout-free position: then each move moves.ts
 * generates from a full position is generated here from its layout-free position, so a winning line
 * that moves.ts's search would find maps to one this search finds. (The moves that move.ts
 * generates and that are missing here change nothing in the layout-free position.)
 * - safe foundation moves are played at once (`isSafe`: a safe card is never covered, since the
 *   cards that could cover it are up);
 * - talon cards come with their draws, from the same stops as in moves.ts;
 * - with draw 1 and unlimited passes, a talon card goes up only if the next card of its suit could
 *   follow it (in the talon, or face up with a card of its kind uncovered) or it is safe, and goes to
 *   the tableau only with a chain to the tableau (`holderChain`, stricter than moves.ts's
 *   `chainToTableau`: its links and ends are only those that change the layout-free position);
 * - a bottom card empties its column only when a King could use the column and no column is empty
 *   yet (the King could take that one: the emptying waits until a King finds none);
 * - a face-up card that is not a root (going up turns nothing and empties nothing) goes up only if
 *   right after the next card of its suit could follow, its twin could be put where it was (a
 *   movable root, a talon card or a foundation top), or a card of the kind it lay on could go up;
 * - a foundation card comes down only as a holder (`holderWanted` and `holderChain`) while no card
 *   of its kind is uncovered, or when the card under it could come down next (a card of the kind it
 *   fits is uncovered), never when `isSafe` would send it straight back.
 */

/**
 * A safe foundation move (see `isSafe`), or -1: a face-up card, or a talon card whose leaving
 * changes nothing for the other talon cards, so that `isSafe`'s projection covers the talon too:
 * - with draw 1, the waste top (every other card is still turned one at a time, in the same order,
 *   with the same or fewer redeals);
 * - with draw 1 and unlimited passes, any talon card (every talon card can reach the waste top at any
 *   time, before and after);
 * - with draw N > 1 and unlimited passes, the talon's last card while the waste size is on the draw
 *   cycle (0, N, 2N, ... or the whole talon): drawing to the end and taking it leaves the waste size
 *   on the cycle, where the same stops are reached as before (see packed.ts), and the groups of N the
 *   other cards are turned in do not change, since the last card only ends the last group.
 */
export const quotientAutoMove = (q: Quotient): number => {
  const found = q.found;
  const loc = q.loc;
  for (let s = 0; s < 4; s++) {
    const r = found[s]!;
    if (r > KING) continue;
    const x = r * 4 + s;
    if (loc[x] === LOC_VIS && isSafe(q, x)) return packMove(QF, 0, 0, 0, 0, 0, x);
  }
  const w = q.wpos;
  const L = q.tlen;
  if (q.draw === 1 && w > 0) {
    const x = q.talon[w - 1]!;
    if (isSafe(q, x)) return packMove(WF, 0, 0, 0, w, 0, x);
  }
  if (q.limited || L === 0) return -1;
  if (q.draw === 1) {
    for (let s = 0; s < 4; s++) {
      const x = found[s]! * 4 + s;
      if (found[s]! > KING || loc[x] !== LOC_TALON || !isSafe(q, x)) continue;
      const k = q.talon.subarray(0, L).indexOf(x) + 1;
      return packMove(WF, 0, 0, 0, k, k < w ? 1 : 0, x);
    }
  } else if (w % q.draw === 0 || w === L) {
    const x = q.talon[L - 1]!;
    if (isSafe(q, x)) return packMove(WF, 0, 0, 0, L, 0, x);
  }
  return -1;
};

let stamp = 0;
/** Talon cards that can reach the waste top now: `reach[x] === stamp`. */
const reach = new Int32Array(52);

/** Whether every talon card can be brought to the waste top now (draw 1, unlimited passes). */
let everyStop = false;

/**
 * The stops of `talonStops` (talon.ts), their cards marked in `reach`. With draw 1 and unlimited
 * passes every talon card is a stop (`everyStop`; the generator then walks the talon itself):
 * returns -1 without listing them.
 */
const markStops = (q: Quotient): number => {
  everyStop = q.draw === 1 && !q.limited;
  if (everyStop) return -1;
  stamp++;
  const n = talonStops(q);
  for (let j = 0; j < n; j++) reach[q.talon[stopK[j]! - 1]!] = stamp;
  return n;
};

/** Whether card y is in the talon and can be brought to the waste top now (see `talonStops`). */
const reachable = (q: Quotient, y: number): boolean =>
  q.loc[y] === LOC_TALON && (everyStop || reach[y] === stamp);

/** Context 27 (see `quotientContext`): the next move must put a King into an empty column. */
const KING_NEXT = 27;
/** `want` of talonMoves for context 27: Kings of either colour. */
const KING_KINDS = 100;

/**
 * The restriction a move puts on the next one (0 for none), by the postponement argument: a move
 * whose only effect is to make something available can wait until just before the move that uses
 * it, so right after it only a use needs to be tried.
 * - A foundation card X brought down (FT) is used by a card of the kind that fits on it being put
 *   there (a column root, a talon card or a foundation top: other cards moving onto X change
 *   nothing here), by X's twin going up (a card on the twin can move onto X), or by the card under
 *   X on the foundation coming down (FT of the same suit); X going straight back up undoes it.
 *   Context: X's child kind + 1 (1..26).
 * - With draw 1 and unlimited passes, a talon card X put on the tableau (WT) likewise: its other
 *   possible use, going on to its foundation, is as well done from the talon (WF) when the time
 *   comes, since every talon card can reach the waste top at any time. (With draw N > 1 or a pass
 *   limit, taking a card out of the waste is a use in itself: no restriction.)
 * - A bottom card moved off its column (QS of a bottom card) is used only by a King moving into
 *   the empty column. Context 27.
 * Cards placed by a use count as used whichever uncovered card of the kind they land on: if the
 * use did not need X, X's move is postponed further, to its real first use, in another branch.
 */
export const quotientContext = (q: Quotient, last: number): number => {
  if (last < 0) return 0;
  const kind = kindOf(last);
  const x = cardOf(last);
  if (kind === FT || (kind === WT && q.draw === 1 && !q.limited)) {
    return q.loc[x] === LOC_VIS ? ((kindOfCard(x) - 2) ^ 1) + 1 : 0;
  }
  if (kind === QS && q.startIdx[x] === 0 && q.down[q.startCol[x]!] === 0) return KING_NEXT;
  return 0;
};

/** Keeps only the scratch moves that the context allows (see `quotientContext`); returns how many. */
const restrict = (q: Quotient, n: number, ctx: number, last: number): number => {
  const ftSuit = kindOf(last) === FT ? fromOf(last) : -1;
  const twin = cardOf(last) ^ 2;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = scratchMoves[i]!;
    const kind = kindOf(m);
    const x = cardOf(m);
    const ok =
      kind === WF
        ? false
        : ctx === KING_NEXT
          ? kind !== QF && x >> 2 === KING
          : kind === QF
            ? x === twin
            : kindOfCard(x) === ctx - 1 || (kind === FT && fromOf(m) === ftSuit);
    if (!ok) continue;
    scratchMoves[k] = m;
    scratchScores[k++] = scratchScores[i]!;
  }
  return k;
};

/** Writes the moves worth trying from q into `out` from `at`, best first; returns how many. */
export const quotientGenerate = (
  q: Quotient,
  out: Int32Array,
  at: number,
  ctx: number,
  last: number,
): number => {
  let n = 0;
  const found = q.found;
  const loc = q.loc;
  const down = q.down;

  // In a restricted node only cards of one kind (or Kings) are wanted from the talon.
  const want = ctx === 0 ? -1 : ctx === KING_NEXT ? KING_KINDS : ctx - 1;
  // The talon cards that can be brought to the waste top now (the stops of moves.ts), marked in
  // `reach` for the filters below: a card in the talon can be used right after a move only if it
  // is one of them.
  const nstops = markStops(q);

  // Face-up cards to their foundations (when a card of their kind is uncovered).
  for (let s = 0; s < 4; s++) {
    const r = found[s]!;
    if (r > KING) continue;
    const x = r * 4 + s;
    if (loc[x] !== LOC_VIS || q.uncovered(kindOfCard(x)) === 0) continue;
    const surface = q.isSurface(x);
    const next = nextUp(q, x);
    if (!next && !q.isRoot(x) && !placeable(q, x ^ 2) && !parentUp(q, x)) continue;
    scratchMoves[n] = packMove(QF, 0, 0, 0, 0, 0, x);
    scratchScores[n++] = surface ? 95 : next ? 90 : 88;
  }

  // Talon cards, carrying their draws.
  if (nstops < 0) {
    // Every talon card, in the order `talonStops` lists them: the waste top, the stock, then after
    // a redeal the rest of the waste.
    const w = q.wpos;
    const L = q.tlen;
    if (w > 0) n = talonMoves(q, q.talon[w - 1]!, w, 0, n, want);
    for (let k = w + 1; k <= L; k++) n = talonMoves(q, q.talon[k - 1]!, k, 0, n, want);
    for (let k = 1; k < w; k++) n = talonMoves(q, q.talon[k - 1]!, k, 1, n, want);
  }
  for (let j = 0; j < nstops; j++) {
    const k = stopK[j]!;
    n = talonMoves(q, q.talon[k - 1]!, k, stopRedeal[j]!, n, want);
  }

  // Column roots onto the tableau.
  for (let c = 0; c < 7; c++) {
    const x = q.root(c);
    if (x < 0) continue;
    const dn = down[c]!;
    if (x >> 2 === KING) {
      if (q.empty === 0) continue;
    } else if (!q.fits(x) || (dn === 0 && (q.empty > 0 || !kingWaiting(q)))) continue;
    scratchMoves[n] = packMove(QS, c, 0, 0, 0, 0, x);
    scratchScores[n++] = dn > 0 ? 70 - dn : 30;
  }

  // Foundation cards back to the tableau.
  if (q.f2t) {
    for (let s = 0; s < 4; s++) {
      const h = found[s]!;
      if (h < 2) continue;
      const r = h - 1;
      const x = r * 4 + s;
      if (found[s ^ 1]! >= r && found[s ^ 3]! >= r && found[s ^ 2]! >= r - 1) continue;
      if (r === KING ? q.empty === 0 : !q.fits(x)) continue;
      // As a holder only while no card of its kind is uncovered (see talonMoves).
      const holder =
        q.uncovered(kindOfCard(x)) === 0 &&
        (twinUse(q, x ^ 2) || (holderWanted(q, r - 1, s) && holderChain(q, x)));
      if (!holder && !q.fits(x - 4)) continue;
      scratchMoves[n] = packMove(FT, s, 0, 0, 0, 0, x);
      scratchScores[n++] = 5;
    }
  }
  if (ctx !== 0) n = restrict(q, n, ctx, last);
  return emit(out, at, n);
};

/** Adds the moves of talon card x, on top at waste size k (after a redeal when `redeal`). */
const talonMoves = (q: Quotient, x: number, k: number, redeal: number, n: number, want: number): number => {
  const r = x >> 2;
  // A restricted node (see `restrict`) takes no WF and only a card of the wanted kind.
  if (want >= 0 && (want === KING_KINDS ? r !== KING : kindOfCard(x) !== want)) return n;
  const free = q.draw === 1 && !q.limited;
  if (want < 0 && q.found[x & 3] === r && (!free || nextUp(q, x) || isSafe(q, x))) {
    scratchMoves[n] = packMove(WF, 0, 0, 0, k, redeal, x);
    scratchScores[n++] = 85;
  }
  if (r === KING ? q.empty === 0 : !q.fits(x)) return n;
  // With draw 1 and unlimited passes a talon card on the tableau is only a holder (see `holderChain`):
  // needless while a card of its kind is uncovered, since each use can take that card instead, and
  // the holder waits until a use finds none.
  if (free && (q.uncovered(kindOfCard(x)) > 0 || !holderChain(q, x))) return n;
  scratchMoves[n] = packMove(WT, 0, 0, 0, k, redeal, x);
  scratchScores[n++] = 50;
  return n;
};

/** Whether the card after x in its suit could go up right after x: reachable in the talon, or face up and uncovered. */
const nextUp = (q: Quotient, x: number): boolean => {
  if (x >> 2 === KING) return false;
  const l = q.loc[x + 4];
  return reachable(q, x + 4) || (l === LOC_VIS && q.uncovered(kindOfCard(x + 4)) > 0);
};

/** Whether a King could move into an empty column and gain by it (as in moves.ts). */
const kingWaiting = (q: Quotient): boolean => {
  for (let c = 0; c < 7; c++) {
    const dn = q.down[c]!;
    if (dn > 0 && q.start[c * 64 + dn]! >> 2 === KING) return true;
  }
  for (let s = 0; s < 4; s++) {
    if (q.loc[48 + s] === LOC_TALON) return true;
    if (q.f2t && q.found[s] === 13) return true;
  }
  return false;
};

/** Whether card y is a root that can move by itself (a surface, or a bottom card still there). */
const movableRoot = (q: Quotient, y: number): boolean => q.loc[y] === LOC_VIS && q.isColumnRoot(y);

/** Whether card y could be brought to the tableau later: in the talon, or on a foundation (with f2t). */
const stone = (q: Quotient, y: number): boolean =>
  q.loc[y] === LOC_TALON || (q.f2t && q.loc[y] === LOC_FOUNDATION);

/** Whether face-up card z is next on its foundation (a holder of its kind lets it go up if it is covered). */
const twinUse = (q: Quotient, z: number): boolean => q.loc[z] === LOC_VIS && q.found[z & 3] === z >> 2;

/**
 * moves.ts's chain to the tableau, for layout-free positions. A card H put on the tableau from the
 * talon or a foundation changes the layout-free position only by adding an uncovered card of its
 * kind, which is used by either
 * - a card of the kind that fits on H being put there, which changes something only if that card is
 *   a column root (other face-up cards moving change nothing), or is itself brought from the talon
 *   or a foundation (a further link, used in turn); or
 * - H's twin (same rank and colour), face up and next on its foundation, going up: if a card lies on
 *   it, that card can move onto H.
 * So a chain of links going down from x's rank in alternating colours must end with a movable root
 * of the next rank, or with a link whose twin can go up.
 * - With draw 1 and unlimited passes the links are talon cards and (with f2t) foundation cards.
 * - With draw N > 1 or a pass limit only foundation cards are links (for a foundation card X brought
 *   down): a talon card put on the tableau there is a use in itself (it leaves the waste), so it
 *   ends the chain, and only if it can reach the waste top now (each link comes down just before the
 *   next one needs it, with no talon move in between).
 */
const holderChain = (q: Quotient, x: number): boolean => {
  if (twinUse(q, x ^ 2)) return true;
  const free = q.draw === 1 && !q.limited;
  const r = x >> 2;
  const s = x & 3;
  for (let k = r - 1; k >= 0; k--) {
    const a = (r - k) & 1 ? s ^ 1 : s;
    const ya = k * 4 + a;
    const yb = ya ^ 2;
    if (movableRoot(q, ya) || movableRoot(q, yb)) return true;
    if (!free && (reachable(q, ya) || reachable(q, yb))) return true;
    const sa = free ? stone(q, ya) : q.loc[ya] === LOC_FOUNDATION;
    const sb = free ? stone(q, yb) : q.loc[yb] === LOC_FOUNDATION;
    if (!sa && !sb) return false;
    if ((sa && twinUse(q, yb)) || (sb && twinUse(q, ya))) return true;
  }
  return false;
};

/**
 * Whether a card of rank r and the other colour than suit s could be put on a card brought down
 * now, changing the layout-free position: a movable root, a talon card or a foundation top.
 */
const holderWanted = (q: Quotient, r: number, s: number): boolean =>
  placeable(q, r * 4 + (s ^ 1)) || placeable(q, r * 4 + (s ^ 3));

/** Whether a card of the kind x lies on (one rank higher, other colour) is face up and next on its foundation. */
const parentUp = (q: Quotient, x: number): boolean => {
  if (x >> 2 === KING) return false;
  const y = x + 4 - (x & 3) + ((x & 3) ^ 1);
  return twinUse(q, y) || twinUse(q, y ^ 2);
};

/** Whether card y could be put on the tableau now, changing the layout-free position. */
const placeable = (q: Quotient, y: number): boolean =>
  movableRoot(q, y) || reachable(q, y) || (q.f2t && q.found[y & 3] === (y >> 2) + 1);

/** The moves of layout-free positions as the search takes them. */
export const QUOTIENT_MOVES: MoveSource<Quotient> = {
  autoMove: quotientAutoMove,
  context: quotientContext,
  generate: (q, out, at, last, _undo, ctx) => quotientGenerate(q, out, at, ctx, last),
  marksDead: true,
  restrictedTransient: true,
};
