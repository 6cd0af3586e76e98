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
export const quantile = (sorted: ArrayLike<number>, q: number): number => {
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

/**
 * Counts verdicts and keeps times (8 bytes a deal, for exact percentiles), one result at a time, so
 * that a long survey holds no result lines.
 */
export class Tally {
  private solved = 0;
  private unsolvable = 0;
  private unknown = 0;
  private times = new Float64Array(1024);
  private count = 0;

  /** Counts one result; `ms` its time. */
  add(result: string, ms: number): void {
    if (result === 'solved') this.solved++;
    else if (result === 'unsolvable') this.unsolvable++;
    else this.unknown++;
    if (this.count === this.times.length) {
      const more = new Float64Array(this.times.length * 2);
      more.set(this.times);
      this.times = more;
    }
    this.times[this.count++] = ms;
  }

  /** The figures of what was counted so far. */
  summary(): Summary {
    const times = this.times.slice(0, this.count).sort();
    const { solved, unsolvable, unknown } = this;
    const decided = solved + unsolvable;
    const { low, high } = wilson(solved, decided);
    let sum = 0;
    for (const t of times) sum += t;
    return {
      total: this.count,
      solved,
      unsolvable,
      unknown,
      winnable: decided === 0 ? 0 : solved / decided,
      low,
      high,
      median: quantile(times, 0.5),
      mean: this.count === 0 ? 0 : sum / this.count,
      p90: quantile(times, 0.9),
      p99: quantile(times, 0.99),
      max: this.count === 0 ? 0 : (times[this.count - 1] as number),
    };
  }
}

/** Summarises verdicts and times (ms per deal). */
export const summarise = (results: Iterable<{ result: string; ms: number }>): Summary => {
  const tally = new Tally();
  for (const r of results) tally.add(r.result, r.ms);
  return tally.summary();
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
