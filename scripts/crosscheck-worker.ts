// Worker thread of scripts/crosscheck.ts: compares the fast solver and the checker on each position
// it is sent, one at a time, timing both in this thread's CPU time.
import { parentPort } from 'node:worker_threads';
import { cpuClock } from '../src/cli/cpu-clock.ts';
import { compare, type Job } from '../tests/crosscheck/compare.ts';

const clock = cpuClock().now;
parentPort?.on('message', (job: Job) => {
  parentPort?.postMessage(compare(job, clock));
});
