import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal, parseDeal } from './deal.ts';
import { type Move, makeMove, parseMove, parseMoveList } from './move.ts';
import { legalMoves, play } from './play.ts';
import { startPosition } from './position.ts';
import { makePosition, parsePosition } from './position-text.ts';
import { readRecord } from './record.ts';
import { Rng } from './rng.ts';
import { parseRules } from './rules.ts';

const DEAL = makeDeal(dealFromSeed(7));
const START = startPosition(dealFromSeed(7), { draw: 3, passes: 3, foundationToTableau: false });
const POSITION = makePosition(play(START, legalMoves(START)[0] as Move));
const RECORD = JSON.stringify({
  format: 'klondike-game/1',
  deal: DEAL,
  seed: 7,
  rules: { draw: 3, passes: 3, foundationToTableau: true },
  moves: ['T5>F', 'T7>F', 'S', 'T1>T3'],
});
const MOVES = 'S, W>T3 T7>F  T1>T2:3 FH>T4 R W>F';
const RULES = '{"draw":3,"passes":"unlimited","foundationToTableau":false}';

/** Random edits of a valid text: deletions, insertions, replacements, truncation, repetition. */
const mutated = (text: string): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom('delete', 'insert', 'replace', 'truncate', 'repeat'),
        fc.nat(),
        fc.nat({ max: 12 }),
        fc.string({ unit: 'binary', maxLength: 6 }),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((edits) =>
      edits.reduce((s, [kind, at, n, chars]) => {
        const i = s.length === 0 ? 0 : at % (s.length + 1);
        switch (kind) {
          case 'delete':
            return s.slice(0, i) + s.slice(i + n);
          case 'insert':
            return s.slice(0, i) + chars + s.slice(i);
          case 'replace':
            return s.slice(0, i) + chars + s.slice(i + chars.length);
          case 'truncate':
            return s.slice(0, i);
          default:
            return s.slice(0, i) + s.slice(i, i + n).repeat(3) + s.slice(i + n);
        }
      }, text),
    );

/** Text a parser might be handed: anything, or a valid text of its kind broken in a few places. */
const inputs = (valid: string) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: fc.constantFrom(...'SRWFTCDHS>:1234567890, \n|;{}"'.split('')), maxLength: 200 }),
    mutated(valid),
  );

/** Whether a value is a Result whose error carries a code and a message. */
const isResult = (r: unknown): boolean => {
  if (typeof r !== 'object' || r === null) return false;
  const o = r as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (o.ok === true) return 'value' in o;
  return o.ok === false && typeof o.error?.code === 'string';
};

const PARSERS: [string, (s: string) => unknown, string][] = [
  ['parseDeal', parseDeal, DEAL],
  ['parseMove', parseMove, 'T1>T2:3'],
  ['parseMoveList', parseMoveList, MOVES],
  ['parsePosition', parsePosition, POSITION],
  ['readRecord', readRecord, RECORD],
  [
    'parseRules (of any JSON)',
    (s) => {
      let json: unknown;
      try {
        json = JSON.parse(s);
      } catch {
        return { ok: false, error: { code: 'not-json' } };
      }
      return parseRules(json);
    },
    RULES,
  ],
];

describe('parsers never throw and always return a Result', () => {
  it.each(PARSERS)('%s', (_name, parse, valid) => {
    expect(isResult(parse(valid)) && (parse(valid) as { ok: boolean }).ok).toBe(true);
    fc.assert(
      fc.property(inputs(valid), (text) => {
        expect(isResult(parse(text))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('parseRules of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        expect(isResult(parseRules(json))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseRules of records with the right keys and wrong values', () => {
    fc.assert(
      fc.property(
        fc.record(
          { draw: fc.anything(), passes: fc.anything(), foundationToTableau: fc.anything() },
          { requiredKeys: [] },
        ),
        (json) => {
          const r = parseRules(json);
          expect(isResult(r)).toBe(true);
          if (r.ok) {
            expect(Number.isSafeInteger(r.value.draw) && r.value.draw >= 1).toBe(true);
            expect(r.value.passes === Number.POSITIVE_INFINITY || Number.isSafeInteger(r.value.passes)).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('rules JSON', () => {
  const INF = Number.POSITIVE_INFINITY;
  it.each([
    [{}, { draw: 1, passes: INF, foundationToTableau: true }],
    [{ draw: 3 }, { draw: 3, passes: INF, foundationToTableau: true }],
    [
      { draw: 3, passes: 3, foundationToTableau: false },
      { draw: 3, passes: 3, foundationToTableau: false },
    ],
    [{ passes: 'unlimited' }, { draw: 1, passes: INF, foundationToTableau: true }],
    [
      { draw: 7, passes: 1 },
      { draw: 7, passes: 1, foundationToTableau: true },
    ],
  ])('reads %j', (json, rules) => {
    expect(parseRules(json)).toEqual({ ok: true, value: rules });
  });

  it.each([
    [null],
    [[]],
    ['draw 1'],
    [{ draw: 0 }],
    [{ draw: '3' }],
    [{ draw: 1.5 }],
    [{ passes: 0 }],
    [{ passes: '3' }],
    [{ passes: 'Unlimited' }],
    [{ passes: null }],
    [{ foundationToTableau: 'yes' }],
    [{ redeals: 2 }],
  ])('refuses %j', (json) => {
    const r = parseRules(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-rules');
  });
});

describe('move notation', () => {
  it.each([
    ['S', 'S'],
    ['r', 'R'],
    ['w>f', 'W>F'],
    [' W > T7 ', 'W>T7'],
    ['t3>f', 'T3>F'],
    ['T1>T2', 'T1>T2'],
    ['T1>T2:3', 'T1>T2:3'],
    ['t1 > t2 : 13', 'T1>T2:13'],
    ['T7>T1:52', 'T7>T1:52'],
    ['fh>t4', 'FH>T4'],
    ['FS>T1', 'FS>T1'],
  ])('reads %j as %s', (text, made) => {
    const r = parseMove(text);
    expect(r.ok && makeMove(r.value, true)).toBe(made);
  });

  it('makes every move with the same fields in the same order, unused ones undefined', () => {
    // One object shape for every move keeps the code that reads moves fast (move.ts, `intern`); the
    // fields a kind uses are the documented ones (docs/formats.md, "Moves").
    const uses: Record<Move['kind'], string[]> = {
      draw: [],
      redeal: [],
      'waste-foundation': [],
      'waste-tableau': ['to'],
      'tableau-foundation': ['from'],
      'tableau-tableau': ['from', 'to', 'count'],
      'foundation-tableau': ['to', 'suit'],
    };
    const seen = new Set<string>();
    const check = (m: Move) => {
      expect(Object.keys(m)).toEqual(['kind', 'from', 'to', 'count', 'suit']);
      expect(Object.isFrozen(m)).toBe(true);
      const set = Object.entries(m)
        .filter(([k, v]) => k !== 'kind' && v !== undefined)
        .map(([k]) => k);
      // A tableau move read from text without a count leaves it out.
      expect(set).toEqual(uses[m.kind].filter((k) => k !== 'count' || m.count !== undefined));
      seen.add(m.kind);
    };
    for (const text of ['S', 'R', 'W>F', 'W>T3', 'T2>F', 'T1>T2', 'T1>T2:3', 'FH>T4']) {
      const r = parseMove(text);
      if (r.ok) check(r.value);
    }
    const rng = new Rng(7);
    for (let seed = 1; seed <= 20; seed++) {
      let pos = startPosition(dealFromSeed(seed), { draw: 1, passes: 3, foundationToTableau: true });
      for (let i = 0; i < 200; i++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        for (const m of moves) check(m);
        pos = play(pos, moves[rng.below(moves.length)] as Move);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(uses).sort());
  });

  it.each([
    '',
    'X',
    'SS',
    'W',
    'W>',
    'W>T0',
    'W>T8',
    'T0>F',
    'T1>T8',
    'T1>T2:0',
    'T1>T2:53',
    'T1>T2:100',
    'T1>T2:',
    'T1>T2:-1',
    'FX>T1',
    'F>T1',
    'FH>F',
    'T1>W',
    'W>F>T1',
    'S,R',
  ])('refuses %j', (text) => {
    const r = parseMove(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-move');
  });

  it('splits move lists on white space and commas, skipping empty entries, and names the first bad entry', () => {
    const r = parseMoveList(' S,,W>T3\n\tT7>F ,  T1>T2:3,R ');
    expect(r.ok && r.value.map((m) => makeMove(m, true))).toEqual(['S', 'W>T3', 'T7>F', 'T1>T2:3', 'R']);
    expect(parseMoveList('')).toEqual({ ok: true, value: [] });
    const bad = parseMoveList('S S W>T9 T1>F');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([bad.error.index, bad.error.text]).toEqual([2, 'W>T9']);
  });
});

describe('readRecord names what is wrong', () => {
  const rec = (o: Record<string, unknown>) =>
    JSON.stringify({
      format: 'klondike-game/1',
      deal: DEAL,
      rules: { draw: 3, passes: 3, foundationToTableau: true },
      moves: ['T5>F', 'T7>F', 'S'],
      ...o,
    });
  const cases: [string, string, string, number | undefined][] = [
    ['empty', '', 'bad-json', undefined],
    ['truncated', RECORD.slice(0, 60), 'bad-json', undefined],
    ['not an object', '[1,2]', 'bad-json', undefined],
    ['unknown format', rec({ format: 'klondike-game/2' }), 'unknown-format', undefined],
    ['no format', rec({ format: undefined }), 'unknown-format', undefined],
    ['deal too short', rec({ deal: DEAL.slice(2) }), 'bad-deal', undefined],
    ['deal with a duplicate', rec({ deal: DEAL.slice(0, 102) + DEAL.slice(0, 2) }), 'bad-deal', undefined],
    ['deal not a string', rec({ deal: 7 }), 'bad-deal', undefined],
    ['seed of another deal', rec({ seed: 8 }), 'bad-seed', undefined],
    ['seed out of range', rec({ seed: 2 ** 32 }), 'bad-seed', undefined],
    ['unknown rule', rec({ rules: { draw: 3, redeals: 2 } }), 'bad-rules', undefined],
    ['draw 0', rec({ rules: { draw: 0 } }), 'bad-rules', undefined],
    ['moves not a list', rec({ moves: 'S S' }), 'bad-moves', undefined],
    ['a move that is not a move', rec({ moves: ['S', 'T8>F'] }), 'bad-move', 1],
    ['an illegal move', rec({ moves: ['T5>F', 'T7>F', 'S', 'W>F', 'T1>T1'] }), 'illegal-move', 3],
    ['a wrong count', rec({ moves: ['T5>F', 'T1>T3:2'] }), 'illegal-move', 1],
  ];
  it.each(cases)('%s', (_name, text, code, index) => {
    const r = readRecord(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.index).toBe(index);
      expect(r.error.message).toMatch(/\w/);
      if (index !== undefined) expect(r.error.message).toContain(`move ${index + 1} `);
    }
  });

  it('replays a record of 100,000 moves (stock turns and redeals)', () => {
    const moves: string[] = [];
    while (moves.length < 100_000) moves.push(...new Array<string>(24).fill('S'), 'R');
    const r = readRecord(
      JSON.stringify({ format: 'klondike-game/1', deal: DEAL, rules: {}, moves: moves.slice(0, 100_000) }),
    );
    expect(r.ok && r.value.game.history.length).toBe(100_000);
    expect(r.ok && r.value.game.position.pass).toBe(4001);
  });

  it('reads a good record, its seed checked against its deal', () => {
    const r = readRecord(RECORD);
    expect(r.ok && r.value.record.seed).toBe(7);
    expect(r.ok && r.value.game.history.length).toBe(4);
  });
});

describe('docs/formats.md tells the truth', () => {
  const doc = readFileSync(new URL('../../docs/formats.md', import.meta.url), 'utf8');

  it('its example position reads, and writes back to the same text', () => {
    const block = /```\n(klondike-position\/1\n[\s\S]*?)\n```/.exec(doc)?.[1] as string;
    const pos = parsePosition(block);
    expect(pos.ok).toBe(true);
    if (pos.ok) expect(makePosition(pos.value)).toBe(block);
  });

  it('its check values are the generator and deals of the code', () => {
    const r = new Rng(0);
    expect(doc).toContain(`\`Rng(0)\` gives ${r.next()}, ${r.next()}, ${r.next()} first`);
    expect(doc).toContain(`seed 0 deals\n\`${makeDeal(dealFromSeed(0))}\``);
    expect(doc).toContain(`seed 4294967295 deals\n\`${makeDeal(dealFromSeed(4294967295))}\``);
  });
});
