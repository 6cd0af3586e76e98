import { type Card, cardOf, makeCard, SUITS_IN_ORDER } from '../../src/engine/index.ts';

/**
 * A deal built so that a short, known line wins: the stock holds Aces..6s in foundation order, and the
 * columns hold 7s..Kings with lower cards nearer the top, so every card can go straight to its foundation.
 */
export const winningDeal = (): string => {
  const stock: Card[] = [];
  for (let rank = 0; rank < 6; rank++) for (const s of SUITS_IN_ORDER) stock.push(cardOf(rank, s));
  const high: Card[] = [];
  for (let rank = 6; rank < 13; rank++) for (const s of SUITS_IN_ORDER) high.push(cardOf(rank, s));
  // Deal slot k (row r, column c) lies c - r cards below the top of its column.
  const slots: { k: number; depth: number }[] = [];
  let k = 0;
  for (let r = 0; r < 7; r++) for (let c = r; c < 7; c++) slots.push({ k: k++, depth: c - r });
  const order = [...slots].sort((a, b) => a.depth - b.depth || a.k - b.k);
  const tableau: Card[] = new Array(28);
  order.forEach((slot, i) => {
    tableau[slot.k] = high[i] as Card;
  });
  return [...tableau, ...stock].map(makeCard).join('');
};
