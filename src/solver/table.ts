/**
 * The transposition table: the states a search has visited, keyed by the two 32-bit hash lanes, in
 * one Uint32Array of [lane 1, lane 2, pass, mark] slots with linear probing. It starts small (a
 * short search costs almost nothing) and doubles while it is under its memory cap; at the cap it
 * replaces instead of growing: when the probe run from a state's home slot is longer than `PROBES`,
 * the home slot is overwritten. Forgetting a state is sound (it is only searched again), but then
 * the search could loop, so the searcher limits its depth and reports `unknown` if that limit is
 * ever reached.
 *
 * The mark says what the search knows of the state (see search.ts): `DEAD` (no win can be reached
 * from it: kept from one run of the search to the next), `WIN` (a win can be reached from it: kept
 * too), `TAINT` (searched in this run, but not to the end: the depth cap cut it), or the state's
 * visit number while its strongly connected component is still being searched. Visit numbers come
 * from the table's `clock` and only grow, so a run that starts at `base` = the clock knows that a
 * visit number below it is an earlier run's: that state is not known, and is searched again.
 *
 * A false match needs both lanes to collide (about 2^-(32 + log2 slots) per lookup), the one
 * non-absolute step of the solver; with 2^24 slots and 10^8 lookups the chance is under 10^-7.
 */
const PROBES = 16;

/** `visit`: the state was not there (it is now, with the given visit number). */
export const NEW = -1;
/** A mark and a `visit` answer: no win can be reached from the state. */
export const DEAD = -2;
/** A mark and a `visit` answer: searched in this run, but not to the end. */
export const TAINT = -3;
/** A mark and a `visit` answer: a win can be reached from the state. */
export const WIN = -4;

const STORED_DEAD = 0xffffffff;
const STORED_TAINT = 0xfffffffe;
const STORED_WIN = 0xfffffffd;
/** Stored marks below this are visit numbers. */
const MARKS = STORED_WIN;

/**
 * A bounded-memory set of 64-bit state hashes, each with the pass number it was seen with and a mark.
 * Dominance: the same position with more passes used can do nothing the one with fewer passes used
 * cannot (every line stays legal, redeals only get easier), so a state counts as seen when it was
 * seen with a pass number no higher than the current one. Along a line passes only grow, so a lower
 * pass number always comes from another branch, and the state is searched again and recorded with it.
 */
export class StateTable {
  // Slot i is [lane 1, lane 2, pass, mark] at 4i..4i+3: one memory miss per lookup. Lane 2 = 0
  // marks an empty slot (a stored lane 2 is never 0).
  private slots: Uint32Array;
  private mask: number;
  private count = 0;
  private readonly maxSlots: number;
  /** Whether a state has ever been overwritten. */
  replaced = false;
  /** The next visit number to hand out (see the header): a run starts from it and leaves it past its own. */
  clock = 0;

  /** A table of at most `maxBytes` bytes (at least 2^12 slots). */
  constructor(maxBytes: number, initialSlots = 1 << 12) {
    let max = 1 << 12;
    while (max * 2 * 16 <= maxBytes) max *= 2;
    this.maxSlots = max;
    const n = Math.min(initialSlots, max);
    this.slots = new Uint32Array(n * 4);
    this.mask = n - 1;
  }

  /**
   * Looks a state up. If it was seen with a pass number no higher, returns its mark (`DEAD`,
   * `WIN`, `TAINT` or its visit number), unless that is a visit number below `base` (an earlier
   * run's); otherwise records it with pass number `pass` and visit number `index` (overwriting a
   * visit with a higher pass number, or an earlier run's) and returns `NEW`.
   */
  visit(h1: number, h2: number, pass: number, index: number, base: number): number {
    const k2 = h2 === 0 ? 1 : h2 >>> 0;
    const k1 = h1 >>> 0;
    const t = this.slots;
    const mask = this.mask;
    let i = k1 & mask;
    for (let probe = 0; ; probe++) {
      const j = i * 4;
      const a = t[j + 1]!;
      if (a === 0) break;
      if (a === k2 && t[j] === k1) {
        // Marks (DEAD, TAINT, WIN) lie above every visit number, so above `base` too.
        const mark = t[j + 3]!;
        if (t[j + 2]! <= pass && mark >= base) {
          if (mark < MARKS) return mark;
          return mark === STORED_DEAD ? DEAD : mark === STORED_TAINT ? TAINT : WIN;
        }
        t[j + 2] = pass;
        t[j + 3] = index;
        return NEW;
      }
      if (probe >= PROBES && this.count * 2 > mask) {
        if (mask + 1 < this.maxSlots) {
          this.grow();
          return this.visit(h1, h2, pass, index, base);
        }
        // At the cap: overwrite the home slot.
        const h = (k1 & mask) * 4;
        t[h] = k1;
        t[h + 1] = k2;
        t[h + 2] = pass;
        t[h + 3] = index;
        this.replaced = true;
        return NEW;
      }
      i = (i + 1) & mask;
    }
    const j = i * 4;
    t[j] = k1;
    t[j + 1] = k2;
    t[j + 2] = pass;
    t[j + 3] = index;
    this.count++;
    if (this.count * 4 > (mask + 1) * 3 && mask + 1 < this.maxSlots) this.grow();
    return NEW;
  }

  /** Marks the state `DEAD` or `TAINT`, if it is still recorded with visit number `index`. */
  mark(h1: number, h2: number, index: number, mark: number): void {
    const j = this.find(h1, h2);
    if (j >= 0 && this.slots[j + 3] === index) this.slots[j + 3] = mark === DEAD ? STORED_DEAD : STORED_TAINT;
  }

  /**
   * Marks the state `WIN`, if it is recorded. Only for searches whose pass number never changes
   * (unlimited passes): `visit` lets a state seen with fewer passes used stand for one with more,
   * which holds for a dead state, not for a won one.
   */
  markWin(h1: number, h2: number): void {
    const j = this.find(h1, h2);
    if (j >= 0) this.slots[j + 3] = STORED_WIN;
  }

  /** The index in `slots` of the state's slot, or -1 when it is not recorded. */
  private find(h1: number, h2: number): number {
    const k2 = h2 === 0 ? 1 : h2 >>> 0;
    const k1 = h1 >>> 0;
    const t = this.slots;
    const mask = this.mask;
    for (let i = k1 & mask, probe = 0; probe <= mask; probe++, i = (i + 1) & mask) {
      const j = i * 4;
      const a = t[j + 1]!;
      if (a === 0) return -1;
      if (a === k2 && t[j] === k1) return j;
    }
    return -1;
  }

  /**
   * Forgets every state but the dead and won ones (before another run of the search), in place:
   * the other entries are cleared, then every kept entry is put back from its home slot (walking the
   * slots in probe order from an empty one, so that each probe run stays unbroken).
   */
  sweep(): void {
    const t = this.slots;
    const mask = this.mask;
    let empty = -1;
    for (let i = 0; i <= mask; i++) {
      const j = i * 4;
      if (t[j + 1] !== 0 && t[j + 3] !== STORED_DEAD && t[j + 3] !== STORED_WIN) {
        t.fill(0, j, j + 4);
        this.count--;
      }
      if (t[j + 1] === 0) empty = i;
    }
    if (empty < 0) return;
    for (let step = 1; step <= mask; step++) {
      const i = (empty + step) & mask;
      const j = i * 4;
      const k1 = t[j]!;
      const k2 = t[j + 1]!;
      if (k2 === 0) continue;
      const pass = t[j + 2]!;
      const mark = t[j + 3]!;
      t.fill(0, j, j + 4);
      let h = k1 & mask;
      while (t[h * 4 + 1] !== 0) h = (h + 1) & mask;
      t[h * 4] = k1;
      t[h * 4 + 1] = k2;
      t[h * 4 + 2] = pass;
      t[h * 4 + 3] = mark;
    }
  }

  /** Bytes held by the table now. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  private grow(): void {
    this.rebuild((this.mask + 1) * 2);
  }

  private rebuild(n: number): void {
    const old = this.slots;
    const t = new Uint32Array(n * 4);
    const mask = n - 1;
    this.slots = t;
    this.mask = mask;
    this.count = 0;
    // Old slots in index order, as before: the probe runs come out the same.
    for (let j = 0; j < old.length; j += 4) {
      const k2 = old[j + 1]!;
      if (k2 === 0) continue;
      const k1 = old[j]!;
      let i = k1 & mask;
      while (t[i * 4 + 1] !== 0) i = (i + 1) & mask;
      t.set(old.subarray(j, j + 4), i * 4);
      this.count++;
    }
  }
}
