/** Figures over many solver results: counts, winnable share with its interval, time percentiles. */

/** The 95 % Wilson score interval of k successes in n trials, as fractions. */
export const wilson = (k: number, n: number): { low: number; high: number } => {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
export const quantile = (sorted: readonly number[], q: number): number => {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
};

/** Summary figures of a set of results. */
export interface Summary {
  readonly total: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: number;
  /** Winnable share among decided deals, with its 95 % Wilson interval. */
  readonly winnable: number;
  readonly low: number;
  readonly high: number;
  readonly median: number;
  readonly mean: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** Summarises verdicts and times (ms per deal). */
export const summarise = (results: readonly { result: string; ms: number }[]): Summary => {
  let solved = 0;
  let unsolvable = 0;
  let unknown = 0;
  const times: number[] = [];
  for (const r of results) {
    if (r.result === 'solved') solved++;
    else if (r.result === 'unsolvable') unsolvable++;
    else unknown++;
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  const decided = solved + unsolvable;
  const { low, high } = wilson(solved, decided);
  const mean = times.length === 0 ? 0 : times.reduce((a, b) => a + b, 0) / times.length;
  return {
    total: results.length,
    solved,
    unsolvable,
    unknown,
    winnable: decided === 0 ? 0 : solved / decided,
    low,
    high,
    median: quantile(times, 0.5),
    mean,
    p90: quantile(times, 0.9),
    p99: quantile(times, 0.99),
    max: times.length === 0 ? 0 : (times[times.length - 1] as number),
  };
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const ms = (x: number) => (x < 10 ? x.toFixed(3) : x.toFixed(1));

/** The summary as a few readable lines. */
export const summaryText = (s: Summary): string =>
  [
    `deals ${s.total}: solved ${s.solved}, unsolvable ${s.unsolvable}, unknown ${s.unknown} (decided ${pct(s.total === 0 ? 0 : (s.solved + s.unsolvable) / s.total)})`,
    `winnable ${pct(s.winnable)} of decided deals (95 % interval ${pct(s.low)} – ${pct(s.high)})`,
    `ms per deal: median ${ms(s.median)}, mean ${ms(s.mean)}, p90 ${ms(s.p90)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`,
  ].join('\n');
