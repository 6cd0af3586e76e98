import { expect, test } from '@playwright/test';
import { bundleFiles, gzipBytes, START_BUDGET_BYTES } from '../../scripts/bundle-size.mjs';

// The build the browser tests play (playwright.config.ts builds it before they start).
test('the page starts with at most 60 kB of gzipped JavaScript, the assist worker included', async ({
  page,
}) => {
  const { start, worker } = bundleFiles('dist/web');
  const bytes = [...start, worker].reduce((a, f) => a + gzipBytes(f), 0);
  expect(bytes).toBeLessThanOrEqual(START_BUDGET_BYTES);
  // The files counted are the ones a first visit fetches: nothing else is fetched before the game
  // can be played (the lazy chunks wait for their dialog or language).
  const fetched = new Set<string>();
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js') && name !== 'sw.js') fetched.add(name);
  });
  await page.goto('./?seed=42');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  const counted = new Set([...start, worker].map((f) => f.split('/').pop()));
  expect([...fetched].filter((f) => !counted.has(f))).toEqual([]);
  expect(fetched.has(start[0]?.split('/').pop() ?? '')).toBe(true);
});
