import { describeRules, type RulesJson } from '../../src/engine/index.ts';
import { FAILURES, type Outcome, type Verdict } from './compare.ts';

/** Totals of a cross-check run. */
export interface Summary {
  readonly positions: number;
  readonly fast: Record<'solved' | 'unsolvable' | 'unknown', number>;
  readonly verdicts: Record<Verdict, number>;
  /** CPU ms of the fast solver and of the checker, in all. */
  readonly fastMs: number;
  readonly checkMs: number;
  /** CPU ms of the checker on the unsolvable verdicts it confirmed: total and largest. */
  readonly confirmMs: number;
  readonly confirmMaxMs: number;
  readonly failures: readonly Outcome[];
}

/** Adds up outcomes. */
export const summarize = (outcomes: Iterable<Outcome>): Summary => {
  const fast = { solved: 0, unsolvable: 0, unknown: 0 };
  const verdicts: Record<Verdict, number> = {
    confirmed: 0,
    contradicted: 0,
    unconfirmed: 0,
    consistent: 0,
    inconsistent: 0,
    unchecked: 0,
    solved: 0,
    undecided: 0,
    'bad-line': 0,
  };
  let positions = 0;
  let fastMs = 0;
  let checkMs = 0;
  let confirmMs = 0;
  let confirmMaxMs = 0;
  const failures: Outcome[] = [];
  for (const o of outcomes) {
    positions++;
    fast[o.fast.result]++;
    verdicts[o.verdict]++;
    fastMs += o.fast.cpuMs;
    checkMs += o.check?.cpuMs ?? 0;
    if (o.verdict === 'confirmed') {
      const ms = o.check?.cpuMs ?? 0;
      confirmMs += ms;
      confirmMaxMs = Math.max(confirmMaxMs, ms);
    }
    if (FAILURES.includes(o.verdict)) failures.push(o);
  }
  return { positions, fast, verdicts, fastMs, checkMs, confirmMs, confirmMaxMs, failures };
};

const rulesText = (r: RulesJson): string =>
  describeRules({
    draw: r.draw,
    passes: r.passes === 'unlimited' ? Number.POSITIVE_INFINITY : r.passes,
    foundationToTableau: r.foundationToTableau,
  });

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The summary as lines of text, each failure with its position, rules and winning line. */
export const formatSummary = (sum: Summary): string[] => {
  const v = sum.verdicts;
  const lines = [
    `positions ${sum.positions}: fast solver solved ${sum.fast.solved}, unsolvable ${sum.fast.unsolvable}, unknown ${sum.fast.unknown}`,
    `unsolvable verdicts: confirmed ${v.confirmed}, contradicted ${v.contradicted}, unconfirmed ${v.unconfirmed} (checker out of budget)`,
    `solved verdicts checked: consistent ${v.consistent}, inconsistent ${v.inconsistent}, unchecked ${v.unchecked} (checker out of budget)`,
    `winning lines that do not replay in the engine: ${v['bad-line']}`,
    `CPU: fast solver ${s(sum.fastMs)}, checker ${s(sum.checkMs)} (on confirmed verdicts ${s(sum.confirmMs)}, largest ${s(sum.confirmMaxMs)})`,
  ];
  for (const o of sum.failures) {
    lines.push('');
    lines.push(
      `${o.verdict.toUpperCase()}: ${o.id}, ${rulesText(o.rules)}, fast solver ${o.fast.result}, checker ${o.check?.result ?? 'not run'}`,
    );
    if (o.position !== undefined) lines.push(o.position);
    else lines.push(`deal ${o.deal} (seed ${o.seed})`);
    if (o.walk !== undefined) lines.push(`reached from the deal by: ${o.walk.join(' ')}`);
    if (o.check?.line !== undefined) lines.push(`checker's line: ${o.check.line.join(' ')}`);
    if (o.fast.line !== undefined) lines.push(`fast solver's line: ${o.fast.line.join(' ')}`);
  }
  return lines;
};
