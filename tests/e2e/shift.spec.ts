import { expect, type Page, test } from '@playwright/test';
import { assess } from '../../src/assist/hint.ts';
import { bundledSeeds } from '../../src/assist/winnable.ts';
import {
  DEFAULT_RULES,
  dealFromSeed,
  type Move,
  parseMove,
  play,
  resolveMove,
  startPosition,
} from '../../src/engine/index.ts';
import { targetOf } from '../../src/web/moves.ts';
import { pileName } from '../../src/web/view.ts';
import {
  cardIn,
  expectMoves,
  middleOf,
  mouseDragTo,
  moveSource,
  type Point,
  pile,
  settle,
  touchDragTo,
} from './helpers.ts';

/**
 * Records, from before the game's first script runs, every layout shift the browser reports, and
 * (once `watchBoard` is called) the board's box on every frame.
 */
const instrument = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: unknown[]; boardMoves: string[] };
    w.shifts = [];
    w.boardMoves = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        w.shifts.push({
          value: e.value,
          recent: e.hadRecentInput,
          at: Math.round(e.startTime),
          sources: e.sources.map((s) => {
            const node = s.node;
            const el = node instanceof HTMLElement ? node : (node?.parentElement ?? null);
            return `${el?.closest('.table') ? 'card' : 'page'}: ${el?.tagName ?? ''}.${el?.className ?? ''} ${node?.textContent?.slice(0, 40) ?? ''}`;
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** From now on, notes every frame on which the board is not where it was. */
const watchBoard = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { boardMoves: string[] };
    const box = () => {
      const r = document.querySelector('.table-wrap')?.getBoundingClientRect();
      return r === undefined ? 'none' : `${r.x},${r.y},${r.width},${r.height}`;
    };
    const first = box();
    const frame = () => {
      const now = box();
      const moved = `${first} -> ${now}`;
      if (now !== first && !w.boardMoves.includes(moved)) w.boardMoves.push(moved);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

/** Plays a proven-winnable deal along the solver's line to the win, every card moved by a drag. */
const playWholeGameByDrag = async (
  page: Page,
  drag: (from: ReturnType<typeof cardIn>, to: Point) => Promise<void>,
  press: (p: Point) => Promise<void>,
) => {
  // Of the first dozen proven-easy deals, the one whose solver line is shortest: a whole game, in less time.
  const best = bundledSeeds('draw1', 'easy')
    .slice(0, 12)
    .map(({ seed }) => {
      const start = startPosition(dealFromSeed(seed), DEFAULT_RULES);
      return { seed, start, line: assess(start, { states: 200000 }).line };
    })
    .filter((d) => d.line.length > 0)
    .sort((a, b) => a.line.length - b.line.length)[0];
  if (best === undefined) throw new Error('no winning line among the first proven-easy deals');
  const { seed, line } = best;
  expect(line.length).toBeGreaterThan(50);
  let pos = best.start;
  await instrument(page);
  await page.goto(`./?seed=${seed}&draw=1&passes=unlimited&f2t=1`);
  await expect(pile(page, 'Column 7')).toBeVisible();
  await watchBoard(page);
  const stock = await middleOf(page.getByRole('button', { name: 'Stock', exact: true }));
  for (const [i, text] of line.entries()) {
    const parsed = parseMove(text);
    if (!parsed.ok) throw new Error(text);
    const m: Move = resolveMove(pos, parsed.value);
    await settle(page);
    if (m.kind === 'draw' || m.kind === 'redeal') await press(stock);
    else {
      const src = moveSource(pos, m);
      await drag(cardIn(page, src.pile, src.card), await middleOf(pile(page, pileName(targetOf(pos, m)))));
    }
    pos = play(pos, m);
    await expectMoves(page, i + 1);
  }
  await expect(page.getByRole('heading', { name: /You won/ })).toBeVisible();
  const { shifts, boardMoves } = await page.evaluate(() => {
    const w = window as unknown as {
      shifts: { value: number; recent: boolean; sources: string[] }[];
      boardMoves: string[];
    };
    return { shifts: w.shifts, boardMoves: w.boardMoves };
  });
  expect(boardMoves).toEqual([]);
  // Right after an input the cards the player moved may shift on the table; nothing else may shift, ever.
  expect(shifts.filter((s) => !s.recent || s.sources.some((x) => !x.startsWith('card:')))).toEqual([]);
};

test('the board never moves during a whole game played by mouse drags at 1280×800', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await playWholeGameByDrag(
    page,
    (from, to) => mouseDragTo(page, from, to),
    (p) => page.mouse.click(p.x, p.y),
  );
});

test.describe('phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('the board never moves during a whole game played by touch drags on a phone', async ({ page }) => {
    test.setTimeout(180_000);
    await playWholeGameByDrag(
      page,
      (from, to) => touchDragTo(page, from, to),
      (p) => page.touchscreen.tap(p.x, p.y),
    );
  });
});
