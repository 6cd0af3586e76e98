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
  /**
   * The steps the player has taken since its last progress, oldest first, each as `stepKey` of the
   * keys (`viewKey`) of the views before and after it: what a player who remembers would not do
   * again, so as not to go round in circles.
   */
  readonly visited: readonly string[];
}

/** Marks the cards face up in a position: columns' runs and the waste (foundation cards were seen too). */
const markFaceUp = (pos: Position, seen: Uint8Array): void => {
  for (const col of pos.columns) for (const c of col.up) seen[c] = 1;
  for (const c of pos.waste) seen[c] = 1;
  pos.foundations.forEach((h, suit) => {
    for (let r = 0; r < h; r++) seen[r * 4 + suit] = 1;
  });
};

/** Cards up on the foundations. */
const upCount = (pos: Position): number => pos.foundations.reduce((a, b) => a + b, 0);

const seenCount = (seen: Uint8Array): number => seen.reduce((a, b) => a + b, 0);

/** The view of `position` under a set of seen cards, without memory of earlier views. */
const bareView = (position: Position, seen: Uint8Array): View => {
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
    visited: [],
  };
};

/**
 * The view of `position` for a player who saw every position of `earlier`, the game's positions
 * before this one in the order they were played: a card face up in any of them has been seen and is
 * remembered, and so are the steps since the last progress (a card seen for the first time, or more
 * cards up than ever before). Face-down tableau cards are only counted; a stock card is named only
 * if it was seen.
 */
export const viewOf = (position: Position, earlier: readonly Position[] = []): View => {
  const seen = new Uint8Array(DECK_SIZE);
  // The last progress: the index (in earlier, then position at earlier.length) where it happened.
  let last = 0;
  let seenSoFar = 0;
  let bestUp = -1;
  const all = [...earlier, position];
  for (let k = 0; k < all.length; k++) {
    const p = all[k] as Position;
    markFaceUp(p, seen);
    const n = seenCount(seen);
    const up = upCount(p);
    if (k === 0 || n > seenSoFar || up > bestUp) last = k;
    seenSoFar = n;
    bestUp = Math.max(bestUp, up);
  }
  const view = bareView(position, seen);
  const visited: string[] = [];
  let from = last < earlier.length ? viewKey(bareView(earlier[last] as Position, seen)) : '';
  for (let k = last; k < earlier.length; k++) {
    const to = viewKey(k + 1 < earlier.length ? bareView(earlier[k + 1] as Position, seen) : view);
    visited.push(stepKey(from, to));
    from = to;
  }
  return { ...view, visited };
};

/** The key of a step from the view with key `from` to the view with key `to`. */
export const stepKey = (from: string, to: string): string => `${from}>${to}`;

/** The keys of the views the player has been at since its last progress (the ends of its steps). */
export const visitedViews = (view: View): Set<string> =>
  new Set(view.visited.flatMap((step) => step.split('>')));

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
 * A text naming what a view shows (its memory of earlier views aside): two views show the same when
 * their keys are equal. With unlimited passes the pass number changes nothing a player can do, and is
 * left out.
 */
export const viewKey = (view: View): string => {
  const parts = [
    `${view.rules.draw}/${view.rules.passes}/${view.rules.foundationToTableau ? 1 : 0}`,
    Number.isFinite(view.rules.passes) ? String(view.pass) : '',
    view.foundations.join(','),
    ...view.columns.map((c) => `${c.down}:${cards(c.up)}`),
    cards(view.stock),
    cards(view.waste),
  ];
  return parts.join('|');
};
