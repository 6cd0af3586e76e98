import { formatClock, type PresetId } from '../engine/index.ts';
import { dateOf, dayOf, daysInMonth } from './calendar.ts';

/** One daily game as the web game stores it: plain data. */
export interface DailyResult {
  readonly date: string;
  readonly presetId: PresetId;
  readonly won: boolean;
  /** Seconds from the deal to the end (the win, or the last move). */
  readonly seconds: number;
  readonly moves: number;
  readonly hints: number;
  readonly undos: number;
}

/** Every daily game played, one per date and preset. */
export interface DailyLog {
  readonly results: readonly DailyResult[];
}

/** A log with nothing played. */
export const EMPTY_DAILY_LOG: DailyLog = { results: [] };

/** A day of the calendar: won, played but not won, or not played. */
export type DayState = 'won' | 'played' | 'none';

/** Short preset labels for the share text. */
export const PRESET_LABELS: Record<PresetId, string> = {
  draw1: 'Draw 1',
  draw3: 'Draw 3',
  classic1: 'Classic draw 1',
  classic3: 'Classic draw 3',
  vegas1: 'Vegas draw 1',
  vegas3: 'Vegas draw 3',
};

/**
 * The log with a game recorded. One entry per date and preset: the first win stays (that is the one
 * shared); a new result replaces an earlier unwon one.
 */
export const recordDaily = (log: DailyLog, result: DailyResult): DailyLog => {
  const i = log.results.findIndex((r) => r.date === result.date && r.presetId === result.presetId);
  if (i < 0) return { results: [...log.results, result] };
  if ((log.results[i] as DailyResult).won) return log;
  return { results: log.results.map((r, j) => (j === i ? result : r)) };
};

const stateOfDay = (log: DailyLog, date: string, presetId?: PresetId): DayState => {
  let state: DayState = 'none';
  for (const r of log.results) {
    if (r.date !== date || (presetId !== undefined && r.presetId !== presetId)) continue;
    if (r.won) return 'won';
    state = 'played';
  }
  return state;
};

/** The days of a month ('YYYY-MM') with their state, for one preset or any. Empty for a bad month. */
export const dailyCalendar = (
  log: DailyLog,
  month: string,
  presetId?: PresetId,
): { readonly date: string; readonly state: DayState }[] => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (m === null || dayOf(`${month}-01`) === undefined) return [];
  const n = daysInMonth(Number(m[1]), Number(m[2]));
  return Array.from({ length: n }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return { date, state: stateOfDay(log, date, presetId) };
  });
};

/**
 * The daily streak on `today` (the caller's local date): `current` is the run of consecutive won days
 * ending today, or yesterday while today's daily is not won yet; `best` the longest run ever.
 */
export const dailyStreak = (
  log: DailyLog,
  today: string,
  presetId?: PresetId,
): { readonly current: number; readonly best: number } => {
  const won = new Set<number>();
  for (const r of log.results) {
    const d = dayOf(r.date);
    if (r.won && d !== undefined && (presetId === undefined || r.presetId === presetId)) won.add(d);
  }
  const days = [...won].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === (days[i - 1] as number) + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const t = dayOf(today);
  let current = 0;
  if (t !== undefined) {
    let d = won.has(t) ? t : t - 1;
    while (won.has(d)) {
      current++;
      d--;
    }
  }
  return { current, best };
};

const count = (n: number, word: string): string =>
  n === 0 ? `no ${word}s` : `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The shareable line of a daily game, without spoilers (no cards, no moves), e.g.
 * "Klondike daily 2026-11-29 · Draw 1 · won in 4:12, 118 moves, no hints".
 */
export const shareText = (r: DailyResult): string => {
  const how = r.won ? `won in ${formatClock(r.seconds)}` : 'not won';
  return `Klondike daily ${r.date} · ${PRESET_LABELS[r.presetId]} · ${how}, ${r.moves} move${r.moves === 1 ? '' : 's'}, ${count(r.hints, 'hint')}`;
};

/** The date after a date (for calendars that page by day); undefined for a bad date. */
export const nextDate = (date: string): string | undefined => {
  const d = dayOf(date);
  return d === undefined ? undefined : dateOf(d + 1);
};
