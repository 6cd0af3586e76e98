import { type DailyLog, type DailyResult, recordDaily } from '../assist/daily-log.ts';
import { MAX_SEED, PRESETS } from '../engine/index.ts';
import { isCount, MAX_MOVES, MAX_SECONDS } from './limits.ts';
import type { Read } from './storage.ts';

/** What the web game stores about daily deals: the record of games, and each day's deal number once computed. */
export interface DailyStore {
  readonly log: DailyLog;
  /** Deal numbers by `YYYY-MM-DD|presetId`: a day's deal stays the same for this player after a solver update. */
  readonly seeds: Readonly<Record<string, number>>;
}

/** Nothing stored yet. */
export const EMPTY_DAILY: DailyStore = { log: { results: [] }, seeds: {} };

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
  const value = { log: { results }, seeds };
  const list = Array.isArray(o.log?.results);
  const n = badResults.length;
  if (n === 0 && list && Object.keys(badSeeds).length === 0) return { value };
  const lost = !list ? 'the list of days' : n > 0 ? `${n} day${n === 1 ? '' : 's'}` : 'some deal numbers';
  return { value, rest: { log: list ? { results: badResults } : o.log, seeds: badSeeds }, lost };
};

/** Two daily records as one: every day's result kept (a win beats a game only played), and every day's deal. */
export const mergeDaily = (a: DailyStore, b: DailyStore): DailyStore => ({
  log: b.log.results.reduce(recordDaily, a.log),
  seeds: { ...b.seeds, ...a.seeds },
});

/** The store with a daily game's result recorded (see `recordDaily`). */
export const withResult = (store: DailyStore, result: DailyResult): DailyStore => ({
  ...store,
  log: recordDaily(store.log, result),
});
