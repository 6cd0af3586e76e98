import type { Move } from './move.ts';
import { flipsCard } from './play.ts';
import type { Position } from './position.ts';

/** How a game is scored. */
export type Scoring = 'standard' | 'vegas' | 'none';

/** Scoring options of one game. Vegas may start from a carried balance (cumulative Vegas). */
export interface ScoreOptions {
  readonly scoring: Scoring;
  /** Standard scoring only: -2 every 10 seconds, and a bonus on a win. */
  readonly timed: boolean;
  /** Vegas: the balance carried in from earlier games (0 for a single game). */
  readonly vegasCarry: number;
}

/** Untimed standard scoring. */
export const DEFAULT_SCORE_OPTIONS: ScoreOptions = { scoring: 'standard', timed: false, vegasCarry: 0 };

/** A game's score: points (dollars in Vegas), how many 10-second time penalties were charged, and the win bonus. */
export interface Score {
  readonly points: number;
  readonly ticks: number;
  readonly bonus: number;
}

/** Vegas: what the deal costs, and what each card on a foundation pays. */
export const VEGAS_DEAL_COST = 52;
export const VEGAS_CARD_VALUE = 5;

/** Windows standard scoring, points per event. */
export const STANDARD_POINTS = {
  wasteToTableau: 5,
  toFoundation: 10,
  turnOver: 5,
  foundationToTableau: -15,
  redealDraw1: -100,
  redealDraw3: -20,
  /** Draw 3 (and any draw above 1): redeals before this one are free. */
  firstCharged3: 4,
  undo: -2,
  perTenSeconds: -2,
  bonusNumerator: 700000,
  bonusMinSeconds: 30,
} as const;

/** The score when a game is dealt. */
export const startScore = (opts: ScoreOptions): Score => ({
  points: opts.scoring === 'vegas' ? opts.vegasCarry - VEGAS_DEAL_COST : 0,
  ticks: 0,
  bonus: 0,
});

/** The points one move earns under standard scoring (before the floor at 0). */
export const standardPoints = (before: Position, move: Move, after: Position): number => {
  const P = STANDARD_POINTS;
  let p = flipsCard(before, move) ? P.turnOver : 0;
  switch (move.kind) {
    case 'waste-tableau':
      return p + P.wasteToTableau;
    case 'waste-foundation':
    case 'tableau-foundation':
      return p + P.toFoundation;
    case 'foundation-tableau':
      return p + P.foundationToTableau;
    case 'redeal': {
      const redeals = after.pass - 1;
      if (before.rules.draw === 1) p += P.redealDraw1;
      else if (redeals >= P.firstCharged3) p += P.redealDraw3;
      return p;
    }
    default:
      return p;
  }
};

/** The score after a move was played from `before` to `after`. */
export const scoreMove = (
  score: Score,
  opts: ScoreOptions,
  before: Position,
  move: Move,
  after: Position,
): Score => {
  switch (opts.scoring) {
    case 'standard':
      return { ...score, points: Math.max(0, score.points + standardPoints(before, move, after)) };
    case 'vegas': {
      const toF = move.kind === 'waste-foundation' || move.kind === 'tableau-foundation';
      const delta = toF ? VEGAS_CARD_VALUE : move.kind === 'foundation-tableau' ? -VEGAS_CARD_VALUE : 0;
      return delta === 0 ? score : { ...score, points: score.points + delta };
    }
    case 'none':
      return score;
  }
};

/** The score once `seconds` of play have passed: timed standard scoring charges 2 points per 10 seconds. */
export const scoreTime = (score: Score, opts: ScoreOptions, seconds: number): Score => {
  if (opts.scoring !== 'standard' || !opts.timed) return score;
  const ticks = Math.floor(Math.max(0, seconds) / 10);
  if (ticks <= score.ticks) return score;
  const points = Math.max(0, score.points + (ticks - score.ticks) * STANDARD_POINTS.perTenSeconds);
  return { ...score, points, ticks };
};

/**
 * The score after an undo: the score from before the undone move (`before`), less the time penalties
 * charged since then (time does not go back), then -2 in standard scoring. Vegas has no undo penalty.
 */
export const scoreUndo = (before: Score, current: Score, opts: ScoreOptions): Score => {
  if (opts.scoring !== 'standard') return before;
  const timePenalty = (current.ticks - before.ticks) * STANDARD_POINTS.perTenSeconds;
  return {
    points: Math.max(0, before.points + timePenalty + STANDARD_POINTS.undo),
    ticks: current.ticks,
    bonus: 0,
  };
};

/** The win bonus of timed standard scoring: 700000 / seconds for games of 30 seconds or more. */
export const winBonus = (opts: ScoreOptions, seconds: number): number =>
  opts.scoring === 'standard' && opts.timed && seconds >= STANDARD_POINTS.bonusMinSeconds
    ? Math.floor(STANDARD_POINTS.bonusNumerator / seconds)
    : 0;

/** The total a player sees: points plus any win bonus. */
export const totalScore = (score: Score): number => score.points + score.bonus;
