import {
  type Game,
  makeMove,
  makeRecordJson,
  newGame,
  PRESETS,
  type PresetId,
  parseMoves,
  parseRecordJson,
  playMoves,
  recordOf,
  type Score,
  type ScoreOptions,
} from '../engine/index.ts';

/** The game in progress as stored: its record plus what a record does not carry. */
export interface SavedGame {
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
}

/** A daily game's date ('YYYY-MM-DD') and preset. */
export interface DailyTag {
  readonly date: string;
  readonly presetId: PresetId;
}

/** The JSON stored for a game in progress. */
export const makeSave = (s: SavedGame): unknown => ({
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
});

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const parseScoreOptions = (v: unknown): ScoreOptions | undefined => {
  const o = v as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null) return undefined;
  if (!['standard', 'vegas', 'none'].includes(o.scoring as string)) return undefined;
  if (typeof o.timed !== 'boolean' || !num(o.vegasCarry)) return undefined;
  return { scoring: o.scoring as ScoreOptions['scoring'], timed: o.timed, vegasCarry: o.vegasCarry };
};

const parseDailyTag = (v: unknown): DailyTag | undefined => {
  const o = v as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null || typeof o.date !== 'string') return undefined;
  const preset = PRESETS.find((p) => p.id === o.presetId);
  return /^\d{4}-\d\d-\d\d$/.test(o.date) && preset !== undefined
    ? { date: o.date, presetId: preset.id }
    : undefined;
};

/** Reads a stored game by replaying its record through the engine; undefined when anything is off. */
export const parseSave = (json: unknown): SavedGame | undefined => {
  if (typeof json !== 'object' || json === null) return undefined;
  const o = json as Record<string, unknown>;
  const rec = parseRecordJson(o.record);
  const scoreOptions = parseScoreOptions(o.scoreOptions);
  if (!rec.ok || scoreOptions === undefined) return undefined;
  const start = newGame(rec.value.deal, rec.value.rules, { seed: rec.value.seed, score: scoreOptions });
  const played = playMoves(start, rec.value.moves);
  if (!played.ok) return undefined;
  const future = Array.isArray(o.future) ? parseMoves(o.future.map(String)) : undefined;
  if (future === undefined || !future.ok) return undefined;
  const s = o.score as Record<string, unknown> | null;
  const score: Score =
    s !== null && typeof s === 'object' && num(s.points) && num(s.ticks) && num(s.bonus)
      ? { points: s.points, ticks: s.ticks, bonus: s.bonus }
      : played.value.score;
  if (!num(o.elapsedMs) || typeof o.counted !== 'boolean') return undefined;
  return {
    game: { ...played.value, future: future.value, score, undos: num(o.undos) ? o.undos : 0 },
    elapsedMs: Math.max(0, o.elapsedMs),
    counted: o.counted,
    ended: o.ended === true,
    hints: num(o.hints) && o.hints >= 0 ? Math.floor(o.hints) : 0,
    daily: parseDailyTag(o.daily),
  };
};
