import { expect, type Locator, type Page } from '@playwright/test';
import {
  type Card,
  type Column,
  cardName,
  cardOf,
  dealFromSeed,
  legalMoves,
  type Move,
  newGame,
  type Position,
  play,
  type Rules,
  SUITS_IN_ORDER,
  type Suit,
  startPosition,
  suitOf,
} from '../../src/engine/index.ts';

export { winningDeal } from '../kit/deals.ts';

/** The engine's winning line for a position: foundation moves when there are any, else turn the stock. */
export const winningLine = (pos: Position): Move[] => {
  const moves: Move[] = [];
  let p = pos;
  while (moves.length < 500) {
    const legal = legalMoves(p);
    const m =
      legal.find((x) => x.kind === 'waste-foundation' || x.kind === 'tableau-foundation') ??
      legal.find((x) => x.kind === 'draw');
    if (m === undefined) break;
    moves.push(m);
    p = play(p, m);
  }
  return moves;
};

/** Draw 1, unlimited passes. */
export const DRAW1: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };

/** A fresh game of a deal string under draw-1 rules. */
export const gameOf = (deal: readonly Card[], rules: Rules = DRAW1) => newGame(deal, rules);

/** A pile by its accessible name. */
export const pile = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

/** A face-up card by name inside a pile. */
export const cardIn = (page: Page, pileName: string, card: Card): Locator =>
  pile(page, pileName).getByRole('button', { name: cardName(card), exact: true });

/** The top card of the waste. */
export const wasteTop = (pos: Position): Card => pos.waste[pos.waste.length - 1] as Card;

/** The top card of a column (0-based). */
export const columnTop = (pos: Position, col: number): Card => {
  const up = (pos.columns[col] as Column).up;
  return up[up.length - 1] as Card;
};

/** The card a move picks up first (the head of a run), and the pile it comes from. */
export const moveSource = (pos: Position, m: Move): { pile: string; card: Card } => {
  switch (m.kind) {
    case 'waste-foundation':
    case 'waste-tableau':
      return { pile: 'Waste', card: wasteTop(pos) };
    case 'tableau-foundation':
      return { pile: `Column ${m.from + 1}`, card: columnTop(pos, m.from) };
    case 'tableau-tableau': {
      const up = (pos.columns[m.from] as Column).up;
      return { pile: `Column ${m.from + 1}`, card: up[up.length - (m.count ?? 1)] as Card };
    }
    case 'foundation-tableau': {
      const card = cardOf((pos.foundations[m.suit] as number) - 1, m.suit);
      return { pile: foundationName(card), card };
    }
    default:
      throw new Error('stock moves have no card');
  }
};

/** The foundation pile's name for a card: "Foundation 3, hearts" (foundations 1..4 hold clubs, diamonds, hearts, spades). */
export const foundationName = (card: Card): string => {
  const suit = suitOf(card) as Suit;
  return `Foundation ${SUITS_IN_ORDER.indexOf(suit) + 1}, ${['clubs', 'diamonds', 'spades', 'hearts'][suit]}`;
};

/** Plays one move through the UI by clicking: the stock, or the card (its best place is the move's target here). */
export const clickMove = async (page: Page, pos: Position, m: Move): Promise<void> => {
  if (m.kind === 'draw' || m.kind === 'redeal') {
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    return;
  }
  const src = moveSource(pos, m);
  await cardIn(page, src.pile, src.card).click();
};

/** Waits until the page's move counter reads `n`. */
export const expectMoves = async (page: Page, n: number): Promise<void> => {
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText(`Moves ${n}`);
};

/** Drags a locator onto another with the mouse, in small steps like a hand would. */
export const mouseDrag = async (page: Page, from: Locator, to: Locator): Promise<void> => {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (a === null || b === null) throw new Error('not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
};

/**
 * Waits until no card is still gliding, as a person would before the next gesture. Two frames first:
 * what a change of the window's size sets off (media queries reported, the game drawn again for them)
 * has then been drawn, however slow the machine (a CI run measured 1024×768 while the page still had
 * the 768×1024 layout, 50 ms after the resize).
 */
export const settle = async (page: Page): Promise<void> => {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() => document.getAnimations().length === 0);
};

/** The first numbered deal whose opening has a tableau-to-tableau move, with that move (found by the engine). */
export const openingTableauMove = () => {
  for (let seed = 1; seed < 500; seed++) {
    const pos = startPosition(dealFromSeed(seed), DRAW1);
    const m = legalMoves(pos).find((x) => x.kind === 'tableau-tableau');
    if (m !== undefined) return { seed, pos, move: m as Extract<Move, { kind: 'tableau-tableau' }> };
  }
  throw new Error('no deal with an opening tableau move');
};

/** A point on the page. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The middle of a locator's box. */
export const middleOf = async (loc: Locator): Promise<Point> => {
  const b = await loc.boundingBox();
  if (b === null) throw new Error('not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

/** Drags a card with the mouse, held 12 px below its top edge, until the pointer is at `to`. */
export const mouseDragTo = async (page: Page, from: Locator, to: Point): Promise<void> => {
  const a = await from.boundingBox();
  if (a === null) throw new Error('not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 20, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
};

/** Drags a card with a finger (CDP touch events: Playwright only taps), held 12 px below its top edge. */
export const touchDragTo = async (page: Page, from: Locator, to: Point): Promise<void> => {
  const a = await from.boundingBox();
  if (a === null) throw new Error('not visible');
  const start = { x: a.x + a.width / 2, y: a.y + 12 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = start.x + ((to.x - start.x) * i) / steps;
    const y = start.y + ((to.y - start.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

/** Answers "Leave this game?" (asked when a game in progress would end) with the button that leaves it. */
export const confirmLeave = async (page: Page, label: string): Promise<void> => {
  await page.getByRole('dialog', { name: 'Leave this game?' }).getByRole('button', { name: label }).click();
};
