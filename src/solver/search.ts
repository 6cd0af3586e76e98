import { DEAD, NEW, type StateTable, TAINT, WIN } from './table.ts';
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
   * automatic moves followed it or at the start) and its undo value, as a number below 128, 0 for
   * none. A restricted
   * node is a state of its own in the table (its key is salted with the number): it may try fewer
   * moves than the same position reached another way.
   */
  context(p: P, last: number, lastUndo: number): number;
  /**
   * Writes the moves to try into `out` from `at`, best first; `last`/`lastUndo` are the move that
   * led here and its undo value (-1/1 when none), `context` what `context` said.
   */
  generate(p: P, out: Int32Array, at: number, last: number, lastUndo: number, context: number): number;
  /**
   * Whether `generate` tries from a state every move that could matter, whatever line led there
   * (the context aside, which is part of the key). Then a state whose search ended without a win
   * can be marked dead for later runs. (The full-position generator leaves out the move that undoes
   * the last one, which leads back into the line: that edge would be missing from the marking.)
   */
  readonly marksDead: boolean;
  /**
   * Whether a restricted node (context other than 0) skips the table. Such a node tries only a few
   * moves, whose results are in the table; storing it would cost a memory miss and a slot for a
   * state rarely met again. (Every cycle passes through an unrestricted node, which is stored, so the
   * search still cannot loop.)
   */
  readonly restrictedTransient: boolean;
}

/** Limits and hooks for one search. */
export interface SearchLimits<P> {
  /** Stop after this many states (distinct positions expanded). */
  readonly maxStates: number;
  /** Asked every few thousand steps; true stops the search (budget in ms, cancellation). */
  readonly stop: () => boolean;
  /**
   * The transposition table. It may hold dead states from earlier runs (see `StateTable.sweep`):
   * they are skipped at once; and won ones (see `marksWin`): reaching one is a win.
   */
  readonly table: StateTable;
  /**
   * Mark the states of the line `WIN` when a win is found, for later searches in the same table
   * (only with unlimited passes, see `StateTable.markWin`). Such a search may end at a state that
   * was won before rather than at a won game: only its verdict counts, and its `path` is empty.
   */
  readonly marksWin?: boolean;
  /** Asked of every new unrestricted state: whether it is lost by an argument of its own. */
  readonly prover?: Prover<P>;
}

/** A proof that a state is lost, other than searching it (relax.ts). */
export interface Prover<P> {
  /**
   * `LOST` when p cannot be won, `OPEN` when that was not shown, `OUT` when `maxStates` or `stop`
   * ended the attempt (the search stops too). The states it searched are in `used`.
   */
  lost(p: P, maxStates: number, stop: () => boolean): number;
  readonly used: number;
}

export const LOST = 1;
export const OPEN = 0;
export const OUT = -1;

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
 * Depth-first search for a win, over the graph of positions with a global visited set.
 * Reachability in a finite graph: a state already in the table is either fully searched (no win
 * through it) or on the current line (a win through it will be found from its first visit), so it
 * is skipped. Safe foundation moves are played on entering a state (its stored form is the state after
 * them). The search is iterative (explicit stacks), so depth never meets the JavaScript call stack.
 *
 * Dead states (Tarjan's strongly connected components): each state gets a visit number and a
 * "low" number, the lowest visit number of a state still open that its search reached. When a
 * state's search ends with its low equal to its own number, it closes a component: the states of
 * that component, and everything reachable from them, have been searched completely without a win.
 * They are marked dead, and stay so in the table for the later runs of `solve` (a restart skips them
 * at once). A state reached again in the same run that is not dead is still open (it lies on the
 * current line, or in a component being searched): it lowers the low number. A component cut by the
 * depth cap is marked `TAINT` instead: searched, not proven, forgotten before the next run.
 */
export const search = <P extends SearchPosition>(
  p: P,
  moves: MoveSource<P>,
  limits: SearchLimits<P>,
): SearchResult => new Searcher(moves).run(p, limits);

const grow = (a: Int32Array, need: number) => {
  let n = a.length;
  while (n < need) n *= 2;
  const b = new Int32Array(n);
  b.set(a);
  return b;
};

/**
 * One search's state as fields of one object (a fixed shape), with the line and the frames in
 * typed arrays: no per-node allocation, and no closure context in the hot loop. A searcher can run
 * many searches one after the other (relax.ts runs one per question), reusing its arrays.
 */
export class Searcher<P extends SearchPosition> {
  private p!: P;
  private readonly source: MoveSource<P>;
  private limits!: SearchLimits<P>;
  private table!: StateTable;
  private prover: Prover<P> | undefined;
  /** Visit numbers below this are earlier runs' (see `StateTable`). */
  private base = 0;
  /** Whether the prover ran out of budget (the search stops). */
  private out = false;
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
  // Tarjan: per frame the state's key, visit number, low number and whether the depth cap cut it;
  // and the stack of states of components still being searched (key and visit number).
  private visits = 0;
  private hit = 0;
  private fKey1 = new Int32Array(256);
  private fKey2 = new Int32Array(256);
  private fIndex = new Int32Array(256);
  private fLow = new Int32Array(256);
  private fTaint = new Int32Array(256);
  private sKey1 = new Int32Array(1024);
  private sKey2 = new Int32Array(1024);
  private sIndex = new Int32Array(1024);
  private slen = 0;

  constructor(source: MoveSource<P>) {
    this.source = source;
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
    const ctx = this.source.context(p, last, lastFlip);
    const k1 = p.h1 ^ CONTEXT1[ctx]!;
    const k2 = p.h2 ^ CONTEXT2[ctx]!;
    const index = this.visits;
    const stored = ctx === 0 || !this.source.restrictedTransient;
    const v = stored ? this.table.visit(k1, k2, p.pass, index, this.base) : NEW;
    if (v === WIN) return 1;
    if (v !== NEW) {
      this.hit = v;
      this.unwindTo(base);
      return -1;
    }
    this.visits++;
    this.states++;
    if (stored && this.prover !== undefined) {
      const r = this.prover.lost(p, this.limits.maxStates - this.states, this.limits.stop);
      this.states += this.prover.used;
      if (r !== OPEN) {
        // Lost (a component of its own, closed at once) or out of budget (the search ends).
        if (r === LOST) this.table.mark(k1, k2, index, DEAD);
        else this.out = true;
        this.hit = DEAD;
        this.unwindTo(base);
        return -1;
      }
    }
    const depth = this.depth;
    if (depth === this.fStart.length) {
      this.fStart = grow(this.fStart, depth + 1);
      this.fEnd = grow(this.fEnd, depth + 1);
      this.fNext = grow(this.fNext, depth + 1);
      this.fBase = grow(this.fBase, depth + 1);
      this.fKey1 = grow(this.fKey1, depth + 1);
      this.fKey2 = grow(this.fKey2, depth + 1);
      this.fIndex = grow(this.fIndex, depth + 1);
      this.fLow = grow(this.fLow, depth + 1);
      this.fTaint = grow(this.fTaint, depth + 1);
    }
    this.fKey1[depth] = k1;
    this.fKey2[depth] = k2;
    this.fIndex[depth] = index;
    this.fLow[depth] = index;
    this.fTaint[depth] = 0;
    if (this.source.marksDead && stored) {
      const n = this.slen;
      if (n === this.sIndex.length) {
        this.sKey1 = grow(this.sKey1, n + 1);
        this.sKey2 = grow(this.sKey2, n + 1);
        this.sIndex = grow(this.sIndex, n + 1);
      }
      this.sKey1[n] = k1;
      this.sKey2[n] = k2;
      this.sIndex[n] = index;
      this.slen = n + 1;
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

  /** The search of frame f's state has ended: closes its component if it heads one, tells the parent. */
  private close(f: number): void {
    const low = this.fLow[f]!;
    const taint = this.fTaint[f]!;
    if (f > 0) {
      if (low < this.fLow[f - 1]!) this.fLow[f - 1] = low;
      if (taint) this.fTaint[f - 1] = 1;
    }
    if (!this.source.marksDead || low !== this.fIndex[f]) return;
    const index = this.fIndex[f]!;
    const mark = taint ? TAINT : DEAD;
    let n = this.slen;
    while (n > 0 && this.sIndex[n - 1]! >= index) {
      n--;
      this.table.mark(this.sKey1[n]!, this.sKey2[n]!, this.sIndex[n]!, mark);
    }
    this.slen = n;
  }

  private done(result: SearchResult['result'], stopped: boolean): SearchResult {
    let path: number[] = [];
    if (result === 'solved') {
      // A search that marks wins is asked only for its verdict (its line may end at a won state).
      if (this.limits.marksWin) {
        for (let f = 0; f < this.depth; f++) this.table.markWin(this.fKey1[f]!, this.fKey2[f]!);
      } else path = Array.from(this.pathMove.subarray(0, this.plen));
    }
    this.unwindTo(0);
    this.table.clock = this.visits;
    return { result, path, states: this.states, stopped };
  }

  /** Searches from p (left as it was found) within `limits`. */
  run(p: P, limits: SearchLimits<P>): SearchResult {
    this.p = p;
    this.limits = limits;
    this.table = limits.table;
    this.prover = limits.prover;
    this.base = this.table.clock;
    this.visits = this.base;
    this.out = false;
    this.top = 0;
    this.depth = 0;
    this.plen = 0;
    this.states = 0;
    this.slen = 0;
    let steps = 0;
    let incomplete = false;
    if (this.enter() === 1) return this.done('solved', false);
    while (this.depth > 0) {
      if (this.out) return this.done('unknown', this.states < limits.maxStates);
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
        if (r === -1) {
          this.back();
          const v = this.hit;
          if (v === TAINT) this.fTaint[f] = 1;
          else if (v !== DEAD && v < this.fLow[f]!) this.fLow[f] = v;
        }
      } else {
        if (i < end) {
          incomplete = true;
          this.fTaint[f] = 1;
        }
        this.close(f);
        // Frame exhausted: undo its automatic moves and the move that led into it.
        this.unwindTo(this.fBase[f]!);
        this.top = this.fStart[f]!;
        this.depth = f;
        if (f > 0) this.back();
      }
    }
    if (this.out) return this.done('unknown', this.states < limits.maxStates);
    return this.done(incomplete ? 'unknown' : 'unsolvable', false);
  }
}
