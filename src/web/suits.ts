import type { Suit } from '../engine/index.ts';

/** Suit shapes as SVG path data in a 100×100 box, by suit index (clubs, diamonds, spades, hearts). */
export const SUIT_PATHS: Record<Suit, string> = {
  0: 'M50 6a21 21 0 0 1 20 28a21 21 0 1 1-6 39q-6-4-9-9l5 31h-20l5-31q-3 5-9 9a21 21 0 1 1-6-39a21 21 0 0 1 20-28z',
  1: 'M50 2L86 50L50 98L14 50Z',
  2: 'M50 4C64 24 96 40 96 64c0 14-10 22-22 22c-8 0-14-4-18-10l6 22h-24l6-22c-4 6-10 10-18 10c-12 0-22-8-22-22C4 40 36 24 50 4Z',
  3: 'M50 94C30 74 4 58 4 32C4 16 16 6 29 6c10 0 17 6 21 14c4-8 11-14 21-14c13 0 25 10 25 26c0 26-26 42-46 62Z',
};

/** Short rank labels shown in a card's index. */
export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
