/** Where piles go and how far cards fan, from the table's size: cards as large as the space allows. */

/** A point on the table, in CSS pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The table's geometry in CSS pixels. */
export interface Layout {
  readonly cw: number;
  readonly ch: number;
  readonly gap: number;
  /** Left edges of the seven table slots. */
  readonly xs: readonly number[];
  /** Top of the upper row and of the columns. */
  readonly top: number;
  readonly colTop: number;
  /** Font size of the cards' corner index, in pixels. */
  readonly indexFont: number;
  /** Whether stock, waste and foundations stand beside the columns (a short, wide table) instead of above them. */
  readonly side: boolean;
  /** Top-left corners of the stock, the waste and foundations 1..4. */
  readonly stockAt: Point;
  readonly wasteAt: Point;
  readonly foundationsAt: readonly Point[];
  /** Slot index of stock, waste and foundation 1..4: their order for the keyboard, as if above the columns. */
  readonly stockSlot: number;
  readonly wasteSlot: number;
  readonly foundationSlots: readonly number[];
  /** Horizontal fan of the draw-3 waste. */
  readonly wasteFan: number;
  /** Per column: vertical step after a face-down card and after a face-up card. */
  readonly fans: readonly { readonly down: number; readonly up: number }[];
  readonly height: number;
  /** Height the cards need: more than the table's when a long column cannot be squeezed further (it scrolls). */
  readonly contentHeight: number;
}

/** Card height over width. */
export const ASPECT = 1.4;

/** The smallest card width: below it the table scrolls instead of shrinking the cards further. */
export const MIN_CARD_WIDTH = 30;

/** The smallest step after a face-down card, over the card's height: only the count of those cards matters. */
const DOWN_MIN = 0.025;

/** How much larger the side layout's cards must be for the table to use it. */
const SIDE_GAIN = 1.1;

/** The side layout's gaps at most, over the card's width. */
const SIDE_GAP = 0.1;

/** The longest column a game can hold: six face-down cards under a run from King to Ace. */
export const LONGEST_COLUMN = { down: 6, up: 13 } as const;

/**
 * The column the larger-card mode sizes the cards for: a longer one (rare) squeezes its fans down to
 * the index and, past that, scrolls.
 */
export const BIG_COLUMN = { down: 6, up: 6 } as const;

/** In the larger-card mode, how much of a column's cards the next column may cover (their right edge). */
export const BIG_OVERLAP = 0.25;

/** In the larger-card mode, how much of a foundation the next may cover when the draw-3 waste needs the room. */
const BIG_F_OVERLAP = 0.4;

/** The corner index's font size in pixels for a card width: it grows with the card and never goes under a readable size. */
export const indexFontOf = (cw: number, largeCards: boolean): number =>
  largeCards ? Math.max(17, cw * 0.37) : Math.max(13, cw * 0.3);

/** Where the index starts below the card's top edge (the CSS `.index` top). */
export const indexTopOf = (cw: number): number => cw * 0.03;

/**
 * How much of a covered face-up card must show for its index (rank and suit) to be read: the index's top
 * offset and height, and a small margin above the next card's edge.
 */
export const indexShowOf = (cw: number, largeCards: boolean): number =>
  Math.ceil(indexTopOf(cw) + indexFontOf(cw, largeCards) + 3);

/** The width a fanned waste card must show: the index stacked as rank over suit (`.waste.fanned .index`), "10" its widest. */
export const wasteShowOf = (cw: number, largeCards: boolean): number =>
  Math.ceil(cw * 0.03 + indexFontOf(cw, largeCards) * 1.5 + 4);

interface Fit {
  readonly fans: { readonly down: number; readonly up: number }[];
  readonly fits: boolean;
}

/**
 * The steps of every column for a card size: the preferred steps when the column fits (opened up a little
 * on tall screens), else face-down cards squeezed first, then face-up cards, never under `upMin` (the
 * index stays in sight). `fits` is false when a column does not fit even so.
 */
const fitColumns = (
  columns: readonly { readonly down: number; readonly up: number }[],
  room: number,
  pref: { readonly down: number; readonly up: number },
  min: { readonly down: number; readonly up: number },
): Fit => {
  const needOf = (c: { down: number; up: number }) => c.down * pref.down + Math.max(0, c.up - 1) * pref.up;
  // Spare height (portrait phones) opens every fan a little, the same for all columns so rows line up.
  const needMax = Math.max(pref.up * 5.5, ...columns.map(needOf));
  const grow = Math.min(1.5, Math.max(1, room / needMax));
  let fits = true;
  const fans = columns.map((c) => {
    const ups = Math.max(0, c.up - 1);
    if (needOf(c) * grow <= room) return { down: pref.down * grow, up: pref.up * grow };
    // Face-down cards give way first.
    const downRoom = room - ups * pref.up;
    if (c.down > 0 && downRoom >= c.down * min.down) return { down: downRoom / c.down, up: pref.up };
    // Then the face-up cards, as far as their index.
    const upRoom = room - c.down * min.down;
    if (ups > 0 && upRoom >= ups * min.up) return { down: min.down, up: upRoom / ups };
    fits = false;
    return { down: min.down, up: min.up };
  });
  return { fans, fits };
};

/**
 * Computes the layout for a table of `w`×`h` pixels and the columns' card counts. The larger-card mode
 * never gives smaller cards than the normal one.
 */
export const layoutOf = (
  w: number,
  h: number,
  columns: readonly { readonly down: number; readonly up: number }[],
  opts: Parameters<typeof layoutFor>[3],
): Layout => {
  const normal = layoutFor(w, h, columns, { ...opts, bigCards: false }) as Layout;
  if (opts.bigCards !== true) return normal;
  const larger = layoutFor(w, h, columns, opts);
  return larger !== undefined && larger.cw > normal.cw ? larger : normal;
};

/** The layout of one mode (normal or larger cards); undefined when larger cards do not fit at all. */
const layoutFor = (
  w: number,
  h: number,
  columns: readonly { readonly down: number; readonly up: number }[],
  opts: {
    readonly leftHanded: boolean;
    readonly largeCards: boolean;
    /** Whether the waste fans its top three cards (draw 3): the side layout leaves room for it only then. */
    readonly wasteFanned?: boolean;
    /**
     * Larger cards (low vision): half the gaps, tighter fans, cards sized for BIG_COLUMN rather than the
     * longest column, and on a narrow table columns that overlap by up to BIG_OVERLAP of a card.
     */
    readonly bigCards?: boolean;
  },
): Layout | undefined => {
  const big = opts.bigCards === true;
  // The room between piles grows with the table; beside the columns it also stays under a share of the
  // card (SIDE_GAP), so that the side layout spends the width on cards.
  const topGap = big ? Math.max(3, Math.min(12, w * 0.006)) : Math.max(3, Math.min(24, w * 0.012));
  const gapOf = (cw: number, side: boolean) => (side ? Math.max(3, Math.min(topGap, cw * SIDE_GAP)) : topGap);
  // The side layout's foundations may stand closer together than other piles.
  const fGapOf = (gap: number) => Math.max(3, gap / 2);
  // The columns from a card width: room under the top row (or, in the side layout, the whole height).
  const at = (cw: number, side: boolean) => {
    const gap = gapOf(cw, side);
    const ch = Math.round(cw * ASPECT);
    const colTop = side ? gap : gap + ch + gap * 1.5;
    const room = h - colTop - gap - ch;
    const pref = { down: ch * (big ? 0.07 : 0.1), up: ch * (opts.largeCards ? 0.34 : big ? 0.22 : 0.27) };
    const upMin = indexShowOf(cw, opts.largeCards);
    const min = { down: Math.max(3, ch * DOWN_MIN), up: upMin };
    const fit = (cols: readonly { readonly down: number; readonly up: number }[]) =>
      fitColumns(cols, room, { down: pref.down, up: Math.max(pref.up, upMin) }, min);
    return { cw, ch, gap, colTop, fit };
  };
  // The draw-3 waste's fan that shows the under-cards' index.
  const fanOf = (cw: number) => Math.ceil(Math.max(cw * 0.42, wasteShowOf(cw, opts.largeCards)));
  // The width of the side layout's waste beyond its top card: its two fanned under-cards.
  const fansOf = (cw: number) => (opts.wasteFanned === false ? 0 : 2 * fanOf(cw));
  // The largest card with which the longest column a game can hold fits with every face-up index in
  // sight. The card size depends on the table's size (and whether the waste fans, which the rules fix for
  // a game) alone, so nothing on the table moves or resizes during a game; only the smallest card leaves a
  // column that does not fit to scroll.
  const design = big ? BIG_COLUMN : LONGEST_COLUMN;
  const largestOf = (side: boolean) => {
    // Top row: seven slots across, and room for the top row plus a column of a few fanned cards. Side
    // layout: stock and waste (with its fan) left of the columns, the foundations stacked right of them,
    // twelve gaps across (two margins, six between columns, two double ones around the columns).
    // Larger cards on a narrow table: the columns overlap, each showing at least 1 - BIG_OVERLAP of a card.
    const byWidth = side
      ? (w - 36) / 9
      : big
        ? (w - 2 * topGap) / (1 + 6 * (1 - BIG_OVERLAP))
        : (w - 8 * topGap) / 7;
    const byHeight = side ? (h - 15) / (ASPECT * 4) : (h - 3 * topGap) / (ASPECT * 2.9);
    const sizeOk = (cw: number) => {
      // The top row of larger cards: stock, the draw-3 waste with its fan, and the foundations, which may
      // overlap more than the columns.
      if (!side)
        return !big || 2 * topGap + 3 * cw + fansOf(cw) + 2 * topGap + 3 * (1 - BIG_F_OVERLAP) * cw <= w;
      const gap = gapOf(cw, true);
      const ch = Math.round(cw * ASPECT);
      return cw * 9 + fansOf(cw) + 12 * gap <= w && 4 * ch + 3 * fGapOf(gap) + 2 * gap <= h;
    };
    let cw = Math.max(MIN_CARD_WIDTH, Math.floor(Math.min(byWidth, byHeight)));
    let best = at(cw, side);
    while (cw > MIN_CARD_WIDTH && (!best.fit([design]).fits || !sizeOk(cw))) best = at(--cw, side);
    return sizeOk(cw) ? best : undefined;
  };
  // Stock, waste and foundations go beside the columns when that gives clearly larger cards (a wide
  // table: desktops, tablets and phones held sideways), or when the longest column would not fit under a
  // top row.
  const top = largestOf(false);
  // Only larger cards can miss a top row (a table too narrow for its stock, waste and foundations).
  if (top === undefined) return undefined;
  const sideways = largestOf(true);
  const side = sideways !== undefined && (sideways.cw >= top.cw * SIDE_GAIN || !top.fit([design]).fits);
  const best = side ? sideways : top;
  const { cw, ch, gap, colTop } = best;
  const { fans } = best.fit(columns);
  let xs: number[];
  let wasteFan: number;
  let stockAt: { x: number; y: number };
  let wasteAt: { x: number; y: number };
  let foundationsAt: { x: number; y: number }[];
  if (side) {
    wasteFan = fanOf(cw);
    const sideW = cw + fansOf(cw);
    const gapX = Math.max(gap, Math.min(cw / 3, (w - 8 * cw - sideW) / 12));
    const spare = w - (sideW + cw + 7 * cw + 10 * gapX);
    const left = spare / 2;
    // Right-handed: stock and waste, columns, foundations; left-handed the other way round.
    const x0 = Math.round(left + (opts.leftHanded ? cw + 2 * gapX : sideW + 2 * gapX));
    xs = Array.from({ length: 7 }, (_, i) => Math.round(x0 + i * (cw + gapX)));
    const fx = opts.leftHanded ? Math.round(left) : Math.round(x0 + 7 * cw + 6 * gapX + 2 * gapX);
    const sx = opts.leftHanded ? Math.round(x0 + 7 * cw + 6 * gapX + 2 * gapX) : Math.round(left);
    const fGap = Math.max(fGapOf(gap), Math.min(gap, (h - 2 * gap - 4 * ch) / 3));
    stockAt = { x: opts.leftHanded ? sx + sideW - cw : sx, y: gap };
    wasteAt = { x: sx, y: gap + ch + gap * 1.5 };
    foundationsAt = [0, 1, 2, 3].map((i) => ({ x: fx, y: Math.round(gap + i * (ch + fGap)) }));
  } else {
    // Cards narrowed by the height leave width to spare: the slots move apart a little (up to a third of
    // a card), which gives the draw-3 waste room to show its under-cards' index.
    // Larger cards on a narrow table: columns closer than a gap, down to overlapping (sized by byWidth).
    const gapX =
      big && (w - 7 * cw) / 8 < gap
        ? (w - 2 * gap - 7 * cw) / 6
        : Math.max(gap, Math.min(cw / 3, (w - 7 * cw) / 8));
    const spare = w - 7 * cw - 6 * gapX;
    const left = spare / 2;
    xs = Array.from({ length: 7 }, (_, i) => Math.round(left + i * (cw + gapX)));
    // The draw-3 waste shows the index of its two under-cards, in the empty slot next to it (up to 2 px
    // short of the pile after that).
    wasteFan = Math.floor(Math.min((cw + 2 * gapX - 2) / 2, fanOf(cw)));
    const slotAt = (slot: number) => ({ x: xs[slot] as number, y: gap });
    stockAt = slotAt(opts.leftHanded ? 6 : 0);
    wasteAt = slotAt(opts.leftHanded ? 4 : 1);
    foundationsAt = (opts.leftHanded ? [0, 1, 2, 3] : [3, 4, 5, 6]).map(slotAt);
    if (big && gapX < gap && fansOf(cw) > 0) {
      // Overlapping columns leave the draw-3 waste no room for its fan: the top row is laid out apart,
      // stock and waste at one end, its fan in full, the foundations closer together at the other.
      wasteFan = fanOf(cw);
      const x0 = xs[0] as number;
      const x6 = xs[6] as number;
      const fStep = Math.min(cw + gapX, (x6 - x0 - 2 * cw - 2 * wasteFan - 2 * gap) / 3);
      const wasteX = opts.leftHanded ? x6 - gap - 2 * wasteFan - cw : x0 + cw + gap;
      const f0 = opts.leftHanded ? x0 : x6 - 3 * fStep;
      wasteAt = { x: Math.round(wasteX), y: gap };
      foundationsAt = [0, 1, 2, 3].map((i) => ({ x: Math.round(f0 + i * fStep), y: gap }));
    }
  }
  return {
    cw,
    ch,
    gap,
    xs,
    top: gap,
    colTop,
    side,
    stockAt,
    wasteAt,
    foundationsAt,
    indexFont: indexFontOf(cw, opts.largeCards),
    stockSlot: opts.leftHanded ? 6 : 0,
    wasteSlot: opts.leftHanded ? 4 : 1,
    foundationSlots: opts.leftHanded ? [0, 1, 2, 3] : [3, 4, 5, 6],
    wasteFan,
    fans,
    height: h,
    contentHeight: Math.max(
      h,
      ...columns.map((c, i) => {
        const f = fans[i] as { down: number; up: number };
        // Less a hair for the rounding of the steps' sum, so that a column that fits does not scroll.
        return Math.ceil(colTop + c.down * f.down + Math.max(0, c.up - 1) * f.up + ch + gap - 1e-6);
      }),
    ),
  };
};
