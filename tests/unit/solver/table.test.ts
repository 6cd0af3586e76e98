import { describe, expect, it } from 'vitest';
import { DEAD, NEW, StateTable, spareBytesHeld, TAINT, trimSpares, WIN } from '../../../src/solver/table.ts';

const key = (...words: number[]) => Uint32Array.from(words);

describe('state table marks', () => {
  it('answers a node with its mark, its visit number, or NEW once an earlier run is past', () => {
    const t = new StateTable(3, 1 << 20);
    const [a, b, c, d] = [key(1, 2, 0), key(3, 4, 0), key(5, 6, 0), key(7, 8, 0)];
    expect([a, b, c, d].map((k, i) => t.visit(k, 1, i, 0))).toEqual([NEW, NEW, NEW, NEW]);
    t.mark(a, 0, 0, DEAD);
    t.mark(b, 0, 1, TAINT);
    t.markWin(c, 0);
    expect([a, b, c, d].map((k) => t.visit(k, 1, 9, 0))).toEqual([DEAD, TAINT, WIN, 3]);
    // A run starting at visit number 4 does not know visit 3: the node is searched again.
    expect(t.visit(d, 1, 4, 4)).toBe(NEW);
    expect(t.visit(d, 1, 5, 4)).toBe(4);
    expect(t.visit(a, 1, 5, 4)).toBe(DEAD);
  });

  it('tells keys apart that differ in any word, the context included', () => {
    const t = new StateTable(3, 1 << 20);
    expect(t.visit(key(1, 2, 0), 1, 0, 0)).toBe(NEW);
    expect(t.visit(key(1, 2, 7), 1, 1, 0)).toBe(NEW);
    expect(t.visit(key(2, 1, 0), 1, 2, 0)).toBe(NEW);
    expect(t.visit(key(1, 2, 0), 1, 3, 0)).toBe(0);
    expect(t.visit(key(1, 2, 7), 1, 3, 0)).toBe(1);
  });

  it('keeps dead and won nodes through a sweep and through growth, and forgets the rest', () => {
    const t = new StateTable(2, 1 << 22);
    for (let i = 0; i < 5000; i++) t.visit(key(i * 7919, i + 1), 1, i, 0);
    for (let i = 0; i < 5000; i += 3) t.mark(key(i * 7919, i + 1), 0, i, DEAD);
    for (let i = 1; i < 5000; i += 3) t.markWin(key(i * 7919, i + 1), 0);
    t.sweep();
    for (let i = 0; i < 5000; i++) {
      const expected = i % 3 === 0 ? DEAD : i % 3 === 1 ? WIN : NEW;
      expect(t.visit(key(i * 7919, i + 1), 1, 10000 + i, 10000)).toBe(expected);
    }
  });

  it('lets a node met with fewer passes used stand for one with more, not the other way', () => {
    const t = new StateTable(2, 1 << 20);
    expect(t.visit(key(1, 2), 2, 0, 0)).toBe(NEW);
    t.mark(key(1, 2), 0, 0, DEAD);
    expect(t.visit(key(1, 2), 3, 1, 0)).toBe(DEAD);
    expect(t.visit(key(1, 2), 1, 2, 0)).toBe(NEW);
  });

  it('replaces instead of growing past its memory cap, and says so', () => {
    const t = new StateTable(2, 1 << 15);
    for (let i = 0; i < 100000; i++) t.visit(key(i, i ^ 0x5bd1e995), 1, i, 0);
    expect(t.replaced).toBe(true);
    expect(t.bytes).toBeLessThanOrEqual(1 << 15);
  });

  it('forgets everything when cleared, as a new table of its shape; a table that grew has no longer its first shape', () => {
    const t = new StateTable(2, 1 << 20, 256);
    expect(t.hasShape(2, 1 << 20, 256)).toBe(true);
    expect(t.hasShape(3, 1 << 20, 256)).toBe(false);
    expect(t.hasShape(2, 1 << 22, 256)).toBe(false);
    expect(t.hasShape(2, 1 << 20, 1024)).toBe(false);
    for (let i = 0; i < 100; i++) t.visit(key(i, 1), 1, i, 0);
    t.mark(key(0, 1), 0, 0, DEAD);
    t.markWin(key(1, 1), 0);
    t.clock = 100;
    t.clear();
    expect([t.size, t.clock, t.replaced, t.grown]).toEqual([0, 0, false, false]);
    // Every key is new again, marks included, with the visit numbers a new table would hand out.
    for (let i = 0; i < 100; i++) expect(t.visit(key(i, 1), 1, i, 0)).toBe(NEW);
    expect(t.visit(key(0, 1), 1, 5, 0)).toBe(0);
    for (let i = 100; i < 1000; i++) t.visit(key(i, 1), 1, i, 0);
    expect(t.grown).toBe(true);
    expect(t.hasShape(2, 1 << 20, 256)).toBe(false);
  });

  it('makes a table from spare arrays that answers as a new one, and keeps no more spares than it is told', () => {
    trimSpares(0);
    const fill = (t: StateTable, from: number) => {
      for (let i = from; i < from + 20000; i++) t.visit(key(i * 7919, i + 1), 1, i, 0);
      for (let i = from; i < from + 20000; i += 2) t.mark(key(i * 7919, i + 1), 0, i, DEAD);
    };
    const first = new StateTable(2, 1 << 24);
    fill(first, 0);
    // The arrays it outgrew are spares already, and its own joins them.
    const outgrown = spareBytesHeld();
    expect(outgrown).toBeGreaterThan(0);
    const own = first.bytes;
    first.release();
    expect([spareBytesHeld(), first.bytes, first.size]).toEqual([outgrown + own, 0, 0]);
    const held = spareBytesHeld();
    // A second table grows through the same lengths, from the spares: none of the first's keys or
    // marks shows through, and its own answers are those of a new table.
    const second = new StateTable(2, 1 << 24);
    const fresh = new StateTable(2, 1 << 24);
    for (const t of [second, fresh]) fill(t, 50000);
    expect(spareBytesHeld()).toBeLessThan(held);
    for (let i = 0; i < 70000; i += 7) {
      const k = key(i * 7919, i + 1);
      expect(second.visit(k, 1, 100000 + i, 100000)).toBe(fresh.visit(k, 1, 100000 + i, 100000));
    }
    expect([second.size, second.bytes]).toEqual([fresh.size, fresh.bytes]);
    trimSpares(1 << 16);
    expect(spareBytesHeld()).toBeLessThanOrEqual(1 << 16);
    trimSpares(0);
    expect(spareBytesHeld()).toBe(0);
  });

  it('without passes answers as a table with them does for one pass number, in fewer bytes', () => {
    const withPasses = new StateTable(3, 1 << 24, 1 << 10, true);
    const without = new StateTable(3, 1 << 24, 1 << 10, false);
    const answers = (t: StateTable) => {
      const out: number[] = [];
      for (let i = 0; i < 6000; i++) out.push(t.visit(key(i, i * 31, i % 7), 2, i, 0));
      for (let i = 0; i < 6000; i += 3) t.mark(key(i, i * 31, i % 7), 0, i, DEAD);
      for (let i = 1; i < 6000; i += 3) t.markWin(key(i, i * 31, i % 7), 0);
      for (let i = 2; i < 6000; i += 9) t.mark(key(i, i * 31, i % 7), 0, i, TAINT);
      for (let i = 0; i < 7000; i += 2) out.push(t.visit(key(i, i * 31, i % 7), 2, 10000 + i, 5000));
      t.sweep();
      for (let i = 0; i < 7000; i += 5) out.push(t.visit(key(i, i * 31, i % 7), 2, 20000 + i, 20000));
      out.push(t.isDead(key(0, 0, 0), 2) ? 1 : 0, t.isDead(key(1, 31, 1), 2) ? 1 : 0, t.size);
      return out;
    };
    expect(answers(without)).toEqual(answers(withPasses));
    expect(without.bytes).toBeLessThan(withPasses.bytes);
    // Its slots have no pass word: every pass number is the same to it.
    expect(without.visit(key(9, 9, 9), 3, 0, 0)).toBe(NEW);
    expect(without.visit(key(9, 9, 9), 1, 1, 0)).toBe(0);
    expect(without.hasShape(3, 1 << 24, 1 << 10, false)).toBe(false);
    expect(new StateTable(3, 1 << 24, 1 << 10, false).hasShape(3, 1 << 24, 1 << 10, true)).toBe(false);
  });
});

describe('a table that reaches by draws (docs/solver.md, 4.6)', () => {
  // Keys of two words; the waste size in the low five bits of word 0, draw 3. By Lemma 12 a state
  // with size a off the cycle reaches the same state with size a + 3, a + 6, … and with size 0 (on
  // the cycle), and nothing else.
  const sized = (size: number, rest: number) => key((rest << 5) | size, 7);
  const reaching = () => {
    const t = new StateTable(2, 1 << 20, 1 << 10, false);
    t.reachByDraws(0, 0x1f, 0, 3);
    return t;
  };

  it('answers DEAD for the states a dead state reaches by draws, and only for those', () => {
    const t = reaching();
    expect(t.visit(sized(2, 1), 1, 0, 0)).toBe(NEW);
    t.mark(sized(2, 1), 0, 0, DEAD);
    expect([5, 8, 11, 0].map((w) => t.visit(sized(w, 1), 1, 1, 0))).toEqual([DEAD, DEAD, DEAD, DEAD]);
    // Other sizes, or another arrangement: searched.
    expect([1, 4, 7, 3].map((w, i) => t.visit(sized(w, 1), 1, 10 + i, 0))).toEqual([NEW, NEW, NEW, NEW]);
    expect(t.visit(sized(5, 2), 1, 20, 0)).toBe(NEW);
    // A state on the cycle reaches no size off it.
    t.mark(sized(3, 1), 0, 13, DEAD);
    expect(t.visit(sized(4, 3), 1, 21, 0)).toBe(NEW);
    // A plain table answers every one of them NEW.
    const plain = new StateTable(2, 1 << 20, 1 << 10, false);
    plain.visit(sized(2, 1), 1, 0, 0);
    plain.mark(sized(2, 1), 0, 0, DEAD);
    expect([5, 8, 0].map((w, i) => plain.visit(sized(w, 1), 1, 1 + i, 0))).toEqual([NEW, NEW, NEW]);
  });

  it('answers DEAD for a state still open once a state before it in its probe run that reaches it is dead, and keeps that through a sweep and growth', () => {
    const t = reaching();
    // The sizes of one arrangement share a home slot: the one recorded first lies first in the run.
    expect(t.visit(sized(4, 1), 1, 0, 0)).toBe(NEW);
    expect(t.visit(sized(7, 1), 1, 1, 0)).toBe(NEW);
    expect(t.visit(sized(7, 1), 1, 2, 0)).toBe(1);
    t.mark(sized(4, 1), 0, 0, DEAD);
    expect(t.visit(sized(7, 1), 1, 2, 0)).toBe(DEAD);
    // A dead state after the looked-up state's own entry is not seen: its own answer stands.
    expect(t.visit(sized(7, 9), 1, 3, 0)).toBe(NEW);
    expect(t.visit(sized(4, 9), 1, 4, 0)).toBe(NEW);
    t.mark(sized(4, 9), 0, 4, DEAD);
    expect(t.visit(sized(7, 9), 1, 5, 0)).toBe(3);
    for (let i = 2; i < 5000; i++) t.visit(sized(i % 31, i + 1), 1, i, 0);
    t.sweep();
    expect(t.visit(sized(4, 1), 1, 9000, 9000)).toBe(DEAD);
    expect(t.visit(sized(10, 1), 1, 9001, 9000)).toBe(DEAD);
    expect(t.visit(sized(7, 1), 1, 9002, 9000)).toBe(DEAD);
    expect(t.visit(sized(8, 1), 1, 9003, 9000)).toBe(NEW);
  });
});
