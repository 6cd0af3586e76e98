import { expect, type Page, test } from '@playwright/test';
import { cardOf, dealFromSeed, legalMoves, type Move, startPosition } from '../../src/engine/index.ts';
import {
  cardIn,
  DRAW1,
  expectMoves,
  foundationName,
  middleOf,
  mouseDragTo,
  moveSource,
  type Point,
  pile,
  settle,
  touchDragTo,
  winningDeal,
} from './helpers.ts';

// The crafted deal turns A♣ A♦ A♥ A♠ first: after three turns the Ace of hearts tops the waste. Its
// foundation is the third (clubs, diamonds, hearts, spades).
const ACE_OF_HEARTS = cardOf(0, 3);

type Drag = (page: Page, from: ReturnType<typeof cardIn>, to: Point) => Promise<void>;

const turnThree = async (page: Page) => {
  await page.goto(`./?deal=${winningDeal()}&draw=1`);
  const stock = page.getByRole('button', { name: 'Stock', exact: true });
  for (let i = 0; i < 3; i++) await stock.click();
  await expectMoves(page, 3);
  await expect(cardIn(page, 'Waste', ACE_OF_HEARTS)).toBeVisible();
  await settle(page);
};

/** Drops the waste's Ace of hearts with the pointer at a point; it must land on its own foundation. */
const dropAceAt = async (page: Page, drag: Drag, to: (page: Page) => Promise<Point>) => {
  await turnThree(page);
  await drag(page, cardIn(page, 'Waste', ACE_OF_HEARTS), await to(page));
  await expectMoves(page, 4);
  await expect(cardIn(page, foundationName(ACE_OF_HEARTS), ACE_OF_HEARTS)).toBeVisible();
  expect(foundationName(ACE_OF_HEARTS)).toBe('Foundation 3, hearts');
};

/**
 * Between two foundation slots: the middle of the gap between Foundation 1 and Foundation 2, side by side
 * in the top row or one under the other beside the columns.
 */
const gapOfFoundations = async (page: Page): Promise<Point> => {
  const a = await pile(page, 'Foundation 1, clubs').boundingBox();
  const b = await pile(page, 'Foundation 2, diamonds').boundingBox();
  if (a === null || b === null) throw new Error('not visible');
  if (Math.abs(a.y - b.y) < 1) return { x: (a.x + a.width + b.x) / 2, y: a.y + a.height / 3 };
  return { x: a.x + a.width / 2, y: (a.y + a.height + b.y) / 2 };
};

/**
 * Near the foundations, but on no pile that takes the card: the empty slot of the top row, between the
 * waste and the foundations; on a wide table, where the foundations stand one under the other beside the
 * columns, just off their edge on the columns' side (the card, held at its middle, ends 8 px short of
 * Foundation 3).
 */
const emptySlot = async (page: Page): Promise<Point> => {
  const w = await pile(page, 'Waste').boundingBox();
  const f = await pile(page, 'Foundation 1, clubs').boundingBox();
  const hearts = await pile(page, 'Foundation 3, hearts').boundingBox();
  if (w === null || f === null || hearts === null) throw new Error('not visible');
  if (Math.abs(w.y - f.y) < 1) return { x: (w.x + w.width + f.x) / 2, y: w.y + 12 };
  const c7 = await pile(page, 'Column 7').boundingBox();
  if (c7 === null) throw new Error('not visible');
  const towardColumns = c7.x < hearts.x ? -1 : 1;
  const edge = towardColumns < 0 ? hearts.x : hearts.x + hearts.width;
  return { x: edge + towardColumns * (8 + hearts.width / 2), y: hearts.y + 12 };
};

/** A deal whose opening has a column-to-column move, with a neighbour of its target that is neither its source nor takes the card. */
const betweenColumns = () => {
  for (let seed = 1; seed < 500; seed++) {
    const pos = startPosition(dealFromSeed(seed), DRAW1);
    const moves = legalMoves(pos).filter((m) => m.kind === 'tableau-tableau');
    for (const move of moves as Extract<Move, { kind: 'tableau-tableau' }>[]) {
      const takes = (c: number) => moves.some((m) => m.from === move.from && m.to === c);
      const other = [move.to - 1, move.to + 1].find((c) => c >= 0 && c < 7 && c !== move.from && !takes(c));
      if (other !== undefined) return { seed, pos, move, other };
    }
  }
  throw new Error('no such deal');
};

for (const [input, drag] of [
  ['mouse', mouseDragTo],
  ['touch', touchDragTo],
] as const) {
  test.describe(input, () => {
    if (input === 'touch') test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test(`${input}: an Ace dropped on another suit's foundation goes to its own`, async ({ page }) => {
      await dropAceAt(page, drag, (p) => middleOf(pile(p, 'Foundation 1, clubs')));
    });

    test(`${input}: a card dropped between two foundations goes to its own`, async ({ page }) => {
      await dropAceAt(page, drag, gapOfFoundations);
    });

    test(`${input}: a card dropped slightly off the piles goes to the nearest that accepts it`, async ({
      page,
    }) => {
      await dropAceAt(page, drag, emptySlot);
    });

    test(`${input}: a card dropped between two columns goes to the one that accepts it`, async ({ page }) => {
      const { seed, pos, move, other } = betweenColumns();
      const card = moveSource(pos, move).card;
      await page.goto(`./?seed=${seed}`);
      const target = await pile(page, `Column ${move.to + 1}`)
        .getByRole('button')
        .last()
        .boundingBox();
      const miss = await pile(page, `Column ${other + 1}`)
        .getByRole('button')
        .last()
        .boundingBox();
      if (target === null || miss === null) throw new Error('not visible');
      // Two thirds of the card over the column that refuses it, a third over the one that takes it.
      const x = miss.x + miss.width / 2 + (target.x - miss.x) / 3;
      await drag(page, cardIn(page, moveSource(pos, move).pile, card), {
        x,
        y: target.y + target.height / 2,
      });
      await expectMoves(page, 1);
      await expect(cardIn(page, `Column ${move.to + 1}`, card)).toBeVisible();
    });
  });
}

test('a card dropped far from any pile that takes it goes back', async ({ page }) => {
  await turnThree(page);
  const far = await middleOf(pile(page, 'Column 1'));
  await mouseDragTo(page, cardIn(page, 'Waste', ACE_OF_HEARTS), far);
  await settle(page);
  await expectMoves(page, 3);
  await expect(cardIn(page, 'Waste', ACE_OF_HEARTS)).toBeVisible();
});
