// Worker thread of `klondike survey` and the solver bench: solves the deals it is sent, one at a time.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { answer, type Request } from './survey/pool.ts';

parentPort?.on('message', (req: Request) => {
  parentPort?.postMessage(answer(req, () => performance.now()));
});
