import { expect, type Page, test } from '@playwright/test';
import { confirmLeave, expectMoves, pile, winningDeal } from './helpers.ts';

// Nothing a player did is lost: a game in progress ends only at the player's word, a link keeps it for
// later (also another tab's), Back brings it back, and a loss is counted only when the player says so.

const status = (page: Page) => page.getByRole('group', { name: 'Game status' });
const stock = (page: Page) => page.getByRole('button', { name: 'Stock', exact: true });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this game?' });

/** Opens a numbered deal and turns the stock `n` times. */
const playSome = async (page: Page, seed: number, n: number) => {
  await page.goto(`./?seed=${seed}&draw=1&passes=unlimited&f2t=1`);
  for (let i = 0; i < n; i++) await stock(page).click();
  await expectMoves(page, n);
};

/** The statistics of the default rule set, row by row. */
const expectStats = async (page: Page, rows: Record<string, string>) => {
  await page.getByRole('button', { name: 'Statistics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  for (const [row, value] of Object.entries(rows))
    await expect(dialog.getByRole('row', { name: new RegExp(`^${row}`) })).toContainText(value);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

/** Each way of starting another game, and the button that confirms it. */
const WAYS: readonly [string, string, (page: Page) => Promise<void>][] = [
  ['the N key', 'New game', (page) => page.keyboard.press('n')],
  ['New game', 'New game', (page) => page.getByRole('button', { name: 'New game' }).click()],
  ['Restart', 'Restart', (page) => page.getByRole('button', { name: 'Restart' }).click()],
  [
    'the deal dialog',
    'Play deal 77',
    async (page) => {
      await page.getByRole('button', { name: 'Deal' }).click();
      const d = page.getByRole('dialog', { name: 'Deal 42' });
      await d.getByLabel('Play deal number').fill('77');
      await d.getByRole('button', { name: 'Play this deal' }).click();
    },
  ],
  [
    'the daily deal',
    "Play today's deal",
    async (page) => {
      await page.getByRole('button', { name: 'Daily' }).click();
      await page
        .getByRole('dialog', { name: 'Daily deal' })
        .getByRole('button', { name: "Play today's deal" })
        .click();
    },
  ],
];

for (const [way, label, start] of WAYS) {
  test(`${way} asks before leaving a game in progress; Keep playing and Escape keep it`, async ({ page }) => {
    await playSome(page, 42, 3);
    await start(page);
    await expect(leaveDialog(page)).toContainText('Deal 42 is at move 3');
    await expect(leaveDialog(page).getByRole('button', { name: 'Keep playing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(leaveDialog(page)).toBeHidden();
    await start(page);
    await leaveDialog(page).getByRole('button', { name: 'Keep playing' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(status(page)).toContainText('Deal 42');
    await expectMoves(page, 3);
    await expectStats(page, { Played: '1', 'Current streak': '–' });
    // The player's word: the game is left and counted as lost.
    await start(page);
    await confirmLeave(page, label);
    await expectMoves(page, 0);
    await expectStats(page, { Played: '1', 'Current streak': '1 lost' });
  });
}

test('an untouched game is left without asking', async ({ page }) => {
  await page.goto('./?seed=42');
  await page.keyboard.press('n');
  await expect(page).not.toHaveURL(/seed=42&/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('a rule preset never throws away a game, not even one whose moves were all undone', async ({ page }) => {
  await playSome(page, 42, 2);
  await page.keyboard.press('z');
  await page.keyboard.press('z');
  await expectMoves(page, 0);
  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByLabel('Preset').selectOption({ label: 'Vegas draw 3' });
  await options.getByRole('button', { name: 'Save options' }).click();
  await expect(status(page)).toContainText('draw 1, unlimited passes');
  await page.keyboard.press('y');
  await page.keyboard.press('y');
  await expectMoves(page, 2);
});

test('a link opened in another tab keeps both games; no loss is counted', async ({ context }) => {
  const first = await context.newPage();
  await playSome(first, 42, 3);
  const second = await context.newPage();
  await second.goto('./?seed=77&draw=1&passes=unlimited&f2t=1');
  await expect(status(second)).toContainText('Deal 77');
  await expect(second.getByRole('button', { name: 'Resume your game from deal 42, move 3' })).toBeVisible();
  await stock(second).click();
  await expectMoves(second, 1);
  // The first tab plays on, and keeps its game through a reload.
  await stock(first).click();
  await expectMoves(first, 4);
  await first.reload();
  await expect(status(first)).toContainText('Deal 42');
  await expectMoves(first, 4);
  // So does the second.
  await second.reload();
  await expect(status(second)).toContainText('Deal 77');
  await expectMoves(second, 1);
  await expectStats(second, { Played: '2', 'Current streak': '–' });
});

test('Back in the browser brings back the game a link replaced', async ({ page }) => {
  await playSome(page, 42, 3);
  await page.goto('./?seed=77&draw=1&passes=unlimited&f2t=1');
  await expect(status(page)).toContainText('Deal 77');
  await stock(page).click();
  await expectMoves(page, 1);
  await page.goBack();
  await expect(status(page)).toContainText('Deal 42');
  await expectMoves(page, 3);
  await stock(page).click();
  await expectMoves(page, 4);
  await page.goForward();
  await expect(status(page)).toContainText('Deal 77');
  await expectMoves(page, 1);
  await page.reload();
  await expectMoves(page, 1);
  // The link of the first deal, opened again, finds it where it was left.
  await page.goto('./?seed=42&draw=1&passes=unlimited&f2t=1');
  await expectMoves(page, 4);
  await page.goto('./?seed=77&draw=1&passes=unlimited&f2t=1');
  await expectMoves(page, 1);
  await expectStats(page, { Played: '2', 'Current streak': '–' });
});

test('a game kept for later can be resumed, or given up at the player’s word', async ({ page }) => {
  await playSome(page, 42, 3);
  await page.goto('./?seed=77&draw=1&passes=unlimited&f2t=1');
  await stock(page).click();
  await expectMoves(page, 1);
  await page.getByRole('button', { name: 'Resume your game from deal 42, move 3' }).click();
  await expect(status(page)).toContainText('Deal 42');
  await expectMoves(page, 3);
  await expect(page).toHaveURL(/seed=42&/);
  // The game it replaced is kept in turn.
  await page.getByRole('button', { name: 'Count it as lost' }).click();
  await expect(page.getByRole('button', { name: /Resume your game/ })).toHaveCount(0);
  await expectMoves(page, 3);
  await expectStats(page, { Played: '2', 'Current streak': '1 lost' });
  await page.reload();
  await expect(page.getByRole('button', { name: /Resume your game/ })).toHaveCount(0);
  await expectMoves(page, 3);
});

test('End replay brings back the finished game as it was', async ({ page }) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('d');
    await page.keyboard.press('a');
  }
  const win = page.getByRole('dialog', { name: /You won/ });
  await expect(win.getByRole('region', { name: 'Analysis' })).toContainText('This deal was winnable.');
  await win.getByRole('button', { name: 'Replay a winning line' }).click();
  const replay = page.getByRole('group', { name: 'Replay' });
  for (let i = 1; i <= 3; i++) {
    await replay.getByRole('button', { name: 'Next step' }).click();
    await expect(replay).toContainText(`step ${i} of`);
  }
  await replay.getByRole('button', { name: 'End replay' }).click();
  await expect(replay).toBeHidden();
  await expectMoves(page, 76);
  for (const [f, king] of [
    ['Foundation 1, clubs', 'King of clubs'],
    ['Foundation 4, spades', 'King of spades'],
  ] as const)
    await expect(pile(page, f).getByRole('button', { name: king })).toBeVisible();
  await expect(pile(page, 'Waste').getByRole('button')).toHaveCount(0);
  await expectStats(page, { Played: '1', Won: '1' });
  await page.reload();
  await expectMoves(page, 76);
});

test('a reload during a replay finds the game as it was before the replay', async ({ page }) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('d');
    await page.keyboard.press('a');
  }
  const win = page.getByRole('dialog', { name: /You won/ });
  await win.getByRole('button', { name: 'Replay a winning line' }).click();
  const replay = page.getByRole('group', { name: 'Replay' });
  await replay.getByRole('button', { name: 'Next step' }).click();
  await expect(replay).toContainText('step 1 of');
  await page.reload();
  await expectMoves(page, 76);
});

test('the difficulty grade survives a reload', async ({ page }) => {
  await page.goto('./?seed=42');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page).not.toHaveURL(/seed=42&/);
  await expect(status(page)).toContainText(/Difficulty (easy|medium|hard)/);
  const grade = /Difficulty (easy|medium|hard)/.exec((await status(page).textContent()) ?? '')?.[0] ?? 'none';
  await stock(page).click();
  await page.reload();
  await expect(status(page)).toContainText(grade);
  await page.goto('./');
  await expect(status(page)).toContainText(grade);
});
