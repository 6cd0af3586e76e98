import { parseSuit, SUIT_LETTERS, type Suit } from './card.ts';
import { COLUMNS } from './position.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A move (docs/formats.md, "Moves"). Columns are 0-based here (notation is 1-based).
 * A tableau-to-tableau move may leave `count` out when read from text; the engine resolves it.
 * The engine's moves carry every field (`from`, `to`, `count`, `suit`), undefined where their kind
 * has none: test the kind, not whether a field is there.
 */
export type Move = MoveFields &
  (
    | { readonly kind: 'draw' }
    | { readonly kind: 'redeal' }
    | { readonly kind: 'waste-foundation' }
    | { readonly kind: 'waste-tableau'; readonly to: number }
    | { readonly kind: 'tableau-foundation'; readonly from: number }
    | {
        readonly kind: 'tableau-tableau';
        readonly from: number;
        readonly to: number;
        readonly count?: number;
      }
    | { readonly kind: 'foundation-tableau'; readonly suit: Suit; readonly to: number }
  );

/** The fields a move may have; a kind that has none of one leaves it undefined. */
interface MoveFields {
  readonly from?: number;
  readonly to?: number;
  readonly count?: number;
  readonly suit?: Suit;
}

/** A move kind. */
export type MoveKind = Move['kind'];

/** Why a move's text was refused. */
export interface MoveSyntaxError {
  readonly code: 'bad-move';
  readonly message: string;
}

// Moves are interned: generating legal moves allocates nothing. Every move is made by `intern`, with
// the same fields in the same order (those its kind does not use are undefined), so the code that reads
// moves (checking, playing, writing them) meets one object shape rather than seven, and V8 reads their
// fields in place rather than through its lookup for sites that see many shapes: that lookup was a
// fifth of the cost of playing a solver's line out through the engine (docs/solver.md, "Session 40").
const intern = (kind: MoveKind, from?: number, to?: number, count?: number, suit?: Suit): Move =>
  Object.freeze({ kind, from, to, count, suit }) as Move;
const DRAW = intern('draw');
const REDEAL = intern('redeal');
const WASTE_FOUNDATION = intern('waste-foundation');
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const WASTE_TABLEAU = range(COLUMNS).map((to) => intern('waste-tableau', undefined, to));
const TABLEAU_FOUNDATION = range(COLUMNS).map((from) => intern('tableau-foundation', from));
const FOUNDATION_TABLEAU = range(4).map((suit) =>
  range(COLUMNS).map((to) => intern('foundation-tableau', undefined, to, undefined, suit as Suit)),
);
const MAX_RUN = 52;
const TABLEAU_TABLEAU = range(COLUMNS).map((from) =>
  range(COLUMNS).map((to) => range(MAX_RUN + 1).map((count) => intern('tableau-tableau', from, to, count))),
);

/** Turn cards from the stock. */
export const drawMove = (): Move => DRAW;
/** Turn the waste over into the stock. */
export const redealMove = (): Move => REDEAL;
/** Top waste card to its foundation. */
export const wasteToFoundation = (): Move => WASTE_FOUNDATION;
/** Top waste card onto column `to` (0-based). Assumes 0 <= to < 7. */
export const wasteToTableau = (to: number): Move => WASTE_TABLEAU[to] as Move;
/** Top card of column `from` to its foundation. Assumes 0 <= from < 7. */
export const tableauToFoundation = (from: number): Move => TABLEAU_FOUNDATION[from] as Move;
/** `count` face-up cards from column `from` onto column `to`. Assumes columns in range and count <= 52. */
export const tableauToTableau = (from: number, to: number, count: number): Move =>
  (TABLEAU_TABLEAU[from] as Move[][])[to]?.[count] as Move;
/** Top card of a suit's foundation onto column `to`. */
export const foundationToTableau = (suit: Suit, to: number): Move =>
  (FOUNDATION_TABLEAU[suit] as Move[])[to] as Move;

/** Whether two moves are the same (a missing count matches any count). */
export const sameMove = (a: Move, b: Move): boolean => {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'waste-tableau':
      return a.to === (b as typeof a).to;
    case 'tableau-foundation':
      return a.from === (b as typeof a).from;
    case 'foundation-tableau':
      return a.suit === (b as typeof a).suit && a.to === (b as typeof a).to;
    case 'tableau-tableau': {
      const o = b as typeof a;
      return (
        a.from === o.from &&
        a.to === o.to &&
        (a.count === undefined || o.count === undefined || a.count === o.count)
      );
    }
    default:
      return true;
  }
};

// The notation of each move, made once (a solver's line is written out move by move).
const WASTE_TABLEAU_TEXT = range(COLUMNS).map((to) => `W>T${to + 1}`);
const TABLEAU_FOUNDATION_TEXT = range(COLUMNS).map((from) => `T${from + 1}>F`);
const TABLEAU_TABLEAU_TEXT = range(COLUMNS * COLUMNS).map(
  (i) => `T${Math.floor(i / COLUMNS) + 1}>T${(i % COLUMNS) + 1}`,
);
const FOUNDATION_TABLEAU_TEXT = range(4 * COLUMNS).map(
  (i) => `F${SUIT_LETTERS[Math.floor(i / COLUMNS) as Suit]}>T${(i % COLUMNS) + 1}`,
);

/** The contract notation of a move; `Tn>Tm` carries `:k` only when `withCount` is set. */
export const makeMove = (move: Move, withCount = false): string => {
  switch (move.kind) {
    case 'draw':
      return 'S';
    case 'redeal':
      return 'R';
    case 'waste-foundation':
      return 'W>F';
    case 'waste-tableau':
      return WASTE_TABLEAU_TEXT[move.to] as string;
    case 'tableau-foundation':
      return TABLEAU_FOUNDATION_TEXT[move.from] as string;
    case 'tableau-tableau': {
      const text = TABLEAU_TABLEAU_TEXT[move.from * COLUMNS + move.to] as string;
      return withCount && move.count !== undefined ? `${text}:${move.count}` : text;
    }
    case 'foundation-tableau':
      return FOUNDATION_TABLEAU_TEXT[move.suit * COLUMNS + move.to] as string;
  }
};

const MOVE_PATTERN =
  /^(?:(S)|(R)|(W)>(?:(F)|T([1-7]))|T([1-7])>(?:(F)|T([1-7])(?::(\d{1,2}))?)|F([CDHS])>T([1-7]))$/;

/** Parses one move in the contract's notation (any case, white space ignored). */
export const parseMove = (text: string): Result<Move, MoveSyntaxError> => {
  const t = text.replace(/\s+/g, '').toUpperCase();
  const m = MOVE_PATTERN.exec(t);
  if (m === null) return err({ code: 'bad-move', message: `"${text.trim()}" is not a move` });
  if (m[1]) return ok(DRAW);
  if (m[2]) return ok(REDEAL);
  if (m[3]) return ok(m[4] ? WASTE_FOUNDATION : wasteToTableau(Number(m[5]) - 1));
  if (m[6]) {
    const from = Number(m[6]) - 1;
    if (m[7]) return ok(tableauToFoundation(from));
    const to = Number(m[8]) - 1;
    if (m[9] === undefined) return ok(intern('tableau-tableau', from, to));
    const count = Number(m[9]);
    if (count < 1 || count > MAX_RUN)
      return err({ code: 'bad-move', message: `"${text.trim()}" moves ${count} cards` });
    return ok(tableauToTableau(from, to, count));
  }
  return ok(foundationToTableau(parseSuit(m[10] as string) as Suit, Number(m[11]) - 1));
};

/** A move list's entry that could not be read. */
export interface MoveListError {
  readonly code: 'bad-move';
  /** 0-based index of the entry. */
  readonly index: number;
  readonly text: string;
  readonly message: string;
}

/** Splits a move list (white space or commas) into move texts. */
export const splitMoveList = (text: string): string[] => text.split(/[\s,]+/).filter((s) => s.length > 0);

/** Parses a list of move texts, naming the first bad entry. */
export const parseMoves = (texts: readonly string[]): Result<Move[], MoveListError> => {
  const moves: Move[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string;
    const r = parseMove(text);
    if (!r.ok) return err({ code: 'bad-move', index: i, text, message: r.error.message });
    moves.push(r.value);
  }
  return ok(moves);
};

/** Parses a move list: moves separated by white space or commas. */
export const parseMoveList = (text: string): Result<Move[], MoveListError> => parseMoves(splitMoveList(text));
