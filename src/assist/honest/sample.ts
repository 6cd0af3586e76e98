/**
 * Samples of the hidden cards: full positions consistent with a view (docs/honest.md). A sample puts
 * the view's unseen cards, shuffled, in its hidden places (face-down tableau cards, stock cards never
 * turned up); everything the view shows stays where it is.
 */
import { type Card, type Column, type Position, Rng } from '../../engine/index.ts';
import type { View } from './view.ts';

/** A 32-bit hash of a text (FNV-1a), mixed with a seed. */
export const hash32 = (text: string, seed = 0): number => {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // The murmur3 finaliser spreads the last characters over all bits.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** The unseen cards in a random order (Fisher-Yates with `rng`). */
const shuffled = (cards: readonly Card[], rng: Rng): Card[] => {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = out[i] as Card;
    out[i] = out[j] as Card;
    out[j] = t;
  }
  return out;
};

/**
 * A full position consistent with `view`: its unseen cards dealt at random (from `rng`) into the
 * face-down places of the columns, column 1 first and bottom to top, then the unseen stock places.
 */
export const samplePosition = (view: View, rng: Rng): Position => {
  const deck = shuffled(view.unseen, rng);
  let k = 0;
  const columns: Column[] = view.columns.map((c) => {
    const down = deck.slice(k, k + c.down);
    k += c.down;
    return { down, up: c.up.slice() };
  });
  const stock = view.stock.map((c) => (c === null ? (deck[k++] as Card) : c));
  if (k !== deck.length) throw new Error(`a view with ${deck.length} unseen cards has ${k} hidden places`);
  return {
    rules: view.rules,
    columns,
    foundations: view.foundations.slice(),
    stock,
    waste: view.waste.slice(),
    pass: view.pass,
  };
};
