import type { Position } from '../engine/index.ts';

/**
 * Proofs of loss by blocked cards (docs/solver.md, section 5.1): a card that no line of play can
 * ever bring up on its foundation, found without searching.
 *
 * Four facts are worked out for every card, each the least that the rules below force (a least
 * fixed point: every fact is derived from facts derived before it):
 * - `up`: the card may lie face up in the tableau at some time (a parent cards can be built on);
 * - `home`: it may reach its foundation;
 * - `leaves`: a tableau card may leave the place it has now (with whatever lies on it);
 * - `empty` (one fact): some column may be empty at some time.
 *
 * The rules only ever say "may", and each follows a move of the game with the preconditions it
 * really has, weakened: so every event of every line of play is among the facts (the proof is by
 * induction over the line), and a card without `home` can never go up. The search is never asked.
 */

const TABLEAU = 0;
const TALON = 1;
const FOUNDATION = 2;
const KING = 12;

/**
 * A card of `position` that can never reach its foundation, so that the position is lost; -1 when
 * the argument finds none (which proves nothing).
 */
export const blockedCard = (position: Position): number => {
  const where = new Uint8Array(52);
  // For a face-down card, the card that lies on it now (the next face-down card or the column's
  // lowest face-up card); -1 for one with nothing on it.
  const above = new Int8Array(52).fill(-1);
  const up = new Uint8Array(52);
  const home = new Uint8Array(52);
  const leaves = new Uint8Array(52);
  const bottoms: number[] = [];
  let empty = false;
  for (const column of position.columns) {
    const cards = [...column.down, ...column.up];
    if (cards.length === 0) empty = true;
    else bottoms.push(cards[0] as number);
    cards.forEach((card, i) => {
      where[card] = TABLEAU;
      above[card] = i + 1 < cards.length ? (cards[i + 1] as number) : -1;
      // A face-down card with nothing on it is turned up before any other move.
      if (i >= column.down.length || i + 1 === cards.length) up[card] = 1;
    });
  }
  for (const card of position.stock) where[card] = TALON;
  for (const card of position.waste) where[card] = TALON;
  position.foundations.forEach((height, suit) => {
    for (let rank = 0; rank < height; rank++) {
      where[rank * 4 + suit] = FOUNDATION;
      home[rank * 4 + suit] = 1;
    }
  });
  const back = position.rules.foundationToTableau;
  let changed = true;
  // Records a fact, and that the facts changed if it is new.
  const learn = (fact: Uint8Array, card: number): void => {
    if (fact[card] === 0) {
      fact[card] = 1;
      changed = true;
    }
  };
  while (changed) {
    changed = false;
    for (let card = 0; card < 52; card++) {
      const rank = card >> 2;
      // It may go up: an Ace, or its suit's card one rank lower may be up first.
      const goesUp = rank === 0 || home[card - 4] === 1;
      // It may land in the tableau: a King in an empty column, else on a card one rank higher of
      // the other colour lying face up.
      const parent = (rank + 1) * 4 + ((card & 1) ^ 1);
      const lands = rank === KING ? empty : up[parent] === 1 || up[parent + 2] === 1;
      const at = where[card];
      if (at === TALON) {
        if (goesUp) learn(home, card);
        if (lands) learn(up, card);
      } else if (at === FOUNDATION) {
        if (back && lands) learn(up, card);
      } else {
        // A face-down card turns up when the card on it leaves; a tableau card goes up, or leaves
        // its place, only while it lies face up.
        if (up[card] === 0 && leaves[above[card] as number] === 1) learn(up, card);
        if (up[card] === 1 && goesUp) learn(home, card);
        if (up[card] === 1 && (goesUp || lands)) learn(leaves, card);
      }
    }
    if (!empty && bottoms.some((card) => leaves[card] === 1)) {
      empty = true;
      changed = true;
    }
  }
  return home.indexOf(0);
};
