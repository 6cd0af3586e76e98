import { type Deal, makeDeal, makeRules, type Rules } from '../engine/index.ts';
import type { SolveResult } from '../solver/index.ts';

/** One solver result line (docs/formats.md, "Solver result"). */
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

/** The result object of docs/formats.md, keys in its order; `seed` only for numbered deals. */
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
