import { describe, expect, it } from 'vitest';
import {
  type Card,
  cardName,
  DECK_SIZE,
  dealFromSeed,
  type Game,
  makeMove,
  newGame,
  type Position,
  parsePosition,
} from '../engine/index.ts';
import type { Plays, Source } from './moves.ts';
import { playsOf, type TableView, viewOf } from './view.ts';

// Hand-built positions (docs/formats.md, "Position text"); the expected moves below were worked out by
// hand from docs/rules.md, not by running the code under test.

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';
const ALL = Array.from({ length: DECK_SIZE }, (_, i) => `${RANKS[Math.floor(i / 4)]}${SUITS[i % 4]}`);

/** Parses a position; `stock: rest` stands for every card not named elsewhere (the foundations hold Ace up). */
const positionOf = (lines: readonly string[]): Position => {
  const text = lines.join('\n');
  const named = new Set(text.match(/\b[A2-9TJQK][CDHS]\b/g) ?? []);
  for (const m of text.matchAll(/\b([CDHS])(\d+)\b/g))
    for (let r = 0; r < Number(m[2]); r++) named.add(`${RANKS[r]}${m[1]}`);
  const rest = ALL.filter((c) => !named.has(c)).join(' ');
  const r = parsePosition(text.replace('stock: rest', `stock: ${rest}`));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A game standing at a position (the view reads only the position, the history, the score and the seed). */
const gameAt = (pos: Position, seed: number | undefined): Game => ({
  ...newGame(dealFromSeed(1), pos.rules, { seed }),
  position: pos,
});

/** A source's plays in notation: targets (pile id to move), the click's move, the move home. */
const words = (p: Plays) => ({
  targets: Object.fromEntries([...p.targets].map(([pile, m]) => [pile, makeMove(m, true)])),
  best: p.best === undefined ? undefined : makeMove(p.best, true),
  home: p.home === undefined ? undefined : makeMove(p.home, true),
});

const at = (view: TableView, src: Source) => words(playsOf(view, src));
const col = (c: number, index: number): Source => ({ kind: 'column', col: c, index });

const NONE = { targets: {}, best: undefined, home: undefined };

describe('the view of a session', () => {
  // Draw 1, unlimited passes. Clubs hold A-2. Column 1 is a lone King of spades; column 2 is empty.
  const pos = positionOf([
    'klondike-position/1',
    'rules: {"draw":1,"passes":"unlimited","foundationToTableau":true}',
    'pass: 1',
    'foundations: C2 D0 H0 S0',
    'stock: rest',
    'waste: TS 3C',
    'T1:  | KS',
    'T2:  |',
    'T3: AD 5D | 4H',
    'T4: 2D 4D 6D | KH',
    'T5: 3S 4S 5S 7D | 2S',
    'T6: 6S 7S 8S 9S 8D | 3D',
    'T7: JS QS 4C 5C 6C 9D | QC',
  ]);
  const view = viewOf({ game: gameAt(pos, 7), seconds: 65 });
  const t = view.table;

  it('offers the waste card its foundation first, and a column', () => {
    expect(at(t, { kind: 'waste' })).toEqual({
      targets: { f0: 'W>F', c2: 'W>T3' },
      best: 'W>F',
      home: 'W>F',
    });
  });

  it('offers a foundation card back to a column', () => {
    expect(at(t, { kind: 'foundation', slot: 0 })).toEqual({
      targets: { c5: 'FC>T6' },
      best: 'FC>T6',
      home: undefined,
    });
  });

  it('lets a lone King be dropped on an empty column but not sent there by a click', () => {
    expect(at(t, col(0, 0))).toEqual({ targets: { c1: 'T1>T2:1' }, best: undefined, home: undefined });
    // A King with a card under it is freed by the same move, so a click plays it.
    expect(at(t, col(3, 0))).toEqual({ targets: { c1: 'T4>T2:1' }, best: 'T4>T2:1', home: undefined });
  });

  it('gives each other card its one move, or none', () => {
    expect(at(t, col(4, 0))).toEqual({ targets: { c5: 'T5>T6:1' }, best: 'T5>T6:1', home: undefined });
    expect(at(t, col(6, 0))).toEqual({ targets: { c3: 'T7>T4:1' }, best: 'T7>T4:1', home: undefined });
    expect(at(t, col(2, 0))).toEqual(NONE);
    expect(at(t, col(5, 0))).toEqual(NONE);
    // Nothing to pick up: an empty foundation, a column index past the face-up cards.
    expect(at(t, { kind: 'foundation', slot: 1 })).toEqual(NONE);
    expect(at(t, col(0, 1))).toEqual(NONE);
  });

  it('draws the piles and the stock', () => {
    expect(t.stock).toEqual({ count: 52 - 2 - 2 - 26, canDraw: true, canRedeal: false });
    expect(t.passes).toBe('Pass 1, unlimited passes');
    expect(t.wasteFanned).toBe(false);
    expect(t.waste.cards.map((c) => [c.name, c.source])).toEqual([
      ['10 of spades', undefined],
      ['3 of clubs', { kind: 'waste' }],
    ]);
    expect(t.foundations[0]?.cards.map((c) => c.name)).toEqual(['Ace of clubs', '2 of clubs']);
    expect(t.columns[1]?.cards).toEqual([]);
    expect(t.columns[2]?.cards.map((c) => [c.name, c.faceUp])).toEqual([
      ['Face-down card', false],
      ['Face-down card', false],
      ['4 of hearts', true],
    ]);
  });

  it('writes the status line', () => {
    expect(view.deal).toBe('Deal 7');
    expect(view.time).toBe('1:05');
    expect(view.score).toBe('0');
    expect(view.breakdown).toBe('0 points for play: 0 in all.');
    expect(viewOf({ game: gameAt(pos, undefined), seconds: 3725 })).toMatchObject({
      deal: 'Custom deal',
      time: '1:02:05',
    });
  });

  it('writes Vegas scores in dollars, with the carried balance', () => {
    const vegas = (carry: number) => ({
      ...newGame(dealFromSeed(7), pos.rules, {
        seed: 7,
        score: { scoring: 'vegas', timed: false, vegasCarry: carry },
      }),
    });
    const single = viewOf({ game: vegas(0), seconds: 0 });
    expect(single.score).toBe('−$52');
    expect(single.breakdown).toBe('Deal cost −$52, cards on foundations +$0: −$52 this game.');
    const carried = viewOf({ game: vegas(100), seconds: 0 });
    expect(carried.score).toBe('$48');
    expect(carried.breakdown).toBe('Deal cost −$52, cards on foundations +$0: −$52 this game, balance +$48.');
    const none = newGame(dealFromSeed(7), pos.rules, {
      score: { scoring: 'none', timed: false, vegasCarry: 0 },
    });
    expect(viewOf({ game: none, seconds: 0 })).toMatchObject({ score: undefined, breakdown: undefined });
  });
});

describe('the view of a draw-3 game on its last pass', () => {
  // The example of docs/formats.md: pass 3 of 3, nothing can be redealt.
  const pos = positionOf([
    'klondike-position/1',
    'rules: {"draw":3,"passes":3,"foundationToTableau":true}',
    'pass: 3',
    'foundations: C1 D0 H0 S0',
    'stock: 2C 8S TC 4D KS 7C',
    'waste: 5H 3S QD 6H 3C 9D 2D KC',
    'T1:  | 7D 6S 5D 4C 3H 2S',
    'T2: TH | 7H 6C',
    'T3: AD 8D | 2H',
    'T4: JD | JS TD',
    'T5: 9C JC AH | TS 9H',
    'T6: AS 8H 5S QH 9S | KD QC',
    'T7: JH KH 8C 3D 4S QS | 7S 6D 5C 4H',
  ]);
  const t = viewOf({ game: gameAt(pos, 7), seconds: 0 }).table;

  it('shows three waste cards, only the top one playable, and no redeal', () => {
    expect(t.waste.cards.map((c) => cardName(c.card as Card))).toEqual([
      '9 of diamonds',
      '2 of diamonds',
      'King of clubs',
    ]);
    expect(t.waste.cards.map((c) => c.source !== undefined)).toEqual([false, false, true]);
    expect(t.wasteFanned).toBe(true);
    expect(t.stock).toEqual({ count: 6, canDraw: true, canRedeal: false });
    expect(t.passes).toBe('Pass 3 of 3, 0 redeals left');
  });

  it('finds the only moves: 5 of diamonds and what lies on it onto the 6 of clubs, the Ace of clubs onto the 2 of hearts', () => {
    expect(at(t, { kind: 'waste' })).toEqual(NONE);
    expect(at(t, col(0, 2))).toEqual({ targets: { c1: 'T1>T2:4' }, best: 'T1>T2:4', home: undefined });
    expect(at(t, { kind: 'foundation', slot: 0 })).toEqual({
      targets: { c2: 'FC>T3' },
      best: 'FC>T3',
      home: undefined,
    });
    const moving = [...t.plays].filter(([, p]) => p.targets.size > 0).map(([key]) => key);
    expect(moving.sort()).toEqual(['c0:2', 'f0']);
  });
});
