import { COLUMNS } from '../engine/index.ts';
import type { MoveGenerator } from './generate.ts';
import { kindOfMove, MORE, QS, WF } from './move.ts';
import type { Quotient } from './quotient.ts';
import { copyWords, DEAD, NEW, type StateTable, TAINT, WIN } from './table.ts';

/** Limits and hooks for one search. */
export interface SearchLimits {
  /** Stop after this many states (distinct nodes entered). */
  readonly maxStates: number;
  /** Asked every 8192 steps; true stops the search (budget in ms, cancellation). */
  readonly stop: () => boolean;
  /**
   * The transposition table. It may hold dead states from earlier runs (see `StateTable.sweep`):
   * they are skipped at once; and won ones (see `marksWin`): reaching one is a win.
   */
  readonly table: StateTable;
  /**
   * Mark the nodes of the line `WIN` when a win is found, for later searches in the same table
   * (only with unlimited passes, see `StateTable.markWin`). Such a search may end at a node that was
   * won before rather than at a won game: only its verdict counts, and its `path` is empty.
   */
  readonly marksWin?: boolean;
  /**
   * Asked of every new node without a context, unless the move that led there is of a kind in the
   * prover's `skips`: whether its state is lost by an argument of its own.
   */
  readonly prover?: Prover;
  /**
   * A new node without a context is dead when a state that reaches it by one holder move (a bottom
   * card back on its floor; under draw 1 with unlimited passes, a talon card back in the talon) is
   * recorded dead (docs/solver.md, 4.5).
   */
  readonly holdersBack?: boolean;
}

/** A proof that a state is lost, other than searching it (relax.ts). */
export interface Prover {
  /**
   * `LOST` when q cannot be won, `OPEN` when that was not shown, `OUT` when `maxStates` or `stop`
   * ended the attempt (the search stops too). The states it searched are in `used`. `kind` is the
   * kind of the move that led to q (move.ts), or -1 at the search's start.
   */
  lost(q: Quotient, maxStates: number, stop: () => boolean, kind: number): number;
  readonly used: number;
  /**
   * The kinds of move (move.ts, as bits `1 << kind`) after which the prover is not asked: not asking
   * never changes a verdict (the node is searched instead), so this is a choice of cost only.
   */
  readonly skips: number;
}

export const LOST = 1;
export const OPEN = 0;
export const OUT = -1;

/** What a search found. `path` holds the moves from the start (safe moves included). */
export interface SearchResult {
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly path: number[];
  readonly states: number;
  /** Whether `stop` ended the search (rather than the state budget or the depth cap). */
  readonly stopped: boolean;
}

/** Deepest line searched; deeper means the table forgot a state and the search may be looping. */
const MAX_DEPTH = 20000;
/** Words of a node's context in its key: the lazy move that led there (see generate.ts). */
const CONTEXT_WORDS = 1;
/**
 * `stop` is asked once every CHECK_EVERY + 1 steps (about a millisecond of search). The command line's
 * CPU clock reads /proc at most every half millisecond (3 µs warm, more in a search that has filled
 * the caches), so asking every 1024 steps cost 21,030 reads on draw-3 deal 576.
 */
const CHECK_EVERY = 8191;

const grow = <T extends Int32Array | Uint32Array>(a: T, need: number): T => {
  let n = a.length;
  while (n < need) n *= 2;
  const b = (a instanceof Int32Array ? new Int32Array(n) : new Uint32Array(n)) as T;
  b.set(a);
  return b;
};

/**
 * Depth-first search for a win over the graph whose nodes are (state, context) pairs after the safe
 * moves, with a global visited set (the table). Reachability in a finite graph: a node already in the
 * table is either searched to the end (no win through it) or still open on the current line or in
 * its component (a win through it is found from its first visit), so it is skipped.
 *
 * Dead nodes (Tarjan's strongly connected components): each node gets a visit number and a "low"
 * number, the lowest visit number of a node still open that its search reached. When a node's search
 * ends with its low equal to its own number, it closes a component: that component and everything
 * reachable from it were searched to the end without a win, so they are marked dead, and stay so for
 * later runs in the same table (a restart skips them at once). This holds because the moves tried
 * from a node depend on the node alone (its state and its context), never on the line that led
 * there. A component the depth cap cut is marked `TAINT` instead: searched, not proven; a search
 * that meets a `TAINT` node (its own, or one an earlier search left in a shared table) answers
 * `unknown`.
 *
 * A node with a context (the move that led there restricts the next one, see generate.ts) is not
 * stored: it is entered again whenever it is met. A chain of such nodes only ever takes cards out of
 * the talon or off the foundations, so every cycle passes through a stored node and the search
 * cannot go round for ever.
 *
 * A searcher keeps its arrays between runs (relax.ts runs one per question) and shares nothing with
 * other searchers.
 */
export class Searcher {
  private q!: Quotient;
  /** The move generator the searcher searches with. */
  readonly gen: MoveGenerator;
  private limits!: SearchLimits;
  private table!: StateTable;
  private prover: Prover | undefined;
  /**
   * Key words per node: the position's and the context (last). The table keys the position's words
   * alone: only nodes without a context are stored, so the context word of a stored node is always 0.
   */
  private words = 0;
  /** Visit numbers below this are earlier runs' (see `StateTable`). */
  private base = 0;
  /** Whether the prover ran out of budget (the search stops). */
  private out = false;
  private moves = new Int32Array(1024);
  private top = 0;
  // Per frame: first move, end, next move, line length before the frame's safe moves.
  private fStart = new Int32Array(64);
  private fEnd = new Int32Array(64);
  private fNext = new Int32Array(64);
  private fBase = new Int32Array(64);
  /** Per frame: the move that led there when the node has a context (else 0), for `generateRest`. */
  private fLast = new Int32Array(64);
  private depth = 0;
  // The line from the start: moves and what `unmake` needs for each.
  private pathMove = new Int32Array(256);
  private pathUndo = new Int32Array(256);
  private plen = 0;
  private states = 0;
  // Tarjan: per frame the node's key (words, context last), visit number, low number and whether the
  // depth cap cut it; and the stack of nodes of components still being searched.
  private visits = 0;
  private hit = 0;
  private fKey = new Uint32Array(256);
  private fIndex = new Int32Array(64);
  private fLow = new Int32Array(64);
  private fTaint = new Int32Array(64);
  private sKey = new Uint32Array(512);
  private sIndex = new Int32Array(128);
  /** Per stored node of `sKey`: where the table put it (`StateTable.lastSlot`), a hint for `mark`. */
  private sSlot = new Int32Array(128);
  private slen = 0;
  private nodeKey = new Uint32Array(0);

  constructor(gen: MoveGenerator) {
    this.gen = gen;
  }

  /** Whether the searcher's stacks are still about their first size (worth keeping for another solve). */
  get small(): boolean {
    return this.moves.length + this.pathMove.length + this.fKey.length + this.sKey.length < 4096;
  }

  /**
   * Lets go of the last run's position, table, limits and prover, so that a searcher kept for another
   * solve holds none of their memory (`run` sets them all again).
   */
  detach(): void {
    this.q = undefined as unknown as Quotient;
    this.limits = undefined as unknown as SearchLimits;
    this.table = undefined as unknown as StateTable;
    this.prover = undefined;
  }

  /** Plays m and appends it to the line. */
  private play(m: number): void {
    if (this.plen === this.pathMove.length) {
      this.pathMove = grow(this.pathMove, this.plen + 1);
      this.pathUndo = grow(this.pathUndo, this.plen + 1);
    }
    this.pathUndo[this.plen] = this.q.make(m);
    this.pathMove[this.plen++] = m;
  }

  /** Takes back the last move of the line. */
  private back(): void {
    const i = --this.plen;
    this.q.unmake(this.pathMove[i]!, this.pathUndo[i]!);
  }

  private unwindTo(len: number): void {
    while (this.plen > len) this.back();
  }

  /** The key of a state one move before the current one (`holderBeforeDead`). */
  private beforeKey = new Uint32Array(1);

  /**
   * Whether the current state is lost because a state that reaches it by one holder move is recorded
   * dead (docs/solver.md, 4.5): the state with a bottom card back on its column's floor (any rules),
   * or, under draw 1 with unlimited passes, with a face-up talon card back in the talon. `base`: where
   * the move that led here stands in the line. The talon cards are looked at only after a root's move
   * or a talon card going up, where nearly all such states are found (elsewhere the look-ups cost more
   * than they save).
   */
  private holderBeforeDead(q: Quotient, base: number): boolean {
    const w = this.words;
    if (this.beforeKey.length !== w) this.beforeKey = new Uint32Array(w);
    const k = this.beforeKey;
    const t = this.table;
    for (let c = 0; c < COLUMNS; c++) {
      if (!q.bottomBefore(c, k)) continue;
      k[w - 1] = 0;
      if (t.isDead(k, q.pass)) return true;
    }
    if (q.draw !== 1 || q.limited || base === 0) return false;
    const kind = kindOfMove(this.pathMove[base - 1]!);
    if (kind !== QS && kind !== WF) return false;
    for (let i = 0; i < q.startLength; i++) {
      if (!q.talonBefore(q.startTalon[i]!, k)) continue;
      k[w - 1] = 0;
      if (t.isDead(k, q.pass)) return true;
    }
    return false;
  }

  // Enters the current state: 1 won, 0 a new frame was pushed, -1 already met (nothing pushed).
  private enter(): number {
    const q = this.q;
    const gen = this.gen;
    const base = this.plen;
    for (;;) {
      const m = gen.auto(q);
      if (m < 0) break;
      this.play(m);
    }
    if (q.nfound === 52) return 1;
    // The context: the move that led here when it is lazy (none after safe moves or at the start).
    const ctx = this.plen > base || base === 0 ? 0 : gen.contextOf(this.pathMove[base - 1]!);
    const index = this.visits;
    const key = this.nodeKey;
    copyWords(q.key, 0, key, 0, this.words - CONTEXT_WORDS);
    key[this.words - 1] = ctx;
    // A node with a context is not stored (see the header): it is entered again whenever it is met.
    const stored = ctx === 0;
    const v = stored ? this.table.visit(key, q.pass, index, this.base) : NEW;
    if (v === WIN) return 1;
    if (v !== NEW) {
      this.hit = v;
      this.unwindTo(base);
      return -1;
    }
    this.visits++;
    this.states++;
    // A stored node may be proved lost at once: by the prover, or by a state one holder move before it.
    let r = OPEN;
    const prover = this.prover;
    if (stored && prover !== undefined) {
      const kind = base === 0 ? -1 : kindOfMove(this.pathMove[base - 1]!);
      if (kind < 0 || ((prover.skips >> kind) & 1) === 0) {
        r = prover.lost(q, this.limits.maxStates - this.states, this.limits.stop, kind);
        this.states += prover.used;
      }
    }
    if (r === OPEN && stored && this.limits.holdersBack === true && this.holderBeforeDead(q, base)) r = LOST;
    if (r !== OPEN) {
      // Lost (a component of its own, closed at once) or out of budget (the search ends).
      if (r === LOST) this.table.mark(key, 0, index, DEAD);
      else this.out = true;
      this.hit = DEAD;
      this.unwindTo(base);
      return -1;
    }
    const depth = this.depth;
    const w = this.words;
    if (depth === this.fStart.length) {
      this.fStart = grow(this.fStart, depth + 1);
      this.fEnd = grow(this.fEnd, depth + 1);
      this.fNext = grow(this.fNext, depth + 1);
      this.fBase = grow(this.fBase, depth + 1);
      this.fLast = grow(this.fLast, depth + 1);
      this.fIndex = grow(this.fIndex, depth + 1);
      this.fLow = grow(this.fLow, depth + 1);
      this.fTaint = grow(this.fTaint, depth + 1);
    }
    if ((depth + 1) * w > this.fKey.length) this.fKey = grow(this.fKey, (depth + 1) * w);
    copyWords(key, 0, this.fKey, depth * w, w);
    this.fIndex[depth] = index;
    this.fLow[depth] = index;
    this.fTaint[depth] = 0;
    if (stored) {
      const n = this.slen;
      if (n === this.sIndex.length) {
        this.sIndex = grow(this.sIndex, n + 1);
        this.sSlot = grow(this.sSlot, n + 1);
      }
      if ((n + 1) * w > this.sKey.length) this.sKey = grow(this.sKey, (n + 1) * w);
      copyWords(key, 0, this.sKey, n * w, w);
      this.sIndex[n] = index;
      this.sSlot[n] = this.table.lastSlot;
      this.slen = n + 1;
    }
    const top = this.top;
    if (this.moves.length - top < 256) this.moves = grow(this.moves, this.moves.length * 2);
    const last = ctx === 0 ? 0 : this.pathMove[base - 1]!;
    const moves = gen.generateFirst(q, this.moves, top, last);
    this.fLast[depth] = last;
    this.fStart[depth] = top;
    this.fEnd[depth] = top + moves;
    this.fNext[depth] = top;
    this.fBase[depth] = base;
    this.depth = depth + 1;
    this.top = top + moves;
    return 0;
  }

  /** The search of frame f's node has ended: closes its component if it heads one, tells the parent. */
  private close(f: number): void {
    const low = this.fLow[f]!;
    const taint = this.fTaint[f]!;
    if (f > 0) {
      if (low < this.fLow[f - 1]!) this.fLow[f - 1] = low;
      if (taint) this.fTaint[f - 1] = 1;
    }
    if (low !== this.fIndex[f]) return;
    const index = this.fIndex[f]!;
    const mark = taint ? TAINT : DEAD;
    const w = this.words;
    let n = this.slen;
    while (n > 0 && this.sIndex[n - 1]! >= index) {
      n--;
      this.table.mark(this.sKey, n * w, this.sIndex[n]!, mark, this.sSlot[n]!);
    }
    this.slen = n;
  }

  private done(result: SearchResult['result'], stopped: boolean): SearchResult {
    let path: number[] = [];
    if (result === 'solved') {
      // A search that marks wins is asked only for its verdict (its line may end at a won node).
      if (this.limits.marksWin) {
        const w = this.words;
        // Only stored nodes (no context): a node with one is not the node the table keys by its state.
        for (let f = 0; f < this.depth; f++)
          if (this.fKey[f * w + w - 1] === 0) this.table.markWin(this.fKey, f * w);
      } else {
        // A loop: `Array.from` of a subarray costs more than copying a line of a hundred moves.
        path = new Array<number>(this.plen);
        for (let i = 0; i < this.plen; i++) path[i] = this.pathMove[i]!;
      }
    }
    this.unwindTo(0);
    this.table.clock = this.visits;
    return { result, path, states: this.states, stopped };
  }

  /** Searches from q (left as it was found) within `limits`. */
  run(q: Quotient, limits: SearchLimits): SearchResult {
    this.q = q;
    this.limits = limits;
    this.table = limits.table;
    if (this.table.keyWords !== q.key.length) throw new Error('solver: the table is for another deal');
    this.words = q.key.length + CONTEXT_WORDS;
    if (this.nodeKey.length !== this.words) this.nodeKey = new Uint32Array(this.words);
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
    const root = this.enter();
    if (root === 1) return this.done('solved', false);
    // A start marked `TAINT` by an earlier search in the table (relax.ts asks many questions in one
    // table, and its cut components stay marked) was searched, not proven: no verdict rests on it.
    if (root === -1 && this.hit === TAINT) incomplete = true;
    while (this.depth > 0) {
      if (this.out) return this.done('unknown', this.states < limits.maxStates);
      // The state budget is exact; the clock and cancellation are asked every 8192 steps.
      if (this.states >= limits.maxStates) return this.done('unknown', false);
      if ((++steps & CHECK_EVERY) === 0 && limits.stop()) return this.done('unknown', true);
      const f = this.depth - 1;
      const i = this.fNext[f]!;
      const end = this.fEnd[f]!;
      if (i < end && this.depth < MAX_DEPTH) {
        if (this.moves[i] === MORE) {
          // The node's other moves (generate.ts, `generateFirst`), written over the marker: every
          // frame above this one has closed, so the list ends the stack.
          if (this.moves.length - i < 256) this.moves = grow(this.moves, this.moves.length * 2);
          const rest = this.gen.generateRest(this.q, this.moves, i, this.fLast[f]!);
          this.fEnd[f] = i + rest;
          this.top = i + rest;
          continue;
        }
        this.fNext[f] = i + 1;
        this.play(this.moves[i]!);
        const r = this.enter();
        if (r === 1) return this.done('solved', false);
        if (r === -1) {
          this.back();
          const v = this.hit;
          // A node searched, not proven (the depth cap cut it, in this run or an earlier one in the
          // same table): nothing found below it proves a loss.
          if (v === TAINT) {
            this.fTaint[f] = 1;
            incomplete = true;
          } else if (v !== DEAD && v < this.fLow[f]!) this.fLow[f] = v;
        }
      } else {
        if (i < end) {
          incomplete = true;
          this.fTaint[f] = 1;
        }
        this.close(f);
        // Frame exhausted: undo its safe moves and the move that led into it.
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
