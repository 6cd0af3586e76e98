import { expect, type Page, test } from '@playwright/test';
import {
  type Card,
  cardOf,
  dealFromSeed,
  drawMove,
  type Game,
  type Move,
  makeDeal,
  playMove,
  SUITS_IN_ORDER,
  type Suit,
  wasteToTableau,
} from '../../src/engine/index.ts';
import { makeSave } from '../../src/web/save.ts';
import { DEFAULT_SETTINGS } from '../../src/web/settings.ts';
import { STORAGE_FORMAT } from '../../src/web/storage.ts';
import { DRAW1, expectMoves, gameOf, pile, settle } from './helpers.ts';

// Rank and suit of every face-up card stay readable at every size: a covered face-up card shows at least
// its corner index, in the columns and in the draw-3 waste.

const [CLUBS, DIAMONDS, HEARTS, SPADES] = SUITS_IN_ORDER as [Suit, Suit, Suit, Suit];
const KING = 12;

/**
 * A game whose columns 6 and 7 hold a whole run each, King to Ace, over their 5 and 6 face-down cards:
 * the longest columns a game can have (19 cards). The deal puts the Kings of clubs and spades on columns 6
 * and 7 and the stock in the order the runs are built; every other card lies in the columns.
 */
const longColumns = (): Game => {
  // Run on the King of spades: red even ranks (hearts) and black odd ranks (spades); on the King of clubs,
  // diamonds and clubs.
  const runOf = (red: Suit, black: Suit) =>
    Array.from({ length: KING }, (_, i) => cardOf(KING - 1 - i, i % 2 === 0 ? red : black));
  const onSpades = runOf(HEARTS, SPADES);
  const onClubs = runOf(DIAMONDS, CLUBS);
  const stock: Card[] = [];
  for (let i = 0; i < KING; i++) stock.push(onSpades[i] as Card, onClubs[i] as Card);
  const used = new Set<Card>([...stock, cardOf(KING, SPADES), cardOf(KING, CLUBS)]);
  const rest = Array.from({ length: 52 }, (_, c) => c as Card).filter((c) => !used.has(c));
  // Deal slot k (row r, column c): column tops are the slots where r === c.
  const tableau: Card[] = [];
  for (let r = 0; r < 7; r++)
    for (let c = r; c < 7; c++) {
      if (r === c && c === 6) tableau.push(cardOf(KING, SPADES));
      else if (r === c && c === 5) tableau.push(cardOf(KING, CLUBS));
      else tableau.push(rest.shift() as Card);
    }
  let g = gameOf([...tableau, ...stock], DRAW1);
  const step = (m: Move) => {
    const r = playMove(g, m);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(m)}`);
    g = r.value;
  };
  for (let i = 0; i < KING; i++) {
    step(drawMove());
    step(wasteToTableau(6));
    step(drawMove());
    step(wasteToTableau(5));
  }
  return g;
};

const envelope = (data: unknown) => JSON.stringify({ format: STORAGE_FORMAT, data });

/** Opens the game with a saved game in storage (written on a page of the site that is not the game). */
const openSaved = async (page: Page, g: Game) => {
  await page.goto('./manifest.webmanifest');
  const save = envelope(makeSave({ game: g, elapsedMs: 1000, counted: true, ended: false }));
  await page.evaluate((v) => {
    localStorage.clear();
    localStorage.setItem('klondike:save', v);
  }, save);
  await page.goto('./');
  await expectMoves(page, g.history.length);
};

interface Overlap {
  /** Smallest visible part of a covered face-up card minus the height its index needs (negative: hidden). */
  readonly spare: number;
  readonly shown: number;
  readonly index: number;
  readonly card: string;
}

/**
 * For each covered face-up card of the columns: how far down the next card starts, against how far down
 * the card's index (rank and suit) ends; and the smallest index height on the table.
 */
const columnGeometry = (page: Page) =>
  page.evaluate(() => {
    const worst: { spare: number; shown: number; index: number; card: string }[] = [];
    let minIndex = Number.POSITIVE_INFINITY;
    for (const col of document.querySelectorAll<HTMLElement>('[data-pile^="c"]')) {
      const cards = [...col.querySelectorAll<HTMLElement>('[data-card]')];
      cards.forEach((el, i) => {
        const index = el.querySelector('.index');
        if (index === null) return;
        const c = el.getBoundingClientRect();
        const r = index.getBoundingClientRect();
        minIndex = Math.min(minIndex, r.height);
        const next = cards[i + 1];
        if (next === undefined) return;
        const shown = next.getBoundingClientRect().top - c.top;
        const need = r.bottom - c.top;
        worst.push({ spare: shown - need, shown, index: need, card: el.getAttribute('aria-label') ?? '' });
      });
    }
    worst.sort((a, b) => a.spare - b.spare);
    const wrap = document.querySelector('.table-wrap') as HTMLElement;
    const cw = (document.querySelector('[data-pile^="c"] [data-card]') as HTMLElement).getBoundingClientRect()
      .width;
    return {
      worst: worst[0],
      count: worst.length,
      minIndex,
      scroll: wrap.scrollHeight - wrap.clientHeight,
      cw,
    };
  }) as Promise<{ worst: Overlap; count: number; minIndex: number; scroll: number; cw: number }>;

/** For the two under-cards of the fanned waste: how much shows to the right of each, against its index's width. */
const wasteGeometry = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-pile="waste"] [data-card]')];
    return cards.slice(0, -1).map((el, i) => {
      const c = el.getBoundingClientRect();
      const r = (el.querySelector('.index') as HTMLElement).getBoundingClientRect();
      const next = (cards[i + 1] as HTMLElement).getBoundingClientRect();
      return { shown: next.left - c.left, index: r.right - c.left, height: r.height, cw: c.width };
    });
  });

/** Turns the large-card option on (or leaves the defaults) before the game's page loads. */
const withLargeCards = (page: Page, large: boolean) =>
  page.addInitScript(
    ([on, s]) => {
      if (on) localStorage.setItem('klondike:settings', s);
    },
    [
      large,
      JSON.stringify({ format: STORAGE_FORMAT, data: { ...DEFAULT_SETTINGS, largeCards: true } }),
    ] as const,
  );

const SIZES = [
  [320, 568],
  [568, 320],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1280, 800],
  [800, 1280],
  [1920, 1080],
  [1080, 1920],
  [2560, 1440],
  [1440, 2560],
] as const;

/**
 * The smallest card width at a few desktop sizes (normal, large cards), draw 1 and draw 3: a wide table puts
 * stock, waste and foundations beside the columns, where the longest column fits with larger cards than
 * under a top row (87 px at 1280×800).
 */
const MIN_WIDTH: Readonly<Record<string, readonly [number, number]>> = {
  '1280×800': [110, 100],
  '1920×1080': [150, 135],
  '1024×768': [88, 85],
};

for (const large of [false, true]) {
  test(`every covered face-up card shows its whole index in 19-card columns, at every size and orientation${large ? ', large cards' : ''}`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const g = longColumns();
    await page.setViewportSize({ width: 1280, height: 800 });
    await withLargeCards(page, large);
    await openSaved(page, g);
    await expect(pile(page, 'Column 7').getByRole('button')).toHaveCount(13);
    await expect(pile(page, 'Column 7').getByRole('img', { name: 'Face-down card' })).toHaveCount(6);
    const report: string[] = [];
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await settle(page);
      await page.waitForTimeout(50);
      const { worst, count, minIndex, scroll, cw } = await columnGeometry(page);
      // 2 runs of 12 covered cards, and column 1..5's covered face-up cards (none: one face-up card each).
      expect(count).toBe(24);
      report.push(
        `${width}×${height}: cards ${cw.toFixed(0)} px wide; smallest visible part ${worst.shown.toFixed(1)} px for an index of ${worst.index.toFixed(1)} px (${worst.card}); index height ≥ ${minIndex.toFixed(1)} px; ${scroll > 0 ? `scrolls ${scroll} px` : 'no scrolling'}`,
      );
      expect(worst.spare, `${width}×${height}: ${worst.card}`).toBeGreaterThanOrEqual(0);
      // The 19-card columns fit on the table without scrolling, but where even 30 px cards are too tall for
      // it: a 568×320 phone held sideways (and 844×390 with large cards).
      const mayScroll = height <= 320 || (large && height <= 390);
      if (!mayScroll) expect(scroll, `${width}×${height} scrolls`).toBe(0);
      // A readable index: rank and suit at least 12 px high.
      expect(minIndex, `${width}×${height}`).toBeGreaterThanOrEqual(large ? 16 : 12);
      const minWidth = MIN_WIDTH[`${width}×${height}`]?.[large ? 1 : 0];
      if (minWidth !== undefined)
        expect(cw, `${width}×${height} card width`).toBeGreaterThanOrEqual(minWidth);
      await page.screenshot({
        path: info.outputPath(`columns-${width}x${height}${large ? '-large' : ''}.png`),
      });
    }
    await info.attach('geometry', { body: report.join('\n'), contentType: 'text/plain' });
    console.log(report.join('\n'));
  });

  test(`the draw-3 waste shows rank and suit of its three fanned cards, at every size and orientation${large ? ', large cards' : ''}`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Deal 3 with the 10s of hearts and spades (the widest index) turned first, under the waste's top card.
    const deal = dealFromSeed(3).slice();
    const TEN = 9;
    [cardOf(TEN, HEARTS), cardOf(TEN, SPADES)].forEach((ten, i) => {
      const at = deal.indexOf(ten);
      [deal[at], deal[28 + i]] = [deal[28 + i] as Card, ten];
    });
    await withLargeCards(page, large);
    await page.goto(`./?deal=${makeDeal(deal)}&draw=3&passes=unlimited&f2t=1`);
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    const waste = pile(page, 'Waste');
    await expect(waste.getByRole('button')).toHaveCount(3);
    await expect(waste.getByRole('button', { name: '10 of hearts' })).toBeVisible();
    await expect(waste.getByRole('button', { name: '10 of spades' })).toBeVisible();
    const report: string[] = [];
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await settle(page);
      await page.waitForTimeout(50);
      const under = await wasteGeometry(page);
      expect(under).toHaveLength(2);
      for (const u of under) {
        report.push(
          `${width}×${height}: cards ${u.cw.toFixed(0)} px wide; shows ${u.shown.toFixed(1)} px for an index ${u.index.toFixed(1)} px wide`,
        );
        expect(u.shown, `${width}×${height}`).toBeGreaterThanOrEqual(u.index);
        expect(u.height, `${width}×${height}`).toBeGreaterThanOrEqual(12);
        const minWidth = MIN_WIDTH[`${width}×${height}`]?.[large ? 1 : 0];
        if (minWidth !== undefined)
          expect(u.cw, `${width}×${height} card width`).toBeGreaterThanOrEqual(minWidth);
      }
      await page.screenshot({
        path: info.outputPath(`waste-${width}x${height}${large ? '-large' : ''}.png`),
      });
    }
    console.log(report.join('\n'));
  });
}
