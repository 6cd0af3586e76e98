/**
 * Move order shared by the move generators (moves.ts, quotient-moves.ts): a generator writes moves
 * and their priorities into the scratch arrays, then `emit` sorts them best first into the output.
 * Restarts (index.ts) change only the order, never the set of moves (`setJitter`).
 */

/** Moves of the node being generated, and their priorities (higher first). */
export const scratchMoves = new Int32Array(1024);
export const scratchScores = new Int32Array(1024);

// Restart orders: a deterministic xorshift, never Math.random.
let jitterShift = 0;
let jitterMask = 0;
let randomState = 1;
const nextRandom = (): number => {
  let x = randomState;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  randomState = x;
  return x >>> 0;
};

/**
 * Chooses the move order of the next search: restart 0 is the plain order; restart k > 0 breaks
 * ties at random (seeded by k), and from restart 3 on also lets moves of neighbouring priority swap.
 */
export const setJitter = (restart: number): void => {
  randomState = (restart * 0x9e3779b1) | 1;
  jitterShift = restart === 0 ? 0 : restart < 3 ? 6 : 2;
  jitterMask = restart === 0 ? 0 : restart < 3 ? 63 : 31;
};

/** Writes the n scratch moves into `out` from index `at`, best first; returns n. */
export const emit = (out: Int32Array, at: number, n: number): number => {
  if (jitterShift > 0) {
    for (let a = 0; a < n; a++)
      scratchScores[a] = (scratchScores[a]! << jitterShift) + (nextRandom() & jitterMask);
  }
  // Insertion sort (lists are short); stable, so ties keep generation order.
  for (let a = 1; a < n; a++) {
    const mv = scratchMoves[a]!;
    const sc = scratchScores[a]!;
    let b = a - 1;
    while (b >= 0 && scratchScores[b]! < sc) {
      scratchMoves[b + 1] = scratchMoves[b]!;
      scratchScores[b + 1] = scratchScores[b]!;
      b--;
    }
    scratchMoves[b + 1] = mv;
    scratchScores[b + 1] = sc;
  }
  for (let a = 0; a < n; a++) out[at + a] = scratchMoves[a]!;
  return n;
};
