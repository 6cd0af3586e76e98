import {
  dealFromSeed,
  err,
  makeDeal,
  ok,
  PRESETS,
  type PresetId,
  type Result,
  Rng,
} from '../engine/index.ts';
import { dayOf } from './calendar.ts';
import { runSync, type Steps } from './steps.ts';
import { bundledSeed, findBudgetStates, tryDealSteps } from './winnable.ts';

/** The version of the daily-deal scheme: part of the hash, so a new scheme gives new deals. */
export const DAILY_SCHEME = 'klondike-daily/1';

/** Candidates tried before the bundled list takes over. */
export const DAILY_MAX_TRIES = 24;

/** The day's deal of a preset, and how it was chosen. */
export interface DailyDeal {
  readonly date: string;
  readonly presetId: PresetId;
  readonly seed: number;
  /** The deal string. */
  readonly deal: string;
  /** `search`: the first candidate the solver proved winnable; `bundled`: the fallback list. */
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
 * `dailySeed`, stepped. The candidates come from the hash of (scheme, date, preset); each is solved
 * with the fixed states budget of the preset's rules and the fixed table size, so the first proven
 * winnable one is the same on every machine. After DAILY_MAX_TRIES the bundled list decides.
 */
export function* dailySteps(
  date: string,
  presetId: PresetId,
  slice?: number,
  maxTries = DAILY_MAX_TRIES,
): Steps<DailyDeal> {
  const rules = (PRESETS.find((p) => p.id === presetId) as (typeof PRESETS)[number]).rules;
  const candidates = dailyCandidates(date, presetId, maxTries);
  for (let k = 0; k < candidates.length; k++) {
    const seed = candidates[k] as number;
    const budget = { states: findBudgetStates(rules), ...(slice === undefined ? {} : { slice }) };
    const d = yield* tryDealSteps(seed, rules, budget);
    if (d !== undefined) return { date, presetId, seed, deal: d.deal, source: 'search', tries: k + 1 };
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
    tries: maxTries,
  };
}

/** The daily deal of a date and preset: the same proven-winnable deal everywhere, with no server. */
export const dailySeed = (date: string, presetId: string): Result<DailyDeal, DailyError> => {
  const checked = checkDaily(date, presetId);
  if (!checked.ok) return checked;
  return ok(runSync(dailySteps(date, checked.value)));
};
