/**
 * Card arithmetic of the solver, on the engine's card integers (`rank * 4 + suit`, colour = low bit,
 * see engine/card.ts). A _kind_ is a rank and a colour: the two cards of a kind are _twins_ (same
 * rank and colour, other suit), and the tableau cannot tell them apart.
 */
import { KING } from '../engine/index.ts';

export { KING };

/** The kind of card x: rank * 2 + colour. */
export const kindOf = (x: number): number => ((x >> 2) << 1) | (x & 1);

/** The twin of card x: same rank and colour, the other suit. */
export const twinOf = (x: number): number => x ^ 2;

/** The kind a card of kind t lies on in the tableau: one rank higher, the other colour. Assumes t is not a King's. */
export const parentKind = (t: number): number => (t + 2) ^ 1;

/** The kind that lies on a card of kind t in the tableau: one rank lower, the other colour. Assumes t is not an Ace's. */
export const childKind = (t: number): number => (t - 2) ^ 1;

/** The first card of kind t (its twin is that card ^ 2). */
export const firstOfKind = (t: number): number => (t >> 1) * 4 + (t & 1);

/** Whether card x is a King. */
export const isKing = (x: number): boolean => x >> 2 === KING;
