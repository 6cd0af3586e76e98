/**
 * Plans (docs/honest.md, "Plans"): what the player can do before it commits to something it cannot take
 * back. A move is reversible when it shows no card and the position it leaves can come back (with
 * unlimited passes a redeal, and a draw from a waste of a multiple of the draw count; a foundation card
 * coming down; a card going up that can come down again onto the card it leaves; part of a run moving
 * from one card to another); every other move is a
 * commitment: a card leaving the talon, a face-down card turned up, a column emptied of a card that is
 * no King. A plan is a line of reversible moves that show no card and one commitment at its end (a draw
 * that turns up a card never seen is one too), so the plans of a view depend on what it shows only.
 */
import {
  type Card,
  type Column,
  isWon,
  KING,
  legalMoves,
  type Move,
  type Position,
  play,
  positionKey,
} from '../../engine/index.ts';

/** A line of reversible moves (`path`), the position it leads to (`at`) and the commitment made there (`move`). */
export interface Plan {
  readonly path: readonly Move[];
  readonly at: Position;
  readonly move: Move;
}

/** How many cards a tableau move takes. */
export const countOf = (pos: Position, move: Move & { kind: 'tableau-tableau' }): number =>
  move.count ?? (pos.columns[move.from] as Column).up.length;

/** Whether the column's only face-up card leaves an empty column it could come back to (a King's). */
const kingAlone = (col: Column): boolean => col.down.length === 0 && (col.up[0] as Card) >> 2 === KING;

/** Whether `move` can be taken back by other moves, and shows no card (see the module comment). */
export const reversible = (pos: Position, move: Move): boolean => {
  switch (move.kind) {
    case 'draw':
      // The talon comes round again with unlimited passes, but after a redeal the waste grows by
      // `draw` cards a draw: a waste of another size is not met again (a card left it in between).
      return !Number.isFinite(pos.rules.passes) && pos.waste.length % pos.rules.draw === 0;
    case 'redeal':
      return !Number.isFinite(pos.rules.passes);
    case 'waste-foundation':
    case 'waste-tableau':
      return false;
    case 'foundation-tableau':
      // It lies on top of its column, next on its foundation: it can go back up.
      return true;
    case 'tableau-foundation': {
      if (!pos.rules.foundationToTableau) return false;
      const col = pos.columns[move.from] as Column;
      return col.up.length > 1 || kingAlone(col);
    }
    case 'tableau-tableau': {
      const col = pos.columns[move.from] as Column;
      return countOf(pos, move) < col.up.length || kingAlone(col);
    }
  }
};

/** A position's key for the plans' search: the pass counts only when passes are limited. */
const keyOf = (pos: Position): string =>
  positionKey(Number.isFinite(pos.rules.passes) || pos.pass === 0 ? pos : { ...pos, pass: 0 });

/** What a commitment commits: the card that moves and where it goes (a card, a foundation, an empty column). */
const commitKey = (pos: Position, move: Move): string => {
  const after = play(pos, move);
  switch (move.kind) {
    case 'waste-foundation':
    case 'tableau-foundation':
      return `${move.kind}:${after.foundations.join(',')}`;
    case 'foundation-tableau':
    case 'waste-tableau':
    case 'tableau-tableau': {
      // Where a column's new top came from says it: the moved card, and what it lies on now.
      const to = after.columns[move.to] as Column;
      const n = move.kind === 'tableau-tableau' ? countOf(pos, move) : 1;
      const card = to.up[to.up.length - n] as Card;
      const under = to.up[to.up.length - n - 1];
      return `${move.kind}:${card}>${under ?? 'empty'}`;
    }
    case 'draw':
    case 'redeal':
      // The talon it leaves: where the tableau stands is the reversible part.
      return `${move.kind}:${after.stock.join(',')}|${after.waste.join(',')}`;
  }
};

/** Whether a move turns up a card of `unseen` (only a draw can without being a commitment already). */
const shows = (pos: Position, move: Move, unseen: ReadonlySet<Card>): boolean => {
  if (move.kind !== 'draw') return false;
  const stock = pos.stock;
  for (let i = Math.max(0, stock.length - pos.rules.draw); i < stock.length; i++)
    if (unseen.has(stock[i] as Card)) return true;
  return false;
};

/**
 * The plans of `start` (a view's position, its hidden cards placeholders; `unseen`: the stock cards
 * among them), found breadth first over at most `maxNodes` positions, so each with a shortest path;
 * of plans that commit the same card to the same place only the first is kept. `won`: a line of
 * reversible moves that wins, when there is one.
 */
export const plansOf = (
  start: Position,
  maxNodes: number,
  unseen: ReadonlySet<Card> = new Set(),
): { plans: Plan[]; won?: Move[] } => {
  const seen = new Set<string>([keyOf(start)]);
  const committed = new Set<string>();
  const plans: Plan[] = [];
  const queue: { pos: Position; path: Move[] }[] = [{ pos: start, path: [] }];
  for (let head = 0; head < queue.length; head++) {
    const { pos, path } = queue[head] as { pos: Position; path: Move[] };
    if (isWon(pos)) return { plans, won: path };
    for (const move of legalMoves(pos)) {
      if (!reversible(pos, move) || shows(pos, move, unseen)) {
        const key = commitKey(pos, move);
        if (committed.has(key)) continue;
        committed.add(key);
        plans.push({ path, at: pos, move });
        continue;
      }
      if (seen.size >= maxNodes) continue;
      const next = play(pos, move);
      const key = keyOf(next);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ pos: next, path: [...path, move] });
    }
  }
  return { plans };
};
