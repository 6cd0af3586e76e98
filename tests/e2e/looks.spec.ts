import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { pile } from './helpers.ts';

const TABLES = ['Green', 'Blue', 'Red', 'Grey'];
const BACKS = ['Blue lattice', 'Red diamonds', 'Green stripes', 'Navy dots'];

const scan = async (page: Page, what: string) => {
  const r = await new AxeBuilder({ page }).analyze();
  expect(
    r.violations.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

/**
 * axe cannot judge text over the table's gradient (it reports it as needing review), so the text of the
 * top bar and status line is checked here: its colour against the lightest colour of the felt
 * (`--felt-hi`) under every translucent background between the text and the table. AA: 4.5.
 */
const chromeContrast = (page: Page) =>
  page.evaluate(() => {
    const rgba = (c: string): number[] => {
      const m = c.match(/[\d.]+/g)?.map(Number) ?? [];
      return [m[0] ?? 0, m[1] ?? 0, m[2] ?? 0, m[3] ?? 1];
    };
    const hex = (h: string): number[] => {
      const x = h.trim().replace('#', '');
      return [0, 2, 4].map((i) => Number.parseInt(x.slice(i, i + 2), 16)).concat(1);
    };
    const over = (top: number[], under: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (under[i] ?? 0) * (1 - (top[3] ?? 1)));
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const app = document.querySelector('.app') as HTMLElement;
    const felt = hex(getComputedStyle(app).getPropertyValue('--felt-hi'));
    const texts = [...document.querySelectorAll('.top .label, .top .title, .status span, .status b')];
    let worst = { ratio: 21, text: '' };
    for (const t of texts) {
      if ((t.textContent ?? '').trim() === '' || (t as HTMLElement).offsetParent === null) continue;
      const chain: Element[] = [];
      for (let e: Element | null = t; e !== null && e !== app; e = e.parentElement) chain.unshift(e);
      let bg = felt;
      for (const e of chain) bg = over(rgba(getComputedStyle(e).backgroundColor), bg);
      const fg = over(rgba(getComputedStyle(t).color), bg);
      const [a, b] = [lum(fg), lum(bg)];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < worst.ratio) worst = { ratio, text: t.textContent ?? '' };
    }
    return worst;
  });

const app = (page: Page) => page.locator('.app');

/** The page shows a theme (Light or Dark) with a table colour. */
const expectLooks = async (page: Page, theme: string, table: string) => {
  await expect(app(page)).toHaveClass(new RegExp(`theme-${theme.toLowerCase()}`));
  await expect(app(page)).toHaveClass(new RegExp(`table-${table.toLowerCase()}`));
};

const options = (page: Page) => page.getByRole('dialog', { name: 'Options' });

/** Sets display options through the Options dialog and saves them. */
const choose = async (page: Page, choice: { theme?: string; table?: string; back?: string }) => {
  await page.getByRole('button', { name: 'Options' }).click();
  const o = options(page);
  await expect(o).toBeVisible();
  if (choice.theme !== undefined) await o.getByLabel('Theme').selectOption({ label: choice.theme });
  if (choice.table !== undefined) await o.getByLabel('Table colour').selectOption({ label: choice.table });
  if (choice.back !== undefined) await o.getByLabel('Card back').selectOption({ label: choice.back });
  await o.getByRole('button', { name: 'Save options' }).click();
  await expect(o).toBeHidden();
};

for (const theme of ['Light', 'Dark']) {
  test(`axe finds no violations with each table colour in the ${theme.toLowerCase()} theme`, async ({
    page,
  }) => {
    // One axe scan per table colour: the slowest tests of the suite on a loaded machine.
    test.slow();
    await page.goto('./?seed=11');
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    for (const [i, table] of TABLES.entries()) {
      await choose(page, { theme, table, back: BACKS[i] });
      await expectLooks(page, theme, table);
      await scan(page, `${theme} ${table} table`);
      const worst = await chromeContrast(page);
      expect(worst.ratio, `${theme} ${table}: "${worst.text}"`).toBeGreaterThanOrEqual(4.5);
      await page.getByRole('button', { name: 'Options' }).click();
      await expect(options(page)).toBeVisible();
      await scan(page, `${theme} ${table} options`);
      await page.keyboard.press('Escape');
    }
    // The other dialogs in this theme.
    await page.getByRole('button', { name: 'Statistics' }).click();
    await expect(page.getByRole('dialog', { name: 'Statistics' })).toBeVisible();
    await scan(page, `${theme} statistics`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
    await scan(page, `${theme} help`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Daily' }).click();
    await expect(page.getByRole('dialog', { name: 'Daily deal' })).toContainText('Daily streak');
    await scan(page, `${theme} daily`);
  });
}

test('the theme Auto follows prefers-color-scheme, with no violations either way', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./?seed=11');
  await expect(app(page)).toHaveClass(/theme-dark/);
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(options(page).getByLabel('Theme')).toHaveValue('auto');
  await scan(page, 'auto, system dark, options');
  await page.keyboard.press('Escape');
  // Auto shows the theme of the system's scheme: the same classes, so the same styles, as the explicit
  // choice, whose every table colour the tests above scan with axe. Here one scan per scheme, and the
  // contrast of the top bar over each colour.
  await scan(page, 'auto, system dark, table');
  for (const table of TABLES) {
    await choose(page, { table });
    await expectLooks(page, 'Dark', table);
    expect((await chromeContrast(page)).ratio).toBeGreaterThanOrEqual(4.5);
  }
  // A change of the system's scheme during the visit is followed at once.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(app(page)).toHaveClass(/theme-light/);
  for (const table of TABLES) {
    await choose(page, { table });
    await expectLooks(page, 'Light', table);
    expect((await chromeContrast(page)).ratio).toBeGreaterThanOrEqual(4.5);
  }
  await scan(page, 'auto, system light, table');
  await page.getByRole('button', { name: 'Options' }).click();
  await scan(page, 'auto, system light, options');
  await page.keyboard.press('Escape');
  // An explicit choice wins over the system's.
  await choose(page, { theme: 'Dark' });
  await expect(app(page)).toHaveClass(/theme-dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await choose(page, { theme: 'Light' });
  await expect(app(page)).toHaveClass(/theme-light/);
});

test('the looks survive a reload; a corrupted stored value falls back to its default alone', async ({
  page,
}) => {
  await page.goto('./?seed=11');
  await choose(page, { theme: 'Dark', table: 'Red', back: 'Navy dots' });
  await page.getByRole('button', { name: 'Options' }).click();
  await options(page).getByLabel('Four-colour deck').check();
  await options(page).getByRole('button', { name: 'Save options' }).click();
  await page.reload();
  await expect(app(page)).toHaveClass(/theme-dark/);
  await expect(app(page)).toHaveClass(/table-red/);
  await expect(app(page)).toHaveClass(/back-midnight/);
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(options(page).getByLabel('Theme')).toHaveValue('dark');
  await expect(options(page).getByLabel('Table colour')).toHaveValue('red');
  await expect(options(page).getByLabel('Card back')).toHaveValue('midnight');
  await page.keyboard.press('Escape');
  // Face-down cards wear the chosen back.
  const back = page.locator('.column .back').first();
  await expect(back).toHaveCSS('background-color', 'rgb(26, 34, 64)');

  // A bad table colour and card back in storage: each falls back to its default, the rest is kept.
  await page.evaluate(() => {
    const raw = localStorage.getItem('klondike:settings') ?? '';
    const json = JSON.parse(raw) as { data: Record<string, unknown> };
    json.data.tableColour = 'plaid';
    json.data.cardBack = 'url(https://example.com/x.png)';
    localStorage.setItem('klondike:settings', JSON.stringify(json));
  });
  await page.reload();
  await expect(app(page)).toHaveClass(/table-green/);
  await expect(app(page)).toHaveClass(/back-lattice/);
  await expect(app(page)).toHaveClass(/theme-dark/);
  await expect(app(page)).toHaveClass(/four-colour/);
  // A bad theme falls back to Auto.
  await page.evaluate(() => {
    const raw = localStorage.getItem('klondike:settings') ?? '';
    const json = JSON.parse(raw) as { data: Record<string, unknown> };
    json.data.theme = 42;
    localStorage.setItem('klondike:settings', JSON.stringify(json));
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(app(page)).toHaveClass(/theme-light/);
  await expect(app(page)).toHaveClass(/four-colour/);
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(options(page).getByLabel('Theme')).toHaveValue('auto');
});

test('changing the looks during a game does not move the board', async ({ page }) => {
  await page.goto('./?seed=11');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  const box = async () => pile(page, 'Column 7').boundingBox();
  const before = await box();
  await choose(page, { theme: 'Dark', table: 'Blue', back: 'Green stripes' });
  expect(await box()).toEqual(before);
  await choose(page, { theme: 'Light', table: 'Grey', back: 'Red diamonds' });
  expect(await box()).toEqual(before);
});
