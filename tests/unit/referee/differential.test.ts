import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Column,
  dealFromSeed,
  legalMoves,
  makeCard,
  makeDeal,
  makeMove,
  outcome,
  type Position,
  parseDeal,
  parseMove,
  parseMoveList,
  play,
  type Rules,
  SUIT_LETTERS,
  startPosition,
  tryPlay,
} from '../../../src/engine/index.ts';
import { unwrap } from '../../kit/position.ts';
import { engineRules } from './bridge.ts';
import { apply, deal, legal, type RefRules, type RefState, readDeal, stuck } from './referee.ts';
import { random, randomDeal, randomRules, walk } from './walk.ts';

const names = (cards: readonly Card[]) => cards.map(makeCard);

/** The engine's position in the referee's shape (stock top first, foundations by letter). */
const asReferee = (pos: Position) => ({
  columns: pos.columns.map((c: Column) => ({ down: names(c.down), up: names(c.up) })),
  foundations: Object.fromEntries(SUIT_LETTERS.map((l, s) => [l, pos.foundations[s]])),
  stock: names(pos.stock).reverse(),
  waste: names(pos.waste),
  pass: pos.pass,
});

const refShape = (s: RefState) => ({
  columns: s.columns,
  foundations: s.foundations,
  stock: s.stock,
  waste: s.waste,
  pass: s.pass,
});

const sorted = (a: readonly string[]) => [...a].sort();

describe('referee against engine, in process', () => {
  it('agrees on the legal moves and every resulting position over thousands of random positions', () => {
    let positions = 0;
    // What the walks exercised, so that the agreement is known to cover every kind of move.
    const seen = new Set<string>();
    for (let game = 0; game < 400; game++) {
      const rnd = random(1000 + game);
      const dealText = randomDeal(rnd);
      const rules = randomRules(rnd);
      let pos = startPosition(unwrap(parseDeal(dealText)), engineRules(rules));
      let prev: readonly string[] = [];
      walk(dealText, rules, rnd, 40 + Math.floor(rnd() * 160), ({ state, history, legal }) => {
        // Catch the engine up with the referee's last move, played from its text.
        if (history.length > prev.length) {
          const text = history[history.length - 1] as string;
          const move = parseMove(text);
          expect(move.ok, text).toBe(true);
          const r = tryPlay(pos, (move as { value: Parameters<typeof play>[1] }).value);
          expect(r.ok, `${text} after ${prev.join(' ')}`).toBe(true);
          if (r.ok) pos = r.value;
        }
        prev = history;
        positions++;
        const engine = legalMoves(pos).map((m) => makeMove(m));
        expect(new Set(engine).size, 'no move listed twice').toBe(engine.length);
        expect(sorted(engine), `${dealText} ${JSON.stringify(rules)} after ${history.join(' ')}`).toEqual(
          sorted(legal.map((m) => m.text)),
        );
        expect(asReferee(pos)).toEqual(refShape(state));
        for (const m of legal) {
          seen.add(m.text.replace(/\d/g, 'n'));
          if ((m.count ?? 0) > 1) seen.add('run');
          const to = /T\d>T(\d)/.exec(m.text);
          if (to && state.columns[Number(to[1]) - 1]?.up.length === 0) seen.add('to-empty');
        }
        if (state.stock.length > 0 && state.stock.length < rules.draw) seen.add('short-turn');
        if (state.stock.length === 0 && state.waste.length > 0 && !legal.some((m) => m.text === 'R'))
          seen.add('passes-spent');
      });
    }
    expect(positions).toBeGreaterThan(20000);
    expect(sorted([...seen])).toEqual(
      sorted([
        'S',
        'R',
        'W>F',
        'W>Tn',
        'Tn>F',
        'Tn>Tn',
        'FC>Tn',
        'FD>Tn',
        'FH>Tn',
        'FS>Tn',
        'run',
        'to-empty',
        'short-turn',
        'passes-spent',
      ]),
    );
  });
});

/** Move sequences of length `depth` from a referee position. */
const refPerft = (s: RefState, depth: number): number =>
  depth === 0
    ? 1
    : legal(s).reduce(
        (n, m) =>
          n +
          refPerft(apply(s, m.count === undefined ? m.text : `${m.text}:${m.count}`) as RefState, depth - 1),
        0,
      );

describe('referee perft', () => {
  // The same figures src/engine/play.test.ts pins for the engine, found here by the referee alone.
  it.each([
    [0, 1, [6, 34, 172, 764]],
    [1, 1, [2, 6, 18, 50]],
    [42, 1, [4, 17, 73, 302]],
    [0, 3, [6, 35, 188, 923]],
    [7, 3, [4, 14, 41, 105]],
    [42, 3, [4, 17, 73, 302]],
  ])('seed %i draw %i', (seed, draw, paths) => {
    const start = deal(readDeal(makeDeal(dealFromSeed(seed))) as string[], {
      draw,
      passes: 'unlimited',
      foundationToTableau: true,
    });
    expect([1, 2, 3, 4].map((d) => refPerft(start, d))).toEqual(paths);
  });
});

describe('referee against engine: outcome', () => {
  it('a position the referee proves stuck is lost for the engine, and one with progress ahead is playing', () => {
    const tally = { stuck: 0, progress: 0, unknown: 0 };
    const wrong: string[] = [];
    for (let g = 0; g < 100; g++) {
      const rnd = random(7000 + g);
      const dealText = randomDeal(rnd);
      const rules = randomRules(rnd);
      walk(dealText, rules, rnd, 300, ({ state, history, legal: moves }) => {
        if (history.length % 60 !== 59 && moves.length > 0) return;
        const verdict = stuck(state, 5000);
        tally[verdict]++;
        if (verdict === 'unknown') return;
        let pos = startPosition(unwrap(parseDeal(dealText)), engineRules(rules));
        for (const m of unwrap(parseMoveList(history.join(' ')))) pos = unwrap(tryPlay(pos, m));
        const expected = verdict === 'stuck' ? 'lost' : 'playing';
        if (outcome(pos) !== expected)
          wrong.push(
            `${dealText} ${JSON.stringify(rules)} "${history.join(' ')}": engine ${outcome(pos)}, referee ${verdict}`,
          );
      });
    }
    expect(wrong).toEqual([]);
    expect(tally.stuck).toBeGreaterThan(100);
    expect(tally.progress).toBeGreaterThan(100);
  });
});
