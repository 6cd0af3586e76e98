import { expect } from 'vitest';
import {
  type Card,
  type Deal,
  isWon,
  legalMoves,
  type Move,
  makeMove,
  type Position,
  parseMove,
  parsePosition,
  play,
  positionKey,
  Rng,
  type Rules,
  rankOf,
  startPosition,
  tryPlay,
} from '../../../src/engine/index.ts';
import { solve } from '../../../src/solver/index.ts';
import { check } from '../../crosscheck/search.ts';

/** Plays `moves` (contract notation) from `pos` through the engine; the final position, or throws. */
export const replay = (pos: Position, moves: readonly string[]): Position => {
  let p = pos;
  moves.forEach((text, i) => {
    const m = parseMove(text);
    if (!m.ok) throw new Error(`move ${i + 1} "${text}" unreadable`);
    const r = tryPlay(p, m.value);
    if (!r.ok) throw new Error(`move ${i + 1} "${text}" illegal: ${r.error.code}`);
    p = r.value;
  });
  return p;
};

/** Whether `moves` wins from `pos` (every move legal, all 52 cards up at the end). */
export const wins = (pos: Position, moves: readonly string[]): boolean => isWon(replay(pos, moves));

/** Expects `pos` won: by the cross-check's own search, and by the solver with a line the engine plays. */
export const expectWon = (pos: Position): void => {
  expect(check(pos).result).toBe('solved');
  const r = solve(pos);
  expect(r.result).toBe('solved');
  expect(wins(pos, r.moves)).toBe(true);
};

/**
 * A late-game position made from a deal's start: every card below `rank` (0 = Ace) already on its
 * foundation, the others where the deal put them (a column left with face-down cards only turns
 * its top one up). Small enough for `simpleSolve` from rank 8 or so, and as varied as the deals.
 */
export const endgame = (deal: Deal, rules: Rules, rank: number): Position => {
  const start = startPosition(deal, rules);
  const keep = (cards: readonly Card[]) => cards.filter((x) => rankOf(x) >= rank);
  const columns = start.columns.map((c) => {
    const down = keep(c.down);
    const up = keep(c.up);
    return up.length === 0 && down.length > 0
      ? { down: down.slice(0, -1), up: down.slice(-1) }
      : { down, up };
  });
  return { ...start, columns, foundations: [rank, rank, rank, rank], stock: keep(start.stock) };
};

/** A random legal line from `pos` of up to `n` moves (deterministic for a seed), with the positions. */
export const randomWalk = (pos: Position, n: number, seed: number): Position[] => {
  const rng = new Rng(seed);
  const seen: Position[] = [pos];
  let p = pos;
  for (let i = 0; i < n; i++) {
    const moves = legalMoves(p);
    if (moves.length === 0) break;
    // Lean towards progress so that walks reach late-game positions too.
    const up = moves.filter((m) => m.kind === 'tableau-foundation' || m.kind === 'waste-foundation');
    const pool = up.length > 0 && rng.below(3) > 0 ? up : moves;
    p = play(p, pool[rng.below(pool.length)] as Move);
    seen.push(p);
  }
  return seen;
};

/**
 * A deliberately simple search: breadth-first over engine positions, every legal move, no pruning,
 * a visited set of exact positions (the pass number left out when passes are unlimited, where it
 * changes nothing). Returns 'solved', 'unsolvable', or 'unknown' past `limit` positions.
 */
export const simpleSolve = (pos: Position, limit: number): 'solved' | 'unsolvable' | 'unknown' => {
  const key = (p: Position) =>
    Number.isFinite(p.rules.passes) ? positionKey(p) : positionKey({ ...p, pass: 1 });
  const seen = new Set<string>([key(pos)]);
  const queue: Position[] = [pos];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head] as Position;
    if (isWon(p)) return 'solved';
    for (const m of legalMoves(p)) {
      const next = play(p, m);
      const k = key(next);
      if (seen.has(k)) continue;
      if (seen.size >= limit) return 'unknown';
      seen.add(k);
      queue.push(next);
    }
  }
  return 'unsolvable';
};

/** The engine's legal moves of a position as sorted contract texts. */
export const engineTexts = (pos: Position): string[] => legalMoves(pos).map((m) => makeMove(m));

/** A position from the engine's text; `rules` and the other lines fill in what a case leaves out. */
export const position = (lines: Record<string, string>): Position => {
  const all = {
    rules: '{"draw":1,"passes":"unlimited","foundationToTableau":true}',
    pass: '1',
    foundations: 'C13 D13 H13 S13',
    stock: '',
    waste: '',
    ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`T${i + 1}`, '|'])),
    ...lines,
  };
  const text = ['klondike-position/1', ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)].join('\n');
  const r = parsePosition(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
