import type { Position } from '../engine/index.ts';
import { KING, kindOf, parentKind } from './cards.ts';

/**
 * The facts of docs/solver.md, sections 5.1 to 5.3: what may ever happen to each card from a
 * position on, worked out without searching, as the least fixed point of rules that each follow a
 * move of the game with its preconditions weakened (so every event of every line of play is a fact).
 *
 * For every card, one byte: where it lies (`TALON`, `FOUNDATION`, else the tableau), whether it is
 * `HELD` (taken never to go up nor leave its place, section 5.2), and four facts:
 * - `UP`: the card may lie face up in the tableau at some time (a parent cards can be built on);
 * - `HOME`: it may reach its foundation;
 * - `LEAVES`: a tableau card may leave the place it has now (with whatever lies on it);
 * - `REACH`: a talon card may come to the top of the waste, where it must be to leave the talon.
 */

export const UP = 1;
export const HOME = 2;
export const LEAVES = 4;
export const TALON = 8;
export const FOUNDATION = 16;
export const HELD = 32;
/** A talon card that may come to the top of the waste (section 5.3). */
export const REACH = 64;

/** A position as the rules read it: each card's first byte, and what is known of the columns. */
export interface Layout {
  /** The bytes before any rule is applied: where each card lies, `UP` and `HOME` as they are now. */
  readonly start: Uint8Array;
  /** For a face-down card, the card that lies on it. */
  readonly above: Int8Array;
  /**
   * Each column's cards, bottom first, as far as they are known: its face-down cards and the lowest
   * face-up one at least (all its cards for a position).
   */
  readonly columns: readonly (readonly number[])[];
  /** Each column's face-down count (the index of its lowest face-up card in `columns`). */
  readonly downs: readonly number[];
  /** Each card's column (-1 for none) and its place there, from `columns`. */
  readonly columnOf: Int8Array;
  readonly placeOf: Int8Array;
  /**
   * 1 for a non-King card that lies on a parent whenever it lies face up in the tableau: one that is
   * not in the tableau (a non-King card enters a column only onto a parent) or lies on a parent now.
   */
  readonly onParent: Uint8Array;
  /** Whether foundation cards may come back to the tableau. */
  readonly back: boolean;
  /** The talon in turning order (the waste bottom to top, then the stock top to bottom). */
  readonly talon: readonly number[];
  /** How many of `talon` are in the waste. */
  readonly waste: number;
  /** Cards turned by a draw. */
  readonly draw: number;
}

/** The layout of `position`; made per call, so that no state outlives it. */
export const layoutOf = (position: Position): Layout => {
  const start = new Uint8Array(52);
  const above = new Int8Array(52);
  const onParent = new Uint8Array(52).fill(1);
  const columns = position.columns.map(({ down, up }) => down.concat(up));
  position.columns.forEach(({ down, up }, c) => {
    const cards = columns[c] as number[];
    cards.forEach((card, i) => {
      above[card] = cards[i + 1] ?? card;
      // Face up, or face down with nothing on it (turned up before any other move).
      if (i >= down.length || i + 1 === cards.length) start[card] = UP;
      const under = i > down.length ? cards[i - 1] : undefined;
      onParent[card] = under !== undefined && kindOf(under) === parentKind(kindOf(card)) ? 1 : 0;
    });
    if (up.length === 0 && down.length > 0) onParent[down[down.length - 1] as number] = 0;
  });
  // Under draw 1 every talon card comes to the top of the waste in each pass.
  const { draw, foundationToTableau: back } = position.rules;
  for (const card of position.stock.concat(position.waste)) start[card] = draw === 1 ? TALON | REACH : TALON;
  position.foundations.forEach((height, suit) => {
    for (let rank = 0; rank < height; rank++) start[rank * 4 + suit] = FOUNDATION | HOME;
  });
  for (let card = KING * 4; card < 52; card++) onParent[card] = 0;
  const downs = position.columns.map(({ down, up }) => (up.length > 0 ? down.length : down.length - 1));
  const talon = position.waste.concat([...position.stock].reverse());
  const columnOf = new Int8Array(52).fill(-1);
  const placeOf = new Int8Array(52);
  columns.forEach((cards, c) =>
    cards.forEach((card, i) => {
      columnOf[card] = c;
      placeOf[card] = i;
    }),
  );
  const waste = position.waste.length;
  return { start, above, columns, downs, columnOf, placeOf, onParent, back, talon, waste, draw };
};

/** It may go up: an Ace, or its suit's card one rank lower may be up first. */
export const goesUp = (facts: Uint8Array, card: number): boolean =>
  card < 4 || ((facts[card - 4] as number) & HOME) > 0;

/**
 * It may land in the tableau: a King (in a column emptied for it: taken to be always possible), else
 * on a card one rank higher of the other colour lying face up.
 */
export const lands = (facts: Uint8Array, card: number): boolean => {
  const rank = card >> 2;
  const parent = (rank + 1) * 4 + ((card & 1) ^ 1);
  return rank === KING || (((facts[parent] as number) | (facts[parent + 2] as number)) & UP) > 0;
};

/** Applies the rules to one card's byte; whether it grew. */
const step = (facts: Uint8Array, layout: Layout, card: number): boolean => {
  const f = facts[card] as number;
  let g = f;
  if (f & FOUNDATION) {
    if (layout.back && lands(facts, card)) g |= UP;
  } else if (f & TALON) {
    if (f & REACH && goesUp(facts, card)) g |= HOME;
    if (f & REACH && lands(facts, card)) g |= UP;
  } else {
    // A face-down card turns up when the card on it leaves; a tableau card goes up, or leaves its
    // place, only while it lies face up, and a held one never does.
    if ((facts[layout.above[card] as number] as number) & LEAVES) g |= UP;
    if (g & UP && !(g & HELD)) {
      if (goesUp(facts, card)) g |= HOME | LEAVES;
      else if (lands(facts, card)) g |= LEAVES;
    }
  }
  if (g === f) return false;
  facts[card] = g;
  return true;
};

/**
 * Applies the rules to `facts` until nothing changes. Any bytes at or below the least fixed point
 * may be given (the facts of a position with more cards held, say): the result is that point.
 */
export const settle = (facts: Uint8Array, layout: Layout): void => {
  for (let changed = true; changed; ) {
    changed = reaches(facts, layout);
    for (let card = 0; card < 52; card++) if (step(facts, layout, card)) changed = true;
  }
};

/**
 * Sets `REACH` on the talon cards that may come to the top of the waste; whether any was new. With
 * unlimited passes and nothing taken from the talon, a draw of N shows every N-th card of a pass (and
 * the last); a card taken from the waste top shows the one under it, and each card taken from before
 * a card moves it one place up the talon for the passes after.
 */
const reaches = (facts: Uint8Array, layout: Layout): boolean => {
  const { talon, waste, draw } = layout;
  if (draw === 1) return false;
  const length = talon.length;
  let changed = false;
  const reach = (j: number): void => {
    const card = talon[j] as number;
    if (((facts[card] as number) & REACH) === 0) {
      facts[card] = (facts[card] as number) | REACH;
      changed = true;
    }
  };
  const leaves = (j: number): boolean => {
    const f = facts[talon[j] as number] as number;
    return (f & REACH) > 0 && (f & (HOME | UP)) > 0;
  };
  // Cards before j that may be taken.
  let taken = 0;
  for (let j = 0; j < length; j++) {
    let r = j === length - 1 || (j >= waste - 1 && (j - waste + 1) % draw === 0);
    for (let k = 0; !r && k <= taken && k <= j; k++) r = (j - k) % draw === draw - 1;
    if (r) reach(j);
    if (leaves(j)) taken++;
  }
  for (let j = length - 2; j >= 0; j--) if (leaves(j + 1)) reach(j);
  return changed;
};
