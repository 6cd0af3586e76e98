import { describe, expect, it } from 'vitest';
import { type Move, tableauToFoundation, tableauToTableau } from '../engine/index.ts';
import { type Box, dropMove } from './drag.ts';

// Piles 100 wide and 140 high: the foundations f0..f3 side by side at the top, columns c0 and c1 below.
const box = (left: number, top: number, w = 100, h = 140): Box => ({
  left,
  top,
  right: left + w,
  bottom: top + h,
});
const PILES: Record<string, Box> = {
  f0: box(0, 0),
  f1: box(110, 0),
  f2: box(220, 0),
  f3: box(330, 0),
  c0: box(0, 200, 100, 400),
  c1: box(110, 200, 100, 400),
  c2: box(220, 200, 100, 400),
};
const rectOf = (pile: string) => PILES[pile];
const HOME = tableauToFoundation(0);
const ONTO_C1 = tableauToTableau(0, 1, 1);
const REACH = 50;

describe('where a dragged card goes', () => {
  const targets = new Map<string, Move>([
    ['f3', HOME],
    ['c1', ONTO_C1],
  ]);

  it('to the target it covers most', () => {
    expect(dropMove(box(150, 250), targets, rectOf, 'c0', REACH)).toBe(ONTO_C1);
  });

  it('to its own foundation when dropped anywhere on their row', () => {
    // Over Foundation 1 (another suit's) and the gap beside it: the row counts as its foundation.
    expect(dropMove(box(60, 10), targets, rectOf, 'c0', REACH)).toBe(HOME);
  });

  it('back when it covers its own pile more than a target', () => {
    // 70 of its width over c0, 20 over c1: back.
    expect(dropMove(box(30, 250), targets, rectOf, 'c0', REACH)).toBeUndefined();
    // 30 over c0, 60 over c1: to c1.
    expect(dropMove(box(70, 250), targets, rectOf, 'c0', REACH)).toBe(ONTO_C1);
  });

  it('to the nearest target within reach when it covers none, else back', () => {
    // 20 right of the foundation row and 60 below it (63 away), 240 right of c1: out of reach.
    expect(dropMove(box(450, 200), targets, rectOf, 'c0', REACH)).toBeUndefined();
    // 20 right of the row and 20 below it (28 away): its foundation.
    expect(dropMove(box(450, 160), targets, rectOf, 'c0', REACH)).toBe(HOME);
    // Covering only c2, which is no target: c1 is 10 away, within reach.
    expect(dropMove(box(220, 250), new Map([['c1', ONTO_C1]]), rectOf, 'c0', REACH)).toBe(ONTO_C1);
  });

  it('nowhere without targets', () => {
    expect(dropMove(box(110, 0), new Map(), rectOf, 'f1', REACH)).toBeUndefined();
  });
});
