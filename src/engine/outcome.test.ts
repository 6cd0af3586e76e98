import { describe, expect, it } from 'vitest';
import { build, mv, unwrap } from '../../tests/kit/position.ts';
import { RANK_LETTERS } from './card.ts';
import { dealFromSeed } from './deal.ts';
import { parseMove } from './move.ts';
import { outcome } from './outcome.ts';
import { legalMoves, play } from './play.ts';
import { type Position, startPosition } from './position.ts';
import { parsePosition } from './position-text.ts';

const rules = (draw: number, passes: number | 'unlimited', f2t = true) =>
  JSON.stringify({ draw, passes, foundationToTableau: f2t });

// Tops all red and none adjacent: nothing builds on anything and no Ace shows.
const QUIET = ['| KH', '| QD', '| TH', '| TD', '| 8H', '| 6D', '| 4H'];
// Black cards that fit none of QUIET's tops, and no Ace.
const DEAD_STOCK = '2C TS 8C 6S 4C 3D';

const cases: [string, Position, 'won' | 'lost' | 'playing'][] = [
  ['every card on the foundations', build({ f: 'C13 D13 H13 S13', cols: [] }), 'won'],
  ['no legal move at all', build({ cols: QUIET }), 'lost'],
  [
    'only stock cycling remains (draw 1, unlimited passes)',
    build({ cols: QUIET, stock: DEAD_STOCK }),
    'lost',
  ],
  [
    'only stock cycling remains (draw 3, unlimited passes, part-way through a pass)',
    build({ rules: rules(3, 'unlimited'), cols: QUIET, stock: '2C TS 8C', waste: '6S 4C 3D', pass: 40 }),
    'lost',
  ],
  [
    'only stock cycling remains (draw 1, 3 passes)',
    build({ rules: rules(1, 3), cols: QUIET, stock: DEAD_STOCK }),
    'lost',
  ],
  [
    'a foundation card can come back, but that makes no progress',
    build({ f: 'C0 D0 H5 S0', cols: ['| KH', '| 6S', '| QD', '| TH', '| TD', '| 8H', '| JD'] }),
    'lost',
  ],
  [
    'the same with foundation-to-tableau off',
    build({
      rules: rules(1, 'unlimited', false),
      f: 'C0 D0 H5 S0',
      cols: ['| KH', '| 6S', '| QD', '| TH', '| TD', '| 8H', '| JD'],
    }),
    'lost',
  ],
  [
    'draw 3: the Ace is never on top of the waste',
    build({ rules: rules(3, 'unlimited'), cols: QUIET, waste: 'AC 2D 3D 4D' }),
    'lost',
  ],
  ['draw 1: the same Ace comes up after a redeal', build({ cols: QUIET, waste: 'AC 2D 3D 4D' }), 'playing'],
  [
    'an Ace under the waste top, no pass left',
    build({ rules: rules(1, 1), cols: QUIET, waste: '2C AC 3D' }),
    'lost',
  ],
  [
    'an Ace under the waste top, a pass left',
    build({ rules: rules(1, 2), cols: QUIET, waste: '2C AC 3D' }),
    'playing',
  ],
  ['an Ace in the stock', build({ cols: QUIET, stock: `${DEAD_STOCK} AS` }), 'playing'],
  [
    'a face-down card can be turned up',
    build({ cols: ['| KH', '| QD', '9C | 5C', '| TD', '| 8H', '| 6D'] }),
    'playing',
  ],
  [
    'a card reaches a foundation only after a foundation card comes down (same count, new card)',
    build({
      rules: rules(1, 1),
      f: 'C0 D0 H5 S0',
      waste: '9C AD 4C',
      cols: ['| KH', '| 6S', '| KD', '| QH', '| QD', '| JH', '| JD'],
    }),
    'playing',
  ],
  [
    'the dealt position of seed 0',
    startPosition(dealFromSeed(0), { draw: 1, passes: 1, foundationToTableau: true }),
    'playing',
  ],
];

describe('outcome', () => {
  it.each(cases)('%s', (_name, pos, expected) => {
    expect(outcome(pos)).toBe(expected);
  });

  it('a lost position may still have legal moves', () => {
    const stuck = cases.filter(([, , o]) => o === 'lost').map(([, p]) => legalMoves(p).length);
    expect(stuck.some((n) => n > 0)).toBe(true);
  });

  it('after the swap that puts the new card up, the game is lost', () => {
    const [, pos] = cases.find(([n]) => n.startsWith('a card reaches')) as (typeof cases)[number];
    let p = pos;
    for (const t of ['FH>T2', 'W>T2', 'W>F']) p = play(p, unwrap(parseMove(t)));
    expect(p.foundations).toEqual([0, 1, 0, 4]);
    expect(outcome(p)).toBe('lost');
  });

  it('answers "playing" when the search is larger than its limit: lost only when proved', () => {
    const [, pos] = cases[2] as (typeof cases)[number];
    expect(outcome(pos, 3)).toBe('playing');
    expect(outcome(pos)).toBe('lost');
  });
});
