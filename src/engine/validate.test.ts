import { describe, expect, it } from 'vitest';
import { build } from '../../tests/kit/position.ts';
import { cardOf } from './card.ts';
import { dealFromSeed } from './deal.ts';
import { type Position, startPosition } from './position.ts';
import { DEFAULT_RULES } from './rules.ts';
import { POSITION_CHECK_CODES, type PositionCheckCode, validatePosition } from './validate.ts';

// A position near the start of a game: 7C alone in column 1, the other columns one red card each,
// 2C on the stock, 3C on the waste, and every other card face down under column 1.
const good: Position = build({
  cols: ['| 7C', '| KH', '| QD', '| TH', '| TD', '| 8H', '| 6D'],
  stock: '2C',
  waste: '3C',
});

/** `good` with its columns changed. */
const withColumn = (i: number, down: readonly number[], up: readonly number[]): Position => ({
  ...good,
  columns: good.columns.map((c, k) => (k === i ? { down, up } : c)),
});

/** `good` with the first `n` face-down cards of column 1 moved to the stock. */
const withStock = (n: number): Position => {
  const t1 = good.columns[0] as Position['columns'][number];
  return {
    ...withColumn(0, t1.down.slice(n), t1.up),
    stock: [...t1.down.slice(0, n), ...good.stock],
  };
};

const DRAW3 = { ...DEFAULT_RULES, draw: 3 };
const AH = cardOf(0, 2);
const KS = cardOf(12, 3);
const QS = cardOf(11, 3);
const QH = cardOf(11, 2);

describe('validatePosition', () => {
  it('accepts positions of games: a deal, a hand-built one, one with a card on every foundation', () => {
    expect(validatePosition(startPosition(dealFromSeed(7), DEFAULT_RULES)).ok).toBe(true);
    expect(validatePosition(good)).toEqual({ ok: true, value: good });
    expect(validatePosition(withStock(22)).ok).toBe(true);
    const up = build({ f: 'C1 D1 H1 S1', cols: ['| KS QH'], pass: 3 });
    expect(validatePosition(up).ok).toBe(true);
  });

  it('accepts the stocks a first pass can have, and any stock on a later pass', () => {
    // Draw 3: 24 - 3k cards (21 after one turn), or none; draw 5: 24, 19, 14, 9, 4, 0.
    expect(validatePosition({ ...withStock(20), rules: DRAW3 }).ok).toBe(true);
    expect(validatePosition({ ...withStock(3), rules: { ...DRAW3, draw: 5 } }).ok).toBe(true);
    expect(
      validatePosition({ ...withStock(0), stock: [], waste: [...good.stock, ...good.waste], rules: DRAW3 })
        .ok,
    ).toBe(true);
    expect(validatePosition({ ...withStock(22), rules: DRAW3, pass: 2 }).ok).toBe(true);
  });

  const cases: [string, unknown, PositionCheckCode][] = [
    ['no object', 'klondike-position/1', 'not-a-position'],
    ['null', null, 'not-a-position'],
    ['six columns', { ...good, columns: good.columns.slice(1) }, 'not-a-position'],
    [
      'a column without its face-up list',
      { ...good, columns: [{ down: [] }, ...good.columns.slice(1)] },
      'not-a-position',
    ],
    ['a card number 52', { ...good, stock: [52] }, 'not-a-position'],
    ['a card that is not a whole number', { ...good, waste: [1.5] }, 'not-a-position'],
    ['three foundations', { ...good, foundations: [0, 0, 0] }, 'not-a-position'],
    ['rules without draw', { ...good, rules: { passes: 1, foundationToTableau: true } }, 'bad-rules'],
    ['passes of 0', { ...good, rules: { ...DEFAULT_RULES, passes: 0 } }, 'bad-rules'],
    ['pass 0', { ...good, pass: 0 }, 'bad-pass'],
    ['pass beyond the limit', { ...good, rules: { ...DEFAULT_RULES, passes: 2 }, pass: 3 }, 'bad-pass'],
    ['a height of 14', { ...good, foundations: [14, 0, 0, 0] }, 'bad-foundation'],
    ['a negative height', { ...good, foundations: [0, -1, 0, 0] }, 'bad-foundation'],
    ['a fractional height', { ...good, foundations: [0, 0, 0.5, 0] }, 'bad-foundation'],
    ['face-down cards alone', withColumn(1, good.columns[1]?.up ?? [], []), 'face-down-uncovered'],
    ['face-up cards that are not a run', withColumn(1, [], [KS, QH, QS]), 'not-a-run'],
    ['face-up cards of one colour', withColumn(1, [], [KS, QS]), 'not-a-run'],
    ['a card missing', { ...good, stock: [] }, 'missing-card'],
    ['a card twice', { ...good, stock: [...good.stock, AH] }, 'duplicate-card'],
    ['a card on its foundation and in the tableau', { ...good, foundations: [0, 0, 1, 0] }, 'duplicate-card'],
    ['25 cards in stock and waste (24 are not dealt to the columns)', withStock(23), 'bad-talon'],
    [
      'draw 3, first pass: a stock of 23 (24 less whole turns of 3: 21, 18, …)',
      { ...withStock(22), rules: DRAW3 },
      'bad-stock',
    ],
    ['draw 2, first pass: a stock of 1', { ...good, rules: { ...DRAW3, draw: 2 } }, 'bad-stock'],
  ];

  it.each(cases)('refuses %s', (_name, value, code) => {
    const r = validatePosition(value);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(/\w/);
    }
  });

  it('every code has a case', () => {
    const seen = new Set<string>(cases.map((c) => c[2]));
    expect([...POSITION_CHECK_CODES].sort()).toEqual([...seen].sort());
  });
});
