// The flags that say where a command starts: a deal (`--deal`, `--seed`, with the rule flags) or a
// position (`--position`), then the moves played from it (`--history`).
import {
  type Deal,
  dealFromSeed,
  explainMoveError,
  type Game,
  type Move,
  makeMove,
  newGame,
  type Position,
  parseDeal,
  parseMoveList,
  parsePosition,
  playFrom,
  playMoves,
  type ReplayError,
  type Rules,
  type ScoreOptions,
  splitMoveList,
} from '../engine/index.ts';
import { readText } from './files.ts';
import { hasRuleFlags, RULE_FLAGS, type RuleFlags, rulesFromFlags, seedFlag } from './flags.ts';
import { type Io, illegalError, usageError } from './io.ts';

/** The flags that choose a deal: `--deal D` or `--seed N`. */
export const DEAL_FLAGS = { deal: 'string', seed: 'string', ...RULE_FLAGS } as const;

/** The flags that choose a position: a deal or `--position FILE|-`, then `--history "MOVES"`. */
export const POSITION_FLAGS = { ...DEAL_FLAGS, position: 'string', history: 'string' } as const;

type DealFlags = RuleFlags & { deal?: string; seed?: string };
type PositionFlags = DealFlags & { position?: string; history?: string };

/** The `--help` lines of POSITION_FLAGS, shared by every command that starts from a position. */
export const POSITION_HELP: readonly string[] = [
  '  --deal D            a deal string (52 cards, 104 characters)',
  '  --seed N            a numbered deal, 0..4294967295',
  "  --position FILE     a position in the engine's text (klondike-position/1), - for standard input",
  '  --history "MOVES"   moves to play first, separated by spaces or commas',
  '  --draw N            cards turned from the stock at a time (default 1)',
  '  --passes N|unlimited  passes through the stock (default unlimited)',
  '  --no-foundation-to-tableau  foundation cards may not come back',
];

/** A chosen deal with its number (for `--seed`) and rules. */
export interface DealChoice {
  readonly deal: Deal;
  readonly seed: number | undefined;
  readonly rules: Rules;
}

/** The deal of `--deal` or `--seed` (at most one), or undefined when neither is given. */
export const dealFromFlags = (flags: DealFlags): DealChoice | undefined => {
  if (flags.deal !== undefined && flags.seed !== undefined)
    throw usageError('give --deal or --seed, not both');
  const rules = rulesFromFlags(flags);
  if (flags.seed !== undefined) {
    const seed = seedFlag(flags.seed);
    return { deal: dealFromSeed(seed), seed, rules };
  }
  if (flags.deal === undefined) return undefined;
  const deal = parseDeal(flags.deal);
  if (!deal.ok) throw usageError(`--deal: ${deal.error.message}`);
  return { deal: deal.value, seed: undefined, rules };
};

/** A position reached from a start by a move list. */
export interface Reached {
  readonly position: Position;
  /** The game, with its score, when the start was a deal; undefined for `--position`. */
  readonly game: Game | undefined;
  /** The moves played, with their counts resolved. */
  readonly moves: readonly Move[];
}

/** The start position of `--position FILE|-` (the engine's position text); bad text is a usage error. */
export const positionFromFile = async (path: string, io: Io): Promise<Position> => {
  const text = await readText(path, io);
  const pos = parsePosition(text);
  if (!pos.ok) throw usageError(`--position: ${text.trim() === '' ? 'empty input' : pos.error.message}`);
  return pos.value;
};

const historyOf = (text: string | undefined): Move[] => {
  if (text === undefined) return [];
  const moves = parseMoveList(text);
  if (!moves.ok) throw usageError(`--history: move ${moves.error.index + 1}: ${moves.error.message}`);
  return moves.value;
};

/** The usage error of an illegal `--history` move, quoted as the player typed it. */
const illegalAt = (e: ReplayError, texts: readonly string[]) =>
  illegalError(
    `--history: move ${e.index + 1} "${texts[e.index] ?? makeMove(e.move)}" is illegal: ${explainMoveError(e.error.code)}`,
  );

/**
 * The position that `--deal`/`--seed`/`--position` and `--history` describe. Exactly one start is
 * required; rule flags go with a deal only (a position's text carries its own rules).
 */
export const reachFromFlags = async (
  flags: PositionFlags,
  io: Io,
  score?: ScoreOptions,
): Promise<Reached> => {
  const starts = [flags.deal, flags.seed, flags.position].filter((s) => s !== undefined).length;
  if (starts !== 1) {
    throw usageError(
      starts === 0
        ? 'say which position: --deal D, --seed N or --position FILE'
        : 'give only one of --deal, --seed, --position',
    );
  }
  const texts = flags.history === undefined ? [] : splitMoveList(flags.history);
  const moves = historyOf(flags.history);
  if (flags.position !== undefined) {
    if (hasRuleFlags(flags))
      throw usageError('rule flags do not go with --position: the position carries its rules');
    const r = playFrom(await positionFromFile(flags.position, io), moves);
    if (!r.ok) throw illegalAt(r.error, texts);
    return { position: r.value.positions.at(-1) as Position, game: undefined, moves: r.value.moves };
  }
  const choice = dealFromFlags(flags) as DealChoice;
  const start = newGame(choice.deal, choice.rules, { seed: choice.seed, ...(score ? { score } : {}) });
  const r = playMoves(start, moves);
  if (!r.ok) throw illegalAt(r.error, texts);
  const game = r.value;
  return { position: game.position, game, moves: game.history.map((s) => s.move) };
};
