import type { Position, Rules } from '../../src/engine/index.ts';
import * as engine from '../../src/engine/index.ts';
import * as board from './board.ts';
import { crowded } from './crowded.ts';
import { stranded } from './stranded.ts';
import { KeySet } from './table.ts';

// Vitest reaches every imported binding through a getter, which slows these loops several times over in
// the tests; local copies keep them plain.
const { COLUMNS } = engine;
const { Board, FT, layoutOf, packMove, SLOT, TF, TT, TX, WF, WT } = board;
type Board = board.Board;

// The cross-check: a plain depth-first search over full positions, independent of src/solver (its own
// packed position, move generator and visited set; only the engine's data types are shared). It
// searches every legal move of the game, with only the reductions proved in docs/crosscheck.md:
// columns are unordered, stock turns and redeals are folded into the waste play they lead to, cards
// next on their foundation and at most two ranks above the lowest one go there at once, waste sizes
// that reach each other for free are one, a position lost under the easiest rules is lost under any,
// and a position where some card can never leave its place is lost (stranded.ts, crowded.ts; asked at
// the start and at the states near it). Its merged search (an option) also takes positions that
// differ only in where their face-up runs lie as one state (docs/crosscheck.md, Lemma 13).

/** Whether Lemma 11 or Lemma 12 proves the position lost under its rules. */
export const lemmasProveLost = (position: Position): boolean => stranded(position) || crowded(position);

/** Options of `check`. */
export interface CheckOptions {
  /** Give up ("unknown") after this many distinct states (summed over both searches). */
  readonly maxStates?: number;
  /** Give up when the visited sets and stacks would need more memory than this (default 1024 MiB). */
  readonly maxMemoryMB?: number;
  /** Polled every few thousand states; returning true gives up. */
  readonly shouldStop?: () => boolean;
  /**
   * Answer from the search alone, without Lemmas 11 and 12 (stranded.ts, crowded.ts): for tests that
   * confirm the fast solver's own proofs of loss, whose ideas are close to those lemmas'.
   */
  readonly searchOnly?: boolean;
  /**
   * Ask Lemmas 11 and 12 at every expanded state of at most this many moves from the start (default
   * `LEMMA_DEPTH`, and 0 in merged searches, whose states are few enough that the calls cost more
   * than they save); a state they prove lost is not expanded. Ignored with `searchOnly`.
   */
  readonly lemmaDepth?: number;
  /**
   * One state for positions that differ only in where face-up runs lie, each on one of the two cards
   * it fits (docs/crosscheck.md, Lemma 13). Off by default: the plain search is the first check.
   */
  readonly merged?: boolean;
}

/** The checker's verdict; `line` (contract notation, from the given position) only when solved. */
export interface CheckResult {
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly states: number;
  /** Of the states, those Lemma 11 or 12 proved lost inside the search (not expanded); absent when none. */
  readonly cut?: number;
  readonly line?: string[];
}

/** The easiest rules: a position lost under them is lost under any rules (docs/crosscheck.md). */
export const EASIEST: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };

/**
 * How deep the search asks the lemmas by default. They cost about as much as a few hundred states each,
 * and a state they prove lost near the root cuts off the largest subtrees.
 */
export const LEMMA_DEPTH = 20;

/** Whether rules are the easiest ones. */
export const isEasiest = (r: Rules): boolean =>
  r.draw === 1 && !Number.isFinite(r.passes) && r.foundationToTableau;

/** How a search run ended. */
export type RunEnd = 'solved' | 'unsolvable' | 'paused' | 'stopped' | 'full';

/** States of the first round when two searches take turns. */
const FIRST_ROUND = 4096;

/**
 * Decides whether `position` can be won under its own rules. Under any rules but the easiest, a
 * search under the easiest rules takes turns with the search under the position's own rules, with
 * doubling state budgets: the first to decide answers (lost under the easiest rules means lost),
 * except that a win under the easiest rules only ends that search. Says "unsolvable" only after a
 * complete search, or at once when some card can never leave its place (docs/crosscheck.md, Lemmas 11
 * and 12); a search does not expand a state within `lemmaDepth` moves of the start that those lemmas
 * prove lost.
 */
export const check = (position: Position, opts: CheckOptions = {}): CheckResult => {
  if (opts.searchOnly !== true && lemmasProveLost(position)) return { result: 'unsolvable', states: 0 };
  const maxStates = opts.maxStates ?? Number.POSITIVE_INFINITY;
  const maxBytes = (opts.maxMemoryMB ?? 1024) * 1024 * 1024;
  const stop = opts.shouldStop ?? (() => false);
  const alone = isEasiest(position.rules);
  const merged = opts.merged === true;
  const depth = opts.searchOnly === true ? 0 : (opts.lemmaDepth ?? (merged ? 0 : LEMMA_DEPTH));
  let own: Search | undefined = new Search(
    position,
    position.rules,
    alone ? maxBytes : maxBytes / 2,
    depth,
    merged,
  );
  let easy: Search | undefined = alone
    ? undefined
    : new Search(position, EASIEST, maxBytes / 2, depth, merged);
  let dropped = 0;
  let droppedCut = 0;
  const total = () => dropped + (own?.states ?? 0) + (easy?.states ?? 0);
  const done = (result: CheckResult['result'], line?: string[]): CheckResult => {
    const cut = droppedCut + (own?.cut ?? 0) + (easy?.cut ?? 0);
    return { result, states: total(), ...(cut > 0 ? { cut } : {}), ...(line ? { line } : {}) };
  };
  const drop = (s: Search): void => {
    dropped += s.states;
    droppedCut += s.cut;
    if (s === own) own = undefined;
    else easy = undefined;
    (own ?? easy)?.allowBytes(maxBytes);
  };
  for (let round = FIRST_ROUND; own !== undefined || easy !== undefined; round *= 2) {
    for (const s of [own, easy]) {
      if (s === undefined) continue;
      const left = maxStates - total();
      if (left <= 0) return done('unknown');
      const both = own !== undefined && easy !== undefined;
      const end = s.run(s.states + (both ? Math.min(round, left) : left), stop);
      if (end === 'stopped') return done('unknown');
      if (end === 'unsolvable') return done('unsolvable');
      if (end === 'solved' && s === own) return done('solved', s.line());
      // A win under the easiest rules says nothing about the own rules; a full table ends that search.
      if (end === 'solved' || end === 'full') drop(s);
    }
  }
  return done('unknown');
};

/** How often (in new states) `shouldStop` is polled. */
const POLL = 4096;
/** More moves than any position has (room kept free on the move stack). */
const MAX_MOVES = 1024;

const OPEN = 0;
const WON = 1;
const FULL = 2;

/**
 * One depth-first search of a position under given rules, which can be paused and resumed. A state
 * is put in the visited set when it is generated, so every state in the set is one the search has
 * expanded or will expand before it ends (docs/crosscheck.md, "The search").
 */
export class Search {
  private readonly board: Board;
  private readonly table: KeySet;
  private readonly words: number;
  private moves = new Int32Array(1 << 14);
  private top = 0;
  private start = new Int32Array(256);
  private end = new Int32Array(256);
  private cursor = new Int32Array(256);
  private readonly tops = new Int32Array(COLUMNS);
  private readonly later = new Int32Array(COLUMNS * COLUMNS);
  private readonly keys: Int32Array;
  private readonly hashes = new Int32Array(MAX_MOVES);
  private readonly pos: Position;
  private maxBytes: number;
  /** Distinct states found so far. */
  states = 0;
  /** Of them, those the lemmas proved lost (not expanded). */
  cut = 0;
  private depth = -1;
  // The talon of the position `generate` is listing, for `stopOf`.
  private m0 = 0;
  private m1 = 0;
  private talonLen = 0;
  private waste = 0;
  private redealLeft = false;
  private pending = OPEN;
  private finished: RunEnd | undefined;

  private readonly rules: Rules;
  private readonly lemmaDepth: number;

  /**
   * A search of `pos` under `rules` (its own or the easiest), within `maxBytes`; the states of depth 1
   * to `lemmaDepth` are given to Lemmas 11 and 12 before they are expanded. `merged`: positions that
   * differ only in where face-up runs lie are one state (Lemma 13).
   */
  constructor(pos: Position, rules: Rules, maxBytes: number, lemmaDepth = 0, merged = false) {
    this.pos = pos;
    this.rules = rules;
    this.lemmaDepth = lemmaDepth;
    this.board = new Board(layoutOf(pos, rules, merged));
    this.words = this.board.lay.keyWords;
    this.table = new KeySet(this.words, maxBytes);
    this.keys = new Int32Array(MAX_MOVES * this.words);
    this.maxBytes = maxBytes;
  }

  /**
   * The moves listed for `pos` after its automatic moves, for tests: only on a search that has not
   * run. Slot 0 of `packed` holds the position afterwards.
   */
  listMoves(pos: Position): number[] {
    if (this.depth >= 0) throw new Error('listMoves on a search that has run');
    this.board.load(0, pos);
    this.board.lift(0);
    const first = this.top;
    this.generate(0);
    const out = Array.from(this.moves.subarray(first, this.top));
    this.top = first;
    return out;
  }

  /** The search's board, for tests. */
  get packed(): Board {
    return this.board;
  }

  /** Bytes held by the visited set and the stacks. */
  get bytes(): number {
    return this.table.bytes + this.board.mem.byteLength + this.moves.byteLength + this.start.byteLength * 3;
  }

  /** Changes the memory cap (for the rest of the search). */
  allowBytes(maxBytes: number): void {
    this.maxBytes = maxBytes;
    this.table.allowBytes(maxBytes - (this.bytes - this.table.bytes));
  }

  /**
   * Searches on until a win, a complete search, `limit` states in all (paused: `run` again goes on),
   * `stop()` or the memory cap. A search that has ended gives the same answer again.
   */
  run(limit: number, stop: () => boolean): RunEnd {
    if (this.finished !== undefined) return this.finished;
    const board = this.board;
    if (this.depth < 0) {
      board.load(0, this.pos);
      board.lift(0);
      if (board.finished(0)) {
        this.depth = -1;
        return this.finish('solved');
      }
      board.keyOf(0, this.keys, 0);
      this.table.add(this.keys, 0, this.table.hash(this.keys, 0));
      this.states = 1;
      this.depth = 0;
      this.pending = this.expand(0);
    }
    let d = this.depth;
    let x = this.pending;
    let polled = this.states;
    for (;;) {
      if (x === WON) {
        this.depth = d;
        return this.finish('solved');
      }
      if (x === FULL) return this.finish('full');
      if (this.states >= limit || this.states - polled >= POLL) {
        polled = this.states;
        if (stop()) return this.finish('stopped');
        if (this.states >= limit) {
          this.depth = d;
          this.pending = OPEN;
          return 'paused';
        }
      }
      if (this.cursor[d] === this.end[d]) {
        this.top = this.start[d] as number;
        if (--d < 0) return this.finish('unsolvable');
        x = OPEN;
        continue;
      }
      const at = this.cursor[d] as number;
      this.cursor[d] = at + 1;
      const mv = this.moves[at] as number;
      if (d + 3 > board.slots) {
        board.reserve(d + 3);
        if (this.bytes > this.maxBytes) return this.finish('full');
      }
      board.copy(d, d + 1);
      board.play(d + 1, mv);
      d++;
      x = this.expand(d);
    }
  }

  private finish(end: RunEnd): RunEnd {
    this.finished = end;
    return end;
  }

  /**
   * Generates the moves of slot d, keeps on the move stack those whose result is not in the visited
   * set yet (putting them in it), and says whether one of them wins or the set is full.
   */
  private expand(d: number): number {
    if (d >= this.start.length) {
      const n = this.start.length * 2;
      const grow = (a: Int32Array) => {
        const g = new Int32Array(n);
        g.set(a);
        return g;
      };
      this.start = grow(this.start);
      this.end = grow(this.end);
      this.cursor = grow(this.cursor);
    }
    if (this.top + MAX_MOVES > this.moves.length) {
      const g = new Int32Array(this.moves.length * 2);
      g.set(this.moves);
      this.moves = g;
    }
    const first = this.top;
    this.start[d] = first;
    this.cursor[d] = first;
    if (d > 0 && d <= this.lemmaDepth && lemmasProveLost(this.board.position(d, this.rules))) {
      // Stored, proved lost, and not expanded (docs/crosscheck.md, Theorem B).
      this.cut++;
      this.end[d] = first;
      return OPEN;
    }
    this.generate(d);
    const n = this.top - first;
    const board = this.board;
    const keys = this.keys;
    const words = this.words;
    const moves = this.moves;
    const table = this.table;
    const hashes = this.hashes;
    for (let i = 0; i < n; i++) {
      const mv = moves[first + i] as number;
      let r = board.childKey(d, mv, keys, i * words);
      if (r < 0) {
        board.reserve(d + 2);
        board.copy(d, d + 1);
        board.play(d + 1, mv);
        if (board.finished(d + 1)) r = 1;
        else board.keyOf(d + 1, keys, i * words);
      } else if (r === 0 && board.finishes(d, mv)) r = 1;
      if (r === 1) {
        this.cursor[d] = first + i + 1;
        return WON;
      }
      hashes[i] = table.hash(keys, i * words);
    }
    if (!table.reserve(n)) return FULL;
    table.touch(hashes, n);
    let kept = first;
    for (let i = 0; i < n; i++) {
      if (table.add(keys, i * words, hashes[i] as number)) moves[kept++] = moves[first + i] as number;
    }
    this.states += kept - first;
    this.top = kept;
    this.end[d] = kept;
    return OPEN;
  }

  /**
   * The winning line of a search that ended solved: the automatic moves of the start, the moves on
   * the stack, the winning move last, in contract notation.
   */
  line(): string[] {
    if (this.finished !== 'solved') throw new Error('no win was found');
    const d = this.depth;
    const board = this.board;
    const scratch = d + 2;
    board.reserve(scratch + 1);
    const log: string[] = [];
    board.load(scratch, this.pos);
    board.lift(scratch, log);
    for (let k = 0; k <= d; k++)
      board.play(scratch, this.moves[(this.cursor[k] as number) - 1] as number, log);
    board.finish(scratch, log);
    return log;
  }

  /**
   * Every legal move of slot d except those whose result is this position again or the result of
   * another move listed (docs/crosscheck.md, "Moves not listed"), in this order: to the foundations,
   * tableau moves that turn a card up, waste to tableau, other tableau moves, foundation to tableau.
   * A waste play names the talon stop that brings its card to the waste top (docs/crosscheck.md,
   * "The talon").
   */
  private generate(d: number): void {
    const board = this.board;
    const lay = board.lay;
    const m = board.mem;
    const b = d * board.size;
    const moves = this.moves;
    const tops = this.tops;
    const { STRIDE, LEN, UP, DOWN, FOUND, MASK, TLEN, WASTE, PASS } = SLOT;
    let top = this.top;
    let empty = -1;
    for (let c = 0; c < COLUMNS; c++) {
      const cb = b + c * STRIDE;
      const len = m[cb + LEN] as number;
      if (len === 0) {
        tops[c] = -1;
        if (empty < 0) empty = c;
      } else tops[c] = m[cb + UP + len - 1] as number;
    }
    const f = b + FOUND;
    const low = Math.min(m[f] as number, m[f + 1] as number, m[f + 2] as number, m[f + 3] as number);
    for (let c = 0; c < COLUMNS; c++) {
      const t = tops[c] as number;
      if (t >= 0 && m[f + (t & 3)] === t >> 2) moves[top++] = TF | (c << 3);
    }
    if (lay.merged) top = this.twinThenUp(b, top);
    const talonLen = m[b + TLEN] as number;
    this.m0 = m[b + MASK] as number;
    this.m1 = m[b + MASK + 1] as number;
    this.talonLen = talonLen;
    this.waste = m[b + WASTE] as number;
    this.redealLeft = (m[b + PASS] as number) < lay.passes;
    if (talonLen > 0) {
      for (let suit = 0; suit < 4; suit++) {
        const h = m[f + suit] as number;
        if (h === 13) continue;
        const s = this.stopOf(h * 4 + suit);
        if (s >= 0) moves[top++] = packMove(WF, 0, 0, 0, s & 63, s >> 6);
      }
    }
    // Tableau moves that turn a card up go here at once; the others wait in `later` until the waste
    // plays are listed.
    const later = this.later;
    let nLater = 0;
    for (let from = 0; from < COLUMNS; from++) {
      const sb = b + from * STRIDE;
      const len = m[sb + LEN] as number;
      if (len === 0) continue;
      const down = m[sb + DOWN] as number;
      const base = m[sb + UP] as number;
      for (let to = 0; to < COLUMNS; to++) {
        if (to === from) continue;
        const t = tops[to] as number;
        let n: number;
        if (t < 0) {
          // Only into the first empty column; a whole column with nothing face down would give
          // this position again with two columns swapped.
          if (to !== empty || base >> 2 !== 12 || down === 0) continue;
          n = len;
        } else {
          const i = (base >> 2) - (t >> 2) + 1;
          if (i < 0 || i >= len) continue;
          if ((((m[sb + UP + i] as number) ^ t) & 1) === 0) continue;
          n = len - i;
        }
        if (n === len && down > 0) moves[top++] = packMove(TT, from, to, n, 0, 0);
        // Merged: a run that lies on a card moves onto its twin, and the state is the same (Lemma 13).
        else if (n === len || !lay.merged) later[nLater++] = packMove(TT, from, to, n, 0, 0);
      }
    }
    if (talonLen > 0) {
      for (let to = 0; to < COLUMNS; to++) {
        const t = tops[to] as number;
        if (t < 0) {
          if (to !== empty) continue;
          for (let suit = 0; suit < 4; suit++) {
            const s = this.stopOf(48 + suit);
            if (s >= 0) moves[top++] = packMove(WT, 0, to, 0, s & 63, s >> 6);
          }
          continue;
        }
        const rank = (t >> 2) - 1;
        if (rank < 0) continue;
        for (let k = 0; k < 2; k++) {
          const card = rank * 4 + (((t & 1) ^ 1) | (k << 1));
          // A card that would be lifted from the column at once: the same as W>F.
          if (rank <= low + 1 && m[f + (card & 3)] === rank) continue;
          const s = this.stopOf(card);
          if (s >= 0) moves[top++] = packMove(WT, 0, to, 0, s & 63, s >> 6);
        }
      }
    }
    for (let k = 0; k < nLater; k++) moves[top++] = later[k] as number;
    if (lay.foundationToTableau) {
      for (let suit = 0; suit < 4; suit++) {
        const h = m[f + suit] as number;
        if (h === 0) continue;
        // A card that would be lifted straight back: the lowest height with this suit one lower.
        let lowAfter = h - 1;
        for (let o = 0; o < 4; o++) if (o !== suit) lowAfter = Math.min(lowAfter, m[f + o] as number);
        if (h - 1 <= lowAfter + 1) continue;
        const card = (h - 1) * 4 + suit;
        for (let to = 0; to < COLUMNS; to++) {
          const t = tops[to] as number;
          const fits =
            t < 0 ? to === empty && card >> 2 === 12 : t >> 2 === (card >> 2) + 1 && ((t ^ card) & 1) === 1;
          if (fits) moves[top++] = packMove(FT, suit, to, 0, 0, 0);
        }
      }
    }
    this.top = top;
  }

  /**
   * Merged searches (Lemma 13): for each card next on its foundation that lies covered in a column
   * while its twin is a column's top, the move that puts the run on it onto the twin and it up.
   * Writes from `top` on the move stack and returns the new top.
   */
  private twinThenUp(b: number, top: number): number {
    const m = this.board.mem;
    const moves = this.moves;
    const tops = this.tops;
    const { STRIDE, LEN, UP, FOUND } = SLOT;
    for (let suit = 0; suit < 4; suit++) {
      const h = m[b + FOUND + suit] as number;
      if (h === 13) continue;
      const card = h * 4 + suit;
      const to = tops.indexOf(card ^ 2);
      if (to < 0) continue;
      for (let c = 0; c < COLUMNS; c++) {
        const cb = b + c * STRIDE;
        const len = m[cb + LEN] as number;
        for (let k = 0; k < len - 1; k++) {
          if (m[cb + UP + k] === card) moves[top++] = packMove(TX, c, to, len - 1 - k, 0, 0);
        }
      }
    }
    return top;
  }

  /**
   * The stop of a card (its place in the talon of the position `generate` is listing, 1-based) |
   * the redeal flag << 6, or -1 when the card is not in the talon or no stock turns with at most one
   * redeal bring it to the waste top (docs/crosscheck.md, "The talon").
   */
  private stopOf(card: number): number {
    const idx = this.board.lay.talonIndex[card] as number;
    if (idx < 0) return -1;
    const m0 = this.m0;
    let s: number;
    if (idx < 32) {
      if (((m0 >>> idx) & 1) === 0) return -1;
      s = popcount(m0 & ((1 << idx) - 1)) + 1;
    } else {
      const m1 = this.m1;
      if (((m1 >>> (idx - 32)) & 1) === 0) return -1;
      s = popcount(m0) + popcount(m1 & ((1 << (idx - 32)) - 1)) + 1;
    }
    const w = this.waste;
    const len = this.talonLen;
    const draw = this.board.lay.draw;
    if (s >= w && (s === w || s === len || (s - w) % draw === 0)) return s;
    if (this.redealLeft && (s === len || s % draw === 0)) return s | 64;
    return -1;
  }
}

/** Set bits of a 32-bit value. */
const popcount = (v: number): number => {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
};
