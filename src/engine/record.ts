import { type Deal, dealFromSeed, isSeed, makeDeal, parseDeal } from './deal.ts';
import { type Game, movesOf, newGame, playMoves } from './game.ts';
import { type Move, makeMove, parseMoves } from './move.ts';
import { explainMoveError, type MoveErrorCode } from './play.ts';
import { err, ok, type Result } from './result.ts';
import { makeRules, parseRules, type Rules, type RulesJson } from './rules.ts';

/** The format tag of game records this version reads and writes. */
export const RECORD_FORMAT = 'klondike-game/1';

/** A game record (docs/formats.md, "Game record"). */
export interface GameRecord {
  readonly deal: Deal;
  readonly seed?: number;
  readonly rules: Rules;
  readonly moves: readonly Move[];
}

/** The JSON shape of a game record. */
export interface GameRecordJson {
  readonly format: typeof RECORD_FORMAT;
  readonly deal: string;
  readonly seed?: number;
  readonly rules: RulesJson;
  readonly moves: readonly string[];
}

/** Why a record was refused; `index` and `move` name the first illegal or unreadable move. */
export interface RecordError {
  readonly code:
    | 'bad-json'
    | 'unknown-format'
    | 'bad-deal'
    | 'bad-seed'
    | 'bad-rules'
    | 'bad-moves'
    | 'bad-move'
    | 'illegal-move';
  readonly message: string;
  readonly index?: number;
  readonly move?: string;
  readonly moveError?: MoveErrorCode;
}

const fail = (code: RecordError['code'], message: string, extra: Partial<RecordError> = {}) =>
  err<RecordError>({ code, message, ...extra });

/** A record's JSON value, keys in the contract's order. */
export const makeRecordJson = (rec: GameRecord): GameRecordJson => ({
  format: RECORD_FORMAT,
  deal: makeDeal(rec.deal),
  ...(rec.seed === undefined ? {} : { seed: rec.seed }),
  rules: makeRules(rec.rules),
  moves: rec.moves.map((m) => makeMove(m)),
});

/** A record as JSON text (one line). */
export const makeRecord = (rec: GameRecord): string => JSON.stringify(makeRecordJson(rec));

/** The record of a game. */
export const recordOf = (game: Game): GameRecord => ({
  deal: game.deal,
  ...(game.seed === undefined ? {} : { seed: game.seed }),
  rules: game.rules,
  moves: movesOf(game),
});

/** Reads a record's JSON value without replaying it: format, deal, seed, rules and move syntax. */
export const parseRecordJson = (json: unknown): Result<GameRecord, RecordError> => {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('bad-json', 'a game record is a JSON object');
  const o = json as Record<string, unknown>;
  if (o.format !== RECORD_FORMAT) {
    return fail(
      'unknown-format',
      `unknown format ${JSON.stringify(o.format) ?? 'undefined'} (expected "${RECORD_FORMAT}")`,
    );
  }
  if (typeof o.deal !== 'string') return fail('bad-deal', 'invalid deal: "deal" must be a deal string');
  const deal = parseDeal(o.deal);
  if (!deal.ok) return fail('bad-deal', `invalid deal: ${deal.error.message}`);
  let seed: number | undefined;
  if (o.seed !== undefined) {
    if (typeof o.seed !== 'number' || !isSeed(o.seed))
      return fail('bad-seed', 'invalid seed: a whole number 0..4294967295');
    if (makeDeal(dealFromSeed(o.seed)) !== makeDeal(deal.value)) {
      return fail('bad-seed', `invalid seed: deal ${o.seed} is not the deal given`);
    }
    seed = o.seed;
  }
  const rules = parseRules(o.rules ?? {});
  if (!rules.ok) return fail('bad-rules', `unknown rules: ${rules.error.message}`);
  if (!Array.isArray(o.moves) || o.moves.some((m) => typeof m !== 'string')) {
    return fail('bad-moves', '"moves" must be a list of move strings');
  }
  const moves = parseMoves(o.moves as string[]);
  if (!moves.ok) {
    const e = moves.error;
    return fail('bad-move', `move ${e.index + 1} "${e.text}": not a move`, { index: e.index, move: e.text });
  }
  return ok({
    deal: deal.value,
    ...(seed === undefined ? {} : { seed }),
    rules: rules.value,
    moves: moves.value,
  });
};

/** Replays a record from its deal; names the first illegal move (1-based in the message). */
export const replayRecord = (rec: GameRecord, texts?: readonly string[]): Result<Game, RecordError> => {
  const r = playMoves(newGame(rec.deal, rec.rules, { seed: rec.seed }), rec.moves);
  if (r.ok) return r;
  const { index, move, error } = r.error;
  const text = texts?.[index] ?? makeMove(move, true);
  return fail('illegal-move', `move ${index + 1} "${text}" is illegal: ${explainMoveError(error.code)}`, {
    index,
    move: text,
    moveError: error.code,
  });
};

/** Reads a record's text and replays it: the record and the game it reaches, or the first thing wrong. */
export const readRecord = (text: string): Result<{ record: GameRecord; game: Game }, RecordError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(
      'bad-json',
      text.trim() === '' ? 'the record is empty' : 'the record is not valid JSON (broken or truncated)',
    );
  }
  const rec = parseRecordJson(json);
  if (!rec.ok) return rec;
  const game = replayRecord(rec.value, (json as { moves: string[] }).moves);
  return game.ok ? ok({ record: rec.value, game: game.value }) : game;
};
