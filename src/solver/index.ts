/** The Klondike solver: full-information search over a packed position (see docs/solver.md). */
import { isWon, makeMove, type Position, tryPlay } from '../engine/index.ts';
import { expandLine, packPosition, quotientOf } from './adapter.ts';
import { autoMove, generate } from './moves.ts';
import { setJitter } from './order.ts';
import type { Packed } from './packed.ts';
import type { Quotient } from './quotient.ts';
import { QUOTIENT_MOVES } from './quotient-moves.ts';
import { realize } from './realize.ts';
import { RelaxedProver, relaxed } from './relax.ts';
import { type MoveSource, type SearchLimits, type SearchResult, search } from './search.ts';
import { StateTable } from './table.ts';

/** States of the first run; each restart doubles it. */
const FIRST_RUN = 4000;
/** States one relaxed question may search (relax.ts): at most this, and half the run's budget. */
const PER_QUESTION = 100000;

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
  /** Memory cap of the transposition tables in MiB (default 256). */
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

/**
 * A search kept across restarts: one table for all its runs (a run forgets what it did not prove
 * dead, see search.ts), its start position and its moves.
 */
interface Lane {
  run(restart: number, maxStates: number, stop: () => boolean): SearchResult;
}

const lane = <P extends Packed | Quotient>(
  table: StateTable,
  start: () => P,
  moves: MoveSource<P>,
  extra: () => Partial<SearchLimits<P>> = () => ({}),
): Lane => ({
  run: (restart, maxStates, stop) => {
    if (restart > 0) table.sweep();
    return search(start(), moves, { ...extra(), maxStates, stop, table });
  },
});

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
  //
  // After the first run fails, the relaxation (relax.ts: a position lost under easier rules is lost
  // under its own) joins in two ways. Every new state of a run is asked whether it is lost under the
  // easier rules; one that is counts as dead at once. And between two runs, a run with the same
  // budget searches the start under the easier rules, in the prover's table: if it proves the start
  // lost, so is the deal. Those runs stop once one of them wins (a relaxed win says nothing), so they
  // cost at most as much as the runs they sit between.
  const maxStates = options.budgetStates ?? Number.POSITIVE_INFINITY;
  const memory = (options.maxMemoryMB ?? 256) * 1024 * 1024;
  // Layout-free positions unless asked otherwise or the position has none (see quotientOf).
  const quotient = options.fullPositions ? undefined : quotientOf(position);
  // The relaxation's prover and its own runs, made when the first run fails (a deal won at once
  // pays nothing for them). The relaxed runs are cheap wherever the relaxation exists (they stop at
  // the first relaxed win, and cost at most what the runs they sit between cost). The questions
  // are asked only under draw N > 1 with unlimited passes: what the relaxation takes away there is
  // the talon's order, which makes most of the states. Where it takes away a pass limit, the
  // positions lost under the limit are mostly won without it, and the questions cost more than
  // they save (draw 1 single pass, deals 2, 5 and 6: 2.2 to 39 times the states; draw 3 three
  // passes, deals 2, 5 and 9: 7 to 32 times).
  const easier = quotient === undefined ? undefined : relaxed(position);
  const ask = position.rules.draw > 1 && !Number.isFinite(position.rules.passes);
  let prover: RelaxedProver | undefined;
  let helper: Lane | undefined;
  // The memory cap is shared: two thirds for the position's table, a third for the relaxation's.
  const table = new StateTable(easier === undefined ? memory : (memory * 2) / 3);
  const main =
    quotient === undefined
      ? lane(table, () => packPosition(position), PACKED_MOVES)
      : lane(
          table,
          () => quotient,
          QUOTIENT_MOVES,
          () => ({ prover }),
        );
  let states = 0;
  let found: SearchResult | undefined;
  for (let restart = 0, budget = FIRST_RUN; ; restart++, budget *= 2) {
    // Even runs keep the plain order (with ever larger budgets), odd runs try other orders.
    setJitter(restart % 2 === 0 ? 0 : (restart + 1) / 2);
    if (prover !== undefined) prover.perQuestion = Math.min(PER_QUESTION, budget / 2);
    const run = main.run(restart, Math.min(budget, maxStates - states), stop);
    states += run.states;
    if (run.result !== 'unknown' || run.stopped || states >= maxStates) {
      found = run;
      break;
    }
    if (restart === 0 && easier !== undefined) {
      const p = new RelaxedProver(easier, memory / 3, PER_QUESTION);
      if (ask) prover = p;
      helper = lane(
        p.table,
        () => p.start,
        QUOTIENT_MOVES,
        () => ({ marksWin: true }),
      );
    }
    if (helper !== undefined) {
      const easy = helper.run(restart, Math.min(budget, maxStates - states), stop);
      states += easy.states;
      if (easy.result === 'unsolvable') {
        found = easy;
        break;
      }
      if (easy.result === 'solved') helper = undefined;
      if (easy.stopped || states >= maxStates) {
        // Out of budget: the verdict is open (a relaxed win and its line say nothing here).
        found = { result: 'unknown', path: [], states: easy.states, stopped: easy.stopped };
        break;
      }
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
