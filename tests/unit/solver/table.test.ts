import { describe, expect, it } from 'vitest';
import { DEAD, NEW, StateTable, TAINT, WIN } from '../../../src/solver/table.ts';

describe('state table marks', () => {
  it('answers a state with its mark, its visit number, or NEW once an earlier run is past', () => {
    const t = new StateTable(1 << 20);
    expect(t.visit(1, 2, 1, 0, 0)).toBe(NEW);
    expect(t.visit(3, 4, 1, 1, 0)).toBe(NEW);
    expect(t.visit(5, 6, 1, 2, 0)).toBe(NEW);
    expect(t.visit(7, 8, 1, 3, 0)).toBe(NEW);
    t.mark(1, 2, 0, DEAD);
    t.mark(3, 4, 1, TAINT);
    t.markWin(5, 6);
    expect([
      t.visit(1, 2, 1, 9, 0),
      t.visit(3, 4, 1, 9, 0),
      t.visit(5, 6, 1, 9, 0),
      t.visit(7, 8, 1, 9, 0),
    ]).toEqual([DEAD, TAINT, WIN, 3]);
    // A run starting at visit number 4 does not know visit 3: the state is searched again.
    expect(t.visit(7, 8, 1, 4, 4)).toBe(NEW);
    expect(t.visit(7, 8, 1, 5, 4)).toBe(4);
    expect(t.visit(1, 2, 1, 5, 4)).toBe(DEAD);
  });

  it('keeps dead and won states through a sweep, and forgets the rest', () => {
    const t = new StateTable(1 << 20);
    for (let i = 0; i < 1000; i++) t.visit(i * 7919, i + 1, 1, i, 0);
    for (let i = 0; i < 1000; i += 3) t.mark(i * 7919, i + 1, i, DEAD);
    for (let i = 1; i < 1000; i += 3) t.markWin(i * 7919, i + 1);
    t.sweep();
    for (let i = 0; i < 1000; i++) {
      const expected = i % 3 === 0 ? DEAD : i % 3 === 1 ? WIN : NEW;
      expect(t.visit(i * 7919, i + 1, 1, 5000 + i, 5000)).toBe(expected);
    }
  });

  it('lets a state seen with fewer passes used stand for one with more, not the other way', () => {
    const t = new StateTable(1 << 20);
    expect(t.visit(1, 2, 2, 0, 0)).toBe(NEW);
    t.mark(1, 2, 0, DEAD);
    expect(t.visit(1, 2, 3, 1, 0)).toBe(DEAD);
    expect(t.visit(1, 2, 1, 2, 0)).toBe(NEW);
  });
});
