// Worker thread of `klondike ai --jobs` (src/cli/commands/ai.ts, run on the shared pool of pool.ts):
// plays the games it is sent, one at a time, on its own CPU clock.
import { parentPort } from 'node:worker_threads';
import { type AiRequest, playRequest } from './commands/ai.ts';

parentPort?.on('message', (req: AiRequest) => {
  parentPort?.postMessage(playRequest(req));
});
