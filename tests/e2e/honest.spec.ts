import { expect, type Page, test } from '@playwright/test';
import { dealFromSeed, legalMoves, type Position, play, startPosition } from '../../src/engine/index.ts';
import { hintWords } from '../../src/web/assistant.ts';
import { DRAW1, expectMoves, winningDeal } from './helpers.ts';

// Issue 13, part 5: the option "Hints look only at cards you can see", on by default. With it, Hint
// asks the honest player (docs/honest.md), which decides from what the player has seen; without it,
// the full-information hint, labelled as such.

const live = (page: Page) => page.locator('[role=status]').first();
const status = (page: Page) => page.getByRole('group', { name: 'Game status' });
const option = (page: Page) =>
  page.getByRole('dialog', { name: 'Options' }).getByLabel('Hints look only at cards you can see');

/** Deal 3, draw 1, after one pass through the stock (24 draws): every stock card has been seen. */
const SEED = 3;
const afterPass = (): Position => {
  let pos = startPosition(dealFromSeed(SEED), DRAW1);
  for (let i = 0; i < 24; i++) pos = play(pos, { kind: 'draw' });
  return pos;
};

const turnStock = async (page: Page, n: number) => {
  for (let i = 0; i < n; i++) {
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    await expectMoves(page, i + 1);
  }
};

test('on by default: Hint names a legal move from the cards you can see, and says so', async ({ page }) => {
  await page.goto(`./?seed=${SEED}&draw=1&passes=unlimited&f2t=1`);
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(option(page)).toBeChecked();
  await page.keyboard.press('Escape');
  await turnStock(page, 24);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(live(page)).toHaveText(
    /^From the cards you can see: .* \(.+\)\. Press Hint again to play it\.$/,
    {
      timeout: 15_000,
    },
  );
  const text = await live(page).innerText();
  const pos = afterPass();
  const named = legalMoves(pos).filter((m) =>
    text.startsWith(`From the cards you can see: ${hintWords(pos, m)} (`),
  );
  expect(named, text).toHaveLength(1);
  await expect(page.locator('.hint-from')).toBeVisible();
  await expect(status(page)).toContainText('Hint: cards you can see');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expectMoves(page, 25);
});

test('off: the full-information hint, labelled; the choice is saved', async ({ page }) => {
  await page.goto(`./?seed=${SEED}&draw=1&passes=unlimited&f2t=1`);
  await page.getByRole('button', { name: 'Options' }).click();
  await option(page).uncheck();
  await page.getByRole('dialog', { name: 'Options' }).getByRole('button', { name: 'Save options' }).click();
  await turnStock(page, 24);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(live(page)).toHaveText(/^Looking at every card: .*Press Hint again to play it\.$/, {
    timeout: 15_000,
  });
  await expect(page.locator('.hint-from')).toBeVisible();
  await expect(status(page)).toContainText(/Hint: (winning line|rule of thumb)/);
  await page.reload();
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(option(page)).not.toBeChecked();
});

/**
 * Starts keeping every text the live region shows, so that a message that the next one replaces at
 * once (the computer's first move comes right after its announcement) is still seen by `heard`.
 */
const listen = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector('[role=status]');
    const texts: string[] = [];
    (window as unknown as { heard: string[] }).heard = texts;
    if (region === null) return;
    texts.push(region.textContent ?? '');
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') texts.push(r.target.textContent ?? '');
        for (const n of r.addedNodes) texts.push(n.textContent ?? '');
      }
      texts.push(region.textContent ?? '');
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });

/** Whether the live region has shown a text with `words` in it since `listen`. */
const heard = (page: Page, words: string) =>
  page.evaluate((w) => (window as unknown as { heard: string[] }).heard.some((t) => t.includes(w)), words);

/** The move counter's number. */
const movesOf = async (page: Page): Promise<number> =>
  Number((await status(page).innerText()).match(/Moves (\d+)/)?.[1] ?? Number.NaN);

test('Watch the computer play: it plays on from here, animated, until a key or a click', async ({ page }) => {
  await page.goto(`./?seed=${SEED}&draw=1&passes=unlimited&f2t=1`);
  await turnStock(page, 24);
  const watch = page.getByRole('button', { name: 'Watch the computer play' });
  await listen(page);
  await watch.click();
  await expect.poll(() => heard(page, 'The computer plays from the cards you can see.')).toBe(true);
  // Each move glides (animation on): the computer keeps playing, one move at a time.
  await expect.poll(() => movesOf(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(27);
  // Looked at every 50 ms: a move's glide is short, and on a busy machine the moves come seconds apart.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().length), { intervals: [50], timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.keyboard.press('Shift');
  const stopped = await movesOf(page);
  await page.waitForTimeout(1_500);
  // At most the move decided before the key lands.
  expect(await movesOf(page)).toBeLessThanOrEqual(stopped + 1);
  const settled = await movesOf(page);
  await page.waitForTimeout(1_000);
  expect(await movesOf(page)).toBe(settled);

  // Again, stopped by a click on the table.
  await watch.click();
  await expect.poll(() => movesOf(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(settled + 2);
  await page.mouse.click(5, 400);
  const clicked = await movesOf(page);
  await page.waitForTimeout(1_500);
  expect(await movesOf(page)).toBeLessThanOrEqual(clicked + 1);

  // Every move the computer played is counted as a hint in the saved game (so in the statistics).
  const played = (await movesOf(page)) - 24;
  const hints = await page.evaluate(() => {
    const envelope = JSON.parse(localStorage.getItem('klondike:save') ?? '{}');
    return JSON.stringify(envelope).match(/"hints":(\d+)/)?.[1];
  });
  expect(Number(hints)).toBe(played);
});

test('after a game the analysis says whether an honest player would have won the deal, when it is ready', async ({
  page,
}) => {
  // A deal every card of which can go straight up: the honest player wins it too.
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('d');
    await page.keyboard.press('a');
  }
  const win = page.getByRole('dialog', { name: /You won/ });
  await expect(win).toBeVisible();
  const analysis = win.getByRole('region', { name: 'Analysis' });
  await expect(analysis).toContainText('This deal was winnable.');
  await expect(analysis).toContainText(
    'An honest player, seeing only the cards turned up, would have won this deal.',
    { timeout: 15_000 },
  );
  // Deal 5 under draw 3 with a single pass can make no progress at all: stuck at once, and the honest
  // player loses it too.
  await page.goto('./?seed=5&draw=3&passes=1');
  const stuck = page.getByRole('dialog', { name: 'No more moves' });
  await expect(stuck).toBeVisible();
  await expect(stuck.getByRole('region', { name: 'Analysis' })).toContainText(
    'An honest player, seeing only the cards turned up, would have lost this deal.',
    { timeout: 15_000 },
  );
});
