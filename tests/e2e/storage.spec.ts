import { expect, test } from '@playwright/test';
import { confirmLeave, pile } from './helpers.ts';

test('corrupted or foreign saved data is reported in words, set aside, and play goes on', async ({
  page,
}) => {
  await page.goto('./?seed=3');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  // Damage the data while no game page is open (an open page saves its game when it is hidden).
  await page.goto('./manifest.webmanifest');
  await page.evaluate(() => {
    localStorage.setItem('klondike:stats', '{"format":"klondike-web/1","data":{"x":{"played":"lots"}}');
    localStorage.setItem('klondike:save', 'not json at all');
    localStorage.setItem('klondike:settings', JSON.stringify({ format: 'someone-else/7', data: {} }));
  });
  await page.goto('./');
  const alerts = page.getByRole('alert');
  await expect(alerts).toHaveCount(3);
  await expect(alerts.filter({ hasText: 'statistics' })).toContainText('set aside');
  await expect(alerts.filter({ hasText: 'saved game' })).toContainText('set aside');
  // No storage key is ever shown to the player.
  await expect(page.locator('body')).not.toContainText('klondike:');
  await expect(pile(page, 'Column 7').getByRole('button')).toHaveCount(1);
  const backups = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('klondike:backup:'))
      .map((k) => [k.split(':')[2], localStorage.getItem(k)]),
  );
  expect(backups).toEqual(
    expect.arrayContaining([
      ['save', 'not json at all'],
      ['stats', '{"format":"klondike-web/1","data":{"x":{"played":"lots"}}'],
      ['settings', JSON.stringify({ format: 'someone-else/7', data: {} })],
    ]),
  );
  // The game goes on and saves again.
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText('Moves 1');
});

test('statistics export to a file and import back; a foreign file is refused', async ({ page }, info) => {
  await page.goto('./?seed=3');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await confirmLeave(page, 'New game');
  await page.getByRole('button', { name: 'Statistics' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats.getByRole('row', { name: /Played/ })).toContainText('1');
  const download = page.waitForEvent('download');
  await stats.getByRole('button', { name: 'Export' }).click();
  const file = info.outputPath('stats.json');
  await (await download).saveAs(file);
  await stats.getByRole('button', { name: 'Reset' }).click();
  await stats.getByRole('button', { name: 'Yes, reset these statistics' }).click();
  await expect(stats.getByRole('row', { name: /Played/ })).toContainText('0');
  await stats.getByLabel('Import').setInputFiles(file);
  await expect(stats.getByRole('row', { name: /Played/ })).toContainText('1');
  await expect(stats).toContainText('Statistics imported.');
  await stats.getByLabel('Import').setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello":1}'),
  });
  await expect(stats).toContainText('not a Klondike statistics export');
  await expect(stats.getByRole('row', { name: /Played/ })).toContainText('1');
});

test('a browser that refuses storage gets a clear message, and the game still plays', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await page.goto('./?seed=3');
  await expect(page.getByRole('alert')).toContainText('refused to save');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText('Moves 1');
});
