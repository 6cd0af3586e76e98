import { plainFinish } from '../assist/finish.ts';
import {
  type Assessment,
  assess,
  hint,
  type Known,
  knownAfter,
  knownOf,
  REASON_WORDS,
  type Suggestion,
} from '../assist/index.ts';
import {
  describeRules,
  explainMoveError,
  formatClock,
  type Game,
  isLegal,
  legalMoves,
  makeMove,
  outcome,
  type Position,
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
export interface TerminalSession {
  readonly game: Game;
  /** The caller's clock (ms) when the game was dealt. */
  readonly startedAt: number;
  readonly color: boolean;
  /** Suit symbols instead of letters in the picture. */
  readonly symbols?: boolean;
  /** Whether a "still winnable" line follows every move (off with --no-check). */
  readonly check?: boolean;
  /** What the solver already knows about the current position (a winning line, or lost). */
  readonly known?: Known;
  /** Hints asked for. */
  readonly hints?: number;
  /** The line auto-complete would play, when every column card is face up and it is proved to win. */
  readonly finish?: readonly string[];
  /** The lines under the picture since the last move ("Still winnable", the auto-complete offer). */
  readonly notes?: readonly string[];
}

/** Solver states for the "still winnable" line after a move: a fraction of a second, the same everywhere. */
export const CHECK_STATES = 20000;

/** Solver states for a hint, which the player asked for and may wait a little longer for. */
export const HINT_STATES = 200000;

/** What one line of input did. */
export interface InputResult {
  readonly session: TerminalSession;
  /** What to say ('' for nothing); after the picture when `view` is set. */
  readonly text: string;
  /** Whether the picture is to be shown again (the position changed, or `p`). */
  readonly view?: boolean;
  readonly end?: 'quit' | 'won';
  /** `save FILE`: the caller writes the game record to this file and says how it went. */
  readonly save?: string;
  /** Auto-complete: the game after each of its moves but the last, for a terminal to show them in turn. */
  readonly steps?: readonly Game[];
}

/** The commands a player can type besides moves. */
export const SESSION_HELP = [
  'Type a move in the notation of docs/formats.md (any case; Tn>Tm needs no :k):',
  '  S  turn the stock        R  redeal (turn the waste over)',
  '  W>F  W>Tn  Tn>F  Tn>Tm  Fs>Tn   (columns 1-7, suits C D H S)',
  'Commands:',
  '  h  list the legal moves     u  undo      y  redo (r and R are the redeal move)',
  '  p  show the position again  ?  this help  q  quit',
  '  hint  the next move of a winning line (the solver looks at face-down cards); without one,',
  '        a move by rule of thumb, said so',
  '  a  auto-complete: plays the rest once the columns are all face up and it is proved to win',
  '  save FILE  write the game record (klondike-game/1) to FILE; klondike replay FILE reads it',
].join('\n');

const secondsOf = (s: TerminalSession, now: number): number => Math.max(0, (now - s.startedAt) / 1000);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A score as the player reads it: points, dollars in Vegas, nothing when unscored. */
export const scoreText = (scoring: Scoring, points: number): string =>
  scoring === 'vegas' ? `${points < 0 ? '-' : ''}$${Math.abs(points)}` : String(points);

/** The status line: moves played, score, time when timed. */
export const statusLine = (s: TerminalSession, now: number): string => {
  const g = s.game;
  const parts = [`Moves ${g.history.length}`];
  if (g.scoreOptions.scoring !== 'none')
    parts.push(`Score ${scoreText(g.scoreOptions.scoring, totalScore(g.score))}`);
  if (g.scoreOptions.timed) parts.push(`Time ${formatClock(secondsOf(s, now))}`);
  return parts.join('   ');
};

/** The picture, the status line, a word when the game is over, and the notes of the last move. */
export const sessionView = (s: TerminalSession, now: number): string => {
  const g = tickGame(s.game, secondsOf(s, now));
  const picture = renderPicture(g.position, { color: s.color, symbols: s.symbols === true });
  const lines = [picture, statusLine({ ...s, game: g }, now)];
  const result = outcome(g.position);
  if (result === 'won') lines.push('You won! All 52 cards are on the foundations.');
  if (result === 'lost')
    lines.push('The game is lost: no move can make progress any more (u to undo, q to quit).');
  return [...lines, ...(s.notes ?? [])].join('\n');
};

/** The first lines of a session. */
export const sessionIntro = (s: TerminalSession, label: string): string =>
  `Klondike, ${label} (${describeRules(s.game.rules)}), ${s.game.scoreOptions.scoring} scoring${
    s.game.scoreOptions.timed ? ', timed' : ''
  }.\nType a move such as T7>F, W>T3 or S; h lists the legal moves, ? shows help, q quits.`;

/** The "still winnable" line of a verdict. */
export const winnableLine = (a: Assessment): string =>
  a.verdict === 'winnable'
    ? 'Still winnable: yes'
    : a.verdict === 'lost'
      ? 'No longer winnable.'
      : 'Still winnable: not sure';

/** Face-down cards left in the columns. */
export const faceDownCount = (pos: Position): number => pos.columns.reduce((n, c) => n + c.down.length, 0);

/**
 * Whether auto-complete is offered, as the web offers it (src/web/autoplay.ts): the game is on, no
 * card in the columns is face down, and the rest is proved to win (`finish`).
 */
export const offersAutoComplete = (s: TerminalSession): boolean =>
  outcome(s.game.position) === 'playing' &&
  faceDownCount(s.game.position) === 0 &&
  (s.finish?.length ?? 0) > 0;

/** The line that offers auto-complete. */
export const offerLine = (s: TerminalSession): string =>
  `Auto-complete: every card is face up and the rest is proved to win; type a to play it (${plural(
    s.finish?.length ?? 0,
    'move',
  )}).`;

const changed = (s: TerminalSession, game: Game, now: number, known?: Known): InputResult => {
  const pos = game.position;
  const next: TerminalSession = { ...s, game, known, finish: undefined, notes: [] };
  if (outcome(pos) === 'won') return { session: next, text: '', view: true, end: 'won' };
  const notes: string[] = [];
  const allUp = faceDownCount(pos) === 0 && outcome(pos) === 'playing';
  // With every column card face up, the plain finish (foundation moves, the stock) proves the rest
  // wins when it does; else the solver is asked anyway (it answers at once there).
  let finish: readonly string[] | undefined = allUp ? plainFinish(pos) : undefined;
  // A line already known (a hint's) stays the one hints follow; else the plain finish is the proof.
  if (finish !== undefined && known === undefined) known = { verdict: 'winnable', line: finish };
  if (s.check === true || (allUp && finish === undefined)) {
    const a = assess(pos, { states: CHECK_STATES }, known);
    known = knownOf(a);
    if (s.check === true) notes.push(winnableLine(a));
    if (allUp && a.verdict === 'winnable') finish ??= a.line;
  }
  const session: TerminalSession = { ...next, known, finish };
  if (offersAutoComplete(session)) notes.push(offerLine(session));
  return { session: { ...session, notes }, text: '', view: true };
};

/** The rule of thumb's move on a line of its own, with its reason ('' when there is none). */
const guessLine = (label: string, best: Suggestion | undefined): string =>
  best === undefined ? '' : `\n${label}: ${best.move} (it ${REASON_WORDS[best.reason]})`;

const hintResult = (s: TerminalSession): InputResult => {
  const h = hint(s.game.position, { states: HINT_STATES }, s.known);
  const session: TerminalSession = { ...s, hints: (s.hints ?? 0) + 1 };
  switch (h.kind) {
    case 'move': {
      const rest = h.line.length - 1;
      return {
        session: { ...session, known: { verdict: 'winnable', line: h.line } },
        text: `Hint: ${h.move} (a winning line goes on for ${plural(rest, 'more move')})`,
      };
    }
    // Without a winning line, the rule of thumb's move, labelled so (absent only when no move is legal).
    case 'no-winning-line':
      return {
        session: { ...session, known: { verdict: 'lost' } },
        text: `No winning line left.${guessLine('Best try', h.best)}`,
      };
    case 'not-sure':
      return {
        session,
        text: `Not sure: the solver found no answer within its budget.${guessLine('Best guess by rule of thumb', h.best)}`,
      };
    case 'won':
      return { session: s, text: 'The game is won.' };
  }
};

/** `a`: plays the proved winning line to the end, once every card in the columns is face up. */
const autoComplete = (s: TerminalSession, now: number): InputResult => {
  const pos = s.game.position;
  const say = (text: string): InputResult => ({ session: s, text });
  if (outcome(pos) === 'won') return say('The game is won.');
  const down = faceDownCount(pos);
  if (down > 0)
    return say(
      `Auto-complete waits until every card in the columns is face up (${plural(down, 'card')} face down).`,
    );
  // The plain finish when it wins (a player's way: cards up as the stock turns), else a solver's line.
  const plain = plainFinish(pos);
  const a = assess(
    pos,
    { states: HINT_STATES },
    plain === undefined ? s.known : { verdict: 'winnable', line: plain },
  );
  if (a.verdict === 'lost')
    return {
      session: { ...s, known: { verdict: 'lost' } },
      text: 'No winning line left, so nothing to auto-complete (u to undo).',
    };
  if (a.verdict !== 'winnable')
    return say('Not sure the rest wins: the solver found no answer within its budget. Play on by hand.');
  const seconds = secondsOf(s, now);
  let game = s.game;
  const played: string[] = [];
  const steps: Game[] = [];
  for (const text of a.line) {
    const m = parseMove(text);
    const r = m.ok ? playMove(game, m.value, seconds) : undefined;
    // The line is legal all the way (assess replays a known line first); stop short if not.
    if (r === undefined || !r.ok) break;
    if (played.length > 0) steps.push(game);
    game = r.value;
    played.push(text);
  }
  const next = changed(s, game, now, knownOf({ ...a, line: a.line.slice(played.length) }));
  return {
    ...next,
    text: `Auto-complete played ${plural(played.length, 'move')}: ${played.join(' ')}`,
    steps,
  };
};

/** The file name of `save FILE`: the rest of the line, without quotes around it. */
const fileOf = (rest: string): string => {
  const name = rest.trim();
  const quoted = /^(["'])(.*)\1$/.exec(name);
  return quoted === null ? name : (quoted[2] as string);
};

/** Handles one line the player typed; never throws on any input. */
export const handleInput = (s: TerminalSession, input: string, now: number): InputResult => {
  const line = input.trim();
  const lower = line.toLowerCase();
  const seconds = secondsOf(s, now);
  const say = (text: string): InputResult => ({ session: s, text });
  if (line === '') return say('');
  if (lower === 'q' || lower === 'quit' || lower === 'exit') return { session: s, text: '', end: 'quit' };
  if (lower === '?' || lower === 'help') return say(SESSION_HELP);
  if (lower === 'p' || lower === 'show') return { session: s, text: '', view: true };
  if (lower === 'h' || lower === 'moves') {
    const moves = legalMoves(s.game.position);
    return say(
      moves.length === 0 ? 'No legal moves.' : `Legal moves: ${moves.map((m) => makeMove(m)).join(' ')}`,
    );
  }
  if (lower === 'hint') return hintResult(s);
  if (lower === 'a' || lower === 'auto') return autoComplete(s, now);
  if (lower === 'save' || lower.startsWith('save ')) {
    const file = fileOf(line.slice(4));
    return file === '' ? say('save needs a file name: save FILE') : { session: s, text: '', save: file };
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
  return changed(s, r.value, now, knownAfter(s.known, s.game.position, parsed.value));
};
