import {
  type Card,
  type Column,
  flipsCard,
  formatClock,
  type Game,
  isLegal,
  legalMoves,
  type Move,
  type Position,
  passesLeft,
  type Rules,
  redealMove,
  STANDARD_POINTS,
  totalScore,
  VEGAS_DEAL_COST,
} from '../engine/index.ts';
import { cardLabel, formatDollars, formatNumber, suitLabel, t } from './i18n.ts';
import {
  NO_PLAYS,
  type PileId,
  type Plays,
  playsFrom,
  type Source,
  slotOfSuit,
  sourceKey,
  suitOfSlot,
  targetOf,
} from './moves.ts';

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
  /** Whether the waste's cards are fanned (draw 3 shows its top cards side by side). */
  readonly wasteFanned: boolean;
  readonly foundations: readonly PileView[];
  readonly columns: readonly PileView[];
  readonly rules: string;
  readonly moves: number;
  readonly score: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** What the cards of each source can do, by source key (see playsOf). */
  readonly plays: ReadonlyMap<string, Plays>;
}

/** What the cards picked up at a source can do: legal targets, the move for a click, the move home. */
export const playsOf = (view: TableView, src: Source): Plays => view.plays.get(sourceKey(src)) ?? NO_PLAYS;

const down = (card: Card): CardView => ({ card, faceUp: false, name: t('faceDown'), source: undefined });

/** The pile's accessible name for its id: "Stock", "Waste", "Foundation 3, hearts", "Column 1". */
export const pileName = (id: PileId): string =>
  id === 'stock'
    ? t('stock')
    : id === 'waste'
      ? t('waste')
      : id[0] === 'f'
        ? t('foundation', { n: Number(id.slice(1)) + 1, suit: suitLabel(suitOfSlot(Number(id.slice(1)))) })
        : t('column', { n: Number(id.slice(1)) + 1 });

/** Rules in words: "draw 3, 3 passes", "draw 1, unlimited passes, no foundation-to-tableau". */
export const rulesText = (rules: Rules): string => {
  const limited = Number.isFinite(rules.passes);
  const vars = { draw: rules.draw, n: rules.passes };
  if (rules.foundationToTableau) return limited ? t('rules', vars) : t('rulesUnlimited', vars);
  return limited ? t('rulesNoF2t', vars) : t('rulesUnlimitedNoF2t', vars);
};

/** Turns a game into what the table draws, with what each card that can be picked up can do. The draw-3 waste shows its top three cards, only the top one playable. */
export const tableOf = (game: Game): TableView => {
  const pos = game.position;
  const shown = Math.min(pos.waste.length, pos.rules.draw > 1 ? 3 : 2);
  const waste = pos.waste.slice(pos.waste.length - shown);
  const canRedeal = isLegal(pos, redealMove());
  const left = passesLeft(pos);
  const legal = legalMoves(pos);
  const plays = new Map<string, Plays>();
  const up = (card: Card, source: Source | undefined): CardView => {
    if (source !== undefined) plays.set(sourceKey(source), playsFrom(pos, source, legal));
    return { card, faceUp: true, name: cardLabel(card), source };
  };
  return {
    stock: { count: pos.stock.length, canDraw: pos.stock.length > 0, canRedeal },
    passes: Number.isFinite(pos.rules.passes)
      ? t('passLimited', { pass: pos.pass, passes: pos.rules.passes, n: left })
      : t('passUnlimited', { pass: pos.pass }),
    wasteFanned: pos.rules.draw > 1,
    waste: {
      id: 'waste',
      name: t('waste'),
      cards: waste.map((c, i) => up(c, i === waste.length - 1 ? { kind: 'waste' } : undefined)),
    },
    foundations: [0, 1, 2, 3].map((slot) => {
      const suit = suitOfSlot(slot);
      const h = pos.foundations[suit] as number;
      const cards: CardView[] = [];
      // The card under the top is drawn too, so a card dragged off the foundation leaves no hole.
      if (h > 1) cards.push(up((h - 2) * 4 + suit, undefined));
      if (h > 0) cards.push(up((h - 1) * 4 + suit, { kind: 'foundation', slot }));
      return { id: `f${slot}`, name: pileName(`f${slot}`), cards };
    }),
    columns: pos.columns.map((col: Column, i) => ({
      id: `c${i}`,
      name: pileName(`c${i}`),
      cards: [...col.down.map(down), ...col.up.map((c, j) => up(c, { kind: 'column', col: i, index: j }))],
    })),
    rules: rulesText(pos.rules),
    moves: game.history.length,
    score: totalScore(game.score),
    canUndo: game.history.length > 0,
    canRedo: game.future.length > 0,
    plays,
  };
};

/** The game session as the page shows it: the table, and the status line's and the win summary's texts. */
export interface GameView {
  readonly table: TableView;
  /** "Deal 42", or "Custom deal". */
  readonly deal: string;
  /** The score as shown ("120", "−$47"), or undefined when the game is not scored. */
  readonly score: string | undefined;
  /** The score's parts in words, or undefined when the game is not scored. */
  readonly breakdown: string | undefined;
  /** The clock: "m:ss", or "h:mm:ss" past an hour. */
  readonly time: string;
}

/** What the page reads of the session: the game, and the seconds played (read from the session's clock). */
export interface SessionState {
  readonly game: Game;
  readonly seconds: number;
}

/** The score's parts in words: points for play, time penalties and bonus, or Vegas dollars. */
const scoreBreakdown = (g: Game): string => {
  const o = g.scoreOptions;
  if (o.scoring === 'vegas') {
    const net = g.score.points - o.vegasCarry;
    const vars = {
      cost: formatDollars(-VEGAS_DEAL_COST),
      cards: formatDollars(net + VEGAS_DEAL_COST, true),
      net: formatDollars(net, true),
      balance: formatDollars(g.score.points, true),
    };
    return t(o.vegasCarry !== 0 ? 'vegasBreakdownBalance' : 'vegasBreakdown', vars);
  }
  const penalty = g.score.ticks * -STANDARD_POINTS.perTenSeconds;
  const total = totalScore(g.score);
  return o.timed
    ? t('scoreBreakdownTimed', { n: g.score.points + penalty, penalty, bonus: g.score.bonus, total })
    : t('scoreBreakdown', { n: g.score.points, total });
};

/** Everything the page shows of a session; its event handlers read this, they work nothing out. */
export const viewOf = ({ game, seconds }: SessionState): GameView => {
  const table = tableOf(game);
  const scoring = game.scoreOptions.scoring;
  const scored = scoring !== 'none';
  return {
    table,
    deal: game.seed === undefined ? t('customDeal') : t('deal', { seed: String(game.seed) }),
    score: !scored
      ? undefined
      : scoring === 'vegas'
        ? formatDollars(game.score.points)
        : formatNumber(table.score),
    breakdown: scored ? scoreBreakdown(game) : undefined,
    time: formatClock(seconds),
  };
};

/** A move in words, without the card it turns up: "7 of hearts to Column 5"; `pos` is the position before it. */
export const movePhrase = (pos: Position, move: Move): string => {
  const pile = pileName(targetOf(pos, move));
  switch (move.kind) {
    case 'draw':
      return t('hintDraw');
    case 'redeal':
      return t('hintRedeal');
    case 'waste-foundation':
    case 'waste-tableau':
      return t('moveTo', { card: cardLabel(pos.waste[pos.waste.length - 1] as Card), pile });
    case 'tableau-foundation': {
      const c = (pos.columns[move.from] as Column).up;
      return t('moveTo', { card: cardLabel(c[c.length - 1] as Card), pile });
    }
    case 'tableau-tableau': {
      const c = (pos.columns[move.from] as Column).up;
      const n = move.count ?? 1;
      const card = cardLabel(c[c.length - n] as Card);
      return n > 1 ? t('moveRunTo', { card, n: n - 1, pile }) : t('moveTo', { card, pile });
    }
    case 'foundation-tableau': {
      const card = cardLabel(((pos.foundations[move.suit] as number) - 1) * 4 + move.suit);
      return t('moveFrom', { card, from: pileName(`f${slotOfSuit(move.suit)}`), pile });
    }
  }
};

/** A sentence announcing a move, for the live region; `pos` is the position before it. */
export const describeMove = (pos: Position, move: Move, after: Position): string => {
  if (move.kind === 'draw')
    return t('moveTurned', { card: cardLabel(after.waste[after.waste.length - 1] as Card) });
  if (move.kind === 'redeal') return t('moveRedeal');
  const text = movePhrase(pos, move);
  if (flipsCard(pos, move)) {
    const card = cardLabel((after.columns[move.from] as Column).up[0] as Card);
    return t('sentence', { text: t('moveRevealing', { move: text, card }) });
  }
  return t('sentence', { text });
};
