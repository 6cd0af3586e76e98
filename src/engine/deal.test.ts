import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardOf, DECK_SIZE, makeCard, parseCard, RANK_LETTERS, SUIT_LETTERS, type Suit } from './card.ts';
import { dealFromSeed, isSeed, MAX_SEED, makeDeal, parseDeal, parseSeed } from './deal.ts';
import { startPosition } from './position.ts';
import { Rng } from './rng.ts';
import { DEFAULT_RULES } from './rules.ts';

// Frozen forever (docs/formats.md): a numbered deal never changes. Never edit these strings.
const GOLDEN: readonly [number, string][] = [
  [
    0,
    '6H6D5C2S4S8HTSADQD7D9D4H9S2CKDAHTH8C7SJS3C6SQSQHKCJH3SAC8SJCTCASKH3D2D4DJD5D4C9C6C8DQC7HTD2H9H5S3HKS5H7C',
  ],
  [
    1,
    '9S8H5SKSAD7C9HQC9CKC2CJSTCAS6S3S8STH4DKHKD5CJC4H7S2SJH6CAHJD4S8CTS6H7D3D4C3H8DQHQS7H5H9D3C6DACQD5D2DTD2H',
  ],
  [
    2,
    'QH7S5C6H6DAC2SKD9HASQDTH7HAH5D3HKSQSKHQC3S8HADJC8S6CJD9D4C4D7C9CKC2D4SJS8C8D2CJH5H5S7DTC2H3CTD4H9STS6S3D',
  ],
  [
    3,
    '7SQCTH2HQH5STC6DTS9HJHQDQSJD4H3C3HTD3S2D4S9D5H6H5DJCAS2C8SAH5C9C8H4CACAD6SKD8CKH7C6C3D7D9S4D2S8DKCJS7HKS',
  ],
  [
    42,
    'TH9D7CJHQSTCJSJC2C2H8H8D7S2DAHKHQH6S4H3CQC4DAC5H3H2S5S8C5C4S6DKS9H6C9C5DJD9SKC3S4C7DTD8S7HASKD3DTS6HADQD',
  ],
  [
    1000,
    'JH3D2HQHJDAD8S9HJS9SQDKS6C5DKD3CQC5S7S2CJC9D7C6H6D2D4CKHQS9CTDAC4S8C4DAH3S8HASKCTH5H7H8D5CTC2STS4H7D3H6S',
  ],
  [
    123456789,
    '6SAHADTC5CASTH4HKD9C5S3H7C4DTDQCJSJCQH2HKS2D3D9SJH8S7HKC9D5HQS4S7D4C2C6DACJD6HTS5D2S8C7S3C6C9HKH3SQD8D8H',
  ],
  [
    2147483648,
    '3H9H6CKSAHJH2H4C7C6D8SADQDQSQH9S3SASQCJD4DTHTS7H4HKCJC7D5H7SACTDTC9CKHJS5D8D8C5S3CKD4S3D8H9D6S2S2C5C6H2D',
  ],
  [
    4294967294,
    '2SKS9C3HQSJC4STD7CAHJH2H5SQH5D4C8C5C2DKD9H2C4H5HQCADTC6H7SJS8D9SKHTH3DQD8H3S3C4D7H8SAC6STS6CJD6D9D7DKCAS',
  ],
  [
    4294967295,
    '9C8DKCASTS2D4H3HQC9D7C6H7DQH5CAD3D9S3SACTC8S4D8H6CKHTH5S6DKDJS5HJHQSJC2SAH7S7H5D2H4SQD3C2CTD6S8C9HJD4CKS',
  ],
];

const deck = (): string[] => {
  const out: string[] = [];
  for (const s of 'CDHS') for (const r of RANK_LETTERS) out.push(r + s);
  return out;
};

describe('numbered deals', () => {
  it.each(GOLDEN)('seed %i gives its golden deal', (seed, text) => {
    expect(makeDeal(dealFromSeed(seed))).toBe(text);
  });

  it('pins the generator output it is built on', () => {
    const r = new Rng(0);
    expect([r.next(), r.next(), r.next()]).toEqual([2462723854, 1020716019, 454327756]);
    const top = new Rng(MAX_SEED);
    expect([top.next(), top.next()]).toEqual([920564995, 4230986166]);
  });

  it('Rng.below stays in range and is deterministic', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const a = new Rng(seed);
        const b = new Rng(seed);
        for (let i = 0; i < 5; i++) {
          const x = a.below(n);
          expect(x).toBe(b.below(n));
          expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
        }
      }),
    );
  });

  it('every seeded deal is a permutation of the 52 cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
        const deal = dealFromSeed(seed);
        expect(deal).toHaveLength(DECK_SIZE);
        expect([...deal].sort((a, b) => a - b)).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [0, true],
    [MAX_SEED, true],
    [-1, false],
    [MAX_SEED + 1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isSeed(%d) is %s', (n, expected) => {
    expect(isSeed(n)).toBe(expected);
  });
});

describe('deal numbers as text', () => {
  it.each([
    ['0', 0],
    ['  42\t', 42],
    ['4294967295', 4294967295],
    ['007', 7],
  ])('parseSeed(%j) is %d', (text, n) => {
    expect(parseSeed(text)).toEqual({ ok: true, value: n });
  });

  it.each(['', ' ', '-1', '+3', '1.5', '1e3', '0x10', '4294967296', '12 34', 'seven'])(
    'parseSeed(%j) is refused with bad-seed',
    (text) => {
      const r = parseSeed(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-seed');
    },
  );
});

describe('deal strings', () => {
  it('parse(make(d)) = d for random shuffles', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(deck(), { minLength: 52, maxLength: 52 }), (cards) => {
        const text = cards.join('');
        const parsed = parseDeal(text);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(makeDeal(parsed.value)).toBe(text);
      }),
    );
  });

  it('reads lower case and white space anywhere', () => {
    const text = (GOLDEN[0] as [number, string])[1];
    const spaced = ` ${text.toLowerCase().replace(/(..)/g, '$1 \n\t')}`;
    const parsed = parseDeal(spaced);
    expect(parsed.ok && makeDeal(parsed.value)).toBe(text);
  });

  const good = (GOLDEN[1] as [number, string])[1];
  it.each([
    ['too short', good.slice(0, 102), /52 cards/],
    ['too long', `${good}AH`, /52 cards/],
    ['empty', '', /52 cards/],
    ['odd length', good.slice(0, 103), /52 cards/],
    ['unknown card', `1H${good.slice(2)}`, /card 1 "1H" is not a card/],
    ['unknown suit', `${good.slice(0, 10)}AX${good.slice(12)}`, /card 6 "AX" is not a card/],
    ['duplicate', `${good.slice(0, 102)}${good.slice(0, 2)}`, /appears twice/],
  ])('refuses a deal string that is %s', (_name, text, message) => {
    const r = parseDeal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-deal');
      expect(r.error.message).toMatch(message);
    }
  });

  it('deals row by row: card 1 on column 1, cards 2-7 under columns 2-7, card 28 on column 7, card 29 on top of the stock', () => {
    const deal = dealFromSeed(0);
    const pos = startPosition(deal, DEFAULT_RULES);
    expect(pos.columns.map((c) => c.down.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pos.columns.map((c) => c.up.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(pos.columns[0]?.up).toEqual([deal[0]]);
    for (let c = 1; c < 7; c++) expect(pos.columns[c]?.down[0]).toBe(deal[c]);
    expect(pos.columns[1]?.up).toEqual([deal[7]]);
    expect(pos.columns[6]?.up).toEqual([deal[27]]);
    expect(pos.stock).toHaveLength(24);
    expect(pos.stock[pos.stock.length - 1]).toBe(deal[28]);
    expect(pos.stock[0]).toBe(deal[51]);
    expect(pos.waste).toEqual([]);
    expect(pos.pass).toBe(1);
    expect(pos.foundations).toEqual([0, 0, 0, 0]);
  });
});

describe('cards', () => {
  it('parseCard(makeCard(c)) = c for all 52, and colours follow the low bit', () => {
    for (let c = 0; c < DECK_SIZE; c++) {
      expect(parseCard(makeCard(c))).toBe(c);
      expect(parseCard(makeCard(c).toLowerCase())).toBe(c);
      expect((c & 1) === 1).toBe('DH'.includes(makeCard(c)[1] as string));
    }
    expect(makeCard(cardOf(9, SUIT_LETTERS.indexOf('H') as Suit))).toBe('TH');
    expect([parseCard('10H'), parseCard('1H'), parseCard('A'), parseCard('AX'), parseCard('')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
