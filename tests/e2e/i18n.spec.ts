import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { en as enStart, type Messages } from '../../src/web/catalogs/en.ts';
import { enDialogs } from '../../src/web/catalogs/en-dialogs.ts';
import { LANGS, type Lang, loadCatalog } from '../../src/web/i18n.ts';
import { LANG_NAMES } from '../../src/web/i18n-dialogs.ts';
import { winningDeal } from './helpers.ts';

// The game in every language: nothing left in English on screen or in the accessibility tree, <html lang>
// right, no label wider than its button at 320 px; the language from the browser, from Options (kept
// across a reload) and from a link; axe in three languages.

/** The whole English catalog: the start chunk's messages and the dialogs'. */
const en = { ...enStart, ...enDialogs } satisfies Messages;
const OTHERS = LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');
const CATALOGS = Object.fromEntries(
  await Promise.all(LANGS.map(async (l) => [l, l === 'en' ? en : await loadCatalog(l)] as const)),
) as Record<Lang, Messages>;

/**
 * The English messages a language says the same way, by name: the only ones the page may show as they
 * are in English. The test fails when a language gains or loses one, so the list stays what it says.
 */
const SAME_AS_ENGLISH: Record<Exclude<Lang, 'en'>, readonly (keyof Messages)[]> = {
  es: ['sentence', 'twoSentences', 'withWhy', 'scoring_vegas', 'animation_normal', 'key_escape'],
  fr: [
    'sentence',
    'twoSentences',
    'withWhy',
    'scoring_vegas',
    'options',
    'label_settings',
    'score',
    'scoreLabel',
    'pause',
    'animation',
  ],
  de: ['sentence', 'twoSentences', 'withWhy', 'scoring_vegas', 'animation_normal'],
  it: ['sentence', 'twoSentences', 'withWhy', 'scoring_vegas', 'scoring_standard'],
  'pt-BR': ['sentence', 'twoSentences', 'withWhy', 'scoring_vegas', 'animation_normal'],
  pl: ['sentence', 'twoSentences', 'withWhy', 'scoring_vegas', 'key_escape'],
  ru: ['sentence', 'twoSentences', 'withWhy', 'key_escape'],
  tr: ['sentence', 'twoSentences', 'withWhy', 'scoring_vegas', 'key_escape'],
  ja: ['key_escape'],
  ko: ['sentence', 'twoSentences', 'key_escape'],
  'zh-CN': [],
};

const identical = (lang: Exclude<Lang, 'en'>): string[] =>
  (Object.keys(en) as (keyof Messages)[])
    .filter((k) => JSON.stringify(CATALOGS[lang][k]) === JSON.stringify(en[k]))
    .sort();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Patterns of the English texts a page in `lang` must not show: each English form as a whole text, its
 * placeholders matching anything. Forms with fewer than four letters of their own ("{card} to {pile}")
 * would match nearly anything and are left out; list items (rank and suit names) are matched as they are.
 */
const englishPatterns = (lang: Exclude<Lang, 'en'>): RegExp[] => {
  const same = new Set<string>(SAME_AS_ENGLISH[lang]);
  const out: RegExp[] = [];
  for (const [key, m] of Object.entries(en)) {
    if (same.has(key)) continue;
    const forms = typeof m === 'string' ? [m] : Array.isArray(m) ? m : Object.values(m);
    for (const f of forms as string[]) {
      const letters = f.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
      if (letters.length < 4) continue;
      out.push(new RegExp(`^${escape(f).replace(/\\\{\w+\\\}/g, '.*?')}$`));
    }
  }
  return out;
};

/** Every text the page shows or names: text nodes, labels, titles, and the names of the accessibility tree. */
const textsOf = async (page: Page): Promise<string[]> => {
  const dom = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n !== null; n = walk.nextNode()) {
      const p = n.parentElement;
      if (p === null || p.closest('script, style, noscript')) continue;
      out.push(n.nodeValue ?? '');
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) out.push(el.getAttribute(a) ?? '');
    return out;
  });
  const aria = await page.locator('body').ariaSnapshot();
  const names = [...aria.matchAll(/"((?:[^"\\]|\\.)*)"|: (.+)$/gm)].map((m) => m[1] ?? m[2] ?? '');
  return [...dom, ...names].map((s) => s.trim()).filter((s) => s !== '');
};

/** Buttons (and menu items, and the import label) whose text is wider than the button. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button:not(.pile), [role=menuitem], label.button')]
      .filter((b) => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1)
      .map((b) => `${b.textContent?.trim()} (${b.scrollWidth} > ${b.clientWidth})`),
  );

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every language: no English left, <html lang> right, no button overflows', async ({ page }) => {
    test.setTimeout(240_000);
    // The check finds English where there is English: the page in English, looked at as if Spanish.
    await page.goto('./?seed=11&lang=en');
    await page.keyboard.press('d');
    const spanish = englishPatterns('es');
    const found = (await textsOf(page)).filter((s) => spanish.some((p) => p.test(s)));
    expect(found).toEqual(
      expect.arrayContaining(['Stock', 'Waste', 'Column 7', 'Face-down card', 'Game status']),
    );
    for (const lang of OTHERS) {
      expect(identical(lang), `${lang}: strings the same as in English`).toEqual(
        [...SAME_AS_ENGLISH[lang]].sort(),
      );
      const m = CATALOGS[lang];
      const patterns = englishPatterns(lang);
      const check = async (state: string) => {
        const left = (await textsOf(page)).filter((s) => patterns.some((p) => p.test(s)));
        expect(left, `${lang}, ${state}: English left`).toEqual([]);
        expect(await overflowing(page), `${lang}, ${state}: labels wider than their buttons`).toEqual([]);
      };
      const menu = async (item: string) => {
        await page.getByRole('button', { name: m.more, exact: true }).click();
        await page.getByRole('menuitem', { name: item, exact: true }).click();
      };

      // Each language starts afresh, no game kept from the one before: storage is cleared from a page
      // of the site that is not the game (the game saves as it is left).
      await page.goto('./manifest.webmanifest');
      await page.evaluate(() => localStorage.clear());
      await page.goto(`./?seed=11&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('button', { name: m.stock, exact: true })).toBeVisible();
      // The link keeps the language while it holds.
      await expect(page).toHaveURL(new RegExp(`[?&]lang=${lang}(&|$)`));
      await page.keyboard.press('d');
      await expect(page.getByRole('group', { name: m.gameStatus })).toContainText(
        m.moves.replace('{v}', '1'),
      );
      await check('table');
      await page.getByRole('button', { name: m.more, exact: true }).click();
      await expect(page.getByRole('menuitem', { name: m.options, exact: true })).toBeVisible();
      await check('More menu');
      await page.keyboard.press('Escape');

      await menu(m.options);
      await expect(page.getByRole('dialog', { name: m.options })).toBeVisible();
      await check('Options');
      await page.keyboard.press('Escape');
      await menu(m.statistics);
      await expect(page.getByRole('dialog', { name: m.statistics })).toBeVisible();
      await check('Statistics');
      await page.keyboard.press('Escape');
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: m.howToPlay })).toBeVisible();
      await check('Help');
      await page.keyboard.press('Escape');
      await menu(m.daily);
      await expect(page.getByRole('dialog', { name: m.dailyTitle })).toBeVisible();
      await check('Daily');
      await page.keyboard.press('Escape');
      await menu(m.dealButton);
      await expect(page.getByRole('dialog', { name: m.deal.replace('{seed}', '11') })).toBeVisible();
      await check('Deal');
      await page.keyboard.press('Escape');
      await page.keyboard.press('n');
      await expect(page.getByRole('dialog', { name: m.leaveTitle })).toBeVisible();
      await check('New game confirm');
      await page.keyboard.press('Escape');

      await page.goto(`./?deal=${winningDeal()}&draw=1&lang=${lang}`);
      const win = page.getByRole('dialog', { name: m.youWon });
      // Turn a card, send all up, until won (24 rounds when no key is lost to a redraw).
      for (let i = 0; i < 60 && !(await win.isVisible()); i++) {
        await page.keyboard.press('d');
        await page.keyboard.press('a');
      }
      await expect(win.getByRole('region', { name: m.analysis })).toContainText(m.dealWinnable);
      await check('won');
    }
  });
});

test('the language comes from the browser: best match among its languages, English when none fits', async ({
  browser,
}) => {
  for (const [locale, lang] of [
    ['de-AT', 'de'],
    ['pt-PT', 'pt-BR'],
    ['nl-NL', 'en'],
  ] as const) {
    const ctx = await browser.newContext({ locale });
    const page = await ctx.newPage();
    await page.goto('./?seed=3');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: CATALOGS[lang].stock, exact: true })).toBeVisible();
    await ctx.close();
  }
});

test('the language chosen in Options is saved with the settings, wins over a link, and a link sets it for a visit', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /assets\/((?:fr|ja)-[\w-]+\.js)$/.exec(r.url());
    if (m !== null) chunks.push(m[1] as string);
  });
  await page.goto('./?seed=3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // English needs no other file.
  expect(chunks).toEqual([]);
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  const select = options.getByRole('combobox', { name: 'Language' });
  // Each language by its own name.
  await expect(select.locator('option')).toHaveText(LANGS.map((l) => LANG_NAMES[l]));
  await select.selectOption('fr');
  await options.getByRole('button', { name: 'Save options' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Talon', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Nouvelle partie' })).toBeVisible();
  // A link with ?lang= sets the language of that visit only.
  await page.goto('./?seed=3&lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('button', { name: '山札', exact: true })).toBeVisible();
  await page.goto('./?seed=3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Each catalog came as a chunk of its own, which the service worker precaches for offline play.
  const sw = await (await page.request.get('./sw.js')).text();
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  for (const c of chunks) expect(sw).toContain(`./assets/${c}`);
});

test('axe finds no violations in French, Japanese and Russian', async ({ page }) => {
  const scan = async (state: string) => {
    const r = await new AxeBuilder({ page }).analyze();
    expect(
      r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      state,
    ).toEqual([]);
  };
  for (const lang of ['fr', 'ja', 'ru'] as const) {
    const m = CATALOGS[lang];
    await page.goto(`./?seed=11&lang=${lang}`);
    await page.getByRole('button', { name: m.stock, exact: true }).click();
    await scan(`${lang} table`);
    await page.getByRole('button', { name: m.options }).click();
    await expect(page.getByRole('dialog', { name: m.options })).toBeVisible();
    await scan(`${lang} options`);
  }
});
