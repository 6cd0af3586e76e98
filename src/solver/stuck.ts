import type { Position } from '../engine/index.ts';
import { firstOfKind, isKing, KING, kindOf, parentKind } from './cards.ts';
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
  const tops = columns.map((cards, c) => Math.min(position.columns[c]?.down.length ?? 0, cards.length - 1));
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
      if (isKing(x) || goesUp(facts, x)) continue;
      if (!lands(facts, x) || parentsRunOut(facts, layout, position, c, i)) return x;
    }
  }
  return -1;
};

/**
 * Section 5.2, the count of parents: whether x = the i-th card of column c (held in `facts`, unable
 * to go up) finds no free parent when it leaves, because cards that cannot go up before then take
 * every parent of its kind. Looks at the times the face-down cards above x turn up, then at the time
 * x leaves.
 */
const parentsRunOut = (
  facts: Uint8Array,
  layout: Layout,
  position: Position,
  c: number,
  i: number,
): boolean => {
  const cards = layout.columns[c] as readonly number[];
  const downs = position.columns[c]?.down.length ?? 0;
  const x = cards[i] as number;
  // A card that stays: it cannot go up before x leaves, so once in the tableau it is there till then.
  const stays = (card: number): boolean => ((facts[card] as number) & HOME) === 0;
  // Non-King cards that lie on a parent whenever they lie face up in the tableau: those not in it in
  // the position and those on a parent there (a non-King card enters a column only onto a parent),
  // and in time those that have left their places.
  const onParent = new Uint8Array(52).fill(1);
  for (const { down, up } of position.columns) {
    for (const card of down) onParent[card] = 0;
    up.forEach((card, j) => {
      const under = up[j - 1];
      onParent[card] = under !== undefined && kindOf(under) === parentKind(kindOf(card)) ? 1 : 0;
    });
  }
  for (let card = KING * 4; card < 52; card++) onParent[card] = 0;
  // What is known at the time looked at: cards that lie face up in the tableau on a parent (`out`),
  // and at least how many cards of each kind do (`least`).
  const out = new Uint8Array(52);
  for (const { up } of position.columns)
    for (const card of up) if (onParent[card] && stays(card)) out[card] = 1;
  let least = new Int8Array(26);
  // k: the card of column c about to turn up, every card above it having left its place; at last
  // (k = i - 1) the time x leaves.
  for (let k = downs - 1; k >= i - 1; k--) {
    for (let j = Math.max(k, i) + 1; j < cards.length; j++) {
      const card = cards[j] as number;
      if (isKing(card)) continue;
      onParent[card] = 1;
      if (stays(card)) out[card] = 1;
    }
    const free = (card: number): boolean => {
      const at = cards.indexOf(card);
      return ((facts[card] as number) & UP) > 0 && (at < 0 || at > k);
    };
    if (crowded(out, least, onParent, free, k < i ? kindOf(x) : -1)) return true;
    // What is still known at the next time: the cards that stay.
    const next = new Int8Array(26);
    for (let t = 0; t < 26; t++) {
      const first = firstOfKind(t);
      const gone = (stays(first) ? 0 : 1) + (stays(first + 2) ? 0 : 1);
      next[t] = Math.max(0, (least[t] as number) - gone);
    }
    least = next;
    for (let card = 0; card < 52; card++) if (!stays(card)) out[card] = 0;
  }
  return false;
};

/**
 * Whether the cards known to lie on parents at one time (and one more card of kind `leaving`, about
 * to land on a free parent) need more parents than may lie face up. What the parents' own needs force
 * is added to `out` and `least` as it is found.
 */
const crowded = (
  out: Uint8Array,
  least: Int8Array,
  onParent: Uint8Array,
  free: (card: number) => boolean,
  leaving: number,
): boolean => {
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
      // Of the parents used, those that need a parent themselves are out too: at least as many as the
      // others cannot make up, and by name when that is all of them.
      const needy = parents.filter((p) => onParent[p]);
      const more = need - (parents.length - needy.length);
      if (more <= 0) continue;
      if (more === needy.length)
        for (const p of needy)
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
};
