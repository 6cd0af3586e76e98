/**
 * A card is an integer 0..51: `rank * 4 + suit`, rank 0 (Ace) .. 12 (King).
 * Suits are numbered clubs 0, diamonds 1, spades 2, hearts 3, so that the low bit is the colour (1 = red).
 */
export type Card = number;

/** A suit index: 0 clubs, 1 diamonds, 2 spades, 3 hearts. */
export type Suit = 0 | 1 | 2 | 3;

/** Suit letters by suit index. */
export const SUIT_LETTERS = ['C', 'D', 'S', 'H'] as const;

/** Suits in the contract's order (C D H S), used wherever suits are listed for people. */
export const SUITS_IN_ORDER: readonly Suit[] = [0, 1, 3, 2];

/** Rank letters by rank index (T is ten). */
export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

/** Number of ranks in a suit. */
export const RANKS = 13;

/** Number of cards in the deck. */
export const DECK_SIZE = 52;

/** Rank index of a King. */
export const KING = 12;

/** The card of a rank index and suit. */
export const cardOf = (rank: number, suit: Suit): Card => rank * 4 + suit;

/** Rank index of a card: 0 = Ace .. 12 = King. */
export const rankOf = (card: Card): number => card >> 2;

/** Suit index of a card. */
export const suitOf = (card: Card): Suit => (card & 3) as Suit;

/** Whether a card is red (diamonds or hearts). */
export const isRed = (card: Card): boolean => (card & 1) === 1;

/** Whether `card` may be placed on `onto` in the tableau: one rank lower and the other colour. */
export const buildsOn = (card: Card, onto: Card): boolean =>
  onto >> 2 === (card >> 2) + 1 && ((card ^ onto) & 1) === 1;

/** The suit index of a suit letter (any case), or -1. */
export const parseSuit = (letter: string): Suit | -1 => {
  const i = SUIT_LETTERS.indexOf(letter.toUpperCase() as (typeof SUIT_LETTERS)[number]);
  return i < 0 ? -1 : (i as Suit);
};

/** Parses a two-character card like `TH` or `as`; undefined when it is not a card. */
export const parseCard = (text: string): Card | undefined => {
  if (text.length !== 2) return undefined;
  const rank = RANK_LETTERS.indexOf(text[0]?.toUpperCase() as (typeof RANK_LETTERS)[number]);
  const suit = parseSuit(text[1] ?? '');
  return rank < 0 || suit === -1 ? undefined : cardOf(rank, suit);
};

/** The two-character text of a card, upper case. */
export const makeCard = (card: Card): string => `${RANK_LETTERS[rankOf(card)]}${SUIT_LETTERS[suitOf(card)]}`;

const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'] as const;
const SUIT_NAMES = ['clubs', 'diamonds', 'spades', 'hearts'] as const;

/** The English name of a suit index, plural ("hearts"). */
export const suitName = (suit: Suit): string => SUIT_NAMES[suit];

/** The English name of a card, e.g. "10 of hearts", "Queen of spades". */
export const cardName = (card: Card): string => `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
