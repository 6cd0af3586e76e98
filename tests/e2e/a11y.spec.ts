import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { pile, winningDeal } from './helpers.ts';

const scan = async (page: Page) => {
  const r = await new AxeBuilder({ page }).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
};

test('axe finds no violations on the table, the options, the statistics and the help', async ({ page }) => {
  await page.goto('./?seed=11');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await scan(page);
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
  await scan(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByRole('dialog', { name: 'Statistics' })).toBeVisible();
  await scan(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
  await scan(page);
});

test('axe finds no violations on the win and the no-more-moves dialogs', async ({ page }) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('d');
    await page.keyboard.press('a');
  }
  await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
  const win = page.getByRole('dialog', { name: /You won/ });
  await expect(win.getByRole('region', { name: 'Analysis' })).toContainText('This deal was winnable.');
  await scan(page);
  // The replay bar of the post-game analysis.
  await win.getByRole('button', { name: 'Replay a winning line' }).click();
  await expect(page.getByRole('group', { name: 'Replay' })).toBeVisible();
  await scan(page);
  await page.goto('./?seed=5&draw=3&passes=1');
  const stuck = page.getByRole('dialog', { name: 'No more moves' });
  await expect(stuck).toBeVisible();
  await expect(stuck.getByRole('region', { name: 'Analysis' })).not.toContainText('Analysing');
  await scan(page);
});

test('axe finds no violations on the daily deal dialog and with a hint on show', async ({ page }) => {
  await page.goto('./?seed=11');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('[role=status]')).toContainText(/Hint|winning line|Not sure/);
  await scan(page);
  await page.getByRole('button', { name: 'Daily' }).click();
  const daily = page.getByRole('dialog', { name: 'Daily deal' });
  await expect(daily).toContainText('Daily streak');
  await scan(page);
});

test('every pile and card has its fixed accessible name', async ({ page }) => {
  await page.goto('./?seed=11');
  await expect(page.getByRole('button', { name: 'Stock', exact: true })).toBeVisible();
  for (const name of [
    'Waste',
    'Foundation 1, clubs',
    'Foundation 2, diamonds',
    'Foundation 3, hearts',
    'Foundation 4, spades',
  ])
    await expect(pile(page, name)).toBeVisible();
  for (let c = 1; c <= 7; c++) {
    await expect(pile(page, `Column ${c}`)).toBeVisible();
    await expect(pile(page, `Column ${c}`).getByRole('img', { name: 'Face-down card' })).toHaveCount(c - 1);
    await expect(
      pile(page, `Column ${c}`).getByRole('button', {
        name: /^(Ace|[2-9]|10|Jack|Queen|King) of (clubs|diamonds|hearts|spades)$/,
      }),
    ).toHaveCount(1);
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('on a 320×640 phone every pile and control is on screen and usable, and axe is clean', async ({
    page,
  }) => {
    await page.goto('./?seed=11');
    const inside = async (name: string, role: 'group' | 'button' | 'menuitem' = 'group') => {
      const box = await page.getByRole(role, { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      const b = box as { x: number; y: number; width: number; height: number };
      expect(b.x, name).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, name).toBeLessThanOrEqual(320.5);
      expect(b.y, name).toBeGreaterThanOrEqual(0);
      expect(b.y, name).toBeLessThan(640);
    };
    await inside('Stock', 'button');
    for (const name of ['Waste', 'Foundation 1, clubs', 'Foundation 4, spades', 'Column 1', 'Column 7'])
      await inside(name);
    // New game, Undo and Hint on the toolbar, the rest in its More menu (toolbar.spec.ts).
    for (const name of ['New game', 'Undo', 'Hint', 'More']) await inside(name, 'button');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    for (const name of ['Restart', 'Redo', 'Daily', 'Deal', 'Options', 'Statistics', 'Help'])
      await inside(name, 'menuitem');
    await scan(page);
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    // Cards are tall enough to read and tap.
    const card = await pile(page, 'Column 1').getByRole('button').boundingBox();
    expect(card?.width ?? 0).toBeGreaterThanOrEqual(36);
    await page.getByRole('button', { name: 'Stock', exact: true }).tap();
    await expect(page.getByRole('group', { name: 'Game status' })).toContainText('Moves 1');
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Options' }).tap();
    const options = page.getByRole('dialog', { name: 'Options' });
    await expect(options.getByRole('button', { name: 'Save options' })).toBeVisible();
    await options.getByRole('button', { name: 'Save options' }).scrollIntoViewIfNeeded();
    await options.getByRole('button', { name: 'Save options' }).tap();
    await expect(options).toBeHidden();
    await scan(page);
  });
});
