import { expect, test } from '@playwright/test';
import {
  type Card,
  cardName,
  dealFromSeed,
  makeDeal,
  parseDeal,
  startPosition,
} from '../../src/engine/index.ts';
import { cardIn, columnTop, confirmLeave, DRAW1, pile } from './helpers.ts';

test('?seed=N with rules opens that numbered deal under those rules', async ({ page }) => {
  await page.goto('./?seed=12345&draw=3&passes=3&f2t=0');
  await expect(page.getByText('Deal 12345', { exact: true })).toBeVisible();
  await expect(page.getByText('draw 3, 3 passes, no foundation-to-tableau')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText('Pass 1 of 3, 2 redeals left');
  const pos = startPosition(dealFromSeed(12345), DRAW1);
  for (let c = 0; c < 7; c++) await expect(cardIn(page, `Column ${c + 1}`, columnTop(pos, c))).toBeVisible();
  await expect(pile(page, 'Column 7').getByRole('img', { name: 'Face-down card' })).toHaveCount(6);
  // Draw 3: three cards fanned on the waste, only the top one playable.
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  const waste = pile(page, 'Waste');
  await expect(waste.getByRole('button')).toHaveCount(3);
  await expect(waste.getByRole('button', { disabled: true })).toHaveCount(2);
  // The deal dialog shows a shareable link that opens the same deal.
  await page.getByRole('button', { name: 'Deal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deal 12345' });
  await expect(dialog.getByLabel('Link to this deal')).toHaveValue(/\?seed=12345&draw=3&passes=3&f2t=0$/);
  await dialog.getByLabel('Play deal number').fill('77');
  await dialog.getByRole('button', { name: 'Play this deal' }).click();
  await confirmLeave(page, 'Play deal 77');
  await expect(page.getByText('Deal 77', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?seed=77&/);
});

test('a link naming only rules deals a new numbered game under them', async ({ page }) => {
  await page.goto('./?draw=3&passes=1');
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText('draw 3, 1 pass');
  await expect(page).toHaveURL(/\?seed=\d+&draw=3&passes=1&f2t=1$/);
});

test('?deal=<deal string> opens that exact deal', async ({ page }) => {
  const deal = makeDeal(dealFromSeed(99).slice().reverse());
  await page.goto(`./?deal=${deal.toLowerCase()}&passes=unlimited`);
  await expect(page.getByText('Custom deal', { exact: true })).toBeVisible();
  const pos = startPosition((parseDeal(deal) as { ok: true; value: Card[] }).value, DRAW1);
  for (let c = 0; c < 7; c++)
    await expect(
      pile(page, `Column ${c + 1}`).getByRole('button', { name: cardName(columnTop(pos, c)) }),
    ).toBeVisible();
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expect(cardIn(page, 'Waste', pos.stock[pos.stock.length - 1] as Card)).toBeVisible();
});

const BAD_LINKS = [
  ['?seed=banana', /not a deal number.*normal game/],
  ['?seed=99999999999', /not a deal number.*normal game/],
  ['?deal=ASKSQS', /deal in this link is not valid.*normal game/],
  ['?seed=4&draw=0', /not a draw count.*usual rules/],
  ['?seed=4&draw=99', /not a draw count.*usual rules/],
  ['?seed=4&passes=-2', /not a number of passes.*usual rules/],
  ['?seed=4&f2t=yes', /must be 0 or 1.*usual rules/],
] as const;

test('bad links show a friendly message and a normal game, never a broken page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const [query, message] of BAD_LINKS) {
    await page.goto(`./${query}`);
    await expect(page.getByRole('alert'), query).toContainText(message);
    await expect(pile(page, 'Column 7').getByRole('button')).toHaveCount(1);
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
