import { type DailyLog, type DailyResult, recordDaily } from '../assist/daily-log.ts';
import { MAX_SEED, PRESETS } from '../engine/index.ts';
import { isCount, MAX_MOVES, MAX_SECONDS } from './limits.ts';
import type { LostPart, Read } from './storage.ts';

/** What the web game stores about daily deals: the record of games, and each day's deal number once computed. */
export interface DailyStore {
  readonly log: DailyLog;
  /** Deal numbers by `YYYY-MM-DD|presetId`: a day's deal stays the same for this player after a solver update. */
  readonly seeds: Readonly<Record<string, number>>;
  /** The results (by `YYYY-MM-DD|presetId`) of deals played after their day: marked as late, no part of the streak. */
  readonly late?: readonly string[];
}

/** Nothing stored yet. */
export const EMPTY_DAILY: DailyStore = { log: { results: [] }, seeds: {} };

const keyOfResult = (r: DailyResult): string => `${r.date}|${r.presetId}`;

/** Whether a recorded result was played late. */
export const isLate = (store: DailyStore, r: DailyResult): boolean =>
  store.late?.includes(keyOfResult(r)) ?? false;

/** The log of the results played on their day: what the streak counts. */
export const onTimeLog = (store: DailyStore): DailyLog => ({
  results: store.log.results.filter((r) => !isLate(store, r)),
});

/** The key of a day's deal number. */
export const dailyKey = (date: string, presetId: string): string => `${date}|${presetId}`;

const DATE = /^\d{4}-\d\d-\d\d$/;

const parseResult = (v: unknown): DailyResult | undefined => {
  const o = v as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null) return undefined;
  const preset = PRESETS.find((p) => p.id === o.presetId);
  if (typeof o.date !== 'string' || !DATE.test(o.date) || preset === undefined) return undefined;
  if (typeof o.won !== 'boolean' || !isCount(o.seconds, MAX_SECONDS) || !isCount(o.moves, MAX_MOVES))
    return undefined;
  if (!isCount(o.hints) || !isCount(o.undos)) return undefined;
  return {
    date: o.date,
    presetId: preset.id,
    won: o.won,
    seconds: o.seconds,
    moves: o.moves,
    hints: o.hints,
    undos: o.undos,
  };
};

/** Reads the stored daily data result by result: the readable ones, and the others set aside. */
export const parseDailyStore = (json: unknown): Read<DailyStore> => {
  const o = json as { log?: { results?: unknown }; seeds?: unknown } | null;
  if (typeof o !== 'object' || o === null) return { value: undefined, rest: json };
  const all = Array.isArray(o.log?.results) ? o.log.results : [];
  const results: DailyResult[] = [];
  const badResults: unknown[] = [];
  for (const v of all) {
    const r = parseResult(v);
    if (r === undefined) badResults.push(v);
    else results.push(r);
  }
  const seeds: Record<string, number> = {};
  const badSeeds: Record<string, unknown> = {};
  const given = typeof o.seeds === 'object' && o.seeds !== null ? o.seeds : {};
  for (const [k, v] of Object.entries(given)) {
    if (isCount(v, MAX_SEED)) seeds[k] = v;
    else badSeeds[k] = v;
  }
  const late = Array.isArray((o as { late?: unknown }).late)
    ? ((o as { late: unknown[] }).late.filter((k) => typeof k === 'string') as string[])
    : [];
  const value = { log: { results }, seeds, ...(late.length > 0 ? { late } : {}) };
  const list = Array.isArray(o.log?.results);
  const n = badResults.length;
  if (n === 0 && list && Object.keys(badSeeds).length === 0) return { value };
  const lost: LostPart = !list
    ? { kind: 'day-list' }
    : n > 0
      ? { kind: 'days', n }
      : { kind: 'deal-numbers' };
  return { value, rest: { log: list ? { results: badResults } : o.log, seeds: badSeeds }, lost: [lost] };
};

/** Two daily records as one: every day's result kept (a win beats a game only played), and every day's deal. */
export const mergeDaily = (a: DailyStore, b: DailyStore): DailyStore => {
  const log = b.log.results.reduce(recordDaily, a.log);
  // A kept result stays late if it was late where it came from.
  const late = log.results
    .filter((r) => (a.log.results.includes(r) && isLate(a, r)) || (b.log.results.includes(r) && isLate(b, r)))
    .map(keyOfResult);
  return { log, seeds: { ...b.seeds, ...a.seeds }, ...(late.length > 0 ? { late } : {}) };
};

/** The store with a daily game's result recorded (see `recordDaily`), marked late when `late`. */
export const withResult = (store: DailyStore, result: DailyResult, late = false): DailyStore => {
  const log = recordDaily(store.log, result);
  // The result kept is this one (not an earlier win): it is late when its game was.
  if (!log.results.includes(result)) return { ...store, log };
  const key = keyOfResult(result);
  const others = (store.late ?? []).filter((k) => k !== key);
  const lateKeys = late ? [...others, key] : others;
  const { late: _, ...rest } = store;
  return { ...rest, log, ...(lateKeys.length > 0 ? { late: lateKeys } : {}) };
};
