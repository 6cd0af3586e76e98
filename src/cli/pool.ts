import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Deal, dealFromSeed, type Rules, startPosition } from '../engine/index.ts';
import { solve } from '../solver/index.ts';
import { cpuClock } from './cpu-clock.ts';
import type { Budget } from './flags.ts';
import { type ResultLine, resultLine } from './result.ts';

/** A deal to solve from its start: `deal` when given (with its `seed` if it has one), else numbered deal `seed`. */
export interface Request extends Budget {
  /** The caller's tag, given back in the reply. */
  readonly id: number;
  readonly seed?: number;
  readonly deal?: Deal;
  readonly rules: Rules;
}

/** The answer to a request: its tag and the solver result line (`ms` on the CPU clock). */
export interface Reply {
  readonly id: number;
  readonly line: ResultLine;
}

/** Answers one request in the calling thread, the budget and `ms` on this thread's CPU clock. */
export const answer = (req: Request): Reply => {
  const deal = req.deal ?? dealFromSeed(req.seed as number);
  const { budgetMs, budgetStates } = req;
  const r = solve(startPosition(deal, req.rules), { budgetMs, budgetStates, now: cpuClock().now });
  return { id: req.id, line: resultLine(deal, req.seed, req.rules, r) };
};

/**
 * The worker of the command line: next to the bundle (dist/survey-worker.js beside dist/cli.js). Run
 * from sources there is none at that place, and the pool solves in the calling thread.
 */
export const CLI_WORKER_URL = new URL('./survey-worker.js', import.meta.url);

/** One worker thread, asked one request at a time; a crash or an exit rejects the pending answer. */
const workerLane = (path: string) => {
  const worker = new Worker(path);
  let pending: { resolve: (r: Reply) => void; reject: (e: unknown) => void } | undefined;
  const settle = (f: (p: NonNullable<typeof pending>) => void) => {
    const p = pending;
    pending = undefined;
    if (p !== undefined) f(p);
  };
  worker.on('message', (r: Reply) => settle((p) => p.resolve(r)));
  worker.on('error', (e) => settle((p) => p.reject(e)));
  worker.on('exit', (code) => settle((p) => p.reject(new Error(`a solver thread stopped (exit ${code})`))));
  return {
    ask: (req: Request) =>
      new Promise<Reply>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(req);
      }),
    stop: () => worker.terminate(),
  };
};

const asyncIterator = <T>(source: AsyncIterable<T> | Iterable<T>): AsyncIterator<T> =>
  Symbol.asyncIterator in source
    ? source[Symbol.asyncIterator]()
    : (async function* () {
        yield* source;
      })();

/**
 * Solves `requests` on up to `jobs` worker threads (the built `survey-worker.js` at `workerUrl`),
 * pulling each request only when a thread is free (so a source may be endless or still being read),
 * and calls `onReply` as each finishes, in the order they finish; a thread starts only when there
 * is a request for it. With one job, or when the worker file is missing (running from sources), the
 * requests are solved in this thread. Rejects with the first error of `onReply` or of a thread,
 * after stopping the others.
 */
export const runPool = async (
  requests: AsyncIterable<Request> | Iterable<Request>,
  jobs: number,
  workerUrl: URL,
  onReply: (r: Reply) => void | Promise<void>,
): Promise<void> => {
  const it = asyncIterator(requests);
  const path = fileURLToPath(workerUrl);
  if (jobs <= 1 || !existsSync(path)) {
    try {
      for (let n = await it.next(); n.done !== true; n = await it.next()) {
        await onReply(answer(n.value));
        // Lets output drain and signals arrive between two searches.
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      await it.return?.();
    }
    return;
  }
  let failure: { error: unknown } | undefined;
  const lanes: ReturnType<typeof workerLane>[] = [];
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = { error };
    for (const l of lanes) void l.stop();
  };
  const pull = (): Promise<IteratorResult<Request>> =>
    failure === undefined ? it.next() : Promise.resolve({ done: true, value: undefined });
  const run = async (lane: ReturnType<typeof workerLane>, first: Request) => {
    for (let req = first; ; ) {
      await onReply(await lane.ask(req));
      const n = await pull();
      if (n.done === true) return;
      req = n.value;
    }
  };
  const running: Promise<void>[] = [];
  try {
    for (let i = 0; i < jobs; i++) {
      const n = await pull();
      if (n.done === true) break;
      const lane = workerLane(path);
      lanes.push(lane);
      running.push(run(lane, n.value).catch(fail));
    }
    await Promise.all(running);
  } finally {
    await Promise.all(lanes.map((l) => l.stop()));
    await it.return?.();
  }
  if (failure !== undefined) throw failure.error;
};
