import { describe, expect, it } from 'vitest';
import { build, mv, unwrap } from '../../tests/kit/position.ts';
import { RANK_LETTERS } from './card.ts';
import { formatClock } from './clock.ts';
import { dealFromSeed } from './deal.ts';
import { type Game, newGame, playMove, redo, tickGame, undo } from './game.ts';
import { type Move, parseMove } from './move.ts';
import type { Position } from './position.ts';
import { parsePosition } from './position-text.ts';
import { type ScoreOptions, scoreMove, standardPoints, startScore, totalScore, winBonus } from './score.ts';

const STANDARD: ScoreOptions = { scoring: 'standard', timed: false, vegasCarry: 0 };
const TIMED: ScoreOptions = { scoring: 'standard', timed: true, vegasCarry: 0 };
const VEGAS: ScoreOptions = { scoring: 'vegas', timed: false, vegasCarry: 0 };
const NONE: ScoreOptions = { scoring: 'none', timed: false, vegasCarry: 0 };

/** A game that stands at a hand-built position, with a given score. */
const gameAt = (pos: Position, score: ScoreOptions, points?: number): Game => {
  const g = newGame(dealFromSeed(0), pos.rules, { score });
  return { ...g, position: pos, score: { ...g.score, points: points ?? g.score.points } };
};

const QUIET = ['| KH', '| QD', '| TH', '| TD', '| 8H', '| 6D', '| 4H'];
const DRAW3 = '{"draw":3,"passes":"unlimited","foundationToTableau":true}';

// name, position, move, standard points, Vegas dollars.
const MOVES: [string, Position, string, number, number][] = [
  ['waste to tableau', build({ cols: QUIET, waste: 'QC' }), 'W>T1', 5, 0],
  ['waste to foundation', build({ cols: QUIET, waste: 'AD' }), 'W>F', 10, 5],
  ['tableau to foundation', build({ cols: ['| KH', '| 2S AH'] }), 'T2>F', 10, 5],
  ['tableau to foundation turning a card over', build({ cols: ['| KH', '5C | AS'] }), 'T2>F', 15, 5],
  ['tableau to tableau', build({ cols: ['| KH', '| QS', '| JD'] }), 'T3>T2', 0, 0],
  ['tableau to tableau turning a card over', build({ cols: ['| KH', '| 8S', '6C | 7D'] }), 'T3>T2', 5, 0],
  ['foundation to tableau', build({ f: 'C2 D0 H0 S0', cols: ['| KH', '| 3H'] }), 'FC>T2', -15, -5],
  ['stock turn', build({ cols: QUIET, stock: '2C 3C' }), 'S', 0, 0],
  ['recycle in draw 1 (first)', build({ cols: QUIET, waste: '2C 3C' }), 'R', -100, 0],
  ['recycle in draw 1 (fifth)', build({ cols: QUIET, waste: '2C 3C', pass: 5 }), 'R', -100, 0],
  ['recycle in draw 3 (first)', build({ rules: DRAW3, cols: QUIET, waste: '2C 3C' }), 'R', 0, 0],
  ['recycle in draw 3 (third)', build({ rules: DRAW3, cols: QUIET, waste: '2C 3C', pass: 3 }), 'R', 0, 0],
  ['recycle in draw 3 (fourth)', build({ rules: DRAW3, cols: QUIET, waste: '2C 3C', pass: 4 }), 'R', -20, 0],
  ['recycle in draw 3 (ninth)', build({ rules: DRAW3, cols: QUIET, waste: '2C 3C', pass: 9 }), 'R', -20, 0],
  [
    'recycle in draw 2 follows the draw-3 rule (third)',
    build({
      rules: '{"draw":2,"passes":"unlimited","foundationToTableau":true}',
      cols: QUIET,
      waste: '2C',
      pass: 3,
    }),
    'R',
    0,
    0,
  ],
  [
    'recycle in draw 2 follows the draw-3 rule (fourth)',
    build({
      rules: '{"draw":2,"passes":"unlimited","foundationToTableau":true}',
      cols: QUIET,
      waste: '2C',
      pass: 4,
    }),
    'R',
    -20,
    0,
  ],
];

describe('standard scoring (Windows)', () => {
  it.each(MOVES)('%s', (_name, pos, text, points) => {
    const move = mv(text);
    const g = unwrap(playMove(gameAt(pos, STANDARD, 1000), move));
    expect(g.score.points).toBe(1000 + points);
    expect(standardPoints(pos, move, g.position)).toBe(points);
  });

  it('never goes below 0', () => {
    const [, pos, text] = MOVES.find((m) => m[0] === 'foundation to tableau') as (typeof MOVES)[number];
    expect(unwrap(playMove(gameAt(pos, STANDARD, 10), mv(text))).score.points).toBe(0);
    const [, r] = MOVES.find((m) => m[0] === 'recycle in draw 1 (first)') as (typeof MOVES)[number];
    expect(unwrap(playMove(gameAt(r, STANDARD, 30), mv('R'))).score.points).toBe(0);
    expect(scoreMove({ points: 0, ticks: 0, bonus: 0 }, STANDARD, r, mv('R'), r).points).toBe(0);
  });

  it('starts at 0', () => {
    expect(startScore(STANDARD)).toEqual({ points: 0, ticks: 0, bonus: 0 });
    expect(newGame(dealFromSeed(1), { draw: 1, passes: 1, foundationToTableau: true }).score.points).toBe(0);
  });

  it.each([
    [0, 0],
    [9, 0],
    [10, -2],
    [19.9, -2],
    [20, -4],
    [95, -18],
  ])('timed: after %d seconds the time costs %d', (seconds, cost) => {
    const g = tickGame(gameAt(build({ cols: QUIET }), TIMED, 100), seconds);
    expect(g.score.points).toBe(100 + cost);
    expect(g.score.ticks).toBe(Math.floor(seconds / 10));
  });

  it('timed: time is charged once, at the floor of 0 too', () => {
    let g = gameAt(build({ cols: QUIET }), TIMED, 5);
    g = tickGame(g, 25);
    expect(g.score.points).toBe(1);
    g = tickGame(g, 29);
    expect(g.score.points).toBe(1);
    g = tickGame(g, 30);
    expect(g.score.points).toBe(0);
    g = tickGame(g, 80);
    expect(g.score).toEqual({ points: 0, ticks: 8, bonus: 0 });
  });

  it('untimed: no time penalty and no bonus', () => {
    expect(tickGame(gameAt(build({ cols: QUIET }), STANDARD, 100), 500).score.points).toBe(100);
    expect(winBonus(STANDARD, 100)).toBe(0);
  });

  const lastCard = build({ f: 'C13 D13 H13 S12', cols: ['| KS'] });
  it.each([
    [29, 0],
    [30, 23333],
    [70, 10000],
    [700, 1000],
  ])('timed: winning after %d seconds gives a bonus of %d', (seconds, bonus) => {
    const g = unwrap(playMove(gameAt(lastCard, TIMED, 500), mv('T1>F'), seconds));
    expect(g.score.bonus).toBe(bonus);
    expect(g.score.points).toBe(Math.max(0, 500 + 10 - 2 * Math.floor(seconds / 10)));
    expect(totalScore(g.score)).toBe(g.score.points + bonus);
    expect(winBonus(TIMED, seconds)).toBe(bonus);
  });

  it('the win bonus goes when a King comes back down after the win, and is counted afresh on a new win', () => {
    const won = unwrap(playMove(gameAt(lastCard, TIMED, 500), mv('T1>F'), 40));
    expect(won.score.bonus).toBe(17500);
    const back = unwrap(playMove(won, mv('FS>T1'), 45));
    expect(back.score).toEqual({ points: 487, ticks: 4, bonus: 0 });
    const again = unwrap(playMove(back, mv('T1>F'), 50));
    expect(again.score).toEqual({ points: 495, ticks: 5, bonus: 14000 });
  });

  it('undo restores the score from before the undone move, then -2', () => {
    const [, pos, text] = MOVES.find((m) => m[0] === 'waste to tableau') as (typeof MOVES)[number];
    const g = unwrap(playMove(gameAt(pos, STANDARD, 40), mv(text)));
    expect(g.score.points).toBe(45);
    const u = undo(g) as Game;
    expect(u.score.points).toBe(38);
    expect(u.position).toBe(pos);
    expect(u.undos).toBe(1);
    // Redo plays the move again, scoring it as a new move.
    expect((redo(u) as Game).score.points).toBe(43);
  });

  it('undo of a move that lost points gives them back, less 2', () => {
    const [, pos] = MOVES.find((m) => m[0] === 'foundation to tableau') as (typeof MOVES)[number];
    const g = unwrap(playMove(gameAt(pos, STANDARD, 40), mv('FC>T2')));
    expect(g.score.points).toBe(25);
    expect((undo(g) as Game).score.points).toBe(38);
  });

  it('undo at 0 stays at 0', () => {
    const g = unwrap(playMove(gameAt(build({ cols: QUIET, stock: '2C' }), STANDARD, 0), mv('S')));
    expect((undo(g) as Game).score.points).toBe(0);
  });

  it('timed undo: the time penalties charged since the move stay charged', () => {
    const [, pos, text] = MOVES.find((m) => m[0] === 'waste to tableau') as (typeof MOVES)[number];
    const g = unwrap(playMove(gameAt(pos, TIMED, 100), mv(text), 5));
    expect(g.score.points).toBe(105);
    const u = undo(g, 35) as Game;
    // 100 before the move, -6 for the three 10-second marks passed since, -2 for the undo.
    expect(u.score).toEqual({ points: 92, ticks: 3, bonus: 0 });
  });
});

describe('Vegas scoring', () => {
  it.each(MOVES)('%s', (_name, pos, text, _points, dollars) => {
    const g = unwrap(playMove(gameAt(pos, VEGAS), mv(text)));
    expect(g.score.points).toBe(-52 + dollars);
  });

  it('costs $52 to deal, from any carried balance', () => {
    expect(startScore(VEGAS).points).toBe(-52);
    expect(startScore({ ...VEGAS, vegasCarry: 100 }).points).toBe(48);
    expect(startScore({ ...VEGAS, vegasCarry: -52 }).points).toBe(-104);
  });

  it('cumulative Vegas carries the balance from one game into the next', () => {
    const first = unwrap(playMove(gameAt(build({ cols: QUIET, waste: 'AD' }), VEGAS), mv('W>F')));
    expect(first.score.points).toBe(-47);
    const second = newGame(dealFromSeed(1), first.rules, {
      score: { ...VEGAS, vegasCarry: first.score.points },
    });
    expect(second.score.points).toBe(-99);
  });

  it('has no undo penalty and no time scoring', () => {
    const pos = build({ cols: QUIET, waste: 'AD' });
    const g = unwrap(playMove(gameAt(pos, { ...VEGAS, timed: true }), mv('W>F'), 100));
    expect(g.score.points).toBe(-47);
    expect(g.score.bonus).toBe(0);
    expect(tickGame(g, 1000).score.points).toBe(-47);
    expect((undo(g, 2000) as Game).score.points).toBe(-52);
  });

  it('a winning game ends at -52 + 52 * 5 = 208', () => {
    const last = build({ f: 'C13 D13 H13 S12', cols: ['| KS'] });
    const g = unwrap(playMove(gameAt(last, VEGAS, -52 + 51 * 5), mv('T1>F'), 100));
    expect(g.score.points).toBe(208);
    expect(g.score.bonus).toBe(0);
  });
});

describe('no scoring', () => {
  it.each(MOVES)('%s scores nothing', (_name, pos, text) => {
    const g = unwrap(playMove(gameAt(pos, NONE), mv(text), 100));
    expect(g.score).toEqual({ points: 0, ticks: 0, bonus: 0 });
    expect((undo(g, 200) as Game).score).toEqual({ points: 0, ticks: 0, bonus: 0 });
  });
});

describe('formatClock', () => {
  it('reads m:ss below an hour and h:mm:ss from an hour on, in whole seconds from 0', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59.9)).toBe('0:59');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-5)).toBe('0:00');
  });
});
