import type { Card, Position } from '../../src/engine/index.ts';
import * as engine from '../../src/engine/index.ts';

// Vitest reaches every imported binding through a getter, which slows these loops several times over in
// the tests; local copies keep them plain.
const { COLUMNS, KING, rankOf, suitOf } = engine;

// A proof of loss by relaxation (docs/crosscheck.md, Lemma 11). A card "leaves its place" the first
// time it moves. In a line that wins, every card does. A card can leave its place only:
//   - to its foundation, when every lower card of its suit has left its place and no card of its
//     column lies on it;
//   - onto a parent (one rank higher, the other colour) on top of a column: a parent still in its
//     place with every card above it gone, or one that has left its place and can lie on a column
//     (a "placeable" card: one that has left and has such a parent itself, or a King with an empty
//     column); a King only into an empty column, one whose cards have all left their places;
//   - from a column, only when every card above it has left, or when it is face up: then the cards
//     above it (a run) go with it;
//   - from the talon, only when it can come to the waste top: under draw N the cards turned with it
//     and above it must leave first, which the talon's order decides;
//   - and, without foundation-to-tableau, a card on a foundation at the start never lies on a column.
// The least sets closed under these rules hold every card that leaves its place, and every card that
// lies on a column after leaving it, in any line of play under the position's rules. When the first
// is not every card, the position is lost.

/** Where a card lies at the start: a column, the talon, or the foundations. */
export const TALON = COLUMNS;
export const UP = COLUMNS + 1;

/**
 * Whether talon card t_k (k from 1; `talon` in dealing order) can ever come to the waste top, given
 * the cards that can leave their places (`gone`): docs/crosscheck.md, Lemma 11, (c1)-(c4).
 */
const canShow = (pos: Position, talon: readonly Card[], gone: Uint8Array, k: number): boolean => {
  const w = pos.waste.length;
  const draw = pos.rules.draw;
  // M: the cards right after t_k that can leave, up to the first that cannot.
  let after = 0;
  while (k + after < talon.length && gone[talon[k + after] as Card] === 1) after++;
  if (k + after === talon.length) return true;
  // a(k - start): the cards turned after t_k in its group, when the pass starts from waste size `start`.
  const above = (start: number) => draw - 1 - ((((k - start - 1) % draw) + draw) % draw);
  if (k <= w ? after >= w - k : above(w) <= after) return true;
  if (pos.pass >= pos.rules.passes) return false;
  // After a redeal, r of the cards before t_k may have left (r at most R, those that can).
  let before = 0;
  for (let i = 0; i < k - 1; i++) if (gone[talon[i] as Card] === 1) before++;
  for (let r = 0; r <= before && r < draw; r++) if (above(r) <= after) return true;
  return false;
};

/** Whether every lower card of the card's suit is in `gone`. */
export const lowerGone = (gone: Uint8Array, card: Card): boolean => {
  for (let r = 0; r < rankOf(card); r++) if (gone[r * 4 + suitOf(card)] === 0) return false;
  return true;
};

/** Where each card of a position lies at its start. */
export interface Layout {
  /** A column (0-6), the talon (`TALON`) or the foundations (`UP`). */
  readonly where: Uint8Array;
  /** A column card's place from the bottom (0 first); a talon card's k, from 1 (t_k, dealing order). */
  readonly index: Uint8Array;
  /** 1 for a face-up column card. */
  readonly faceUp: Uint8Array;
  /** Each column's cards, bottom first. */
  readonly columns: readonly (readonly Card[])[];
  /** The talon in dealing order: waste bottom to top, then stock top to bottom. */
  readonly talon: readonly Card[];
}

export const layout = (pos: Position): Layout => {
  const where = new Uint8Array(52).fill(TALON);
  const index = new Uint8Array(52);
  const faceUp = new Uint8Array(52);
  for (let s = 0; s < 4; s++) for (let r = 0; r < (pos.foundations[s] as number); r++) where[r * 4 + s] = UP;
  const columns = pos.columns.map((col, c) => {
    const cards = [...col.down, ...col.up];
    cards.forEach((card, k) => {
      where[card] = c;
      index[card] = k;
      faceUp[card] = k >= col.down.length ? 1 : 0;
    });
    return cards;
  });
  const talon = [...pos.waste, ...pos.stock.slice().reverse()];
  talon.forEach((card, i) => {
    index[card] = i + 1;
  });
  return { where, index, faceUp, columns, talon };
};

/** Cards of one column, from the bottom up to place `index` (0 the bottom), held in their places. */
export interface Held {
  readonly column: number;
  readonly index: number;
}

/** Lemma 11's sets: G, the cards that can leave their places, and T, those that can then lie on a column. */
export interface Reach {
  readonly gone: Uint8Array;
  readonly placeable: Uint8Array;
}

/**
 * Lemma 11's least sets G and T (`gone`, `placeable`, 1 for a member) for `pos` under its own rules;
 * with `held`, the least sets closed under the same rules that hold no held card (Lemma 12: what can
 * happen before a held card first moves).
 */
export const reach = (pos: Position, held?: Held, at: Layout = layout(pos)): Reach => {
  const { where, index, faceUp, columns, talon } = at;
  const gone = new Uint8Array(52);
  const placeable = new Uint8Array(52);
  // Per column: how many of its cards, from the bottom, have not left yet (all those above have).
  const stay = columns.map((cards) => cards.length);
  let goneCount = 0;
  for (let card = 0; card < 52; card++) {
    if (where[card] === UP) {
      gone[card] = 1;
      goneCount++;
    }
  }
  // In a column, with every card above it gone (the card itself gone or not).
  const exposed = (card: Card): boolean => {
    const w = where[card] as number;
    return w < COLUMNS && (index[card] as number) + 1 >= (stay[w] as number);
  };
  // A place on a column for the card: a parent there, or an empty column for a King.
  const hasPlace = (card: Card): boolean => {
    if (rankOf(card) === KING) return stay.includes(0);
    for (let k = 0; k < 2; k++) {
      const parent = (rankOf(card) + 1) * 4 + (((card & 1) ^ 1) | (k << 1));
      if (placeable[parent] === 1 || exposed(parent)) return true;
    }
    return false;
  };
  const canLeave = (card: Card): boolean => {
    const inTalon = where[card] === TALON;
    if (inTalon && !canShow(pos, talon, gone, index[card] as number)) return false;
    const free = inTalon || exposed(card);
    if (free && lowerGone(gone, card)) return true;
    return (free || faceUp[card] === 1) && hasPlace(card);
  };
  const isHeld = (card: Card): boolean =>
    held !== undefined && where[card] === held.column && (index[card] as number) <= held.index;
  for (let changed = true; changed && goneCount < 52; ) {
    changed = false;
    for (let card = 0; card < 52; card++) {
      // Without foundation-to-tableau the position's foundation cards never come down.
      const comesDown = where[card] !== UP || pos.rules.foundationToTableau;
      if (gone[card] === 1 && placeable[card] === 0 && comesDown && hasPlace(card)) {
        placeable[card] = 1;
        changed = true;
      }
      if (gone[card] === 1 || isHeld(card) || !canLeave(card)) continue;
      changed = true;
      const w = where[card] as number;
      if (w === TALON) {
        gone[card] = 1;
        goneCount++;
        continue;
      }
      // The card leaves, and with it every card above it in its column.
      const from = index[card] as number;
      for (let k = from; k < (stay[w] as number); k++) {
        const above = (columns[w] as Card[])[k] as Card;
        if (gone[above] === 0) {
          gone[above] = 1;
          goneCount++;
        }
      }
      stay[w] = from;
    }
  }
  return { gone, placeable };
};

/**
 * Whether Lemma 11 proves `pos` lost under its own rules: some card can never leave its place.
 */
export const stranded = (pos: Position): boolean => reach(pos).gone.includes(0);
