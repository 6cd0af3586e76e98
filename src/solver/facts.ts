import type { Position } from '../engine/index.ts';
import { KING, kindOf, parentKind } from './cards.ts';

/**
 * The facts of docs/solver.md, sections 5.1 and 5.2: what may ever happen to each card from a
 * position on, worked out without searching, as the least fixed point of rules that each follow a
 * move of the game with its preconditions weakened (so every event of every line of play is a fact).
 *
 * For every card, one byte: where it lies (`TALON`, `FOUNDATION`, else the tableau), whether it is
 * `HELD` (taken never to go up nor leave its place, section 5.2), and three facts:
 * - `UP`: the card may lie face up in the tableau at some time (a parent cards can be built on);
 * - `HOME`: it may reach its foundation;
 * - `LEAVES`: a tableau card may leave the place it has now (with whatever lies on it).
 */

export const UP = 1;
export const HOME = 2;
export const LEAVES = 4;
export const TALON = 8;
export const FOUNDATION = 16;
export const HELD = 32;

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
  /**
   * 1 for a non-King card that lies on a parent whenever it lies face up in the tableau: one that is
   * not in the tableau (a non-King card enters a column only onto a parent) or lies on a parent now.
   */
  readonly onParent: Uint8Array;
  /** Whether foundation cards may come back to the tableau. */
  readonly back: boolean;
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
  for (const card of position.stock.concat(position.waste)) start[card] = TALON;
  position.foundations.forEach((height, suit) => {
    for (let rank = 0; rank < height; rank++) start[rank * 4 + suit] = FOUNDATION | HOME;
  });
  for (let card = KING * 4; card < 52; card++) onParent[card] = 0;
  const downs = position.columns.map(({ down, up }) => (up.length > 0 ? down.length : down.length - 1));
  return { start, above, columns, downs, onParent, back: position.rules.foundationToTableau };
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
    if (goesUp(facts, card)) g |= HOME;
    if (lands(facts, card)) g |= UP;
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
    changed = false;
    for (let card = 0; card < 52; card++) if (step(facts, layout, card)) changed = true;
  }
};
