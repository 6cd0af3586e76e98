import { autoMove, generate } from './moves.ts';
import type { Packed } from './packed.ts';
import { StateTable } from './table.ts';

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
export const search = (p: Packed, limits: SearchLimits): SearchResult => {
  const table = new StateTable(limits.tableBytes);
  let moves = new Int32Array(4096);
  let top = 0;
  // Per frame: first move, end, next move, path length before the frame's automatic moves.
  let fStart = new Int32Array(256);
  let fEnd = new Int32Array(256);
  let fNext = new Int32Array(256);
  let fBase = new Int32Array(256);
  let depth = 0;
  const pathMove: number[] = [];
  const pathUndo: number[] = [];
  let states = 0;
  let steps = 0;
  let incomplete = false;

  const unwindTo = (len: number) => {
    while (pathMove.length > len) p.unmake(pathMove.pop() as number, pathUndo.pop() as number);
  };

  // Enters the current state: 1 won, 0 a new frame was pushed, -1 already seen (nothing pushed).
  const enter = (): number => {
    const base = pathMove.length;
    for (;;) {
      const m = autoMove(p);
      if (m < 0) break;
      pathUndo.push(p.make(m));
      pathMove.push(m);
    }
    if (p.nfound === 52) return 1;
    if (!table.insert(p.h1, p.h2, p.pass)) {
      unwindTo(base);
      return -1;
    }
    states++;
    if (depth === fStart.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      fStart = grow(fStart);
      fEnd = grow(fEnd);
      fNext = grow(fNext);
      fBase = grow(fBase);
    }
    if (moves.length - top < 1024) {
      const b = new Int32Array(moves.length * 2);
      b.set(moves);
      moves = b;
    }
    const autos = pathMove.length > base;
    const last = autos || base === 0 ? -1 : (pathMove[base - 1] as number);
    const lastFlip = autos || base === 0 ? 1 : (pathUndo[base - 1] as number);
    const n = generate(p, moves, top, last, lastFlip);
    fStart[depth] = top;
    fEnd[depth] = top + n;
    fNext[depth] = top;
    fBase[depth] = base;
    depth++;
    top += n;
    return 0;
  };

  let stopped = false;
  const done = (result: SearchResult['result']): SearchResult => {
    const path = result === 'solved' ? pathMove.slice() : [];
    unwindTo(0);
    return { result, path, states, stopped };
  };

  if (enter() === 1) return done('solved');
  while (depth > 0) {
    if ((++steps & CHECK_EVERY) === 0) {
      if (states >= limits.maxStates) return done('unknown');
      if (limits.stop()) {
        stopped = true;
        return done('unknown');
      }
    }
    const f = depth - 1;
    const i = fNext[f]!;
    if (i < fEnd[f]! && depth < MAX_DEPTH) {
      fNext[f] = i + 1;
      const m = moves[i]!;
      pathUndo.push(p.make(m));
      pathMove.push(m);
      const r = enter();
      if (r === 1) return done('solved');
      if (r === -1) p.unmake(pathMove.pop() as number, pathUndo.pop() as number);
    } else {
      if (i < fEnd[f]!) incomplete = true;
      // Frame exhausted: undo its automatic moves and the move that led into it.
      unwindTo(fBase[f]!);
      top = fStart[f]!;
      depth--;
      if (depth > 0) p.unmake(pathMove.pop() as number, pathUndo.pop() as number);
    }
  }
  return done(incomplete ? 'unknown' : 'unsolvable');
};
