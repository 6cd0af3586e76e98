import type { Quotient } from './quotient.ts';

/*
 * Safe moves, shared by both move generators (generate.ts and the guide): a card next on its
 * foundation goes up at once, without branching, when no card could ever need it in the tableau
 * (docs/solver.md proves it keeps every win).
 */

/**
 * Whether card x, next on its foundation, is safe to put up at once: every card that could ever lie
 * on it in the tableau is up (both foundations of the other colour are at least as high as x's rank),
 * and, when foundation cards may come back, so is every card that could lie on those (the other
 * foundation of x's colour is at most one lower). Aces always are.
 */
export const isSafe = (q: Quotient, x: number): boolean => {
  const r = x >> 2;
  const s = x & 3;
  const f = q.found;
  if (f[s] !== r) return false;
  if (r === 0) return true;
  if (f[s ^ 1]! < r || f[s ^ 3]! < r) return false;
  return !q.f2t || f[s ^ 2]! >= r - 1;
};

/** Whether foundation top x would be safe (`isSafe`) once it is down. */
export const safeOnceDown = (q: Quotient, x: number): boolean => {
  const r = x >> 2;
  const s = x & 3;
  const f = q.found;
  if (r === 0) return true;
  return f[s ^ 1]! >= r && f[s ^ 3]! >= r && f[s ^ 2]! >= r - 1;
};
