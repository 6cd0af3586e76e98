import {
  type Deal,
  type Move,
  makeMove,
  type Position,
  parseMoves,
  playFrom,
  type Rules,
  startPosition,
} from '../engine/index.ts';
import { type Assessment, assessSteps } from './hint.ts';
import { runSync, type SlicedBudget, type Steps } from './steps.ts';

/**
 * Where a game was lost: `lost-at` the move (0-based index in the game's moves) that turned a
 * winnable position into a lost one, with a winning line from the position just before it;
 * `never-winnable` the deal itself was lost; `still-winnable` the final position can still be won;
 * `unknown` the budget ran out: the losing move, if any, lies in moves[after .. before-1];
 * `illegal` a move of the list cannot be played.
 */
export type LosingMove =
  | {
      readonly kind: 'lost-at';
      readonly index: number;
      readonly move: string;
      readonly line: readonly string[];
    }
  | { readonly kind: 'never-winnable' }
  | { readonly kind: 'still-winnable'; readonly line: readonly string[] }
  | { readonly kind: 'unknown'; readonly after: number; readonly before: number }
  | { readonly kind: 'illegal'; readonly index: number };

/**
 * The losing move of a game from `start`, stepped. Why a bisection is sound here: along one game, winnability is monotone.
 * If position p(i+1) (after move i) is winnable, so is p(i): move i followed by a winning line from
 * p(i+1) wins from p(i). So once a position is lost every later one is lost, and the verdicts along
 * the game read winnable ... winnable, lost ... lost: one switch at most, which a binary search over
 * the positions finds with about log2(moves) solver runs. "Unknown" answers leave holes; the search
 * then tries the other positions between its bounds, nearest the middle first, and reports the
 * narrowed range if every one of them is unknown.
 */
export function* losingMoveSteps(
  start: Position,
  moves: readonly (string | Move)[],
  budget: SlicedBudget,
): Steps<LosingMove> {
  const parsed = parseMoves(moves.map((m) => (typeof m === 'string' ? m : makeMove(m, true))));
  if (!parsed.ok) return { kind: 'illegal', index: parsed.error.index };
  const played = playFrom(start, parsed.value);
  if (!played.ok) return { kind: 'illegal', index: played.error.index };
  const positions = played.value.positions;
  const n = positions.length - 1;
  const seen = new Map<number, Assessment>();
  function* at(i: number): Steps<Assessment> {
    const known = seen.get(i);
    if (known !== undefined) return known;
    const a = yield* assessSteps(positions[i] as Position, budget);
    seen.set(i, a);
    return a;
  }
  const last = yield* at(n);
  if (last.verdict === 'winnable') return { kind: 'still-winnable', line: last.line };
  const first = yield* at(0);
  if (first.verdict === 'lost') return { kind: 'never-winnable' };
  // Invariant: lo is a winnable index (or -1: none known), hi a lost index (or n + 1: none known).
  let lo = first.verdict === 'winnable' ? 0 : -1;
  let hi = last.verdict === 'lost' ? n : n + 1;
  for (;;) {
    if (lo >= 0 && hi <= n && hi === lo + 1) {
      const a = yield* at(lo);
      return { kind: 'lost-at', index: lo, move: makeMove(parsed.value[lo] as Move), line: a.line };
    }
    // The undecided positions strictly between the bounds, nearest the middle first.
    const from = Math.max(lo + 1, 0);
    const to = Math.min(hi - 1, n);
    const mid = Math.floor((from + to) / 2);
    let probed = false;
    for (let d = 0; mid - d >= from || mid + d <= to; d++) {
      for (const i of d === 0 ? [mid] : [mid - d, mid + d]) {
        if (i < from || i > to || seen.get(i)?.verdict === 'unknown') continue;
        const a = yield* at(i);
        if (a.verdict === 'winnable') lo = i;
        else if (a.verdict === 'lost') hi = i;
        else continue;
        probed = true;
        break;
      }
      if (probed) break;
    }
    if (!probed) return { kind: 'unknown', after: Math.max(lo, 0), before: Math.min(hi, n) };
  }
}

/** `findLosingMove`, stepped (for the worker). */
export const findLosingMoveSteps = (
  deal: Deal,
  rules: Rules,
  moves: readonly (string | Move)[],
  budget: SlicedBudget,
): Steps<LosingMove> => losingMoveSteps(startPosition(deal, rules), moves, budget);

/** The losing move of a game played from any position (see `findLosingMove`). */
export const findLosingMoveFrom = (
  start: Position,
  moves: readonly (string | Move)[],
  budget: SlicedBudget,
): LosingMove => runSync(losingMoveSteps(start, moves, budget));

/**
 * The move that turned a winnable game into a lost one (post-game analysis), by bisection over the
 * game's positions (see `findLosingMoveSteps` for why that is sound); unknown where budgets ran out.
 */
export const findLosingMove = (
  deal: Deal,
  rules: Rules,
  moves: readonly (string | Move)[],
  budget: SlicedBudget,
): LosingMove => runSync(findLosingMoveSteps(deal, rules, moves, budget));
