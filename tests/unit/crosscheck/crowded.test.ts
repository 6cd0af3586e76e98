import { describe, expect, it } from 'vitest';
import {
  type Card,
  dealFromSeed,
  type Position,
  parseCard,
  startPosition,
} from '../../../src/engine/index.ts';
import { replaysToWin } from '../../crosscheck/compare.ts';
import { crowded } from '../../crosscheck/crowded.ts';
import { check, EASIEST } from '../../crosscheck/search.ts';
import { stranded } from '../../crosscheck/stranded.ts';
import { bruteForce, miniDeal } from './helpers.ts';

// Lemma 12 of docs/crosscheck.md (crowded parents): positions it proves lost that Lemma 11 does not,
// each confirmed by the engine's exhaustive search, and the same positions opened up. Its checks
// against searches on many positions are in stranded.test.ts, beside Lemma 11's.

const card = (text: string): Card => {
  const c = parseCard(text);
  if (c === undefined) throw new Error(text);
  return c;
};

describe('a card whose parents are all taken', () => {
  // Every 6 and lower is up; the stock holds the 10 and 7 of spades. Columns, bottom first, face-up
  // cards after the bar:
  //   1: 9H QS TH | 8C    2: KH 7H JH | TC    3: 9D QH JD | JC    4: KD TD 7C | 9C
  //   5: KS 7D 8S | 9S    6: 8D KC | JS       7: QC QD | 8H
  // The 9s of clubs and spades never move: each needs its 8 (the 8 of clubs over the 10 of hearts,
  // the 8 of spades under it) or a red 10 (the 10 of hearts under the 8 of clubs, the 10 of diamonds
  // under the 9 of clubs). So the 7s of clubs and diamonds stay covered, and neither the diamonds nor
  // the clubs above them, nor the hearts above the 9 of hearts, ever go up. The 8 of clubs must go
  // onto a red 9: the 9 of hearts is under it, so the 9 of diamonds, under the Queen of hearts and
  // the Jacks of diamonds and clubs, which must leave first and lie on parents. The Jack of diamonds
  // needs a black Queen: the Queen of spades is under the 8 of clubs, so the Queen of clubs, under
  // the Queen of diamonds, which must leave as well. The two red Queens then lie on black Kings at
  // once, and only the King of clubs can be reached (the King of spades is under the 7 of diamonds).
  // Lemma 11 sees each card's needs one at a time, and says nothing.
  const deal113 = miniDeal(113, EASIEST, 6, 2);
  const NINE_D = card('9D');
  const TEN_S = card('TS');

  it('is proved lost by Lemma 12 alone, and the engine agrees', () => {
    expect(crowded(deal113)).toBe(true);
    expect(stranded(deal113)).toBe(false);
    expect(bruteForce(deal113, 2_000_000)).toBe(false);
    expect(check(deal113)).toEqual({ result: 'unsolvable', states: 0 });
  });

  it.each([
    [6, 88],
    [6, 118],
    [6, 156],
    [6, 195],
    [6, 278],
    [5, 62],
    [5, 79],
  ])('small deal of rank %i and up, seed %i: lost by Lemma 12 alone, and by the engine', (rank, seed) => {
    const pos = miniDeal(seed, EASIEST, rank, 2);
    expect(crowded(pos)).toBe(true);
    expect(stranded(pos)).toBe(false);
    expect(bruteForce(pos, 2_000_000)).toBe(false);
  });

  it('says nothing when the 8 of clubs has a parent to go to', () => {
    // The 9 of diamonds and the 10 of spades swapped: the 9 comes from the stock, and the deal wins.
    const swap = (c: Card): Card => (c === NINE_D ? TEN_S : c === TEN_S ? NINE_D : c);
    const open: Position = {
      ...deal113,
      columns: deal113.columns.map((c) => ({ down: c.down.map(swap), up: c.up.map(swap) })),
      stock: deal113.stock.map(swap),
    };
    expect(crowded(open)).toBe(false);
    const r = check(open, { searchOnly: true });
    expect(r.result).toBe('solved');
    expect(replaysToWin(open, r.line ?? [])).toBe(true);
  });
});

describe('a parent taken before the card can move', () => {
  /**
   * Asserts that the draw-1 deal `seed` is as its comment argues (column 7, bottom first, is
   * `column`; the stock holds `stock`) and that Lemma 12 proves it lost where Lemma 11 does not.
   */
  const expectArgued = (seed: number, column: string[], stock: string[]): void => {
    const start = startPosition(dealFromSeed(seed), EASIEST);
    const seventh = start.columns[6];
    expect([...(seventh?.down ?? []), ...(seventh?.up ?? [])]).toEqual(column.map(card));
    expect(start.stock).toEqual(expect.arrayContaining(stock.map(card)));
    expect(crowded(start)).toBe(true);
    expect(stranded(start)).toBe(false);
  };

  // Draw-1 deal 198 (the example of docs/solver.md 5.2). Column 7, bottom first: Q♣ A♥ 3♦ J♦ A♠ 9♦,
  // then the 4♦ face up. The J♦ cannot go up (the 3♦ is under it), so it must go onto a black Queen:
  // the Q♣ is under it, so the Q♠. Before that the 9♦ leaves, while the J♦ is still face down; it
  // cannot go up either (the 3♦ again), so it lies on a black 10 (both come from the stock), which
  // lies on a red Jack: with the J♦ face down, the J♥ (from the stock). The J♥ can never go up before
  // the J♦ moves (the A♥ is under the J♦) and lies on a black Queen, the Q♠, and stays there: when the
  // J♦ is ready to move, both black Queens are out of its reach. Counting at the time the J♦ moves
  // alone does not see it: the 10 under the 9♦ could by then lie on the J♦ itself.
  it('is proved lost by Lemma 12 counting at the time the 9 of diamonds leaves', () => {
    expectArgued(198, ['QC', 'AH', '3D', 'JD', 'AS', '9D', '4D'], ['TS', 'TC', 'JH']);
  });

  // Draw-1 deal 149. Column 7, bottom first: 2♥ 2♠ A♦ 5♣ 7♣ 6♦, then the 4♥ face up. The 6♦ cannot
  // go up (the A♦ is under it) and must go onto a black 7: the 7♣ is under it, so the 7♠ (from the
  // stock). The 4♥ leaves first, which uncovers the 6♦: it cannot go up (the 2♥ is at the bottom), so
  // it lies on a black 5, the 5♠ (the 5♣ is under the 6♦), which cannot go up (the 2♠ is under the
  // 6♦) and lies on a red 6: not the 6♦, face down until the 4♥ has gone, so the 6♥ (from the stock).
  // The 6♥ cannot go up (the 2♥) and lies on a black 7: the 7♠, and stays there.
  it('is proved lost by Lemma 12 counting at the time the card itself is uncovered', () => {
    expectArgued(149, ['2H', '2S', 'AD', '5C', '7C', '6D', '4H'], ['7S', '5S', '6H']);
  });
});
