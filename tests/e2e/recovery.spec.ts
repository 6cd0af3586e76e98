import { expect, type Page, test } from '@playwright/test';
import { dealFromSeed, legalMoves, type Move, newGame, playMove, undo } from '../../src/engine/index.ts';
import { makeSave } from '../../src/web/save.ts';
import { DEFAULT_SETTINGS, rulesKey } from '../../src/web/settings.ts';
import { EMPTY_STATS } from '../../src/web/stats.ts';
import { STORAGE_FORMAT } from '../../src/web/storage.ts';
import { expectMoves } from './helpers.ts';

// Storage is read entry by entry: what cannot be read is set aside (never shown as a storage key), the
// rest is kept, and the player restores or discards what was set aside from the page.

const envelope = (data: unknown) => JSON.stringify({ format: STORAGE_FORMAT, data });
const KEY = rulesKey(DEFAULT_SETTINGS.rules);
const status = (page: Page) => page.getByRole('group', { name: 'Game status' });

/** Writes storage before the game's page loads (on a page of the site that is not the game). */
const seed = async (page: Page, items: Record<string, string>) => {
  await page.goto('./manifest.webmanifest');
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
};

const backupKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('klondike:backup:')));

const statsRow = async (page: Page, row: string) => {
  await page.getByRole('button', { name: 'Statistics' }).click();
  const text = await page
    .getByRole('dialog', { name: 'Statistics' })
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .textContent();
  await page.keyboard.press('Escape');
  return text ?? '';
};

/** A game of deal 5 with `n` moves played, then `undone` of them undone. */
const gameOf = (n: number, undone = 0) => {
  let g = newGame(dealFromSeed(5), DEFAULT_SETTINGS.rules, { seed: 5 });
  for (let i = 0; i < n; i++) {
    const r = playMove(g, legalMoves(g.position)[0] as Move);
    if (r.ok) g = r.value;
  }
  for (let i = 0; i < undone; i++) g = undo(g) ?? g;
  return g;
};

test('one damaged rule set hides no other statistics; the damaged one is set aside and can be discarded', async ({
  page,
}) => {
  const good = { ...EMPTY_STATS, played: 7, won: 3 };
  await seed(page, {
    'klondike:stats': envelope({ [KEY]: good, 'draw3-passes3-f2t1': { ...EMPTY_STATS, played: 'lots' } }),
  });
  await page.goto('./?seed=3');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Part of your statistics could not be read (1 rule set)');
  await expect(page.locator('body')).not.toContainText('klondike:');
  expect(await statsRow(page, 'Played')).toContain('7');
  expect(await statsRow(page, 'Won')).toContain('3');
  // Nothing in it can be read back: it can only be discarded.
  await expect(alert.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  expect(await backupKeys(page)).toHaveLength(1);
  await alert.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await backupKeys(page)).toHaveLength(0);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await statsRow(page, 'Played')).toContain('7');
});

test('statistics set aside whole by an earlier version come back with Restore, added to the new ones', async ({
  page,
}) => {
  // An earlier version set the whole record aside for one bad entry; this one reads the good ones.
  const old = { ...EMPTY_STATS, played: 10, won: 4, longestWins: 2 };
  await seed(page, {
    'klondike:stats': envelope({ [KEY]: { ...EMPTY_STATS, played: 1, won: 1, longestWins: 1 } }),
    'klondike:backup:stats:1700000000000': envelope({ [KEY]: old, x: { played: -1 } }),
  });
  await page.goto('./?seed=3');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  const group = options.getByRole('group', { name: 'Data set aside' });
  await expect(group).toContainText('Statistics, set aside');
  await group.getByRole('button', { name: 'Restore' }).click();
  await expect(group).toHaveCount(0);
  await options.getByRole('button', { name: 'Cancel' }).click();
  expect(await statsRow(page, 'Played')).toContain('11');
  expect(await statsRow(page, 'Won')).toContain('5');
  expect(await statsRow(page, 'Longest winning streak')).toContain('2');
  expect(await backupKeys(page)).toHaveLength(0);
});

test('one damaged daily result leaves the calendar in place', async ({ page }) => {
  const day = { presetId: 'draw1', won: true, seconds: 300, moves: 120, hints: 0, undos: 0 };
  await page.clock.setFixedTime(new Date('2026-11-29T12:00:00'));
  await seed(page, {
    'klondike:daily': envelope({
      log: {
        results: [
          { ...day, date: '2026-11-27' },
          { ...day, date: '2026-11-28', moves: 'many' },
          { ...day, date: '2026-11-26', won: false, seconds: 1e15 },
        ],
      },
      seeds: {},
    }),
  });
  await page.goto('./?seed=3');
  await expect(page.getByRole('alert')).toContainText(
    'Part of your daily deal record could not be read (2 days)',
  );
  await page.getByRole('button', { name: 'Daily' }).click();
  const daily = page.getByRole('dialog', { name: 'Daily deal' });
  await expect(daily.getByRole('listitem', { name: '2026-11-27: won' })).toBeVisible();
  await expect(daily.getByRole('listitem', { name: '2026-11-28: not played' })).toBeVisible();
  await expect(daily.getByRole('listitem', { name: '2026-11-26: not played' })).toBeVisible();
});

test('a saved game with an illegal last move goes on from the longest prefix that replays', async ({
  page,
}) => {
  const g = gameOf(12);
  const json = makeSave({ game: g, elapsedMs: 60_000, counted: true, ended: false }) as {
    record: { moves: string[] };
  };
  json.record.moves[11] = 'T7>F';
  await seed(page, { 'klondike:save': envelope(json) });
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText(
    'Part of your saved game could not be read (the last move) and was set aside',
  );
  await expect(status(page)).toContainText('Deal 5');
  await expectMoves(page, 11);
  await expect(status(page)).toContainText('Time 1:00');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectMoves(page, 11);
});

test('a damaged list of moves to redo keeps the game and what of the list still replays', async ({
  page,
}) => {
  const g = gameOf(12, 3);
  const json = makeSave({ game: g, elapsedMs: 1000, counted: true, ended: false }) as { future: string[] };
  json.future[0] = '??';
  await seed(page, { 'klondike:save': envelope(json) });
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText('(moves to redo)');
  await expectMoves(page, 9);
  await page.keyboard.press('y');
  await page.keyboard.press('y');
  await expectMoves(page, 11);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('absurd stored numbers are refused, never shown', async ({ page }) => {
  const g = gameOf(4);
  const json = makeSave({ game: g, elapsedMs: 1e15, counted: true, ended: false }) as Record<string, unknown>;
  await seed(page, {
    'klondike:save': envelope({ ...json, score: { points: 1e300, ticks: 0, bonus: 0 } }),
    'klondike:stats': envelope({
      [KEY]: { ...EMPTY_STATS, played: 5, won: 1, bestScore: 1e300, bestTime: 90 },
      'draw3-passes3-f2t1': { ...EMPTY_STATS, played: 2 },
    }),
  });
  await page.goto('./');
  await expectMoves(page, 4);
  await expect(status(page)).toContainText('Time 0:00');
  await expect(status(page)).toContainText(/Score \d{1,4}Time/);
  await page.getByRole('button', { name: 'Statistics' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats.getByRole('row', { name: /^Played/ })).toContainText('0');
  await stats.getByLabel('Rule set').selectOption({ label: 'draw 3, 3 passes' });
  await expect(stats.getByRole('row', { name: /^Played/ })).toContainText('2');
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).not.toContainText(/e\+|1000000000/);
});
