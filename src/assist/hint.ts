import { isWon, type Position, parseMoves, playFrom } from '../engine/index.ts';
import type { Known } from './line.ts';
import { runSync, type SlicedBudget, type Steps, solveSteps } from './steps.ts';
import { type Suggestion, suggestMove } from './suggest.ts';

/** The verdict of the "still winnable?" indicator. */
export type Winnability = 'winnable' | 'lost' | 'unknown';

/** A position's verdict with the evidence: the winning line when winnable, and the solver's effort. */
export interface Assessment {
  readonly verdict: Winnability;
  /** A winning line from the position (contract notation) when winnable, else empty. */
  readonly line: readonly string[];
  /** States the solver expanded (0 when the answer was already known). */
  readonly states: number;
}

/**
 * A hint: the next move of a winning line (with the whole line), "no winning line left" (proved),
 * "not sure" (the budget ran out or the search was cancelled), or nothing to do (already won).
 * Without a winning line, `best` is the move the rule of thumb (suggest.ts) prefers, absent only when
 * no move is legal: a hint gives a move whenever there is one, and says which kind it is.
 */
export type Hint =
  | {
      readonly kind: 'move';
      readonly move: string;
      readonly line: readonly string[];
      readonly states: number;
    }
  | { readonly kind: 'no-winning-line'; readonly states: number; readonly best?: Suggestion }
  | { readonly kind: 'not-sure'; readonly states: number; readonly best?: Suggestion }
  | { readonly kind: 'won' };

/** Whether a line, played from a position, is legal all the way and wins (checked by the engine). */
export const lineWins = (position: Position, line: readonly string[]): boolean => {
  const moves = parseMoves(line);
  const played = moves.ok ? playFrom(position, moves.value) : undefined;
  return played?.ok === true && isWon(played.value.positions.at(-1) as Position);
};

/**
 * The solver's verdict on a position, stepped. `known` (from `knownAfter`) skips the search: a known
 * line is replayed through the engine first (cheap) and used only if it wins from this position.
 * Passing the previous answer's line is also what makes successive hints follow ONE line: two fresh
 * searches need not agree (a line may start by turning the stock, and a fresh search after the turn
 * may choose a line that turns it again), so hints without `known` could go round in circles.
 */
export function* assessSteps(position: Position, budget: SlicedBudget, known?: Known): Steps<Assessment> {
  if (known?.verdict === 'lost') return { verdict: 'lost', line: [], states: 0 };
  if (known?.verdict === 'winnable' && lineWins(position, known.line))
    return { verdict: 'winnable', line: known.line, states: 0 };
  const r = yield* solveSteps(position, budget);
  if (r.result === 'solved') return { verdict: 'winnable', line: r.moves, states: r.states };
  return { verdict: r.result === 'unsolvable' ? 'lost' : 'unknown', line: [], states: r.states };
}

/** The solver's verdict on a position within a budget, with the winning line when there is one. */
export const assess = (position: Position, budget: SlicedBudget, known?: Known): Assessment =>
  runSync(assessSteps(position, budget, known));

/** "Still winnable?": winnable (a line was found), lost (proved), or unknown (budget ran out). */
export const winnability = (position: Position, budget: SlicedBudget, known?: Known): Winnability =>
  assess(position, budget, known).verdict;

/** What an assessment tells later questions (`knownAfter`): a winning line, lost, or nothing. */
export const knownOf = (a: Assessment): Known | undefined =>
  a.verdict === 'winnable'
    ? { verdict: 'winnable', line: a.line }
    : a.verdict === 'lost'
      ? { verdict: 'lost' }
      : undefined;

/**
 * The hint of an assessment: a `move` only when a winning line starts with it; otherwise the verdict
 * (proved lost, or not sure) with the rule of thumb's move as `best`.
 */
export const hintOf = (position: Position, a: Assessment): Hint => {
  if (isWon(position)) return { kind: 'won' };
  const move = a.line[0];
  if (a.verdict === 'winnable' && move !== undefined)
    return { kind: 'move', move, line: a.line, states: a.states };
  const best = suggestMove(position);
  const kind = a.verdict === 'lost' ? 'no-winning-line' : 'not-sure';
  return best === undefined ? { kind, states: a.states } : { kind, states: a.states, best };
};

/** A hint, stepped (for the worker). */
export function* hintSteps(position: Position, budget: SlicedBudget, known?: Known): Steps<Hint> {
  if (isWon(position)) return { kind: 'won' };
  return hintOf(position, yield* assessSteps(position, budget, known));
}

/**
 * The next move of a winning line from `position`; else "no winning line left" (proved) or "not sure",
 * each with the rule of thumb's best move when a move is legal.
 */
export const hint = (position: Position, budget: SlicedBudget, known?: Known): Hint =>
  runSync(hintSteps(position, budget, known));
