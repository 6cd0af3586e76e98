/**
 * What a player who cannot peek knows of a game (docs/honest.md): every face-up card and its place,
 * how many cards lie face down in each column, the talon as far as it has been seen (with perfect
 * memory: every card that has passed through the waste, and its place), and the set of cards not
 * seen yet. `viewOf` is the one way to make a view; the honest policy receives nothing else.
 */
import {
  type Card,
  COLUMNS,
  type Column,
  DECK_SIZE,
  makeCard,
  type Position,
  type Rules,
} from '../../engine/index.ts';

/** A tableau column as the player sees it: how many cards lie face down, and the face-up run. */
export interface ViewColumn {
  readonly down: number;
  /** Face-up cards, bottom to top. */
  readonly up: readonly Card[];
}

/** A card of the stock as the player knows it: the card, or `null` when it has never been turned up. */
export type SeenCard = Card | null;

/** What the player knows. Plain data: nothing of the position it was made from is kept. */
export interface View {
  readonly rules: Rules;
  readonly columns: readonly ViewColumn[];
  /** Foundation heights by suit index. */
  readonly foundations: readonly number[];
  /** The stock bottom to top (the last is the next turned), each card known or `null`. */
  readonly stock: readonly SeenCard[];
  /** The waste bottom to top: every waste card has been seen. */
  readonly waste: readonly Card[];
  readonly pass: number;
  /** The cards not seen yet (face down in the tableau or never turned from the stock), ascending. */
  readonly unseen: readonly Card[];
}

/** Marks the cards face up in a position: columns' runs and the waste (foundation cards were seen too). */
const markFaceUp = (pos: Position, seen: Uint8Array): void => {
  for (const col of pos.columns) for (const c of col.up) seen[c] = 1;
  for (const c of pos.waste) seen[c] = 1;
  pos.foundations.forEach((h, suit) => {
    for (let r = 0; r < h; r++) seen[r * 4 + suit] = 1;
  });
};

/**
 * The view of `position` for a player who saw every position of `earlier` (the game's positions
 * before this one, in any order; a card face up in any of them has been seen and is remembered).
 * Face-down tableau cards are only counted; a stock card is named only if it was seen before.
 */
export const viewOf = (position: Position, earlier: readonly Position[] = []): View => {
  const seen = new Uint8Array(DECK_SIZE);
  for (const p of earlier) markFaceUp(p, seen);
  markFaceUp(position, seen);
  const columns: ViewColumn[] = [];
  for (let i = 0; i < COLUMNS; i++) {
    const col = position.columns[i] as Column;
    columns.push({ down: col.down.length, up: col.up.slice() });
  }
  const stock = position.stock.map((c): SeenCard => (seen[c] === 1 ? c : null));
  const unseen: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (seen[c] === 0) unseen.push(c);
  return {
    rules: position.rules,
    columns,
    foundations: position.foundations.slice(),
    stock,
    waste: position.waste.slice(),
    pass: position.pass,
    unseen,
  };
};

/** How many places of a view hold an unseen card: face-down cards and unseen stock cards. */
export const hiddenPlaces = (view: View): number => {
  let n = 0;
  for (const col of view.columns) n += col.down;
  for (const c of view.stock) if (c === null) n++;
  return n;
};

const cards = (list: readonly SeenCard[]): string =>
  list.map((c) => (c === null ? '??' : makeCard(c))).join('');

/**
 * A text naming a view exactly (two views are equal when their keys are). With unlimited passes the
 * pass number changes nothing a player can do, and is left out when `ignorePass` is set.
 */
export const viewKey = (view: View, ignorePass = false): string => {
  const parts = [
    `${view.rules.draw}/${view.rules.passes}/${view.rules.foundationToTableau ? 1 : 0}`,
    ignorePass ? '' : String(view.pass),
    view.foundations.join(','),
    ...view.columns.map((c) => `${c.down}:${cards(c.up)}`),
    cards(view.stock),
    cards(view.waste),
  ];
  return parts.join('|');
};
