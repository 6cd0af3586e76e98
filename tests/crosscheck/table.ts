// The visited set of the cross-check: exact keys of a fixed number of 32-bit words in one open-addressing
// table (linear probing). A key is found only when every word is equal, so a state is never taken
// for another. A key's first word always has a bit set (board.ts), which is how an empty slot is told
// apart.

/** Grow at this load while memory allows; past the cap keep filling up to `FULL_LOAD`. */
const GROW_LOAD = 0.7;
const FULL_LOAD = 0.9;
const FIRST_SLOTS = 1 << 12;

/** The slot a hash starts probing at, in a table of `slots` slots (any count, not only powers of two). */
const home = (h: number, slots: number): number => Math.floor(((h >>> 0) / 4294967296) * slots);

/** An exact set of fixed-width keys in an Int32Array, with a memory cap. */
export class KeySet {
  private data: Int32Array;
  private slots: number;
  /** Keys stored. */
  count = 0;
  private readonly words: number;
  private maxBytes: number;

  /** Assumes every key has `words` words and a non-zero first word. */
  constructor(words: number, maxBytes: number) {
    this.words = words;
    this.maxBytes = maxBytes;
    this.slots = FIRST_SLOTS;
    this.data = new Int32Array(FIRST_SLOTS * words);
  }

  /** Changes the memory cap (for growing from now on). */
  allowBytes(maxBytes: number): void {
    this.maxBytes = maxBytes;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.data.byteLength;
  }

  /** The hash of the key at word `at` of `keys` (murmur3's mixing). */
  hash(keys: Int32Array, at: number): number {
    let h = 0x9747b28c;
    for (let k = 0; k < this.words; k++) {
      let v = Math.imul(keys[at + k] as number, 0xcc9e2d51);
      v = (v << 15) | (v >>> 17);
      h ^= Math.imul(v, 0x1b873593);
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /**
   * Reads the home slot of each of `n` hashes and returns a value of no use: the reads do not depend
   * on each other, so the processor overlaps their cache misses, and the probes that follow find the
   * slots in cache.
   */
  touch(hashes: Int32Array, n: number): number {
    const data = this.data;
    const slots = this.slots;
    const w = this.words;
    let x = 0;
    for (let i = 0; i < n; i++) x ^= data[home(hashes[i] as number, slots) * w] as number;
    return x;
  }

  /** Makes room for `n` more keys; false when the memory cap does not allow it. */
  reserve(n: number): boolean {
    if (this.count + n <= this.slots * GROW_LOAD) return true;
    if (this.grow(this.count + n)) return true;
    return this.count + n <= this.slots * FULL_LOAD;
  }

  /** Stores the key at word `at` of `keys` (hash `h`) unless it is there; whether it was new. Assumes `reserve`. */
  add(keys: Int32Array, at: number, h: number): boolean {
    return this.insert(this.data, this.slots, keys, at, h);
  }

  private insert(data: Int32Array, slots: number, src: Int32Array, at: number, h: number): boolean {
    const w = this.words;
    let slot = home(h, slots);
    for (;;) {
      const base = slot * w;
      if (data[base] === 0) {
        for (let k = 0; k < w; k++) data[base + k] = src[at + k] as number;
        this.count++;
        return true;
      }
      let same = true;
      for (let k = 0; k < w; k++) {
        if (data[base + k] !== src[at + k]) {
          same = false;
          break;
        }
      }
      if (same) return false;
      if (++slot === slots) slot = 0;
    }
  }

  /**
   * Moves the keys into a bigger table: twice the size when the old and new tables fit under the cap
   * together, else the biggest that does, if that is at least a quarter bigger and holds `need` keys.
   */
  private grow(need: number): boolean {
    const old = this.data;
    const w = this.words;
    let slots = this.slots * 2;
    if (slots * w * 4 + old.byteLength > this.maxBytes) {
      slots = Math.floor((this.maxBytes - old.byteLength) / (w * 4));
      if (slots < this.slots * 1.25 || need > slots * FULL_LOAD) return false;
    }
    let data: Int32Array;
    try {
      data = new Int32Array(slots * w);
    } catch {
      return false;
    }
    const n = this.count;
    this.count = 0;
    for (let base = 0; base < old.length; base += w)
      if (old[base] !== 0) this.insert(data, slots, old, base, this.hash(old, base));
    if (this.count !== n) throw new Error('the visited set lost keys while growing');
    this.data = data;
    this.slots = slots;
    return true;
  }
}
