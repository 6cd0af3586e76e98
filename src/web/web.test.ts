import { describe, expect, it } from 'vitest';
import {
  dealFromSeed,
  legalMoves,
  type Move,
  makeDeal,
  makeMove,
  movesOf,
  newGame,
  play,
  playMove,
  playMoves,
  startPosition,
  undo,
} from '../engine/index.ts';
import { Clock } from './clock.ts';
import { EMPTY_DAILY, mergeDaily, onTimeLog, parseDailyStore, withResult } from './daily-store.ts';
import { navigate } from './keys.ts';
import { indexShowOf, layoutOf, MIN_CARD_WIDTH, wasteShowOf } from './layout.ts';
import { linkOf, parseLink } from './link.ts';
import { foundationRun, movesFrom, playsFrom } from './moves.ts';
import { makeSave, parseSave, parseShelf } from './save.ts';
import { DEFAULT_SETTINGS, parseSettings, rulesKey } from './settings.ts';
import {
  countEnd,
  countPlayed,
  EMPTY_STATS,
  makeStatsFile,
  mergeStats,
  parseStats,
  parseStatsFile,
} from './stats.ts';
import { describeMove, tableOf } from './view.ts';
import { lostText, problemText } from './words.ts';

const RULES = DEFAULT_SETTINGS.rules;

describe('links', () => {
  it.each([
    ['?seed=42', 42, 1, undefined],
    ['?seed=42&draw=3&passes=3&f2t=0', 42, 3, undefined],
    ['?seed=x', undefined, 1, /not a deal number/],
    ['?seed=42&draw=0', 42, 1, /"draw=0" is not a draw count \(use a number from 1 to 5\)/],
    // draw=0 and draw=99 are refused alike, with the counts the game offers.
    ['?seed=42&draw=99', 42, 1, /"draw=99" is not a draw count \(use a number from 1 to 5\)/],
    ['?seed=42&draw=5', 42, 5, undefined],
    ['?deal=AS', undefined, 1, /not valid/],
  ])('%s', (q, seed, draw, problem) => {
    const r = parseLink(q, RULES);
    expect(r.request?.seed).toBe(seed);
    if (r.request) expect(r.request.rules.draw).toBe(draw);
    if (problem) expect(r.problems.map(problemText).join(' ')).toMatch(problem);
    else expect(r.problems).toEqual([]);
  });

  it('round-trips a numbered deal and an exact deal through linkOf', () => {
    const g = newGame(dealFromSeed(9), { draw: 3, passes: 2, foundationToTableau: false }, { seed: 9 });
    const back = parseLink(linkOf(g), RULES).request;
    expect(back?.seed).toBe(9);
    expect(back?.rules).toEqual(g.rules);
    const custom = { ...g, seed: undefined };
    expect(makeDeal(parseLink(linkOf(custom), RULES).request?.deal ?? [])).toBe(makeDeal(g.deal));
  });

  it('ignores pages without link parameters', () => {
    expect(parseLink('?utm=1', RULES)).toEqual({ request: undefined, rules: undefined, problems: [] });
    expect(parseLink('?draw=3', RULES).rules).toEqual({ ...RULES, draw: 3 });
  });
});

describe('moves offered to the view', () => {
  const pos = startPosition(dealFromSeed(3), RULES);

  it('every legal move is reachable from exactly one source', () => {
    const sources = [
      { kind: 'waste' } as const,
      ...[0, 1, 2, 3].map((slot) => ({ kind: 'foundation', slot }) as const),
      ...pos.columns.flatMap((c, col) => c.up.map((_, index) => ({ kind: 'column', col, index }) as const)),
    ];
    const offered = sources.flatMap((s) => movesFrom(pos, s)).map((m) => makeMove(m, true));
    const legal = legalMoves(pos)
      .filter((m) => m.kind !== 'draw' && m.kind !== 'redeal')
      .map((m) => makeMove(m, true));
    expect(offered.sort()).toEqual(legal.sort());
  });

  it('targets name the pile each move drops on', () => {
    const src = { kind: 'column', col: 1, index: 0 } as const;
    const t = playsFrom(pos, src).targets;
    for (const [pile, m] of t)
      expect(pile).toBe(m.kind === 'tableau-foundation' ? pile : `c${(m as { to: number }).to}`);
  });

  it('best move prefers the foundation, and never shuffles a lone King between empty columns', () => {
    let p = pos;
    for (let i = 0; i < 200; i++) {
      for (const [col, c] of p.columns.entries()) {
        if (c.up.length === 0) continue;
        const m = playsFrom(p, { kind: 'column', col, index: c.up.length - 1 }).best;
        const fm = movesFrom(p, { kind: 'column', col, index: c.up.length - 1 }).find(
          (x) => x.kind === 'tableau-foundation',
        );
        if (fm !== undefined) expect(m).toBe(fm);
      }
      const legal = legalMoves(p);
      p = play(p, legal[i % legal.length] as Move);
    }
  });

  it('foundationRun plays every foundation move in a row', () => {
    const run = foundationRun(pos);
    let p = pos;
    for (const m of run) p = play(p, m);
    expect(legalMoves(p).some((m) => m.kind === 'tableau-foundation' || m.kind === 'waste-foundation')).toBe(
      false,
    );
  });
});

describe('view', () => {
  it('names piles and cards with the fixed names', () => {
    const v = tableOf(newGame(dealFromSeed(1), RULES));
    expect(v.columns.map((c) => c.name)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Column ${n}`));
    expect(v.foundations.map((f) => f.name)).toEqual([
      'Foundation 1, clubs',
      'Foundation 2, diamonds',
      'Foundation 3, hearts',
      'Foundation 4, spades',
    ]);
    expect(v.columns[6]?.cards.filter((c) => c.name === 'Face-down card')).toHaveLength(6);
    expect(v.columns[0]?.cards[0]?.name).toMatch(
      /^(Ace|[2-9]|10|Jack|Queen|King) of (clubs|diamonds|hearts|spades)$/,
    );
  });

  it('shows three waste cards in draw 3 with only the top one playable', () => {
    let g = newGame(dealFromSeed(1), { draw: 3, passes: 3, foundationToTableau: true });
    const r = playMove(g, legalMoves(g.position).find((m) => m.kind === 'draw') as Move);
    if (!r.ok) throw new Error('draw');
    g = r.value;
    const w = tableOf(g).waste.cards;
    expect(w).toHaveLength(3);
    expect(w.map((c) => c.source !== undefined)).toEqual([false, false, true]);
    expect(tableOf(g).passes).toBe('Pass 1 of 3, 2 redeals left');
  });

  it('describes moves in words', () => {
    const pos = startPosition(dealFromSeed(3), RULES);
    for (const m of legalMoves(pos)) expect(describeMove(pos, m, play(pos, m))).toMatch(/\.$/);
  });

  it('names the suit of the foundation a card goes to', () => {
    // Deal 1, draw 1: the first foundation move found along the engine's first legal moves.
    let pos = startPosition(dealFromSeed(1), RULES);
    for (let i = 0; i < 300; i++) {
      const legal = legalMoves(pos);
      const home = legal.find((m) => m.kind === 'tableau-foundation' || m.kind === 'waste-foundation');
      if (home !== undefined) {
        const text = describeMove(pos, home, play(pos, home));
        const suit = /^\S+ of (\w+) to Foundation (\d), (\w+)[.,]/.exec(text);
        expect(suit, text).not.toBeNull();
        expect(suit?.[3]).toBe(suit?.[1]);
        expect(['clubs', 'diamonds', 'hearts', 'spades'].indexOf(suit?.[1] ?? '') + 1).toBe(
          Number(suit?.[2]),
        );
        return;
      }
      pos = play(pos, legal.find((m) => m.kind === 'draw' || m.kind === 'redeal') as Move);
    }
    throw new Error('no foundation move found');
  });
});

describe('saved games', () => {
  it('round-trip through JSON with redo, score and clock', () => {
    let g = newGame(dealFromSeed(5), RULES, { seed: 5 });
    for (let i = 0; i < 30; i++) {
      const r = playMove(g, legalMoves(g.position)[0] as Move);
      if (!r.ok) break;
      g = r.value;
    }
    const json = JSON.parse(
      JSON.stringify(makeSave({ game: g, elapsedMs: 1234, counted: true, ended: false })),
    );
    const back = parseSave(json).value;
    expect(back?.game.position).toEqual(g.position);
    expect(back?.elapsedMs).toBe(1234);
    expect(back?.game.history.length).toBe(g.history.length);
    expect(back?.hints).toBe(0);
    expect(back?.daily).toBeUndefined();
  });

  it('keep the hints used and the daily tag', () => {
    const g = newGame(dealFromSeed(5), RULES, { seed: 5 });
    const daily = { date: '2026-11-29', presetId: 'draw1' } as const;
    const json = JSON.parse(
      JSON.stringify(makeSave({ game: g, elapsedMs: 0, counted: false, ended: false, hints: 3, daily })),
    );
    const back = parseSave(json).value;
    expect(back?.hints).toBe(3);
    expect(back?.daily).toEqual(daily);
  });

  it.each([null, 1, 'x', {}, { record: {} }, { record: { format: 'klondike-game/1' } }])(
    'refuses %j',
    (v) => {
      expect(parseSave(v)).toEqual({ value: undefined, rest: v });
    },
  );

  /** A game of deal 5 with 12 moves played and 3 undone, as stored. */
  const stored = () => {
    let g = newGame(dealFromSeed(5), RULES, { seed: 5 });
    for (let i = 0; i < 15; i++) {
      const r = playMove(g, legalMoves(g.position)[0] as Move);
      if (r.ok) g = r.value;
    }
    for (let i = 0; i < 3; i++) g = undo(g) ?? g;
    return {
      game: g,
      json: JSON.parse(JSON.stringify(makeSave({ game: g, elapsedMs: 5000, counted: true, ended: false }))),
    };
  };

  it('keep the longest prefix that replays when a move is illegal or unreadable', () => {
    const { game, json } = stored();
    const moves = json.record.moves as string[];
    expect(moves).toHaveLength(12);
    // The last move made illegal: a King from an empty column.
    const bad = { ...json, record: { ...json.record, moves: [...moves.slice(0, 11), 'T7>F'] } };
    const r = parseSave(bad);
    expect(r.value?.game.history).toHaveLength(11);
    expect(r.value?.game.position).toEqual(game.history[11]?.before);
    expect(lostText(r.lost ?? [])).toBe('the last move and moves to redo');
    expect(r.rest).toEqual({ moves: ['T7>F'], future: json.future });
    // What was set aside is no game: nothing to bring back twice.
    expect(parseSave(r.rest).value).toBeUndefined();
    const garbled = {
      ...json,
      record: { ...json.record, moves: [...moves.slice(0, 5), 'zz', ...moves.slice(6)] },
    };
    expect(parseSave(garbled).value?.game.history).toHaveLength(5);
    expect(lostText(parseSave(garbled).lost ?? [])).toBe('the last 7 moves and moves to redo');
  });

  it('keep the game when the list of moves to redo is damaged, with what of it still replays', () => {
    const { game, json } = stored();
    const future = json.future as string[];
    expect(future).toHaveLength(3);
    const r = parseSave({ ...json, future: ['nonsense', ...future.slice(1)] });
    expect(r.value?.game.history).toHaveLength(12);
    expect(r.value?.game.future).toEqual(game.future.slice(1));
    expect(lostText(r.lost ?? [])).toBe('moves to redo');
    expect(parseSave({ ...json, future: 'x' }).value?.game.future).toEqual([]);
  });

  it('refuse absurd numbers: the clock starts again, the score is replayed', () => {
    const { game, json } = stored();
    const r = parseSave({
      ...json,
      elapsedMs: 1e15,
      score: { points: 1e300, ticks: 0, bonus: 0 },
      undos: 1e300,
    });
    expect(r.value?.elapsedMs).toBe(0);
    const replayed = playMoves(newGame(dealFromSeed(5), RULES, { seed: 5 }), movesOf(game));
    expect(replayed.ok && r.value?.game.score).toEqual(replayed.ok && replayed.value.score);
    expect(r.value?.game.undos).toBe(0);
    expect(lostText(r.lost ?? [])).toBe('the clock');
    expect(r.rest).toEqual({ moves: [], future: [], elapsedMs: 1e15 });
  });

  it('keep the id and the grade', () => {
    const { game } = stored();
    const json = JSON.parse(
      JSON.stringify(
        makeSave({ id: 'abc123', game, elapsedMs: 0, counted: true, ended: false, grade: 'hard' }),
      ),
    );
    expect(parseSave(json).value?.id).toBe('abc123');
    expect(parseSave(json).value?.grade).toBe('hard');
    expect(parseSave({ ...json, grade: 'impossible', id: '<script>' }).value?.grade).toBeUndefined();
    expect(parseSave({ ...json, id: '<script>' }).value?.id).toMatch(/^[a-z0-9]+$/);
  });

  it('read games kept for later one by one', () => {
    const { json } = stored();
    const r = parseShelf([json, 'junk', json]);
    expect(r.value).toHaveLength(2);
    expect(r.rest).toEqual(['junk']);
    expect(lostText(r.lost ?? [])).toBe('1 game');
  });
});

describe('statistics', () => {
  it('counts streaks, bests and the Vegas balance', () => {
    const key = rulesKey(RULES);
    let s = countPlayed({}, key);
    s = countEnd(s, key, { won: false, seconds: 10, moves: 5, standardScore: 0, vegas: -52 });
    s = countPlayed(s, key);
    s = countEnd(s, key, { won: true, seconds: 100, moves: 90, standardScore: 600, vegas: 208 });
    s = countPlayed(s, key);
    s = countEnd(s, key, { won: true, seconds: 80, moves: 95, standardScore: 500, vegas: null });
    expect(s[key]).toEqual({
      ...EMPTY_STATS,
      played: 3,
      won: 2,
      currentWins: 2,
      currentLosses: 0,
      longestWins: 2,
      longestLosses: 1,
      bestTime: 80,
      fewestMoves: 90,
      bestScore: 600,
      vegasBalance: 156,
      cleanWins: 2,
    });
    expect(parseStatsFile(makeStatsFile(s))).toEqual({ value: s });
  });

  it('counts hints, and clean wins only without hints and undos', () => {
    const key = rulesKey(RULES);
    const end = { won: true, seconds: 10, moves: 5, standardScore: null, vegas: null };
    let s = countEnd({}, key, { ...end, hints: 2, undos: 0 });
    s = countEnd(s, key, { ...end, hints: 0, undos: 1 });
    s = countEnd(s, key, { ...end, hints: 0, undos: 0 });
    s = countEnd(s, key, { ...end, won: false, hints: 3 });
    expect(s[key]?.hints).toBe(5);
    expect(s[key]?.cleanWins).toBe(1);
  });

  it('reads statistics kept before hints existed', () => {
    const { hints: _h, cleanWins: _c, ...old } = { ...EMPTY_STATS, played: 2, won: 1 };
    expect(parseStats({ a: old }).value?.a).toEqual({ ...EMPTY_STATS, played: 2, won: 1 });
  });

  it.each([
    [{ a: 1 }],
    [{ a: { ...EMPTY_STATS, played: -1 } }],
    [{ a: { ...EMPTY_STATS, won: 3 } }],
    [{ a: { ...EMPTY_STATS, played: 1e15 } }],
    [{ a: { ...EMPTY_STATS, bestScore: 1e300 } }],
    [{ a: { ...EMPTY_STATS, bestTime: 1e15 } }],
    [{ a: { ...EMPTY_STATS, vegasBalance: -1e300 } }],
  ])('sets aside a damaged or absurd rule set and keeps the others: %j', (v) => {
    const good = { ...EMPTY_STATS, played: 3, won: 1 };
    const r = parseStats({ ...v, b: good });
    expect(r.value).toEqual({ b: good });
    expect(r.rest).toEqual(v);
    expect(lostText(r.lost ?? [])).toBe('1 rule set');
  });

  it('refuses what is not statistics at all', () => {
    expect(parseStats([]).value).toBeUndefined();
    expect(parseStats(null).value).toBeUndefined();
  });

  it('merges two records as games played in a row', () => {
    const key = 'k';
    const win = { won: true, seconds: 100, moves: 90, standardScore: 500, vegas: null };
    const a = countEnd(countPlayed({}, key), key, win);
    const b = countEnd(countPlayed({}, key), key, { ...win, won: false });
    const m = mergeStats(a, b)[key];
    expect(m?.played).toBe(2);
    expect(m?.won).toBe(1);
    expect(m?.currentLosses).toBe(1);
    expect(m?.bestTime).toBe(100);
    expect(mergeStats(a, { other: EMPTY_STATS }).other).toEqual(EMPTY_STATS);
  });
});

describe('settings, clock and layout', () => {
  it('keeps valid fields and defaults the rest', () => {
    expect(parseSettings({ fourColour: true, scoring: 'bogus', rules: { draw: 3 } })).toEqual({
      ...DEFAULT_SETTINGS,
      fourColour: true,
      rules: { ...RULES, draw: 3 },
    });
    expect(parseSettings([])).toBeUndefined();
    // A draw count the game does not offer is refused as a link's is.
    expect(parseSettings({ rules: { draw: 99 } })?.rules).toEqual(RULES);
  });

  it('the clock adds only running time', () => {
    const c = new Clock(1000);
    c.start(10);
    c.stop(510);
    c.start(10_000);
    expect(c.ms(10_250)).toBe(1750);
  });

  it('fits seven columns in the width and keeps long columns on the table', () => {
    for (const [w, h] of [
      [320, 560],
      [1280, 720],
      [3840, 2000],
    ] as const) {
      const cols = Array.from({ length: 7 }, (_, i) => ({ down: 6, up: 13 - (i % 2) }));
      const L = layoutOf(w, h, cols, { leftHanded: false, largeCards: false });
      expect((L.xs[6] as number) + L.cw).toBeLessThanOrEqual(w);
      L.fans.forEach((f, i) => {
        const c = cols[i] as { down: number; up: number };
        expect(L.colTop + c.down * f.down + (c.up - 1) * f.up + L.ch).toBeLessThanOrEqual(L.contentHeight);
      });
      expect(L.contentHeight).toBeGreaterThanOrEqual(h);
    }
  });

  it('never fans a face-up card closer than its index; the cards are sized for the longest column, so they never change in a game', () => {
    const longest = [
      { down: 0, up: 1 },
      { down: 1, up: 1 },
      { down: 2, up: 1 },
      { down: 3, up: 1 },
      { down: 4, up: 1 },
      { down: 5, up: 13 },
      { down: 6, up: 13 },
    ];
    for (const largeCards of [false, true])
      for (const [w, h] of [
        [320, 460],
        [568, 250],
        [390, 720],
        [844, 300],
        [1280, 700],
        [2560, 1300],
        [1440, 2400],
      ] as const) {
        const L = layoutOf(w, h, longest, { leftHanded: false, largeCards });
        const show = indexShowOf(L.cw, largeCards);
        for (const f of L.fans) expect(f.up).toBeGreaterThanOrEqual(show);
        expect(L.indexFont).toBeGreaterThanOrEqual(13);
        // The cards are as large as lets the longest column fit; only the smallest card may leave it to scroll.
        if (L.cw > MIN_CARD_WIDTH) expect(L.contentHeight, `${w}×${h}`).toBe(h);
        // The same columns short: the same cards, in the same places.
        const short = layoutOf(
          w,
          h,
          longest.map((c) => ({ down: c.down, up: 1 })),
          { leftHanded: false, largeCards },
        );
        expect([short.cw, short.colTop, short.xs]).toEqual([L.cw, L.colTop, L.xs]);
      }
  });
});

describe('side layout', () => {
  const cols = [0, 1, 2, 3, 4, 5, 6].map((i) => ({ down: i, up: 1 }));
  it.each([
    [false, true],
    [true, true],
    [false, false],
    [true, false],
  ])(
    'a wide table has stock and waste on one side of the columns, the foundations on the other (left-handed %s, draw-3 fan %s)',
    (leftHanded, wasteFanned) => {
      for (const [w, h] of [
        [844, 330],
        [568, 244],
        [932, 370],
        [1024, 650],
        [1280, 720],
        [1920, 1000],
        [2560, 1340],
      ] as const) {
        const L = layoutOf(w, h, cols, { leftHanded, largeCards: false, wasteFanned });
        expect(L.side, `${w}×${h}`).toBe(true);
        const colsLeft = L.xs[0] as number;
        const colsRight = (L.xs[6] as number) + L.cw;
        const wasteRight = L.wasteAt.x + L.cw + (wasteFanned ? 2 * L.wasteFan : 0);
        const stockRight = L.stockAt.x + L.cw;
        const fx = L.foundationsAt.map((p) => p.x);
        if (leftHanded) {
          expect(Math.max(...fx) + L.cw).toBeLessThan(colsLeft);
          expect(Math.min(L.stockAt.x, L.wasteAt.x)).toBeGreaterThan(colsRight);
          expect(Math.max(stockRight, wasteRight)).toBeLessThanOrEqual(w);
        } else {
          expect(Math.max(stockRight, wasteRight)).toBeLessThan(colsLeft);
          expect(Math.min(...fx)).toBeGreaterThan(colsRight);
          expect(Math.max(...fx) + L.cw).toBeLessThanOrEqual(w);
        }
        expect(Math.min(L.stockAt.x, L.wasteAt.x, ...fx)).toBeGreaterThanOrEqual(0);
        // The columns stand apart from each other.
        L.xs.forEach((x, i) => {
          if (i > 0) expect(x).toBeGreaterThanOrEqual((L.xs[i - 1] as number) + L.cw + 3);
        });
        // The waste is under the stock, the foundations one under the other, all on the table.
        expect(L.wasteAt.y).toBeGreaterThanOrEqual(L.stockAt.y + L.ch);
        L.foundationsAt.forEach((p, i) => {
          if (i > 0)
            expect(p.y).toBeGreaterThanOrEqual((L.foundationsAt[i - 1] as { y: number }).y + L.ch + 3);
        });
        expect((L.foundationsAt[3] as { y: number }).y + L.ch).toBeLessThanOrEqual(h);
        expect(L.colTop).toBe(L.gap);
      }
    },
  );

  it('desktops take the side layout, for larger cards than under a top row; portrait screens keep the top row', () => {
    // Under a top row the longest column limits a 1280×724 table to 87 px cards (79 with large cards).
    for (const [w, h, normal, large] of [
      [1280, 724, 110, 100],
      [1920, 993, 155, 140],
      [1024, 652, 88, 85],
    ] as const)
      for (const largeCards of [false, true]) {
        const L = layoutOf(w, h, cols, { leftHanded: false, largeCards, wasteFanned: true });
        expect(L.side, `${w}×${h}`).toBe(true);
        expect(L.cw, `${w}×${h}`).toBeGreaterThanOrEqual(largeCards ? large : normal);
      }
    for (const [w, h] of [
      [390, 760],
      [320, 480],
      [768, 935],
      [800, 1190],
      [1080, 1800],
    ] as const)
      expect(layoutOf(w, h, cols, { leftHanded: false, largeCards: false }).side, `${w}×${h}`).toBe(false);
  });

  it('larger cards: at least as large everywhere, a fifth wider on a laptop and a phone, nothing past the edges', () => {
    for (const [w, h] of [
      [1280, 680],
      [390, 700],
      [320, 480],
      [844, 300],
      [768, 935],
      [1920, 993],
      [2560, 1300],
    ] as const)
      for (const wasteFanned of [false, true])
        for (const leftHanded of [false, true])
          for (const largeCards of [false, true]) {
            const at = `${w}×${h} fanned ${wasteFanned} left ${leftHanded} large ${largeCards}`;
            const o = { leftHanded, largeCards, wasteFanned };
            const normal = layoutOf(w, h, cols, o);
            const L = layoutOf(w, h, cols, { ...o, bigCards: true });
            expect(L.cw, at).toBeGreaterThanOrEqual(normal.cw);
            if ((w === 1280 || w === 390) && !largeCards)
              expect(L.cw, at).toBeGreaterThanOrEqual(normal.cw * 1.2);
            const piles = [...L.xs.map((x) => ({ x, y: L.colTop })), L.stockAt, ...L.foundationsAt];
            for (const p of piles) {
              expect(p.x, at).toBeGreaterThanOrEqual(0);
              expect(p.x + L.cw, at).toBeLessThanOrEqual(w);
            }
            // The fanned waste keeps its under-cards' index in sight and stops short of the next pile.
            const wasteEnd = L.wasteAt.x + (wasteFanned ? 2 * L.wasteFan : 0) + L.cw;
            expect(wasteEnd, at).toBeLessThanOrEqual(w);
            const after = [L.stockAt, ...L.foundationsAt].filter(
              (p) => p.y === L.wasteAt.y && p.x > L.wasteAt.x,
            );
            for (const p of after) expect(wasteEnd, at).toBeLessThanOrEqual(p.x);
            if (wasteFanned && !L.side)
              expect(L.wasteFan, at).toBeGreaterThanOrEqual(wasteShowOf(L.cw, largeCards) - 1);
          }
  });
});

describe('keyboard focus', () => {
  const view = tableOf(newGame(dealFromSeed(1), RULES));
  const cols = view.columns.map((c) => ({ down: c.cards.length - 1, up: 1 }));
  it.each([false, true])(
    'walks the top row in screen order and drops into the columns (left-handed %s)',
    (leftHanded) => {
      const lay = layoutOf(1280, 720, cols, { leftHanded, largeCards: false });
      let k = leftHanded ? 'f0' : 'stock';
      const seen = [k];
      for (let i = 0; i < 6; i++) seen.push((k = navigate(view, lay, k, 'right')));
      expect(new Set(seen)).toEqual(new Set(['stock', 'waste', 'f0', 'f1', 'f2', 'f3']));
      expect(navigate(view, lay, 'stock', 'down')).toBe(leftHanded ? 'c6:0' : 'c0:0');
      expect(navigate(view, lay, 'c3:0', 'right')).toBe('c4:0');
      expect(navigate(view, lay, 'c6:0', 'right')).toBe('c6:0');
      expect(['waste', 'f0', 'stock', 'f1', 'f2', 'f3']).toContain(navigate(view, lay, 'c2:0', 'up'));
    },
  );
});

describe('assist data', () => {
  it('settings saved before the assist options existed get them on', () => {
    const { winnableOnly: _w, showWinnable: _s, difficulty: _d, ...old } = DEFAULT_SETTINGS;
    const s = parseSettings(JSON.parse(JSON.stringify(old)));
    expect(s?.winnableOnly).toBe(true);
    expect(s?.showWinnable).toBe(true);
    expect(s?.difficulty).toBe('any');
    expect(parseSettings({ ...old, winnableOnly: false })?.winnableOnly).toBe(false);
  });

  it('the daily store keeps results and day seeds, and refuses foreign data', () => {
    const r = {
      date: '2026-11-29',
      presetId: 'draw1',
      won: true,
      seconds: 90,
      moves: 100,
      hints: 0,
      undos: 0,
    } as const;
    const store = { ...withResult(EMPTY_DAILY, r), seeds: { '2026-11-29|draw1': 3237615886 } };
    expect(parseDailyStore(JSON.parse(JSON.stringify(store)))).toEqual({ value: store });
    expect(parseDailyStore(null).value).toBeUndefined();
    // One bad day does not clear the calendar.
    const other = { ...r, date: '2026-11-30', won: false };
    for (const bad of [{ ...r, presetId: 'x' }, { ...r, seconds: 1e15 }, 'x']) {
      const read = parseDailyStore({ log: { results: [bad, other] }, seeds: { a: 5, b: -1 } });
      expect(read.value).toEqual({ log: { results: [other] }, seeds: { a: 5 } });
      expect(lostText(read.lost ?? [])).toBe('1 day');
    }
    expect(lostText(parseDailyStore({ log: {}, seeds: {} }).lost ?? [])).toBe('the list of days');
    const merged = mergeDaily(store, { log: { results: [other] }, seeds: { x: 1 } });
    expect(merged.log.results).toHaveLength(2);
    expect(merged.seeds).toEqual({ ...store.seeds, x: 1 });
  });

  it('a daily deal played after its day is kept as late, counts in the calendar but not in the streak', () => {
    const day = (date: string, won: boolean) =>
      ({ date, presetId: 'draw1', won, seconds: 90, moves: 100, hints: 0, undos: 0 }) as const;
    let store = withResult(EMPTY_DAILY, day('2026-11-28', true));
    store = withResult(store, day('2026-11-27', true), true);
    expect(store.log.results).toHaveLength(2);
    expect(store.late).toEqual(['2026-11-27|draw1']);
    expect(onTimeLog(store).results.map((r) => r.date)).toEqual(['2026-11-28']);
    // Read back as stored, and kept through a merge.
    expect(parseDailyStore(JSON.parse(JSON.stringify(store))).value).toEqual(store);
    expect(mergeDaily(EMPTY_DAILY, store).late).toEqual(['2026-11-27|draw1']);
    // A day won on time stays on time when it is played again late.
    const again = withResult(store, day('2026-11-28', false), true);
    expect(again.late).toEqual(['2026-11-27|draw1']);
    // A day played on time and not won, then won late, is late.
    const lost = withResult(EMPTY_DAILY, day('2026-11-26', false));
    expect(withResult(lost, day('2026-11-26', true), true).late).toEqual(['2026-11-26|draw1']);
  });
});
