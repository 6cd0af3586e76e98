/**
 * The solver's moves on layout-free positions (quotient.ts), one integer each:
 * kind | card << 3 | column << 9 | k << 12 | redeal << 18 | holder << 19.
 *
 * - `QF`: a face-up tableau card to its foundation (`card`).
 * - `QS`: the root of column `column` (the card dealt there, with the run it heads) onto an
 *   uncovered card of the kind it fits, or a King into an empty column.
 * - `WF`, `WT`: the talon card `card`, brought to the waste top at waste size `k` (after a redeal
 *   when `redeal` is 1; the draws are implied), to its foundation or onto the tableau.
 * - `FT`: the top card `card` of its foundation back onto the tableau.
 * The target of a move onto the tableau is not named: any uncovered card of the right kind will do,
 * and realize.ts picks one when a winning line is played out.
 *
 * `holder` marks a holder move (generate.ts): a `WT` under draw 1 with unlimited passes, or a `QS` of
 * a column's bottom card; each only makes room for other cards. The guide (guide.ts) marks its `QS`
 * of a column's bottom card with one more bit, `BOTTOM_CARD` (bit 20).
 */

/** A face-up tableau card to its foundation. */
export const QF = 0;
/** The root of a column, with its run, onto the tableau. */
export const QS = 1;
/** A talon card to its foundation. */
export const WF = 2;
/** A talon card onto the tableau. */
export const WT = 3;
/** A foundation top onto the tableau. */
export const FT = 4;
/** How many kinds of move there are. */
export const KINDS = 5;

/** A move from its fields. */
export const packMove = (kind: number, card: number, column: number, k: number, redeal: number, holder = 0) =>
  kind | (card << 3) | (column << 9) | (k << 12) | (redeal << 18) | (holder << 19);

/** The kind of move m (`QF` … `FT`). */
export const kindOfMove = (m: number) => m & 7;
/** The card move m moves (for `QS`, the column's root). */
export const cardOfMove = (m: number) => (m >> 3) & 63;
/** The column of a `QS` move. */
export const columnOf = (m: number) => (m >> 9) & 7;
/** The waste size at which a talon move's card is on top. */
export const kOf = (m: number) => (m >> 12) & 63;
/** Whether a talon move redeals first. */
export const redealOf = (m: number) => (m >> 18) & 1;
/** Whether move m is a holder move (see generate.ts). */
export const isHolder = (m: number): boolean => ((m >> 19) & 1) === 1;
/** The guide's mark on a `QS` that moves a column's bottom card (the next move must bring a King). */
export const BOTTOM_CARD = 1 << 20;
/** Whether move m carries the guide's `BOTTOM_CARD` mark. */
export const isBottomCard = (m: number): boolean => (m & BOTTOM_CARD) !== 0;
/**
 * Not a move: the last entry of a node's list when the generator wrote only its first moves
 * (`MoveGenerator.generateFirst`); the search asks for the rest (`generateRest`) when it gets there.
 */
export const MORE = 0x7fffffff;

/** Whether move m puts a card onto the tableau (`QS`, `WT`, `FT`). */
export const landsOf = (m: number): boolean => {
  const k = m & 7;
  return k === QS || k === WT || k === FT;
};
