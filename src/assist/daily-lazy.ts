// The web worker's daily-list.ts (vite.config.ts substitutes it for daily.ts's import): the shipped
// list is not in the worker's bundle but a chunk of its own, fetched when a daily deal is first asked
// for (the service worker caches it with the rest of the game, so it works offline).
import type { PresetId } from '../engine/index.ts';
import { type DailyDays, indexInList } from './daily-index.ts';
import type { Steps } from './steps.ts';

let days: DailyDays | undefined;
let loading: Promise<void> | undefined;

/**
 * daily-list.ts's `shippedIndexSteps`, loading the list on first use: it pauses until the chunk has
 * come (the worker core yields to the event loop at every pause), then answers the same. A chunk that
 * cannot be fetched is an error of the requests waiting for it; the next request tries again.
 */
export function* shippedIndexSteps(date: string, presetId: PresetId): Steps<number | undefined> {
  if (days === undefined) {
    let failed: { readonly error: unknown } | undefined;
    loading ??= import('./daily-days.ts')
      .then((m) => {
        days = m;
      })
      .finally(() => {
        loading = undefined;
      });
    loading.catch((error: unknown) => {
      failed = { error };
    });
    while (days === undefined) {
      if (failed !== undefined) throw failed.error;
      yield;
    }
  }
  return indexInList(days, date, presetId);
}
