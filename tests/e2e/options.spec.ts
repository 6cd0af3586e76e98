import { expect, test } from '@playwright/test';
import { confirmLeave, pile, winningDeal } from './helpers.ts';

const status = (page: import('@playwright/test').Page) => page.getByRole('group', { name: 'Game status' });

test('a rule preset with Vegas scoring applies to an untouched deal at once', async ({ page }) => {
  await page.goto('./?seed=21');
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByLabel('Preset').selectOption({ label: 'Vegas draw 3' });
  await expect(options.getByLabel('Scoring', { exact: true })).toHaveValue('vegas');
  await expect(options.getByLabel('Cards turned from the stock')).toHaveValue('3');
  await options.getByRole('button', { name: 'Save options' }).click();
  await expect(status(page)).toContainText('draw 3, 3 passes');
  await expect(status(page)).toContainText('Score −$52');
  await expect(page.getByText('Deal 21', { exact: true })).toBeVisible();
  // Options are remembered.
  await page.reload();
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('dialog', { name: 'Options' }).getByLabel('Preset')).toHaveValue('vegas3');
});

test('custom rules after a move wait for the next game; scoring none hides the score', async ({ page }) => {
  await page.goto('./?seed=21');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByLabel('Passes through the stock').selectOption('2');
  await expect(options.getByLabel('Preset')).toHaveValue('custom');
  await options.getByLabel('Scoring', { exact: true }).selectOption('none');
  await options.getByRole('button', { name: 'Save options' }).click();
  await expect(status(page)).toContainText('draw 1, unlimited passes');
  await page.getByRole('button', { name: 'New game' }).click();
  await confirmLeave(page, 'New game');
  await expect(status(page)).toContainText('draw 1, 2 passes');
  await expect(status(page)).not.toContainText('Score');
});

test('the win cascade plays with normal motion', async ({ page }) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('d');
    await page.keyboard.press('a');
  }
  await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
  await expect(page.locator('canvas.cascade')).toHaveCount(1);
});

test('display options: four colours, left-handed layout, animation off', async ({ page }) => {
  await page.goto('./?seed=21');
  const stockBefore = await page.getByRole('button', { name: 'Stock', exact: true }).boundingBox();
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByLabel('Four-colour deck').check();
  await options.getByLabel('Left-handed layout').check();
  await options.getByLabel('Animation').selectOption('off');
  await options.getByRole('button', { name: 'Save options' }).click();
  const stock = await page.getByRole('button', { name: 'Stock', exact: true }).boundingBox();
  const f1 = await pile(page, 'Foundation 1, clubs').boundingBox();
  expect(stock?.x ?? 0).toBeGreaterThan(f1?.x ?? 0);
  expect(stock?.x ?? 0).toBeGreaterThan(stockBefore?.x ?? 0);
  const colours = await page.evaluate(() => {
    const colour = (suit: string) => {
      const el = document.createElement('div');
      el.className = `face ${suit}`;
      document.querySelector('.app')?.appendChild(el);
      const c = getComputedStyle(el).color;
      el.remove();
      return c;
    };
    return new Set(['clubs', 'diamonds', 'hearts', 'spades'].map(colour)).size;
  });
  expect(colours).toBe(4);
});

test('the clock runs from the first move and pauses while the tab is hidden', async ({ page }) => {
  await page.goto('./?seed=21');
  await expect(status(page)).toContainText('Time 0:00');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expect(status(page)).toContainText('Time 0:01');
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', {
        value: h ? 'hidden' : 'visible',
        configurable: true,
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  const frozen = await status(page).textContent();
  await page.waitForTimeout(2200);
  expect(await status(page).textContent()).toBe(frozen);
  await setHidden(false);
  await expect(status(page)).not.toContainText(/Time 0:0[01]\b/);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('cards jump instead of gliding and the win has no cascade, but still says "You won"', async ({
    page,
  }) => {
    await page.goto(`./?deal=${winningDeal()}&draw=1`);
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('d');
      await page.keyboard.press('a');
    }
    await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});
