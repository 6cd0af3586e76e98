/** Statistics per rule set: pure updates over plain data. */
import { isAmount, isCount, MAX_MOVES, MAX_SECONDS } from './limits.ts';
import type { Read } from './storage.ts';

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

const nullOr = (v: unknown, ok: (v: unknown) => boolean): v is number | null => v === null || ok(v);

/** One rule set's statistics, or undefined when any number is missing, damaged or absurd. */
const parseRuleStats = (v: unknown): RuleStats | undefined => {
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  const counts = ['played', 'won', 'currentWins', 'currentLosses', 'longestWins', 'longestLosses'];
  if (!counts.every((k) => isCount(o[k]))) return undefined;
  if (
    !nullOr(o.bestTime, (x) => isCount(x, MAX_SECONDS)) ||
    !nullOr(o.fewestMoves, (x) => isCount(x, MAX_MOVES))
  )
    return undefined;
  if (!nullOr(o.bestScore, (x) => isAmount(x)) || !isAmount(o.vegasBalance)) return undefined;
  if ((o.won as number) > (o.played as number)) return undefined;
  // Statistics kept before hints existed have none: count from zero.
  const hints = o.hints ?? 0;
  const cleanWins = o.cleanWins ?? 0;
  if (!isCount(hints) || !isCount(cleanWins) || cleanWins > (o.won as number)) return undefined;
  return { ...(o as unknown as RuleStats), hints, cleanWins };
};

/** Reads statistics rule set by rule set: the readable ones, and the others set aside. */
export const parseStats = (json: unknown): Read<Stats> => {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { value: undefined, rest: json };
  const out: Record<string, RuleStats> = {};
  const bad: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(json as Record<string, unknown>)) {
    const s = parseRuleStats(v);
    if (s === undefined) bad[key] = v;
    else out[key] = s;
  }
  const n = Object.keys(bad).length;
  return n === 0 ? { value: out } : { value: out, rest: bad, lost: [{ kind: 'rule-sets', n }] };
};

/** Two records of statistics as one, as if their games had been played in a row (`b` after `a`). */
export const mergeStats = (a: Stats, b: Stats): Stats => {
  const out: Record<string, RuleStats> = { ...a };
  for (const [key, y] of Object.entries(b)) {
    const x = a[key];
    if (x === undefined) {
      out[key] = y;
      continue;
    }
    const best = (p: number | null, q: number | null, lower: boolean) =>
      p === null ? q : q === null ? p : better(p, q, lower);
    out[key] = {
      played: x.played + y.played,
      won: x.won + y.won,
      currentWins: y.played > 0 ? y.currentWins : x.currentWins,
      currentLosses: y.played > 0 ? y.currentLosses : x.currentLosses,
      longestWins: Math.max(x.longestWins, y.longestWins),
      longestLosses: Math.max(x.longestLosses, y.longestLosses),
      bestTime: best(x.bestTime, y.bestTime, true),
      fewestMoves: best(x.fewestMoves, y.fewestMoves, true),
      bestScore: best(x.bestScore, y.bestScore, false),
      vegasBalance: x.vegasBalance + y.vegasBalance,
      hints: x.hints + y.hints,
      cleanWins: x.cleanWins + y.cleanWins,
    };
  }
  return out;
};

/** The export file's format tag. */
export const STATS_FILE_FORMAT = 'klondike-stats/1';

/** The text of a statistics export file. */
export const makeStatsFile = (stats: Stats): string =>
  `${JSON.stringify({ format: STATS_FILE_FORMAT, stats }, null, 2)}\n`;

/** Reads an exported statistics file (its readable rule sets); undefined when it is not one. */
export const parseStatsFile = (text: string): Read<Stats> | undefined => {
  try {
    const json = JSON.parse(text) as { format?: unknown; stats?: unknown };
    if (json?.format !== STATS_FILE_FORMAT) return undefined;
    const r = parseStats(json.stats);
    return r.value === undefined ? undefined : r;
  } catch {
    return undefined;
  }
};
