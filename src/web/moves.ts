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

/** The legal moves that pick up exactly the cards of a source (`legal`: the position's legal moves). */
export const movesFrom = (pos: Position, src: Source, legal: readonly Move[] = legalMoves(pos)): Move[] =>
  legal.filter((m) => fromSource(pos, src, m));

/** The pile a source's cards are picked up from. */
export const pileOfSource = (src: Source): PileId =>
  src.kind === 'column' ? `c${src.col}` : src.kind === 'waste' ? 'waste' : `f${src.slot}`;

/** A source's key: its pile, plus the face-up index in a column ("c3:2"), as its card's focus key. */
export const sourceKey = (src: Source): string =>
  src.kind === 'column' ? `c${src.col}:${src.index}` : pileOfSource(src);

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

/** Pile id to the move that drops there, for moves of one source. */
const targetMap = (pos: Position, moves: readonly Move[]): Map<PileId, Move> => {
  const map = new Map<PileId, Move>();
  for (const m of moves) map.set(targetOf(pos, m), m);
  return map;
};

/** Whether a move puts a card from the waste or a column on its foundation. */
const isFoundationMove = (m: Move): boolean =>
  m.kind === 'waste-foundation' || m.kind === 'tableau-foundation';

/** A move that only shuffles a whole column into another empty column achieves nothing. */
const pointless = (pos: Position, m: Move): boolean => {
  if (m.kind !== 'tableau-tableau') return false;
  const from = pos.columns[m.from] as Column;
  const to = pos.columns[m.to] as Column;
  return to.up.length === 0 && from.down.length === 0 && m.count === from.up.length;
};

/** The best of a source's moves: its foundation, else a column that has cards, else an empty column. */
const bestOf = (pos: Position, moves: readonly Move[]): Move | undefined => {
  const rank = (m: Move) =>
    isFoundationMove(m)
      ? 0
      : pointless(pos, m)
        ? 9
        : m.to !== undefined && (pos.columns[m.to] as Column).up.length === 0
          ? 2
          : 1;
  return moves.filter((m) => rank(m) < 9).sort((a, b) => rank(a) - rank(b))[0];
};

/** What a player can do with the cards of one source. */
export interface Plays {
  /** Legal targets: pile id to the move that drops there. */
  readonly targets: ReadonlyMap<PileId, Move>;
  /** Where a click sends the cards: their foundation, else a column that has cards, else an empty one. */
  readonly best: Move | undefined;
  /** The move to the card's foundation, if legal. */
  readonly home: Move | undefined;
}

/** No move at all. */
export const NO_PLAYS: Plays = { targets: new Map(), best: undefined, home: undefined };

/** Everything a source's cards can do (`legal`: the position's legal moves, worked out once for all sources). */
export const playsFrom = (pos: Position, src: Source, legal: readonly Move[] = legalMoves(pos)): Plays => {
  const moves = movesFrom(pos, src, legal);
  return { targets: targetMap(pos, moves), best: bestOf(pos, moves), home: moves.find(isFoundationMove) };
};

/** The next move that puts a card on a foundation from the waste or a column, if any. */
export const nextFoundationMove = (pos: Position): Move | undefined => legalMoves(pos).find(isFoundationMove);

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
