import {
  buildsOn,
  type Card,
  type Column,
  KING,
  legalMoves,
  type Move,
  makeMove,
  type Position,
} from '../engine/index.ts';

/**
 * Why the rule of thumb picked a move (docs/assist.md, "Hints"), in the order it prefers them:
 * - `foundation`: a card goes up to its foundation (first when no card can still need it: an Ace, a Two,
 *   or both foundations of the other colour up to its rank; otherwise after the moves below);
 * - `uncover`: the move turns up a face-down card (the larger the pile under it, the sooner);
 * - `empty-column`: a column is emptied while a King waits for it (or, late, with no King waiting);
 * - `waste`: the waste's top card goes to the tableau;
 * - `free-card`: part of a run moves and leaves a card that can go up, or take the waste's top card;
 * - `stock`: turn the stock (or turn the waste over for another pass);
 * - `other`: none of the above is open; any legal move rather than none (a card back from its
 *   foundation that a face-up card could then go onto, then part of a run moved between twins, then
 *   the rest).
 */
export type SuggestReason =
  | 'foundation'
  | 'uncover'
  | 'empty-column'
  | 'waste'
  | 'free-card'
  | 'stock'
  | 'other';

/** A move chosen by the rule of thumb, not by a winning line: its notation and why. */
export interface Suggestion {
  /** The move in contract notation (`Tn>Tm` without `:k`, as the solver's lines). */
  readonly move: string;
  readonly reason: SuggestReason;
}

/** Why a suggested move, in words that follow "it" ("it turns up a face-down card"). */
export const REASON_WORDS: Record<SuggestReason, string> = {
  foundation: 'puts a card on its foundation',
  uncover: 'turns up a face-down card',
  'empty-column': 'empties a column for a King',
  waste: "plays the waste's top card",
  'free-card': 'frees a card to play',
  stock: 'turns the stock for a new card',
  other: 'is the only kind of move left',
};

// Tiers, best first; within a tier the tiebreak (below 1000) decides, then the engine's move order.
const TIER = {
  safeFoundation: 7,
  uncover: 6,
  emptyForKing: 5,
  foundation: 4,
  waste: 3,
  freeCard: 2,
  stock: 1,
  other: 0,
} as const;

/** Whether no card can still need `card` where it is: an Ace or a Two, or both other-colour cards one rank lower are up. */
const safeUp = (pos: Position, card: Card): boolean => {
  const r = card >> 2;
  const s = card & 3;
  return r <= 1 || ((pos.foundations[s ^ 1] as number) >= r && (pos.foundations[s ^ 3] as number) >= r);
};

/** Whether a King could use an empty column: on top of the waste, or at the foot of a run on face-down cards. */
const kingWaits = (pos: Position): boolean => {
  const w = pos.waste[pos.waste.length - 1];
  if (w !== undefined && w >> 2 === KING) return true;
  return pos.columns.some((c) => c.down.length > 0 && (c.up[0] as Card) >> 2 === KING);
};

/** The score of a move: tier × 1000 + tiebreak, and the reason it is given for. */
const scoreOf = (pos: Position, m: Move): { score: number; reason: SuggestReason } => {
  const at = (tier: number, reason: SuggestReason, tiebreak = 0) => ({
    score: tier * 1000 + tiebreak,
    reason,
  });
  switch (m.kind) {
    case 'waste-foundation': {
      const w = pos.waste[pos.waste.length - 1] as Card;
      return safeUp(pos, w) ? at(TIER.safeFoundation, 'foundation') : at(TIER.foundation, 'foundation');
    }
    case 'tableau-foundation': {
      const col = pos.columns[m.from] as Column;
      const top = col.up[col.up.length - 1] as Card;
      const uncovers = col.up.length === 1 && col.down.length > 0;
      if (safeUp(pos, top))
        return at(TIER.safeFoundation, 'foundation', uncovers ? 100 + col.down.length : 0);
      if (uncovers) return at(TIER.uncover, 'uncover', col.down.length);
      return at(col.up.length === 1 && kingWaits(pos) ? TIER.emptyForKing : TIER.foundation, 'foundation');
    }
    case 'tableau-tableau': {
      const col = pos.columns[m.from] as Column;
      const n = m.count ?? col.up.length;
      if (n === col.up.length) {
        if (col.down.length > 0) return at(TIER.uncover, 'uncover', col.down.length);
        // A run with a King at its foot, alone in its column, only changes columns: the last resort.
        if ((col.up[0] as Card) >> 2 === KING) return at(TIER.other, 'other');
        return kingWaits(pos) ? at(TIER.emptyForKing, 'empty-column') : at(TIER.freeCard, 'empty-column');
      }
      const freed = col.up[col.up.length - n - 1] as Card;
      const w = pos.waste[pos.waste.length - 1];
      if (pos.foundations[freed & 3] === freed >> 2 || (w !== undefined && buildsOn(w, freed)))
        return at(TIER.freeCard, 'free-card');
      return at(TIER.other, 'other', 1);
    }
    case 'waste-tableau':
      // A King from the waste takes an empty column, which a non-King cannot use: other cards first.
      return at(TIER.waste, 'waste', (pos.columns[m.to] as Column).up.length > 0 ? 1 : 0);
    case 'draw':
      return at(TIER.stock, 'stock', 1);
    case 'redeal':
      return at(TIER.stock, 'stock');
    case 'foundation-tableau': {
      // A card back from its foundation, best when some face-up card could then go onto it.
      const card = ((pos.foundations[m.suit] as number) - 1) * 4 + m.suit;
      const w = pos.waste[pos.waste.length - 1];
      const takes =
        (w !== undefined && buildsOn(w, card)) ||
        pos.columns.some((c) => c.up.some((u) => buildsOn(u, card)));
      return at(TIER.other, 'other', takes ? 2 : 0);
    }
  }
};

/**
 * The move a rule of thumb prefers in a position, for when no winning line is known (the solver ran
 * out of budget, or proved the game lost): undefined only when no move is legal. Uses face-up cards
 * only, plus how many cards lie face down in each column. Pure and cheap (one pass over the legal moves).
 */
export const suggestMove = (pos: Position): Suggestion | undefined => {
  let best: { score: number; reason: SuggestReason; move: Move } | undefined;
  for (const move of legalMoves(pos)) {
    const s = scoreOf(pos, move);
    if (best === undefined || s.score > best.score) best = { ...s, move };
  }
  return best === undefined ? undefined : { move: makeMove(best.move), reason: best.reason };
};
