/** Random walks through games with the referee, for differential tests. Seeded: every run is the same. */
import { apply, deal, legal, type RefMove, type RefRules, type RefState, readDeal } from './referee.ts';

/** A small seeded generator (mulberry32), independent of the engine's. */
export const random = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

/** A random deal string (a shuffle by the test's own generator). */
export const randomDeal = (rnd: () => number): string => {
  const cards: string[] = [];
  for (const s of 'CDHS') for (const r of 'A23456789TJQK') cards.push(r + s);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  return cards.join('');
};

/** Random rules: draw 1..5, passes 1..4 or unlimited, foundation-to-tableau on or off. */
export const randomRules = (rnd: () => number): RefRules => ({
  draw: 1 + Math.floor(rnd() * 5),
  passes: pick(rnd, [1, 2, 3, 4, 'unlimited'] as const),
  foundationToTableau: rnd() < 0.5,
});

/** One step of a walk: the position, the moves played to reach it, its legal moves. */
export interface Visit {
  readonly state: RefState;
  readonly history: readonly string[];
  readonly legal: readonly RefMove[];
}

/**
 * A random game of up to `length` moves. Choices lean toward moves other than S and R (and toward
 * foundations) so that walks reach empty columns, long runs and late positions, not only stock turns.
 * Column moves sometimes carry `:k`. Calls `visit` at every position, the last included.
 */
export const walk = (
  dealText: string,
  rules: RefRules,
  rnd: () => number,
  length: number,
  visit: (v: Visit) => void,
): string[] => {
  let state = deal(readDeal(dealText) as string[], rules);
  const history: string[] = [];
  for (let i = 0; ; i++) {
    const moves = legal(state);
    visit({ state, history: [...history], legal: moves });
    if (i >= length || moves.length === 0) return history;
    const found = moves.filter((m) => m.text.endsWith('>F'));
    const other = moves.filter((m) => m.text !== 'S' && m.text !== 'R');
    const r = rnd();
    const move =
      found.length > 0 && r < 0.5
        ? pick(rnd, found)
        : other.length > 0 && r < 0.75
          ? pick(rnd, other)
          : pick(rnd, moves);
    const text = move.count !== undefined && rnd() < 0.3 ? `${move.text}:${move.count}` : move.text;
    state = apply(state, text) as RefState;
    history.push(text);
  }
};
