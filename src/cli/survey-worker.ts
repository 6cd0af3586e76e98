// Worker thread of the solver pool (src/cli/pool.ts: `klondike survey`, `klondike solve --deals`, the
// solver bench): solves the deals it is sent, one at a time, on its own CPU clock.
import { parentPort } from 'node:worker_threads';
import { answer, type Request } from './pool.ts';

parentPort?.on('message', (req: Request) => {
  parentPort?.postMessage(answer(req));
});
