import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildsOn, DECK_SIZE, SUIT_LETTERS, type Suit } from './card.ts';
import { dealFromSeed, MAX_SEED, makeDeal, parseDeal } from './deal.ts';
import { type Game, newGame, playFrom, playMove, playMoves, redo, undo } from './game.ts';
import {
  drawMove,
  foundationToTableau,
  type Move,
  makeMove,
  parseMove,
  parseMoveList,
  redealMove,
  tableauToFoundation,
  tableauToTableau,
  wasteToFoundation,
  wasteToTableau,
} from './move.ts';
import {
  checkMove,
  draftOf,
  isLegal,
  legalMoves,
  MOVE_ERROR_CODES,
  play,
  playDraws,
  playInPlace,
  runToMove,
  tryPlay,
} from './play.ts';
import { type Column, cardCounts, type Position, positionKey, startPosition } from './position.ts';
import { makePosition, parsePosition } from './position-text.ts';
import { makeRecord, readRecord, recordOf } from './record.ts';
import { makeRules, parseRules, type Rules } from './rules.ts';
import type { ScoreOptions } from './score.ts';

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  draw: fc.integer({ min: 1, max: 5 }),
  passes: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(Number.POSITIVE_INFINITY)),
  foundationToTableau: fc.boolean(),
});

const scoreArb: fc.Arbitrary<ScoreOptions> = fc.record({
  scoring: fc.constantFrom('standard', 'vegas', 'none'),
  timed: fc.boolean(),
  vegasCarry: fc.integer({ min: -1000, max: 1000 }),
});

/** A random game: a numbered deal, rules, and the choices that pick each move. */
const gameArb = (maxMoves: number) =>
  fc.record({
    seed: fc.integer({ min: 0, max: MAX_SEED }),
    rules: rulesArb,
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: maxMoves, size: 'max' }),
  });

/**
 * Picks a move from the legal ones. Leans toward foundation and column moves (over stock turns) so
 * random games get far: empty columns, long runs, foundation cards coming back.
 */
const choose = (legal: readonly Move[], pick: number): Move => {
  const progress = legal.filter((m) => m.kind !== 'draw' && m.kind !== 'redeal');
  const pool = pick % 4 !== 0 && progress.length > 0 ? progress : legal;
  return pool[Math.floor(pick / 4) % pool.length] as Move;
};

/** Every position of a random game, the start included. */
const positionsOf = (seed: number, rules: Rules, picks: readonly number[]): Position[] => {
  let pos = startPosition(dealFromSeed(seed), rules);
  const out = [pos];
  for (const pick of picks) {
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    pos = play(pos, choose(legal, pick));
    out.push(pos);
  }
  return out;
};

const unwrapGame = (r: { ok: true; value: Game } | { ok: false; error: unknown }): Game => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

const deepFreeze = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
};

const ALL_MOVES: Move[] = (() => {
  const out: Move[] = [drawMove(), redealMove(), wasteToFoundation()];
  for (let c = 0; c < 7; c++) out.push(wasteToTableau(c), tableauToFoundation(c));
  for (let from = 0; from < 7; from++)
    for (let to = 0; to < 7; to++) {
      out.push(Object.freeze({ kind: 'tableau-tableau', from, to }) as Move);
      for (let k = 1; k <= 13; k++) out.push(tableauToTableau(from, to, k));
    }
  for (const s of [0, 1, 2, 3] as Suit[]) for (let c = 0; c < 7; c++) out.push(foundationToTableau(s, c));
  return out;
})();

const SUIT_ORDER = [0, 1, 3, 2];
/** A number that sorts moves in the documented order of `legalMoves`. */
const orderOf = (m: Move): number => {
  switch (m.kind) {
    case 'waste-foundation':
      return 0;
    case 'waste-tableau':
      return 10 + m.to;
    case 'tableau-foundation':
      return 100 + m.from;
    case 'tableau-tableau':
      return 200 + m.from * 10 + m.to;
    case 'foundation-tableau':
      return 300 + SUIT_ORDER.indexOf(m.suit) * 10 + m.to;
    case 'draw':
      return 400;
    case 'redeal':
      return 500;
  }
};

const CODES = new Set<string>(MOVE_ERROR_CODES);

describe('random legal games under random rules', () => {
  it('conserve the 52 cards; columns are face-up runs over face-down cards; play never mutates', () => {
    fc.assert(
      fc.property(gameArb(150), ({ seed, rules, picks }) => {
        // Frozen positions make any write inside play throw (ES modules are strict); the key catches the rest.
        let pos = deepFreeze(startPosition(dealFromSeed(seed), rules));
        const wrong: string[] = [];
        for (const pick of picks) {
          const legal = legalMoves(pos);
          if (legal.length === 0) break;
          const key = positionKey(pos);
          const move = choose(legal, pick);
          const next = play(pos, move);
          if (positionKey(pos) !== key) wrong.push(`${makeMove(move)} changed its input`);
          pos = deepFreeze(next);
          const counts = cardCounts(pos);
          if (counts.some((n) => n !== 1))
            wrong.push(`after ${makeMove(move)} the cards are not 52: ${counts}`);
          for (const col of pos.columns) {
            if (col.down.length > 0 && col.up.length === 0)
              wrong.push('face-down cards with no face-up card');
            for (let i = 1; i < col.up.length; i++)
              if (!buildsOn(col.up[i] as number, col.up[i - 1] as number))
                wrong.push('face-up cards not a run');
          }
          if (pos.pass < 1 || pos.pass > rules.passes) wrong.push(`pass ${pos.pass}`);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('every legal move plays, and every other move of the whole move universe is refused with a code', () => {
    fc.assert(
      fc.property(gameArb(80), ({ seed, rules, picks }) => {
        // Collects disagreements instead of asserting per move: expect() per move would dominate the run time.
        const wrong: string[] = [];
        for (const pos of positionsOf(seed, rules, picks)) {
          const legal = legalMoves(pos);
          const legalTexts = new Set(legal.flatMap((m) => [makeMove(m, true), makeMove(m)]));
          // The documented order: W>F, W>Tn, Tn>F, Tn>Tm, Fs>Tn (suits C D H S), S, R; each move once.
          const ranks = legal.map(orderOf);
          if (ranks.some((r, i) => i > 0 && r <= (ranks[i - 1] as number)))
            wrong.push(`order ${legal.map((m) => makeMove(m))}`);
          for (const m of legal) {
            const r = tryPlay(pos, m);
            if (!r.ok || positionKey(r.value) !== positionKey(play(pos, m)))
              wrong.push(`${makeMove(m)} refused`);
          }
          for (const m of ALL_MOVES) {
            const code = checkMove(pos, m);
            const text = makeMove(m, true);
            if (legalTexts.has(text)) {
              if (code !== undefined) wrong.push(`${text} is legal but checkMove says ${code}`);
            } else if (code === undefined || !CODES.has(code))
              wrong.push(`${text} is not legal but checkMove says ${code}`);
            else {
              const r = tryPlay(pos, m);
              if (r.ok || r.error.code !== code) wrong.push(`${text}: tryPlay disagrees with checkMove`);
            }
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('parse(make(x)) = x for positions, moves (with and without :k) and move lists', () => {
    fc.assert(
      fc.property(gameArb(120), ({ seed, rules, picks }) => {
        for (const pos of positionsOf(seed, rules, picks)) {
          const text = makePosition(pos);
          const back = parsePosition(text);
          expect(back.ok && back.value).toEqual(pos);
          const legal = legalMoves(pos);
          for (const m of legal) {
            const withK = parseMove(makeMove(m, true));
            expect(withK.ok && withK.value).toBe(m);
            const plain = parseMove(makeMove(m));
            expect(plain.ok && makeMove(plain.value)).toBe(makeMove(m));
          }
          const list = parseMoveList(legal.map((m) => makeMove(m, true)).join(', '));
          expect(list.ok && list.value).toEqual(legal);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('positionKey is the plain text of every pile, so equal keys mean equal positions', () => {
    // The straightforward definition the fast positionKey must match character for character.
    const ch = (c: number) => String.fromCharCode(48 + c);
    const plainKey = (p: Position) =>
      ch(p.pass) +
      p.foundations.map(ch).join('') +
      p.columns.map((c) => `|${c.down.map(ch).join('')}/${c.up.map(ch).join('')}`).join('') +
      `|${p.stock.map(ch).join('')}|${p.waste.map(ch).join('')}`;
    fc.assert(
      fc.property(gameArb(150), ({ seed, rules, picks }) => {
        const byKey = new Map<string, string>();
        for (const pos of positionsOf(seed, rules, picks)) {
          const key = positionKey(pos);
          expect(key).toBe(plainKey(pos));
          const text = makePosition(pos);
          expect(byKey.get(key) ?? text).toBe(text);
          byKey.set(key, text);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a line played in place on draftOf(pos) passes through the positions play gives, and leaves pos as it was', () => {
    fc.assert(
      fc.property(gameArb(150), ({ seed, rules, picks }) => {
        const start = deepFreeze(startPosition(dealFromSeed(seed), rules));
        const draft = draftOf(start);
        let pos: Position = start;
        for (const pick of picks) {
          const legal = legalMoves(pos);
          if (legal.length === 0) break;
          const move = choose(legal, pick);
          expect(checkMove(draft, move)).toBeUndefined();
          playInPlace(draft, move);
          pos = play(pos, move);
          expect(positionKey(draft)).toBe(positionKey(pos));
        }
        expect(draft).toEqual({ ...pos });
      }),
      { numRuns: 150 },
    );
  });

  it('play shares every pile its move does not change (a column it changes keeps its face-down cards unless one turns up)', () => {
    fc.assert(
      fc.property(gameArb(120), ({ seed, rules, picks }) => {
        let pos = startPosition(dealFromSeed(seed), rules);
        for (const pick of picks) {
          const legal = legalMoves(pos);
          if (legal.length === 0) break;
          const move = choose(legal, pick);
          const next = play(pos, move);
          const changed = new Set<number>();
          if (move.kind === 'waste-tableau' || move.kind === 'foundation-tableau') changed.add(move.to);
          if (move.kind === 'tableau-foundation') changed.add(move.from);
          if (move.kind === 'tableau-tableau') changed.add(move.from).add(move.to);
          for (let c = 0; c < 7; c++) {
            const [a, b] = [pos.columns[c] as Column, next.columns[c] as Column];
            if (!changed.has(c)) expect(b).toBe(a);
            else if (b.down.length === a.down.length) expect(b.down).toBe(a.down);
          }
          const talon = move.kind === 'draw' || move.kind === 'redeal';
          if (!talon) expect(next.stock).toBe(pos.stock);
          if (!talon && move.kind !== 'waste-foundation' && move.kind !== 'waste-tableau')
            expect(next.waste).toBe(pos.waste);
          const foundation =
            move.kind === 'waste-foundation' ||
            move.kind === 'tableau-foundation' ||
            move.kind === 'foundation-tableau';
          if (!foundation) expect(next.foundations).toBe(pos.foundations);
          pos = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('playDraws(pos, n) is n draws played one by one, for every n the stock allows', () => {
    fc.assert(
      fc.property(gameArb(60), ({ seed, rules, picks }) => {
        for (const pos of positionsOf(seed, rules, picks)) {
          let one = pos;
          for (let n = 1; one.stock.length > 0; n++) {
            one = play(one, drawMove());
            expect(playDraws(pos, n)).toEqual(one);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('column moves are exactly the pairs runToMove accepts, even for face-up cards that are not runs', () => {
    // legalMoves filters column pairs by rank before testing them; the filter must never drop a pair.
    const column = fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 6 });
    fc.assert(
      fc.property(fc.array(column, { minLength: 7, maxLength: 7 }), (ups) => {
        const start = startPosition(dealFromSeed(0), { draw: 1, passes: 1, foundationToTableau: false });
        const pos: Position = {
          ...start,
          columns: ups.map((up) => ({ down: [], up })),
          stock: [],
          waste: [],
        };
        const expected: string[] = [];
        for (let from = 0; from < 7; from++)
          for (let to = 0; to < 7; to++) {
            const n = from === to ? 0 : runToMove(pos.columns[from] as Column, pos.columns[to] as Column);
            if (n > 0) expected.push(makeMove(tableauToTableau(from, to, n), true));
          }
        const got = legalMoves(pos)
          .filter((m) => m.kind === 'tableau-tableau')
          .map((m) => makeMove(m, true));
        expect(got).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('every move of the universe reads back from its text', () => {
    for (const m of ALL_MOVES) {
      const back = parseMove(makeMove(m, true));
      expect(back.ok && back.value).toEqual(m);
      expect(parseMove(makeMove(m, true).toLowerCase())).toEqual(back);
    }
  });

  it('parse(make(x)) = x for deals and rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), rulesArb, (seed, rules) => {
        const deal = dealFromSeed(seed);
        const back = parseDeal(makeDeal(deal));
        expect(back.ok && back.value).toEqual(deal);
        const r = parseRules(JSON.parse(JSON.stringify(makeRules(rules))));
        expect(r.ok && r.value).toEqual(rules);
      }),
    );
  });
});

/** Plays a random game through `Game`, with undos, redos and time; checks undo and records as it goes. */
describe('games: undo, redo, records', () => {
  it('undo restores the exact position and the score from before the move (standard: then -2)', () => {
    fc.assert(
      fc.property(gameArb(120), scoreArb, fc.boolean(), ({ seed, rules, picks }, score, withSeed) => {
        let game: Game = newGame(dealFromSeed(seed), rules, { seed: withSeed ? seed : undefined, score });
        let seconds = 0;
        for (const pick of picks) {
          seconds += pick % 7;
          const legal = legalMoves(game.position);
          if (legal.length === 0) break;
          const before = game;
          const r = playMove(game, choose(legal, pick), seconds);
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          game = r.value;
          if (pick % 5 === 0) {
            const u = undo(game, seconds) as Game;
            expect(u.position).toBe(before.position);
            expect(u.history).toEqual(before.history);
            const timedBefore = game.history[game.history.length - 1]?.scoreBefore;
            if (score.scoring === 'standard') {
              const ticksSince = u.score.ticks - (timedBefore?.ticks ?? 0);
              expect(u.score.points).toBe(Math.max(0, (timedBefore?.points ?? 0) - 2 * ticksSince - 2));
            } else expect(u.score).toEqual(timedBefore);
            const again = redo(u, seconds) as Game;
            expect(again.position).toEqual(game.position);
            game = pick % 10 === 0 ? u : again;
          }
        }
        const text = makeRecord(recordOf(game));
        const back = readRecord(text);
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect(back.value.game.position).toEqual(game.position);
          expect(makeRecord(back.value.record)).toBe(text);
          expect(back.value.record.moves.map((m) => makeMove(m))).toEqual(
            game.history.map((h) => makeMove(h.move)),
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('undo of every move back to the deal restores every position and, outside standard, every score', () => {
    fc.assert(
      fc.property(gameArb(100), scoreArb, ({ seed, rules, picks }, score) => {
        let game: Game = newGame(dealFromSeed(seed), rules, { score });
        const seen: Game[] = [game];
        for (const pick of picks) {
          const legal = legalMoves(game.position);
          if (legal.length === 0) break;
          const r = playMove(game, choose(legal, pick));
          if (!r.ok) throw new Error('a legal move was refused');
          game = r.value;
          seen.push(game);
        }
        for (let i = seen.length - 2; i >= 0; i--) {
          game = undo(game) as Game;
          const then = seen[i] as Game;
          expect(game.position).toEqual(then.position);
          expect(game.history.length).toBe(then.history.length);
          if (score.scoring !== 'standard') expect(game.score).toEqual(then.score);
        }
        expect(undo(game)).toBeUndefined();
        expect(game.future).toHaveLength(seen.length - 1);
      }),
      { numRuns: 300 },
    );
  });

  it('playMoves gives the same game as playing the moves one by one, and playFrom the same positions and moves', () => {
    fc.assert(
      fc.property(gameArb(120), scoreArb, ({ seed, rules, picks }, score) => {
        const start = newGame(dealFromSeed(seed), rules, { seed, score });
        let one: Game = start;
        const moves: Move[] = [];
        for (const pick of picks) {
          const legal = legalMoves(one.position);
          if (legal.length === 0) break;
          const m = choose(legal, pick);
          moves.push(m);
          one = unwrapGame(playMove(one, m));
        }
        const all = playMoves(start, moves);
        expect(all.ok && all.value).toEqual(one);
        // An illegal move stops it, named by its index: the foundation move when it is illegal,
        // else the draw when that is (an empty stock with no redeal left).
        const bad = playMoves(start, [...moves, foundationToTableau(0, 0), drawMove()]);
        const downOk = isLegal(one.position, foundationToTableau(0, 0));
        if (!bad.ok) expect(bad.error.index).toBe(downOk ? moves.length + 1 : moves.length);
        else expect(downOk).toBe(true);
        // The same moves from the start position alone: every position passed, the moves resolved.
        const line = playFrom(start.position, moves);
        expect(line.ok && line.value.positions).toEqual([...one.history.map((p) => p.before), one.position]);
        expect(line.ok && line.value.moves).toEqual(one.history.map((p) => p.move));
        const badLine = playFrom(start.position, [...moves, foundationToTableau(0, 0), drawMove()]);
        expect(badLine.ok ? undefined : badLine.error.index).toBe(bad.ok ? undefined : bad.error.index);
      }),
      { numRuns: 200 },
    );
  });

  it('records with moves written with :k also replay', () => {
    fc.assert(
      fc.property(gameArb(80), ({ seed, rules, picks }) => {
        const positions = positionsOf(seed, rules, picks);
        const moves: string[] = [];
        for (let i = 1; i < positions.length; i++) {
          const before = positions[i - 1] as Position;
          const m = legalMoves(before).find(
            (x) => JSON.stringify(play(before, x)) === JSON.stringify(positions[i]),
          );
          moves.push(makeMove(m as Move, i % 2 === 0));
        }
        const rec = JSON.stringify({
          format: 'klondike-game/1',
          deal: makeDeal(dealFromSeed(seed)),
          seed,
          rules: makeRules(rules),
          moves,
        });
        const back = readRecord(rec);
        expect(back.ok && back.value.game.position).toEqual(positions[positions.length - 1]);
      }),
      { numRuns: 100 },
    );
  });

  it('foundation letters follow the contract (C D H S)', () => {
    expect(SUIT_LETTERS.map((_, s) => makeMove(foundationToTableau(s as Suit, 0)))).toEqual([
      'FC>T1',
      'FD>T1',
      'FS>T1',
      'FH>T1',
    ]);
  });
});
