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

// Scratch, one entry per card: `blockedCard` calls nothing back, so one set serves every call.
const where = new Uint8Array(52);
// For a face-down card, the card that lies on it (the next face-down card or the column's lowest
// face-up card).
const above = new Int8Array(52);
const up = new Uint8Array(52);
const home = new Uint8Array(52);
const leaves = new Uint8Array(52);
const bottoms = new Int8Array(7);

/**
 * A card of `position` that can never reach its foundation, so that the position is lost; -1 when
 * the argument finds none (which proves nothing).
 */
export const blockedCard = (position: Position): number => {
  up.fill(0);
  home.fill(0);
  leaves.fill(0);
  let homes = 0;
  let columns = 0;
  let empty = false;
  for (const { down, up: faceUp } of position.columns) {
    const d = down.length;
    const n = d + faceUp.length;
    if (n === 0) empty = true;
    else bottoms[columns++] = d > 0 ? (down[0] as number) : (faceUp[0] as number);
    for (let i = 0; i < d; i++) {
      const card = down[i] as number;
      where[card] = TABLEAU;
      above[card] = i + 1 < d ? (down[i + 1] as number) : (faceUp[0] ?? -1);
      // A face-down card with nothing on it is turned up before any other move.
      if (i + 1 === n) up[card] = 1;
    }
    for (const card of faceUp) {
      where[card] = TABLEAU;
      up[card] = 1;
    }
  }
  for (const card of position.stock) where[card] = TALON;
  for (const card of position.waste) where[card] = TALON;
  for (let suit = 0; suit < 4; suit++) {
    const height = position.foundations[suit] as number;
    for (let rank = 0; rank < height; rank++) {
      where[rank * 4 + suit] = FOUNDATION;
      home[rank * 4 + suit] = 1;
    }
    homes += height;
  }
  const back = position.rules.foundationToTableau;
  for (let changed = 1; changed === 1 && homes < 52; ) {
    changed = 0;
    for (let card = 0; card < 52; card++) {
      const rank = card >> 2;
      // It may go up: an Ace, or its suit's card one rank lower may be up first.
      const goesUp = rank === 0 || home[card - 4] === 1;
      // It may land in the tableau: a King in an empty column, else on a card one rank higher of
      // the other colour lying face up.
      const parent = (rank + 1) * 4 + ((card & 1) ^ 1);
      const lands = rank === KING ? empty : up[parent] === 1 || up[parent + 2] === 1;
      const at = where[card];
      if (at === TABLEAU && up[card] === 0) {
        // A face-down card turns up when the card on it leaves.
        if (leaves[above[card] as number] === 0) continue;
        up[card] = 1;
        changed = 1;
      }
      if (at === FOUNDATION) {
        if (back && lands && up[card] === 0) {
          up[card] = 1;
          changed = 1;
        }
        continue;
      }
      // A talon card, or a tableau card lying face up.
      if (goesUp && home[card] === 0) {
        home[card] = 1;
        homes++;
        changed = 1;
      }
      // A talon card may come into the tableau; a tableau card may leave its place.
      const fact = at === TALON ? up : leaves;
      if ((at === TALON ? lands : goesUp || lands) && fact[card] === 0) {
        fact[card] = 1;
        changed = 1;
      }
    }
    for (let i = 0; i < columns && !empty; i++)
      if (leaves[bottoms[i] as number] === 1) {
        empty = true;
        changed = 1;
      }
  }
  return homes === 52 ? -1 : home.indexOf(0);
};
