import { StateTable } from './table.ts';
import { CONTEXT1, CONTEXT2 } from './zobrist.ts';

/** What the search needs of a position (packed.ts or quotient.ts): a hash, make and unmake. */
export interface SearchPosition {
  readonly h1: number;
  readonly h2: number;
  readonly pass: number;
  readonly nfound: number;
  make(m: number): number;
  unmake(m: number, undo: number): void;
}

/** The move generator of a kind of position: safe moves one at a time, and the moves to try. */
export interface MoveSource<P> {
  /** A move to play at once without branching, or -1. */
  autoMove(p: P): number;
  /**
   * A restriction on the moves to try that depends on the move that led here (`last`, -1 when
   * automatic moves followed it or at the start), as a number below 32, 0 for none. A restricted
   * node is a state of its own in the table (its key is salted with the number): it may try fewer
   * moves than the same position reached another way.
   */
  context(p: P, last: number): number;
  /**
   * Writes the moves to try into `out` from `at`, best first; `last`/`lastUndo` are the move that
   * led here and its undo value (-1/1 when none), `context` what `context` said.
   */
  generate(p: P, out: Int32Array, at: number, last: number, lastUndo: number, context: number): number;
}

/** Limits and hooks for one search. */
export interface SearchLimits {
  /** Stop after this many states (distinct positions expanded). */
  readonly maxStates: number;
  /** Asked every few thousand steps; true stops the search (budget in ms, cancellation). */
  readonly stop: () => boolean;
  /** Memory cap of the transposition table, in bytes. */
  readonly tableBytes: number;
}

/** What a search found. `path` holds the packed moves from the start (automatic moves included). */
export interface SearchResult {
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly path: number[];
  readonly states: number;
  /** Whether `stop` ended the search (rather than the state budget or the depth cap). */
  readonly stopped: boolean;
}

/** Deepest line searched; deeper means the table forgot a state and the search may be looping. */
const MAX_DEPTH = 20000;
const CHECK_EVERY = 1023;

/**
 * Depth-first search for a win, over the graph of packed positions with a global visited set.
 * Reachability in a finite graph: a state already in the table is either fully searched (no win
 * through it) or on the current line (a win through it will be found from its first visit), so it
 * is skipped. Safe foundation moves are played on entering a state (its stored form is the state after
 * them). The search is iterative (explicit stacks), so depth never meets the JavaScript call stack.
 */
export const search = <P extends SearchPosition>(
  p: P,
  moves: MoveSource<P>,
  limits: SearchLimits,
): SearchResult => new Searcher(p, moves, limits).run();

const grow = (a: Int32Array, need: number) => {
  let n = a.length;
  while (n < need) n *= 2;
  const b = new Int32Array(n);
  b.set(a);
  return b;
};

// One search's state as fields of one object (a fixed shape), with the line and the frames in
// typed arrays: no per-node allocation, and no closure context in the hot loop.
class Searcher<P extends SearchPosition> {
  private readonly p: P;
  private readonly source: MoveSource<P>;
  private readonly limits: SearchLimits;
  private readonly table: StateTable;
  private moves = new Int32Array(4096);
  private top = 0;
  // Per frame: first move, end, next move, line length before the frame's automatic moves.
  private fStart = new Int32Array(256);
  private fEnd = new Int32Array(256);
  private fNext = new Int32Array(256);
  private fBase = new Int32Array(256);
  private depth = 0;
  // The line from the start: packed moves and what `unmake` needs for each.
  private pathMove = new Int32Array(1024);
  private pathUndo = new Int32Array(1024);
  private plen = 0;
  private states = 0;

  constructor(p: P, source: MoveSource<P>, limits: SearchLimits) {
    this.p = p;
    this.source = source;
    this.limits = limits;
    this.table = new StateTable(limits.tableBytes);
  }

  /** Plays m and appends it to the line. */
  private play(m: number): void {
    if (this.plen === this.pathMove.length) {
      this.pathMove = grow(this.pathMove, this.plen + 1);
      this.pathUndo = grow(this.pathUndo, this.plen + 1);
    }
    this.pathUndo[this.plen] = this.p.make(m);
    this.pathMove[this.plen++] = m;
  }

  /** Takes back the last move of the line. */
  private back(): void {
    const i = --this.plen;
    this.p.unmake(this.pathMove[i]!, this.pathUndo[i]!);
  }

  private unwindTo(len: number): void {
    while (this.plen > len) this.back();
  }

  // Enters the current state: 1 won, 0 a new frame was pushed, -1 already seen (nothing pushed).
  private enter(): number {
    const p = this.p;
    const base = this.plen;
    for (;;) {
      const m = this.source.autoMove(p);
      if (m < 0) break;
      this.play(m);
    }
    if (p.nfound === 52) return 1;
    const autos = this.plen > base;
    const last = autos || base === 0 ? -1 : this.pathMove[base - 1]!;
    const lastFlip = autos || base === 0 ? 1 : this.pathUndo[base - 1]!;
    const ctx = this.source.context(p, last);
    if (!this.table.insert(p.h1 ^ CONTEXT1[ctx]!, p.h2 ^ CONTEXT2[ctx]!, p.pass)) {
      this.unwindTo(base);
      return -1;
    }
    this.states++;
    const depth = this.depth;
    if (depth === this.fStart.length) {
      this.fStart = grow(this.fStart, depth + 1);
      this.fEnd = grow(this.fEnd, depth + 1);
      this.fNext = grow(this.fNext, depth + 1);
      this.fBase = grow(this.fBase, depth + 1);
    }
    const top = this.top;
    if (this.moves.length - top < 1024) this.moves = grow(this.moves, this.moves.length * 2);
    const n = this.source.generate(p, this.moves, top, last, lastFlip, ctx);
    this.fStart[depth] = top;
    this.fEnd[depth] = top + n;
    this.fNext[depth] = top;
    this.fBase[depth] = base;
    this.depth = depth + 1;
    this.top = top + n;
    return 0;
  }

  private done(result: SearchResult['result'], stopped: boolean): SearchResult {
    const path = result === 'solved' ? Array.from(this.pathMove.subarray(0, this.plen)) : [];
    this.unwindTo(0);
    return { result, path, states: this.states, stopped };
  }

  run(): SearchResult {
    const limits = this.limits;
    let steps = 0;
    let incomplete = false;
    if (this.enter() === 1) return this.done('solved', false);
    while (this.depth > 0) {
      if ((++steps & CHECK_EVERY) === 0) {
        if (this.states >= limits.maxStates) return this.done('unknown', false);
        if (limits.stop()) return this.done('unknown', true);
      }
      const f = this.depth - 1;
      const i = this.fNext[f]!;
      const end = this.fEnd[f]!;
      if (i < end && this.depth < MAX_DEPTH) {
        this.fNext[f] = i + 1;
        this.play(this.moves[i]!);
        const r = this.enter();
        if (r === 1) return this.done('solved', false);
        if (r === -1) this.back();
      } else {
        if (i < end) incomplete = true;
        // Frame exhausted: undo its automatic moves and the move that led into it.
        this.unwindTo(this.fBase[f]!);
        this.top = this.fStart[f]!;
        this.depth = f;
        if (f > 0) this.back();
      }
    }
    return this.done(incomplete ? 'unknown' : 'unsolvable', false);
  }
}
