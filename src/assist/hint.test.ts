import { describe, expect, it } from 'vitest';
import { CRAFTED, HARD } from '../../tests/kit/assist-positions.ts';
import {
  DEFAULT_RULES,
  dealFromSeed,
  isWon,
  legalMoves,
  type Move,
  type Position,
  parseMove,
  play,
  Rng,
  startPosition,
} from '../engine/index.ts';
import { solve } from '../solver/index.ts';
import { assess, hint, knownOf, winnability } from './hint.ts';
import { type Known, knownAfter } from './line.ts';

const BUDGET = { states: 200000 };

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const move = (text: string): Move => unwrap(parseMove(text));

/**
 * Follows hints from a position to the end, as the web game and `klondike play` do: each hint gets
 * what is known from the previous one (`knownAfter`). Returns the final position and the hint count.
 */
const followHints = (start: Position): { end: Position; hints: number } => {
  let pos = start;
  let hints = 0;
  let known: Known | undefined;
  while (!isWon(pos)) {
    const h = hint(pos, BUDGET, known);
    if (h.kind !== 'move') throw new Error(`hint ${hints}: ${h.kind}`);
    const m = move(h.move);
    known = knownAfter({ verdict: 'winnable', line: h.line }, pos, m);
    pos = play(pos, m);
    hints++;
    if (hints > 2000) throw new Error('too many hints');
  }
  return { end: pos, hints };
};

describe('hint', () => {
  it('followed move by move from the deal, wins (several seeds, draw 1 and draw 3)', () => {
    for (const [seed, draw] of [
      [1, 1],
      [4, 1],
      [5, 1],
      [4, 3],
      [6, 3],
    ] as const) {
      const start = startPosition(dealFromSeed(seed), { ...DEFAULT_RULES, draw });
      const { end, hints } = followHints(start);
      expect(isWon(end)).toBe(true);
      expect(hints).toBeGreaterThan(40);
    }
  });

  it('from positions reached by random detours: a move hint always leads to a win, never a wrong claim', () => {
    const rng = new Rng(2026);
    let followed = 0;
    for (const seed of [7, 8, 9, 11, 12, 13]) {
      let pos = startPosition(dealFromSeed(seed), DEFAULT_RULES);
      const line = solve(pos, { budgetStates: 200000 }).moves;
      const k = rng.below(Math.max(1, line.length));
      for (const m of line.slice(0, k)) pos = play(pos, move(m));
      for (let d = 0; d < 1 + rng.below(8); d++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        pos = play(pos, moves[rng.below(moves.length)] as Move);
      }
      const h = hint(pos, BUDGET);
      if (h.kind === 'move') {
        expect(isWon(followHints(pos).end)).toBe(true);
        followed++;
      } else if (h.kind === 'no-winning-line') {
        // "No winning line left" must be a proof: an unbounded search agrees.
        expect(solve(pos).result).toBe('unsolvable');
      }
    }
    expect(followed).toBeGreaterThan(0);
  });

  it('says "no winning line left" plainly in a lost position, never "turn the stock"', () => {
    const lost = play(CRAFTED, move('S'));
    expect(legalMoves(lost)).toEqual([]);
    expect(hint(lost, BUDGET)).toEqual({ kind: 'no-winning-line', states: expect.any(Number) });
    // In the winnable position before it, the hint is the only winning move, not the stock.
    const h = hint(CRAFTED, BUDGET);
    expect(h.kind === 'move' && h.move).toBe('W>F');
  });

  it('is "not sure" when the budget runs out, with the rule of thumb\'s move, and "won" when there is nothing left to do', () => {
    expect(solve(HARD, { budgetStates: 1000 }).result).toBe('unknown');
    // Aces over 4 (T5) and 6 (T7) face-down cards can go up: the larger pile first.
    expect(hint(HARD, { states: 1000 })).toEqual({
      kind: 'not-sure',
      states: expect.any(Number),
      best: { move: 'T7>F', reason: 'foundation' },
    });
    expect(hint(HARD, { states: 1e9, shouldStop: () => true }).kind).toBe('not-sure');
    const won = followHints(startPosition(dealFromSeed(1), DEFAULT_RULES)).end;
    expect(hint(won, BUDGET)).toEqual({ kind: 'won' });
  });
});

describe('hint without a winning line (issue 11, part 4): a move whenever one is legal', () => {
  const draw3 = { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
  // A search that ends after its first state, before it can find anything (the state budget is exact).
  const cancelled = { states: 1 };

  it('at move 0 of draw-3 deals 2 and 5, a search that finds nothing still names a move', () => {
    // Deal 2: AH over 2 face-down cards (T3), AD over 4 (T5); deal 5: only the stock can be turned.
    expect(hint(startPosition(dealFromSeed(2), draw3), cancelled)).toEqual({
      kind: 'not-sure',
      states: expect.any(Number),
      best: { move: 'T5>F', reason: 'foundation' },
    });
    expect(hint(startPosition(dealFromSeed(5), draw3), cancelled)).toEqual({
      kind: 'not-sure',
      states: expect.any(Number),
      best: { move: 'S', reason: 'stock' },
    });
  });

  it('a proved-lost deal (8, draw 3) still gets the move that keeps most chances', () => {
    const pos = startPosition(dealFromSeed(8), draw3);
    expect(solve(pos).result).toBe('unsolvable');
    expect(hint(pos, BUDGET)).toEqual({
      kind: 'no-winning-line',
      states: expect.any(Number),
      best: { move: 'T1>F', reason: 'foundation' },
    });
    // Known lost (no search): the same move.
    expect(hint(pos, BUDGET, { verdict: 'lost' })).toEqual({
      kind: 'no-winning-line',
      states: 0,
      best: { move: 'T1>F', reason: 'foundation' },
    });
  });

  it('deal 4, draw 3, 3 passes, after 26 stock turns: A♦ goes up (it lies on three face-down cards)', () => {
    let pos = startPosition(dealFromSeed(4), { draw: 3, passes: 3, foundationToTableau: true });
    for (let i = 0; i < 26; i++) pos = play(pos, move(i === 8 || i === 17 ? 'R' : 'S'));
    expect(pos.pass).toBe(3);
    expect(pos.stock).toEqual([]);
    expect(legalMoves(pos).map((m) => m.kind)).toEqual(['tableau-foundation', 'tableau-tableau']);
    const h = hint(pos, BUDGET);
    expect(h.kind === 'no-winning-line' && h.best).toEqual({ move: 'T4>F', reason: 'foundation' });
  });
});

describe('winnability', () => {
  it('flips from winnable to lost at the losing move of the crafted game', () => {
    expect(winnability(CRAFTED, BUDGET)).toBe('winnable');
    expect(winnability(play(CRAFTED, move('S')), BUDGET)).toBe('lost');
    expect(winnability(play(CRAFTED, move('W>F')), BUDGET)).toBe('winnable');
    expect(winnability(HARD, { states: 1000 })).toBe('unknown');
  });

  it('knownAfter: a followed line stays winning, a lost position stays lost, a detour forgets', () => {
    const a = assess(CRAFTED, BUDGET);
    if (a.verdict !== 'winnable') throw new Error('crafted position not winnable');
    const k = knownAfter(knownOf(a), CRAFTED, move(a.line[0] as string));
    expect(k).toEqual({ verdict: 'winnable', line: a.line.slice(1) });
    expect(knownAfter(knownOf(a), CRAFTED, move('S'))).toBeUndefined();
    expect(knownAfter({ verdict: 'lost' }, CRAFTED, move('S'))).toEqual({ verdict: 'lost' });
    // With knowledge, no search: zero states. A line that does not win from the position is ignored.
    const after = play(CRAFTED, move(a.line[0] as string));
    expect(assess(after, { states: 1 }, k)).toEqual({
      verdict: 'winnable',
      line: a.line.slice(1),
      states: 0,
    });
    expect(assess(CRAFTED, BUDGET, { verdict: 'winnable', line: ['S'] })).toEqual({
      verdict: 'winnable',
      line: a.line,
      states: expect.any(Number),
    });
    expect(assess(CRAFTED, BUDGET, { verdict: 'winnable', line: ['S'] }).states).toBeGreaterThan(0);
  });
});
