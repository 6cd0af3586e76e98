/**
 * The transposition table: a set of visited states keyed by the two 32-bit hash lanes, in one
 * Uint32Array of [lane1, lane2] pairs with linear probing. It starts small (a short search costs
 * almost nothing) and doubles while it is under its memory cap; at the cap it replaces instead of
 * growing: when the probe run from a state's home slot is longer than `PROBES`, the home slot is
 * overwritten. Forgetting a state is sound (it is only searched again), but then the search could
 * loop, so the searcher limits its depth and reports `unknown` if that limit is ever reached.
 *
 * A false match needs both lanes to collide (about 2^-(32 + log2 slots) per lookup), the one
 * non-absolute step of the solver; with 2^24 slots and 10^8 lookups the chance is under 10^-7.
 */
const PROBES = 16;

/**
 * A bounded-memory set of 64-bit state hashes, each with the pass number it was seen with.
 * Dominance: the same position with more passes used can do nothing the one with fewer passes used
 * cannot (every line stays legal, redeals only get easier), so a state counts as seen when it was
 * seen with a pass number no higher than the current one. Along a line passes only grow, so a lower
 * pass number always comes from another branch, and the state is searched again and recorded with it.
 */
export class StateTable {
  private keys: Uint32Array;
  private passes: Uint32Array;
  private mask: number;
  private count = 0;
  private readonly maxSlots: number;
  /** Whether a state has ever been overwritten. */
  replaced = false;

  /** A table of at most `maxBytes` bytes (at least 2^12 slots). */
  constructor(maxBytes: number, initialSlots = 1 << 16) {
    let max = 1 << 12;
    while (max * 2 * 12 <= maxBytes) max *= 2;
    this.maxSlots = max;
    const slots = Math.min(initialSlots, max);
    this.keys = new Uint32Array(slots * 2);
    this.passes = new Uint32Array(slots);
    this.mask = slots - 1;
  }

  /** Adds a state seen with pass number `pass`; returns false if it was present with a pass no higher. */
  insert(h1: number, h2: number, pass: number): boolean {
    const k2 = h2 === 0 ? 1 : h2 >>> 0;
    const k1 = h1 >>> 0;
    const keys = this.keys;
    const mask = this.mask;
    let i = k1 & mask;
    for (let probe = 0; ; probe++) {
      const a = keys[2 * i + 1]!;
      if (a === 0) break;
      if (a === k2 && keys[2 * i] === k1) {
        if (this.passes[i]! <= pass) return false;
        this.passes[i] = pass;
        return true;
      }
      if (probe >= PROBES && this.count * 2 > mask) {
        if (mask + 1 < this.maxSlots) {
          this.grow();
          return this.insert(h1, h2, pass);
        }
        // At the cap: overwrite the home slot.
        i = k1 & mask;
        keys[2 * i] = k1;
        keys[2 * i + 1] = k2;
        this.passes[i] = pass;
        this.replaced = true;
        return true;
      }
      i = (i + 1) & mask;
    }
    keys[2 * i] = k1;
    keys[2 * i + 1] = k2;
    this.passes[i] = pass;
    this.count++;
    if (this.count * 4 > (mask + 1) * 3 && mask + 1 < this.maxSlots) this.grow();
    return true;
  }

  /** Bytes held by the table now. */
  get bytes(): number {
    return this.keys.byteLength + this.passes.byteLength;
  }

  private grow(): void {
    const old = this.keys;
    const oldPasses = this.passes;
    const slots = (this.mask + 1) * 2;
    this.keys = new Uint32Array(slots * 2);
    this.passes = new Uint32Array(slots);
    this.mask = slots - 1;
    this.count = 0;
    for (let j = 0; j < old.length; j += 2) {
      const k2 = old[j + 1]!;
      if (k2 === 0) continue;
      const k1 = old[j]!;
      let i = k1 & this.mask;
      while (this.keys[2 * i + 1] !== 0) i = (i + 1) & this.mask;
      this.keys[2 * i] = k1;
      this.keys[2 * i + 1] = k2;
      this.passes[i] = oldPasses[j >> 1]!;
      this.count++;
    }
  }
}
