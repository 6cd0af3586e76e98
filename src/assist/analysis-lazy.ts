// The web worker's analysis-steps.ts (vite.config.ts substitutes it for worker-core.ts's import): the
// end-of-game analysis is not in the worker's bundle but a chunk of its own, fetched at its first
// question (lazy.ts). Only the web worker's build does this: a dynamic import in the command line's
// bundle would make esbuild initialise the modules it shares with the rest lazily, and too late.
import type { findLosingMoveSteps, LosingMove } from './analysis.ts';
import { lazyModule } from './lazy.ts';
import type { Steps } from './steps.ts';

const analysis = lazyModule(() => import('./analysis.ts'));

/** analysis.ts's `findLosingMoveSteps`, loading the analysis on first use (it pauses until the chunk has come). */
export function* losingMoveOf(...args: Parameters<typeof findLosingMoveSteps>): Steps<LosingMove> {
  return yield* (yield* analysis()).findLosingMoveSteps(...args);
}
