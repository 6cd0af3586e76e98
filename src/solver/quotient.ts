import { buildsOn, type Card, COLUMNS, type Position, rankOf } from '../engine/index.ts';
import { isKing, KING, kindOf } from './cards.ts';
import { cardOfMove, columnOf, FT, kindOfMove, kOf, QF, QS, redealOf, WF } from './move.ts';
import { copyWords } from './table.ts';
import { pullTalon, pushTalon, type Talon, wasteKey } from './talon.ts';

/**
 * The layout-free position: which cards are face up in the tableau, not how they lie.
 *
 * Of the tableau it keeps only the face-down count of each column and, for a column with no
 * face-down card, whether its bottom card (a non-King that was dealt there) is still there. The
 * rest follows: the face-down cards of a column are a prefix of the cards it started with; its first
 * face-up card (the _surface_) is the next card of that prefix (a card leaves that place only when
 * the card under it turns up); the face-up cards are the cards in neither the talon, the foundations
 * nor a face-down prefix. Foundations and talon are kept exactly.
 *
 * A face-up card is a _root_ when it lies on a face-down card or on a column's floor: the surfaces,
 * the bottom cards above, and every King. Every other face-up card lies on a card one rank higher of
 * the other colour and covers it, so for each kind (rank and colour) the number of uncovered cards is
 * known: the face-up cards of the kind less the non-root face-up cards of the kind one rank lower.
 * docs/solver.md proves that this is exact: a position can be won if and only if its layout-free
 * position can, under the moves of move.ts.
 *
 * The state key is exact (no hashing): the foundation heights, each column's face-down count and
 * bottom flag (one field, `columnField`), which cards of the starting talon are still in it, and the
 * waste size as `wasteKey` has it, packed into a few 32-bit words (`key`: two for a deal). The pass
 * number is kept beside the key by the table.
 */

/** Where a card is (`loc`): face down in a column. */
export const LOC_DOWN = 0;
/** Face up in the tableau. */
export const LOC_VIS = 1;
/** In the talon. */
export const LOC_TALON = 2;
/** On its foundation. */
export const LOC_FOUNDATION = 3;

const bitsFor = (n: number): number => (n <= 0 ? 0 : 32 - Math.clz32(n));

/**
 * A column's key field: its face-down count and its bottom flag in one number, the count plus one
 * while it has face-down cards, else the flag (which is set only then). A column dealt d face-down
 * cards takes the values 0 to d + 1, so the field needs `bitsFor(d + 1)` bits, where a count and a
 * flag apart need `bitsFor(d) + 1`: 17 bits for a deal's seven columns instead of 21, and a deal's
 * whole key (24 talon cards, four foundations, the columns, the waste size: 62 bits) fits in two
 * words instead of three.
 */
const columnField = (down: number, floor: number): number => (down > 0 ? down + 1 : floor);

/** Where each field of the exact key lies: a word and a shift per field, fields never straddling words. */
class KeyLayout {
  words = 1;
  private shift = 0;
  readonly talonWord: Int8Array;
  readonly talonShift: Int8Array;
  readonly foundWord = new Int8Array(4);
  readonly foundShift = new Int8Array(4);
  /** Each column's field (`columnField`): its word, shift and width. */
  readonly colWord = new Int8Array(COLUMNS);
  readonly colShift = new Int8Array(COLUMNS);
  readonly colWidth = new Int8Array(COLUMNS);
  wasteWord = 0;
  wasteShift = 0;
  wasteWidth = 0;
  /** The waste size's bits in its word. */
  wasteMask = 0;

  constructor(talonLength: number, down: Int8Array) {
    this.talonWord = new Int8Array(talonLength);
    this.talonShift = new Int8Array(talonLength);
    for (let i = 0; i < talonLength; i++) {
      this.talonShift[i] = this.place(1);
      this.talonWord[i] = this.words - 1;
    }
    for (let s = 0; s < 4; s++) {
      this.foundShift[s] = this.place(4);
      this.foundWord[s] = this.words - 1;
    }
    for (let c = 0; c < COLUMNS; c++) {
      const w = bitsFor(down[c]! + 1);
      this.colWidth[c] = w;
      this.colShift[c] = this.place(w);
      this.colWord[c] = this.words - 1;
    }
    this.wasteWidth = bitsFor(talonLength);
    this.wasteShift = this.place(this.wasteWidth);
    this.wasteWord = this.words - 1;
    this.wasteMask = (((1 << this.wasteWidth) - 1) << this.wasteShift) >>> 0;
  }

  /**
   * Places a field of `width` bits, in the current word if it fits, else at the start of a new one
   * (then the last word, `words - 1`); returns its shift.
   */
  private place(width: number): number {
    if (this.shift + width > 32) {
      this.words++;
      this.shift = 0;
    }
    const at = this.shift;
    this.shift += width;
    return at;
  }
}

/** The layout of a position not loaded yet (no talon, no face-down cards): shared, never changed. */
const NO_LAYOUT = new KeyLayout(0, new Int8Array(COLUMNS));

/**
 * The layout made last and its shape (talon length and face-down counts): a layout depends on
 * nothing else and never changes once made, and every deal's start has the same one (a dozen small
 * arrays to make, a few percent of an easy deal's solve).
 */
let lastLayout = NO_LAYOUT;
let lastShape = -1;

/** The key layout for a talon of `talonLength` cards and columns with `down` face-down cards. */
const layoutFor = (talonLength: number, down: Int8Array): KeyLayout => {
  let shape = talonLength;
  // Counts are below 64 (a deck has 52 cards): one base-64 digit each, exact in a double.
  for (let c = 0; c < COLUMNS; c++) shape = shape * 64 + down[c]!;
  if (shape !== lastShape) {
    lastLayout = new KeyLayout(talonLength, down);
    lastShape = shape;
  }
  return lastLayout;
};

/** The `start` of a position not loaded yet: shared, never written. */
const NO_CELLS = new Int8Array(0);

/** The layout-free position, changed in place by `make` and restored by `unmake`. */
export class Quotient implements Talon {
  /**
   * The cards each column started with, face-down ones then its surface: `stride` cells a column,
   * as many as the tallest column has (so that in a game the array is small enough for V8 to keep it
   * on its heap, which costs far less to make).
   */
  start = NO_CELLS;
  /** Cells per column in `start`. */
  stride = 0;
  /** Column and index of each card in `start`, or -1. */
  readonly startCol = new Int8Array(52).fill(-1);
  readonly startIdx = new Int8Array(52);
  /** Each card's index in the starting talon, or -1. */
  readonly talonIdx = new Int8Array(52).fill(-1);
  /** The starting talon's cards in turning order (`startLength` of them). */
  readonly startTalon = new Int8Array(52);
  startLength = 0;
  /** Face-down cards per column. */
  readonly down = new Int8Array(COLUMNS);
  /** For a column with no face-down card: 1 while its (non-King) bottom card is still there. */
  readonly floor = new Int8Array(COLUMNS);
  /** Foundation heights by suit. */
  readonly found = new Int8Array(4);
  readonly talon = new Int8Array(52);
  /** Where each card is (`LOC_*`). */
  readonly loc = new Int8Array(52);
  /** Face-up tableau cards per kind, and those of them that are not roots. */
  readonly vis = new Int8Array(28);
  readonly placed = new Int8Array(28);
  /** Empty columns. */
  empty = 0;
  tlen = 0;
  wpos = 0;
  /** Changes whenever the talon, the waste size or the pass may have changed (`Talon.tver`). */
  tver = 0;
  pass = 1;
  nfound = 0;
  /** The waste size as the key holds it (`wasteKey`). */
  wkey = 0;
  /** The exact state key (see the header); the pass number is not in it. */
  key = new Uint32Array(1);
  private layout = NO_LAYOUT;
  /** The rules, set by `load` from the position's. */
  draw = 1;
  passes = 1;
  f2t = true;
  limited = true;

  /** Uncovered face-up cards of kind t. */
  uncovered(t: number): number {
    // The cards that cover kind t: non-root cards one rank lower, of the other colour.
    return t < 2 ? this.vis[t]! : this.vis[t]! - this.placed[(t - 2) ^ 1]!;
  }

  /** Whether non-King card x has an uncovered card to go on (one rank higher, other colour). */
  fits(x: number): boolean {
    return this.uncovered((kindOf(x) + 2) ^ 1) > 0;
  }

  /** Whether card x could land on the tableau now: a fitting uncovered card, or an empty column for a King. */
  lands(x: number): boolean {
    return isKing(x) ? this.empty > 0 : this.fits(x);
  }

  /** Whether card x (not on a foundation) could move now: it is next on its foundation, or it `lands`. */
  offers(x: number): boolean {
    return this.found[x & 3] === x >> 2 || this.lands(x);
  }

  /** The root of column c (its surface, or its bottom card while it is there), or -1. */
  root(c: number): number {
    const d = this.down[c]!;
    if (d > 0) return this.start[c * this.stride + d]!;
    return this.floor[c] ? this.start[c * this.stride]! : -1;
  }

  /** Whether face-up card x is a root. */
  isRoot(x: number): boolean {
    return isKing(x) || this.isColumnRoot(x);
  }

  /** Whether card x is the root of the column it started in (that column's `root`). */
  isColumnRoot(x: number): boolean {
    const c = this.startCol[x]!;
    return c >= 0 && this.root(c) === x;
  }

  /** Whether card x is the surface of a column with face-down cards. */
  isSurface(x: number): boolean {
    const c = this.startCol[x]!;
    return c >= 0 && this.down[c]! > 0 && this.startIdx[x] === this.down[c];
  }

  /** Loads an engine position whose columns' face-up cards are runs (as every game's are). */
  load(pos: Position): void {
    const { draw, passes, foundationToTableau } = pos.rules;
    this.draw = draw;
    this.passes = passes;
    this.f2t = foundationToTableau;
    this.limited = Number.isFinite(passes);
    const isRun = (up: readonly Card[]) => up.every((x, i) => i === 0 || buildsOn(x, up[i - 1]!));
    let stride = 1;
    for (const col of pos.columns) stride = Math.max(stride, col.down.length + 1);
    this.stride = stride;
    // A quotient may be loaded again (`solve` keeps one for the next solve): what a load writes only
    // in part starts afresh.
    if (this.start.length === COLUMNS * stride) this.start.fill(0);
    else this.start = new Int8Array(COLUMNS * stride);
    this.startCol.fill(-1);
    this.talonIdx.fill(-1);
    for (let c = 0; c < COLUMNS; c++) {
      const col = pos.columns[c]!;
      if ((col.down.length > 0 && col.up.length === 0) || !isRun(col.up))
        throw new Error(`solver: column ${c + 1} is not face-down cards under one run`);
      // The column's cells: its face-down cards, then its first face-up card.
      const cells = col.down.length + (col.up.length > 0 ? 1 : 0);
      for (let i = 0; i < cells; i++) {
        const x = i < col.down.length ? col.down[i]! : col.up[0]!;
        this.start[c * stride + i] = x;
        this.startCol[x] = c;
        this.startIdx[x] = i;
      }
      for (const x of col.up) this.loc[x] = LOC_VIS;
      for (const x of col.down) this.loc[x] = LOC_DOWN;
      this.down[c] = col.down.length;
      this.floor[c] = col.down.length === 0 && col.up.length > 0 && rankOf(col.up[0]!) !== KING ? 1 : 0;
    }
    this.nfound = 0;
    for (let s = 0; s < 4; s++) {
      this.found[s] = pos.foundations[s] ?? 0;
      this.nfound += this.found[s]!;
      for (let r = 0; r < this.found[s]!; r++) this.loc[r * 4 + s] = LOC_FOUNDATION;
    }
    // The talon in turning order: the waste bottom to top, then the stock top to bottom.
    const { waste, stock } = pos;
    const length = waste.length + stock.length;
    for (let i = 0; i < length; i++) {
      const x = i < waste.length ? waste[i]! : stock[length - 1 - i]!;
      this.talon[i] = x;
      this.talonIdx[x] = i;
      this.startTalon[i] = x;
      this.loc[x] = LOC_TALON;
    }
    this.startLength = length;
    this.tlen = length;
    this.wpos = waste.length;
    this.pass = pos.pass;
    this.layout = layoutFor(length, this.down);
    if (this.key.length !== this.layout.words) this.key = new Uint32Array(this.layout.words);
    this.rekey();
  }

  /**
   * Takes the cards' places from `q`, a position of the same deal (loaded from the same start)
   * under other rules, keeping this one's rules. Passes count from 1 when this one has no limit.
   */
  assign(q: Quotient): void {
    // `set` rather than element loops: a loop over arrays of two element types in one helper left V8
    // a polymorphic copy, most of a relaxed question's cost (docs/solver.md, "Session 31").
    this.down.set(q.down);
    this.floor.set(q.floor);
    this.found.set(q.found);
    this.talon.set(q.talon);
    this.loc.set(q.loc);
    this.tlen = q.tlen;
    this.wpos = q.wpos;
    this.pass = this.limited ? q.pass : 1;
    this.nfound = q.nfound;
    // The same start gives the same key layout, so the counts and the key carry over as they are
    // (rebuilding them was a tenth of a hard draw-3 search); only the waste size's field depends on
    // the rules.
    this.vis.set(q.vis);
    this.placed.set(q.placed);
    this.empty = q.empty;
    this.key.set(q.key);
    this.rewaste();
  }

  /**
   * Writes this state's key with the waste size's field 0 into `out`: its key under draw 1 with
   * unlimited passes (every waste size is one state there), which is what `assign` into a position
   * from the same start under those rules would give.
   */
  keyWithoutWaste(out: Uint32Array): void {
    out.set(this.key);
    const lay = this.layout;
    out[lay.wasteWord] = out[lay.wasteWord]! & ~lay.wasteMask;
  }

  /** Recomputes the counts and the key from `loc`, `down`, `floor`, the talon and the foundations. */
  rekey(): void {
    this.vis.fill(0);
    this.placed.fill(0);
    this.key.fill(0);
    const lay = this.layout;
    let occupied = 0;
    for (let c = 0; c < COLUMNS; c++) {
      if (this.down[c]! > 0 || this.floor[c]) occupied++;
      this.writeColumn(c);
    }
    for (let s = 0; s < 4; s++) this.setField(lay.foundWord[s]!, lay.foundShift[s]!, 4, this.found[s]!);
    for (let i = 0; i < this.tlen; i++) this.toggleTalon(this.talon[i]!);
    for (let x = 0; x < 52; x++) {
      if (this.loc[x] !== LOC_VIS) continue;
      this.vis[kindOf(x)]!++;
      if (!this.isRoot(x)) this.placed[kindOf(x)]!++;
      else if (isKing(x) && !this.isSurface(x)) occupied++;
    }
    this.empty = COLUMNS - occupied;
    this.rewaste();
  }

  private setField(word: number, shift: number, width: number, v: number): void {
    if (width === 0) return;
    const mask = ((1 << width) - 1) << shift;
    this.key[word] = (this.key[word]! & ~mask) | ((v << shift) & mask);
  }

  /**
   * Whether face-up card x came from the starting talon and lies uncovered (it, or its twin: the
   * same layout-free state), so that the state with x back in the talon reaches this one by one move
   * under draw 1 with unlimited passes (docs/solver.md, 4.5); then writes that state's key into
   * `out` (the key's words only).
   */
  talonBefore(x: number, out: Uint32Array): boolean {
    const i = this.talonIdx[x]!;
    if (i < 0 || this.loc[x] !== LOC_VIS || this.uncovered(kindOf(x)) === 0) return false;
    copyWords(this.key, 0, out, 0, this.key.length);
    const w = this.layout.talonWord[i]!;
    out[w] = out[w]! | (1 << this.layout.talonShift[i]!);
    return true;
  }

  /**
   * Whether column c is empty of the cards dealt to it while its bottom card (no King) lies face up
   * on another card, and some column is empty, so that the state with that card back on c's floor
   * reaches this one by one move, under any rules (docs/solver.md, 4.5); then writes that state's key
   * into `out` (the key's words only).
   */
  bottomBefore(c: number, out: Uint32Array): boolean {
    if (this.down[c] !== 0 || this.floor[c] !== 0 || this.empty === 0) return false;
    const y = this.start[c * this.stride]!;
    if (this.startCol[y] !== c || isKing(y) || this.loc[y] !== LOC_VIS) return false;
    copyWords(this.key, 0, out, 0, this.key.length);
    // The column's field is 0 (no face-down card, no bottom card); with the bottom card back it is 1.
    const lay = this.layout;
    out[lay.colWord[c]!] = out[lay.colWord[c]!]! | (1 << lay.colShift[c]!);
    return true;
  }

  /**
   * Where the key holds the waste size (`wasteKey`): its word, the mask of its bits in that word,
   * and its shift.
   */
  wasteField(): [word: number, mask: number, shift: number] {
    const lay = this.layout;
    return [lay.wasteWord, lay.wasteMask, lay.wasteShift];
  }

  private toggleTalon(x: number): void {
    const i = this.talonIdx[x]!;
    const w = this.layout.talonWord[i]!;
    this.key[w] = this.key[w]! ^ (1 << this.layout.talonShift[i]!);
  }

  /** Writes column c's field (`columnField`) into the key. */
  private writeColumn(c: number): void {
    const lay = this.layout;
    this.setField(
      lay.colWord[c]!,
      lay.colShift[c]!,
      lay.colWidth[c]!,
      columnField(this.down[c]!, this.floor[c]!),
    );
  }

  private toggleFloor(c: number): void {
    this.floor[c] = this.floor[c]! ^ 1;
    this.writeColumn(c);
  }

  private setFound(s: number, h: number): void {
    this.found[s] = h;
    const lay = this.layout;
    this.setField(lay.foundWord[s]!, lay.foundShift[s]!, 4, h);
  }

  /** Turns up the top face-down card of column c (its new root); the column's field is written once. */
  private flip(c: number): void {
    const d = this.down[c]! - 1;
    const x = this.start[c * this.stride + d]!;
    this.down[c] = d;
    this.loc[x] = LOC_VIS;
    this.vis[kindOf(x)]!++;
    // The last face-down card turned up lies on the column's floor: a bottom card, unless a King.
    if (d === 0 && !isKing(x)) this.floor[c] = 1;
    this.writeColumn(c);
  }

  private unflip(c: number): void {
    const d = this.down[c]!;
    const x = this.start[c * this.stride + d]!;
    // A column with face-down cards has no bottom flag (the card flip put there goes back down).
    this.floor[c] = 0;
    this.vis[kindOf(x)]!--;
    this.loc[x] = LOC_DOWN;
    this.down[c] = d + 1;
    this.writeColumn(c);
  }

  /**
   * Face-up card x leaves the tableau (for its foundation). Returns how to undo: 1 it was a surface
   * (the card under it turned up), 2 a bottom card (its column emptied), 3 a lone King, 0 not a root.
   */
  private lift(x: number): number {
    this.vis[kindOf(x)]!--;
    const c = this.startCol[x]!;
    if (this.isSurface(x)) {
      this.flip(c);
      return 1;
    }
    if (this.isColumnRoot(x)) {
      this.toggleFloor(c);
      this.empty++;
      return 2;
    }
    if (isKing(x)) {
      this.empty++;
      return 3;
    }
    this.placed[kindOf(x)]!--;
    return 0;
  }

  private unlift(x: number, how: number): void {
    this.vis[kindOf(x)]!++;
    if (how === 1) this.unflip(this.startCol[x]!);
    else if (how === 2) {
      this.toggleFloor(this.startCol[x]!);
      this.empty--;
    } else if (how === 3) this.empty--;
    else this.placed[kindOf(x)]!++;
  }

  /** Card x (from the talon or a foundation) lands on the tableau: on a card, or a King alone. */
  private land(x: number): void {
    this.loc[x] = LOC_VIS;
    this.vis[kindOf(x)]!++;
    if (isKing(x)) this.empty--;
    else this.placed[kindOf(x)]!++;
  }

  private unland(x: number): void {
    this.vis[kindOf(x)]!--;
    if (isKing(x)) this.empty++;
    else this.placed[kindOf(x)]!--;
  }

  private toFoundation(x: number): void {
    this.setFound(x & 3, this.found[x & 3]! + 1);
    this.nfound++;
    this.loc[x] = LOC_FOUNDATION;
  }

  private fromFoundation(s: number): number {
    const h = this.found[s]! - 1;
    this.setFound(s, h);
    this.nfound--;
    return h * 4 + s;
  }

  /** Sets the waste size's key field after the talon, the waste size or the pass may have changed. */
  private rewaste(): void {
    this.tver++;
    this.wkey = wasteKey(this);
    const lay = this.layout;
    this.setField(lay.wasteWord, lay.wasteShift, lay.wasteWidth, this.wkey);
  }

  /** Plays move m (move.ts); returns what `unmake` needs. Assumes m is legal here. */
  make(m: number): number {
    switch (kindOfMove(m)) {
      case QF: {
        const x = cardOfMove(m);
        const how = this.lift(x);
        this.toFoundation(x);
        return how;
      }
      case QS: {
        const c = columnOf(m);
        const d = this.down[c]!;
        const x = this.root(c);
        if (isKing(x)) this.empty--;
        else this.placed[kindOf(x)]!++;
        if (d > 0) {
          this.flip(c);
          return 1;
        }
        this.toggleFloor(c);
        this.empty++;
        return 2;
      }
      case FT: {
        const x = this.fromFoundation(cardOfMove(m) & 3);
        this.land(x);
        return 0;
      }
      default: {
        const old = this.wpos;
        const k = kOf(m);
        if (redealOf(m) && this.limited) this.pass++;
        this.wpos = k - 1;
        const x = pullTalon(this, k - 1);
        this.toggleTalon(x);
        this.rewaste();
        if (kindOfMove(m) === WF) this.toFoundation(x);
        else this.land(x);
        return old;
      }
    }
  }

  /** Undoes `make(m)` given its return value. */
  unmake(m: number, undo: number): void {
    switch (kindOfMove(m)) {
      case QF: {
        const x = cardOfMove(m);
        this.fromFoundation(x & 3);
        this.loc[x] = LOC_VIS;
        this.unlift(x, undo);
        return;
      }
      case QS: {
        const c = columnOf(m);
        if (undo === 1) this.unflip(c);
        else {
          this.toggleFloor(c);
          this.empty--;
        }
        const x = this.root(c);
        if (isKing(x)) this.empty++;
        else this.placed[kindOf(x)]!--;
        return;
      }
      case FT: {
        const x = cardOfMove(m);
        this.unland(x);
        this.toFoundation(x);
        return;
      }
      default: {
        const x = cardOfMove(m);
        const k = kOf(m);
        if (kindOfMove(m) === WF) this.fromFoundation(x & 3);
        else this.unland(x);
        this.loc[x] = LOC_TALON;
        pushTalon(this, k - 1, x);
        this.toggleTalon(x);
        this.wpos = undo;
        this.rewaste();
        if (redealOf(m) && this.limited) this.pass--;
        return;
      }
    }
  }
}

/** The layout-free position of an engine position. Throws for a column that is not face-down cards under one run. */
export const quotientOf = (pos: Position, q = new Quotient()): Quotient => {
  q.load(pos);
  return q;
};
