import { buildsOn, type Card, KING, rankOf, SUITS_IN_ORDER, type Suit, suitOf } from './card.ts';
import {
  drawMove,
  foundationToTableau,
  type Move,
  redealMove,
  tableauToFoundation,
  tableauToTableau,
  wasteToFoundation,
  wasteToTableau,
} from './move.ts';
import { COLUMNS, type Column, type Position } from './position.ts';
import { err, ok, type Result } from './result.ts';

/** Why a move cannot be played in a position: stable codes; words come from `explainMoveError`. */
export const MOVE_ERROR_CODES = [
  'stock-empty',
  'stock-not-empty',
  'waste-empty',
  'no-passes-left',
  'column-empty',
  'same-column',
  'not-next-on-foundation',
  'does-not-build',
  'king-only',
  'foundation-empty',
  'foundation-to-tableau-off',
  'wrong-count',
] as const;

/** One of `MOVE_ERROR_CODES`. */
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

/** A refused move. */
export interface MoveError {
  readonly code: MoveErrorCode;
}

const EXPLANATIONS: Record<MoveErrorCode, string> = {
  'stock-empty': 'the stock is empty',
  'stock-not-empty': 'the stock is not empty yet',
  'waste-empty': 'the waste is empty',
  'no-passes-left': 'no passes through the stock are left',
  'column-empty': 'that column is empty',
  'same-column': 'a column cannot move onto itself',
  'not-next-on-foundation': 'that card is not the next one on its foundation',
  'does-not-build': 'no card there builds on the target (one rank lower, other colour)',
  'king-only': 'only a King, or a run headed by a King, may go into an empty column',
  'foundation-empty': 'that foundation is empty',
  'foundation-to-tableau-off': 'these rules do not let foundation cards come back',
  'wrong-count': 'that many cards cannot move there',
};

/** A short English explanation of a move error code. */
export const explainMoveError = (code: MoveErrorCode): string => EXPLANATIONS[code];

const topOf = (cards: readonly Card[]): Card | undefined => cards[cards.length - 1];

/** Whether a card may go onto a column (a King onto an empty one, else building down in alternating colours). */
export const fitsColumn = (card: Card, column: Column): boolean => {
  const top = topOf(column.up);
  return top === undefined ? rankOf(card) === KING : buildsOn(card, top);
};

/** Whether a card is the next one on its foundation. */
export const fitsFoundation = (pos: Position, card: Card): boolean =>
  pos.foundations[suitOf(card)] === rankOf(card);

/**
 * How many face-up cards of column `from` would move onto column `to`, or 0 when none fit.
 * The face-up part of a column is always a run, so at most one of its cards fits a given target.
 */
export const runToMove = (from: Column, to: Column): number => {
  const up = from.up;
  const base = up[0];
  if (base === undefined) return 0;
  const target = topOf(to.up);
  if (target === undefined) return rankOf(base) === KING ? up.length : 0;
  const i = rankOf(base) - rankOf(target) + 1;
  if (i < 0 || i >= up.length) return 0;
  return buildsOn(up[i] as Card, target) ? up.length - i : 0;
};

// Scratch for `legalMoves`: the top face-up card of each column, -1 for an empty column. Module-level so
// that move generation allocates nothing but its result; safe because legalMoves never re-enters.
const tops: number[] = [-1, -1, -1, -1, -1, -1, -1];

/** Whether a card fits on a column whose top card is `top` (-1: empty, so only a King fits). */
const fitsTop = (card: Card, top: number): boolean =>
  top < 0 ? card >> 2 === KING : top >> 2 === (card >> 2) + 1 && ((card ^ top) & 1) === 1;

/** Whether some column could take a card: a top one rank higher (`rankBits`), or an empty column for a King. */
const mayLand = (card: Card, rankBits: number, empty: boolean): boolean =>
  ((rankBits >> ((card >> 2) + 1)) & 1) === 1 || (empty && card >> 2 === KING);

/** Every legal move, in a fixed order: W>F, W>Tn, Tn>F, Tn>Tm, Fs>Tn, S, R. */
export const legalMoves = (pos: Position): Move[] => {
  const moves: Move[] = [];
  const cols = pos.columns;
  const f = pos.foundations;
  // rankBits: a bit for the rank of each column's top card; empty: whether some column is empty.
  let rankBits = 0;
  let empty = false;
  for (let i = 0; i < COLUMNS; i++) {
    const up = (cols[i] as Column).up;
    if (up.length === 0) {
      tops[i] = -1;
      empty = true;
    } else {
      const top = up[up.length - 1] as Card;
      tops[i] = top;
      rankBits |= 1 << (top >> 2);
    }
  }
  const waste = pos.waste;
  if (waste.length > 0) {
    const w = waste[waste.length - 1] as Card;
    if (f[w & 3] === w >> 2) moves.push(wasteToFoundation());
    if (mayLand(w, rankBits, empty))
      for (let to = 0; to < COLUMNS; to++) if (fitsTop(w, tops[to] as number)) moves.push(wasteToTableau(to));
  }
  for (let from = 0; from < COLUMNS; from++) {
    const top = tops[from] as number;
    if (top >= 0 && f[top & 3] === top >> 2) moves.push(tableauToFoundation(from));
  }
  for (let from = 0; from < COLUMNS; from++) {
    const up = (cols[from] as Column).up;
    const len = up.length;
    if (len === 0) continue;
    const baseRank = (up[0] as Card) >> 2;
    // Skip the column at once unless some top ranks from baseRank - len + 2 to baseRank + 1, the
    // ranks the index test below can accept (or a King base can go to an empty column).
    const lo = baseRank - len + 2;
    const reach = ((2 << (baseRank + 1)) - 1) & (lo > 0 ? ~((1 << lo) - 1) : -1);
    if ((rankBits & reach) === 0 && !(empty && baseRank === KING)) continue;
    for (let to = 0; to < COLUMNS; to++) {
      if (to === from) continue;
      const target = tops[to] as number;
      if (target < 0) {
        if (baseRank === KING) moves.push(tableauToTableau(from, to, len));
        continue;
      }
      // The face-up part is a run, so only the card one rank below the target can fit: its index is known.
      const i = baseRank - (target >> 2) + 1;
      if (i >= 0 && i < len && buildsOn(up[i] as Card, target))
        moves.push(tableauToTableau(from, to, len - i));
    }
  }
  if (pos.rules.foundationToTableau) {
    for (let k = 0; k < 4; k++) {
      const suit = SUITS_IN_ORDER[k] as Suit;
      const h = f[suit] as number;
      if (h === 0) continue;
      const card = (h - 1) * 4 + suit;
      if (!mayLand(card, rankBits, empty)) continue;
      for (let to = 0; to < COLUMNS; to++)
        if (fitsTop(card, tops[to] as number)) moves.push(foundationToTableau(suit, to));
    }
  }
  if (pos.stock.length > 0) moves.push(drawMove());
  else if (waste.length > 0 && pos.pass < pos.rules.passes) moves.push(redealMove());
  return moves;
};

/** Why a move is illegal in a position, or undefined when it is legal. */
export const checkMove = (pos: Position, move: Move): MoveErrorCode | undefined => {
  switch (move.kind) {
    case 'draw':
      return pos.stock.length > 0 ? undefined : 'stock-empty';
    case 'redeal':
      if (pos.stock.length > 0) return 'stock-not-empty';
      if (pos.waste.length === 0) return 'waste-empty';
      return pos.pass < pos.rules.passes ? undefined : 'no-passes-left';
    case 'waste-foundation': {
      const w = topOf(pos.waste);
      if (w === undefined) return 'waste-empty';
      return fitsFoundation(pos, w) ? undefined : 'not-next-on-foundation';
    }
    case 'waste-tableau': {
      const w = topOf(pos.waste);
      if (w === undefined) return 'waste-empty';
      return placeError(w, pos.columns[move.to] as Column);
    }
    case 'tableau-foundation': {
      const top = topOf((pos.columns[move.from] as Column).up);
      if (top === undefined) return 'column-empty';
      return fitsFoundation(pos, top) ? undefined : 'not-next-on-foundation';
    }
    case 'tableau-tableau': {
      if (move.from === move.to) return 'same-column';
      const src = pos.columns[move.from] as Column;
      const dst = pos.columns[move.to] as Column;
      if (src.up.length === 0) return 'column-empty';
      const n = runToMove(src, dst);
      if (n === 0) {
        const base = src.up[0] as Card;
        return dst.up.length === 0 && rankOf(base) !== KING ? 'king-only' : 'does-not-build';
      }
      return move.count === undefined || move.count === n ? undefined : 'wrong-count';
    }
    case 'foundation-tableau': {
      if (!pos.rules.foundationToTableau) return 'foundation-to-tableau-off';
      const h = pos.foundations[move.suit] as number;
      if (h === 0) return 'foundation-empty';
      return placeError((h - 1) * 4 + move.suit, pos.columns[move.to] as Column);
    }
  }
};

const placeError = (card: Card, column: Column): MoveErrorCode | undefined => {
  if (fitsColumn(card, column)) return undefined;
  return column.up.length === 0 ? 'king-only' : 'does-not-build';
};

/** Whether a move is legal in a position. */
export const isLegal = (pos: Position, move: Move): boolean => checkMove(pos, move) === undefined;

/** The move with its count filled in (for `Tn>Tm` read without `:k`). Assumes `isLegal(pos, move)`. */
export const resolveMove = (pos: Position, move: Move): Move =>
  move.kind === 'tableau-tableau' && move.count === undefined
    ? tableauToTableau(
        move.from,
        move.to,
        runToMove(pos.columns[move.from] as Column, pos.columns[move.to] as Column),
      )
    : move;

/** A column of a `Draft`, whose cards a move may change in place. */
export interface DraftColumn {
  down: Card[];
  up: Card[];
}

/**
 * A position whose piles a move may change in place (`playInPlace`). A draft from `draftOf` owns
 * copies of all its piles, so a whole line can be played on it without a position per move; `play`
 * makes one that owns only the piles its move changes, and shares the rest with the position.
 */
export interface Draft {
  readonly rules: Position['rules'];
  columns: DraftColumn[];
  foundations: number[];
  stock: Card[];
  waste: Card[];
  pass: number;
}

/** A draft that owns a copy of every pile of `pos`: any line of moves may be played on it in place. */
export const draftOf = (pos: Position): Draft => ({
  rules: pos.rules,
  columns: pos.columns.map((c) => ({ down: c.down.slice(), up: c.up.slice() })),
  foundations: pos.foundations.slice(),
  stock: pos.stock.slice(),
  waste: pos.waste.slice(),
  pass: pos.pass,
});

/** The top face-down card of a column turns up once no face-up card is left on it. */
const turnUpIfBare = (col: DraftColumn): void => {
  if (col.up.length === 0 && col.down.length > 0) col.up.push(col.down.pop() as Card);
};

/**
 * Turns `count` cards from the stock onto the waste, fewer when the stock runs out. Cards are turned
 * one by one, so the waste receives the stock's top cards in reverse order.
 */
const turn = (d: Draft, count: number): void => {
  for (let i = 0; i < count && d.stock.length > 0; i++) d.waste.push(d.stock.pop() as Card);
};

/**
 * `n` draws on a draft, in place: as `playInPlace` with a draw `n` times. Unchecked: assumes the stock
 * holds cards for each draw (more than `draw * (n - 1)` cards).
 */
export const drawInPlace = (d: Draft, n: number): void => turn(d, n * d.rules.draw);

/**
 * Plays a move on a draft, changing its piles in place: the one place where what each move does is
 * written (`play` and `playDraws` are built on it). Unchecked: assumes `isLegal(draft, move)`.
 */
export const playInPlace = (d: Draft, move: Move): void => {
  switch (move.kind) {
    case 'draw':
      turn(d, d.rules.draw);
      return;
    case 'redeal':
      d.stock = d.waste.reverse();
      d.waste = [];
      d.pass++;
      return;
    case 'waste-foundation': {
      const suit = suitOf(d.waste.pop() as Card);
      d.foundations[suit] = (d.foundations[suit] as number) + 1;
      return;
    }
    case 'waste-tableau':
      (d.columns[move.to] as DraftColumn).up.push(d.waste.pop() as Card);
      return;
    case 'tableau-foundation': {
      const col = d.columns[move.from] as DraftColumn;
      const suit = suitOf(col.up.pop() as Card);
      d.foundations[suit] = (d.foundations[suit] as number) + 1;
      turnUpIfBare(col);
      return;
    }
    case 'tableau-tableau': {
      const src = d.columns[move.from] as DraftColumn;
      const dst = d.columns[move.to] as DraftColumn;
      const n = move.count ?? runToMove(src, dst);
      const from = src.up.length - n;
      for (let i = from; i < src.up.length; i++) dst.up.push(src.up[i] as Card);
      for (let i = 0; i < n; i++) src.up.pop();
      turnUpIfBare(src);
      return;
    }
    case 'foundation-tableau': {
      const h = (d.foundations[move.suit] as number) - 1;
      d.foundations[move.suit] = h;
      (d.columns[move.to] as DraftColumn).up.push(h * 4 + move.suit);
      return;
    }
  }
};

// Positions are built with every field in one literal, in one order, so that V8 gives them all one shape.
const position = (d: Draft): Position => ({
  rules: d.rules,
  columns: d.columns,
  foundations: d.foundations,
  stock: d.stock,
  waste: d.waste,
  pass: d.pass,
});

/**
 * A draft of `pos` that owns the piles `move` changes (copied) and shares every other pile: a
 * column's face-down cards are copied only when the move turns one of them up.
 */
const draftFor = (pos: Position, move: Move): Draft => {
  const d: Draft = {
    rules: pos.rules,
    columns: pos.columns as Draft['columns'],
    foundations: pos.foundations as number[],
    stock: pos.stock as Card[],
    waste: pos.waste as Card[],
    pass: pos.pass,
  };
  const own = (i: number, turnsUp: boolean) => {
    if (d.columns === pos.columns) d.columns = pos.columns.slice() as Draft['columns'];
    const col = pos.columns[i] as Column;
    d.columns[i] = { down: (turnsUp ? col.down.slice() : col.down) as Card[], up: col.up.slice() };
  };
  switch (move.kind) {
    case 'draw':
      d.stock = pos.stock.slice();
      d.waste = pos.waste.slice();
      break;
    case 'redeal':
      d.waste = pos.waste.slice();
      break;
    case 'waste-foundation':
      d.waste = pos.waste.slice();
      d.foundations = pos.foundations.slice();
      break;
    case 'waste-tableau':
      d.waste = pos.waste.slice();
      own(move.to, false);
      break;
    case 'tableau-foundation':
      d.foundations = pos.foundations.slice();
      own(move.from, flipsCard(pos, move));
      break;
    case 'tableau-tableau':
      own(move.from, flipsCard(pos, move));
      own(move.to, false);
      break;
    case 'foundation-tableau':
      d.foundations = pos.foundations.slice();
      own(move.to, false);
      break;
  }
  return d;
};

/**
 * The position after `n` draws, as `play` with a draw `n` times but without the positions between.
 * Unchecked: assumes the stock holds cards for each draw (more than `draw * (n - 1)` cards).
 */
export const playDraws = (pos: Position, n: number): Position => playTimes(pos, drawMove(), n);

/** The position after a move. Unchecked: assumes `isLegal(pos, move)`. Never mutates `pos`. */
export const play = (pos: Position, move: Move): Position => playTimes(pos, move, 1);

/** The position after `move` played `n` times on one draft of `pos` (which it never mutates). */
const playTimes = (pos: Position, move: Move, n: number): Position => {
  const d = draftFor(pos, move);
  for (let i = 0; i < n; i++) playInPlace(d, move);
  return position(d);
};

/** Plays a move if it is legal, else says why not. Resolves a missing `:k`. */
export const tryPlay = (pos: Position, move: Move): Result<Position, MoveError> => {
  const code = checkMove(pos, move);
  return code === undefined ? ok(play(pos, move)) : err({ code });
};

/** Whether a move turned a face-down card up (compares the source column before and after): a move from a column. */
export const flipsCard = (
  before: Position,
  move: Move,
): move is Extract<Move, { kind: 'tableau-foundation' | 'tableau-tableau' }> => {
  if (move.kind !== 'tableau-foundation' && move.kind !== 'tableau-tableau') return false;
  const col = before.columns[move.from] as Column;
  const n =
    move.kind === 'tableau-foundation'
      ? 1
      : (move.count ?? runToMove(col, before.columns[move.to] as Column));
  return n === col.up.length && col.down.length > 0;
};
