/** The Klondike solver: full-information search over layout-free positions (see docs/solver.md). */
import { isWon, type Position } from '../engine/index.ts';
import { MoveGenerator } from './generate.ts';
import { GuideMoves } from './guide.ts';
import { blockedCard, stuckCard } from './proofs.ts';
import { type Quotient, quotientOf } from './quotient.ts';
import { realize } from './realize.ts';
import { RelaxedProver, relaxed } from './relax.ts';
import { Searcher, type SearchResult } from './search.ts';
import { StateTable, trimSpares } from './table.ts';

/** States of the first run; each restart doubles it. */
const FIRST_RUN = 4000;
/**
 * From round GUIDE_SHARE_FROM on, the guide's runs get one GUIDE_SHARE-th of the complete search's
 * budget: on the hard deals it searched as many states as the complete search for few wins (an eighth
 * at first, a thirty-second since every round has its own order: docs/solver.md, "Figures").
 */
const GUIDE_SHARE_FROM = 2;
const GUIDE_SHARE = 32;
/**
 * Rounds the guide runs in at most: with each round's full budget it found no win after its ninth
 * round on deals 1-1000 of either draw, and on the hard deals it still took its share of each round
 * after that (docs/solver.md, "Figures").
 */
const GUIDE_ROUNDS = 10;
/**
 * Under draw N > 1 with unlimited passes, the relaxation's runs get four times the round's budget:
 * its table also holds the answers of the questions, and its verdict, when the relaxed start is lost,
 * ends the search sooner than the complete search's (docs/solver.md, "Figures").
 */
const RELAXED_SHARE = 4;
/** The verdict of a proof of loss without a search (blocked.ts, stuck.ts). */
const PROVED_LOST: SearchResult = { result: 'unsolvable', path: [], states: 0, stopped: false };
/**
 * Before the first round, the guide makes short runs of these many states, each in its own move order
 * (`setOrder`): a depth-first search that goes wrong early sinks into a subtree far larger
 * than the line to a win, and on most winnable deals another order finds a line within a few hundred
 * states. Its table keeps what each run proved dead, so no run searches that again (docs/solver.md,
 * "Figures").
 */
const GUIDE_PROBES = [
  { states: 150, order: 0 },
  { states: 150, order: 3 },
  { states: 150, order: 4 },
  { states: 150, order: 5 },
  { states: 300, order: 6 },
  { states: 300, order: 7 },
];
/**
 * Slots the guide's table starts with: most deals are won in its short runs within a hundred states,
 * and a smaller table costs less to make (it grows as a search needs, without changing what it finds).
 */
const GUIDE_TABLE_SLOTS = 256;
/** Slots the complete search's table starts with (it grows as a search needs). */
const MAIN_TABLE_SLOTS = 1024;
/** States one relaxed question may search (relax.ts): at most this, and half the run's budget. */
const PER_QUESTION = 100000;
/**
 * The questions stop once at least ASK_MIN have been answered and fewer than one in ASK_RATE showed a
 * loss: on such a deal the answers cost more than they save (draw-3 deal 9350: 1 loss in 460 answers,
 * and a third of its time spent asking). Of the three thresholds measured over draw-3 deals 1-10000
 * (one loss in 100, 20 or 10 answers), one in 10 took the most states away. Before that, the
 * questions after a kind of move stop once KIND_MIN of them have been answered and fewer than one in
 * KIND_RATE showed a loss (draw-3 deal 1706: none of 20,041 after a tableau move, 17 % after a talon
 * card came down). See docs/solver.md, "Session 45". Not asking is always sound: the state is
 * searched instead.
 */
const ASK_MIN = 10000;
const ASK_RATE = 10;
const KIND_MIN = 3000;
const KIND_RATE = 100;

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
}

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
 * The move order of a round's runs: the plain order first, then, with unlimited passes, another in
 * each round, and with a pass limit the plain order in every other round (docs/solver.md, "Figures":
 * a new order every round takes 6 % fewer states over draw-3 deals 1-1000, and 3 % more under draw 1
 * with one pass).
 */
const orderOf = (restart: number, limited: boolean): number =>
  !limited ? restart : restart % 2 === 0 ? 0 : (restart + 1) / 2;

/** Which move generator a lane searches with: the complete one, or the guide (guide.ts). */
type Kind = 'full' | 'guide';

/**
 * Searchers left by earlier solves, by kind, at most four each and only those whose stacks did not
 * grow (so the pool holds little memory): making one (a score of typed arrays) costs more than a
 * short search does. A lane takes its searcher out of this pool and gives it back when its solve
 * ends, so no two searches ever hold the same one, whatever nests in what. A searcher keeps nothing
 * from one run to the next but the size of its arrays (`Searcher.run` resets the rest, and its
 * generator's order is set at each run), so no answer depends on what was solved before.
 */
const spare: Record<Kind, Searcher[]> = { full: [], guide: [] };

/**
 * The lanes' tables left by earlier solves, at most eight, only those that never grew, cleared:
 * making one (kilobytes of typed array, which V8 keeps outside its heap) took about 4 µs for the
 * guide's, as much as the rest of a won position's solve, and clearing one takes a tenth of that. A
 * cleared table is the same as a new one (`StateTable.clear`), so no answer depends on what was
 * solved before.
 */
const spareTables: StateTable[] = [];

/**
 * The starting position the last solve left, loaded again by the next solve: a layout-free position
 * is two dozen small typed arrays to make, a few percent of an easy deal's solve. `Quotient.load`
 * writes every field a position is read by, the rules too, so nothing of an earlier solve remains; a
 * solve takes it (no other solve holds it meanwhile) and gives it back when it ends.
 */
let spareStart: Quotient | undefined;

/** A table as `new StateTable(words, maxBytes, slots, passes)` makes it: a spare one when one has that shape. */
const tableOf = (words: number, maxBytes: number, slots: number, passes: boolean): StateTable => {
  const i = spareTables.findIndex((t) => t.hasShape(words, maxBytes, slots, passes));
  if (i < 0) return new StateTable(words, maxBytes, slots, passes);
  const t = spareTables[i]!;
  spareTables.splice(i, 1);
  t.reachByDraws(-1, 0, 0, 0);
  return t;
};

/** A search kept across restarts: one table and one searcher for all its runs, its start and its move order. */
class Lane {
  private searcher: Searcher | undefined;
  private table: StateTable | undefined;
  private runs = 0;

  /**
   * A lane whose table (made by `makeTable`) and searcher are made at its first run; `pools` when its
   * table comes from `tableOf` and may go back there (not one a relaxed prover shares).
   */
  constructor(
    private readonly makeTable: () => StateTable,
    private readonly start: () => Quotient,
    private readonly extra: () => { marksWin?: boolean; prover?: RelaxedProver; holdersBack?: boolean },
    private readonly kind: Kind = 'full',
    private readonly pools = true,
  ) {}

  /** One run in move order `order` (`setOrder`); the table forgets what earlier runs did not prove dead. */
  run(order: number, maxStates: number, stop: () => boolean): SearchResult {
    this.table ??= this.makeTable();
    this.searcher ??=
      spare[this.kind].pop() ?? new Searcher(this.kind === 'guide' ? new GuideMoves() : new MoveGenerator());
    if (this.runs++ > 0) this.table.sweep();
    this.searcher.gen.setOrder(order);
    const { marksWin, prover, holdersBack } = this.extra();
    return this.searcher.run(this.start(), {
      marksWin,
      prover,
      holdersBack,
      maxStates,
      stop,
      table: this.table,
    });
  }

  /**
   * Gives the searcher and the table back to their pools, holding nothing of this lane's runs: the
   * table whole and cleared if it never grew, else its array (table.ts, `trimSpares`). Only once the
   * solve is over: a relaxed prover's table is shared with its questions.
   */
  close(): void {
    const t = this.table;
    this.table = undefined;
    if (t !== undefined && this.pools && !t.grown && spareTables.length < 8) {
      t.clear();
      spareTables.push(t);
    } else t?.release();
    const s = this.searcher;
    if (s === undefined) return;
    s.detach();
    const pool = spare[this.kind];
    if (pool.length < 4 && s.small) pool.push(s);
    this.searcher = undefined;
  }
}

/**
 * Decides whether `position` can be won under its own rules, with a winning line when it can.
 * Works in Node and in a Web Worker (no host APIs beyond the optional clock). Assumes every column
 * is face-down cards under one run of face-up cards (as in every game); throws otherwise.
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
  // run to the next, each run with another move order; a run that ends within its budget gives the
  // verdict. Any complete run proves its verdict (the order of moves changes nothing in what is
  // searched). The table keeps the nodes earlier runs proved dead, so a run does not search them again.
  //
  // After the first run fails, the relaxation (relax.ts: a position lost under easier rules is lost
  // under its own) joins in two ways. Under draw N > 1 with unlimited passes, every new state of a
  // run is asked whether it is lost under the easier rules; one that is counts as dead at once. And
  // between two runs, a run with the same budget (RELAXED_SHARE times it where the questions are
  // asked) searches the start under the easier rules, in the prover's table: if it proves the start
  // lost, so is the deal. Those runs stop once one of them wins (a relaxed win says nothing).
  // Where the relaxation takes away a pass limit, the positions lost under the limit are mostly won
  // without it, and the questions would cost more than they save; only the relaxed runs are made.
  const maxStates = options.budgetStates ?? Number.POSITIVE_INFINITY;
  const memory = (options.maxMemoryMB ?? 256) * 1024 * 1024;
  const start = quotientOf(position, spareStart);
  spareStart = undefined;
  const words = start.key.length;
  const easier = relaxed(position);
  const limited = Number.isFinite(position.rules.passes);
  const ask = position.rules.draw > 1 && !limited;
  let prover: RelaxedProver | undefined;
  let helper: Lane | undefined;
  // The memory cap is shared: a sixth for the guide's table, and of the rest two thirds for the
  // position's table and a third for the relaxation's.
  const rest = (memory * 5) / 6;
  const main = new Lane(
    () => {
      const t = tableOf(words, easier === undefined ? rest : (rest * 2) / 3, MAIN_TABLE_SLOTS, limited);
      // Its dead states are lost (Theorem 7), so they stand for the states they reach by draws (4.6).
      if (start.draw > 1 && !limited) t.reachByDraws(...start.wasteField(), start.draw);
      return t;
    },
    () => start,
    () => ({ prover, holdersBack: true }),
  );
  // The guide (guide.ts) looks for a win first in each round, in a table of its own, until it has
  // searched all it offers or GUIDE_ROUNDS have passed: its wins are wins, but when it finds none that
  // proves nothing.
  let guide: Lane | undefined = new Lane(
    () => tableOf(words, memory / 6, GUIDE_TABLE_SLOTS, limited),
    () => start,
    () => ({}),
    'guide',
  );
  let states = 0;
  let found: SearchResult | undefined;
  // One run of a lane that can settle one verdict only (the guide a win, the relaxation a loss): the
  // run when it settles it, an open verdict when the budget or a stop ends the solve, `spent` when
  // the lane has nothing more to say (the guide searched all it offers, the relaxation won), else
  // undefined.
  const runSide = (
    lane: Lane,
    settles: SearchResult['result'],
    order: number,
    budget: number,
  ): SearchResult | 'spent' | undefined => {
    const r = lane.run(order, Math.min(budget, maxStates - states), stop);
    states += r.states;
    if (r.result === settles) return r;
    // Out of budget: the verdict is open (a side lane's other verdict says nothing here).
    if (r.stopped || states >= maxStates)
      return { result: 'unknown', path: [], states: r.states, stopped: r.stopped };
    return r.result === 'unknown' ? undefined : 'spent';
  };
  // One run of the guide while it has something to say: what settles the solve (a win, or an open
  // verdict when the budget ends), else undefined; the guide is dropped once it searched all it offers.
  const runGuide = (order: number, budget: number): SearchResult | undefined => {
    if (guide === undefined) return undefined;
    const g = runSide(guide, 'solved', order, budget);
    if (g !== 'spent') return g;
    guide = undefined;
    return undefined;
  };
  // Every lane gives its searcher back when the solve ends, however it ends.
  const lanes: Lane[] = [main, guide];
  try {
    for (const probe of GUIDE_PROBES) {
      found = runGuide(probe.order, probe.states);
      if (found !== undefined || guide === undefined) break;
    }
    // A card that can never go up (blocked.ts) proves the loss without a search. Asked only once the
    // short runs found no win: most deals are won there, and need not pay for the question.
    if (found === undefined && blockedCard(position) >= 0) found = PROVED_LOST;
    for (let restart = 0, budget = FIRST_RUN; found === undefined; restart++, budget *= 2) {
      if (restart === GUIDE_ROUNDS) guide = undefined;
      const order = orderOf(restart, limited);
      found = runGuide(order, restart < GUIDE_SHARE_FROM ? budget : budget / GUIDE_SHARE);
      if (found !== undefined) break;
      if (prover !== undefined) prover.perQuestion = Math.min(PER_QUESTION, budget / 2);
      const run = main.run(order, Math.min(budget, maxStates - states), stop);
      states += run.states;
      if (run.result !== 'unknown' || run.stopped || states >= maxStates) {
        found = run;
        break;
      }
      // The relaxed questions that did not pay stop (ASK_MIN, KIND_MIN).
      if (prover !== undefined) {
        prover.skipUnder(KIND_MIN, KIND_RATE);
        if (!prover.pays(ASK_MIN, ASK_RATE)) prover = undefined;
      }
      // A card that can never leave its place (stuck.ts) proves the loss too. Dearer: asked once
      // the first round found nothing, which most deals do not reach.
      if (restart === 0 && stuckCard(position) >= 0) {
        found = PROVED_LOST;
        break;
      }
      if (restart === 0 && easier !== undefined) {
        const p = new RelaxedProver(easier, rest / 3, PER_QUESTION);
        if (ask) prover = p;
        helper = new Lane(
          () => p.table,
          () => p.start,
          () => ({ marksWin: true, holdersBack: true }),
          'full',
          false,
        );
        lanes.push(helper);
      }
      if (helper !== undefined) {
        const easy = runSide(helper, 'unsolvable', order, ask ? budget * RELAXED_SHARE : budget);
        if (easy === 'spent') helper = undefined;
        else if (easy !== undefined) {
          found = easy;
          break;
        }
      }
    }
  } finally {
    for (const lane of lanes) lane.close();
    spareStart = start;
    // Between solves the spare arrays hold no more than this solve's tables were allowed.
    trimSpares(memory);
  }
  // Every winning line is played out through the engine, move by move, before it leaves the solver.
  const moves = found.result === 'solved' ? realize(position, found.path) : [];
  return { result: found.result, moves, states, ms: Math.max(0, now() - t0) };
};
