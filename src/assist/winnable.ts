import {
  dealFromSeed,
  makeDeal,
  PRESETS,
  type PresetId,
  type Rules,
  type RulesPresetId,
  type Scoring,
  sameRules,
  startPosition,
} from '../engine/index.ts';
import { type Difficulty, gradeOf } from './difficulty.ts';
import { WINNABLE_SEEDS } from './seeds.ts';
import { runSync, type SlicedBudget, type Steps, solveSteps } from './steps.ts';

/**
 * Default states budget per candidate deal (also the calibration budget of the difficulty grades):
 * 20 000 with unlimited passes; 50 000 with a pass limit, where proofs take the solver longer.
 */
export const findBudgetStates = (rules: Rules): number => (Number.isFinite(rules.passes) ? 50000 : 20000);

/**
 * Default states budget per candidate when no grade is asked: most winnable deals are proved within a
 * few hundred states, and an undecided candidate costs the whole budget, so a small budget finds a
 * deal sooner (docs/assist.md, "Figures", has the times). A deal's grade does not depend on the
 * budget it was found with (it is measured from the solver's effort).
 */
export const QUICK_BUDGET_STATES = 2000;

/** Default number of candidate deals `findWinnableSeed` tries before giving up. */
export const FIND_MAX_TRIES = 200;

/**
 * The step between candidate deal numbers: odd, so the walk visits all 2^32 numbers before repeating;
 * 2^32 / golden ratio, so consecutive candidates lie far apart and unrelated.
 */
export const SEED_STRIDE = 0x9e3779b1;

/** The k-th candidate deal number of the walk from `startSeed` (k = 0 is `startSeed` itself). */
export const candidateSeed = (startSeed: number, k: number): number =>
  (startSeed + Math.imul(k, SEED_STRIDE)) >>> 0;

/** Options of `findWinnableSeed`. */
export interface FindOptions extends Omit<SlicedBudget, 'states'> {
  /** States budget per candidate (default QUICK_BUDGET_STATES, or `findBudgetStates(rules)` with a difficulty). */
  readonly budgetStates?: number;
  /** Candidates to try (default FIND_MAX_TRIES). */
  readonly maxTries?: number;
  /** Only a deal of this grade. */
  readonly difficulty?: Difficulty;
}

/** A proven-winnable numbered deal with its solution and the measured effort. */
export interface WinnableDeal {
  readonly seed: number;
  /** The deal string. */
  readonly deal: string;
  /** A winning line from the deal (contract notation). */
  readonly moves: readonly string[];
  /** States the solver expanded to prove it. */
  readonly states: number;
  readonly difficulty: Difficulty;
}

/** What a search for a winnable deal found: a deal, or none within `tries` candidates. */
export type FindResult =
  | ({ readonly found: true; readonly tries: number } & WinnableDeal)
  | { readonly found: false; readonly tries: number };

/** The verdict on one numbered deal: a winnable deal with its grade, or undefined (lost or unknown). */
export function* tryDealSteps(
  seed: number,
  rules: Rules,
  budget: SlicedBudget,
): Steps<WinnableDeal | undefined> {
  const deal = dealFromSeed(seed);
  const r = yield* solveSteps(startPosition(deal, rules), budget);
  if (r.result !== 'solved') return undefined;
  return {
    seed,
    deal: makeDeal(deal),
    moves: r.moves,
    states: r.states,
    difficulty: gradeOf(rules, r.states, r.moves.length),
  };
}

/** `findWinnableSeed`, stepped (it pauses after every candidate too). */
export function* findWinnableSteps(
  startSeed: number,
  rules: Rules,
  options: FindOptions = {},
): Steps<FindResult> {
  const { budgetStates: asked, maxTries = FIND_MAX_TRIES, difficulty, ...budget } = options;
  // Deals of an asked grade are rarer and "hard" ones take more effort: then the calibration budget.
  const budgetStates = asked ?? (difficulty === undefined ? QUICK_BUDGET_STATES : findBudgetStates(rules));
  for (let k = 0; k < maxTries; k++) {
    if (budget.shouldStop?.() === true) return { found: false, tries: k };
    const d = yield* tryDealSteps(candidateSeed(startSeed, k), rules, { ...budget, states: budgetStates });
    if (d !== undefined && (difficulty === undefined || d.difficulty === difficulty))
      return { found: true, tries: k + 1, ...d };
    yield;
  }
  return { found: false, tries: maxTries };
}

/**
 * The first numbered deal of the walk from `startSeed` (`candidateSeed`) that the solver proves
 * winnable under `rules` within the states budget (and of the asked grade), with its solution.
 * Deterministic for a given solver version: same start, same answer.
 */
export const findWinnableSeed = (startSeed: number, rules: Rules, options: FindOptions = {}): FindResult =>
  runSync(findWinnableSteps(startSeed, rules, options));

/**
 * The preset with exactly these rules, if any: the one scored the standard way, or with `scoring` the
 * one scored that way when these rules have one (Vegas draw 1 for the classic draw 1 rules).
 */
export const presetOf = (rules: Rules, scoring?: Scoring): PresetId | undefined => {
  const matches = PRESETS.filter((p) => sameRules(p.rules, rules));
  return (matches.find((p) => p.scoring === scoring) ?? matches[0])?.id;
};

/** The preset scored the standard way with the rules of preset `id`: `id` itself unless it is scored otherwise. */
export const rulesPresetOf = (id: PresetId): RulesPresetId =>
  presetOf((PRESETS.find((p) => p.id === id) ?? PRESETS[0]).rules) as RulesPresetId;

const GRADE_LETTER: Record<Difficulty, string> = { easy: 'e', medium: 'm', hard: 'h' };
const LETTER_GRADE: Record<string, Difficulty> = { e: 'easy', m: 'medium', h: 'hard' };

/** The bundled proven-winnable seeds of a preset (optionally of one grade), in increasing order. */
export const bundledSeeds = (
  presetId: PresetId,
  difficulty?: Difficulty,
): readonly { readonly seed: number; readonly difficulty: Difficulty }[] => {
  const list = WINNABLE_SEEDS[rulesPresetOf(presetId)];
  const out: { seed: number; difficulty: Difficulty }[] = [];
  list.seeds.forEach((seed, i) => {
    const g = LETTER_GRADE[list.grades[i] ?? ''];
    if (g !== undefined && (difficulty === undefined || GRADE_LETTER[g] === GRADE_LETTER[difficulty]))
      out.push({ seed, difficulty: g });
  });
  return out;
};

/**
 * A bundled seed (the fallback when the search budget runs out): the `pick`-th of the preset's list
 * (of the asked grade when it has one), modulo its length; `pick` comes from the caller's randomness.
 */
export const bundledSeed = (
  presetId: PresetId,
  pick: number,
  difficulty?: Difficulty,
): { readonly seed: number; readonly difficulty: Difficulty } | undefined => {
  let list = bundledSeeds(presetId, difficulty);
  if (list.length === 0) list = bundledSeeds(presetId);
  if (list.length === 0) return undefined;
  const i = ((Math.floor(pick) % list.length) + list.length) % list.length;
  return list[i];
};
