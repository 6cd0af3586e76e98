import type { Position } from '../engine/index.ts';
import { firstOfKind, isKing, kindOf, parentKind } from './cards.ts';
import { FOUNDATION, goesUp, HELD, HOME, type Layout, lands, layoutOf, settle, UP } from './facts.ts';

/**
 * Proofs of loss by stuck cards (docs/solver.md, section 5.2): a tableau card that can never leave
 * its place, so that it never goes up. Dearer than `blockedCard` (a closure of the facts for each card
 * tried, some 25 of them), and found where that finds nothing.
 *
 * For a card x lying face down or lowest face up, the facts are worked out with x and the cards
 * under it held (they neither go up nor leave): every event before x first leaves its place is among
 * them. If x cannot go up by then, it can only leave onto a parent (a card one rank higher of the
 * other colour lying face up). Cards that cannot go up before x leaves stay in the tableau once they
 * are there, each on a parent of its own: if they must take every parent x could use, or there is
 * none, x never leaves.
 */

/** Holds a card that is not held, or lets one go that is. */
const toggle = (facts: Uint8Array, card: number): void => {
  facts[card] = (facts[card] as number) ^ HELD;
};

/**
 * A tableau card of `position` that can never leave its place, so that the position is lost; -1
 * when the argument finds none (which proves nothing).
 */
export const stuckCard = (position: Position): number => {
  const layout = layoutOf(position);
  const { columns } = layout;
  // Each column's cards that are tried: the face-down ones and the lowest face-up one.
  const tops = columns.map((cards, c) => Math.min(layout.downs[c] as number, cards.length - 1));
  const toggleColumn = (facts: Uint8Array, c: number): void => {
    const cards = columns[c] as readonly number[];
    for (let i = 0; i <= (tops[c] as number); i++) toggle(facts, cards[i] as number);
  };
  // The more cards are held, the fewer facts, and a least fixed point may be sought from below it:
  // so each closure grows from one with more cards held. The first of all holds every column's.
  const everyColumn = layout.start.slice();
  columns.forEach((_, c) => toggleColumn(everyColumn, c));
  settle(everyColumn, layout);
  const facts = new Uint8Array(52);
  for (const [c, cards] of columns.entries()) {
    const top = tops[c] as number;
    facts.set(everyColumn);
    columns.forEach((_, d) => {
      if (d !== c) toggleColumn(facts, d);
    });
    for (let i = top; i >= 0; i--) {
      if (i < top) toggle(facts, cards[i + 1] as number);
      settle(facts, layout);
      const x = cards[i] as number;
      if (!isKing(x) && neverLeaves(facts, layout, c, i)) return x;
    }
  }
  return -1;
};

/**
 * What is known to lie in the tableau at one time (section 5.2, "The count"): cards that lie face up
 * on a parent (`out`), and at least how many cards of each kind do (`least`).
 */
class Known {
  constructor(
    /** 1 for a non-King card that lies on a parent whenever it lies face up in the tableau. */
    readonly needy: Uint8Array,
    readonly out: Uint8Array,
    readonly least: Int8Array,
  ) {}

  copy(): Known {
    return new Known(this.needy.slice(), this.out.slice(), this.least.slice());
  }

  /** A non-King card has left its place: it needs a parent from now on, and is out if it stays. */
  left(card: number, stays: boolean): void {
    if (isKing(card)) return;
    this.needy[card] = 1;
    if (stays) this.out[card] = 1;
  }

  /** Keeps what lasts until x leaves: the cards that stay. */
  keep(stays: (card: number) => boolean): void {
    for (let t = 0; t < 26; t++) {
      const first = firstOfKind(t);
      const gone = (stays(first) ? 0 : 1) + (stays(first + 2) ? 0 : 1);
      this.least[t] = Math.max(0, (this.least[t] as number) - gone);
    }
    for (let card = 0; card < 52; card++) if (!stays(card)) this.out[card] = 0;
  }

  /**
   * Whether the cards known to be out (and one more card of kind `leaving`, about to land on a free
   * parent) need more parents than are `free`. What the parents' own needs force is added as found.
   */
  crowded(free: (card: number) => boolean, leaving: number): boolean {
    const { out, least, needy } = this;
    for (let changed = true; changed; ) {
      changed = false;
      // Every kind but the Kings' (the last two).
      for (let t = 0; t < 24; t++) {
        const first = firstOfKind(t);
        const named = (out[first] as number) + (out[first + 2] as number);
        const need = Math.max(least[t] as number, named) + (t === leaving ? 1 : 0);
        if (need === 0) continue;
        const pt = parentKind(t);
        const parents = [firstOfKind(pt), firstOfKind(pt) + 2].filter(free);
        if (need > parents.length) return true;
        // Of the parents used, those that need a parent themselves are out too: at least as many as
        // the others cannot make up, and by name when that is all of them.
        const needing = parents.filter((p) => needy[p]);
        const more = need - (parents.length - needing.length);
        if (more <= 0) continue;
        if (more === needing.length)
          for (const p of needing)
            if (!out[p]) {
              out[p] = 1;
              changed = true;
            }
        if (more > (least[pt] as number)) {
          least[pt] = more;
          changed = true;
        }
      }
    }
    return false;
  }
}

/**
 * Whether x = the i-th card of column c (held in `facts`) can never leave its place: the count fails
 * at a time a face-down card above x turns up, or when x is to leave it can neither land on a free
 * parent nor go up.
 */
const neverLeaves = (facts: Uint8Array, layout: Layout, c: number, i: number): boolean => {
  const { columns } = layout;
  const cards = columns[c] as readonly number[];
  const x = cards[i] as number;
  // Each card's column and place in it (-1 for a card in no column).
  const columnOf = new Int8Array(52).fill(-1);
  const placeOf = new Int8Array(52);
  columns.forEach((column, d) =>
    column.forEach((card, j) => {
      columnOf[card] = d;
      placeOf[card] = j;
    }),
  );
  // A card that stays cannot go up before x leaves: once in the tableau, it is there till then.
  const stays = (card: number): boolean => ((facts[card] as number) & HOME) === 0;
  const known = new Known(layout.onParent.slice(), new Uint8Array(52), new Int8Array(26));
  for (let card = 0; card < 52; card++)
    if ((layout.start[card] as number) & UP && known.needy[card] && stays(card)) known.out[card] = 1;
  // Cards that have left their places by the time looked at (and foundation cards of the position:
  // each is on its foundation or has come down), and cards on their foundations from then until x
  // leaves (`kept`) or at that time only (`home`).
  const left = new Uint8Array(52);
  for (let card = 0; card < 52; card++) if ((layout.start[card] as number) & FOUNDATION) left[card] = 1;
  const kept = new Uint8Array(52);
  let home = kept.slice();
  const leave = (card: number): void => {
    if (left[card]) return;
    left[card] = 1;
    known.left(card, stays(card));
  };
  // Card y and its suit's cards below it are on their foundations now; every card that lay on one
  // of them in the position has left.
  const goHome = (y: number, forGood: boolean): void => {
    for (let z = y; z >= 0 && !(home[z] && (kept[z] || !forGood)); z -= 4) {
      home[z] = 1;
      if (forGood) kept[z] = 1;
      known.out[z] = 0;
      const d = columnOf[z] as number;
      if (d >= 0)
        for (const w of (columns[d] as readonly number[]).slice((placeOf[z] as number) + 1)) leave(w);
    }
  };
  // k: the card of column c about to turn up, every card above it having left its place; at last
  // (k = i - 1) the time x leaves.
  for (let k = (layout.downs[c] as number) - 1; k >= i - 1; k--) {
    for (let j = Math.max(k, i) + 1; j < cards.length; j++) leave(cards[j] as number);
    home = kept.slice();
    // A parent now: face up (so with the held U, and not face down in column c) and not up.
    const free = (card: number): boolean =>
      ((facts[card] as number) & UP) > 0 &&
      !home[card] &&
      (columnOf[card] !== c || (placeOf[card] as number) > k);
    // Never a parent before x leaves: never face up, face down under x, or kept up.
    const never = (card: number): boolean =>
      ((facts[card] as number) & UP) === 0 ||
      kept[card] === 1 ||
      (columnOf[card] === c && (placeOf[card] as number) < i);
    // A card that has left its place and has no parent now is up; kept up if it can have none till x
    // leaves (a card comes down from its foundation only onto a parent).
    const settleHome = (): void => {
      for (let changed = true; changed; ) {
        changed = false;
        for (let y = 0; y < 48; y++) {
          // A card that stays is out, and the count finds it its parent or none.
          if (!left[y] || home[y] || stays(y)) continue;
          const p = firstOfKind(parentKind(kindOf(y)));
          if (free(p) || free(p + 2)) continue;
          goHome(y, never(p) && never(p + 2));
          changed = true;
        }
      }
    };
    settleHome();
    if (k >= i) {
      if (known.crowded(free, -1)) return true;
      known.keep(stays);
      continue;
    }
    if (lands(facts, x) && !known.copy().crowded(free, kindOf(x))) return false;
    if (!goesUp(facts, x)) return true;
    // x goes up: the cards of its suit below it are up, and x (with nothing on it) is no parent.
    if (x >= 4) goHome(x - 4, false);
    settleHome();
    return known.crowded((card) => card !== x && free(card), -1);
  }
  return false;
};
