import type { Position } from '../engine/index.ts';
import { type SolveResult, solve } from '../solver/index.ts';

/**
 * How much work one assist question may cost. `states` is the deterministic budget (same answer on
 * every machine); `ms` with `now` is a wall-clock cap from the caller; `shouldStop` cancels.
 */
export interface Budget {
  /** Distinct solver states (deterministic). */
  readonly states?: number;
  /** Milliseconds of `now()` (needs `now`; the answer then depends on the machine). */
  readonly ms?: number;
  /** The caller's clock in milliseconds (the assist layer has none of its own). */
  readonly now?: () => number;
  /** Polled by the solver; true cancels the search (the answer is then "unknown"). */
  readonly shouldStop?: () => boolean;
}

/**
 * The transposition-table cap of every assist search. Fixed, so that a states budget gives the same
 * verdict everywhere: the table only forgets states (which changes the search) once it is full.
 */
export const ASSIST_MEMORY_MB = 64;

/** Runs the solver on a position within a budget (states, ms, cancellation), with the fixed table size. */
export const solveWithin = (position: Position, budget: Budget): SolveResult =>
  solve(position, {
    maxMemoryMB: ASSIST_MEMORY_MB,
    ...(budget.states !== undefined ? { budgetStates: budget.states } : {}),
    ...(budget.ms !== undefined ? { budgetMs: budget.ms } : {}),
    // Without a caller's clock the solver must not read the host's: a states budget stays the only limit.
    now: budget.now ?? (() => 0),
    ...(budget.shouldStop !== undefined ? { shouldStop: budget.shouldStop } : {}),
  });
