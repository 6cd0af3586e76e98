import {
  type Card,
  type Column,
  cardName,
  describeRules,
  flipsCard,
  type Game,
  isLegal,
  type Move,
  type Position,
  passesLeft,
  redealMove,
  totalScore,
} from '../engine/index.ts';
import { type PileId, type Source, slotOfSuit, suitOfSlot, targetOf } from './moves.ts';

/** A card as the table shows it. */
export interface CardView {
  readonly card: Card;
  readonly faceUp: boolean;
  /** Accessible name: "10 of hearts" or "Face-down card". */
  readonly name: string;
  /** Where a player picks it up from, if it can be picked up at all. */
  readonly source: Source | undefined;
}

/** A pile as the table shows it. */
export interface PileView {
  readonly id: PileId;
  readonly name: string;
  readonly cards: readonly CardView[];
}

/** Everything the table needs to draw a game; no rules are left for the view to apply. */
export interface TableView {
  readonly stock: { readonly count: number; readonly canDraw: boolean; readonly canRedeal: boolean };
  /** "Pass 1 of 3", "Unlimited passes". */
  readonly passes: string;
  readonly waste: PileView;
  readonly foundations: readonly PileView[];
  readonly columns: readonly PileView[];
  readonly rules: string;
  readonly moves: number;
  readonly score: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

const up = (card: Card, source: Source | undefined): CardView => ({
  card,
  faceUp: true,
  name: cardName(card),
  source,
});
const down = (card: Card): CardView => ({ card, faceUp: false, name: 'Face-down card', source: undefined });

/** The pile's accessible name for its id. */
export const pileName = (id: PileId): string =>
  id === 'stock'
    ? 'Stock'
    : id === 'waste'
      ? 'Waste'
      : id[0] === 'f'
        ? `Foundation ${Number(id.slice(1)) + 1}`
        : `Column ${Number(id.slice(1)) + 1}`;

/** Turns a game into what the table draws. The draw-3 waste shows its top three cards, only the top one playable. */
export const tableOf = (game: Game): TableView => {
  const pos = game.position;
  const shown = Math.min(pos.waste.length, pos.rules.draw > 1 ? 3 : 2);
  const waste = pos.waste.slice(pos.waste.length - shown);
  const canRedeal = isLegal(pos, redealMove());
  const left = passesLeft(pos);
  return {
    stock: { count: pos.stock.length, canDraw: pos.stock.length > 0, canRedeal },
    passes: Number.isFinite(pos.rules.passes)
      ? `Pass ${pos.pass} of ${pos.rules.passes}, ${left} redeal${left === 1 ? '' : 's'} left`
      : `Pass ${pos.pass}, unlimited passes`,
    waste: {
      id: 'waste',
      name: 'Waste',
      cards: waste.map((c, i) => up(c, i === waste.length - 1 ? { kind: 'waste' } : undefined)),
    },
    foundations: [0, 1, 2, 3].map((slot) => {
      const suit = suitOfSlot(slot);
      const h = pos.foundations[suit] as number;
      const cards: CardView[] = [];
      // The card under the top is drawn too, so a card dragged off the foundation leaves no hole.
      if (h > 1) cards.push(up((h - 2) * 4 + suit, undefined));
      if (h > 0) cards.push(up((h - 1) * 4 + suit, { kind: 'foundation', slot }));
      return { id: `f${slot}`, name: `Foundation ${slot + 1}`, cards };
    }),
    columns: pos.columns.map((col: Column, i) => ({
      id: `c${i}`,
      name: `Column ${i + 1}`,
      cards: [...col.down.map(down), ...col.up.map((c, j) => up(c, { kind: 'column', col: i, index: j }))],
    })),
    rules: describeRules(pos.rules),
    moves: game.history.length,
    score: totalScore(game.score),
    canUndo: game.history.length > 0,
    canRedo: game.future.length > 0,
  };
};

/** Dollars as the game writes them: "$5", "−$52", and "+$5" when `signed`. */
export const dollars = (n: number, signed = false): string =>
  `${n < 0 ? '−' : signed ? '+' : ''}$${Math.abs(n)}`;

/** A sentence announcing a move, for the live region; `pos` is the position before it. */
export const describeMove = (pos: Position, move: Move, after: Position): string => {
  const target = pileName(targetOf(pos, move));
  const topWaste = pos.waste[pos.waste.length - 1] as Card;
  let text: string;
  switch (move.kind) {
    case 'draw': {
      const top = after.waste[after.waste.length - 1] as Card;
      return `Turned ${cardName(top)}.`;
    }
    case 'redeal':
      return 'Turned the waste over into the stock.';
    case 'waste-foundation':
    case 'waste-tableau':
      text = `${cardName(topWaste)} to ${target}`;
      break;
    case 'tableau-foundation': {
      const c = (pos.columns[move.from] as Column).up;
      text = `${cardName(c[c.length - 1] as Card)} to ${target}`;
      break;
    }
    case 'tableau-tableau': {
      const c = (pos.columns[move.from] as Column).up;
      const n = move.count ?? 1;
      const head = cardName(c[c.length - n] as Card);
      text = n > 1 ? `${head} and ${n - 1} more to ${target}` : `${head} to ${target}`;
      break;
    }
    case 'foundation-tableau': {
      const card = ((pos.foundations[move.suit] as number) - 1) * 4 + move.suit;
      text = `${cardName(card)} from Foundation ${slotOfSuit(move.suit) + 1} to ${target}`;
      break;
    }
  }
  if ('from' in move && flipsCard(pos, move))
    text += `, revealing ${cardName((after.columns[move.from] as Column).up[0] as Card)}`;
  return `${text}.`;
};
