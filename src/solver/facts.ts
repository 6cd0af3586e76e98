import type { Position } from '../engine/index.ts';
import { FOUNDATION, HELD, HOME, LEAVES, REACH, TALON, UP } from './fact-bits.ts';
import { reachOf, talonStart } from './reach.ts';

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

// The bits of a card's byte (see the header).
export { FOUNDATION, HELD, HOME, LEAVES, REACH, TALON, UP } from './fact-bits.ts';

// The card arithmetic the proofs need, as cards.ts has it: here, so that the proofs' chunk in the web
// worker's build (proofs-web.ts) takes nothing from the worker's own, which would split that in two.
/** A King's rank. */
export const KING = 12;
/** Whether card x is a King. */
export const isKing = (x: number): boolean => x >> 2 === KING;
/** The kind of card x: rank * 2 + colour (cards.ts). */
export const kindOf = (x: number): number => ((x >> 2) << 1) | (x & 1);
/** The kind a card of kind t lies on: one rank higher, the other colour. */
export const parentKind = (t: number): number => (t + 2) ^ 1;
/** The first card of kind t (its twin is that card ^ 2). */
export const firstOfKind = (t: number): number => (t >> 1) * 4 + (t & 1);
/** The first of the two cards a non-King card x may lie on (the other is that card + 2). */
export const firstParent = (x: number): number => firstOfKind(parentKind(kindOf(x)));

/**
 * A position as the rules read it: `start`, each card's byte before any rule is applied (where it
 * lies, `UP` and `HOME` as they are now); `above`, for a face-down card the card that lies on it;
 * `back`, whether foundation cards may come back to the tableau; `reach`, what sets `REACH` on the
 * talon cards that may now come to the top of the waste (whether any was new).
 */
export interface Layout {
  readonly start: Uint8Array;
  readonly above: Int8Array;
  readonly back: boolean;
  readonly reach: (facts: Uint8Array) => boolean;
}

/** The layout of `position`; made per call, so that no state outlives it. */
export const layoutOf = (position: Position): Layout => {
  const start = new Uint8Array(52);
  const above = new Int8Array(52);
  for (const { down, up } of position.columns) {
    const cards = down.concat(up);
    cards.forEach((card, i) => {
      above[card] = cards[i + 1] ?? card;
      // Face up, or face down with nothing on it (turned up before any other move).
      if (i >= down.length || i + 1 === cards.length) start[card] = UP;
    });
  }
  for (const card of position.stock.concat(position.waste)) start[card] = talonStart(position.rules.draw);
  position.foundations.forEach((height, suit) => {
    for (let rank = 0; rank < height; rank++) start[rank * 4 + suit] = FOUNDATION | HOME;
  });
  return { start, above, back: position.rules.foundationToTableau, reach: reachOf(position) };
};

/** It may go up: an Ace, or its suit's card one rank lower may be up first. */
export const goesUp = (facts: Uint8Array, card: number): boolean =>
  card < 4 || ((facts[card - 4] as number) & HOME) > 0;

/**
 * It may land in the tableau: a King (in a column emptied for it: taken to be always possible), else
 * on a card one rank higher of the other colour lying face up.
 */
export const lands = (facts: Uint8Array, card: number): boolean => {
  if (isKing(card)) return true;
  const parent = firstParent(card);
  return (((facts[parent] as number) | (facts[parent + 2] as number)) & UP) > 0;
};

/** Applies the rules to one card's byte; whether it grew. */
const step = (facts: Uint8Array, layout: Layout, card: number): boolean => {
  const f = facts[card] as number;
  let g = f;
  if (f & FOUNDATION) {
    if (layout.back && lands(facts, card)) g |= UP;
  } else if (f & TALON) {
    // Only from the top of the waste.
    if (f & REACH) {
      if (goesUp(facts, card)) g |= HOME;
      if (lands(facts, card)) g |= UP;
    }
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
    changed = layout.reach(facts);
    for (let card = 0; card < 52; card++) if (step(facts, layout, card)) changed = true;
  }
};
