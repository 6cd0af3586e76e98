// The web worker's daily-list.ts (vite.config.ts substitutes it for daily.ts's import): the shipped
// list is not in the worker's bundle but a chunk of its own, fetched when a daily deal is first asked
// for (lazy.ts).
import type { PresetId } from '../engine/index.ts';
import { indexInList } from './daily-index.ts';
import { lazyModule } from './lazy.ts';
import type { Steps } from './steps.ts';

const days = lazyModule(() => import('./daily-days.ts'));

/** daily-list.ts's `shippedIndexSteps`, loading the list on first use (it pauses until the chunk has come). */
export function* shippedIndexSteps(date: string, presetId: PresetId): Steps<number | undefined> {
  return indexInList(yield* days(), date, presetId);
}
