import type { Deal } from './deal.ts';
import type { Move } from './move.ts';
import { type MoveError, resolveMove, tryPlay } from './play.ts';
import { isWon, type Position, startPosition } from './position.ts';
import { err, ok, type Result } from './result.ts';
import type { Rules } from './rules.ts';
import {
  DEFAULT_SCORE_OPTIONS,
  type Score,
  type ScoreOptions,
  scoreMove,
  scoreTime,
  scoreUndo,
  startScore,
  winBonus,
} from './score.ts';

/** One played move with what it replaced, so that undo restores both exactly. */
export interface PlayedMove {
  readonly move: Move;
  readonly before: Position;
  readonly scoreBefore: Score;
}

/** A game: its deal and rules, the moves played, undo and redo, and the score. Immutable. */
export interface Game {
  readonly deal: Deal;
  /** The deal's number, for numbered deals. */
  readonly seed: number | undefined;
  readonly rules: Rules;
  readonly scoreOptions: ScoreOptions;
  readonly position: Position;
  readonly history: readonly PlayedMove[];
  /** Undone moves, the next one to redo last. */
  readonly future: readonly Move[];
  readonly score: Score;
  /** How many undos were taken. */
  readonly undos: number;
}

/** A new game of a deal. */
export const newGame = (
  deal: Deal,
  rules: Rules,
  options: { seed?: number | undefined; score?: ScoreOptions } = {},
): Game => {
  const scoreOptions = options.score ?? DEFAULT_SCORE_OPTIONS;
  return {
    deal,
    seed: options.seed,
    rules,
    scoreOptions,
    position: startPosition(deal, rules),
    history: [],
    future: [],
    score: startScore(scoreOptions),
    undos: 0,
  };
};

/** The moves played so far. */
export const movesOf = (game: Game): Move[] => game.history.map((s) => s.move);

/** The game after time passes (`seconds` since the deal, from the caller's clock). */
export const tickGame = (game: Game, seconds: number): Game => {
  const score = scoreTime(game.score, game.scoreOptions, seconds);
  return score === game.score ? game : { ...game, score };
};

const advance = (
  game: Game,
  move: Move,
  seconds: number | undefined,
  future: readonly Move[],
): Result<Game, MoveError> => {
  const timed = seconds === undefined ? game : tickGame(game, seconds);
  const before = timed.position;
  const r = tryPlay(before, move);
  if (!r.ok) return r;
  const resolved = resolveMove(before, move);
  const after = r.value;
  let score = scoreMove(timed.score, game.scoreOptions, before, resolved, after);
  // The bonus belongs to a won position: a King taken back down after the win takes it away again.
  if (isWon(after)) score = { ...score, bonus: winBonus(game.scoreOptions, seconds ?? 0) };
  else if (score.bonus !== 0) score = { ...score, bonus: 0 };
  return ok({
    ...timed,
    position: after,
    history: [...game.history, { move: resolved, before, scoreBefore: timed.score }],
    future,
    score,
  });
};

const NO_PLAYED: readonly PlayedMove[] = [];
const NO_MOVES: readonly Move[] = [];

/** Plays a move (clearing redo), or says why it is illegal. `seconds` is the time since the deal. */
export const playMove = (game: Game, move: Move, seconds?: number): Result<Game, MoveError> =>
  advance(game, move, seconds, []);

/** Takes back the last move, restoring its position exactly; undefined when nothing was played. */
export const undo = (game: Game, seconds?: number): Game | undefined => {
  const last = game.history[game.history.length - 1];
  if (last === undefined) return undefined;
  const timed = seconds === undefined ? game : tickGame(game, seconds);
  return {
    ...timed,
    position: last.before,
    history: game.history.slice(0, -1),
    future: [...game.future, last.move],
    score: scoreUndo(last.scoreBefore, timed.score, game.scoreOptions),
    undos: game.undos + 1,
  };
};

/** Plays the last undone move again; undefined when there is none. */
export const redo = (game: Game, seconds?: number): Game | undefined => {
  const next = game.future[game.future.length - 1];
  if (next === undefined) return undefined;
  const r = advance(game, next, seconds, game.future.slice(0, -1));
  return r.ok ? r.value : undefined;
};

/** A failure to replay a move list: which move (0-based) and why. */
export interface ReplayError {
  readonly index: number;
  readonly move: Move;
  readonly error: MoveError;
}

/** A move list played from a position: the positions it passes through and the moves as played. */
export interface PlayedLine {
  /** The start first, then the position after each move. */
  readonly positions: readonly Position[];
  /** The moves, with the count of every column-to-column move resolved. */
  readonly moves: readonly Move[];
}

/** Plays a list of moves from a position (no game, no score), stopping at the first illegal one. */
export const playFrom = (start: Position, moves: readonly Move[]): Result<PlayedLine, ReplayError> => {
  const positions: Position[] = [start];
  const played: Move[] = [];
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i] as Move;
    const r = tryPlay(pos, move);
    if (!r.ok) return err({ index: i, move, error: r.error });
    played.push(resolveMove(pos, move));
    pos = r.value;
    positions.push(pos);
  }
  return ok({ positions, moves: played });
};

/** Plays a list of moves from the start of a game, stopping at the first illegal one. */
export const playMoves = (game: Game, moves: readonly Move[]): Result<Game, ReplayError> => {
  if (moves.length === 0) return ok(game);
  // Each step runs on a game with an empty history and the steps are gathered here: playMove copies
  // the whole history on every move, which makes replaying a long record quadratic.
  const history: PlayedMove[] = game.history.slice();
  let g = game;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i] as Move;
    const r = advance({ ...g, history: NO_PLAYED }, move, undefined, NO_MOVES);
    if (!r.ok) return err({ index: i, move, error: r.error });
    history.push(r.value.history[0] as PlayedMove);
    g = r.value;
  }
  return ok({ ...g, history, future: [] });
};
