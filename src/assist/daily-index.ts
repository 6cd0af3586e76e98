import type { PresetId } from '../engine/index.ts';
import { dayOf } from './calendar.ts';
import { DIGITS } from './digits.ts';

/** The shipped daily list (daily-days.ts): its first day, and one digit per day and preset. */
export interface DailyDays {
  readonly DAILY_LIST_FROM: string;
  readonly DAILY_LIST: Readonly<Record<PresetId, string>>;
}

/** The index of the day's deal among its candidates when the date is in the list, else undefined. */
export const indexInList = (days: DailyDays, date: string, presetId: PresetId): number | undefined => {
  const day = dayOf(date);
  const from = dayOf(days.DAILY_LIST_FROM) as number;
  const digits = days.DAILY_LIST[presetId];
  if (day === undefined || day < from || day - from >= digits.length) return undefined;
  return DIGITS.indexOf(digits[day - from] as string);
};
