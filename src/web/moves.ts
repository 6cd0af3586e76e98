import {
  type Card,
  type Column,
  legalMoves,
  type Move,
  type Position,
  play,
  RANKS,
  SUITS_IN_ORDER,
  type Suit,
  suitOf,
} from '../engine/index.ts';

/** Where a player picks cards up: the waste's top, a column from a face-up card, or a foundation's top. */
export type Source =
  | { readonly kind: 'waste' }
  | { readonly kind: 'column'; readonly col: number; readonly index: number }
  | { readonly kind: 'foundation'; readonly slot: number };

/** A pile's id in the view: "stock", "waste", "f0".."f3", "c0".."c6". */
export type PileId = string;

/** The foundation slot (0..3, shown as Foundation 1..4) of a suit: clubs, diamonds, hearts, spades. */
export const slotOfSuit = (suit: Suit): number => SUITS_IN_ORDER.indexOf(suit);

/** The suit kept on a foundation slot. */
export const suitOfSlot = (slot: number): Suit => SUITS_IN_ORDER[slot] as Suit;

/** Whether a legal move starts at a source. */
const fromSource = (pos: Position, src: Source, m: Move): boolean => {
  switch (src.kind) {
    case 'waste':
      return m.kind === 'waste-foundation' || m.kind === 'waste-tableau';
    case 'foundation':
      return m.kind === 'foundation-tableau' && slotOfSuit(m.suit) === src.slot;
    case 'column': {
      const n = (pos.columns[src.col] as Column).up.length - src.index;
      if (m.kind === 'tableau-foundation') return m.from === src.col && n === 1;
      return m.kind === 'tableau-tableau' && m.from === src.col && m.count === n;
    }
  }
};

/** The legal moves that pick up exactly the cards of a source. */
export const movesFrom = (pos: Position, src: Source): Move[] =>
  legalMoves(pos).filter((m) => fromSource(pos, src, m));

/** The pile a move puts its cards on. */
export const targetOf = (pos: Position, m: Move): PileId => {
  switch (m.kind) {
    case 'waste-tableau':
    case 'tableau-tableau':
    case 'foundation-tableau':
      return `c${m.to}`;
    case 'waste-foundation':
      return `f${slotOfSuit(suitOf(pos.waste[pos.waste.length - 1] as Card))}`;
    case 'tableau-foundation': {
      const up = (pos.columns[m.from] as Column).up;
      return `f${slotOfSuit(suitOf(up[up.length - 1] as Card))}`;
    }
    default:
      return 'stock';
  }
};

/** Legal targets of a source: pile id to the move that drops there. */
export const targetsOf = (pos: Position, src: Source): Map<PileId, Move> => {
  const map = new Map<PileId, Move>();
  for (const m of movesFrom(pos, src)) map.set(targetOf(pos, m), m);
  return map;
};

/** A move that only shuffles a whole column into another empty column achieves nothing. */
const pointless = (pos: Position, m: Move): boolean => {
  if (m.kind !== 'tableau-tableau') return false;
  const from = pos.columns[m.from] as Column;
  const to = pos.columns[m.to] as Column;
  return to.up.length === 0 && from.down.length === 0 && m.count === from.up.length;
};

/** The best place for a source's cards: its foundation, else a column that has cards, else an empty column. */
export const bestMove = (pos: Position, src: Source): Move | undefined => {
  const moves = movesFrom(pos, src);
  const rank = (m: Move) =>
    m.kind === 'waste-foundation' || m.kind === 'tableau-foundation'
      ? 0
      : pointless(pos, m)
        ? 9
        : m.kind !== 'draw' && 'to' in m && (pos.columns[m.to] as Column).up.length === 0
          ? 2
          : 1;
  const best = moves.filter((m) => rank(m) < 9).sort((a, b) => rank(a) - rank(b))[0];
  return best;
};

/** The next move that puts a card on a foundation from the waste or a column, if any. */
export const nextFoundationMove = (pos: Position): Move | undefined =>
  legalMoves(pos).find((m) => m.kind === 'waste-foundation' || m.kind === 'tableau-foundation');

/** Every foundation move that can be played in a row (for "send all to the foundations"). */
export const foundationRun = (pos: Position): Move[] => {
  const moves: Move[] = [];
  let p = pos;
  for (
    let m = nextFoundationMove(p);
    m !== undefined && moves.length < RANKS * 4;
    m = nextFoundationMove(p)
  ) {
    moves.push(m);
    p = play(p, m);
  }
  return moves;
};
