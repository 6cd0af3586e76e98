import type { PresetId } from '../engine/index.ts';
import * as days from './daily-days.ts';
import { indexInList } from './daily-index.ts';
import type { Steps } from './steps.ts';

/** The index of the day's deal among its candidates when the date is in the shipped list, else undefined. */
export const shippedIndex = (date: string, presetId: PresetId): number | undefined =>
  indexInList(days, date, presetId);

/**
 * `shippedIndex` as a step of a stepped computation (steps.ts): here the list is at hand, so it takes
 * no step. The web worker's build (vite.config.ts) gives daily.ts daily-lazy.ts in place of this
 * module, where the same step waits for the list, a chunk of its own fetched on the first daily deal.
 */
export function* shippedIndexSteps(date: string, presetId: PresetId): Steps<number | undefined> {
  return shippedIndex(date, presetId);
}
