/** Statistics per rule set: pure updates over plain data. */

/** The statistics of one rule set. */
export interface RuleStats {
  readonly played: number;
  readonly won: number;
  readonly currentWins: number;
  readonly currentLosses: number;
  readonly longestWins: number;
  readonly longestLosses: number;
  /** Seconds, or null before the first win. */
  readonly bestTime: number | null;
  readonly fewestMoves: number | null;
  /** Best standard score of a won game, or null. */
  readonly bestScore: number | null;
  /** Net dollars over all Vegas-scored games. */
  readonly vegasBalance: number;
  /** Hints asked over all games. */
  readonly hints: number;
  /** Games won with no hint and no undo. */
  readonly cleanWins: number;
}

/** Statistics by rule-set key (see `rulesKey`). */
export type Stats = Readonly<Record<string, RuleStats>>;

/** The statistics of a rule set never played. */
export const EMPTY_STATS: RuleStats = {
  played: 0,
  won: 0,
  currentWins: 0,
  currentLosses: 0,
  longestWins: 0,
  longestLosses: 0,
  bestTime: null,
  fewestMoves: null,
  bestScore: null,
  vegasBalance: 0,
  hints: 0,
  cleanWins: 0,
};

/** A rule set's statistics. */
export const statsFor = (stats: Stats, key: string): RuleStats => stats[key] ?? EMPTY_STATS;

/** A game was started: it counts from its first move. */
export const countPlayed = (stats: Stats, key: string): Stats => {
  const s = statsFor(stats, key);
  return { ...stats, [key]: { ...s, played: s.played + 1 } };
};

/** How a counted game ended. `vegas` is the game's net dollars when it was scored Vegas. */
export interface GameEnd {
  readonly won: boolean;
  readonly seconds: number;
  readonly moves: number;
  readonly standardScore: number | null;
  readonly vegas: number | null;
  /** Hints used in the game, and undos (a clean win has neither). */
  readonly hints?: number;
  readonly undos?: number;
}

const better = (a: number | null, b: number, lower: boolean): number =>
  a === null ? b : lower ? Math.min(a, b) : Math.max(a, b);

/** Records the end of a counted game: a win, or a loss (given up, or stuck and left). */
export const countEnd = (stats: Stats, key: string, end: GameEnd): Stats => {
  const s = statsFor(stats, key);
  const vegasBalance = s.vegasBalance + (end.vegas ?? 0);
  const hints = s.hints + (end.hints ?? 0);
  if (!end.won) {
    const currentLosses = s.currentLosses + 1;
    return {
      ...stats,
      [key]: {
        ...s,
        currentWins: 0,
        currentLosses,
        longestLosses: Math.max(s.longestLosses, currentLosses),
        vegasBalance,
        hints,
      },
    };
  }
  const currentWins = s.currentWins + 1;
  return {
    ...stats,
    [key]: {
      ...s,
      won: s.won + 1,
      currentWins,
      currentLosses: 0,
      longestWins: Math.max(s.longestWins, currentWins),
      bestTime: better(s.bestTime, end.seconds, true),
      fewestMoves: better(s.fewestMoves, end.moves, true),
      bestScore: end.standardScore === null ? s.bestScore : better(s.bestScore, end.standardScore, false),
      vegasBalance,
      hints,
      cleanWins: s.cleanWins + ((end.hints ?? 0) === 0 && (end.undos ?? 0) === 0 ? 1 : 0),
    },
  };
};

/** Win percentage, rounded. */
export const winRate = (s: RuleStats): number => (s.played === 0 ? 0 : Math.round((100 * s.won) / s.played));

const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const maybe = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));

/** Reads statistics from JSON; undefined when any entry is not statistics. */
export const parseStats = (json: unknown): Stats | undefined => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const out: Record<string, RuleStats> = {};
  for (const [key, v] of Object.entries(json as Record<string, unknown>)) {
    if (typeof v !== 'object' || v === null) return undefined;
    const o = v as Record<string, unknown>;
    const counts = ['played', 'won', 'currentWins', 'currentLosses', 'longestWins', 'longestLosses'];
    if (!counts.every((k) => count(o[k]))) return undefined;
    if (!maybe(o.bestTime) || !maybe(o.fewestMoves) || !maybe(o.bestScore)) return undefined;
    if (typeof o.vegasBalance !== 'number' || !Number.isFinite(o.vegasBalance)) return undefined;
    if ((o.won as number) > (o.played as number)) return undefined;
    // Statistics kept before hints existed have none: count from zero.
    const hints = o.hints ?? 0;
    const cleanWins = o.cleanWins ?? 0;
    if (!count(hints) || !count(cleanWins) || cleanWins > (o.won as number)) return undefined;
    out[key] = { ...(o as unknown as RuleStats), hints, cleanWins };
  }
  return out;
};

/** The export file's format tag. */
export const STATS_FILE_FORMAT = 'klondike-stats/1';

/** The text of a statistics export file. */
export const makeStatsFile = (stats: Stats): string =>
  `${JSON.stringify({ format: STATS_FILE_FORMAT, stats }, null, 2)}\n`;

/** Reads an exported statistics file; undefined when it is not one. */
export const parseStatsFile = (text: string): Stats | undefined => {
  try {
    const json = JSON.parse(text) as { format?: unknown; stats?: unknown };
    return json?.format === STATS_FILE_FORMAT ? parseStats(json.stats) : undefined;
  } catch {
    return undefined;
  }
};
