/**
 * A whole game played by the honest player (docs/honest.md): the referee holds the real position,
 * shows the player its view after every move, and plays the move the player chooses. The game ends
 * won, or lost when the player gives up, after `MAX_IDLE_MOVES` moves without progress, or after
 * `MAX_GAME_MOVES` moves.
 */
import {
  type Deal,
  isWon,
  type Move,
  makeMove,
  type Position,
  play,
  type Rules,
  startPosition,
} from '../../engine/index.ts';
import { DEFAULT_HONEST, type Decision, decide, type HonestOptions, whyText } from './policy.ts';
import { viewOf } from './view.ts';

/** Moves after which a game ends as lost whatever happens (no game needs nearly as many). */
export const MAX_GAME_MOVES = 2000;

/** Moves without progress (a card seen for the first time, more cards up than ever) that end a game as lost. */
export const MAX_IDLE_MOVES = 300;

/** How a game played by the honest player ended. */
export interface HonestGame {
  readonly result: 'won' | 'lost';
  /** The moves played, in contract notation (`Tn>Tm` with `:k`). */
  readonly moves: string[];
  /** Why it ended. */
  readonly end: string;
  /** States the solver searched over the whole game. */
  readonly states: number;
}

/** What the referee may watch or end (never seen by the player). */
export interface GameHooks {
  /** Sees each decision with the position it was made in. */
  readonly onMove?: (d: Decision, before: Position) => void;
  /** Ends the game (as lost, end "stopped") before the player decides in a position where it is true. */
  readonly stop?: (position: Position) => boolean;
}

/** Plays `deal` under `rules` from its start with the honest player. */
export const playHonestly = (
  deal: Deal,
  rules: Rules,
  options: HonestOptions = DEFAULT_HONEST,
  hooks: GameHooks = {},
): HonestGame => playHonestlyFrom(startPosition(deal, rules), options, hooks);

/** Plays on from `start` (a game's start: nothing seen before it) with the honest player. */
export const playHonestlyFrom = (
  start: Position,
  options: HonestOptions = DEFAULT_HONEST,
  hooks: GameHooks = {},
): HonestGame => {
  const moves: string[] = [];
  // Every position the player has seen, in order: with perfect memory, every card it showed.
  const earlier: Position[] = [];
  let pos = start;
  let states = 0;
  const end = (result: 'won' | 'lost', why: string): HonestGame => ({ result, moves, end: why, states });
  for (;;) {
    if (isWon(pos)) return end('won', 'won');
    if (moves.length >= MAX_GAME_MOVES) return end('lost', 'move limit');
    if (hooks.stop?.(pos)) return end('lost', 'stopped');
    const view = viewOf(pos, earlier);
    if (view.visited.length >= MAX_IDLE_MOVES) return end('lost', `no progress in ${MAX_IDLE_MOVES} moves`);
    const d = decide(view, options);
    hooks.onMove?.(d, pos);
    states += d.states;
    if (d.kind === 'resign') return end('lost', whyText(d.why));
    const move: Move = d.move;
    earlier.push(pos);
    pos = play(pos, move);
    moves.push(makeMove(move, true));
  }
};
