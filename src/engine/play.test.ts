import { describe, expect, it } from 'vitest';
import { build, mv, type Spec, unwrap } from '../../tests/kit/position.ts';
import { makeCard, RANK_LETTERS } from './card.ts';
import { dealFromSeed } from './deal.ts';
import { drawMove, type Move, makeMove, parseMove, redealMove } from './move.ts';
import {
  checkMove,
  draftOf,
  drawInPlace,
  explainMoveError,
  legalMoves,
  MOVE_ERROR_CODES,
  type MoveErrorCode,
  play,
  playInPlace,
  resolveMove,
  tryPlay,
} from './play.ts';
import { type Position, positionKey, startPosition } from './position.ts';
import { makePosition, parsePosition } from './position-text.ts';

const moveList = (pos: Position, withCount = false) =>
  legalMoves(pos)
    .map((m) => makeMove(m, withCount))
    .join(' ');
const cards = (list: readonly number[]) => list.map(makeCard).join(' ');

// Tops all red and none adjacent: nothing builds on anything, no Ace is showing.
const QUIET = ['| KH', '| QD', '| TH', '| TD', '| 8H', '| 6D', '| 4H'];
const DRAW3 = '{"draw":3,"passes":"unlimited","foundationToTableau":true}';

describe('legal moves of hand-built positions (exact lists, in the engine order)', () => {
  const cases: [string, Spec, string][] = [
    ['stock full, waste empty', { cols: QUIET, stock: '2C 9S 5C' }, 'S'],
    ['stock and waste empty', { cols: QUIET }, ''],
    [
      'waste top to its foundation and onto a column',
      { cols: [...QUIET.slice(0, 6), '| 2S'], waste: 'AD', stock: '5S' },
      'W>F W>T7 S',
    ],
    [
      'draw 3, two cards left (a later pass): a short turn is still a turn',
      { rules: DRAW3, pass: 2, cols: QUIET, stock: '2C 3C', waste: '5C' },
      'W>T6 S',
    ],
    ['stock empty, unlimited passes: redeal', { cols: QUIET, waste: '2C KC', pass: 9 }, 'R'],
    [
      'pass limit reached (1 pass): no R',
      { rules: '{"draw":1,"passes":1,"foundationToTableau":true}', cols: QUIET, waste: '2C KC' },
      '',
    ],
    [
      '2 passes, on pass 1: R',
      { rules: '{"draw":1,"passes":2,"foundationToTableau":true}', cols: QUIET, waste: '2C KC' },
      'R',
    ],
    [
      '2 passes, on pass 2: no R',
      { rules: '{"draw":1,"passes":2,"foundationToTableau":true}', pass: 2, cols: QUIET, waste: '2C KC' },
      '',
    ],
    [
      '3 passes, on pass 2: R',
      { rules: '{"draw":3,"passes":3,"foundationToTableau":true}', pass: 2, cols: QUIET, waste: '2C KC' },
      'R',
    ],
    [
      'runs of several cards: which k moves depends on the target',
      { cols: ['| KH', '| QS JH TS 9H', '| JD', '| TC', '| QC', '| 6D', '| 4H'] },
      'T2>T1 T2>T3 T2>T4 T2>T5 T3>T5 T4>T3 T5>T1',
    ],
    [
      'Kings and King-headed runs into an empty column, others refused',
      { cols: ['| 5H', '|', '| KS QH', '2C | KD', '| QC', '| 8D', '| 3C'], waste: 'KC' },
      'W>T2 T3>T2 T4>T2 T5>T4 R',
    ],
    [
      'foundation to tableau allowed',
      { f: 'C3 D0 H2 S1', cols: ['| 4D', '| 3S', '|', '| 2D', '| 9D', '| 7H', '| 5H'] },
      'T2>T1 T4>T2 FC>T1 FH>T2 FS>T4',
    ],
    [
      'foundation to tableau off',
      {
        rules: '{"draw":1,"passes":"unlimited","foundationToTableau":false}',
        f: 'C3 D0 H2 S1',
        cols: ['| 4D', '| 3S', '|', '| 2D', '| 9D', '| 7H', '| 5H'],
      },
      'T2>T1 T4>T2',
    ],
    [
      'a King from the foundation into an empty column, an Ace to a foundation',
      { f: 'C13 D12 H0 S0', cols: ['| 9H', '|', '| AH', '| QS', '| 5S', '| KS', '| 7S'], stock: 'AS' },
      'T3>F T6>T2 FC>T2 FD>T6 S',
    ],
    [
      'won, foundation-to-tableau off: no move',
      {
        rules: '{"draw":1,"passes":"unlimited","foundationToTableau":false}',
        f: 'C13 D13 H13 S13',
        cols: [],
      },
      '',
    ],
    [
      'won, foundation-to-tableau on: the Kings may still come down',
      { f: 'C13 D13 H13 S13', cols: [] },
      ['C', 'D', 'H', 'S'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7].map((n) => `F${s}>T${n}`)).join(' '),
    ],
  ];

  it.each(cases)('%s', (_name, spec, expected) => {
    expect(moveList(build(spec))).toBe(expected);
  });

  it('runs carry the count that moves: 4, 2, 1, 3 cards from the same column', () => {
    const pos = build({ cols: ['| KH', '| QS JH TS 9H', '| JD', '| TC', '| QC', '| 6D', '| 4H'] });
    expect(moveList(pos, true)).toBe('T2>T1:4 T2>T3:2 T2>T4:1 T2>T5:3 T3>T5:1 T4>T3:1 T5>T1:1');
    const after = play(pos, mv('T2>T5'));
    expect(cards(after.columns[1]?.up ?? [])).toBe('QS');
    expect(cards(after.columns[4]?.up ?? [])).toBe('QC JH TS 9H');
  });

  it('the legal moves of the dealt position of seed 0 (draw 1 and draw 3)', () => {
    const deal = dealFromSeed(0);
    const expected = 'T2>F T7>F T1>T4 T2>T3 T6>T5 S';
    expect(
      moveList(startPosition(deal, { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true })),
    ).toBe(expected);
    expect(moveList(startPosition(deal, { draw: 3, passes: 3, foundationToTableau: false }))).toBe(expected);
  });
});

describe('playing moves', () => {
  it('draw 3 with two cards left turns both; the last turned is the top', () => {
    const pos = build({ rules: DRAW3, pass: 2, cols: QUIET, stock: '2C 3C', waste: '5C' });
    const after = play(pos, mv('S'));
    expect(cards(after.stock)).toBe('');
    expect(cards(after.waste)).toBe('5C 3C 2C');
    expect(moveList(after)).toBe('R');
  });

  it.each([
    [1, 'JS 7S 3S 9C', 'S S S S R'],
    [3, 'JS 7S 3S 9C 5C', 'S S R'],
    [2, 'JS 7S 3S 9C 5C', 'S S S R'],
    [5, 'JS 7S 3S', 'S R'],
  ])('draw %i: after a redeal the stock turns out in the original order', (draw, stock, moves) => {
    const rules = `{"draw":${draw},"passes":"unlimited","foundationToTableau":true}`;
    // A second pass: these stocks are too small for a first pass's whole turns.
    const pos = build({ rules, pass: 2, cols: QUIET, stock });
    const turned: string[] = [];
    let p = pos;
    for (const m of moves.split(' ')) {
      p = unwrap(tryPlay(p, mv(m)));
      if (m === 'S') turned.push(cards(p.waste));
    }
    expect(p.stock).toEqual(pos.stock);
    expect(p.waste).toEqual([]);
    expect(p.pass).toBe(3);
    // The next pass shows the waste exactly as the first pass did.
    const again: string[] = [];
    for (const m of moves.split(' ').slice(0, -1)) {
      p = play(p, mv(m));
      again.push(cards(p.waste));
    }
    expect(again).toEqual(turned);
  });

  it('turns the uncovered face-down card up as part of the move', () => {
    const pos = build({ cols: ['| KH', '9C 8C | AS', '| QD'], f: 'C0 D0 H0 S0' });
    const after = play(pos, mv('T2>F'));
    expect(cards(after.columns[1]?.down ?? [])).toBe('9C');
    expect(cards(after.columns[1]?.up ?? [])).toBe('8C');
    expect(after.foundations).toEqual([0, 0, 1, 0]);
  });

  it('a run moved off its column leaves the column empty when nothing is under it', () => {
    const pos = build({ cols: ['| KH', '|', '| KS QH JC'] });
    const after = play(pos, mv('T3>T2'));
    expect(after.columns[2]).toEqual({ down: [], up: [] });
    expect(cards(after.columns[1]?.up ?? [])).toBe('KS QH JC');
  });

  it('shares untouched piles with the position before', () => {
    const pos = build({
      cols: ['| KH', '| QS JH TS 9H', '| JD', '| TC', '| QC', '| 6D', '| 4H'],
      stock: '2C',
      waste: '3C',
    });
    const after = play(pos, mv('T2>T3'));
    expect(after.columns[0]).toBe(pos.columns[0]);
    expect(after.columns[6]).toBe(pos.columns[6]);
    expect(after.stock).toBe(pos.stock);
    expect(after.waste).toBe(pos.waste);
    expect(after.foundations).toBe(pos.foundations);
    expect(after.rules).toBe(pos.rules);
  });

  it('resolveMove fills in the count of Tn>Tm', () => {
    const pos = build({ cols: ['| KH', '| QS JH TS 9H', '| JD', '| TC', '| QC', '| 6D', '| 4H'] });
    expect(makeMove(resolveMove(pos, mv('T2>T5')), true)).toBe('T2>T5:3');
    expect(makeMove(resolveMove(pos, mv('T2>T5:3')), true)).toBe('T2>T5:3');
    expect(resolveMove(pos, mv('S'))).toBe(mv('S'));
  });
});

describe('draws played in place at once', () => {
  it('n draws by drawInPlace leave the draft as n draws one by one do, under draw 1 to 5', () => {
    let checked = 0;
    for (let draw = 1; draw <= 5; draw++) {
      for (let seed = 1; seed <= 6; seed++) {
        let pos = startPosition(dealFromSeed(seed), {
          draw,
          passes: Number.POSITIVE_INFINITY,
          foundationToTableau: true,
        });
        // Along a line of draws and the redeals between them, every legal number of draws from each stop.
        for (let step = 0; step < 40; step++) {
          const most = Math.ceil(pos.stock.length / draw);
          for (let n = 1; n <= most; n++) {
            const once = draftOf(pos);
            drawInPlace(once, n);
            const oneByOne = draftOf(pos);
            for (let i = 0; i < n; i++) playInPlace(oneByOne, drawMove());
            expect(once).toEqual(oneByOne);
            checked++;
          }
          pos = play(pos, pos.stock.length > 0 ? drawMove() : redealMove());
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('illegal moves give their error code', () => {
  const runs = build({
    cols: ['| KH', '| QS JH TS 9H', '| JD', '| TC', '| QC', '| 6D', '| 4H'],
    stock: '2C',
  });
  const kings = build({ cols: ['| 5H', '|', '| KS QH', '2C | KD', '| QC', '| 8D', '| 3C'], waste: 'KC' });
  const found = build({ f: 'C3 D0 H2 S1', cols: ['| 4D', '| 3S', '|', '| 2D', '| 9D', '| 7H', '| 5H'] });
  const noF2t = build({
    rules: '{"draw":1,"passes":"unlimited","foundationToTableau":false}',
    f: 'C3 D0 H2 S1',
    cols: ['| 4D', '| 3S', '|', '| 2D', '| 9D', '| 7H', '| 5H'],
  });
  const spent = build({
    rules: '{"draw":1,"passes":1,"foundationToTableau":true}',
    cols: QUIET,
    waste: '2C KC',
  });
  const waste = build({ cols: [...QUIET.slice(0, 6), '| 2S'], waste: '5S AD 9S', stock: '3S' });

  const cases: [string, Position, string, MoveErrorCode][] = [
    ['S with the stock empty', found, 'S', 'stock-empty'],
    ['R with cards in the stock', runs, 'R', 'stock-not-empty'],
    ['R with stock and waste empty', found, 'R', 'waste-empty'],
    ['R with no pass left', spent, 'R', 'no-passes-left'],
    ['W>F with the waste empty', runs, 'W>F', 'waste-empty'],
    ['W>T1 with the waste empty', runs, 'W>T1', 'waste-empty'],
    ['W>F with a card that is not next', waste, 'W>F', 'not-next-on-foundation'],
    ['W>T5 that does not build', waste, 'W>T5', 'does-not-build'],
    ['W>T on a same-colour card', waste, 'W>T1', 'does-not-build'],
    [
      'W>T1 into an empty column with a non-King',
      build({ cols: ['|', '| 5H'], waste: 'QC', fill: 2 }),
      'W>T1',
      'king-only',
    ],
    ['T3>F from an empty column', found, 'T3>F', 'column-empty'],
    ['T3>T1 from an empty column', found, 'T3>T1', 'column-empty'],
    ['T1>F with a card that is not next', runs, 'T1>F', 'not-next-on-foundation'],
    ['T2>T2', runs, 'T2>T2', 'same-column'],
    ['T2>T2:1', runs, 'T2>T2:1', 'same-column'],
    ['T1>T2: a King onto a 9', runs, 'T1>T2', 'does-not-build'],
    ['T6>T7: nothing builds', runs, 'T6>T7', 'does-not-build'],
    ['T5>T2: a non-King into an empty column', kings, 'T5>T2', 'king-only'],
    ['T1>T2: a 5 into an empty column', kings, 'T1>T2', 'king-only'],
    ['T2>T5 with the wrong count', runs, 'T2>T5:2', 'wrong-count'],
    ['T2>T5 with too many cards', runs, 'T2>T5:4', 'wrong-count'],
    ['T2>T5 with a count beyond the run', runs, 'T2>T5:13', 'wrong-count'],
    ['FD>T1 from an empty foundation', found, 'FD>T1', 'foundation-empty'],
    ['FC>T2: 3C onto 3S', found, 'FC>T2', 'does-not-build'],
    ['FC>T3: 3C into an empty column', found, 'FC>T3', 'king-only'],
    ['FC>T1 with foundation-to-tableau off', noF2t, 'FC>T1', 'foundation-to-tableau-off'],
    [
      'FD>T1 with foundation-to-tableau off and an empty foundation',
      noF2t,
      'FD>T1',
      'foundation-to-tableau-off',
    ],
  ];

  it.each(cases)('%s', (_name, pos, text, code) => {
    const move = mv(text);
    expect(legalMoves(pos).some((m) => makeMove(m, true) === text)).toBe(false);
    expect(checkMove(pos, move)).toBe(code);
    expect(tryPlay(pos, move)).toEqual({ ok: false, error: { code } });
    expect(explainMoveError(code)).toMatch(/\w/);
  });

  it('covers every error code', () => {
    const codes = new Set(cases.map((c) => c[3]));
    expect([...codes].sort()).toEqual([...MOVE_ERROR_CODES].sort());
  });

  it('a stated count that is right plays', () => {
    expect(unwrap(tryPlay(runs, mv('T2>T5:3'))).columns[4]?.up).toHaveLength(4);
  });
});

/** Counts move sequences of length `depth` ("perft") and distinct positions reached by exactly `depth` moves. */
const perft = (pos: Position, depth: number): number =>
  depth === 0 ? 1 : legalMoves(pos).reduce((n, m) => n + perft(play(pos, m), depth - 1), 0);
const distinct = (pos: Position, depth: number): number => {
  let layer = new Map([[positionKey(pos), pos]]);
  for (let i = 0; i < depth; i++) {
    const next = new Map<string, Position>();
    for (const p of layer.values())
      for (const m of legalMoves(p)) {
        const q = play(p, m);
        next.set(positionKey(q), q);
      }
    layer = next;
  }
  return layer.size;
};

/** Seed, draw: move sequences at depth 1..5, distinct positions at depth 1..5. Pinned; the referee agrees. */
const PERFT: readonly [number, number, number[], number[]][] = [
  [0, 1, [6, 34, 172, 764, 3042], [6, 20, 44, 75, 116]],
  [1, 1, [2, 6, 18, 50, 134], [2, 5, 10, 18, 28]],
  [42, 1, [4, 17, 73, 302, 1183], [4, 12, 27, 48, 72]],
  [0, 3, [6, 35, 188, 923, 4163], [6, 21, 50, 95, 159]],
  [7, 3, [4, 14, 41, 105, 280], [4, 8, 11, 15, 24]],
  [42, 3, [4, 17, 73, 302, 1188], [4, 12, 27, 48, 74]],
];

describe('perft from numbered deals (unlimited passes, foundation-to-tableau on)', () => {
  it.each(PERFT)('seed %i draw %i', (seed, draw, paths, positions) => {
    const pos = startPosition(dealFromSeed(seed), {
      draw,
      passes: Number.POSITIVE_INFINITY,
      foundationToTableau: true,
    });
    expect([1, 2, 3, 4, 5].map((d) => perft(pos, d))).toEqual(paths);
    expect([1, 2, 3, 4, 5].map((d) => distinct(pos, d))).toEqual(positions);
  });
});

describe('position text', () => {
  it('parse(make(p)) = p for hand-built positions', () => {
    const pos = build({
      f: 'C3 D0 H2 S1',
      cols: ['| 4D', '| 3S', '|', '| 2D', '| 9D', '| 7H', '| 5H'],
      stock: 'KC',
      waste: 'QC',
      pass: 4,
    });
    const again = unwrap(parsePosition(makePosition(pos)));
    expect(again).toEqual(pos);
    expect(makePosition(again)).toBe(makePosition(pos));
  });

  const good = makePosition(build({ cols: QUIET, stock: '2C', waste: '3C' }));
  it.each([
    ['no header', good.replace('klondike-position/1\n', ''), /starts with/],
    ['a missing line', good.replace(/\nwaste:.*/, ''), /missing line "waste"/],
    ['a line twice', `${good}\nT1: | KS`, /appears twice/],
    ['an unknown line', `${good}\nT8: |`, /unknown line/],
    ['rules not JSON', good.replace(/rules: .*/, 'rules: draw 3'), /rules: not JSON/],
    ['unknown rules', good.replace(/rules: .*/, 'rules: {"redeals":2}'), /unknown rule/],
    ['pass 0', good.replace('pass: 1', 'pass: 0'), /pass/, 'bad-pass'],
    ['pass in hex', good.replace('pass: 1', 'pass: 0x1'), /pass/],
    ['pass as an exponent', good.replace('pass: 1', 'pass: 1e0'), /pass/],
    [
      'pass beyond the limit',
      good.replace('"unlimited"', '2').replace('pass: 1', 'pass: 3'),
      /pass/,
      'bad-pass',
    ],
    ['three foundations', good.replace('C0 D0 H0 S0', 'C0 D0 H0'), /four heights/],
    ['a suit twice', good.replace('C0 D0 H0 S0', 'C0 C0 D0 H0'), /"C" appears twice/],
    ['a height of 14', good.replace('C0 D0 H0 S0', 'C14 D0 H0 S0'), /cannot read "C14"/],
    ['a card missing', good.replace('stock: 2C', 'stock:'), /2C appears 0 times/, 'missing-card'],
    ['a card twice', good.replace('stock: 2C', 'stock: 2C 3C'), /3C appears 2 times/, 'duplicate-card'],
    [
      'face-down cards alone',
      good.replace(/T2: .*/, 'T2: QD |'),
      /must have a face-up card/,
      'face-down-uncovered',
    ],
    [
      'face-up cards that are not a run',
      good.replace(/T2: .*/, 'T2: | QD 3C').replace('waste: 3C', 'waste:'),
      /not a run/,
      'not-a-run',
    ],
    ['a column without its bar', good.replace(/T2: .*/, 'T2: QD'), /face-down cards \| face-up cards/],
    ['not a card', good.replace('stock: 2C', 'stock: 2X'), /"2X" is not a card/],
  ] as [string, string, RegExp, string?][])(
    'refuses a position text with %s',
    (_name, text, message, code) => {
      const r = parsePosition(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        // Text that cannot be read is `bad-position`; a readable position that could not occur in a game
        // has the code of the check it fails (validatePosition).
        expect(r.error.code).toBe(code ?? 'bad-position');
        expect(r.error.message).toMatch(message);
      }
    },
  );

  it('reads lines separated by ";" and keys in any case', () => {
    expect(unwrap(parsePosition(good.replace(/\n/g, ' ; ').replace('T1:', 't1:')))).toEqual(
      unwrap(parsePosition(good)),
    );
  });
});
