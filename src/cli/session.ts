import {
  describeRules,
  explainMoveError,
  type Game,
  isLegal,
  legalMoves,
  makeMove,
  outcome,
  parseMove,
  playMove,
  redealMove,
  redo,
  type Scoring,
  tickGame,
  totalScore,
  undo,
} from '../engine/index.ts';
import { renderPicture } from './picture.ts';

/** An interactive game in the terminal: the engine's game plus what only the session knows. */
export interface Session {
  readonly game: Game;
  /** The caller's clock (ms) when the game was dealt. */
  readonly startedAt: number;
  readonly color: boolean;
}

/** What one line of input did: the new session, the text to print, and whether the session is over. */
export interface Step {
  readonly session: Session;
  readonly text: string;
  readonly end?: 'quit' | 'won';
}

/** The commands a player can type besides moves. */
export const SESSION_HELP = [
  'Type a move in the notation of docs/formats.md (any case; Tn>Tm needs no :k):',
  '  S  turn the stock        R  redeal (turn the waste over)',
  '  W>F  W>Tn  Tn>F  Tn>Tm  Fs>Tn   (columns 1-7, suits C D H S)',
  'Commands:',
  '  h  list the legal moves     u  undo      y  redo (r and R are the redeal move)',
  '  p  show the position again  ?  this help  q  quit',
].join('\n');

const secondsOf = (s: Session, now: number): number => Math.max(0, (now - s.startedAt) / 1000);

const clock = (seconds: number): string => {
  const t = Math.floor(seconds);
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
};

/** A score as the player reads it: points, dollars in Vegas, nothing when unscored. */
export const scoreText = (scoring: Scoring, points: number): string =>
  scoring === 'vegas' ? `${points < 0 ? '-' : ''}$${Math.abs(points)}` : String(points);

/** The status line: moves played, score, time when timed. */
export const statusLine = (s: Session, now: number): string => {
  const g = s.game;
  const parts = [`Moves ${g.history.length}`];
  if (g.scoreOptions.scoring !== 'none')
    parts.push(`Score ${scoreText(g.scoreOptions.scoring, totalScore(g.score))}`);
  if (g.scoreOptions.timed) parts.push(`Time ${clock(secondsOf(s, now))}`);
  return parts.join('   ');
};

/** The picture, the status line, and a word when the game is over. */
export const sessionView = (s: Session, now: number): string => {
  const g = tickGame(s.game, secondsOf(s, now));
  const view = `${renderPicture(g.position, { color: s.color })}\n${statusLine({ ...s, game: g }, now)}`;
  const result = outcome(g.position);
  if (result === 'won') return `${view}\nYou won! All 52 cards are on the foundations.`;
  if (result === 'lost')
    return `${view}\nThe game is lost: no move can make progress any more (u to undo, q to quit).`;
  return view;
};

/** The first lines of a session. */
export const sessionIntro = (s: Session, label: string): string =>
  `Klondike, ${label} (${describeRules(s.game.rules)}), ${s.game.scoreOptions.scoring} scoring${
    s.game.scoreOptions.timed ? ', timed' : ''
  }.\nType a move such as T7>F, W>T3 or S; h lists the legal moves, ? shows help, q quits.`;

const changed = (s: Session, game: Game, now: number): Step => {
  const next = { ...s, game };
  const view = sessionView(next, now);
  return outcome(game.position) === 'won'
    ? { session: next, text: view, end: 'won' }
    : { session: next, text: view };
};

/** Handles one line the player typed; never throws on any input. */
export const sessionStep = (s: Session, input: string, now: number): Step => {
  const line = input.trim();
  const lower = line.toLowerCase();
  const seconds = secondsOf(s, now);
  const say = (text: string): Step => ({ session: s, text });
  if (line === '') return say('');
  if (lower === 'q' || lower === 'quit' || lower === 'exit') return { session: s, text: '', end: 'quit' };
  if (lower === '?' || lower === 'help') return say(SESSION_HELP);
  if (lower === 'p' || lower === 'show') return say(sessionView(s, now));
  if (lower === 'h' || lower === 'moves') {
    const moves = legalMoves(s.game.position);
    return say(
      moves.length === 0 ? 'No legal moves.' : `Legal moves: ${moves.map((m) => makeMove(m)).join(' ')}`,
    );
  }
  if (lower === 'u' || lower === 'undo') {
    const g = undo(s.game, seconds);
    return g === undefined ? say('Nothing to undo.') : changed(s, g, now);
  }
  // Redo is y (as Ctrl+Y): r is the contract's redeal move, which readers accept in lower case.
  if (lower === 'y' || lower === 'redo') {
    const g = redo(s.game, seconds);
    return g === undefined ? say('Nothing to redo.') : changed(s, g, now);
  }
  const parsed = parseMove(line);
  if (!parsed.ok) return say(`${parsed.error.message} (h lists the legal moves, ? shows help)`);
  const r = playMove(s.game, parsed.value, seconds);
  if (!r.ok) {
    const hint =
      r.error.code === 'stock-empty' && isLegal(s.game.position, redealMove())
        ? ' (R turns the waste over)'
        : '';
    return say(`${makeMove(parsed.value, true)} is illegal: ${explainMoveError(r.error.code)}${hint}`);
  }
  return changed(s, r.value, now);
};
