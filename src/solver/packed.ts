import { pullTalon, pushTalon, wasteKey } from './talon.ts';
import { DOWN1, DOWN2, FLOOR, FOUND1, FOUND2, ON1, ON2, WASTE1, WASTE2 } from './zobrist.ts';

/**
 * The solver's packed, mutable position, changed in place by `make` and restored by `unmake`.
 *
 * The talon (stock and waste together) is one array in the order the cards are turned: the waste
 * bottom to top, then the stock top to bottom. `wpos` cards are in the waste, so the waste top is
 * `talon[wpos - 1]` and the next card turned is `talon[wpos]`. Turning moves `wpos` forward, a redeal
 * sets it to 0, and playing the waste top deletes that card. The engine's own rules do exactly this:
 * a redeal turns the waste over without reordering, so the talon only ever loses cards.
 *
 * Consequence for hashing: within one search the talon is always the starting talon minus the cards
 * that have left it, i.e. the cards that are neither in the tableau nor on a foundation, in their
 * original order. It is determined by the rest of the state, so only `wpos` enters the hash (the pass
 * number, part of the state when passes are limited, is kept beside the hash in the table).
 */

/** Cells per column (a column never holds more than 52 cards). */
export const STRIDE = 64;

/** Move kinds (low 3 bits of a packed move). */
export const TF = 0;
/** Tableau run to tableau. */
export const TT = 1;
/** Waste card (after the draws the move carries) to its foundation. */
export const WF = 2;
/** Waste card (after the draws the move carries) to a column. */
export const WT = 3;
/** Foundation top back to a column. */
export const FT = 4;
/** Layout-free positions (quotient.ts): a face-up tableau card to its foundation. */
export const QF = 5;
/** Layout-free positions: the root of a column (the run it heads) onto another column. */
export const QS = 6;

/**
 * A packed move: kind | from (column or suit) << 3 | to << 6 | count << 9 | k << 15 | redeal << 21 |
 * card << 22 (the card that moves, or the bottom card of a moved run).
 * Talon moves carry the waste size `k` at which the card is on top (the card is `talon[k - 1]`) and
 * whether a redeal comes first: the draws in between are implied (see expand.ts).
 */
export const packMove = (
  kind: number,
  from: number,
  to: number,
  count: number,
  k: number,
  redeal: number,
  card: number,
) => kind | (from << 3) | (to << 6) | (count << 9) | (k << 15) | (redeal << 21) | (card << 22);

/** The kind of a packed move. */
export const kindOf = (m: number) => m & 7;
/** The source column (or suit for FT) of a packed move. */
export const fromOf = (m: number) => (m >> 3) & 7;
/** The target column of a packed move. */
export const toOf = (m: number) => (m >> 6) & 7;
/** Cards moved by a TT move. */
export const countOf = (m: number) => (m >> 9) & 63;
/** Waste size at which a talon move's card is on top. */
export const kOf = (m: number) => (m >> 15) & 63;
/** Whether a talon move redeals first. */
export const redealOf = (m: number) => (m >> 21) & 1;
/** The card a packed move moves (the bottom card of a run). */
export const cardOf = (m: number) => (m >> 22) & 63;

/** Card locations kept in `Packed.loc`: face down in a column. */
export const LOC_DOWN = 0;
/** Face up in a column, not its top. */
export const LOC_UP = 1;
/** Face up on top of a column. */
export const LOC_TOP = 2;
/** In the talon (stock or waste). */
export const LOC_TALON = 3;
/** On its foundation. */
export const LOC_FOUNDATION = -1;

/** The packed position. Fields are public: the search and the move generator read them directly. */
export class Packed {
  /** Column cells: column c holds `cols[c * STRIDE .. c * STRIDE + len[c])`, bottom first. */
  readonly cols = new Int8Array(7 * STRIDE);
  /** Cards in each column. */
  readonly len = new Int8Array(7);
  /** Face-down cards in each column (the bottom `down[c]` cells). */
  readonly down = new Int8Array(7);
  /** Foundation heights by suit. */
  readonly found = new Int8Array(4);
  /** The talon in turning order (see above). */
  readonly talon = new Int8Array(52);
  /**
   * Where each card is (`LOC_*`), kept up to date by `make`/`unmake` (the move generator reads it at
   * every node; recomputing it there cost a tenth of the search).
   */
  readonly loc = new Int8Array(52);
  tlen = 0;
  wpos = 0;
  pass = 1;
  /** The waste size as the hash sees it (see talon.ts's `wasteKey`). */
  private wkey = 0;
  /** Cards on the foundations. */
  nfound = 0;
  /** Hash lanes. */
  h1 = 0;
  h2 = 0;
  readonly draw: number;
  readonly passes: number;
  readonly f2t: boolean;
  /** Whether the pass number is part of the state (finite pass limit). */
  readonly limited: boolean;

  constructor(draw: number, passes: number, f2t: boolean) {
    this.draw = draw;
    this.passes = passes;
    this.f2t = f2t;
    this.limited = Number.isFinite(passes);
  }

  /** Recomputes `loc` from scratch (done by `rehash`). */
  relocate(): void {
    const loc = this.loc;
    loc.fill(LOC_FOUNDATION);
    for (let c = 0; c < 7; c++) {
      const b = c * STRIDE;
      const m = this.len[c]!;
      const dn = this.down[c]!;
      for (let i = 0; i < m; i++) loc[this.cols[b + i]!] = i < dn ? LOC_DOWN : i === m - 1 ? LOC_TOP : LOC_UP;
    }
    for (let i = 0; i < this.tlen; i++) loc[this.talon[i]!] = LOC_TALON;
  }

  /** Recomputes the hash (and `loc`) from scratch (used once after loading, and by tests). */
  rehash(): void {
    this.relocate();
    let h1 = 0;
    let h2 = 0;
    for (let c = 0; c < 7; c++) {
      const base = c * STRIDE;
      for (let i = 0; i < this.len[c]!; i++) {
        const x = this.cols[base + i]!;
        const under = i === 0 ? FLOOR : this.cols[base + i - 1]!;
        h1 ^= ON1[x * 53 + under]!;
        h2 ^= ON2[x * 53 + under]!;
        if (i < this.down[c]!) {
          h1 ^= DOWN1[x]!;
          h2 ^= DOWN2[x]!;
        }
      }
    }
    for (let s = 0; s < 4; s++) {
      for (let r = 0; r < this.found[s]!; r++) {
        h1 ^= FOUND1[r * 4 + s]!;
        h2 ^= FOUND2[r * 4 + s]!;
      }
    }
    this.wkey = wasteKey(this);
    h1 ^= WASTE1[this.wkey]!;
    h2 ^= WASTE2[this.wkey]!;
    this.h1 = h1;
    this.h2 = h2;
  }

  /** Turns the top card of column c up if it is face down; returns 1 if it did. */
  private flip(c: number): number {
    const n = this.len[c]!;
    if (n > 0 && n === this.down[c]) {
      const x = this.cols[c * STRIDE + n - 1]!;
      this.down[c] = n - 1;
      this.loc[x] = LOC_TOP;
      this.h1 ^= DOWN1[x]!;
      this.h2 ^= DOWN2[x]!;
      return 1;
    }
    return 0;
  }

  /** Turns the top card of column c back down (undoes `flip`). */
  private unflip(c: number): void {
    const n = this.len[c]!;
    const x = this.cols[c * STRIDE + n - 1]!;
    this.down[c] = n;
    this.loc[x] = LOC_DOWN;
    this.h1 ^= DOWN1[x]!;
    this.h2 ^= DOWN2[x]!;
  }

  /** Puts card x on top of column c. */
  private put(x: number, c: number): void {
    const n = this.len[c]!;
    const under = n === 0 ? FLOOR : this.cols[c * STRIDE + n - 1]!;
    this.cols[c * STRIDE + n] = x;
    this.len[c] = n + 1;
    // The card under stops being the top (a face-down one stays down).
    if (n > this.down[c]!) this.loc[under] = LOC_UP;
    this.loc[x] = LOC_TOP;
    this.h1 ^= ON1[x * 53 + under]!;
    this.h2 ^= ON2[x * 53 + under]!;
  }

  /** Takes the top card of column c (no flip). */
  private take(c: number): number {
    const n = this.len[c]! - 1;
    const x = this.cols[c * STRIDE + n]!;
    const under = n === 0 ? FLOOR : this.cols[c * STRIDE + n - 1]!;
    this.len[c] = n;
    // x's new place sets its location; a face-up card under it becomes the top.
    if (n > this.down[c]!) this.loc[under] = LOC_TOP;
    this.h1 ^= ON1[x * 53 + under]!;
    this.h2 ^= ON2[x * 53 + under]!;
    return x;
  }

  private toFoundation(x: number): void {
    this.found[x & 3]!++;
    this.nfound++;
    this.loc[x] = LOC_FOUNDATION;
    this.h1 ^= FOUND1[x]!;
    this.h2 ^= FOUND2[x]!;
  }

  private fromFoundation(s: number): number {
    const x = (this.found[s]! - 1) * 4 + s;
    this.found[s]!--;
    this.nfound--;
    this.h1 ^= FOUND1[x]!;
    this.h2 ^= FOUND2[x]!;
    return x;
  }

  /** Updates the hash after a change of the waste size or of the talon. */
  private rewaste(): void {
    const k = wasteKey(this);
    this.h1 ^= WASTE1[this.wkey]! ^ WASTE1[k]!;
    this.h2 ^= WASTE2[this.wkey]! ^ WASTE2[k]!;
    this.wkey = k;
  }

  // The pass number is not hashed: the transposition table stores it beside the hash, so that a
  // position seen with fewer passes used covers the same position with more (see table.ts).
  private setPass(p: number): void {
    this.pass = p;
  }

  /** Moves `count` cards from column `from` onto column `to`, rehashing only the bottom card's link. */
  private shift(from: number, to: number, count: number): void {
    const n = this.len[from]! - count;
    const m = this.len[to]!;
    const fb = from * STRIDE;
    const tb = to * STRIDE;
    const x = this.cols[fb + n]!;
    const under = n === 0 ? FLOOR : this.cols[fb + n - 1]!;
    const onto = m === 0 ? FLOOR : this.cols[tb + m - 1]!;
    for (let i = 0; i < count; i++) this.cols[tb + m + i] = this.cols[fb + n + i]!;
    this.len[from] = n;
    this.len[to] = m + count;
    // The run keeps its locations; the target's old top (if face up) is covered, the source's new
    // top (if face up) is uncovered.
    if (m > this.down[to]!) this.loc[onto] = LOC_UP;
    if (n > this.down[from]!) this.loc[under] = LOC_TOP;
    this.h1 ^= ON1[x * 53 + under]! ^ ON1[x * 53 + onto]!;
    this.h2 ^= ON2[x * 53 + under]! ^ ON2[x * 53 + onto]!;
  }

  /** Plays a packed move; returns what `unmake` needs. Assumes the move is legal here. */
  make(m: number): number {
    switch (m & 7) {
      case TF: {
        const c = (m >> 3) & 7;
        this.toFoundation(this.take(c));
        return this.flip(c);
      }
      case TT: {
        const c = (m >> 3) & 7;
        this.shift(c, (m >> 6) & 7, (m >> 9) & 63);
        return this.flip(c);
      }
      case FT: {
        this.put(this.fromFoundation((m >> 3) & 7), (m >> 6) & 7);
        return 0;
      }
      default: {
        // WF or WT: the implied draws and redeal leave the card on top of a waste of k cards.
        const old = this.wpos;
        const k = (m >> 15) & 63;
        if ((m >> 21) & 1) this.setPass(this.pass + (this.limited ? 1 : 0));
        this.wpos = k - 1;
        const x = pullTalon(this, k - 1);
        this.rewaste();
        if ((m & 7) === WF) this.toFoundation(x);
        else this.put(x, (m >> 6) & 7);
        return old;
      }
    }
  }

  /** Undoes `make(m)` given its return value. */
  unmake(m: number, undo: number): void {
    switch (m & 7) {
      case TF: {
        const c = (m >> 3) & 7;
        if (undo) this.unflip(c);
        this.put(this.fromFoundation((m >> 22) & 3), c);
        return;
      }
      case TT: {
        const c = (m >> 3) & 7;
        if (undo) this.unflip(c);
        this.shift((m >> 6) & 7, c, (m >> 9) & 63);
        return;
      }
      case FT: {
        this.toFoundation(this.take((m >> 6) & 7));
        return;
      }
      default: {
        const k = (m >> 15) & 63;
        const x = (m & 7) === WF ? this.fromFoundation((m >> 22) & 3) : this.take((m >> 6) & 7);
        pushTalon(this, k - 1, x);
        this.loc[x] = LOC_TALON;
        this.wpos = undo;
        this.rewaste();
        if ((m >> 21) & 1 && this.limited) this.setPass(this.pass - 1);
        return;
      }
    }
  }
}
