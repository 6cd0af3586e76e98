import { describe, expect, it } from 'vitest';
import { dealFromSeed, describeRules, type Position, startPosition } from '../../../src/engine/index.ts';
import { Board, layoutOf } from '../../crosscheck/board.ts';
import { Search } from '../../crosscheck/search.ts';
import {
  canonical,
  everySuccessorListed,
  games,
  keysMatchTexts,
  keyText,
  listedChildren,
  RULE_SETS,
} from './helpers.ts';

/** The position with its columns that have nothing face down put in another order (the key must not change). */
const shuffleOpenColumns = (pos: Position, turn: number): Position => {
  const open = pos.columns.flatMap((c, i) => (c.down.length === 0 ? [i] : []));
  const columns = pos.columns.slice();
  open.forEach((from, k) => {
    columns[open[(k + turn) % open.length] as number] = pos.columns[from] as Position['columns'][number];
  });
  return { ...pos, columns };
};

/** The position with its talon split into waste and stock at every place. */
const everyWasteSize = (pos: Position): Position[] => {
  const talon = [...pos.waste, ...pos.stock.slice().reverse()];
  return talon.map((_, w) => ({ ...pos, waste: talon.slice(0, w), stock: talon.slice(w).reverse() }));
};

describe('the key of a position', () => {
  for (const rules of RULE_SETS) {
    it(`two positions have one key exactly when they are the same up to the order of columns (${describeRules(rules)})`, () => {
      for (const seed of [3, 17, 8]) {
        const { start, positions } = games(seed, rules);
        const board = new Board(layoutOf(start, rules));
        const all = positions.flatMap((p, i) => [
          p,
          shuffleOpenColumns(p, 1),
          shuffleOpenColumns(p, 3),
          ...(i % 10 === 0 ? everyWasteSize(p) : []),
        ]);
        const keys = keysMatchTexts(board, all, (p) => canonical(p));
        // Random games come back to earlier positions (turning the stock round, moving back and forth).
        expect(keys).toBeLessThan(all.length);
      }
    });
  }

  it('keeps the waste size where it matters and leaves it out where it does not', () => {
    const pos = (draw: number, passes: number, waste: number) => {
      const start = startPosition(dealFromSeed(5), { draw, passes, foundationToTableau: true });
      const talon = [...start.stock].reverse();
      return { start, at: { ...start, waste: talon.slice(0, waste), stock: talon.slice(waste).reverse() } };
    };
    const key = (draw: number, passes: number, waste: number) => {
      const { start, at } = pos(draw, passes, waste);
      const board = new Board(layoutOf(start, start.rules));
      board.load(0, at);
      return keyText(board, 0);
    };
    const unlimited = Number.POSITIVE_INFINITY;
    expect(key(1, unlimited, 0)).toBe(key(1, unlimited, 7));
    expect(key(3, unlimited, 0)).toBe(key(3, unlimited, 6));
    expect(key(3, unlimited, 0)).toBe(key(3, unlimited, 24));
    expect(key(3, unlimited, 0)).not.toBe(key(3, unlimited, 7));
    expect(key(3, unlimited, 4)).not.toBe(key(3, unlimited, 7));
    expect(key(1, 3, 0)).not.toBe(key(1, 3, 7));
  });
});

describe('moves of the packed position', () => {
  for (const rules of RULE_SETS) {
    it(`every listed move replays in the engine, its key computed without playing it is the key after playing it, and every legal move of the engine is listed (${describeRules(rules)})`, () => {
      for (const seed of [11, 4, 6]) {
        const { start, positions } = games(seed, rules);
        for (const p of positions.filter((_, i) => i % 3 === 0)) {
          const search = new Search(start, rules, 64 * 1024 * 1024);
          const moves = search.listMoves(p);
          const board = search.packed;
          const fast = new Int32Array(board.lay.keyWords);
          const text = (q: Position) => canonical(q, false);
          const listed = listedChildren(board, moves, rules, text, (mv) => {
            // The key computed without playing the move is the key after playing it.
            if (board.childKey(0, mv, fast, 0) === 0) expect(fast.join(',')).toBe(keyText(board, 1));
          });
          // Every legal move of the engine, a waste play after any stock turns and redeals, leads
          // (after the automatic moves) to a listed position, or to one with more passes used.
          everySuccessorListed(board, board.position(0, rules), rules, listed, text);
        }
      }
    });
  }
});
