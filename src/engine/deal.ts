import { type Card, cardOf, DECK_SIZE, makeCard, parseCard, RANKS, SUITS_IN_ORDER } from './card.ts';
import { err, ok, type Result } from './result.ts';
import { Rng } from './rng.ts';

/** A deal: the 52 cards in the order they are dealt (docs/formats.md, "Deal string"). */
export type Deal = readonly Card[];

/** The largest numbered deal. */
export const MAX_SEED = 0xffffffff;

/** Why a deal string was refused. */
export interface DealError {
  readonly code: 'bad-deal';
  readonly message: string;
}

const failDeal = (message: string) => err<DealError>({ code: 'bad-deal', message });

/** Parses a deal string: 52 cards, white space anywhere, any case. */
export const parseDeal = (text: string): Result<Deal, DealError> => {
  const compact = text.replace(/\s+/g, '');
  if (compact.length !== DECK_SIZE * 2) {
    return failDeal(`a deal has 52 cards (104 characters), this one has ${compact.length} characters`);
  }
  const seen = new Set<Card>();
  const cards: Card[] = [];
  for (let i = 0; i < DECK_SIZE; i++) {
    const text2 = compact.slice(2 * i, 2 * i + 2);
    const card = parseCard(text2);
    if (card === undefined) return failDeal(`card ${i + 1} "${text2}" is not a card`);
    if (seen.has(card)) return failDeal(`card ${i + 1} "${makeCard(card)}" appears twice`);
    seen.add(card);
    cards.push(card);
  }
  return ok(cards);
};

/** The deal string of a deal: 104 characters, upper case, no spaces. */
export const makeDeal = (deal: Deal): string => deal.map(makeCard).join('');

/** Whether a value is a valid numbered-deal seed: a whole number 0..2^32-1. */
export const isSeed = (n: number): boolean => Number.isSafeInteger(n) && n >= 0 && n <= MAX_SEED;

/** Why a deal number was refused. */
export interface SeedError {
  readonly code: 'bad-seed';
  readonly message: string;
}

/** Reads a deal number from text: digits only, white space around them ignored, 0..4294967295. */
export const parseSeed = (text: string): Result<number, SeedError> => {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  return isSeed(n)
    ? ok(n)
    : err({ code: 'bad-seed', message: `a deal number is a whole number from 0 to ${MAX_SEED}` });
};

/**
 * The deal of a number. Frozen forever: a fresh deck ordered C, D, H, S and Ace..King within a suit,
 * shuffled by Fisher-Yates from the last position down with `Rng(seed)`. Assumes `isSeed(seed)`.
 */
export const dealFromSeed = (seed: number): Deal => {
  const deck: Card[] = [];
  for (const suit of SUITS_IN_ORDER) for (let rank = 0; rank < RANKS; rank++) deck.push(cardOf(rank, suit));
  const rng = new Rng(seed);
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = t;
  }
  return deck;
};
