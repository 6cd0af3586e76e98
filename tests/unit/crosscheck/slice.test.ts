import { describe, expect, it } from 'vitest';
import { cpuClock } from '../../../src/cli/cpu-clock.ts';
import { makeRules, PRESETS, parseDeal, type Rules, startPosition } from '../../../src/engine/index.ts';
import { compare, FAILURES, type Job, replaysToWin } from '../../crosscheck/compare.ts';
import { check } from '../../crosscheck/search.ts';
import { formatSummary, summarize } from '../../crosscheck/summary.ts';
import type { WalkPreset } from '../../crosscheck/walk.ts';

// The CI slice of the cross-check (docs/crosscheck.md): a few deals and positions on which the fast
// solver's verdicts are compared with the independent checker's. Every "unsolvable" the fast solver
// gives here must be confirmed, and no winning line may fail to replay in the engine.

const clock = cpuClock().now;
const unlimited = (draw: number): Rules => ({
  draw,
  passes: Number.POSITIVE_INFINITY,
  foundationToTableau: true,
});

// Deals an outside solver found winning lines for (replayed in the engine), under draw 1 or 3 with
// unlimited passes and foundation-to-tableau: the checker must win them.
const WINNABLE: [number, string][] = [
  [
    1,
    '3HJSKSACJCJDQH5S2C5C8S2S5DKH8C4C9H6HAD7C4HAS8HKD7H4S9C8D6C6DTHQSQD3STCTDQCAHTS4D3C2DJH6S9DKC7S9S5H7D3D2H',
  ],
  [
    1,
    '3D2D5D5C3HQS6HAC4C8SKS4SKC3CJC9S4D5S8C7CJHTHTS9H6DQH2CASAHQD4H6S7HQCKH2S9D6C2HTCTD8HAD9C7D3SKD7SJDJS5H8D',
  ],
  [
    1,
    'ADJC2S3H4CKD6D5H5C8SAS4DTCKS9S4H3C9H7D6S7S8D2C5SQD7HJHJD8HTS6C7CQH3S9D9CKHQC2DTH6H5D2H4S8CTDQSJSKCAH3DAC',
  ],
  [
    3,
    '3HKDQH2CQC4S5C6HAH8HJS8SQS2S8D5D2D4HAD7D3D5H9HTHJHJD9CKS4D9D7C3S9S6D3C4CJCTD5STS7HAC7S6STCKH6CASKC2H8CQD',
  ],
  [
    3,
    '7C2CJC9S5CKHQS6HKS6SAH2SJDTC7DKD9C2DQH9DTD4D3D7HJH5DTS4S5H3C8H4C9H8S2HASQD6D8DJS3H7SQCTHAC8CKCAD4H3S6C5S',
  ],
];

describe('the checker wins deals known to be winnable', () => {
  it.each(WINNABLE)('draw %i, %s', (draw, text) => {
    const deal = parseDeal(text);
    if (!deal.ok) throw new Error(deal.error.message);
    const pos = startPosition(deal.value, unlimited(draw));
    const r = check(pos, { maxMemoryMB: 512 });
    expect(r.result).toBe('solved');
    expect(replaysToWin(pos, r.line ?? [])).toBe(true);
  });
});

const job = (id: string, kind: Job['kind'], seed: number, rules: Rules, preset?: WalkPreset): Job => ({
  id,
  kind,
  seed,
  rules: makeRules(rules),
  ...(preset === undefined ? {} : { preset }),
  fastBudgetMs: 3000,
  checkBudgetMs: 20000,
  sampleBudgetMs: 2000,
  checkMemoryMB: 512,
  checkSolved: seed % 4 === 0,
});

/** Compares the fast solver and the checker on the jobs; fails on any contradiction. */
const run = (jobs: Job[]): void => {
  const outcomes = jobs.map((j) => compare(j, clock));
  const sum = summarize(outcomes);
  const report = formatSummary(sum).join('\n');
  expect(sum.failures, report).toEqual([]);
  const unconfirmed = outcomes.filter((o) => o.verdict === 'unconfirmed').map((o) => o.id);
  expect(unconfirmed, report).toEqual([]);
  expect(outcomes.every((o) => !FAILURES.includes(o.verdict))).toBe(true);
};

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Mid-game positions (see walk.ts) that the checker decides in well under a second either way. */
const midgameJobs = (): Job[] => {
  const picks: [WalkPreset, number[]][] = [
    ['draw1', [4, 6, 7, 10]],
    ['draw3', [4, 6, 7, 8, 10, 14]],
    ['classic1', [1, 2, 3, 5, 6, 10]],
    ['classic3', [1, 7, 8, 11, 13, 15]],
  ];
  const rulesOf = (p: WalkPreset): Rules => (PRESETS.find((x) => x.id === p) as { rules: Rules }).rules;
  return picks.flatMap(([preset, ns]) =>
    ns.map((n) => job(`${preset}/mid/${n}`, 'midgame', n, rulesOf(preset), preset)),
  );
};

describe('the fast solver against the checker', () => {
  it('numbered deals 31-50, draw 1', () => {
    run(range(31, 50).map((s) => job(`d1/seed/${s}`, 'seed', s, unlimited(1))));
  });

  it('numbered deals 41-60, draw 3', () => {
    run(range(41, 60).map((s) => job(`d3/seed/${s}`, 'seed', s, unlimited(3))));
  });

  it('mid-game positions under the four presets', () => {
    run(midgameJobs());
  });
});

describe('the fast solver against the merged search', () => {
  // Verdicts of "unsolvable" that the plain search left open at 10 s and more (docs/crosscheck.md,
  // "The merged search"), each confirmed by the merged search in well under a second.
  const merged = (j: Job): Job => ({ ...j, merged: true });

  it('numbered deals, draw 1 and draw 3', () => {
    const jobs = [
      ...[561, 2392, 332].map((s) => merged(job(`d1/seed/${s}`, 'seed', s, unlimited(1)))),
      ...[6662, 294, 6479].map((s) => merged(job(`d3/seed/${s}`, 'seed', s, unlimited(3)))),
    ];
    const found = jobs.map((j) => {
      const o = compare(j, clock);
      return `${o.id} ${o.verdict}${o.check?.merged ? ' (merged)' : ''}`;
    });
    expect(found).toEqual(jobs.map((j) => `${j.id} confirmed (merged)`));
  });

  it('every verdict above, each win checked too', () => {
    // The deals and positions of the plain comparison, every "solved" verdict checked as well: the
    // merged search must win (with a line the engine replays) or confirm each one.
    const jobs = [
      ...range(31, 50).map((s) => job(`d1/seed/${s}`, 'seed', s, unlimited(1))),
      ...range(41, 60).map((s) => job(`d3/seed/${s}`, 'seed', s, unlimited(3))),
      ...midgameJobs(),
    ].map((j) => ({ ...merged(j), checkSolved: true, sampleBudgetMs: 20000 }));
    const outcomes = jobs.map((j) => compare(j, clock));
    const report = formatSummary(summarize(outcomes)).join('\n');
    const odd = outcomes.filter((o) => o.verdict !== 'confirmed' && o.verdict !== 'consistent');
    expect(
      odd.map((o) => `${o.id} ${o.verdict}`),
      report,
    ).toEqual([]);
    expect(outcomes.filter((o) => o.verdict === 'confirmed').length).toBeGreaterThan(10);
  });
});
