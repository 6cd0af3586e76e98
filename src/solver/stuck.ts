import type { Position } from '../engine/index.ts';
import { firstOfKind, isKing, kindOf, parentKind } from './cards.ts';
import { goesUp, HELD, HOME, type Layout, lands, layoutOf, settle, UP } from './facts.ts';

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
  const cards = layout.columns[c] as readonly number[];
  const x = cards[i] as number;
  // A card that stays cannot go up before x leaves: once in the tableau, it is there till then.
  const stays = (card: number): boolean => ((facts[card] as number) & HOME) === 0;
  const known = new Known(layout.onParent.slice(), new Uint8Array(52), new Int8Array(26));
  for (let card = 0; card < 52; card++)
    if ((layout.start[card] as number) & UP && known.needy[card] && stays(card)) known.out[card] = 1;
  // k: the card of column c about to turn up, every card above it having left its place; at last
  // (k = i - 1) the time x leaves.
  for (let k = (layout.downs[c] as number) - 1; k >= i - 1; k--) {
    for (let j = Math.max(k, i) + 1; j < cards.length; j++)
      known.left(cards[j] as number, stays(cards[j] as number));
    const free = (card: number): boolean => {
      const at = cards.indexOf(card);
      return ((facts[card] as number) & UP) > 0 && (at < 0 || at > k);
    };
    if (k >= i) {
      if (known.crowded(free, -1)) return true;
      known.keep(stays);
      continue;
    }
    if (lands(facts, x) && !known.copy().crowded(free, kindOf(x))) return false;
    if (!goesUp(facts, x)) return true;
    // x goes up: the cards of its suit below it are up, so every card that lay on one has left, and
    // neither they nor x (with nothing on it) are free parents.
    const home = new Uint8Array(52);
    for (let y = x - 4; y >= 0; y -= 4) home[y] = 1;
    for (const column of layout.columns) {
      const lowest = column.findIndex((y) => home[y]);
      if (lowest < 0) continue;
      for (const z of column.slice(lowest + 1)) if (!home[z]) known.left(z, stays(z));
    }
    return known.crowded((card) => card !== x && !home[card] && free(card), -1);
  }
  return false;
};
