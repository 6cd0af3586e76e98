import { expect } from 'vitest';
import {
  type Card,
  dealFromSeed,
  isLegal,
  isWon,
  legalMoves,
  type Move,
  makeCard,
  makeMove,
  type Position,
  parseMove,
  play,
  positionKey,
  Rng,
  type Rules,
  startPosition,
  tryPlay,
} from '../../../src/engine/index.ts';
import type { Board } from '../../crosscheck/board.ts';

/** Cards written out, separated by spaces. */
export const cards = (list: readonly Card[]): string => list.map(makeCard).join(' ');

/**
 * Small random positions under every rule set: for seeds 1 to `seeds`, every fourth position of a
 * 16-move random game from a small deal (the cards from the 4s up, 10 in the talon).
 */
export function* smallRandomPositions(
  seeds: number,
): Generator<{ rules: Rules; seed: number; index: number; position: Position }> {
  for (const rules of RULE_SETS)
    for (let seed = 1; seed <= seeds; seed++)
      for (const [index, position] of randomGame(miniDeal(seed, rules, 3, 10), 16, seed).entries())
        if (index % 4 === 0) yield { rules, seed, index, position };
}

/** The key of slot `i` of `board`, as text. */
export const keyText = (board: Board, i: number): string => {
  const out = new Int32Array(board.lay.keyWords);
  board.keyOf(i, out, 0);
  return out.join(',');
};

/**
 * Positions of `count` random games and their start: deal `seed` from its start when `seed` is odd,
 * else a small position with the cards up to the 4s on the foundations (where the automatic moves
 * happen all the time).
 */
export const games = (seed: number, rules: Rules, count = 4): { start: Position; positions: Position[] } => {
  const start = seed % 2 === 1 ? startPosition(dealFromSeed(seed), rules) : miniDeal(seed, rules, 4, 10);
  const positions = Array.from({ length: count }, (_, g) => randomGame(start, 150, seed * 10 + g + 1)).flat();
  return { start, positions };
};

/**
 * Loads each position into slot 0 of `board` and asserts that two of them have one key exactly when
 * they have one text (by `text`); returns the number of distinct keys.
 */
export const keysMatchTexts = (
  board: Board,
  positions: readonly Position[],
  text: (p: Position) => string,
): number => {
  const byKey = new Map<string, string>();
  const byText = new Map<string, string>();
  for (const p of positions) {
    board.load(0, p);
    const key = keyText(board, 0);
    const t = text(p);
    expect(byKey.get(key) ?? t).toBe(t);
    expect(byText.get(t) ?? key).toBe(key);
    byKey.set(key, t);
    byText.set(t, key);
  }
  return byKey.size;
};

/** A column written whole: its face-down cards, then its face-up cards. */
const wholeColumn = (c: Position['columns'][number]): string => `${cards(c.down)}/${cards(c.up)}`;

/**
 * A position written with its columns sorted (so that positions equal up to the order of the
 * columns have one text), for tests of the key. With unlimited passes the pass number is left out,
 * and the waste size where it does not matter (docs/crosscheck.md): under draw 1 always, under
 * draw N when it is 0, a multiple of N, or the talon's length. `withPass` false leaves the pass
 * number out in any case. `column` writes a column (by default whole).
 */
export const canonical = (
  pos: Position,
  withPass = true,
  column: (c: Position['columns'][number]) => string = wholeColumn,
): string => {
  const cols = pos.columns.map(column).sort();
  const talon = [...pos.waste, ...pos.stock.slice().reverse()];
  const { draw, passes } = pos.rules;
  const w = pos.waste.length;
  const unlimited = !Number.isFinite(passes);
  const onCycle = unlimited && (w === 0 || w === talon.length || w % draw === 0);
  return [
    cols.join('|'),
    cards(talon),
    pos.foundations.join(','),
    onCycle ? 'cycle' : String(w),
    unlimited || !withPass ? '' : String(pos.pass),
  ].join(' # ');
};

/**
 * Plays each of `moves` (listed for slot 0 of `board`, which holds `here`) on slot 1, checks that the
 * moves it writes out replay in the engine to the same position, calls `each` with the move, and
 * returns the texts (by `text`) of `here` and of the children, each with the fewest passes used.
 */
export const listedChildren = (
  board: Board,
  moves: readonly number[],
  rules: Rules,
  text: (p: Position) => string,
  each: (mv: number) => void = () => {},
): Map<string, number> => {
  const here = board.position(0, rules);
  const listed = new Map<string, number>([[text(here), here.pass]]);
  for (const mv of moves) {
    board.copy(0, 1);
    const log: string[] = [];
    board.play(1, mv, log);
    let q = here;
    for (const written of log) {
      const m = parseMove(written);
      if (!m.ok) throw new Error(written);
      const r = tryPlay(q, m.value);
      if (!r.ok) throw new Error(`${written}: ${r.error.code}`);
      q = r.value;
    }
    const child = board.position(1, rules);
    expect(positionKey(q)).toBe(positionKey(child));
    each(mv);
    const t = text(child);
    listed.set(t, Math.min(listed.get(t) ?? child.pass, child.pass));
  }
  return listed;
};

/**
 * Asserts that every engine successor of `pos` (`engineSuccessors`), after the automatic moves (on
 * slot 2 of `board`), has its text in `listed`, with no fewer passes used than listed there (any
 * number with unlimited passes).
 */
export const everySuccessorListed = (
  board: Board,
  pos: Position,
  rules: Rules,
  listed: ReadonlyMap<string, number>,
  text: (p: Position) => string,
): void => {
  for (const q of engineSuccessors(pos)) {
    board.load(2, q);
    board.lift(2);
    const lifted = board.position(2, rules);
    const pass = listed.get(text(lifted));
    const ok = pass === undefined ? false : !Number.isFinite(rules.passes) || pass <= lifted.pass;
    expect(ok ? 'listed' : `not listed: ${text(lifted)}`).toBe('listed');
  }
};

/**
 * Whether a position can be won, by the engine alone: every legal move, no reduction at all, a
 * visited set of exact positions (the pass number left out when passes are unlimited). Undefined
 * when more than `limit` positions would be needed. For tiny positions only.
 */
export const bruteForce = (pos: Position, limit = 500000): boolean | undefined => {
  const unlimited = !Number.isFinite(pos.rules.passes);
  const key = (p: Position) => positionKey(unlimited ? { ...p, pass: 1 } : p);
  const seen = new Set([key(pos)]);
  const todo = [pos];
  for (let p = todo.pop(); p !== undefined; p = todo.pop()) {
    if (isWon(p)) return true;
    for (const m of legalMoves(p)) {
      const q = play(p, m);
      const k = key(q);
      if (seen.has(k)) continue;
      if (seen.size >= limit) return undefined;
      seen.add(k);
      todo.push(q);
    }
  }
  return false;
};

/** The four presets' rule sets and the same without foundation-to-tableau. */
export const RULE_SETS: readonly Rules[] = [1, 3].flatMap((draw) =>
  [Number.POSITIVE_INFINITY, 1, 3].flatMap((passes) =>
    [true, false].map((foundationToTableau) => ({ draw, passes, foundationToTableau })),
  ),
);

/**
 * A small random position: the cards of rank `rank` and up of the suits `suits` (suit indices),
 * shuffled by the project's seeded generator, `talon` of them in the stock and the rest dealt over
 * the seven columns (face down, the last card of each column face up); every other card on its
 * foundation.
 */
export const miniDeal = (
  seed: number,
  rules: Rules,
  rank: number,
  talon: number,
  suits: readonly number[] = [0, 1, 2, 3],
): Position => {
  const rng = new Rng(seed);
  const deck: Card[] = [];
  for (let card = rank * 4; card < 52; card++) if (suits.includes(card & 3)) deck.push(card);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  const stock = deck.slice(0, talon);
  const rest = deck.slice(talon);
  const columns = Array.from({ length: 7 }, () => ({ down: [] as Card[], up: [] as Card[] }));
  rest.forEach((card, k) => {
    (columns[k % 7] as { down: Card[] }).down.push(card);
  });
  return {
    rules,
    columns: columns.map((c) =>
      c.down.length === 0 ? c : { down: c.down.slice(0, -1), up: c.down.slice(-1) },
    ),
    foundations: [0, 1, 2, 3].map((s) => (suits.includes(s) ? rank : 13)),
    stock,
    waste: [],
    pass: 1,
  };
};

/** The positions of a random legal game from `start` (the project's seeded generator), start included. */
export const randomGame = (start: Position, moves: number, seed: number): Position[] => {
  const rng = new Rng(seed);
  const out = [start];
  let p = start;
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    p = play(p, legal[rng.below(legal.length)] as Move);
    out.push(p);
  }
  return out;
};

/**
 * The positions one move other than a stock turn or redeal leads to from `pos`, or from any position
 * that stock turns and redeals alone reach from it.
 */
const engineSuccessors = (pos: Position): Position[] => {
  const out: Position[] = [];
  const talonPath: Position[] = [pos];
  const seen = new Set([`${pos.waste.length}/${pos.pass}`]);
  for (let p = pos; ; ) {
    const talonMove = legalMoves(p).find((m) => m.kind === 'draw' || m.kind === 'redeal');
    if (talonMove === undefined) break;
    p = play(p, talonMove);
    // With unlimited passes the walk comes back to the same waste size: one round is all.
    const mark = `${p.waste.length}/${Number.isFinite(p.rules.passes) ? p.pass : 0}`;
    if (seen.has(mark)) break;
    seen.add(mark);
    talonPath.push(p);
  }
  for (const m of legalMoves(pos)) if (m.kind !== 'draw' && m.kind !== 'redeal') out.push(play(pos, m));
  for (const p of talonPath.slice(1)) {
    for (const m of legalMoves(p)) {
      if (m.kind !== 'waste-foundation' && m.kind !== 'waste-tableau') continue;
      if (!isLegal(p, m)) throw new Error(`${makeMove(m)} is listed but not legal`);
      out.push(play(p, m));
    }
  }
  return out;
};
