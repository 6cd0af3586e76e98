import {
  type Deal,
  dealFromSeed,
  makeDeal,
  makeRules,
  type Rules,
  startPosition,
} from '../../engine/index.ts';
import { type SolveResult, solve } from '../../solver/index.ts';

/** One solver result line (shared/CONTRACT.md, "Solver result"). */
export interface ResultLine {
  readonly deal: string;
  readonly seed?: number;
  readonly rules: ReturnType<typeof makeRules>;
  readonly result: SolveResult['result'];
  readonly moves: string[];
  readonly states: number;
  readonly ms: number;
}

/** Rounds a time for printing: whole microseconds are plenty. */
export const roundMs = (ms: number): number => Math.round(ms * 1000) / 1000;

/** The contract's result object, keys in the contract's order; `seed` only for numbered deals. */
export const resultLine = (
  deal: Deal,
  seed: number | undefined,
  rules: Rules,
  r: SolveResult,
): ResultLine => ({
  deal: makeDeal(deal),
  ...(seed === undefined ? {} : { seed }),
  rules: makeRules(rules),
  result: r.result,
  moves: r.moves,
  states: r.states,
  ms: roundMs(r.ms),
});

/** Solves numbered deal `seed` from its start under `rules`; `ms` is measured by `now`. */
export const solveSeed = (seed: number, rules: Rules, budgetMs: number, now: () => number): ResultLine => {
  const deal = dealFromSeed(seed);
  return resultLine(deal, seed, rules, solve(startPosition(deal, rules), { budgetMs, now }));
};
