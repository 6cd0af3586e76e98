import { expect, test } from '@playwright/test';
import { pile } from './helpers.ts';

test('installable: a web manifest with icons, served with its MIME type', async ({ page, request }) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(new URL(href ?? '', page.url()).toString());
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.length).toBeGreaterThan(0);
  const icon = await request.get(new URL(manifest.icons[0].src, res.url()).toString());
  expect(icon.ok()).toBe(true);
  // Chromium's own installability check: nothing wrong but the test browser's private profile.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('after a first visit the game reloads and plays offline (service worker)', async ({ page, context }) => {
  await page.goto('./?seed=42');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  // Wait until the service worker has cached the game and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
  await context.setOffline(true);
  await page.reload();
  await expect(pile(page, 'Column 7').getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText('Moves 1');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Game status' })).toContainText('Moves 2');
  // A new link opens offline too.
  await page.goto('./?seed=7');
  await expect(page.getByText('Deal 7', { exact: true })).toBeVisible();
  await context.setOffline(false);
});
