/**
 * The talon (stock and waste together) of a layout-free position: one array in turning order, the
 * waste bottom to top then the stock top to bottom, `wpos` of them in the waste. A draw moves `wpos`
 * forward by the draw count (fewer at the end), a redeal sets it to 0, playing the waste top deletes
 * that card: the engine's own rules, under which the talon only ever loses cards and keeps its order.
 */
export interface Talon {
  readonly talon: Int8Array;
  tlen: number;
  wpos: number;
  pass: number;
  readonly draw: number;
  readonly passes: number;
  /** Whether the pass number is part of the state (a finite pass limit). */
  readonly limited: boolean;
  /** A number that changes whenever the talon, the waste size or the pass may have changed. */
  readonly tver: number;
}

/**
 * The waste size as the state key holds it. With unlimited passes every waste size on the draw
 * cycle (0, d, 2d, …, and the whole talon) is one state: from each of them the cards that can be
 * brought to the waste top are the same (the stops d, 2d, …, L, see `TalonStops`), each move leaves
 * the same waste size whichever of them it started from, and the pass number is not part of the
 * state. So they are all keyed 0; only an off-cycle size (left by taking a card out of the waste) is
 * a state of its own. Under draw 1 every size is on the cycle.
 */
export const wasteKey = (t: Talon): number => {
  const w = t.wpos;
  if (!t.limited && (w % t.draw === 0 || w === t.tlen)) return 0;
  return w;
};

/** Removes and returns the talon card at index i. */
export const pullTalon = (t: Talon, i: number): number => {
  const a = t.talon;
  const x = a[i]!;
  const n = --t.tlen;
  // Loops rather than `copyWithin`: a talon is at most 24 cards, and the call costs more than the copy.
  for (let j = i; j < n; j++) a[j] = a[j + 1]!;
  return x;
};

/** Puts card x back into the talon at index i (undoes `pullTalon`). */
export const pushTalon = (t: Talon, i: number, x: number): void => {
  const a = t.talon;
  for (let j = t.tlen; j > i; j--) a[j] = a[j - 1]!;
  a[i] = x;
  t.tlen++;
};

/**
 * The stops of a talon: the waste sizes at which a talon card can be brought to the waste top by
 * draws and at most one redeal, touching nothing else (docs/solver.md, "Talon moves"): the current
 * top (no draw); each size a draw stops at, wpos + d, wpos + 2d, … capped at the talon's end; and if
 * a redeal is allowed, d, 2d, …, L after it. A stop reached both ways is taken without the redeal.
 * Scratch arrays of one search.
 */
export class TalonStops {
  /** The waste sizes of the stops found by `list`. */
  readonly k = new Int32Array(53);
  /** Whether each stop comes after a redeal. */
  readonly redeal = new Int32Array(53);
  private readonly seen = new Int32Array(53);
  private stamp = 0;
  /** The talon listed last, its `tver` then, and how many stops it had: the list stands while those hold. */
  private last: Talon | undefined;
  private ver = 0;
  private n = 0;

  /**
   * Lists the stops of t into `k` and `redeal`; returns how many. The list of the talon listed last
   * stands while its `tver` has not changed (most moves leave the talon as it was).
   */
  list(t: Talon): number {
    if (t === this.last && t.tver === this.ver) return this.n;
    this.last = t;
    this.ver = t.tver;
    const seen = this.seen;
    const stamp = ++this.stamp;
    let n = 0;
    const L = t.tlen;
    const d = t.draw;
    const redeal = L > 0 && (!t.limited || t.pass < t.passes);
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && !redeal) break;
      let i = pass === 0 ? t.wpos : 0;
      let k = pass === 0 && i > 0 ? i : -1;
      for (;;) {
        if (k > 0 && seen[k] !== stamp) {
          seen[k] = stamp;
          this.k[n] = k;
          this.redeal[n++] = pass;
        }
        if (i >= L) break;
        i = i + d < L ? i + d : L;
        k = i;
      }
    }
    this.n = n;
    return n;
  }
}
