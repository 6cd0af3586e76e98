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
 * The states budget within which a candidate is solved. The day's deal is the first candidate that
 * can be won: a fact about the deals, not about the solver, so any solver that decides the
 * candidates before it picks the same one. A candidate left undecided within the budget is skipped
 * like a lost one; that changes nothing when it is in truth lost, which hard candidates mostly are.
 * `scripts/check-daily.ts` lists the undecided candidates of a range of dates and decides them with
 * a budget 20 times larger: of 738 days (2026-11-29 to 2027-03-31, six presets) four had one; two
 * were lost, and two could be won (8.5 and 30 million states), so on those two days the deal is the
 * next winnable candidate, and a solver that decided them within the budget would change them.
 */
export const DAILY_DECIDE_STATES = 5_000_000;

/** The day's deal of a preset, and how it was chosen. */
export interface DailyDeal {
  readonly date: string;
  readonly presetId: PresetId;
  readonly seed: number;
  /** The deal string. */
  readonly deal: string;
  /** `search`: the first candidate that can be won; `bundled`: the fallback list. */
  readonly source: 'search' | 'bundled';
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
 * `dailySeed`, stepped. The candidates come from the hash of (scheme, date, preset); the day's deal
 * is the first that can be won. Each candidate is solved within DAILY_DECIDE_STATES (with a fixed
 * table size, so that even the budget behaves the same on every machine); one not proved winnable
 * is skipped. If DAILY_MAX_TRIES candidates are all skipped, the bundled list decides.
 */
export function* dailySteps(
  date: string,
  presetId: PresetId,
  slice?: number,
  maxTries = DAILY_MAX_TRIES,
): Steps<DailyDeal> {
  const rules = (PRESETS.find((p) => p.id === presetId) as (typeof PRESETS)[number]).rules;
  const candidates = dailyCandidates(date, presetId, maxTries);
  let tries = 0;
  for (let k = 0; k < candidates.length; k++) {
    tries = k + 1;
    const seed = candidates[k] as number;
    const budget = { states: DAILY_DECIDE_STATES, ...(slice === undefined ? {} : { slice }) };
    const deal = dealFromSeed(seed);
    const r = yield* solveSteps(startPosition(deal, rules), budget);
    if (r.result === 'solved') return { date, presetId, seed, deal: makeDeal(deal), source: 'search', tries };
    if (r.result === 'unknown') break;
    yield;
  }
  const b = bundledSeed(presetId, dailyHash(date, presetId));
  // A broken invariant: the generator keeps every preset's list non-empty (a test checks it).
  if (b === undefined) throw new Error(`assist: no bundled seeds for ${presetId}`);
  const seed = b.seed;
  return {
    date,
    presetId,
    seed,
    deal: makeDeal(dealFromSeed(seed)),
    source: 'bundled',
    tries,
  };
}

/** The daily deal of a date and preset: the same proven-winnable deal everywhere, with no server. */
export const dailySeed = (date: string, presetId: string): Result<DailyDeal, DailyError> => {
  const checked = checkDaily(date, presetId);
  if (!checked.ok) return checked;
  return ok(runSync(dailySteps(date, checked.value)));
};
