import { expect, type Page, test } from '@playwright/test';
import {
  dealFromSeed,
  legalMoves,
  type Move,
  parseDeal,
  play,
  startPosition,
  suitOf,
} from '../../src/engine/index.ts';
import {
  cardIn,
  confirmLeave,
  DRAW1,
  expectMoves,
  foundationName,
  mouseDrag,
  moveSource,
  openingTableauMove,
  pile,
  settle,
  wasteTop,
  winningDeal,
  winningLine,
} from './helpers.ts';

test('drag with the mouse: a legal drop moves the card, an illegal drop puts it back', async ({ page }) => {
  const { seed, pos, move } = openingTableauMove();
  await page.goto(`./?seed=${seed}`);
  const src = moveSource(pos, move);
  // An illegal drop (onto the empty waste) leaves everything where it was.
  await mouseDrag(page, cardIn(page, src.pile, src.card), pile(page, 'Waste'));
  await expectMoves(page, 0);
  await expect(cardIn(page, src.pile, src.card)).toBeVisible();
  await settle(page);
  // A short drag released over its own column changes nothing either.
  const box = await cardIn(page, src.pile, src.card).boundingBox();
  if (box === null) throw new Error('not visible');
  await page.mouse.move(box.x + box.width - 4, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 14, box.y + 24, { steps: 4 });
  await page.mouse.up();
  await expectMoves(page, 0);
  await settle(page);
  // Dropped roughly over the target column (not exactly on its card): generous drop targets.
  await mouseDrag(page, cardIn(page, src.pile, src.card), pile(page, `Column ${move.to + 1}`));
  await expectMoves(page, 1);
  await expect(cardIn(page, `Column ${move.to + 1}`, src.card)).toBeVisible();
});

test('a run drags as one: eleven cards move onto another King', async ({ page }) => {
  // Column 1 is the King of spades, column 2 shows the King of clubs, and the stock turns Q♥ J♣ 10♥ … 2♥ A♣.
  const run = ['QH', 'JC', 'TH', '9C', '8H', '7C', '6H', '5C', '4H', '3C', '2H', 'AC'];
  const all = [...'CDHS'].flatMap((s) => [...'A23456789TJQK'].map((r) => r + s));
  const rest = all.filter((c) => ![...run, 'KS', 'KC'].includes(c));
  const tableau = ['KS', ...rest.slice(0, 6), 'KC', ...rest.slice(6, 26)];
  const deal = [...tableau, ...run, ...rest.slice(26)].join('');
  expect(deal.length).toBe(104);
  await page.goto(`./?deal=${deal}&draw=1`);
  const stock = page.getByRole('button', { name: 'Stock', exact: true });
  for (const _ of run) {
    await stock.click();
    await pile(page, 'Waste').getByRole('button', { disabled: false }).last().click();
  }
  // The Ace went to its foundation; K♠ … 2♥ stand in column 1.
  await expect(pile(page, 'Column 1').getByRole('button')).toHaveCount(12);
  await settle(page);
  await mouseDrag(
    page,
    pile(page, 'Column 1').getByRole('button', { name: 'Queen of hearts' }),
    pile(page, 'Column 2'),
  );
  await expect(pile(page, 'Column 2').getByRole('button')).toHaveCount(12);
  await expect(pile(page, 'Column 1').getByRole('button')).toHaveCount(1);
  await expect(pile(page, 'Column 2').getByRole('button').last()).toHaveAccessibleName('2 of hearts');
});

test.describe('touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

  const touchDrag = async (page: Page, fromBox: { x: number; y: number }, to: { x: number; y: number }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: fromBox.x, y: fromBox.y }],
    });
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      const x = fromBox.x + ((to.x - fromBox.x) * i) / steps;
      const y = fromBox.y + ((to.y - fromBox.y) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };

  test('drag with a finger moves a card; a tap turns the stock and sends a card home', async ({ page }) => {
    const { seed, pos, move } = openingTableauMove();
    await page.goto(`./?seed=${seed}`);
    const src = moveSource(pos, move);
    const a = await cardIn(page, src.pile, src.card).boundingBox();
    const b = await pile(page, `Column ${move.to + 1}`).boundingBox();
    if (a === null || b === null) throw new Error('not visible');
    await touchDrag(
      page,
      { x: a.x + a.width / 2, y: a.y + 8 },
      { x: b.x + b.width / 2, y: b.y + b.height / 3 },
    );
    await expectMoves(page, 1);
    await expect(cardIn(page, `Column ${move.to + 1}`, src.card)).toBeVisible();
    await settle(page);
    // Chromium's gesture detector ignores a tap that follows a drag within a few hundred milliseconds;
    // a person pauses that long anyway.
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Stock', exact: true }).tap();
    await expectMoves(page, 2);
  });

  test('tap plays a whole short line on the crafted deal', async ({ page }) => {
    const deal = winningDeal();
    await page.goto(`./?deal=${deal}&draw=1`);
    let pos = startPosition((parseDeal(deal) as { ok: true; value: number[] }).value, DRAW1);
    for (const m of winningLine(pos).slice(0, 8)) {
      if (m.kind === 'draw') await page.getByRole('button', { name: 'Stock', exact: true }).tap();
      else {
        const s = moveSource(pos, m);
        await cardIn(page, s.pile, s.card).tap();
      }
      pos = play(pos, m);
    }
    await expectMoves(page, 8);
    await expect(cardIn(page, 'Foundation 4, spades', 2)).toBeVisible();
  });
});

/** Which pile keyboard focus is in, by accessible names. */
const focusedPile = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const group = el?.closest('[role="group"][aria-label]');
    return group?.getAttribute('aria-label') ?? el?.getAttribute('aria-label') ?? '';
  });

const TOP = [
  'Stock',
  'Waste',
  'Foundation 1, clubs',
  'Foundation 2, diamonds',
  'Foundation 3, hearts',
  'Foundation 4, spades',
];

/** Moves keyboard focus to a pile with the arrow keys only. */
const arrowTo = async (page: Page, target: string) => {
  for (let i = 0; i < 40; i++) {
    const cur = await focusedPile(page);
    if (cur === target) return;
    const curCol = cur.startsWith('Column') ? Number(cur.slice(7)) : 0;
    const tCol = target.startsWith('Column') ? Number(target.slice(7)) : 0;
    if (tCol > 0 && curCol === 0) await page.keyboard.press('ArrowDown');
    else if (tCol > 0) await page.keyboard.press(tCol > curCol ? 'ArrowRight' : 'ArrowLeft');
    else if (curCol > 0) await page.keyboard.press('ArrowUp');
    else await page.keyboard.press(TOP.indexOf(target) > TOP.indexOf(cur) ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`could not reach ${target} (at ${await focusedPile(page)})`);
};

test('the keyboard alone plays a deal from the start to a win', async ({ page }) => {
  const deal = winningDeal();
  await page.goto(`./?deal=${deal}&draw=1&passes=unlimited&f2t=1`);
  await expect(pile(page, 'Column 1')).toBeVisible();
  for (let i = 0; i < 20 && (await focusedPile(page)) !== 'Stock'; i++) await page.keyboard.press('Tab');
  expect(await focusedPile(page)).toBe('Stock');
  let pos = startPosition((parseDeal(deal) as { ok: true; value: number[] }).value, DRAW1);
  const line = winningLine(pos);
  for (const [i, m] of line.entries()) {
    if (m.kind === 'draw') {
      // Alternate the stock's Enter with the D shortcut.
      if (i % 4 === 0) await page.keyboard.press('d');
      else {
        await arrowTo(page, 'Stock');
        await page.keyboard.press('Enter');
      }
    } else if (m.kind === 'waste-foundation') {
      // Pick up, choose the target, drop.
      await arrowTo(page, 'Waste');
      await page.keyboard.press('Enter');
      await arrowTo(page, foundationName(wasteTop(pos)));
      await page.keyboard.press('Enter');
    } else {
      // Enter twice sends a card to its best place.
      await arrowTo(page, moveSource(pos, m).pile);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    pos = play(pos, m);
    if (i % 12 === 11) await expectMoves(page, i + 1);
  }
  await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
  expect(suitOf(0)).toBe(0);
});

test('a double-click sends a card to its foundation, and only that card', async ({ page }) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  const stock = page.getByRole('button', { name: 'Stock', exact: true });
  await stock.click();
  await stock.click();
  await settle(page);
  // Two Aces on the waste: the double-click takes the top one up; the one beneath stays.
  await cardIn(page, 'Waste', 1).dblclick();
  await expectMoves(page, 3);
  await expect(cardIn(page, 'Foundation 2, diamonds', 1)).toBeVisible();
  await expect(cardIn(page, 'Waste', 0)).toBeVisible();
});

test('keyboard shortcuts: undo, redo, new game, help lists them', async ({ page }) => {
  const { seed } = openingTableauMove();
  await page.goto(`./?seed=${seed}`);
  await page.keyboard.press('d');
  await expectMoves(page, 1);
  await page.keyboard.press('z');
  await expectMoves(page, 0);
  await page.keyboard.press('y');
  await expectMoves(page, 1);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'How to play' });
  await expect(help).toContainText('Undo');
  await expect(help).toContainText('New game');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // A game in progress is not thrown away without asking: Escape keeps it, then the player leaves it.
  await page.keyboard.press('n');
  const leave = page.getByRole('dialog', { name: 'Leave this game?' });
  await expect(leave.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expectMoves(page, 1);
  await page.keyboard.press('n');
  await confirmLeave(page, 'New game');
  await expectMoves(page, 0);
  await expect(page.getByText(new RegExp(`^Deal (?!${seed}$)\\d+$`))).toBeVisible();
});
