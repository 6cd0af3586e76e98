/**
 * Small numbers shipped as text, one character each: the 64 characters of base64url, character k
 * standing for k. The daily list (daily-days.ts) and the bundled seed lists (seeds.ts) use them.
 */
export const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Seeds in increasing order with a grade letter (e, m, h) each. */
export interface SeedList {
  readonly seeds: readonly number[];
  readonly grades: string;
}

/** The largest gap one digit holds; the digit `_` (63) adds this much to the next gap. */
const GAP_STEP = 21;

/**
 * A seed list as digits: one per seed, 3 × (gap from the previous seed, from 0 for the first, − 1) +
 * its grade (0 e, 1 m, 2 h); a `_` before it adds 21 to the gap.
 */
export const seedDigits = (list: SeedList): string => {
  let out = '';
  let prev = 0;
  list.seeds.forEach((n, i) => {
    let gap = n - prev;
    prev = n;
    for (; gap > GAP_STEP; gap -= GAP_STEP) out += DIGITS[63];
    out += DIGITS[3 * (gap - 1) + 'emh'.indexOf(list.grades[i] as string)];
  });
  return out;
};

/**
 * The seed list that `seedDigits` wrote. Marked free of side effects so that a bundle importing
 * seeds.ts for its thresholds alone (the web page) leaves the lists out.
 */
export const seedList = /* @__NO_SIDE_EFFECTS__ */ (digits: string): SeedList => {
  const seeds: number[] = [];
  let grades = '';
  let seed = 0;
  for (const c of digits) {
    const d = DIGITS.indexOf(c);
    if (d === 63) seed += GAP_STEP;
    else {
      seeds.push((seed += Math.floor(d / 3) + 1));
      grades += 'emh'[d % 3];
    }
  }
  return { seeds, grades };
};
