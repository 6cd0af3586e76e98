import { describe, expect, it } from 'vitest';
import { CRAFTED, HARD, strayedGame } from '../../tests/kit/assist-positions.ts';
import { type Move, type Position, parseMove, play, type Rules, startPosition } from '../engine/index.ts';
import { solve } from '../solver/index.ts';
import { findLosingMove, findLosingMoveFrom } from './analysis.ts';

const BUDGET = { states: 200000 };
const move = (text: string): Move => {
  const r = parseMove(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const positionsOf = (start: Position, moves: readonly string[]): Position[] => {
  const out = [start];
  for (const m of moves) out.push(play(out[out.length - 1] as Position, move(m)));
  return out;
};

describe('findLosingMove', () => {
  it('finds the crafted losing move (turning the stock instead of playing the Queen)', () => {
    expect(findLosingMoveFrom(CRAFTED, ['S'], BUDGET)).toMatchObject({
      kind: 'lost-at',
      index: 0,
      move: 'S',
    });
    const r = findLosingMoveFrom(CRAFTED, ['S'], BUDGET);
    expect(r.kind === 'lost-at' && r.line[0]).toBe('W>F');
    expect(findLosingMoveFrom(CRAFTED, ['W>F', 'T1>F'], BUDGET).kind).toBe('still-winnable');
    expect(findLosingMoveFrom(play(CRAFTED, move('S')), [], BUDGET)).toEqual({ kind: 'never-winnable' });
    expect(findLosingMoveFrom(CRAFTED, ['W>F', 'T9>F'], BUDGET)).toEqual({ kind: 'illegal', index: 1 });
    expect(findLosingMoveFrom(CRAFTED, ['T1>T2'], BUDGET)).toEqual({ kind: 'illegal', index: 0 });
  });

  it('in real games (one pass, a winning line left for random moves), the move it names is the switch', () => {
    const rules: Rules = { draw: 1, passes: 1, foundationToTableau: true };
    let found = 0;
    for (const seed of [48, 53]) {
      const { deal, moves } = strayedGame(seed, rules);
      if (moves.length === 0) continue;
      const start = startPosition(deal, rules);
      const r = findLosingMove(deal, rules, moves, BUDGET);
      if (r.kind !== 'lost-at') continue;
      found++;
      const ps = positionsOf(start, moves);
      expect(solve(ps[r.index] as Position, { budgetStates: 500000 }).result).toBe('solved');
      expect(solve(ps[r.index + 1] as Position, { budgetStates: 500000 }).result).toBe('unsolvable');
      expect(r.move).toBe(moves[r.index]);
    }
    expect(found).toBe(2);
  });

  it('reports unknown with the narrowed range when the budget is too small to decide', () => {
    const r = findLosingMoveFrom(HARD, ['S', 'S'], { states: 500 });
    expect(r).toEqual({ kind: 'unknown', after: 0, before: 2 });
  });
});
