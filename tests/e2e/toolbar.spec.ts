import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// On a phone the toolbar keeps New game, Undo and Hint labelled; the rest is in the "More" menu, a menu
// button that a keyboard drives as well as a finger.

const MAIN = ['New game', 'Undo', 'Hint'];
const MENU = [
  'Restart',
  'Redo',
  'Send all playable cards to the foundations',
  'Watch the computer play',
  'Deal',
  'Daily',
  'Options',
  'Statistics',
  'Help',
];

const more = (page: Page) => page.getByRole('button', { name: 'More', exact: true });
const menu = (page: Page) => page.getByRole('menu', { name: 'More' });
const item = (page: Page, name: string) => menu(page).getByRole('menuitem', { name, exact: true });

for (const [width, height] of [
  [320, 568],
  [390, 844],
  [844, 390],
] as const)
  test.describe(`${width}×${height} phone`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test('New game, Undo and Hint are labelled on one row; the rest is in the More menu', async ({
      page,
    }) => {
      await page.goto('./?seed=11');
      const row = await more(page).boundingBox();
      for (const name of MAIN) {
        const b = page.getByRole('button', { name, exact: true });
        await expect(b).toBeVisible();
        // The label is on screen, not only the button's name.
        await expect(b.locator('.label')).toBeVisible();
        await expect(b.locator('.label')).toHaveText(name);
        const box = await b.boundingBox();
        expect(box?.y, name).toBe(row?.y);
        expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(width);
      }
      expect((row?.x ?? 0) + (row?.width ?? 0)).toBeLessThanOrEqual(width);
      await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu(page)).toBeHidden();
      for (const name of MENU) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      await more(page).tap();
      await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menu(page).getByRole('menuitem')).toHaveCount(MENU.length);
      for (const name of MENU) {
        const box = await item(page, name).boundingBox();
        expect(box, name).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, name).toBe(true);
        expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(height);
      }
      await page.screenshot({ path: test.info().outputPath(`menu-${width}x${height}.png`) });
      const r = await new AxeBuilder({ page }).analyze();
      expect(r.violations.map((v) => v.id)).toEqual([]);
      // An item does its action and closes the menu.
      await item(page, 'Options').tap();
      await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
      await expect(menu(page)).toBeHidden();
    });
  });

test.describe('phone keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the More menu opens on its first item, arrows, Home and End move, Escape closes it back to the button', async ({
    page,
  }) => {
    await page.goto('./?seed=11');
    await more(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(item(page, 'Restart')).toBeFocused();
    // Redo is disabled at the start: the arrows pass over it.
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Send all playable cards to the foundations')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Restart')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Help')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, 'Restart')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'Help')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(more(page)).toBeFocused();
    // ArrowUp on the button opens on the last item; Enter plays it.
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Help')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Options')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Options' })).toBeHidden();
    await more(page).click();
    await expect(menu(page)).toBeVisible();
    // A click elsewhere (on the felt, low on the page) closes an open menu.
    await page.mouse.click(10, 830);
    await expect(menu(page)).toBeHidden();
    await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test('on a wide screen every action is a labelled button and there is no More menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./?seed=11');
  for (const name of [...MAIN, ...MENU])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(more(page)).toHaveCount(0);
});
