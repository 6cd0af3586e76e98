import {
  dealFromSeed,
  err,
  makeDeal,
  ok,
  PRESETS,
  type PresetId,
  type Result,
  Rng,
  startPosition,
} from '../engine/index.ts';
import { dayOf } from './calendar.ts';
import { shippedIndexSteps } from './daily-list.ts';
import { runSync, type Steps, solveSteps } from './steps.ts';
import { bundledSeed } from './winnable.ts';

/** The version of the daily-deal scheme: part of the hash, so a new scheme gives new deals. */
export const DAILY_SCHEME = 'klondike-daily/1';

/**
 * Candidates tried before the bundled list takes over. With the single-pass presets about one deal
 * in four can be won, so 64 losing candidates in a row come about once in 10^8 days.
 */
export const DAILY_MAX_TRIES = 64;

/**
 * The states budget within which `searchDailySteps` solves a candidate. A candidate left undecided
 * within it is skipped like a lost one, so the rule picks a deal the solver proves winnable quickly;
 * the shipped list was made with this budget, and docs/assist.md gives what it costs.
 */
export const DAILY_DECIDE_STATES = 1_000_000;

/** The day's deal of a preset, and how it was chosen. */
export interface DailyDeal {
  readonly date: string;
  readonly presetId: PresetId;
  readonly seed: number;
  /** The deal string. */
  readonly deal: string;
  /** `list`: shipped with the game; `search`: the first candidate proved winnable; `bundled`: the fallback list. */
  readonly source: 'list' | 'search' | 'bundled';
  /** Candidates tried. */
  readonly tries: number;
}

/** Why no daily deal: a date that is not a real 'YYYY-MM-DD' day, or an unknown preset. */
export interface DailyError {
  readonly code: 'bad-date' | 'bad-preset';
  readonly message: string;
}

/** FNV-1a, 32 bits, over the UTF-16 code units of a string: tiny and identical on every engine. */
export const fnv1a = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** The hash that seeds a day's candidate sequence. */
export const dailyHash = (date: string, presetId: PresetId): number =>
  fnv1a(`${DAILY_SCHEME}|${date}|${presetId}`);

/** The day's candidate deal numbers, in order (the engine's frozen generator seeded by the hash). */
export const dailyCandidates = (date: string, presetId: PresetId, count: number): number[] => {
  const rng = new Rng(dailyHash(date, presetId));
  return Array.from({ length: count }, () => rng.next());
};

/** Checks a date and a preset id. */
export const checkDaily = (date: string, presetId: string): Result<PresetId, DailyError> => {
  if (dayOf(date) === undefined)
    return err({ code: 'bad-date', message: `"${date}" is not a date of the form YYYY-MM-DD` });
  const preset = PRESETS.find((p) => p.id === presetId);
  if (preset === undefined)
    return err({
      code: 'bad-preset',
      message: `"${presetId}" is not a preset (${PRESETS.map((p) => p.id).join(', ')})`,
    });
  return ok(preset.id);
};

/**
 * `dailySeed`, stepped. The candidates come from the hash of (scheme, date, preset). For a date of
 * the shipped list (daily-days.ts) the list names the day's candidate: no search, and no solver
 * change can move it. Past the list, `searchDailySteps` chooses.
 */
export function* dailySteps(date: string, presetId: PresetId, slice?: number): Steps<DailyDeal> {
  const listed = yield* shippedIndexSteps(date, presetId);
  if (listed === undefined)
    return yield* searchDailySteps(date, presetId, { ...(slice === undefined ? {} : { slice }) });
  const seed = dailyCandidates(date, presetId, listed + 1)[listed] as number;
  return { date, presetId, seed, deal: makeDeal(dealFromSeed(seed)), source: 'list', tries: listed + 1 };
}

/** How `searchDailySteps` searches: the defaults are the game's rule; tests inject smaller ones. */
export interface DailySearch {
  /** States per slice of the stepped solve. */
  readonly slice?: number;
  /** Candidates tried before the bundled list decides. */
  readonly maxTries?: number;
  /** The states budget of each candidate. */
  readonly decideStates?: number;
}

/**
 * The day's deal by search: the first candidate proved winnable. Each candidate is solved within
 * `decideStates` (with a fixed table size, so that the budget behaves the same on every machine);
 * one not proved winnable, lost or undecided, is skipped. If `maxTries` candidates are all skipped,
 * the bundled list decides. scripts/gen-daily.ts runs this to make the shipped list.
 */
export function* searchDailySteps(
  date: string,
  presetId: PresetId,
  search: DailySearch = {},
): Steps<DailyDeal> {
  const { slice, maxTries = DAILY_MAX_TRIES, decideStates = DAILY_DECIDE_STATES } = search;
  const rules = (PRESETS.find((p) => p.id === presetId) as (typeof PRESETS)[number]).rules;
  const candidates = dailyCandidates(date, presetId, maxTries);
  for (let k = 0; k < candidates.length; k++) {
    const seed = candidates[k] as number;
    const budget = { states: decideStates, ...(slice === undefined ? {} : { slice }) };
    const deal = dealFromSeed(seed);
    const r = yield* solveSteps(startPosition(deal, rules), budget);
    if (r.result === 'solved')
      return { date, presetId, seed, deal: makeDeal(deal), source: 'search', tries: k + 1 };
    yield;
  }
  const b = bundledSeed(presetId, dailyHash(date, presetId));
  // A broken invariant: the generator keeps every preset's list non-empty (a test checks it).
  if (b === undefined) throw new Error(`assist: no bundled seeds for ${presetId}`);
  return {
    date,
    presetId,
    seed: b.seed,
    deal: makeDeal(dealFromSeed(b.seed)),
    source: 'bundled',
    tries: candidates.length,
  };
}

/** The daily deal of a date and preset: the same proven-winnable deal everywhere, with no server. */
export const dailySeed = (date: string, presetId: string): Result<DailyDeal, DailyError> => {
  const checked = checkDaily(date, presetId);
  if (!checked.ok) return checked;
  return ok(runSync(dailySteps(date, checked.value)));
};
