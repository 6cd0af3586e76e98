import { describe, expect, it } from 'vitest';
import { dealFromSeed, parseCard, type Rules, startPosition } from '../../../src/engine/index.ts';
import { blockedCard } from '../../../src/solver/blocked.ts';
import { solve } from '../../../src/solver/index.ts';
import { stuckCard } from '../../../src/solver/stuck.ts';
import { check } from '../../crosscheck/search.ts';
import { endgame, expectWon, position, randomWalk, replay } from './helpers.ts';

// The expected answers come from outside the code under test: the hand-built positions and the two
// deals are argued in their comments, every "lost" is confirmed by the cross-check's own search
// (tests/crosscheck, which shares no code with the solver), and every position on a winning line
// the engine plays out is winnable.

const D1: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
const D3: Rules = { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };

// Clubs and spades are up to the 7, diamonds and hearts to the 5. A column of K♥ Q♠ J♥ 10♠ 9♥ built
// down gives the 8♠ a place; every other card is in the stock but the five of column 1.
const FOUNDATIONS = 'C7 D5 H5 S7';
const RUN = 'KH QS JH TS 9H';
const STOCK = '9C TC JC QC KC 8D 9D TD JD QD KD 8H TH QH 8S 9S JS KS';

describe('stuckCard', () => {
  it('finds a card whose only free parent another card must take first', () => {
    // The 7♥ lies on the 6♥ it would need up first, so it can only leave onto a black 8, and the 8♣
    // is under it: the 8♠ is its one parent. The 7♦ lies on it and must leave first; it cannot go up
    // (the 6♦ is under the 7♥ too), so it goes onto the 8♠ and stays in the tableau on a black 8,
    // which can only be the 8♠, for good. So the 7♥ never leaves, and the 6♥ never turns up.
    const pos = position({ foundations: FOUNDATIONS, stock: STOCK, T1: '8C 6D 6H 7H | 7D', T2: `| ${RUN}` });
    expect(blockedCard(pos)).toBe(-1);
    expect(stuckCard(pos)).toBe(parseCard('7H'));
    expect(check(pos, { searchOnly: true }).result).toBe('unsolvable');
    expect(solve(pos).result).toBe('unsolvable');
  });

  it('finds nothing when the other black 8 is free, and the game is won', () => {
    // The 8♣ is in the stock instead: it can go onto the red 9 the 8♠ does not take (the 9♦, on a
    // black 10 on a red Jack on a black Queen on a King in an empty column), and the 7♥ onto it.
    const pos = position({
      foundations: FOUNDATIONS,
      stock: `8C ${STOCK}`,
      T1: '6D 6H 7H | 7D',
      T2: `| ${RUN}`,
    });
    expect(stuckCard(pos)).toBe(-1);
    expectWon(pos);
  });

  it('proves deals 198, 554 and 846 lost at the start, where the cards a column needs compete for parents', () => {
    // Deal 198, column 7 (bottom first): Q♣ A♥ 3♦ J♦ A♠ 9♦, then 4♦ face up. The J♦ lies on the 3♦
    // and the Q♣, so it can only leave onto the Q♠. The 9♦ above it must leave first and cannot go up
    // (the 3♦ again): it goes onto a black 10 (both in the stock), which goes onto a red Jack, and
    // the J♦ is still face down, so onto the J♥; the J♥ can never go up (the A♥ is under the J♦) nor
    // onto the Q♣, so it keeps the Q♠ until the J♦ leaves. So the J♦ never leaves.
    expect(stuckCard(startPosition(dealFromSeed(198), D1))).toBe(parseCard('JD'));
    // Deal 554, column 7: 7♠ 4♣ 9♥ 8♦ 8♠ 8♣, then 9♣. The 8♠ cannot go up (the 7♠ is under it) and
    // its parents are the 9♥ under it and the 9♦. The 8♣ on it must leave first, cannot go up (the
    // 4♣), and its parents are the same two: it takes the 9♦, for good. So the 8♠ never leaves.
    expect(stuckCard(startPosition(dealFromSeed(554), D1))).toBe(parseCard('8S'));
    // Deal 846, column 7: 6♥ 5♥ 10♠ 10♣ 2♥ 9♦, then 9♣. The 9♦ must leave before the 2♥ turns up,
    // and both black 10s are under the 2♥: so it goes up, and stays up (it can never come down), with
    // the A♦ to 8♦. The 6♦ up, the 4♣ and 4♠ that lay on it in column 5 have left, and have no red 5
    // (the 5♦ up, the 5♥ under the 2♥): they are up for good too, with the black 3s. So the 2♥ has no
    // black 3 to land on; to go up it needs the A♥, under the 3♥ in column 6, and the 3♥ (which cannot
    // go up before the 2♥) has no black 4 to go to.
    expect(stuckCard(startPosition(dealFromSeed(846), D1))).toBe(parseCard('2H'));
    // Neither is a blocked card: the facts alone see each card's need, not that two share a parent.
    expect(blockedCard(startPosition(dealFromSeed(198), D1))).toBe(-1);
    expect(blockedCard(startPosition(dealFromSeed(554), D1))).toBe(-1);
    expect(blockedCard(startPosition(dealFromSeed(846), D1))).toBe(-1);
  });

  it('finds nothing on any position of a winning line', () => {
    // Every position the engine passes through on a won game is winnable.
    let positions = 0;
    for (const rules of [D1, D3])
      for (let seed = 1; seed <= 60; seed++) {
        const start = startPosition(dealFromSeed(seed), rules);
        const r = solve(start, { budgetStates: 50_000 });
        if (r.result !== 'solved') continue;
        let pos = start;
        r.moves.forEach((move, n) => {
          positions++;
          expect(stuckCard(pos), `deal ${seed}, before move ${n + 1}`).toBe(-1);
          pos = replay(pos, [move]);
        });
      }
    expect(positions).toBeGreaterThan(10_000);
  });

  it('never calls a position lost that can be won: the cross-check proves lost every one it finds', () => {
    // Late-game positions walked at random under four rule sets, as for blockedCard.
    let found = 0;
    let beyond = 0;
    for (const draw of [1, 3])
      for (const foundationToTableau of [true, false]) {
        const rules: Rules = { draw, passes: Number.POSITIVE_INFINITY, foundationToTableau };
        for (let seed = 1; seed <= 40; seed++)
          for (const pos of randomWalk(endgame(dealFromSeed(seed), rules, 4 + (seed % 3)), 80, seed)) {
            if (stuckCard(pos) < 0) continue;
            found++;
            if (blockedCard(pos) < 0) beyond++;
            expect(check(pos, { maxStates: 100_000, searchOnly: true }).result).toBe('unsolvable');
          }
      }
    // Most are beyond blockedCard's reach (which finds other cases: a card of the talon that can never go
    // up, say); the solver asks both.
    expect(found).toBeGreaterThan(100);
    expect(beyond).toBeGreaterThan(found / 2);
  }, 600_000);
});
