import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { cardName } from '../../src/engine/index.ts';
import { columnTop, expectMoves, moveSource, openingTableauMove, pile, settle } from './helpers.ts';

// Larger cards for low vision (Options > Larger cards): a fifth wider at least on a laptop and a phone,
// nothing past the window's edges, every pile within reach, a game still played by clicks, axe clean.

const { seed, pos, move } = openingTableauMove();
const LABEL = 'Larger cards (closer together)';

/** The width of a face-up card on the table. */
const cardWidth = async (page: Page): Promise<number> => {
  const box = await pile(page, 'Column 1')
    .getByRole('button', { name: cardName(columnTop(pos, 0)), exact: true })
    .boundingBox();
  if (box === null) throw new Error('not visible');
  return box.width;
};

/** Whether the page or any pile reaches past the window's left or right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth)
      out.push(`page ${document.documentElement.scrollWidth}`);
    for (const el of document.querySelectorAll('[role=group][aria-label], [data-pile]')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < 0 || r.right > innerWidth + 0.5))
        out.push(`${el.getAttribute('aria-label') ?? el.getAttribute('data-pile')}: ${r.left}–${r.right}`);
    }
    return out;
  });

for (const [w, h] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`larger cards at ${w}×${h}: a fifth wider, nothing past the edges, a click move plays, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`./?seed=${seed}&draw=1`);
    await expectMoves(page, 0);
    const before = await cardWidth(page);
    // On a phone Options sits in the More menu.
    const direct = page.getByRole('button', { name: 'Options', exact: true });
    if (await direct.isVisible()) await direct.click();
    else {
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page
        .getByRole('menu', { name: 'More' })
        .getByRole('menuitem', { name: 'Options', exact: true })
        .click();
    }
    const options = page.getByRole('dialog', { name: 'Options' });
    await options.getByLabel(LABEL).check();
    await options.getByRole('button', { name: 'Save options' }).click();
    await expect(options).toBeHidden();
    await settle(page);
    const after = await cardWidth(page);
    expect(after, `${before} -> ${after}`).toBeGreaterThanOrEqual(before * 1.2);
    expect(await overflow(page)).toEqual([]);
    // Saved with the settings: a reload keeps the larger cards.
    await page.reload();
    await expectMoves(page, 0);
    expect(await cardWidth(page)).toBeCloseTo(after, 0);
    // Every pile can be reached: each one's middle hits the pile (or a card in it).
    const hidden = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[role=group][aria-label^="Column"], [role=group][aria-label^="Foundation"]',
        ),
      ]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + 4, r.top + 4);
          return hit === null || !(el === hit || el.contains(hit));
        })
        .map((el) => el.getAttribute('aria-label')),
    );
    expect(hidden).toEqual([]);
    // A click on a card plays its move.
    const src = moveSource(pos, move);
    await pile(page, src.pile)
      .getByRole('button', { name: cardName(src.card), exact: true })
      .click();
    await expectMoves(page, 1);
    expect(await overflow(page)).toEqual([]);
    const r = await new AxeBuilder({ page }).analyze();
    expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}
