import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { type Card, cardOf, SUITS_IN_ORDER } from '../../src/engine/index.ts';
import { cardIn, expectMoves, foundationName, pile, winningDeal } from './helpers.ts';

// The crafted deal's stock turns A♣ A♦ A♥ A♠, then the 2s, then the 3s…, in foundation order: every
// card turned can go straight up. Cards glide for 200 ms (normal animation), so clicks 100 ms apart, or
// with no pause at all, land while the last move is still on its way.

type Point = { x: number; y: number };

/** The middle of a pile, measured once: the board never moves during a game. */
const centre = async (page: Page, name: string): Promise<Point> => {
  const loc = name === 'Stock' ? page.getByRole('button', { name: 'Stock', exact: true }) : pile(page, name);
  const b = await loc.boundingBox();
  if (b === null) throw new Error(`${name} is not visible`);
  return { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 40) };
};

/** Presses at points one after another, `gapMs` apart (0: as fast as the browser takes them). */
const pressAll = async (
  page: Page,
  points: readonly Point[],
  press: (p: Point) => Promise<void>,
  gapMs: number,
) => {
  for (const p of points) {
    await press(p);
    if (gapMs > 0) await page.waitForTimeout(gapMs);
  }
};

/** The Ace (rank 0), 2 (rank 1)… of every suit, in the order the stock turns them. */
const rankRow = (rank: number): Card[] => SUITS_IN_ORDER.map((s) => cardOf(rank, s));

/** Every foundation's top card is the given rank, and the waste is empty. */
const expectFoundationsAt = async (page: Page, rank: number) => {
  for (const c of rankRow(rank)) await expect(cardIn(page, foundationName(c), c)).toBeVisible();
  await expect(pile(page, 'Waste').getByRole('button')).toHaveCount(0);
};

/**
 * Plays the first three ranks by presses only: four stock presses then four waste presses for the
 * Aces, stock and waste alternately for the 2s, and for the 3s alternately with no pause at all.
 */
const playThreeRanks = async (page: Page, press: (p: Point) => Promise<void>) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  await expect(pile(page, 'Column 7')).toBeVisible();
  const stock = await centre(page, 'Stock');
  const waste = await centre(page, 'Waste');
  await pressAll(page, [stock, stock, stock, stock], press, 100);
  await pressAll(page, [waste, waste, waste, waste], press, 100);
  await expectMoves(page, 8);
  await expectFoundationsAt(page, 0);
  await pressAll(page, [stock, waste, stock, waste, stock, waste, stock, waste], press, 100);
  await expectMoves(page, 16);
  await expectFoundationsAt(page, 1);
  await pressAll(page, [stock, waste, stock, waste, stock, waste, stock, waste], press, 0);
  await expectMoves(page, 24);
  await expectFoundationsAt(page, 2);
};

test('every mouse click is a move of its own, 100 ms apart or faster, during animations too', async ({
  page,
}) => {
  await playThreeRanks(page, (p) => page.mouse.click(p.x, p.y));
});

/** A real mouse: clicks on one spot in quick succession count up (detail 1, 2, 3…), as the system sees them. */
const mouseClicks = async (
  cdp: CDPSession,
  p: Point,
  counts: readonly number[],
  gapMs: number,
  page: Page,
) => {
  for (const clickCount of counts) {
    const base = { x: p.x, y: p.y, button: 'left' as const, clickCount };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...base });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...base });
    await page.waitForTimeout(gapMs);
  }
};

test('quick clicks counted by the system as a triple and quadruple click each move a card; a double-click moves one', async ({
  page,
}) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  await expect(pile(page, 'Column 7')).toBeVisible();
  const stock = await centre(page, 'Stock');
  const waste = await centre(page, 'Waste');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: stock.x, y: stock.y });
  // The stock turns a card on every click, however the system counts them.
  await mouseClicks(cdp, stock, [1, 2, 3, 4], 100, page);
  await expectMoves(page, 4);
  // Four quick clicks on the waste: the four Aces go up in turn.
  await mouseClicks(cdp, waste, [1, 2, 3, 4], 100, page);
  await expectMoves(page, 8);
  await expectFoundationsAt(page, 0);
  // Two 2s turned, then a double-click on the waste: only the top one goes up.
  await mouseClicks(cdp, stock, [1, 2], 100, page);
  await expectMoves(page, 10);
  await mouseClicks(cdp, waste, [1, 2], 100, page);
  await expectMoves(page, 11);
  const [twoClubs, twoDiamonds] = rankRow(1) as [Card, Card];
  await expect(cardIn(page, foundationName(twoDiamonds), twoDiamonds)).toBeVisible();
  await expect(cardIn(page, 'Waste', twoClubs)).toBeVisible();
  // A click after the double-click, once the system counts from 1 again, is a move of its own.
  await mouseClicks(cdp, waste, [1], 100, page);
  await expectMoves(page, 12);
  await expect(cardIn(page, foundationName(twoClubs), twoClubs)).toBeVisible();
});

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('every tap is a move of its own, 100 ms apart or faster, during animations too', async ({ page }) => {
    await playThreeRanks(page, (p) => page.touchscreen.tap(p.x, p.y));
  });
});
