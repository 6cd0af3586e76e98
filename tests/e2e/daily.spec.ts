import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { dailySeed } from '../../src/assist/daily.ts';
import { expectMoves } from './helpers.ts';

// The daily deal names its rules as players read them, and the days gone by can be played, marked as late.

const status = (page: Page) => page.getByRole('group', { name: 'Game status' });
const TODAY = '2026-11-29';
const LATE = '2026-11-26';

const openDaily = async (page: Page) => {
  await page.getByRole('button', { name: 'Daily' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily deal' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a day gone by is played from the calendar, marked as late, and is no part of the streak', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  await page.goto('./?seed=7');
  let dialog = await openDaily(page);
  // The rules by their name, not the preset's internal id.
  await expect(dialog).toContainText('proven winnable (Draw 1)');
  await expect(dialog).not.toContainText('draw1');
  // Today and the days before it can be played; the days after cannot.
  await expect(dialog.getByRole('button', { name: `Play ${TODAY}`, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Play 2026-11-30' })).toHaveCount(0);
  const r = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(r.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: `Play ${LATE}, late` }).click();
  await expect(status(page)).toContainText(`Daily ${LATE} (late)`);
  const expected = dailySeed(LATE, 'draw1');
  expect(expected.ok).toBe(true);
  await expect(status(page).locator('.deal-no')).toHaveText(`Deal ${expected.ok ? expected.value.seed : ''}`);
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expectMoves(page, 1);
  dialog = await openDaily(page);
  await expect(dialog.getByRole('listitem', { name: `${LATE}: played late` })).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: `${TODAY}: not played` })).toBeVisible();
  await expect(dialog).toContainText('Daily streak: 0 days');
  await dialog.screenshot({ path: test.info().outputPath('daily-late.png') });
  // Today's deal, from the calendar's day, is not late; the late game in progress is asked about first.
  await dialog.getByRole('button', { name: `Play ${TODAY}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Leave this game?' })
    .getByRole('button', { name: "Play today's deal" })
    .click();
  await expect(status(page)).toContainText(`Daily ${TODAY}`);
  await expect(status(page)).not.toContainText('(late)');
  // A reload keeps the late mark of the calendar.
  await page.reload();
  dialog = await openDaily(page);
  await expect(dialog.getByRole('listitem', { name: `${LATE}: played late` })).toBeVisible();
});
