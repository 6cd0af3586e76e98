import type { Rules, RulesPresetId } from '../engine/index.ts';
import { THRESHOLDS } from './seeds.ts';
import { presetOf, rulesPresetOf } from './winnable.ts';

/** How hard a proven-winnable deal is, from the solver's measured effort and its solution's length. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** The grades, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** How many solution moves weigh as much as doubling the solver's effort. */
export const MOVES_PER_DOUBLING = 20;

/**
 * The difficulty score of a solved deal: log2(1 + states the solver expanded) + solution moves / 20.
 * Effort is logarithmic because it spans five orders of magnitude (a few dozen states to 10^5); the
 * length term separates deals the solver finds at once but that need long stock cycling.
 */
export const difficultyScore = (states: number, moves: number): number =>
  Math.log2(1 + Math.max(0, states)) + Math.max(0, moves) / MOVES_PER_DOUBLING;

/** The preset whose thresholds grade deals under `rules`: the matching preset, else draw 1 or draw 3. */
export const gradingPreset = (rules: Rules): RulesPresetId => {
  const match = presetOf(rules);
  if (match !== undefined) return rulesPresetOf(match);
  return rules.draw === 1 ? 'draw1' : 'draw3';
};

/**
 * The grade of a solved deal under `rules`: easy below the preset's first pinned threshold, hard at or
 * above the second (the thresholds are the tertiles measured on seeds 1-1000, src/assist/seeds.ts).
 */
export const gradeOf = (rules: Rules, states: number, moves: number): Difficulty => {
  const [easyBelow, hardFrom] = THRESHOLDS[gradingPreset(rules)];
  const score = difficultyScore(states, moves);
  return score < easyBelow ? 'easy' : score < hardFrom ? 'medium' : 'hard';
};
