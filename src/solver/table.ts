/**
 * The transposition table: the nodes a search has met, under their exact keys (quotient.ts's
 * `key`: the search stores only nodes without a context, see search.ts), in one Uint32Array of slots [key words…,
 * pass, mark] (or [key words…, mark], see `StateTable`) with linear probing. A slot whose mark word
 * is 0 is empty. The table starts small
 * (a short search costs almost nothing) and doubles while it is under its memory cap; at the cap it
 * replaces instead: when the probe run from a state's home slot is longer than `PROBES`, the home
 * slot is overwritten. Forgetting a state is sound (it is only searched again), but then a search
 * could go round a cycle, so the searcher limits its depth and answers `unknown` if it ever reaches
 * that limit.
 *
 * The mark says what the search knows of the state (search.ts): `DEAD` (no win can be reached from
 * it in the search's graph: kept from one run to the next), `WIN` (a win can be reached: kept too),
 * `TAINT` (searched, not to the end: the depth cap cut it; kept until `sweep`, and a later search
 * that meets it answers `unknown`), or its visit number while
 * its strongly connected component is still being searched. Visit numbers come from `clock` and only
 * grow, so a run that starts at `base` = the clock knows that a visit number below it is an earlier
 * run's: that state is searched again.
 *
 * Keys are compared word for word, so two states never share an entry. A table that `reachByDraws`
 * (the complete search's under draw N > 1 with unlimited passes) also answers `DEAD` for a state that
 * a state recorded dead reaches by draws (docs/solver.md, 4.6).
 */
const PROBES = 16;

/**
 * Copies n words from `from` at `at` into `to` at `toAt`: keys are a few words long, and a loop is
 * cheaper than `TypedArray.prototype.set` on arrays that short (it was a tenth of a state's cost).
 */
export const copyWords = (from: Uint32Array, at: number, to: Uint32Array, toAt: number, n: number): void => {
  for (let i = 0; i < n; i++) to[toAt + i] = from[at + i]!;
};

/** The most slots a table of `stride` words a slot may have under `maxBytes`: at least 2^10, else the largest power of two that fits. */
const slotsUnder = (stride: number, maxBytes: number): number => {
  let max = 1 << 10;
  while (max * 2 * stride * 4 <= maxBytes) max *= 2;
  return max;
};

/**
 * Slot arrays given back by tables that grew or whose solve ended, shortest first, for the next table
 * that needs one of that length. New memory is dear: the system maps each page of it on its first
 * touch, and on the virtual machines of docs/solver.md's figures that took about 10 µs a 4 KiB page
 * (2.5 ms a MiB), while a hard search fills a table of tens of MiB in a few hundred milliseconds; a
 * doubling table touches all of its new array at once. A spare array is zeroed before it is handed
 * out (`fill`, a small fraction of that), so a table made from one is the same as a new one and no
 * answer depends on what was solved before. `trimSpares` bounds what is kept between solves.
 */
const spares: Uint32Array[] = [];
let spareBytes = 0;
/** Arrays shorter than this (in words) are not kept: mapping them costs little. */
const SPARE_FROM = 1 << 14;

/** A zeroed array of `length` words: a spare one of that length when there is one, else a new one. */
const zeroed = (length: number): Uint32Array => {
  const i = length < SPARE_FROM ? -1 : spares.findIndex((a) => a.length === length);
  if (i < 0) return new Uint32Array(length);
  const a = spares[i]!;
  spares.splice(i, 1);
  spareBytes -= a.byteLength;
  return a.fill(0);
};

/** Keeps `a` for a later table (the caller no longer uses it). */
const keepSpare = (a: Uint32Array): void => {
  if (a.length < SPARE_FROM) return;
  let i = spares.length;
  while (i > 0 && spares[i - 1]!.length > a.length) i--;
  spares.splice(i, 0, a);
  spareBytes += a.byteLength;
};

/** Drops the longest spare arrays until those kept hold at most `maxBytes` bytes. */
export const trimSpares = (maxBytes: number): void => {
  while (spareBytes > maxBytes) spareBytes -= spares.pop()!.byteLength;
};

/** Bytes held by spare arrays now. */
export const spareBytesHeld = (): number => spareBytes;

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
/** Stored marks below this are visit numbers, each stored plus one (a mark word of 0 is an empty slot). */
const MARKS = STORED_WIN;

/**
 * A bounded-memory map from exact state keys to a pass number and a mark. Dominance: the same
 * position with more passes used can do nothing the one with fewer passes used cannot (every line
 * stays legal), so a state counts as met when it was met with a pass number no higher.
 *
 * A slot is [key words…, pass, mark], or [key words…, mark] in a table made without passes: one
 * for a search whose pass number never changes (unlimited passes), where the pass word would only
 * repeat it, and which is a sixth smaller for it (fewer pages and cache lines to touch).
 */
export class StateTable {
  private slots: Uint32Array;
  private mask: number;
  private count = 0;
  private readonly maxSlots: number;
  /** The slots the table was made with. */
  private readonly madeSlots: number;
  /** Words per key. */
  readonly keyWords: number;
  /** Words per slot. */
  private readonly stride: number;
  /** Offset of the pass word in a slot (when the table has one: `passes`). */
  private readonly passAt: number;
  /** Offset of the mark word in a slot: the last word. */
  private readonly markAt: number;
  /** Whether slots hold a pass number (else every search in the table has the same one). */
  readonly passes: boolean;
  /**
   * Under draw N > 1 with unlimited passes, where the key's waste size field lies (`reachByDraws`):
   * its word (-1 when the table does not use it), a mask of its bits, its shift, and N.
   */
  private drawWord = -1;
  private drawMask = 0;
  private drawShift = 0;
  private draw = 0;
  /** Whether a state has ever been overwritten. */
  replaced = false;
  /** The next visit number to hand out: a run starts from it and leaves it past its own. */
  clock = 0;
  /**
   * Where the last `visit` that answered `NEW` left its node (an index into `slots`): a hint for
   * `mark`, which checks it holds the key before it trusts it (a table that grew or swept has moved
   * its entries).
   */
  lastSlot = 0;

  /**
   * A table for keys of `keyWords` words, of at most `maxBytes` bytes (at least 2^10 slots); without
   * `passes`, only for searches whose pass number never changes.
   */
  constructor(keyWords: number, maxBytes: number, initialSlots = 1 << 10, passes = true) {
    this.keyWords = keyWords;
    this.passes = passes;
    this.stride = keyWords + (passes ? 2 : 1);
    this.passAt = keyWords;
    this.markAt = this.stride - 1;
    this.maxSlots = slotsUnder(this.stride, maxBytes);
    const n = Math.min(initialSlots, this.maxSlots);
    this.slots = zeroed(n * this.stride);
    this.mask = n - 1;
    this.madeSlots = n;
  }

  /** Whether the table ever grew from the slots it was made with. */
  get grown(): boolean {
    return this.mask + 1 !== this.madeSlots;
  }

  /** Whether `clear` makes this table the same as `new StateTable(keyWords, maxBytes, initialSlots)`: it has that shape and never grew. */
  hasShape(keyWords: number, maxBytes: number, initialSlots: number, passes = true): boolean {
    const max = slotsUnder(keyWords + (passes ? 2 : 1), maxBytes);
    return (
      keyWords === this.keyWords &&
      passes === this.passes &&
      max === this.maxSlots &&
      !this.grown &&
      this.madeSlots === Math.min(initialSlots, max)
    );
  }

  /** Forgets every state and mark, and the clock: the table is then as it was made. */
  clear(): void {
    this.slots.fill(0);
    this.count = 0;
    this.replaced = false;
    this.clock = 0;
    this.lastSlot = 0;
  }

  /**
   * Makes the table one whose dead states also stand for the states they reach by draws and redeals
   * alone (docs/solver.md, 4.6), for a complete search under draw `draw` > 1 with unlimited passes
   * whose keys hold the waste size (`wasteKey`) in bits `mask` of word `word`, from bit `shift`; or,
   * with `word` -1, a plain table. Only while the table is empty: the home slots change with it.
   */
  reachByDraws(word: number, mask: number, shift: number, draw: number): void {
    if (this.count > 0) throw new Error('solver: the table is not empty');
    this.drawWord = word;
    this.drawMask = mask;
    this.drawShift = shift;
    this.draw = draw;
  }

  /**
   * The home slot of the key in `a` from `at`. In a table that `reachByDraws`, the waste size does not
   * count: the states that differ only in it share their home slot, and so lie in one probe run.
   */
  private home(a: Uint32Array, at: number): number {
    let h = 0x61c88647;
    const end = at + this.keyWords;
    const dw = this.drawWord < 0 ? -1 : at + this.drawWord;
    for (let i = at; i < end; i++) {
      h = Math.imul(h ^ (i === dw ? a[i]! & ~this.drawMask : a[i]!), 0x85ebca6b);
      h ^= h >>> 15;
    }
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) & this.mask;
  }

  /** Whether slot j (an index into `slots`) holds the key in `key` from `at`. */
  private holds(j: number, key: Uint32Array, at: number): boolean {
    const t = this.slots;
    for (let i = 0; i < this.keyWords; i++) if (t[j + i] !== key[at + i]) return false;
    return true;
  }

  /** Writes a new entry: the key, the pass and visit number `index`. */
  private write(j: number, key: Uint32Array, pass: number, index: number): void {
    const t = this.slots;
    copyWords(key, 0, t, j, this.keyWords);
    if (this.passes) t[j + this.passAt] = pass;
    t[j + this.markAt] = index + 1;
  }

  /**
   * Whether slot j holds a state that reaches the state in `key` by draws and redeals alone (in a
   * table that `reachByDraws`): the same key but for the waste size, which is off the draw cycle, and
   * either the key's is on it (0) or the key's is that one plus a multiple of the draw.
   */
  private reaches(j: number, key: Uint32Array): boolean {
    const t = this.slots;
    const dw = this.drawWord;
    const m = this.drawMask;
    for (let i = 0; i < this.keyWords; i++) {
      if (i === dw ? ((t[j + i]! ^ key[i]!) & ~m) !== 0 : t[j + i] !== key[i]) return false;
    }
    const from = (t[j + dw]! & m) >>> this.drawShift;
    const to = (key[dw]! & m) >>> this.drawShift;
    return from !== 0 && (to === 0 || (from < to && (to - from) % this.draw === 0));
  }

  /**
   * Looks a node up. If it was met with a pass number no higher, returns its
   * mark (`DEAD`, `WIN`, `TAINT` or its visit number), unless that is a visit number below `base` (an
   * earlier run's); otherwise, in a table that `reachByDraws`, returns `DEAD` when a state recorded
   * dead reaches it by draws (it is not recorded then); otherwise records it with `pass` and visit
   * number `index` and returns `NEW`.
   */
  visit(key: Uint32Array, pass: number, index: number, base: number): number {
    const t = this.slots;
    const s = this.stride;
    const at = this.markAt;
    const draws = this.drawWord >= 0;
    // Most slots of a probe run hold another state, which the key's first word (less the waste size
    // when that lies there) tells apart: only a slot that passes is compared further.
    const k0 = key[0]!;
    const mask0 = this.drawWord === 0 ? ~this.drawMask : -1;
    let i = this.home(key, 0);
    for (let probe = 0; ; probe++) {
      const j = i * s;
      const mark = t[j + at]!;
      if (mark === 0) break;
      if (((t[j]! ^ k0) & mask0) !== 0) {
        // Another state: probe on.
      } else if (draws && mark === STORED_DEAD && this.reaches(j, key)) return DEAD;
      else if (this.holds(j, key, 0)) {
        // Marks (DEAD, TAINT, WIN) lie above every stored visit number, so above `base` too.
        if ((!this.passes || t[j + this.passAt]! <= pass) && mark > base) {
          if (mark < MARKS) return mark - 1;
          return mark === STORED_DEAD ? DEAD : mark === STORED_TAINT ? TAINT : WIN;
        }
        if (this.passes) t[j + this.passAt] = pass;
        t[j + at] = index + 1;
        this.lastSlot = j;
        return NEW;
      }
      if (probe >= PROBES && this.count * 2 > this.mask) {
        if (this.mask + 1 < this.maxSlots) {
          this.grow();
          return this.visit(key, pass, index, base);
        }
        this.lastSlot = this.home(key, 0) * s;
        this.write(this.lastSlot, key, pass, index);
        this.replaced = true;
        return NEW;
      }
      i = (i + 1) & this.mask;
    }
    this.write(i * s, key, pass, index);
    this.lastSlot = i * s;
    this.count++;
    if (this.count * 4 > (this.mask + 1) * 3 && this.mask + 1 < this.maxSlots) this.grow();
    return NEW;
  }

  /**
   * Marks the node whose key is in `key` from `at` `DEAD` or `TAINT`, if it is still recorded with
   * visit number `index`; `hint`, where `visit` put it (`lastSlot`), is looked at first.
   */
  mark(key: Uint32Array, at: number, index: number, mark: number, hint = -1): void {
    const j = hint >= 0 && hint < this.slots.length && this.holds(hint, key, at) ? hint : this.find(key, at);
    const m = j + this.markAt;
    if (j >= 0 && this.slots[m] === index + 1) this.slots[m] = mark === DEAD ? STORED_DEAD : STORED_TAINT;
  }

  /**
   * Marks the state `WIN`, if it is recorded. Only for searches whose pass number never changes
   * (unlimited passes): `visit` lets a state met with fewer passes used stand for one with more,
   * which holds for a dead state, not for a won one.
   */
  markWin(key: Uint32Array, at: number): void {
    const j = this.find(key, at);
    if (j >= 0) this.slots[j + this.markAt] = STORED_WIN;
  }

  /** Whether the key in `key` (from 0) is recorded `DEAD` with a pass number no higher than `pass`. */
  isDead(key: Uint32Array, pass: number): boolean {
    const j = this.find(key, 0);
    return (
      j >= 0 &&
      (!this.passes || this.slots[j + this.passAt]! <= pass) &&
      this.slots[j + this.markAt] === STORED_DEAD
    );
  }

  /** The index in `slots` of the slot of the key in `key` from `at`, or -1 when it is not recorded. */
  private find(key: Uint32Array, at: number): number {
    const t = this.slots;
    const s = this.stride;
    const m = this.markAt;
    for (let i = this.home(key, at), probe = 0; probe <= this.mask; probe++, i = (i + 1) & this.mask) {
      const j = i * s;
      if (t[j + m] === 0) return -1;
      if (this.holds(j, key, at)) return j;
    }
    return -1;
  }

  /**
   * Forgets every state but the dead and won ones (before another run of the search), in place: the
   * other entries are cleared, then every kept entry is put back from its home slot.
   */
  sweep(): void {
    const t = this.slots;
    const s = this.stride;
    const p = this.markAt;
    const mask = this.mask;
    let empty = -1;
    for (let i = 0; i <= mask; i++) {
      const j = i * s;
      const mark = t[j + p]!;
      if (mark === 0) {
        empty = i;
        continue;
      }
      if (mark !== STORED_DEAD && mark !== STORED_WIN) {
        t.fill(0, j, j + s);
        this.count--;
        empty = i;
      }
    }
    if (empty < 0) return;
    // Walking from an empty slot, each kept entry moves to the first free slot of its probe run
    // (its own slot at the latest), so every probe run stays unbroken.
    for (let step = 1; step <= mask; step++) {
      const i = (empty + step) & mask;
      const j = i * s;
      if (t[j + p] === 0) continue;
      let h = this.home(t, j);
      while (h !== i && t[h * s + p] !== 0) h = (h + 1) & mask;
      if (h === i) continue;
      t.copyWithin(h * s, j, j + s);
      t.fill(0, j, j + s);
    }
  }

  /**
   * Gives the table's array to the spares (`trimSpares`): the table holds no states after this and
   * must not be used again.
   */
  release(): void {
    keepSpare(this.slots);
    this.slots = new Uint32Array(0);
    this.mask = -1;
    this.count = 0;
  }

  /** Bytes held by the table now. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  /** Entries now held. */
  get size(): number {
    return this.count;
  }

  /** Inserts the occupied slots of `from` (same stride) at their home slots. */
  private insertAll(from: Uint32Array): void {
    const t = this.slots;
    const s = this.stride;
    const m = this.markAt;
    for (let j = 0; j < from.length; j += s) {
      if (from[j + m] === 0) continue;
      let i = this.home(from, j);
      while (t[i * s + m] !== 0) i = (i + 1) & this.mask;
      copyWords(from, j, t, i * s, s);
      this.count++;
    }
  }

  private grow(): void {
    const old = this.slots;
    const size = (this.mask + 1) * 2;
    this.slots = zeroed(size * this.stride);
    this.mask = size - 1;
    this.count = 0;
    this.insertAll(old);
    keepSpare(old);
  }
}
