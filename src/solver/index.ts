/** The Klondike solver: full-information search over a packed position (see docs/solver.md). */
import { isWon, makeMove, type Position, tryPlay } from '../engine/index.ts';
import { expandLine, packPosition, quotientOf } from './adapter.ts';
import { autoMove, generate } from './moves.ts';
import { setJitter } from './order.ts';
import type { Packed } from './packed.ts';
import type { Quotient } from './quotient.ts';
import { quotientAutoMove, quotientContext, quotientGenerate } from './quotient-moves.ts';
import { realize } from './realize.ts';
import { type MoveSource, search } from './search.ts';
import { StateTable } from './table.ts';

/** States of the first run; each restart doubles it. */
const FIRST_RUN = 4000;

export { expandLine, packPosition, quotientOf } from './adapter.ts';
export { autoMove, generate, isSafe } from './moves.ts';
export * from './packed.ts';

/** Options of `solve`. Every budget is optional; with none the search runs to a verdict. */
export interface SolveOptions {
  /** Give up (result `unknown`) after this many milliseconds of `now()`. */
  readonly budgetMs?: number;
  /** Give up after this many distinct states. */
  readonly budgetStates?: number;
  /** The clock, in milliseconds (default: `performance.now` when the host has it, else no clock). */
  readonly now?: () => number;
  /** Polled during the search; returning true cancels it (result `unknown`). */
  readonly shouldStop?: () => boolean;
  /** Memory cap of the transposition table in MiB (default 256). */
  readonly maxMemoryMB?: number;
  /**
   * Search full positions (packed.ts) instead of layout-free ones (quotient.ts). Much slower; the
   * two searches are independent, so tests hold their verdicts to each other.
   */
  readonly fullPositions?: boolean;
}

const PACKED_MOVES: MoveSource<Packed> = {
  autoMove,
  context: () => 0,
  generate,
  marksDead: false,
  restrictedTransient: false,
};
const QUOTIENT_MOVES: MoveSource<Quotient> = {
  autoMove: quotientAutoMove,
  context: quotientContext,
  generate: (q, out, at, last, _undo, ctx) => quotientGenerate(q, out, at, ctx, last),
  marksDead: true,
  restrictedTransient: true,
};

/** A solver verdict: `moves` (contract notation, from the given position) only when solved. */
export interface SolveResult {
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly moves: string[];
  readonly states: number;
  readonly ms: number;
}

const hostClock = (): (() => number) => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => 0;
};

/**
 * Decides whether `position` can be won under its own rules, with a winning line when it can.
 * Works in Node and in a Web Worker (no host APIs beyond the optional clock).
 */
export const solve = (position: Position, options: SolveOptions = {}): SolveResult => {
  const now = options.now ?? hostClock();
  const t0 = now();
  if (isWon(position)) return { result: 'solved', moves: [], states: 0, ms: 0 };
  const budgetMs = options.budgetMs ?? Number.POSITIVE_INFINITY;
  const shouldStop = options.shouldStop;
  const stop = () => now() - t0 >= budgetMs || (shouldStop !== undefined && shouldStop());
  // Restarts: depth-first search can sink into a huge subtree below an early wrong choice while a
  // win lies elsewhere (a heavy tail). So the search runs with a state budget that doubles from one
  // run to the next, each run with another move order (`setJitter`); a run that ends within its
  // budget gives the verdict. Any complete run proves its verdict (the order of moves changes nothing
  // in what is searched). The table keeps the states earlier runs proved dead (search.ts), so a run
  // does not search them again; the doubling keeps the rest within about twice the last run.
  const maxStates = options.budgetStates ?? Number.POSITIVE_INFINITY;
  // One table for all runs: a run forgets what it did not prove dead (see search.ts).
  const table = new StateTable((options.maxMemoryMB ?? 256) * 1024 * 1024);
  let states = 0;
  let found: ReturnType<typeof search> | undefined;
  // Layout-free positions unless asked otherwise or the position has none (see quotientOf).
  const quotient = options.fullPositions ? undefined : quotientOf(position);
  for (let restart = 0, budget = FIRST_RUN; ; restart++, budget *= 2) {
    // Even runs keep the plain order (with ever larger budgets), odd runs try other orders.
    setJitter(restart % 2 === 0 ? 0 : (restart + 1) / 2);
    if (restart > 0) table.sweep();
    const limits = { maxStates: Math.min(budget, maxStates - states), stop, table };
    const run =
      quotient === undefined
        ? search(packPosition(position), PACKED_MOVES, limits)
        : search(quotient, QUOTIENT_MOVES, limits);
    states += run.states;
    if (run.result !== 'unknown' || run.stopped || states >= maxStates) {
      found = run;
      break;
    }
  }
  setJitter(0);
  let moves: string[] = [];
  if (found.result === 'solved') {
    const line = expandLine(position, quotient === undefined ? found.path : realize(position, found.path));
    // Every line is checked against the engine before it leaves the solver.
    let pos = position;
    for (const move of line) {
      const r = tryPlay(pos, move);
      if (!r.ok) throw new Error(`solver: illegal ${makeMove(move)} (${r.error.code})`);
      pos = r.value;
    }
    if (!isWon(pos)) throw new Error('solver: the line does not win');
    moves = line.map((m) => makeMove(m));
  }
  return { result: found.result, moves, states, ms: Math.max(0, now() - t0) };
};
