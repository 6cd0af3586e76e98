import { DIFFICULTIES, type Difficulty } from '../assist/difficulty.ts';
import {
  type Game,
  type Move,
  makeMove,
  makeRecordJson,
  newGame,
  PRESETS,
  type PresetId,
  parseMove,
  parseRecordJson,
  playMoves,
  recordOf,
  type Score,
  type ScoreOptions,
  tryPlay,
} from '../engine/index.ts';
import { isAmount, isCount, MAX_SECONDS } from './limits.ts';
import type { LostPart, Read } from './storage.ts';

/** The game in progress as stored: its record plus what a record does not carry. */
export interface SavedGame {
  /** Names this game among the saved ones (another tab's, those kept for later). */
  readonly id?: string;
  readonly game: Game;
  /** Milliseconds of play so far. */
  readonly elapsedMs: number;
  /** Whether the game already counts in the statistics (it had a first move). */
  readonly counted: boolean;
  /** Whether the win or loss was already recorded. */
  readonly ended: boolean;
  /** Hints used in this game. */
  readonly hints?: number;
  /** The daily deal this game is (date and preset), if it is one. */
  readonly daily?: DailyTag | undefined;
  /** The deal's grade, when the solver measured it. */
  readonly grade?: Difficulty | undefined;
}

/** A daily game's date ('YYYY-MM-DD') and preset. */
export interface DailyTag {
  readonly date: string;
  readonly presetId: PresetId;
  /** Dealt after its day (from the calendar): marked as late, and no part of the streak. */
  readonly late?: boolean;
}

/** A fresh game id. */
export const newId = (): string => Math.random().toString(36).slice(2, 12);

/** Whether a saved game holds play that would be lost if it were dropped (moves, or moves to redo, and no end). */
export const inProgress = (s: Pick<SavedGame, 'game' | 'ended'>): boolean =>
  !s.ended && (s.game.history.length > 0 || s.game.future.length > 0);

/** The JSON stored for a game in progress. */
export const makeSave = (s: SavedGame): unknown => ({
  ...(s.id !== undefined ? { id: s.id } : {}),
  record: makeRecordJson(recordOf(s.game)),
  future: s.game.future.map((m) => makeMove(m, true)),
  scoreOptions: s.game.scoreOptions,
  score: s.game.score,
  undos: s.game.undos,
  elapsedMs: Math.round(s.elapsedMs),
  counted: s.counted,
  ended: s.ended,
  hints: s.hints ?? 0,
  ...(s.daily !== undefined ? { daily: s.daily } : {}),
  ...(s.grade !== undefined ? { grade: s.grade } : {}),
});

const parseScoreOptions = (v: unknown): ScoreOptions | undefined => {
  const o = v as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null) return undefined;
  if (!['standard', 'vegas', 'none'].includes(o.scoring as string)) return undefined;
  if (typeof o.timed !== 'boolean' || !isAmount(o.vegasCarry)) return undefined;
  return { scoring: o.scoring as ScoreOptions['scoring'], timed: o.timed, vegasCarry: o.vegasCarry };
};

const parseDailyTag = (v: unknown): DailyTag | undefined => {
  const o = v as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null || typeof o.date !== 'string') return undefined;
  const preset = PRESETS.find((p) => p.id === o.presetId);
  return /^\d{4}-\d\d-\d\d$/.test(o.date) && preset !== undefined
    ? { date: o.date, presetId: preset.id, ...(o.late === true ? { late: true } : {}) }
    : undefined;
};

/** The readable moves of a list: up to the first that does not parse, or that `legal` refuses. */
const prefix = (texts: unknown, legal: (m: Move, i: number) => boolean): Move[] => {
  const out: Move[] = [];
  for (const t of Array.isArray(texts) ? texts : []) {
    const m = typeof t === 'string' ? parseMove(t) : undefined;
    if (m === undefined || !m.ok || !legal(m.value, out.length)) break;
    out.push(m.value);
  }
  return out;
};

/**
 * Reads a stored game by replaying its record through the engine. A damaged end is cut off: the game
 * keeps the longest prefix of its moves that replays, and of its moves to redo; numbers out of bounds
 * are refused (the clock starts again, the score is the replayed one).
 */
export const parseSave = (json: unknown): Read<SavedGame> => {
  const none = { value: undefined, rest: json };
  if (typeof json !== 'object' || json === null) return none;
  const o = json as Record<string, unknown>;
  const record = o.record as Record<string, unknown> | null;
  const rec = parseRecordJson(
    typeof record === 'object' && record !== null ? { ...record, moves: [] } : record,
  );
  const scoreOptions = parseScoreOptions(o.scoreOptions);
  if (!rec.ok || scoreOptions === undefined) return none;
  const start = newGame(rec.value.deal, rec.value.rules, { seed: rec.value.seed, score: scoreOptions });
  const texts = Array.isArray(record?.moves) ? record.moves : [];
  const parsed = prefix(texts, () => true);
  const replayed = playMoves(start, parsed);
  const moves = replayed.ok ? parsed : parsed.slice(0, replayed.error.index);
  const played = replayed.ok ? replayed : playMoves(start, moves);
  if (!played.ok) return none;
  // Moves to redo are played from the end of the list.
  const futureTexts = Array.isArray(o.future) ? o.future : [];
  let pos = played.value.position;
  const future = prefix([...futureTexts].reverse(), (m) => {
    const r = tryPlay(pos, m);
    if (r.ok) pos = r.value;
    return r.ok;
  }).reverse();
  const lost: LostPart[] = [];
  const cut = texts.length - moves.length;
  if (cut > 0) lost.push({ kind: 'moves', n: cut });
  if (future.length < futureTexts.length) lost.push({ kind: 'redo' });
  const s = o.score as Record<string, unknown> | null;
  const score: Score =
    moves.length === texts.length &&
    s !== null &&
    typeof s === 'object' &&
    isAmount(s.points) &&
    isCount(s.ticks) &&
    isCount(s.bonus)
      ? { points: s.points, ticks: s.ticks, bonus: s.bonus }
      : played.value.score;
  const clockOk = isCount(o.elapsedMs, MAX_SECONDS * 1000);
  if (!clockOk) lost.push({ kind: 'clock' });
  const value: SavedGame = {
    id: typeof o.id === 'string' && /^[a-z0-9]{1,24}$/.test(o.id) ? o.id : newId(),
    game: { ...played.value, future, score, undos: isCount(o.undos) ? o.undos : 0 },
    elapsedMs: clockOk ? (o.elapsedMs as number) : 0,
    counted: typeof o.counted === 'boolean' ? o.counted : moves.length > 0,
    ended: o.ended === true,
    hints: isCount(o.hints) ? o.hints : 0,
    daily: parseDailyTag(o.daily),
    grade: DIFFICULTIES.find((d) => d === o.grade),
  };
  if (lost.length === 0) return { value };
  // Only what was refused is set aside: the rest is in the game.
  const rest = {
    moves: texts.slice(moves.length),
    future: futureTexts.slice(0, futureTexts.length - future.length),
    ...(clockOk ? {} : { elapsedMs: o.elapsedMs }),
  };
  return { value, rest, lost };
};

/** Reads the games kept for later one by one: the readable ones (damaged ends cut off), the others set aside. */
export const parseShelf = (json: unknown): Read<SavedGame[]> => {
  if (!Array.isArray(json)) return { value: undefined, rest: json };
  const value: SavedGame[] = [];
  const bad: unknown[] = [];
  for (const v of json) {
    const r = parseSave(v);
    if (r.value !== undefined) value.push(r.value);
    if (r.rest !== undefined) bad.push(r.rest);
  }
  return bad.length === 0 ? { value } : { value, rest: bad, lost: [{ kind: 'games', n: bad.length }] };
};
