import type { Card, Position } from '../../src/engine/index.ts';
import * as engine from '../../src/engine/index.ts';
import type { Layout, Reach } from './stranded.ts';
import * as lemma11 from './stranded.ts';

// Vitest reaches every imported binding through a getter, which slows these loops several times over in
// the tests; local copies keep them plain.
const { COLUMNS, KING, rankOf, suitOf } = engine;
const { layout, lowerGone, reach, TALON, UP } = lemma11;

// A proof of loss by counting parents (docs/crosscheck.md, Lemma 12). Take a card x of a column that
// lies face down or is its column's lowest face-up card, and suppose it moves, first at move T, from
// position Y. Before T, x and the cards under it stay in their places, so Lemma 11's sets with them
// held bound what can have happened by Y. At Y every non-King card that has left its place and is not
// on a foundation lies on a card of its parent kind (one rank higher, the other colour), and a card
// holds one card at a time; at T, x goes up, or lands on a parent with nothing on it. The deduction
// below derives which cards must have left by Y, which must be on the foundations and which must lie
// on a parent, and how many of each kind at least; when every way x can move leads to more cards of
// a kind on parents than there can be parents, x never moves and the position is lost.

/** Kinds: rank and colour, 2 * rank + colour (the colour is the suit's low bit). */
const kindOf = (card: Card): number => rankOf(card) * 2 + (card & 1);
/** The two cards of a kind. */
const cardsOf = (kind: number): readonly [Card, Card] => {
  const base = (kind >> 1) * 4 + (kind & 1);
  return [base, base + 2];
};
/** The parent kind of a non-King kind. */
const parentKind = (kind: number): number => kind + 2 + (kind & 1 ? -1 : 1);

const NON_KING_KINDS = KING * 2;

/** Whether the card and every lower card of its suit are in `gone` (the set F of Lemma 12). */
const suitUpTo = (gone: Uint8Array, card: Card): boolean => gone[card] === 1 && lowerGone(gone, card);

/**
 * How x stands at Y: it goes up at the next move, lands on a column at the next move, or has just
 * been uncovered (x lies face down in X, every card above it has left, and Y is the first position
 * where that is so: no card lies on x yet).
 */
type Way = 'up' | 'lands' | 'uncovered';

/** Facts carried from an earlier time to a later one: cards known to have left, and to lie on a parent. */
interface Carried {
  readonly left: Uint8Array;
  readonly on: Uint8Array;
}

/**
 * The deduction of Lemma 12 at Y for x standing as `way`, from the facts `carried` from earlier
 * times: its sets L and O, or undefined when it fails (no line of play reaches such a Y).
 */
const deduce = (
  pos: Position,
  at: Layout,
  x: Card,
  sets: Reach,
  way: Way,
  carried: Carried,
): Carried | undefined => {
  const goesUp = way === 'up';
  const { where, index, faceUp, columns } = at;
  const { gone, placeable } = sets;
  const column = where[x] as number;
  const place = index[x] as number;
  const inColumn = (card: Card) => (where[card] as number) < COLUMNS;
  const above = (card: Card): readonly Card[] =>
    (columns[where[card] as number] as Card[]).slice((index[card] as number) + 1);
  // F: can be on a foundation at Y.
  const mayBeUp = (card: Card): boolean => suitUpTo(gone, card);
  // Lies in X on the card of its parent kind under it: face up, not its column's lowest face-up card.
  const onParentInX = (card: Card): boolean =>
    inColumn(card) &&
    faceUp[card] === 1 &&
    (index[card] as number) > 0 &&
    faceUp[(columns[where[card] as number] as Card[])[(index[card] as number) - 1] as Card] === 1;
  const left = carried.left.slice();
  const up = new Uint8Array(52);
  const on = carried.on.slice();
  const shown = new Uint8Array(52);
  const least = new Int8Array(26);
  const lands = way === 'lands' && rankOf(x) !== KING ? kindOf(x) : -1;

  // May lie face up in a column at Y (holding a card: one just uncovered holds none).
  const available = (p: Card): boolean => {
    if (up[p] === 1 || (way === 'uncovered' && p === x)) return false;
    if (where[p] === TALON || where[p] === UP) return placeable[p] === 1;
    if (where[p] === column && (index[p] as number) < place) return false;
    return faceUp[p] === 1 || above(p).every((card) => gone[card] === 1);
  };
  // May lie in a column at Y on no card of its parent kind.
  const unheld = (p: Card): boolean =>
    rankOf(p) === KING || (inColumn(p) && left[p] === 0 && !onParentInX(p));
  const count = (kind: number, set: Uint8Array): number =>
    cardsOf(kind).filter((card) => set[card] === 1).length;

  const mark = (set: Uint8Array, cards: readonly Card[]): boolean => {
    let changed = false;
    for (const card of cards) {
      if (set[card] === 0) {
        set[card] = 1;
        changed = true;
      }
    }
    return changed;
  };
  for (let card = 0; card < 52; card++) {
    if (where[card] === UP) {
      left[card] = 1;
      if (!pos.rules.foundationToTableau) up[card] = 1;
    }
    if (onParentInX(card) && !mayBeUp(card)) on[card] = 1;
  }
  mark(left, goesUp || faceUp[x] === 0 ? above(x) : []);
  if (goesUp) for (let r = 0; r < rankOf(x); r++) up[r * 4 + suitOf(x)] = 1;

  for (let changed = true; changed; ) {
    changed = false;
    for (let card = 0; card < 52; card++) {
      if (up[card] === 1) {
        if (on[card] === 1 || shown[card] === 1) return undefined;
        for (let r = 0; r < rankOf(card); r++) changed = mark(up, [r * 4 + suitOf(card)]) || changed;
        changed = mark(left, [card]) || changed;
      }
      if (left[card] === 1) {
        if (gone[card] === 0) return undefined;
        if (inColumn(card)) changed = mark(left, above(card)) || changed;
        if (rankOf(card) !== KING && !mayBeUp(card)) changed = mark(on, [card]) || changed;
      }
      if (shown[card] === 1) changed = mark(left, above(card)) || changed;
    }
    for (let kind = 0; kind < NON_KING_KINDS; kind++) {
      const need = Math.max(count(kind, on), least[kind] as number) + (lands === kind ? 1 : 0);
      const pk = parentKind(kind);
      const parents = cardsOf(pk).filter(available);
      if (need > parents.length) return undefined;
      const atLeast = need - parents.filter(unheld).length;
      if (atLeast > (least[pk] as number)) {
        least[pk] = atLeast;
        changed = true;
      }
      if (need > 0 && need === parents.length) {
        changed =
          mark(
            on,
            parents.filter((p) => !unheld(p)),
          ) || changed;
        changed =
          mark(
            shown,
            parents.filter((p) => inColumn(p) && faceUp[p] === 0),
          ) || changed;
      }
      // A card of this kind that has left, is in F and is not known on a parent: if the parents
      // would not hold it beside the others, it is on its foundation.
      for (const card of cardsOf(kind)) {
        if (left[card] === 0 || up[card] === 1 || on[card] === 1) continue;
        if (count(kind, on) + 1 + (lands === kind ? 1 : 0) > parents.length)
          changed = mark(up, [card]) || changed;
      }
    }
  }
  return { left, on };
};

/**
 * Whether no line of play moves the card at place `i` of column `c` (Lemma 12); `held(k)` is Lemma
 * 11's sets with the cards of c up to place k held.
 */
const neverMoves = (pos: Position, at: Layout, c: number, i: number, held: (k: number) => Reach): boolean => {
  const cards = at.columns[c] as Card[];
  const x = cards[i] as Card;
  const sets = held(i);
  // Cards that lie on a parent at some time before x moves and cannot go up before it does lie on
  // a parent until it moves: the face-down cards above x, then x, are uncovered one by one, top
  // first.
  let carried: Carried = { left: new Uint8Array(52), on: new Uint8Array(52) };
  const down = (pos.columns[c] as { down: readonly Card[] }).down.length;
  for (let k = down - 1; k >= i; k--) {
    const then = deduce(pos, at, cards[k] as Card, held(k), 'uncovered', carried);
    if (then === undefined) return true;
    const on = then.on.map((held, card) => (held === 1 && !suitUpTo(sets.gone, card) ? 1 : 0));
    carried = { left: then.left, on };
  }
  if (lowerGone(sets.gone, x) && deduce(pos, at, x, sets, 'up', carried) !== undefined) return false;
  return deduce(pos, at, x, sets, 'lands', carried) === undefined;
};

/**
 * Whether Lemma 12 proves `pos` lost under its own rules: some card of a column, face down or the
 * lowest face up, can never move.
 */
export const crowded = (pos: Position): boolean => {
  const at = layout(pos);
  for (let c = 0; c < COLUMNS; c++) {
    const col = pos.columns[c];
    if (col === undefined || col.up.length === 0) continue;
    // Each place's sets once: every card tried in the column asks for those above it.
    const sets: Reach[] = [];
    const held = (k: number): Reach => {
      sets[k] ??= reach(pos, { column: c, index: k }, at);
      return sets[k];
    };
    for (let i = 0; i <= col.down.length; i++) if (neverMoves(pos, at, c, i, held)) return true;
  }
  return false;
};
