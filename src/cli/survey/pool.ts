import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Rules } from '../../engine/index.ts';
import { type ResultLine, solveSeed } from './result.ts';

/** What a worker sends back for one deal: the result line and the worker's own time for it. */
export interface Reply {
  readonly seed: number;
  readonly line: ResultLine;
  /** CPU ms of the deal when measurable (in-process), else the solver's clock. */
  readonly cpuMs: number;
}

/** A request to a worker. */
export interface Request {
  readonly seed: number;
  readonly rules: Rules;
  readonly budgetMs: number;
}

/** Answers one request (what the worker thread runs, and the in-process fallback). */
export const answer = (req: Request, now: () => number, cpu?: () => number): Reply => {
  const c0 = cpu?.();
  const line = solveSeed(req.seed, req.rules, req.budgetMs, now);
  return { seed: req.seed, line, cpuMs: c0 === undefined || cpu === undefined ? line.ms : cpu() - c0 };
};

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// The CPU clock for a budget, which the solver reads every few thousand steps: process.cpuUsage is
// a system call (a sixth of a hard search's time when read that often), so it is read again only
// once the wall clock has moved on by 5 ms (CPU time never runs ahead of wall time here).
let lastWall = Number.NEGATIVE_INFINITY;
let lastCpu = 0;
const cpuBudgetClock = () => {
  const wall = performance.now();
  if (wall - lastWall >= 5) {
    lastWall = wall;
    lastCpu = cpuNow();
  }
  return lastCpu;
};

/**
 * Solves `seeds` on `jobs` worker threads (the built `survey-worker.js` next to `workerUrl`'s
 * directory), calling `onReply` as each finishes; with one job, or when the worker file is missing
 * (running from sources), solves in this thread, measuring CPU time exactly (and, with `cpuClock`,
 * counting the time budget in CPU time as well).
 */
export const runPool = async (
  seeds: readonly number[],
  rules: Rules,
  budgetMs: number,
  jobs: number,
  workerUrl: URL,
  onReply: (r: Reply) => void,
  stopped: () => boolean = () => false,
  cpuClock = false,
): Promise<void> => {
  const workerPath = fileURLToPath(workerUrl);
  if (jobs <= 1 || !existsSync(workerPath)) {
    for (const seed of seeds) {
      if (stopped()) return;
      // In this thread the budget runs on CPU time too, so a busy machine does not cut searches short.
      onReply(answer({ seed, rules, budgetMs }, cpuClock ? cpuBudgetClock : () => performance.now(), cpuNow));
      await new Promise((r) => setImmediate(r));
    }
    return;
  }
  let next = 0;
  const workers: Worker[] = [];
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    const feed = (w: Worker) => {
      if (next >= seeds.length || stopped()) {
        void w.terminate();
        running--;
        if (running === 0) resolve();
        return;
      }
      w.postMessage({ seed: seeds[next++] as number, rules, budgetMs } satisfies Request);
    };
    const n = Math.min(jobs, seeds.length);
    if (n === 0) resolve();
    for (let i = 0; i < n; i++) {
      const w = new Worker(workerPath);
      workers.push(w);
      running++;
      w.on('message', (r: Reply) => {
        onReply(r);
        feed(w);
      });
      w.on('error', (e) => {
        for (const x of workers) void x.terminate();
        reject(e);
      });
      feed(w);
    }
  });
};
