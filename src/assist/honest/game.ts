/**
 * A whole game played by the honest player (docs/honest.md): the referee holds the real position,
 * shows the player its view after every move, and plays the move the player chooses. The game ends
 * won, or lost when the player gives up, after `MAX_IDLE_MOVES` moves without progress, or after
 * `MAX_GAME_MOVES` moves.
 */
import {
  type Deal,
  isLegal,
  isWon,
  makeMove,
  type Position,
  play,
  type Rules,
  startPosition,
} from '../../engine/index.ts';
import { DEFAULT_HONEST, type Decision, decide, type HonestOptions, type Why, whyText } from './policy.ts';
import { type View, viewOf } from './view.ts';

/** Moves after which a game ends as lost whatever happens (no game needs nearly as many). */
export const MAX_GAME_MOVES = 2000;

/** Moves without progress (a card seen for the first time, more cards up than ever) that end a game as lost. */
export const MAX_IDLE_MOVES = 300;

/** How a game played by the honest player ended. */
export interface HonestGame {
  readonly result: 'won' | 'lost';
  /** The moves played, in contract notation (`Tn>Tm` with `:k`). */
  readonly moves: string[];
  /** Why it ended (`endText` in words). */
  readonly end: GameEnd;
  /** States the solver searched over the whole game. */
  readonly states: number;
}

/** Why a game ended: won, a limit reached, stopped by the referee, or the player's reason for giving up. */
export type GameEnd = { readonly code: 'won' | 'move-limit' | 'stopped' | 'idle' } | Why;

/** Why a game ended, in the command line's words ("won", "every sample lost", "no progress in 300 moves"). */
export const endText = (end: GameEnd): string => {
  switch (end.code) {
    case 'won':
      return 'won';
    case 'move-limit':
      return 'move limit';
    case 'stopped':
      return 'stopped';
    case 'idle':
      return `no progress in ${MAX_IDLE_MOVES} moves`;
    default:
      return whyText(end);
  }
};

/** What the referee may watch or end (never seen by the player). */
export interface GameHooks {
  /** Sees each decision with the position it was made in and the view the player decided from. */
  readonly onMove?: (d: Decision, before: Position, view: View) => void;
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
  const end = (result: 'won' | 'lost', why: GameEnd): HonestGame => ({ result, moves, end: why, states });
  for (;;) {
    if (isWon(pos)) return end('won', { code: 'won' });
    if (moves.length >= MAX_GAME_MOVES) return end('lost', { code: 'move-limit' });
    if (hooks.stop?.(pos)) return end('lost', { code: 'stopped' });
    const view = viewOf(pos, earlier);
    if (view.visited.length >= MAX_IDLE_MOVES) return end('lost', { code: 'idle' });
    const d = decide(view, options);
    hooks.onMove?.(d, pos, view);
    states += d.states;
    if (d.kind === 'resign') return end('lost', d.why);
    // A plan's moves show no card before its last, so the player decided all of them from this view.
    for (const move of d.plan ?? [d.move]) {
      if (!isLegal(pos, move))
        throw new Error(`the honest player chose an illegal move ${makeMove(move, true)}`);
      earlier.push(pos);
      pos = play(pos, move);
      moves.push(makeMove(move, true));
    }
  }
};
