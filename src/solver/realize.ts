import {
  buildsOn,
  COLUMNS,
  checkMove,
  type Draft,
  draftOf,
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
 * Throws when a move cannot be played out or the line does not win: a broken invariant.
 */
export const realize = (pos: Position, line: readonly number[]): Move[] => {
  const { moves, position } = playOut(pos, line);
  if (!isWon(position)) throw new Error('solver: the line does not win');
  return moves;
};

/** Plays layout-free moves out from `pos` as `realize` does, without asking for a win: the engine moves and the position reached. */
export const playOut = (pos: Position, line: readonly number[]): { moves: Move[]; position: Position } => {
  const p: Draft = draftOf(pos);
  const out: Move[] = [];
  // A broken invariant: the line cannot be played out.
  const fail: (why: string) => never = (why) => {
    throw new Error(`solver: ${why} while playing out a line`);
  };
  const play = (m: Move) => {
    const error = checkMove(p, m);
    if (error !== undefined) fail(`illegal ${makeMove(m)} (${error})`);
    playInPlace(p, m);
    out.push(m);
  };
  // `n` draws, each legal while the stock holds cards: played at once.
  const draws = (n: number) => {
    if (n <= 0) return;
    if (p.stock.length <= p.rules.draw * (n - 1)) fail(`${n} draws from a stock of ${p.stock.length}`);
    const draw = drawMove();
    for (let i = 0; i < n; i++) {
      playInPlace(p, draw);
      out.push(draw);
    }
  };
  const drawsFor = (cards: number) => Math.ceil(cards / p.rules.draw);
  const top = (c: number) => {
    const up = p.columns[c]!.up;
    return up.length > 0 ? up[up.length - 1]! : -1;
  };
  // The column whose face-up cards hold card x, or -1.
  const columnHolding = (x: number): number => {
    for (let c = 0; c < COLUMNS; c++) if (p.columns[c]!.up.includes(x)) return c;
    return -1;
  };
  // The column whose top card is x, or -1.
  const columnTopped = (x: number): number => {
    for (let c = 0; c < COLUMNS; c++) if (top(c) === x) return c;
    return -1;
  };
  // The first column other than `not` that card x can go on.
  const target = (x: number, not: number): number => {
    for (let c = 0; c < COLUMNS; c++) {
      if (c === not) continue;
      const col = p.columns[c]!;
      const t = top(c);
      if (rankOf(x) === KING ? col.down.length + col.up.length === 0 : t >= 0 && buildsOn(x, t)) return c;
    }
    return fail(`nowhere to put card ${x}`);
  };
  // Draws (and a redeal) until the waste holds k cards.
  const bring = (k: number, redeal: number) => {
    if (redeal) {
      draws(drawsFor(p.stock.length));
      play(redealMove());
    }
    draws(drawsFor(Math.min(k - p.waste.length, p.stock.length)));
    if (p.waste.length !== k) fail(`waste size ${k} is not a stop`);
  };
  for (const m of line) {
    const x = cardOfMove(m);
    switch (kindOfMove(m)) {
      case QF: {
        const c = columnHolding(x);
        if (c < 0) fail(`card ${x} is not face up`);
        const up = p.columns[c]!.up;
        const above = up.length - 1 - up.indexOf(x);
        if (above > 0) {
          const t = columnTopped(x ^ 2);
          if (t < 0) fail(`card ${x} is covered and its twin too`);
          play(tableauToTableau(c, t, above));
        }
        play(tableauToFoundation(c));
        break;
      }
      case QS: {
        const c = columnOf(m);
        const up = p.columns[c]!.up;
        play(tableauToTableau(c, target(up[0]!, c), up.length));
        break;
      }
      case WF:
      case WT:
        bring(kOf(m), redealOf(m));
        if (p.waste[p.waste.length - 1] !== x) fail(`card ${x} is not on the waste top`);
        play(kindOfMove(m) === WF ? wasteToFoundation() : wasteToTableau(target(x, -1)));
        break;
      case FT:
        play(foundationToTableau((x & 3) as Suit, target(x, -1)));
        break;
      default:
        fail(`move kind ${kindOfMove(m)}`);
    }
  }
  return { moves: out, position: p };
};
