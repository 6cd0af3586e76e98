/**
 * The clock that solver budgets and times count: CPU milliseconds of the calling thread, so that a
 * busy machine (or a busy sibling worker) neither cuts a search short nor makes it look slower.
 *
 * Node 20 has no per-thread CPU clock, so on Linux it is read from `/proc/thread-self/schedstat`,
 * whose first field is the nanoseconds the thread has run on a CPU. The file is opened once per
 * thread (this module is loaded once per worker thread) and re-read in place with `pread`, a few
 * microseconds, at most once every REREAD_MS of wall time (reads in between add the wall time since
 * the last one); the solver reads its clock when it starts and ends, and about once a millisecond.
 * The kernel brings that field up to date only when the thread is switched out and at scheduler
 * ticks (every few ms), so between two changes the clock adds the wall time since the last change
 * was seen: while the field has not changed the thread has not been switched out, so that time is
 * time on a CPU. The clock never goes back.
 *
 * Without that file: in the main thread `process.cpuUsage()` (user + system CPU of the whole
 * process, exact when the main thread is the only one solving); in a worker thread, whose siblings
 * would count too, the wall clock (`performance.now()`).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** What a clock measures. */
export type ClockKind = 'thread-cpu' | 'process-cpu' | 'wall';

/** A clock in milliseconds and what it measures. */
export interface Clock {
  readonly kind: ClockKind;
  readonly now: () => number;
}

const SCHEDSTAT = '/proc/thread-self/schedstat';

/** How long (wall ms) the clock goes on from its last read of the kernel's count before it reads it again. */
const REREAD_MS = 0.5;

/** Nanoseconds on CPU of the thread that opened `fd`: the first field of its schedstat, in decimal. */
const readSchedstat = (fd: number, buf: Buffer): number => {
  const n = readSync(fd, buf, 0, buf.length, 0);
  let ns = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = buf[i] as number;
    if (c < 48 || c > 57) break;
    ns = ns * 10 + (c - 48);
  }
  return i === 0 ? Number.NaN : ns;
};

/** This thread's CPU clock from its schedstat, or undefined where there is none (no /proc, or it reads 0). */
const openThreadClock = (): (() => number) | undefined => {
  let fd: number;
  try {
    fd = openSync(SCHEDSTAT, 'r');
  } catch {
    return undefined;
  }
  const buf = Buffer.alloc(64);
  let seen: number;
  try {
    seen = readSchedstat(fd, buf);
  } catch {
    seen = Number.NaN;
  }
  // A running thread has run for more than 0 ns; a kernel without scheduler statistics says 0.
  if (!(seen > 0)) {
    closeSync(fd);
    return undefined;
  }
  // `seen`: the field (ns) when it was last seen to change; `since`: the wall clock just after that;
  // `checked`: the wall clock when the field was last read.
  let since = performance.now();
  let checked = since;
  let last = seen / 1e6;
  return () => {
    // The wall clock before the field: if the field has not changed, the thread ran all along
    // from `since` to `wall`. Within REREAD_MS of the last read the field is not read again (a read
    // costs a system call, a few microseconds, as much as 5 % of an easy solve that reads the clock
    // when it starts and ends) and taken as unchanged: the clock can then count as CPU time a wait
    // of less than REREAD_MS, which the next read of the field takes back (it never goes back, so
    // it stands still until the thread's time catches up): it is never more than REREAD_MS ahead.
    const wall = performance.now();
    let ms: number;
    if (wall - checked < REREAD_MS) ms = seen / 1e6 + (wall - since);
    else {
      checked = wall;
      const ns = readSchedstat(fd, buf);
      if (ns !== seen) {
        seen = ns;
        since = performance.now();
        ms = ns / 1e6;
      } else ms = ns / 1e6 + (wall - since);
    }
    // The kernel's count can lag the wall clock a little (time stolen from a virtual CPU): never go back.
    last = Math.max(last, ms);
    return last;
  };
};

const processCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let threadClock: Clock | undefined;

/**
 * The CPU clock of the calling thread (see the module comment for the fallbacks). The same object
 * for every call in one thread; it must not be handed to another thread.
 */
export const cpuClock = (): Clock => {
  if (threadClock === undefined) {
    const thread = openThreadClock();
    threadClock =
      thread !== undefined
        ? { kind: 'thread-cpu', now: thread }
        : isMainThread
          ? { kind: 'process-cpu', now: processCpu }
          : { kind: 'wall', now: () => performance.now() };
  }
  return threadClock;
};

/** Words for a clock kind, for figures' headings. */
export const clockWords = (kind: ClockKind): string =>
  kind === 'thread-cpu'
    ? 'CPU ms of the solving thread'
    : kind === 'process-cpu'
      ? 'CPU ms of the process'
      : 'wall ms';
