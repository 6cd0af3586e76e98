import type { Position, Rules, RulesJson } from '../engine/index.ts';
import type { LosingMove } from './analysis.ts';
import type { DailyDeal } from './daily.ts';
import type { Difficulty } from './difficulty.ts';
import type { Assessment, Hint } from './hint.ts';
import type { Why } from './honest/policy.ts';
import type { Known } from './line.ts';
import type { FindResult } from './winnable.ts';

/**
 * The messages between the web game and its assist workers, one per lane (`Lane`), each running
 * worker-core.ts (postMessage, structured clone: a Position's `passes: Infinity` survives; a position
 * may also travel as its klondike-position/1 text). Every request carries an id chosen by the page;
 * every response carries the id of its request.
 */

/**
 * A per-request budget: solver states (deterministic) and/or milliseconds of the worker's clock.
 * Without states, a hint, winnability or analysis search takes DEFAULT_POSITION_STATES (worker-core.ts).
 */
export interface RequestBudget {
  readonly states?: number;
  readonly ms?: number;
}

/**
 * A position, as an object (the worker checks it with the engine's `validatePosition`). The text form
 * (klondike-position/1) is the command line's: the page never sends it, and its reader stays out of
 * the worker's bundle.
 */
export type PositionInput = Position;

/** A request to the assist worker. */
export type AssistRequest =
  | {
      readonly id: number;
      readonly type: 'hint';
      readonly position: PositionInput;
      readonly budget?: RequestBudget;
      /** What the page already knows about this position (from `knownAfter`), to skip the search. */
      readonly known?: Known;
    }
  | {
      readonly id: number;
      /** The honest player's move (docs/honest.md): it sees only what the player has seen. */
      readonly type: 'honestHint';
      readonly position: PositionInput;
      /** The game's earlier positions, in order (what the player has seen before). */
      readonly earlier: readonly PositionInput[];
      /** The player's seed (default 0). */
      readonly seed?: number;
    }
  | {
      readonly id: number;
      readonly type: 'winnability';
      readonly position: PositionInput;
      readonly budget?: RequestBudget;
      readonly known?: Known;
    }
  | {
      readonly id: number;
      readonly type: 'findWinnable';
      readonly startSeed: number;
      readonly rules: Rules | RulesJson;
      readonly difficulty?: Difficulty;
      /** States per candidate (default QUICK_BUDGET_STATES, or `findBudgetStates(rules)` with a difficulty). */
      readonly budgetStates?: number;
      readonly maxTries?: number;
      /** Milliseconds for the whole search before falling back to the bundled list. */
      readonly budgetMs?: number;
      /** The caller's random number choosing the bundled seed when the search gives up. */
      readonly pick?: number;
    }
  | { readonly id: number; readonly type: 'daily'; readonly date: string; readonly presetId: string }
  | {
      readonly id: number;
      readonly type: 'analyse';
      /** The deal string. */
      readonly deal: string;
      readonly rules: Rules | RulesJson;
      /** The game's moves in contract notation. */
      readonly moves: readonly string[];
      /** Per solver run. */
      readonly budget?: RequestBudget;
    }
  | {
      readonly id: number;
      /**
       * A whole game of the deal played by the honest player (docs/honest.md) from its start, with the
       * default honest options: would a player who sees only what it has seen win it?
       */
      readonly type: 'honestGame';
      /** The deal string. */
      readonly deal: string;
      readonly rules: Rules | RulesJson;
    }
  | {
      readonly id: number;
      readonly type: 'cancel';
      /** The request to cancel; absent: every running request. */
      readonly target?: number;
    };

/** A request's type. */
export type AssistRequestType = AssistRequest['type'];

/** A bundled fallback deal. */
export interface BundledDeal {
  readonly seed: number;
  readonly deal: string;
  readonly difficulty: Difficulty;
}

/** Post-game analysis: the deal's verdict (with a winning line) and where the game was lost. */
export interface Analysis {
  readonly deal: Assessment;
  readonly losing: LosingMove;
}

/** The honest player's decision, as it travels to the page. */
export type HonestHint =
  | {
      readonly kind: 'move';
      readonly move: string;
      readonly why: Why;
      /**
       * When the move starts a plan (docs/honest.md, "Plans"): the whole plan, the move first, in
       * contract notation. Its moves show no card before the last, so the player decided them all from
       * this view; "Watch the computer play" plays them through before it asks again.
       */
      readonly plan?: readonly string[];
    }
  | { readonly kind: 'resign'; readonly why: Why };

/** A response of the assist worker. */
export type AssistResponse =
  /** A winning line's next move, or the verdict (lost, not sure) with the rule of thumb's move as `best`. */
  | { readonly id: number; readonly type: 'hint'; readonly hint: Hint }
  | { readonly id: number; readonly type: 'winnability'; readonly assessment: Assessment }
  /** The honest player's decision: a move in contract notation, or giving up; `why` says on what it rests. */
  | { readonly id: number; readonly type: 'honestHint'; readonly decision: HonestHint }
  | {
      readonly id: number;
      readonly type: 'findWinnable';
      readonly result: FindResult;
      /** When the search found nothing and the rules are a preset's: a deal from the bundled list. */
      readonly bundled?: BundledDeal;
    }
  | { readonly id: number; readonly type: 'daily'; readonly daily: DailyDeal }
  | { readonly id: number; readonly type: 'analyse'; readonly analysis: Analysis }
  /** The honest player's game of the deal: its result and how many moves it played. */
  | {
      readonly id: number;
      readonly type: 'honestGame';
      readonly result: 'won' | 'lost';
      readonly moves: number;
    }
  /** The request was cancelled (by a cancel message or a newer request) before it finished. */
  | { readonly id: number; readonly type: 'cancelled' }
  /** The request could not be read (the message says why). */
  | { readonly id: number; readonly type: 'error'; readonly message: string };

/**
 * The lanes of requests: a newer request supersedes the older ones of its lane. Position questions
 * (hint, honestHint, winnability, analyse) share one, deal searches (findWinnable, daily) another, so
 * a move never cancels the daily search; the honest player's whole games (honestGame, seconds long)
 * have one of their own, so that they never hold up a hint; the web game's quick stuck check
 * (`outcome`, answered by its worker file outside the core) has a lane of its own.
 */
export type Lane = 'position' | 'deal' | 'honest' | 'outcome';

/** The lane of a request type (see `Lane`). */
export const laneOf = (type: string): Lane =>
  type === 'outcome'
    ? 'outcome'
    : type === 'findWinnable' || type === 'daily'
      ? 'deal'
      : type === 'honestGame'
        ? 'honest'
        : 'position';
