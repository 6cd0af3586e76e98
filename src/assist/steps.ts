import type { Position } from '../engine/index.ts';
import type { SolveResult } from '../solver/index.ts';
import { type Budget, solveWithin } from './budget.ts';

/**
 * A computation that pauses between solver runs. The assist algorithms are written as generators so
 * that one code path serves both callers: `runSync` (CLI, tests, scripts) drives them straight
 * through, and the worker core (worker-core.ts) yields to the event loop at every pause, which is
 * when a Web Worker can receive a newer request or a cancel message.
 */
export type Steps<T> = Generator<void, T, void>;

/** A budget that may be cut into slices: the first slice's states; each next slice doubles. */
export interface SlicedBudget extends Budget {
  /** Solve in slices of growing states budgets, pausing between them (worker use); absent: one run. */
  readonly slice?: number;
}

/**
 * The solver within a budget, in slices when `budget.slice` is set. The search is deterministic under
 * a states budget, so a slice of budget b explores exactly the first part of the run of budget B > b:
 * if the slice decides, the full run decides the same way with the same line; the last slice uses B
 * itself. Slicing thus never changes an answer, only costs at most about twice the work.
 */
export function* solveSteps(position: Position, budget: SlicedBudget): Steps<SolveResult> {
  const max = budget.states ?? Number.POSITIVE_INFINITY;
  const { slice, ...rest } = budget;
  if (slice === undefined || !(slice < max)) return solveWithin(position, rest);
  const t0 = budget.now?.() ?? 0;
  let b = Math.max(1, slice);
  for (;;) {
    const spent = (budget.now?.() ?? 0) - t0;
    const ms = budget.ms === undefined ? undefined : Math.max(0, budget.ms - spent);
    const r = solveWithin(position, {
      ...rest,
      states: Math.min(b, max),
      ...(ms === undefined ? {} : { ms }),
    });
    if (r.result !== 'unknown' || b >= max || budget.shouldStop?.() === true) return r;
    if (budget.ms !== undefined && (budget.now?.() ?? 0) - t0 >= budget.ms) return r;
    yield;
    if (budget.shouldStop?.() === true) return r;
    b *= 2;
  }
}

/** Runs a stepped computation to its end without pausing. */
export const runSync = <T>(steps: Steps<T>): T => {
  for (;;) {
    const n = steps.next();
    if (n.done === true) return n.value;
  }
};
