import { expect, test } from '@playwright/test';
import {
  cardName,
  dealFromSeed,
  legalMoves,
  type Move,
  parseDeal,
  play,
  startPosition,
} from '../../src/engine/index.ts';
import {
  cardIn,
  clickMove,
  confirmLeave,
  DRAW1,
  expectMoves,
  moveSource,
  openingTableauMove,
  pile,
  winningDeal,
  winningLine,
} from './helpers.ts';

test('a whole deal is played to a win by clicking, from the engine-derived winning line', async ({
  page,
}) => {
  const deal = winningDeal();
  await page.goto(`./?deal=${deal}&draw=1&passes=unlimited&f2t=1`);
  await expect(pile(page, 'Column 7')).toBeVisible();
  let pos = startPosition((parseDeal(deal) as { ok: true; value: number[] }).value, DRAW1);
  const line = winningLine(pos);
  expect(line.length).toBe(24 * 2 + 28);
  for (const [i, m] of line.entries()) {
    await clickMove(page, pos, m);
    pos = play(pos, m);
    if (i % 10 === 9) await expectMoves(page, i + 1);
  }
  await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /You won/ });
  await expect(dialog).toContainText('76');
  await expect(dialog.getByRole('button', { name: 'New game' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Play again' })).toBeVisible();
  // The foundations hold the four Kings.
  await expect(cardIn(page, 'Foundation 4, spades', 12 * 4 + 2)).toBeVisible();
  // Undoing the last move and winning again does not count twice.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
  // The win counts in the statistics.
  await dialog.getByRole('button', { name: 'Play again' }).click();
  await page.getByRole('button', { name: 'Statistics' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats.getByRole('row', { name: /Played/ })).toContainText('1');
  await expect(stats.getByRole('row', { name: /^Won/ })).toContainText('1');
  await expect(stats.getByRole('row', { name: /Win rate/ })).toContainText('100%');
  await expect(stats.getByRole('row', { name: /Fewest moves/ })).toContainText('76');
  await expect(stats.getByRole('row', { name: /Longest winning streak/ })).toContainText('1');
});

test('click a card to send it to its best place; undo and redo with buttons and keys', async ({ page }) => {
  const { seed, pos, move } = openingTableauMove();
  await page.goto(`./?seed=${seed}`);
  const src = moveSource(pos, move);
  await cardIn(page, src.pile, src.card).click();
  await expect(cardIn(page, `Column ${move.to + 1}`, src.card)).toBeVisible();
  await expectMoves(page, 1);
  await expect(page.getByRole('status').filter({ hasText: cardName(src.card) })).toHaveCount(1);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cardIn(page, src.pile, src.card)).toBeVisible();
  await expectMoves(page, 0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cardIn(page, `Column ${move.to + 1}`, src.card)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(cardIn(page, src.pile, src.card)).toBeVisible();
  await page.keyboard.press('Control+y');
  await expect(cardIn(page, `Column ${move.to + 1}`, src.card)).toBeVisible();
  // Clicking the stock turns a card.
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  const after = play(play(pos, move), legalMoves(play(pos, move)).find((m) => m.kind === 'draw') as Move);
  await expect(cardIn(page, 'Waste', after.waste[after.waste.length - 1] as number)).toBeVisible();
  await expectMoves(page, 2);
});

test('a reload in the middle of a game resumes it exactly', async ({ page }) => {
  const { seed, pos, move } = openingTableauMove();
  await page.goto(`./?seed=${seed}`);
  await clickMove(page, pos, move);
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expectMoves(page, 2);
  const p2 = play(play(pos, move), legalMoves(play(pos, move)).find((m) => m.kind === 'draw') as Move);
  await page.reload();
  await expectMoves(page, 2);
  await expect(page.getByText(`Deal ${seed}`, { exact: true })).toBeVisible();
  await expect(cardIn(page, 'Waste', p2.waste[p2.waste.length - 1] as number)).toBeVisible();
  const src = moveSource(pos, move);
  await expect(cardIn(page, `Column ${move.to + 1}`, src.card)).toBeVisible();
  // Undo still works after the reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectMoves(page, 1);
  // A plain address (no link) resumes too.
  await page.goto('./');
  await expectMoves(page, 1);
});

test('a stuck game says so and offers undo, restart and new game; leaving it counts a loss', async ({
  page,
}) => {
  // Deal 5 under draw 3 with a single pass can make no progress at all (the engine's outcome says lost).
  await page.goto('./?seed=5&draw=3&passes=1');
  const stuck = page.getByRole('dialog', { name: 'No more moves' });
  await expect(stuck).toBeVisible();
  await expect(stuck.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(stuck.getByRole('button', { name: 'Restart' })).toBeVisible();
  await stuck.press('Escape');
  await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await expectMoves(page, 1);
  await expect(stuck).toBeVisible();
  await stuck.getByRole('button', { name: 'New game' }).click();
  await expectMoves(page, 0);
  await page.getByRole('button', { name: 'Statistics' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await stats.getByLabel('Rule set').selectOption({ label: 'draw 3, 1 pass' });
  await expect(stats.getByRole('row', { name: /Played/ })).toContainText('1');
  await expect(stats.getByRole('row', { name: /^Won/ })).toContainText('0');
  await expect(stats.getByRole('row', { name: /Current streak/ })).toContainText('1 lost');
  await expect(stats.getByRole('row', { name: /Longest losing streak/ })).toContainText('1');
});

test('send all playable cards to the foundations, then new game and restart', async ({ page }) => {
  const deal = winningDeal();
  await page.goto(`./?deal=${deal}&draw=1`);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Stock', exact: true }).click();
  await page.getByRole('button', { name: 'Send all playable cards to the foundations' }).click();
  // Three Aces were turned (clubs, diamonds, hearts) and all three go up.
  await expectMoves(page, 6);
  await expect(cardIn(page, 'Foundation 3, hearts', 3)).toBeVisible();
  await expect(cardIn(page, 'Foundation 1, clubs', 0)).toBeVisible();
  await page.getByRole('button', { name: 'Restart' }).click();
  await confirmLeave(page, 'Restart');
  await expectMoves(page, 0);
  await expect(pile(page, 'Foundation 1, clubs').getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByText(/^Deal \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/seed=\d+/);
});
