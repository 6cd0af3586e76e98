import {
  dealFromSeed,
  isWon,
  makeDeal,
  makePosition,
  makeRules,
  type Position,
  parseMove,
  parsePosition,
  parseRules,
  type RulesJson,
  startPosition,
  tryPlay,
} from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { check } from './search.ts';
import { midgame, type WalkPreset } from './walk.ts';

/** One position to compare the fast solver and the checker on. */
export interface Job {
  /** Names the position in a run ("d1/seed/42", "draw3/mid/17"); unique within a run. */
  readonly id: string;
  /** A numbered deal from its start, or a mid-game position reached from it (see walk.ts). */
  readonly kind: 'seed' | 'midgame';
  readonly seed: number;
  readonly rules: RulesJson;
  /** The preset of a mid-game position. */
  readonly preset?: WalkPreset;
  /** CPU budget of the fast solver, ms. */
  readonly fastBudgetMs: number;
  /** CPU budget of the checker on an "unsolvable" verdict, ms. */
  readonly checkBudgetMs: number;
  /** CPU budget of the checker on a "solved" verdict (when `checkSolved`), ms. */
  readonly sampleBudgetMs: number;
  /** Memory cap of the checker, MiB. */
  readonly checkMemoryMB: number;
  /** Also run the checker when the fast solver says "solved" (the checker's own consistency check). */
  readonly checkSolved: boolean;
  /** The checker's merged search (docs/crosscheck.md, Lemma 13) instead of its plain one. */
  readonly merged?: boolean;
}

/**
 * What a comparison found: `confirmed` (fast "unsolvable", checker "unsolvable"), `contradicted`
 * (fast "unsolvable", checker found a win that replays in the engine), `unconfirmed` (fast
 * "unsolvable", checker out of budget), `consistent` / `inconsistent` / `unchecked` (fast "solved",
 * checker asked: solved / unsolvable / unknown), `solved` (fast "solved", checker not asked),
 * `undecided` (fast "unknown"), `bad-line` (a winning line that does not replay in the engine).
 */
export type Verdict =
  | 'confirmed'
  | 'contradicted'
  | 'unconfirmed'
  | 'consistent'
  | 'inconsistent'
  | 'unchecked'
  | 'solved'
  | 'undecided'
  | 'bad-line';

/** Verdicts that make a cross-check fail. */
export const FAILURES: readonly Verdict[] = ['contradicted', 'inconsistent', 'bad-line'];

/** One side's answer, with its CPU time. */
export interface Side {
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly states: number;
  readonly cpuMs: number;
  /** The checker's answer came from its merged search (Lemma 13). */
  readonly merged?: true;
  /** The winning line (the checker's always; the fast solver's only when it did not replay). */
  readonly line?: readonly string[];
}

/** One line of a cross-check's results file. */
export interface Outcome {
  readonly id: string;
  readonly kind: Job['kind'];
  readonly seed: number;
  readonly preset?: WalkPreset;
  readonly rules: RulesJson;
  readonly deal: string;
  /** The random moves from the deal's start (mid-game positions). */
  readonly walk?: readonly string[];
  /** The position's text (mid-game positions). */
  readonly position?: string;
  readonly fast: Side;
  readonly check?: Side;
  readonly verdict: Verdict;
}

/** Whether `line` (contract notation) is legal from `pos` and ends in a won position, by the engine. */
export const replaysToWin = (pos: Position, line: readonly string[]): boolean => {
  let p = pos;
  for (const text of line) {
    const m = parseMove(text);
    if (!m.ok) return false;
    const r = tryPlay(p, m.value);
    if (!r.ok) return false;
    p = r.value;
  }
  return isWon(p);
};

/** The position of a job, with the random moves that reached it for a mid-game one. */
export const jobPosition = (job: Job): { position: Position; walk?: readonly string[] } => {
  if (job.kind === 'midgame') {
    if (job.preset === undefined) throw new Error(`${job.id}: a mid-game job names its preset`);
    const w = midgame(job.seed, job.preset);
    return { position: w.position, walk: w.moves };
  }
  const rules = parseRules(job.rules);
  if (!rules.ok) throw new Error(`${job.id}: ${rules.error.message}`);
  return { position: startPosition(dealFromSeed(job.seed), rules.value) };
};

/**
 * Runs the fast solver on the job's position and, when it says "unsolvable" (or "solved" and the
 * job asks), the checker; `cpu` is the calling thread's CPU clock in ms. Every winning line either
 * side gives is replayed in the engine.
 */
export const compare = (job: Job, cpu: () => number): Outcome => {
  const { position, walk } = jobPosition(job);
  const c0 = cpu();
  const f = solve(position, { budgetMs: job.fastBudgetMs, now: cpu });
  const fastMs = cpu() - c0;
  const fastLineOk = f.result !== 'solved' || replaysToWin(position, f.moves);
  const fast: Side = {
    result: f.result,
    states: f.states,
    cpuMs: round(fastMs),
    ...(fastLineOk ? {} : { line: f.moves }),
  };
  const base = {
    id: job.id,
    kind: job.kind,
    seed: job.seed,
    ...(job.preset === undefined ? {} : { preset: job.preset }),
    rules: makeRules(position.rules),
    deal: makeDeal(dealFromSeed(job.seed)),
    ...(walk === undefined ? {} : { walk, position: makePosition(position) }),
    fast,
  };
  if (!fastLineOk) return { ...base, verdict: 'bad-line' };
  if (f.result === 'unknown') return { ...base, verdict: 'undecided' };
  if (f.result === 'solved' && !job.checkSolved) return { ...base, verdict: 'solved' };
  const k0 = cpu();
  const budget = f.result === 'unsolvable' ? job.checkBudgetMs : job.sampleBudgetMs;
  const merged = job.merged === true;
  const c = check(position, {
    maxMemoryMB: job.checkMemoryMB,
    shouldStop: () => cpu() - k0 >= budget,
    merged,
  });
  const checkMs = cpu() - k0;
  const side: Side = {
    result: c.result,
    states: c.states,
    cpuMs: round(checkMs),
    ...(merged ? { merged: true as const } : {}),
    ...(c.line === undefined ? {} : { line: c.line }),
  };
  const withCheck = { ...base, check: side };
  if (c.result === 'solved' && !replaysToWin(position, c.line ?? []))
    return { ...withCheck, verdict: 'bad-line' };
  if (f.result === 'unsolvable') {
    const verdict =
      c.result === 'solved' ? 'contradicted' : c.result === 'unsolvable' ? 'confirmed' : 'unconfirmed';
    return { ...withCheck, verdict };
  }
  const verdict =
    c.result === 'solved' ? 'consistent' : c.result === 'unsolvable' ? 'inconsistent' : 'unchecked';
  return { ...withCheck, verdict };
};

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** The position an outcome names, rebuilt from its deal, rules and walk or position text. */
export const outcomePosition = (o: Outcome): Position => {
  if (o.position !== undefined) {
    const p = parsePosition(o.position);
    if (!p.ok) throw new Error(p.error.message);
    return p.value;
  }
  const rules = parseRules(o.rules);
  if (!rules.ok) throw new Error(rules.error.message);
  return startPosition(dealFromSeed(o.seed), rules.value);
};
