/**
 * The transposition table: a set of visited states keyed by the two 32-bit hash lanes, in one
 * Uint32Array of [lane1, lane2, pass] triples with linear probing. It starts small (a short search costs
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
  // Slot i is [lane 1, lane 2, pass] at 3i..3i+2: the keys and the pass number share a cache line
  // (one memory miss per lookup instead of two, the same 12 bytes per slot). Lane 2 = 0 marks an
  // empty slot (a stored lane 2 is never 0).
  private slots: Uint32Array;
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
    const n = Math.min(initialSlots, max);
    this.slots = new Uint32Array(n * 3);
    this.mask = n - 1;
  }

  /** Adds a state seen with pass number `pass`; returns false if it was present with a pass no higher. */
  insert(h1: number, h2: number, pass: number): boolean {
    const k2 = h2 === 0 ? 1 : h2 >>> 0;
    const k1 = h1 >>> 0;
    const t = this.slots;
    const mask = this.mask;
    let i = k1 & mask;
    for (let probe = 0; ; probe++) {
      const j = i * 3;
      const a = t[j + 1]!;
      if (a === 0) break;
      if (a === k2 && t[j] === k1) {
        if (t[j + 2]! <= pass) return false;
        t[j + 2] = pass;
        return true;
      }
      if (probe >= PROBES && this.count * 2 > mask) {
        if (mask + 1 < this.maxSlots) {
          this.grow();
          return this.insert(h1, h2, pass);
        }
        // At the cap: overwrite the home slot.
        const h = (k1 & mask) * 3;
        t[h] = k1;
        t[h + 1] = k2;
        t[h + 2] = pass;
        this.replaced = true;
        return true;
      }
      i = (i + 1) & mask;
    }
    const j = i * 3;
    t[j] = k1;
    t[j + 1] = k2;
    t[j + 2] = pass;
    this.count++;
    if (this.count * 4 > (mask + 1) * 3 && mask + 1 < this.maxSlots) this.grow();
    return true;
  }

  /** Bytes held by the table now. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  private grow(): void {
    const old = this.slots;
    const n = (this.mask + 1) * 2;
    const t = new Uint32Array(n * 3);
    const mask = n - 1;
    this.slots = t;
    this.mask = mask;
    this.count = 0;
    // Old slots in index order, as before: the probe runs come out the same.
    for (let j = 0; j < old.length; j += 3) {
      const k2 = old[j + 1]!;
      if (k2 === 0) continue;
      const k1 = old[j]!;
      let i = k1 & mask;
      while (t[i * 3 + 1] !== 0) i = (i + 1) & mask;
      t[i * 3] = k1;
      t[i * 3 + 1] = k2;
      t[i * 3 + 2] = old[j + 2]!;
      this.count++;
    }
  }
}
