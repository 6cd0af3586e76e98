import type { PresetId } from '../engine/index.ts';
import { dayOf } from './calendar.ts';
import { DAILY_LIST, DAILY_LIST_FROM } from './daily-days.ts';

/** The digits of the shipped list: index k of a day's deal among its candidates is the k-th character. */
export const DAILY_INDEX_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The index of the day's deal among its candidates when the date is in the shipped list, else undefined. */
export const shippedIndex = (date: string, presetId: PresetId): number | undefined => {
  const day = dayOf(date);
  const from = dayOf(DAILY_LIST_FROM) as number;
  const digits = DAILY_LIST[presetId];
  if (day === undefined || day < from || day - from >= digits.length) return undefined;
  return DAILY_INDEX_DIGITS.indexOf(digits[day - from] as string);
};
