import { KING, type Position } from '../engine/index.ts';

/**
 * Proofs of loss by blocked cards (docs/solver.md, section 5.1): a card that no line of play can
 * ever bring up on its foundation, found without searching.
 *
 * Three facts are worked out for every card, each the least that the rules below force (a least
 * fixed point: every fact is derived from facts derived before it):
 * - `up`: the card may lie face up in the tableau at some time (a parent cards can be built on);
 * - `home`: it may reach its foundation;
 * - `leaves`: a tableau card may leave the place it has now (with whatever lies on it);
 *
 * The rules only ever say "may", and each follows a move of the game with the preconditions it
 * really has, weakened: so every event of every line of play is among the facts (the proof is by
 * induction over the line), and a card without `home` can never go up. The search is never asked.
 */

// A card's facts and where it lies, as bits of one byte.
const UP = 1;
const HOME = 2;
const LEAVES = 4;
const TALON = 8;
const FOUNDATION = 16;

/**
 * A card of `position` that can never reach its foundation, so that the position is lost; -1 when
 * the argument finds none (which proves nothing).
 */
export const blockedCard = (position: Position): number => {
  // One entry per card; made per call (once a solve), so that no state outlives the call.
  const facts = new Uint8Array(52);
  // For a tableau card, the card that lies on it (itself for a column's top card).
  const above = new Int8Array(52);
  for (const { down, up } of position.columns) {
    const cards = down.concat(up);
    cards.forEach((card, i) => {
      above[card] = cards[i + 1] ?? card;
      // Face up, or face down with nothing on it (turned up before any other move).
      if (i >= down.length || i + 1 === cards.length) facts[card] = UP;
    });
  }
  for (const card of position.stock.concat(position.waste)) facts[card] = TALON;
  position.foundations.forEach((height, suit) => {
    for (let rank = 0; rank < height; rank++) facts[rank * 4 + suit] = FOUNDATION | HOME;
  });
  const back = position.rules.foundationToTableau;
  for (let changed = true; changed; ) {
    changed = false;
    for (let card = 0; card < 52; card++) {
      const f = facts[card] as number;
      const rank = card >> 2;
      // It may go up: an Ace, or its suit's card one rank lower may be up first.
      const goesUp = rank === 0 || ((facts[card - 4] as number) & HOME) > 0;
      // It may land in the tableau: a King (in a column emptied for it: taken to be always
      // possible), else on a card one rank higher of the other colour lying face up.
      const parent = (rank + 1) * 4 + ((card & 1) ^ 1);
      const lands = rank === KING || (((facts[parent] as number) | (facts[parent + 2] as number)) & UP) > 0;
      let g = f;
      if (f & FOUNDATION) {
        if (back && lands) g |= UP;
      } else if (f & TALON) {
        if (goesUp) g |= HOME;
        if (lands) g |= UP;
      } else {
        // A face-down card turns up when the card on it leaves; a tableau card goes up, or leaves
        // its place, only while it lies face up.
        if ((facts[above[card] as number] as number) & LEAVES) g |= UP;
        if (g & UP && goesUp) g |= HOME | LEAVES;
        if (g & UP && lands) g |= LEAVES;
      }
      if (g !== f) {
        facts[card] = g;
        changed = true;
      }
    }
  }
  return facts.findIndex((f) => (f & HOME) === 0);
};
