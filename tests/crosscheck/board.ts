import type { Card, Position, Rules } from '../../src/engine/index.ts';
import * as engine from '../../src/engine/index.ts';

// Vitest reaches every imported binding through a getter, which slows these loops several times over in
// the tests; local copies keep them plain.
const { COLUMNS, SUIT_LETTERS } = engine;

// The cross-check's own packed full position (docs/crosscheck.md, "Representation"). A board keeps
// many positions in one Int32Array, one fixed-size slot each, so that a search copies a slot and
// plays a move on the copy instead of undoing moves.
//
// Slot layout, in 32-bit words from the slot's start:
//   column c (0..6) at c * 16:  +0 face-down count, +1 face-up count, +2..+14 face-up cards bottom to
//                               top, +15 the column's code (see `recode`)
//   112..115                    foundation heights by suit
//   116 talon length L, 117 waste size w, 118 pass number, 119/120 talon mask (low/high 32 bits)
//   121..                       the talon: indices into `Layout.talon`, in talon order

const STRIDE = 16;
const DOWN = 0;
const LEN = 1;
const UP = 2;
const CODE = 15;
const FOUND = 112;
const TLEN = 116;
const WASTE = 117;
const PASS = 118;
const MASK = 119;
const TALON = 121;

/** Word offsets inside a slot. */
export const SLOT = { STRIDE, DOWN, LEN, UP, CODE, FOUND, TLEN, WASTE, PASS, MASK, TALON } as const;

/** Move kind (low 3 bits of a packed move): tableau to foundation, from column `from`. */
export const TF = 0;
/** Tableau to tableau: `count` cards from column `from` onto column `to`. */
export const TT = 1;
/** Waste to foundation after bringing talon stop `stop` to the waste top (after a redeal when flagged). */
export const WF = 2;
/** Waste to tableau column `to`, from talon stop `stop`. */
export const WT = 3;
/** Foundation (suit in the `from` field) to tableau column `to`. */
export const FT = 4;
/**
 * Twin then foundation (merged searches only, docs/crosscheck.md, Lemma 13): the `count` cards on a
 * card of column `from` move onto its twin, the top of column `to`, and the card goes up.
 */
export const TX = 5;

/** A packed move: kind | from << 3 | to << 6 | count << 9 | stop << 13 | redeal << 19. */
export const packMove = (
  kind: number,
  from: number,
  to: number,
  count: number,
  stop: number,
  redeal: number,
) => kind | (from << 3) | (to << 6) | (count << 9) | (stop << 13) | (redeal << 19);

const bitsFor = (max: number): number => (max <= 0 ? 0 : 32 - Math.clz32(max));

/** Whether a position under these rules may take talon cards to the foundations automatically (docs/crosscheck.md). */
export const everyStopReachable = (rules: Rules): boolean =>
  rules.draw === 1 && !Number.isFinite(rules.passes);

/** What a search keeps fixed: the rules, the face-down stacks and talon order of its start, the key layout. */
export interface Layout {
  readonly draw: number;
  /** The pass limit; Infinity for unlimited. */
  readonly passes: number;
  readonly foundationToTableau: boolean;
  /** Draw 1 with unlimited passes: every talon card can be brought to the waste top. */
  readonly everyStop: boolean;
  /** Face-down cards of each starting column, bottom to top: a column with d of them holds the first d. */
  readonly down: readonly (readonly Card[])[];
  /** Code of "column c has one face-down card"; d cards are `odBase[c] + d - 1`, none is 0. */
  readonly odBase: readonly number[];
  /** The talon in dealing order: the waste bottom to top, then the stock top to bottom. */
  readonly talon: readonly Card[];
  /** Index of each card in `talon`, -1 for cards not in it. */
  readonly talonIndex: Int8Array;
  /** Bits of a column code (the rest of each of the seven key words holds other fields). */
  readonly colBits: number;
  /** Bits of the waste size in a key: 0 when every stop is reachable (docs/crosscheck.md). */
  readonly wasteBits: number;
  /** Bits of the pass number in a key: 0 with unlimited passes. */
  readonly passBits: number;
  /** Unlimited passes: waste sizes 0, N, 2N, ... and L reach each other by stock turns and redeals. */
  readonly wasteCycle: boolean;
  /** 32-bit words of a key. */
  readonly keyWords: number;
  /** 32-bit words of a slot. */
  readonly slotWords: number;
  /**
   * Keys leave out where face-up runs lie (docs/crosscheck.md, Lemma 13): positions that differ only
   * in that are one state.
   */
  readonly merged: boolean;
}

/** The talon of a position in dealing order: waste bottom to top, then stock top to bottom. */
export const talonOf = (pos: Position): Card[] => [...pos.waste, ...pos.stock.slice().reverse()];

/**
 * The layout for searching `pos` under `rules` (its own rules, or the relaxation's); `merged` for keys
 * that leave out where face-up runs lie.
 */
export const layoutOf = (pos: Position, rules: Rules, merged = false): Layout => {
  const down = pos.columns.map((c) => c.down.slice());
  const odBase: number[] = [];
  let next = 1;
  for (const d of down) {
    odBase.push(next);
    next += d.length;
  }
  const talon = talonOf(pos);
  if (talon.length > 63) throw new Error('a talon of more than 63 cards');
  const talonIndex = new Int8Array(52).fill(-1);
  talon.forEach((card, k) => {
    talonIndex[card] = k;
  });
  const colBits = 22 + bitsFor(next - 1);
  if (colBits > 31) throw new Error('too many face-down cards');
  const everyStop = everyStopReachable(rules);
  const wasteBits = everyStop ? 0 : bitsFor(talon.length);
  const passBits = Number.isFinite(rules.passes) ? bitsFor(rules.passes - 1) : 0;
  // Merged keys cannot tell the foundations from the columns: they hold the four heights too.
  const extra = 1 + talon.length + wasteBits + passBits + (merged ? 16 : 0);
  if (extra > 96) throw new Error('a key needs more than 96 extra bits');
  const spare = COLUMNS * (32 - colBits);
  const keyWords = COLUMNS + (extra <= spare ? 0 : Math.ceil((extra - spare) / 32));
  return {
    draw: rules.draw,
    passes: rules.passes,
    foundationToTableau: rules.foundationToTableau,
    everyStop,
    down,
    odBase,
    talon,
    talonIndex,
    colBits,
    wasteBits,
    passBits,
    wasteCycle: !Number.isFinite(rules.passes),
    keyWords,
    slotWords: TALON + talon.length,
    merged,
  };
};

/**
 * A column code without where its face-up cards lie (docs/crosscheck.md, Lemma 13): the face-down
 * field, whether the column holds a card, and its bottom face-up card (the card on its face-down
 * cards, or on its floor).
 */
export const mergedCode = (code: number): number => (code & 0xffc3f000) | ((code >>> 18) & 15 ? 1 << 18 : 0);

const suitBit = (card: number): number => (card >> 1) & 1;

/**
 * Positions of one search, packed in slots of one growable Int32Array, with the moves that change
 * them and the exact key of each. Assumes every position it holds came from the layout's position by
 * legal moves (so face-down cards are prefixes of the layout's stacks and the talon keeps its order).
 */
export class Board {
  mem: Int32Array;
  readonly lay: Layout;
  readonly size: number;
  private readonly codes = new Int32Array(COLUMNS);
  private readonly extra = new Int32Array(3);
  private readonly heights = new Int32Array(4);

  constructor(lay: Layout, slots = 64) {
    this.lay = lay;
    this.size = lay.slotWords;
    this.mem = new Int32Array(this.size * slots);
  }

  /** Slots available. */
  get slots(): number {
    return this.mem.length / this.size;
  }

  /** Makes room for at least `n` slots, keeping the contents. */
  reserve(n: number): void {
    if (n <= this.slots) return;
    const grown = new Int32Array(this.size * Math.max(n, this.slots * 2));
    grown.set(this.mem);
    this.mem = grown;
  }

  /** Copies slot `from` into slot `to`. */
  copy(from: number, to: number): void {
    const s = this.size;
    this.mem.copyWithin(to * s, from * s, from * s + s);
  }

  /**
   * Loads an engine position into slot `i` (its own pass number; no automatic moves yet). Assumes
   * the position is the layout's or was reached from it by legal moves: throws when its face-down
   * cards or talon do not fit the layout.
   */
  load(i: number, pos: Position): void {
    const m = this.mem;
    const b = i * this.size;
    m.fill(0, b, b + this.size);
    for (let c = 0; c < COLUMNS; c++) {
      const col = pos.columns[c];
      const start = this.lay.down[c] as Card[];
      if (col === undefined) throw new Error('a position has seven columns');
      if (col.up.length > 13) throw new Error('a face-up run of more than 13 cards');
      if (col.down.some((card, k) => card !== start[k]))
        throw new Error(`column ${c + 1} does not fit the layout`);
      const cb = b + c * STRIDE;
      m[cb + DOWN] = col.down.length;
      m[cb + LEN] = col.up.length;
      for (let k = 0; k < col.up.length; k++) m[cb + UP + k] = col.up[k] as Card;
      this.recode(b, c);
    }
    for (let s = 0; s < 4; s++) m[b + FOUND + s] = pos.foundations[s] as number;
    const talon = talonOf(pos);
    m[b + TLEN] = talon.length;
    m[b + WASTE] = pos.waste.length;
    m[b + PASS] = pos.pass;
    let last = -1;
    talon.forEach((card, k) => {
      const idx = this.lay.talonIndex[card] as number;
      if (idx <= last) throw new Error('the talon does not fit the layout');
      last = idx;
      m[b + TALON + k] = idx;
      m[b + MASK + (idx >> 5)] = (m[b + MASK + (idx >> 5)] as number) | (1 << (idx & 31));
    });
  }

  /** Cards on the foundations in slot `i`. */
  up(i: number): number {
    const m = this.mem;
    const b = i * this.size + FOUND;
    return (m[b] as number) + (m[b + 1] as number) + (m[b + 2] as number) + (m[b + 3] as number);
  }

  /** Whether the position in slot `i` is won. */
  won(i: number): boolean {
    return this.up(i) === 52;
  }

  /** The card at index `k` of the talon of the slot starting at word `b` (0 = bottom of the waste). */
  talonCard(b: number, k: number): Card {
    return this.lay.talon[this.mem[b + TALON + k] as number] as Card;
  }

  /**
   * A column's code, exact given the layout: face-down cards as (starting column, count), the face-up
   * run as its length, its bottom card and one bit per further card telling which of the two suits
   * of the right colour it has (its rank is one lower than the card below it). Bits: face-down from
   * bit 22, length 18-21, bottom card 12-17, suit bits 0-11.
   */
  private recode(b: number, c: number): void {
    const m = this.mem;
    const cb = b + c * STRIDE;
    const d = m[cb + DOWN] as number;
    const len = m[cb + LEN] as number;
    const od = d === 0 ? 0 : (this.lay.odBase[c] as number) + d - 1;
    let code = od << 22;
    if (len > 0) {
      let bits = 0;
      for (let k = 1; k < len; k++) bits |= suitBit(m[cb + UP + k] as number) << (k - 1);
      code |= (len << 18) | ((m[cb + UP] as number) << 12) | bits;
    }
    m[cb + CODE] = code;
  }

  /** Puts a card on its foundation (its height goes up by one). */
  private raise(b: number, card: number): void {
    const m = this.mem;
    m[b + FOUND + (card & 3)] = (m[b + FOUND + (card & 3)] as number) + 1;
  }

  /** Turns column c's top face-down card up when its face-up run is gone. */
  private reveal(b: number, c: number): void {
    const m = this.mem;
    const cb = b + c * STRIDE;
    if (m[cb + LEN] !== 0) return;
    const d = m[cb + DOWN] as number;
    if (d === 0) return;
    m[cb + DOWN] = d - 1;
    m[cb + LEN] = 1;
    m[cb + UP] = (this.lay.down[c] as Card[])[d - 1] as Card;
  }

  /** Removes talon index k (its card leaves the talon), setting the waste size to `waste`. */
  private takeTalon(b: number, k: number, waste: number): void {
    const m = this.mem;
    const idx = m[b + TALON + k] as number;
    const len = m[b + TLEN] as number;
    for (let j = k; j < len - 1; j++) m[b + TALON + j] = m[b + TALON + j + 1] as number;
    m[b + TLEN] = len - 1;
    m[b + WASTE] = waste;
    m[b + MASK + (idx >> 5)] = (m[b + MASK + (idx >> 5)] as number) & ~(1 << (idx & 31));
  }

  /**
   * Plays a packed move on slot `i`, then the automatic moves (`lift`). Assumes the move was
   * generated for this slot. With `log`, appends the moves in contract notation, the stock turns
   * and redeal of a waste play included.
   */
  play(i: number, mv: number, log?: string[]): void {
    const m = this.mem;
    const b = i * this.size;
    const kind = mv & 7;
    const from = (mv >> 3) & 7;
    const to = (mv >> 6) & 7;
    switch (kind) {
      case TF: {
        const cb = b + from * STRIDE;
        const len = m[cb + LEN] as number;
        const card = m[cb + UP + len - 1] as number;
        m[cb + LEN] = len - 1;
        this.raise(b, card);
        this.reveal(b, from);
        this.recode(b, from);
        log?.push(`T${from + 1}>F`);
        break;
      }
      case TT:
      case TX: {
        const n = (mv >> 9) & 15;
        const sb = b + from * STRIDE;
        const tb = b + to * STRIDE;
        const slen = m[sb + LEN] as number;
        const tlen = m[tb + LEN] as number;
        for (let k = 0; k < n; k++) m[tb + UP + tlen + k] = m[sb + UP + slen - n + k] as number;
        m[tb + LEN] = tlen + n;
        m[sb + LEN] = slen - n;
        log?.push(`T${from + 1}>T${to + 1}`);
        if (kind === TX) {
          // The card the run lay on is now column `from`'s top, and goes up.
          m[sb + LEN] = slen - n - 1;
          this.raise(b, m[sb + UP + slen - n - 1] as number);
          log?.push(`T${from + 1}>F`);
        }
        this.reveal(b, from);
        this.recode(b, from);
        this.recode(b, to);
        break;
      }
      case WF:
      case WT: {
        const stop = (mv >> 13) & 63;
        const redeal = (mv >> 19) & 1;
        if (log !== undefined) this.logTalon(b, stop, redeal, log);
        const card = this.talonCard(b, stop - 1);
        this.takeTalon(b, stop - 1, stop - 1);
        m[b + PASS] = (m[b + PASS] as number) + redeal;
        if (kind === WF) {
          this.raise(b, card);
          log?.push('W>F');
        } else {
          const tb = b + to * STRIDE;
          const tlen = m[tb + LEN] as number;
          m[tb + UP + tlen] = card;
          m[tb + LEN] = tlen + 1;
          this.recode(b, to);
          log?.push(`W>T${to + 1}`);
        }
        break;
      }
      case FT: {
        const suit = from;
        const h = m[b + FOUND + suit] as number;
        m[b + FOUND + suit] = h - 1;
        const tb = b + to * STRIDE;
        const tlen = m[tb + LEN] as number;
        m[tb + UP + tlen] = (h - 1) * 4 + suit;
        m[tb + LEN] = tlen + 1;
        this.recode(b, to);
        log?.push(`F${SUIT_LETTERS[suit]}>T${to + 1}`);
        break;
      }
      default:
        throw new Error(`not a move: ${mv}`);
    }
    this.lift(i, log);
  }

  /** The lowest foundation height of the slot starting at word b. */
  private lowest(b: number): number {
    const m = this.mem;
    const f = b + FOUND;
    return Math.min(m[f] as number, m[f + 1] as number, m[f + 2] as number, m[f + 3] as number);
  }

  /**
   * Whether a card goes up at once (docs/crosscheck.md, "Lifting"): it is next on its foundation
   * and its rank is at most the lowest foundation height + 1, so every card two ranks lower is up.
   */
  liftable(b: number, card: number): boolean {
    const r = card >> 2;
    return this.mem[b + FOUND + (card & 3)] === r && r <= this.lowest(b) + 1;
  }

  /**
   * The automatic moves: until none is left, a card that `liftable` allows goes to its foundation
   * from a column's top and, when every talon stop is reachable, from anywhere in the talon.
   */
  lift(i: number, log?: string[]): void {
    const m = this.mem;
    const b = i * this.size;
    for (let again = true; again; ) {
      again = false;
      for (let c = 0; c < COLUMNS; c++) {
        const cb = b + c * STRIDE;
        let changed = false;
        for (;;) {
          const len = m[cb + LEN] as number;
          if (len === 0) break;
          const card = m[cb + UP + len - 1] as number;
          if (!this.liftable(b, card)) break;
          m[cb + LEN] = len - 1;
          this.raise(b, card);
          this.reveal(b, c);
          changed = true;
          log?.push(`T${c + 1}>F`);
        }
        if (changed) {
          this.recode(b, c);
          again = true;
        }
      }
      if (!this.lay.everyStop) continue;
      for (let k = 0; k < (m[b + TLEN] as number); k++) {
        const card = this.talonCard(b, k);
        if (!this.liftable(b, card)) continue;
        const w = m[b + WASTE] as number;
        const redeal = k + 1 < w ? 1 : 0;
        if (log !== undefined) {
          this.logTalon(b, k + 1, redeal, log);
          log.push('W>F');
        }
        this.takeTalon(b, k, k);
        m[b + PASS] = (m[b + PASS] as number) + redeal;
        this.raise(b, card);
        again = true;
        k--;
      }
    }
  }

  /**
   * Whether, after the card on top of suit `suit`'s foundation goes up one more, some card could be
   * lifted: a card next on its foundation and low enough that is on a column's top (column `skip`
   * left out, `extra` counted as one), or in the talon when every stop is reachable. May say yes
   * when no card would be lifted, never the other way round.
   */
  private liftsAfter(b: number, suit: number, skip: number, extra: number): boolean {
    const m = this.mem;
    const f = b + FOUND;
    const h = this.heights;
    for (let s = 0; s < 4; s++) h[s] = m[f + s] as number;
    h[suit] = (h[suit] as number) + 1;
    const low = Math.min(h[0] as number, h[1] as number, h[2] as number, h[3] as number);
    for (let s = 0; s < 4; s++) {
      const k = h[s] as number;
      if (k >= 13 || k > low + 1) continue;
      const card = k * 4 + s;
      if (card === extra) return true;
      for (let c = 0; c < COLUMNS; c++) {
        if (c === skip) continue;
        const cb = b + c * STRIDE;
        const len = m[cb + LEN] as number;
        if (len > 0 && m[cb + UP + len - 1] === card) return true;
      }
      if (this.lay.everyStop) {
        const idx = this.lay.talonIndex[card] as number;
        if (idx >= 0 && ((m[b + MASK + (idx >> 5)] as number) >>> (idx & 31)) & 1) return true;
      }
    }
    return false;
  }

  /**
   * Whether slot `i` is won or as good as won (docs/crosscheck.md, "Finishing"): no face-down card
   * and a talon that is empty or has every stop reachable.
   */
  finished(i: number): boolean {
    const m = this.mem;
    const b = i * this.size;
    for (let c = 0; c < COLUMNS; c++) if (m[b + c * STRIDE + DOWN] !== 0) return false;
    return m[b + TLEN] === 0 || this.lay.everyStop;
  }

  /** Whether the child of slot `i` by move `mv` is `finished`, for a move that `childKey` played without lifts. */
  finishes(i: number, mv: number): boolean {
    const m = this.mem;
    const b = i * this.size;
    let down = 0;
    for (let c = 0; c < COLUMNS; c++) down += m[b + c * STRIDE + DOWN] as number;
    const kind = mv & 7;
    if (kind === TF || kind === TT) {
      const cb = b + ((mv >> 3) & 7) * STRIDE;
      const n = kind === TF ? 1 : (mv >> 9) & 15;
      if (n === m[cb + LEN] && (m[cb + DOWN] as number) > 0) down--;
    }
    if (down > 0) return false;
    const talon = (m[b + TLEN] as number) - (kind === WF || kind === WT ? 1 : 0);
    return talon === 0 || this.lay.everyStop;
  }

  /**
   * Wins a `finished` slot: again and again the lowest card not yet up goes up (every card below it
   * is up, so nothing lies on it and it is next on its foundation).
   */
  finish(i: number, log?: string[]): void {
    const m = this.mem;
    const b = i * this.size;
    while (!this.won(i)) {
      let best = -1;
      for (let s = 0; s < 4; s++) {
        const h = m[b + FOUND + s] as number;
        if (h < 13 && (best < 0 || h < best >> 2)) best = h * 4 + s;
      }
      let mv = -1;
      for (let c = 0; c < COLUMNS && mv < 0; c++) {
        const cb = b + c * STRIDE;
        const len = m[cb + LEN] as number;
        if (len > 0 && m[cb + UP + len - 1] === best) mv = TF | (c << 3);
      }
      for (let k = 0; k < (m[b + TLEN] as number) && mv < 0; k++) {
        if (this.talonCard(b, k) !== best) continue;
        mv = packMove(WF, 0, 0, 0, k + 1, k + 1 < (m[b + WASTE] as number) ? 1 : 0);
      }
      if (mv < 0) throw new Error('a finished position has its lowest card out of reach');
      this.play(i, mv, log);
    }
  }

  /** The stock turns (and redeal) that bring talon stop `stop` to the waste top, in notation. */
  private logTalon(b: number, stop: number, redeal: number, log: string[]): void {
    const m = this.mem;
    const n = this.lay.draw;
    const len = m[b + TLEN] as number;
    let w = m[b + WASTE] as number;
    if (redeal === 1) {
      for (; w < len; w = Math.min(w + n, len)) log.push('S');
      log.push('R');
      w = 0;
    }
    for (; w < stop; w = Math.min(w + n, len)) log.push('S');
    if (w !== stop) throw new Error(`talon stop ${stop} is not reachable`);
  }

  /** The exact key of slot `i` into `out` at word `at` (see `pack`). */
  keyOf(i: number, out: Int32Array, at: number): void {
    const m = this.mem;
    const b = i * this.size;
    const codes = this.codes;
    for (let c = 0; c < COLUMNS; c++) codes[c] = m[b + c * STRIDE + CODE] as number;
    this.pack(
      m[b + MASK] as number,
      m[b + MASK + 1] as number,
      m[b + WASTE] as number,
      m[b + TLEN] as number,
      m[b + PASS] as number,
      this.heightBits(b, -1, 0),
      out,
      at,
    );
  }

  /**
   * The foundation heights of the slot at word b, 4 bits each, with suit `suit`'s (if any) changed
   * by `by`, for merged keys (0 for the others).
   */
  private heightBits(b: number, suit: number, by: number): number {
    if (!this.lay.merged) return 0;
    const m = this.mem;
    let bits = 0;
    for (let s = 0; s < 4; s++) bits |= ((m[b + FOUND + s] as number) + (s === suit ? by : 0)) << (4 * s);
    return bits;
  }

  /**
   * The key of a child of slot `i` (the position after packed move `mv` and the automatic moves)
   * into `out` at `at`, computed from the slot's column codes without playing the move. Returns 1 when
   * the child is won, -1 when the move turns up a card that the automatic moves would take (then
   * nothing is written: the caller plays the move on a copy), 0 otherwise.
   */
  childKey(i: number, mv: number, out: Int32Array, at: number): number {
    const m = this.mem;
    const b = i * this.size;
    const codes = this.codes;
    for (let c = 0; c < COLUMNS; c++) codes[c] = m[b + c * STRIDE + CODE] as number;
    let m0 = m[b + MASK] as number;
    let m1 = m[b + MASK + 1] as number;
    let w = m[b + WASTE] as number;
    let len = m[b + TLEN] as number;
    let pass = m[b + PASS] as number;
    // The suit whose foundation the move changes (-1: none), and by how much, for merged keys.
    let suit = -1;
    let by = 0;
    const kind = mv & 7;
    const from = (mv >> 3) & 7;
    const to = (mv >> 6) & 7;
    switch (kind) {
      case TX:
        return -1;
      case TF: {
        if (this.up(i) === 51) return 1;
        const cb = b + from * STRIDE;
        const len = m[cb + LEN] as number;
        const d = m[cb + DOWN] as number;
        const under =
          len > 1
            ? (m[cb + UP + len - 2] as number)
            : d > 0
              ? ((this.lay.down[from] as Card[])[d - 1] as number)
              : -1;
        if (this.liftsAfter(b, (m[cb + UP + len - 1] as number) & 3, from, under)) return -1;
        const code = this.removed(b, from, 1);
        if (code < 0) return -1;
        codes[from] = code;
        suit = (m[cb + UP + len - 1] as number) & 3;
        by = 1;
        break;
      }
      case TT: {
        const n = (mv >> 9) & 15;
        const sb = b + from * STRIDE;
        const code = this.removed(b, from, n);
        if (code < 0) return -1;
        codes[from] = code;
        codes[to] = this.appended(b, to, sb + UP + (m[sb + LEN] as number) - n, n);
        break;
      }
      case WF:
      case WT: {
        const stop = (mv >> 13) & 63;
        const k = stop - 1;
        const idx = m[b + TALON + k] as number;
        const card = this.lay.talon[idx] as number;
        if (idx < 32) m0 &= ~(1 << idx);
        else m1 &= ~(1 << (idx - 32));
        w = k;
        len--;
        pass += (mv >> 19) & 1;
        if (kind === WF) {
          if (this.up(i) === 51) return 1;
          if (this.liftsAfter(b, card & 3, -1, -1)) return -1;
          suit = card & 3;
          by = 1;
        } else codes[to] = this.appendedCard(b, to, card);
        break;
      }
      case FT: {
        const h = m[b + FOUND + from] as number;
        codes[to] = this.appendedCard(b, to, (h - 1) * 4 + from);
        suit = from;
        by = -1;
        break;
      }
      default:
        throw new Error(`not a move: ${mv}`);
    }
    this.pack(m0, m1, w, len, pass, this.heightBits(b, suit, by), out, at);
    return 0;
  }

  /** Column c's code with its top n face-up cards gone, or -1 when its new top card is one `liftable` allows now. */
  private removed(b: number, c: number, n: number): number {
    const m = this.mem;
    const cb = b + c * STRIDE;
    const len = m[cb + LEN] as number;
    const code = m[cb + CODE] as number;
    if (n < len) {
      const left = len - n;
      if (this.liftable(b, m[cb + UP + left - 1] as number)) return -1;
      return (code & ~0x3fffff) | (left << 18) | (code & 0x3f000) | (code & ((1 << (left - 1)) - 1));
    }
    const d = m[cb + DOWN] as number;
    if (d === 0) return 0;
    const card = (this.lay.down[c] as Card[])[d - 1] as number;
    if (this.liftable(b, card)) return -1;
    const od = d === 1 ? 0 : (this.lay.odBase[c] as number) + d - 2;
    return (od << 22) | (1 << 18) | (card << 12);
  }

  /** Column c's code with the n cards at words src.. (bottom first) put on top. */
  private appended(b: number, c: number, src: number, n: number): number {
    const m = this.mem;
    const cb = b + c * STRIDE;
    const len = m[cb + LEN] as number;
    let code = m[cb + CODE] as number;
    if (len === 0) {
      code = (n << 18) | ((m[src] as number) << 12);
      for (let k = 1; k < n; k++) code |= suitBit(m[src + k] as number) << (k - 1);
      return code;
    }
    code = (code & ~0x3c0000) | ((len + n) << 18);
    for (let k = 0; k < n; k++) code |= suitBit(m[src + k] as number) << (len - 1 + k);
    return code;
  }

  /** Column c's code with one card put on top. */
  private appendedCard(b: number, c: number, card: number): number {
    const m = this.mem;
    const cb = b + c * STRIDE;
    const len = m[cb + LEN] as number;
    const code = m[cb + CODE] as number;
    if (len === 0) return (1 << 18) | (card << 12);
    return (code & ~0x3c0000) | ((len + 1) << 18) | (suitBit(card) << (len - 1));
  }

  /**
   * Packs a key: the seven column codes (in `codes`) sorted, so that a permutation of the columns
   * gives the same key, then the extra fields as one bit string (a set bit, the talon mask, the
   * waste size and the pass number where the layout keeps them, and in merged keys the foundation
   * heights `heights`, 4 bits a suit) spread over the spare high bits of
   * the seven words and then over whole further words. Every field has a fixed place and width, so
   * two keys are equal exactly when the sorted codes and the fields are. With unlimited passes a
   * waste size on the cycle 0, N, 2N, ..., L (talon length L) is written as 0.
   */
  private pack(
    m0: number,
    m1: number,
    w: number,
    len: number,
    pass: number,
    heights: number,
    out: Int32Array,
    at: number,
  ): void {
    const codes = this.codes;
    if (this.lay.merged) for (let c = 0; c < COLUMNS; c++) codes[c] = mergedCode(codes[c] as number);
    for (let c = 1; c < COLUMNS; c++) {
      const v = codes[c] as number;
      let j = c;
      while (j > 0 && (codes[j - 1] as number) > v) {
        codes[j] = codes[j - 1] as number;
        j--;
      }
      codes[j] = v;
    }
    const lay = this.lay;
    const e = this.extra;
    e[0] = 1;
    e[1] = 0;
    e[2] = 0;
    const n = lay.talon.length;
    let q = 1;
    if (n > 31) {
      this.orBits(q, m0, 31);
      this.orBits(q + 31, m0 >>> 31, 1);
      this.orBits(q + 32, m1, n - 32);
    } else this.orBits(q, m0, n);
    q += n;
    if (lay.wasteBits > 0) {
      const onCycle = lay.wasteCycle && (w === len || w % lay.draw === 0);
      this.orBits(q, onCycle ? 0 : w, lay.wasteBits);
      q += lay.wasteBits;
    }
    if (lay.passBits > 0) this.orBits(q, pass - 1, lay.passBits);
    q += lay.passBits;
    if (lay.merged) this.orBits(q, heights, 16);
    const cb = lay.colBits;
    const spare = 32 - cb;
    const spareMask = (1 << spare) - 1;
    for (let c = 0; c < COLUMNS; c++)
      out[at + c] = (codes[c] as number) | ((this.bits32(c * spare) & spareMask) << cb);
    for (let k = COLUMNS; k < lay.keyWords; k++)
      out[at + k] = this.bits32(COLUMNS * spare + (k - COLUMNS) * 32);
  }

  /** Ors the low n bits (1 <= n <= 31) of v into the extra bit string at position q. */
  private orBits(q: number, v: number, n: number): void {
    if (n <= 0) return;
    const e = this.extra;
    const val = v & ((1 << n) - 1);
    const r = q & 31;
    const k = q >> 5;
    e[k] = (e[k] as number) | (val << r);
    if (r + n > 32) e[k + 1] = (e[k + 1] as number) | (val >>> (32 - r));
  }

  /** 32 bits of the extra bit string from position p (zeros past its end). */
  private bits32(p: number): number {
    const e = this.extra;
    const k = p >> 5;
    const r = p & 31;
    const lo = k < 3 ? (e[k] as number) : 0;
    if (r === 0) return lo;
    const hi = k + 1 < 3 ? (e[k + 1] as number) : 0;
    return (lo >>> r) | (hi << (32 - r));
  }

  /** The engine position of slot `i`, under `rules` (the search's own, or the easiest). */
  position(i: number, rules: Rules): Position {
    const d = this.describe(i);
    return {
      rules,
      columns: d.columns,
      foundations: d.foundations,
      stock: d.talon.slice(d.waste).reverse(),
      waste: d.talon.slice(0, d.waste),
      pass: d.pass,
    };
  }

  /** The position of slot `i` in readable parts: columns, foundations, talon, waste size, pass. */
  describe(i: number): {
    columns: { down: Card[]; up: Card[] }[];
    foundations: number[];
    talon: Card[];
    waste: number;
    pass: number;
  } {
    const m = this.mem;
    const b = i * this.size;
    const columns = [];
    for (let c = 0; c < COLUMNS; c++) {
      const cb = b + c * STRIDE;
      const d = m[cb + DOWN] as number;
      const up: Card[] = [];
      for (let k = 0; k < (m[cb + LEN] as number); k++) up.push(m[cb + UP + k] as number);
      columns.push({ down: (this.lay.down[c] as Card[]).slice(0, d), up });
    }
    const talon: Card[] = [];
    for (let k = 0; k < (m[b + TLEN] as number); k++) talon.push(this.talonCard(b, k));
    return {
      columns,
      foundations: [0, 1, 2, 3].map((s) => m[b + FOUND + s] as number),
      talon,
      waste: m[b + WASTE] as number,
      pass: m[b + PASS] as number,
    };
  }
}
