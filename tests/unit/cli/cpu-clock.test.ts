import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../kit/temp.ts';
import { runBundle } from './helpers.ts';

// The CPU clock of src/cli/cpu-clock.ts, checked against CPU time only (never against the wall clock):
// it counts the work of its own thread and not a sibling's. Workers cannot run .ts here, so the
// module is bundled for them.

const linux = existsSync('/proc/thread-self/schedstat');
const dir = tempDir('cpu-clock-');
const clockJs = join(dir, 'cpu-clock.mjs');

/** A worker that runs `body` (an async function of `clock`, `shared` and `post`) and posts its result. */
const workerFile = (name: string, body: string): string => {
  const path = join(dir, name);
  writeFileSync(
    path,
    `import { parentPort, workerData } from 'node:worker_threads';
import { cpuClock } from ${JSON.stringify(pathToFileURL(clockJs).href)};
const clock = cpuClock();
const shared = workerData === undefined ? undefined : new Int32Array(workerData);
parentPort.postMessage(await (async () => { ${body} })());
`,
  );
  return path;
};

/**
 * What the worker file at `path` posts, run in a process of its own (the test runner's process has
 * other test files' threads, whose CPU time `process.cpuUsage` would count); it must write nothing
 * to standard error.
 */
const answerInOwnProcess = (path: string): unknown => {
  const child = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { Worker } from 'node:worker_threads';
       const w = new Worker(${JSON.stringify(path)}, { execArgv: [] });
       w.once('message', (m) => { console.log(JSON.stringify(m)); w.terminate(); });`,
    ],
    { encoding: 'utf8' },
  );
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout);
};

const answerOf = (w: Worker) =>
  new Promise<unknown>((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  });

beforeAll(async () => {
  await build({
    entryPoints: ['src/cli/cpu-clock.ts'],
    outfile: clockJs,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
});

describe.runIf(linux)('the thread CPU clock', () => {
  it('is the thread clock in a worker, and does not count a sibling thread that spins', async () => {
    // The worker reads its clock, then sleeps (Atomics.wait) while this thread spins for 300 ms of
    // its own CPU time, then reads again.
    const sab = new SharedArrayBuffer(8);
    const flags = new Int32Array(sab);
    const w = new Worker(
      workerFile(
        'sleeper.mjs',
        `const c0 = clock.now();
         Atomics.store(shared, 0, 1); Atomics.notify(shared, 0);
         Atomics.wait(shared, 1, 0);
         return { kind: clock.kind, slept: clock.now() - c0 };`,
      ),
      { workerData: sab },
    );
    const answer = answerOf(w);
    while (Atomics.load(flags, 0) === 0) await new Promise((r) => setTimeout(r, 1));
    const { cpuClock } = (await import(
      pathToFileURL(clockJs).href
    )) as typeof import('../../../src/cli/cpu-clock.ts');
    const mine = cpuClock();
    const start = mine.now();
    let spins = 0;
    while (mine.now() - start < 300) spins++;
    Atomics.store(flags, 1, 1);
    Atomics.notify(flags, 1);
    const r = (await answer) as { kind: string; slept: number };
    await w.terminate();
    expect(spins).toBeGreaterThan(0);
    expect(r.kind).toBe('thread-cpu');
    expect(r.slept).toBeLessThan(50);
  });

  it('counts its own thread: a worker spinning alone sees about what the process spent', () => {
    // Spin until the whole process has spent 200 ms more CPU; this thread did most of that work. The
    // worker runs in a process of its own: the test runner's process has other test files' threads.
    const spinner = workerFile(
      'spinner.mjs',
      `const p = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
       const p0 = p(); const c0 = clock.now();
       while (p() - p0 < 200);
       return { thread: clock.now() - c0, process: p() - p0 };`,
    );
    const r = answerInOwnProcess(spinner) as { thread: number; process: number };
    expect(r.thread).toBeGreaterThan(0.5 * r.process);
    // The kernel's count and the clock's interpolation between its updates: within a few ms.
    expect(r.thread).toBeLessThan(r.process + 10);
  });

  it('does not count naps shorter than its re-read interval as time on a CPU', () => {
    // The clock reads the kernel's count at most every half millisecond of wall time and adds the
    // wall time in between: a thread that naps for a tenth of a millisecond between reads, 2000
    // times (over 200 ms asleep), must still see about its CPU time, not its wall time. Measured
    // against the process's CPU time, in a process of its own as above.
    const napper = workerFile(
      'napper.mjs',
      `const p = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
       const nap = new Int32Array(new SharedArrayBuffer(4));
       const t0 = performance.now(); const p0 = p(); const c0 = clock.now();
       for (let i = 0; i < 2000; i++) { clock.now(); Atomics.wait(nap, 0, 0, 0.1); }
       const thread = clock.now() - c0;
       return { thread, process: p() - p0, wall: performance.now() - t0 };`,
    );
    const r = answerInOwnProcess(napper) as { thread: number; process: number; wall: number };
    expect(r.wall).toBeGreaterThan(200);
    expect(r.thread).toBeLessThan(r.process + 10);
  });

  it('never goes back, and moves on while its thread works', async () => {
    const w = new Worker(
      workerFile(
        'steps.mjs',
        `let last = clock.now(); const first = last; let back = 0;
         for (let i = 0; i < 20000; i++) { const t = clock.now(); if (t < last) back++; last = t; }
         return { back, moved: last - first };`,
      ),
    );
    const r = (await answerOf(w)) as { back: number; moved: number };
    await w.terminate();
    expect(r.back).toBe(0);
    expect(r.moved).toBeGreaterThan(0);
  });
});

describe.runIf(linux)('budgets in CPU time', () => {
  const spinners: Worker[] = [];
  afterAll(async () => {
    await Promise.all(spinners.map((w) => w.terminate()));
  });

  it('a budget gives the same verdict and the same search on a machine made busy by other threads', async () => {
    // A search of a fixed size (a state budget), whatever the solver makes of the deal.
    const solveSeed = (budgetMs: number) => {
      const r = runBundle([
        'solve',
        '--seed',
        '3',
        '--budget-states',
        '30000',
        '--budget-ms',
        String(budgetMs),
        '--json',
      ]);
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout) as { result: string; states: number; ms: number };
    };
    // Alone, with a time budget out of reach: the verdict, the states and the CPU time it takes.
    const alone = solveSeed(600000);
    // A time budget of 4 times that CPU time, while 20 threads spin: the search gets a tenth of a
    // core or less, so its wall time grows more than tenfold, but its budget counts only its own CPU
    // time (which grows a little too: caches are shared). Cut short, it would search fewer states.
    const budget = Math.max(200, 4 * alone.ms);
    for (let i = 0; i < 20; i++) spinners.push(new Worker('for (;;);', { eval: true }));
    const busy = solveSeed(budget);
    expect({ result: busy.result, states: busy.states }).toEqual({
      result: alone.result,
      states: alone.states,
    });
  });
});
