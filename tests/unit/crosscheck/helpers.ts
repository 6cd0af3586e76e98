import {
  type Card,
  isLegal,
  isWon,
  legalMoves,
  type Move,
  makeCard,
  makeMove,
  type Position,
  play,
  positionKey,
  Rng,
  type Rules,
} from '../../../src/engine/index.ts';

const cards = (list: readonly Card[]): string => list.map(makeCard).join(' ');

/**
 * A position written with its columns sorted (so that positions equal up to the order of the
 * columns have one text), for tests of the key. With unlimited passes the pass number is left out,
 * and the waste size where it does not matter (docs/crosscheck.md): under draw 1 always, under
 * draw N when it is 0, a multiple of N, or the talon's length. `withPass` false leaves the pass
 * number out in any case.
 */
export const canonical = (pos: Position, withPass = true): string => {
  const cols = pos.columns.map((c) => `${cards(c.down)}/${cards(c.up)}`).sort();
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
export const engineSuccessors = (pos: Position): Position[] => {
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
