import {
  buildsOn,
  COLUMNS,
  checkMove,
  type Draft,
  draftOf,
  drawInPlace,
  drawMove,
  foundationToTableau,
  isWon,
  KING,
  type Move,
  makeMove,
  type Position,
  playInPlace,
  rankOf,
  redealMove,
  type Suit,
  tableauToFoundation,
  tableauToTableau,
  wasteToFoundation,
  wasteToTableau,
} from '../engine/index.ts';
import { cardOfMove, columnOf, FT, kindOfMove, kOf, QF, QS, redealOf, WF, WT } from './move.ts';

/**
 * Plays a winning line of layout-free moves (move.ts) out from the engine position `pos`, as engine
 * moves, each checked by the engine (`checkMove`) and played by it (`playInPlace`, on a draft of
 * `pos`: one copy of the position for the whole line, not one a move): the line that leaves the
 * solver is the engine's own. Each layout-free move becomes one or a few real ones, as docs/solver.md proves is always
 * possible:
 * - a face-up card to its foundation: if a run lies on it, that run first moves onto its twin (same
 *   rank and colour), which is then the uncovered card of that kind;
 * - a column root (with its run), a talon card or a foundation card onto the tableau: onto the first
 *   column whose top it fits, or a King into the first empty column;
 * - a talon move: its draws (`S`), a redeal (`R`) first when it carries one, then the waste move.
 * Returns the engine moves in the contract's notation. Throws when a move cannot be played out or
 * the line does not win: a broken invariant.
 */
export const realize = (pos: Position, line: readonly number[]): string[] => {
  const p = draftOf(pos);
  const n = playLine(p, line);
  if (!isWon(p)) fail('no win');
  const texts = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const m = emitted[i] as Move;
    texts[i] = m === DRAW ? DRAW_TEXT : makeMove(m);
  }
  return texts;
};

/** Plays layout-free moves out from `pos` as `realize` does, without asking for a win: the engine moves and the position reached. */
export const playOut = (pos: Position, line: readonly number[]): { moves: Move[]; position: Position } => {
  const p = draftOf(pos);
  const n = playLine(p, line);
  return { moves: emitted.slice(0, n), position: p };
};

/**
 * The engine moves of the line last played out, from 0 to what `playLine` returned. One array for
 * every line (it grows to the longest line once), so that playing a line out allocates nothing but
 * its draft: the line check is part of every solve that wins, and most solves are small.
 */
const emitted: Move[] = [];
let count = 0;

/** A draw and its notation: most of a line's moves (most lines have more draws than other moves). */
const DRAW = drawMove();
const DRAW_TEXT = makeMove(DRAW);

/** A broken invariant: the line cannot be played out. */
const fail = (why: string): never => {
  throw new Error(`solver: ${why} while playing out a line`);
};

/** Plays engine move `m` on `p` after the engine's check, and records it. */
const play = (p: Draft, m: Move): void => {
  const error = checkMove(p, m);
  if (error !== undefined) fail(`${makeMove(m)}: ${error}`);
  playInPlace(p, m);
  emitted[count++] = m;
};

/** `n` draws, each legal while the stock holds cards: played at once. */
const draws = (p: Draft, n: number): void => {
  if (n <= 0) return;
  if (p.stock.length <= p.rules.draw * (n - 1)) fail('draws');
  drawInPlace(p, n);
  for (let i = 0; i < n; i++) emitted[count++] = DRAW;
};

/** The top card of column `c`, or -1. */
const top = (p: Draft, c: number): number => {
  const up = p.columns[c]!.up;
  return up.length > 0 ? up[up.length - 1]! : -1;
};

/** The column whose face-up cards hold card x, or -1. */
const columnHolding = (p: Draft, x: number): number => {
  for (let c = 0; c < COLUMNS; c++) if (p.columns[c]!.up.includes(x)) return c;
  return -1;
};

/** The column whose top card is x, or -1. */
const columnTopped = (p: Draft, x: number): number => {
  for (let c = 0; c < COLUMNS; c++) if (top(p, c) === x) return c;
  return -1;
};

/** The first column other than `not` that card x can go on. */
const target = (p: Draft, x: number, not: number): number => {
  for (let c = 0; c < COLUMNS; c++) {
    if (c === not) continue;
    const col = p.columns[c]!;
    const t = top(p, c);
    if (rankOf(x) === KING ? col.down.length + col.up.length === 0 : t >= 0 && buildsOn(x, t)) return c;
  }
  return fail('no place');
};

/** Draws (and a redeal) until the waste holds k cards. */
const bring = (p: Draft, k: number, redeal: number): void => {
  const draw = p.rules.draw;
  if (redeal) {
    draws(p, Math.ceil(p.stock.length / draw));
    play(p, redealMove());
  }
  draws(p, Math.ceil(Math.min(k - p.waste.length, p.stock.length) / draw));
  if (p.waste.length !== k) fail('no stop');
};

/** Plays the layout-free `line` out on `p` (see `realize`); returns how many engine moves `emitted` holds. */
const playLine = (p: Draft, line: readonly number[]): number => {
  count = 0;
  for (const m of line) {
    const x = cardOfMove(m);
    switch (kindOfMove(m)) {
      case QF: {
        // Most often the card is a column's top: the seven tops are looked at first.
        const onTop = columnTopped(p, x);
        if (onTop >= 0) {
          play(p, tableauToFoundation(onTop));
          break;
        }
        const c = columnHolding(p, x);
        if (c < 0) fail('not up');
        const up = p.columns[c]!.up;
        const above = up.length - 1 - up.indexOf(x);
        if (above > 0) {
          const t = columnTopped(p, x ^ 2);
          if (t < 0) fail('covered');
          play(p, tableauToTableau(c, t, above));
        }
        play(p, tableauToFoundation(c));
        break;
      }
      case QS: {
        const c = columnOf(m);
        const up = p.columns[c]!.up;
        play(p, tableauToTableau(c, target(p, up[0]!, c), up.length));
        break;
      }
      case WF:
      case WT:
        bring(p, kOf(m), redealOf(m));
        if (p.waste[p.waste.length - 1] !== x) fail('waste');
        play(p, kindOfMove(m) === WF ? wasteToFoundation() : wasteToTableau(target(p, x, -1)));
        break;
      case FT:
        play(p, foundationToTableau((x & 3) as Suit, target(p, x, -1)));
        break;
      default:
        fail('kind');
    }
  }
  return count;
};
