import { type Card, DECK_SIZE, RANKS } from './card.ts';
import type { Deal } from './deal.ts';
import type { Rules } from './rules.ts';

/** Number of tableau columns. */
export const COLUMNS = 7;

/** A tableau column: face-down cards under face-up ones, both listed bottom to top. */
export interface Column {
  readonly down: readonly Card[];
  readonly up: readonly Card[];
}

/**
 * A position: plain readonly data. Untouched piles are shared between positions, never copied.
 * Invariant: a column with face-down cards has at least one face-up card.
 */
export interface Position {
  readonly rules: Rules;
  /** The seven columns, column 1 first. */
  readonly columns: readonly Column[];
  /** Foundation heights (0..13) by suit index. */
  readonly foundations: readonly number[];
  /** The stock, bottom to top: the last card is the next one turned. */
  readonly stock: readonly Card[];
  /** The waste, bottom to top: the last card is the playable one. */
  readonly waste: readonly Card[];
  /** Which pass through the stock this is: 1 until the first redeal. */
  readonly pass: number;
}

const EMPTY: readonly Card[] = Object.freeze([]);

/** The empty column. */
export const EMPTY_COLUMN: Column = Object.freeze({ down: EMPTY, up: EMPTY });

/** The position a deal starts from (docs/formats.md: row by row, card 29 on top of the stock). */
export const startPosition = (deal: Deal, rules: Rules): Position => {
  const down: Card[][] = Array.from({ length: COLUMNS }, () => []);
  const up: Card[] = [];
  let k = 0;
  for (let row = 0; row < COLUMNS; row++) {
    for (let col = row; col < COLUMNS; col++) {
      const card = deal[k++] as Card;
      if (col === row) up[col] = card;
      else (down[col] as Card[]).push(card);
    }
  }
  return {
    rules,
    columns: down.map((d, i) => ({ down: d, up: [up[i] as Card] })),
    foundations: [0, 0, 0, 0],
    stock: deal.slice((COLUMNS * (COLUMNS + 1)) / 2).reverse(),
    waste: EMPTY,
    pass: 1,
  };
};

/** Cards on the foundations. */
export const foundationCount = (pos: Position): number =>
  (pos.foundations[0] as number) +
  (pos.foundations[1] as number) +
  (pos.foundations[2] as number) +
  (pos.foundations[3] as number);

/** Face-down cards in the tableau. */
export const faceDownCount = (pos: Position): number => {
  let n = 0;
  for (const c of pos.columns) n += c.down.length;
  return n;
};

/** Whether every card is on a foundation. */
export const isWon = (pos: Position): boolean => foundationCount(pos) === DECK_SIZE;

/** Whether another redeal is allowed by the pass limit. */
export const passesLeft = (pos: Position): number => pos.rules.passes - pos.pass;

const SLASH = 47; // '/'
const BAR = 124; // '|'

const pushCards = (codes: number[], cards: readonly Card[]): void => {
  for (let i = 0; i < cards.length; i++) codes.push(48 + (cards[i] as Card));
};

/**
 * A compact string that identifies a position among positions of the same rules
 * (for visited sets); two positions have the same key exactly when they are equal.
 */
export const positionKey = (pos: Position): string => {
  // Built as character codes and turned into a string once: much faster than joining per pile.
  const codes: number[] = [48 + pos.pass];
  for (let s = 0; s < 4; s++) codes.push(48 + (pos.foundations[s] as number));
  for (let i = 0; i < pos.columns.length; i++) {
    const col = pos.columns[i] as Column;
    codes.push(BAR);
    pushCards(codes, col.down);
    codes.push(SLASH);
    pushCards(codes, col.up);
  }
  codes.push(BAR);
  pushCards(codes, pos.stock);
  codes.push(BAR);
  pushCards(codes, pos.waste);
  return String.fromCharCode.apply(null, codes);
};

/** Whether two positions are equal in every pile, the pass number and the rules. */
export const samePosition = (a: Position, b: Position): boolean =>
  a.rules.draw === b.rules.draw &&
  a.rules.passes === b.rules.passes &&
  a.rules.foundationToTableau === b.rules.foundationToTableau &&
  positionKey(a) === positionKey(b);

/** All 52 cards of a position, on foundations included, as a count per card (for conservation checks). */
export const cardCounts = (pos: Position): number[] => {
  const counts = new Array<number>(DECK_SIZE).fill(0);
  const add = (cards: readonly Card[]) => {
    for (const c of cards) counts[c] = (counts[c] as number) + 1;
  };
  for (const col of pos.columns) {
    add(col.down);
    add(col.up);
  }
  add(pos.stock);
  add(pos.waste);
  pos.foundations.forEach((h, suit) => {
    for (let r = 0; r < h && r < RANKS; r++) counts[r * 4 + suit] = (counts[r * 4 + suit] as number) + 1;
  });
  return counts;
};
