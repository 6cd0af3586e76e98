import {
  dealFromSeed,
  makeDeal,
  makeMove,
  type Position,
  parseDeal,
  parseRules,
  type Rules,
  startPosition,
  validatePosition,
} from '../engine/index.ts';
import { losingMoveOf } from './analysis-steps.ts';
import { checkDaily, dailySteps } from './daily.ts';
import { assessSteps, hintSteps } from './hint.ts';
import { lazyModule } from './lazy.ts';
import {
  type AssistRequest,
  type AssistResponse,
  type BundledDeal,
  type Lane,
  laneOf,
  type RequestBudget,
} from './protocol.ts';
import type { SlicedBudget, Steps } from './steps.ts';
import { bundledSeed, findWinnableSteps, presetOf } from './winnable.ts';

/** What the worker file gives the core: how to answer, and the host's clock and pause. */
export interface WorkerHost {
  /** Sends a response to the page (`postMessage` in the worker). */
  readonly post: (response: AssistResponse) => void;
  /** The clock for millisecond budgets (`performance.now` in the worker); absent: states budgets only. */
  readonly now?: () => number;
  /** Yields to the event loop so that messages get through (default: a zero-delay timer). */
  readonly pause?: () => Promise<void>;
  /** States of the first solver slice (default 2048); each next slice of the same search doubles. */
  readonly slice?: number;
}

/** The honest player (docs/honest.md), a chunk of its own in the web worker: loaded at its first question. */
const honestPlayer = lazyModule(() => import('./honest/index.ts'));

/** Default budget of a hint or winnability check when the request gives none. */
export const DEFAULT_POSITION_STATES = 100000;

/** The assist worker's message handler. */
export interface WorkerCore {
  /** Handles one message from the page (never throws; bad messages get an `error` response). */
  readonly onMessage: (message: unknown) => void;
  /** Resolves when no request is running (for tests and orderly shutdown). */
  readonly idle: () => Promise<void>;
}

const defaultPause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

type Flag = { cancelled: boolean; lane: Lane };

/**
 * The worker's logic, free of any worker API. A real worker runs one task at a time and sees a
 * message only between tasks, so a synchronous solver run cannot notice a cancel. Every request is
 * therefore a stepped computation (steps.ts) run in slices: after each solver slice the core pauses
 * (a macrotask), the worker's message queue is served, a cancel or a newer request sets the task's
 * flag, and the task stops at its next step with a `cancelled` response. Cancellation latency is one
 * slice; slicing never changes an answer (see `solveSteps`).
 */
export const createWorkerCore = (host: WorkerHost): WorkerCore => {
  const pause = host.pause ?? defaultPause;
  const sliceStates = host.slice ?? 2048;
  const running = new Map<number, Flag>();
  const done = new Set<() => void>();

  const budgetOf = (b: RequestBudget | undefined, flag: Flag, fallbackStates?: number): SlicedBudget => {
    const states = b?.states ?? fallbackStates;
    return {
      slice: sliceStates,
      shouldStop: () => flag.cancelled,
      ...(states === undefined ? {} : { states }),
      ...(b?.ms !== undefined && host.now !== undefined ? { ms: b.ms, now: host.now } : {}),
    };
  };

  const run = async <T>(id: number, flag: Flag, steps: Steps<T>, answer: (v: T) => AssistResponse) => {
    try {
      for (;;) {
        if (flag.cancelled) {
          host.post({ id, type: 'cancelled' });
          return;
        }
        const n = steps.next();
        if (n.done === true) {
          // A search stopped by the flag ends with "unknown": the page asked to drop it, so say so.
          host.post(flag.cancelled ? { id, type: 'cancelled' } : answer(n.value));
          return;
        }
        await pause();
      }
    } catch (e) {
      host.post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
    } finally {
      running.delete(id);
      if (running.size === 0) for (const f of done) f();
    }
  };

  // A position from the page is checked like any other from outside.
  const positionOf = (p: unknown): Position => {
    const r = validatePosition(p);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const rulesOf = (json: unknown): Rules => {
    const r = parseRules(json);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  const start = (req: Exclude<AssistRequest, { type: 'cancel' }>): void => {
    const lane = laneOf(req.type);
    const flag: Flag = { cancelled: false, lane };
    // Called once the request has been read: a bad request does not cancel the running one.
    const supersede = () => {
      for (const f of running.values()) if (f.lane === lane) f.cancelled = true;
      running.set(req.id, flag);
    };
    const id = req.id;
    switch (req.type) {
      case 'hint': {
        const steps = hintSteps(
          positionOf(req.position),
          budgetOf(req.budget, flag, DEFAULT_POSITION_STATES),
          req.known,
        );
        supersede();
        void run(id, flag, steps, (hint) => ({ id, type: 'hint', hint }));
        return;
      }
      case 'honestHint': {
        // The view is made by viewOf alone: nothing else of the position reaches the decision.
        const position = positionOf(req.position);
        if (!Array.isArray(req.earlier)) throw new Error('earlier positions must be a list');
        const earlier = req.earlier.map(positionOf);
        const seed = typeof req.seed === 'number' ? req.seed >>> 0 : 0;
        const steps = (function* () {
          yield;
          const { decide, DEFAULT_HONEST, viewOf } = yield* honestPlayer();
          return decide(viewOf(position, earlier), { ...DEFAULT_HONEST, seed });
        })();
        supersede();
        void run(id, flag, steps, (d) => ({
          id,
          type: 'honestHint',
          decision:
            d.kind === 'move'
              ? {
                  kind: 'move',
                  move: makeMove(d.move, true),
                  why: d.why,
                  ...(d.plan !== undefined && { plan: d.plan.map((m) => makeMove(m, true)) }),
                }
              : { kind: 'resign', why: d.why },
        }));
        return;
      }
      case 'winnability': {
        const b = budgetOf(req.budget, flag, DEFAULT_POSITION_STATES);
        const steps = assessSteps(positionOf(req.position), b, req.known);
        supersede();
        void run(id, flag, steps, (assessment) => ({ id, type: 'winnability', assessment }));
        return;
      }
      case 'findWinnable': {
        const rules = rulesOf(req.rules);
        const t0 = host.now?.();
        const overTime = () =>
          req.budgetMs !== undefined && t0 !== undefined && (host.now?.() ?? 0) - t0 >= req.budgetMs;
        const steps = findWinnableSteps(req.startSeed >>> 0, rules, {
          slice: sliceStates,
          shouldStop: () => flag.cancelled || overTime(),
          ...(req.budgetStates !== undefined ? { budgetStates: req.budgetStates } : {}),
          ...(req.maxTries !== undefined ? { maxTries: req.maxTries } : {}),
          ...(req.difficulty !== undefined ? { difficulty: req.difficulty } : {}),
        });
        supersede();
        void run(id, flag, steps, (result) => {
          const preset = presetOf(rules);
          const b =
            result.found || preset === undefined
              ? undefined
              : bundledSeed(preset, req.pick ?? 0, req.difficulty);
          const bundled: BundledDeal | undefined =
            b === undefined ? undefined : { ...b, deal: makeDeal(dealFromSeed(b.seed)) };
          return { id, type: 'findWinnable', result, ...(bundled ? { bundled } : {}) };
        });
        return;
      }
      case 'daily': {
        const checked = checkDaily(req.date, req.presetId);
        if (!checked.ok) throw new Error(checked.error.message);
        supersede();
        void run(id, flag, dailySteps(req.date, checked.value, sliceStates), (daily) => ({
          id,
          type: 'daily',
          daily,
        }));
        return;
      }
      case 'analyse': {
        const deal = parseDeal(req.deal);
        if (!deal.ok) throw new Error(deal.error.message);
        const rules = rulesOf(req.rules);
        const budget = budgetOf(req.budget, flag, DEFAULT_POSITION_STATES);
        const steps = (function* () {
          const dealVerdict = yield* assessSteps(startPosition(deal.value, rules), budget);
          const losing = yield* losingMoveOf(deal.value, rules, req.moves, budget);
          return { deal: dealVerdict, losing };
        })();
        supersede();
        void run(id, flag, steps, (analysis) => ({ id, type: 'analyse', analysis }));
        return;
      }
      case 'honestGame': {
        const deal = parseDeal(req.deal);
        if (!deal.ok) throw new Error(deal.error.message);
        const rules = rulesOf(req.rules);
        // One step: the game's decisions run without a pause, so a cancel read between them cannot stop
        // it (the web client ends the lane's worker instead when a newer game is asked for).
        const steps = (function* () {
          yield;
          return (yield* honestPlayer()).playHonestly(deal.value, rules);
        })();
        supersede();
        void run(id, flag, steps, (g) => ({
          id,
          type: 'honestGame',
          result: g.result,
          moves: g.moves.length,
        }));
        return;
      }
    }
  };

  const onMessage = (message: unknown): void => {
    const m = message as { id?: unknown; type?: unknown; target?: unknown } | null;
    const id = typeof m?.id === 'number' ? m.id : -1;
    try {
      if (m === null || typeof m !== 'object' || typeof m.id !== 'number')
        throw new Error('a request needs a numeric id');
      if (m.type === 'cancel') {
        for (const [tid, f] of running) if (m.target === undefined || m.target === tid) f.cancelled = true;
        return;
      }
      if (
        !['hint', 'honestHint', 'winnability', 'findWinnable', 'daily', 'analyse', 'honestGame'].includes(
          m.type as string,
        )
      )
        throw new Error(`unknown request type "${String(m.type)}"`);
      start(m as Exclude<AssistRequest, { type: 'cancel' }>);
    } catch (e) {
      host.post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const idle = (): Promise<void> =>
    running.size === 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const f = () => {
            done.delete(f);
            resolve();
          };
          done.add(f);
        });

  return { onMessage, idle };
};
