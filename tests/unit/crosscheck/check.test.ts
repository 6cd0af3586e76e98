import { describe, expect, it } from 'vitest';
import { describeRules, type Position } from '../../../src/engine/index.ts';
import { replaysToWin } from '../../crosscheck/compare.ts';
import { check } from '../../crosscheck/search.ts';
import { build } from '../../kit/position.ts';
import { bruteForce, miniDeal, RULE_SETS } from './helpers.ts';

/** The checker's verdict, after checking that a win replays in the engine. */
const verdict = (pos: Position): string => {
  const r = check(pos, { maxStates: 2_000_000 });
  if (r.result === 'solved') expect(replaysToWin(pos, r.line ?? [])).toBe(true);
  return r.result;
};

// Small positions whose answers can be checked by hand (the comments say why).
const CASES: { name: string; pos: Position; result: string }[] = [
  {
    // The King of spades is the last card and is next on its foundation.
    name: 'one card left',
    pos: build({ f: 'C13 D13 H13 S12', cols: ['| KS'] }),
    result: 'solved',
  },
  {
    // The 4 of hearts lies on the 3 of hearts, the card it waits for, and every black card is up.
    // With foundation cards allowed back, a black King goes into an empty column and a chain of
    // foundation cards down to a black 5 comes down onto it; the 4 of hearts moves onto the 5, the 3
    // turns up and everything goes up again.
    name: 'foundation cards brought back free a buried card',
    pos: build({ f: 'C13 D13 H2 S13', cols: ['3H | 4H', '| KH'], fill: 2 }),
    result: 'solved',
  },
  {
    // Without them the 4 of hearts can go nowhere, and the King of hearts moving to an empty column
    // only shows the Queen of hearts, which can go nowhere either.
    name: 'the same without foundation-to-tableau is lost',
    pos: build({
      rules: '{"draw":1,"passes":"unlimited","foundationToTableau":false}',
      f: 'C13 D13 H2 S13',
      cols: ['3H | 4H', '| KH'],
      fill: 2,
    }),
    result: 'unsolvable',
  },
  {
    // Turned one at a time the Jack of clubs comes first and goes up, the King waits in an empty
    // column, then the Queen and the King follow.
    name: 'draw 1, one pass: J, K, Q of clubs in the stock',
    pos: build({
      rules: '{"draw":1,"passes":1,"foundationToTableau":false}',
      f: 'C10 D13 H13 S13',
      stock: 'QC KC JC',
      cols: [],
    }),
    result: 'solved',
  },
  {
    // Turned three at a time the Queen of clubs is always the top card, and it can go nowhere.
    name: 'draw 3, one pass: the same stock is lost',
    pos: build({
      rules: '{"draw":3,"passes":1,"foundationToTableau":false}',
      f: 'C10 D13 H13 S13',
      stock: 'QC KC JC',
      cols: [],
    }),
    result: 'unsolvable',
  },
  {
    // Redeals bring the three cards back in the same order: still only the Queen can be played.
    name: 'draw 3, unlimited passes: still lost',
    pos: build({
      rules: '{"draw":3,"passes":"unlimited","foundationToTableau":false}',
      f: 'C10 D13 H13 S13',
      stock: 'QC KC JC',
      cols: [],
    }),
    result: 'unsolvable',
  },
  {
    // The King of hearts comes back into an empty column and takes the Queen; the King of clubs goes
    // into another, the Jack goes up, then the rest.
    name: 'draw 3 with foundation-to-tableau: won',
    pos: build({
      rules: '{"draw":3,"passes":"unlimited","foundationToTableau":true}',
      f: 'C10 D13 H13 S13',
      stock: 'QC KC JC',
      cols: [],
    }),
    result: 'solved',
  },
  {
    // Only clubs are left, all in one column: the 3 of clubs face up on the 2 of clubs it waits for,
    // and with every red card up it can go nowhere.
    name: 'a blocked column',
    pos: build({
      rules: '{"draw":1,"passes":"unlimited","foundationToTableau":false}',
      f: 'C1 D13 H13 S13',
      cols: ['2C | 3C'],
    }),
    result: 'unsolvable',
  },
];

describe('check on hand-built positions', () => {
  it.each(CASES)('$name: $result', ({ pos, result }) => {
    expect(verdict(pos)).toBe(result);
  });
});

describe('check against a search of the engine with no reduction at all', () => {
  // Small random positions (the rest of the deck on the foundations) under every rule variant without
  // foundation-to-tableau: the checker's verdict must be the exhaustive search's, and every win must
  // replay in the engine. With foundation-to-tableau an unreduced search of even such small
  // positions is too big (every foundation card may come down), hence the next test.
  const kinds = [
    { what: 'hearts and diamonds from the 6 up', rank: 5, talon: 6, suits: [1, 3] },
    { what: 'clubs and diamonds from the 7 up', rank: 6, talon: 5, suits: [0, 1] },
  ];
  for (const rules of RULE_SETS.filter((r) => !r.foundationToTableau)) {
    it(describeRules(rules), () => {
      const seen = { solved: 0, unsolvable: 0 };
      for (const { rank, talon, suits } of kinds) {
        for (let seed = 1; seed <= 12; seed++) {
          const pos = miniDeal(seed, rules, rank, talon, suits);
          const truth = bruteForce(pos);
          if (truth === undefined) continue;
          const want = truth ? 'solved' : 'unsolvable';
          expect(`${seed} ${verdict(pos)}`).toBe(`${seed} ${want}`);
          seen[want]++;
        }
      }
      expect(seen.solved + seen.unsolvable).toBeGreaterThan(20);
    });
  }

  it('the small positions include both won and lost ones', () => {
    const rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: false };
    const answers = new Set(
      Array.from({ length: 12 }, (_, i) => bruteForce(miniDeal(i + 1, rules, 5, 6, [1, 3]))),
    );
    expect(answers).toEqual(new Set([true, false]));
  });
});

describe('check with foundation-to-tableau', () => {
  // Allowing foundation cards back only adds moves: whatever is won without it is won with it.
  it('wins whatever it wins without foundation-to-tableau', () => {
    for (const draw of [1, 3]) {
      for (const passes of [Number.POSITIVE_INFINITY, 1]) {
        for (let seed = 1; seed <= 12; seed++) {
          const off = miniDeal(seed, { draw, passes, foundationToTableau: false }, 5, 6, [1, 3]);
          const on = { ...off, rules: { ...off.rules, foundationToTableau: true } };
          if (verdict(off) === 'solved') expect(`${seed} ${verdict(on)}`).toBe(`${seed} solved`);
        }
      }
    }
  });
});
