import { describe, expect, it } from 'vitest';
import {
  dealFromSeed,
  faceDownCount,
  isLegal,
  legalMoves,
  type Move,
  makeMove,
  type Position,
  parsePosition,
  play,
  positionKey,
  Rng,
  type Rules,
  startPosition,
} from '../../engine/index.ts';
import { plansOf, reversible } from './plans.ts';

const DRAW1: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
const DRAW3: Rules = { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
const CLASSIC3: Rules = { draw: 3, passes: 3, foundationToTableau: true };
const NO_RETURN: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: false };

const position = (lines: string[]): Position => {
  const r = parsePosition(['klondike-position/1', ...lines].join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The key of a position, the pass left out when passes are unlimited (the pass number changes nothing then). */
const keyOf = (p: Position) => positionKey(Number.isFinite(p.rules.passes) ? p : { ...p, pass: 0 });

/**
 * Whether `target` can be reached again from `from` by moves that show no card: a breadth-first
 * search of at most `cap` positions, written apart from plans.ts (any legal move that turns no
 * face-down card up and puts no unseen stock card in the waste).
 */
const reachableAgain = (from: Position, target: Position, cap: number): boolean => {
  const goal = keyOf(target);
  // The talon first: draws and redeals alone bring a talon round again (the search below may not get there).
  let t = from;
  for (let i = 0; i <= 2 * (t.stock.length + t.waste.length) + 2; i++) {
    if (keyOf(t) === goal) return true;
    const m = legalMoves(t).find((x) => x.kind === 'draw' || x.kind === 'redeal');
    if (m === undefined) break;
    t = play(t, m);
  }
  const seen = new Set([keyOf(from)]);
  const queue = [from];
  for (let head = 0; head < queue.length && seen.size < cap; head++) {
    const p = queue[head] as Position;
    if (keyOf(p) === goal) return true;
    for (const m of legalMoves(p)) {
      const q = play(p, m);
      if (faceDownCount(q) !== faceDownCount(p)) continue;
      const k = keyOf(q);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(q);
    }
  }
  return false;
};

// Foundations C5 D7 H7 S4. The waste's 6S cannot go up (5S is in the stock) and no red 7 lies in
// the tableau: it can land only on 7H or 7D brought down from their foundations onto 8C (T2).
// Checked by hand: every card once (23 up, 5 in the talon, 24 in the tableau).
const LANDING = position([
  'rules: {"draw":1,"passes":"unlimited","foundationToTableau":true}',
  'pass: 1',
  'foundations: C5 D7 H7 S4',
  'stock: 8D 6C 5S',
  'waste: 7S 6S',
  'T1: | KS QH JC TH 9C 8H',
  'T2: KH | 8C',
  'T3: KC KD | QS',
  'T4: QC QD JH | TS',
  'T5: 7C TC 9D | JD',
  'T6: TD 9H 8S 9S | JS',
  'T7: |',
]);

describe('reversible moves', () => {
  it('are told apart by hand on one position', () => {
    const p = LANDING;
    const on = (text: string, rules: Rules = DRAW1) => {
      const m = legalMoves({ ...p, rules }).find((x) => makeMove(x, true).startsWith(text));
      if (m === undefined) throw new Error(`${text} is not legal`);
      return reversible({ ...p, rules }, m);
    };
    // A draw comes back round with unlimited passes only.
    expect(on('S')).toBe(true);
    expect(on('S', CLASSIC3)).toBe(false);
    // A foundation card coming down can go back up.
    expect(on('FH>T2')).toBe(true);
    // 8H goes up from on 9C: it can come back onto 9C, but only if foundation cards may come back.
    expect(on('T1>F')).toBe(true);
    expect(on('T1>F', NO_RETURN)).toBe(false);
    // TS leaves T4's face-down cards: the card under it turns up.
    expect(on('T4>T5')).toBe(false);
    // A King with nothing under it can go back to the column it leaves empty.
    expect(on('T1>T7')).toBe(true);
  });

  it('are exactly the moves after which the position can come back without a card shown (random positions)', () => {
    const rng = new Rng(77);
    let yes = 0;
    let no = 0;
    for (let game = 0; game < 16; game++) {
      const rules = [DRAW1, DRAW3, CLASSIC3, NO_RETURN][game % 4] as Rules;
      let p = startPosition(dealFromSeed(300 + game), rules);
      for (let step = 0; step < 40; step++) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        for (const m of moves) {
          const q = play(p, m);
          const back = faceDownCount(q) === faceDownCount(p) && reachableAgain(q, p, 1000);
          if (reversible(p, m)) {
            expect(back, `${makeMove(m, true)} should come back`).toBe(true);
            yes++;
          } else {
            expect(back, `${makeMove(m, true)} should not come back`).toBe(false);
            no++;
          }
        }
        p = play(p, moves[rng.below(moves.length)] as Move);
      }
    }
    expect(yes).toBeGreaterThan(200);
    expect(no).toBeGreaterThan(200);
  });
});

describe('plans', () => {
  it('find a card that can land only on a foundation card brought down first', () => {
    const { plans, won } = plansOf(LANDING, 2000);
    expect(won).toBeUndefined();
    const texts = plans.map((p) => [...p.path, p.move].map((m) => makeMove(m, true)).join(' '));
    expect(texts).toContain('FH>T2 W>T2');
    expect(texts).toContain('FD>T2 W>T2');
  });

  it('are legal lines of reversible moves that end in one commitment, each commitment once', () => {
    let total = 0;
    for (const [seed, rules] of [
      [5, DRAW1],
      [6, DRAW3],
      [7, CLASSIC3],
      [8, NO_RETURN],
    ] as const) {
      const rng = new Rng(seed);
      let p = startPosition(dealFromSeed(seed), rules);
      for (let i = 0; i < 40; i++) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        p = play(p, moves[rng.below(moves.length)] as Move);
      }
      const { plans } = plansOf(p, 500);
      total += plans.length;
      const ends = new Set<string>();
      for (const plan of plans) {
        let q = p;
        for (const m of plan.path) {
          expect(isLegal(q, m)).toBe(true);
          expect(reversible(q, m)).toBe(true);
          q = play(q, m);
        }
        expect(faceDownCount(q)).toBe(faceDownCount(p));
        expect(isLegal(q, plan.move)).toBe(true);
        expect(reversible(q, plan.move)).toBe(false);
        ends.add(positionKey(play(q, plan.move)));
      }
      // Different plans commit to different things, so they end in different positions.
      expect(ends.size).toBe(plans.length);
    }
    expect(total).toBeGreaterThan(10);
  });
});
