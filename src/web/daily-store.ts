import { type DailyLog, type DailyResult, recordDaily } from '../assist/record.ts';
import { PRESETS } from '../engine/index.ts';

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
const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

const parseResult = (v: unknown): DailyResult | undefined => {
  const o = v as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null) return undefined;
  const preset = PRESETS.find((p) => p.id === o.presetId);
  if (typeof o.date !== 'string' || !DATE.test(o.date) || preset === undefined) return undefined;
  if (typeof o.won !== 'boolean' || ![o.seconds, o.moves, o.hints, o.undos].every(count)) return undefined;
  return {
    date: o.date,
    presetId: preset.id,
    won: o.won,
    seconds: o.seconds as number,
    moves: o.moves as number,
    hints: o.hints as number,
    undos: o.undos as number,
  };
};

/** Reads the stored daily data; undefined when any part is not ours (the storage layer sets it aside). */
export const parseDailyStore = (json: unknown): DailyStore | undefined => {
  const o = json as { log?: { results?: unknown }; seeds?: unknown } | null;
  if (typeof o !== 'object' || o === null || !Array.isArray(o.log?.results)) return undefined;
  const results = o.log.results.map(parseResult);
  if (results.some((r) => r === undefined)) return undefined;
  const seeds: Record<string, number> = {};
  if (typeof o.seeds !== 'object' || o.seeds === null) return undefined;
  for (const [k, v] of Object.entries(o.seeds)) {
    if (!count(v)) return undefined;
    seeds[k] = v;
  }
  return { log: { results: results as DailyResult[] }, seeds };
};

/** The store with a daily game's result recorded (see `recordDaily`). */
export const withResult = (store: DailyStore, result: DailyResult): DailyStore => ({
  ...store,
  log: recordDaily(store.log, result),
});
