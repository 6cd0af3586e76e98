/**
 * Random numbers for the solver's incremental hashes, two independent 32-bit lanes (lane 1 picks the
 * table slot, both lanes are compared). Generated from a fixed seed, so hashes are reproducible.
 *
 * A state is hashed as a set of facts, each fact owning a random number, XORed together:
 * - "card X lies directly on card Y" (or on the floor of a column, Y = FLOOR) for tableau cards;
 * - "card X is face down";
 * - "card X is on its foundation";
 * - "the waste holds W cards" (the talon itself needs no term: see packed.ts).
 * The pass number, part of the state when the pass limit is finite, is stored beside the hash in
 * the table instead (see table.ts).
 * The facts "X on Y" describe the tableau as a multiset of columns, so positions that differ only by
 * the order of the columns hash alike: the symmetry of columns is folded into the table for free.
 */

/** The pseudo-card under the bottom card of every column. */
export const FLOOR = 52;

const next = (s: Uint32Array): number => {
  // xorshift32, fixed seed: deterministic, no Math.random.
  let x = s[0] as number;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  s[0] = x >>> 0;
  return x | 0;
};

const fill = (a: Int32Array, s: Uint32Array): Int32Array => {
  for (let i = 0; i < a.length; i++) a[i] = next(s);
  return a;
};

const seed1 = new Uint32Array([0x2545f491]);
const seed2 = new Uint32Array([0x9e3779b9]);

/** "X on Y": index `X * 53 + Y`, lane 1. */
export const ON1 = fill(new Int32Array(52 * 53), seed1);
/** "X on Y", lane 2. */
export const ON2 = fill(new Int32Array(52 * 53), seed2);
/** "X face down", lane 1. */
export const DOWN1 = fill(new Int32Array(52), seed1);
/** "X face down", lane 2. */
export const DOWN2 = fill(new Int32Array(52), seed2);
/** "X on its foundation", lane 1. */
export const FOUND1 = fill(new Int32Array(52), seed1);
/** "X on its foundation", lane 2. */
export const FOUND2 = fill(new Int32Array(52), seed2);
/** "the waste holds W cards", lane 1. */
export const WASTE1 = fill(new Int32Array(53), seed1);
/** "the waste holds W cards", lane 2. */
export const WASTE2 = fill(new Int32Array(53), seed2);
/** Layout-free positions (quotient.ts): "card X is face up / in the talon / on its foundation", index `X * 4 + 1..3`, lane 1. */
export const QLOC1 = fill(new Int32Array(52 * 4), seed1);
/** Layout-free positions, lane 2. */
export const QLOC2 = fill(new Int32Array(52 * 4), seed2);
/** "Column c's bottom card is still there" (quotient.ts), lane 1. */
export const FLOOR1 = fill(new Int32Array(7), seed1);
/** "Column c's bottom card is still there", lane 2. */
export const FLOOR2 = fill(new Int32Array(7), seed2);
/**
 * A search node's context (search.ts): moves allowed only after a given last move make the node a
 * state of its own, so its key is the position's hash XOR this (0 for no restriction), lane 1.
 */
export const CONTEXT1 = fill(new Int32Array(128), seed1).fill(0, 0, 1);
/** A search node's context, lane 2. */
export const CONTEXT2 = fill(new Int32Array(128), seed2).fill(0, 0, 1);
