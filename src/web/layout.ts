/** Where piles go and how far cards fan, from the table's size: cards as large as the space allows. */

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
  /** Slot index of stock, waste and foundation 1..4. */
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

/** Computes the layout for a table of `w`×`h` pixels and the columns' card counts. */
export const layoutOf = (
  w: number,
  h: number,
  columns: readonly { readonly down: number; readonly up: number }[],
  opts: { readonly leftHanded: boolean; readonly largeCards: boolean },
): Layout => {
  const gap = Math.max(3, Math.min(24, w * 0.012));
  const byWidth = (w - 8 * gap) / 7;
  // Room for the top row plus a column of a few fanned cards.
  const byHeight = (h - 3 * gap) / (ASPECT * 2.9);
  const cw = Math.max(30, Math.floor(Math.min(byWidth, byHeight)));
  const ch = Math.round(cw * ASPECT);
  const spare = w - 7 * cw - 6 * gap;
  const left = spare / 2;
  const xs = Array.from({ length: 7 }, (_, i) => Math.round(left + i * (cw + gap)));
  const top = gap;
  const colTop = top + ch + gap * 1.5;
  const avail = h - colTop - gap;
  const upStep = ch * (opts.largeCards ? 0.34 : 0.27);
  const downStep = ch * 0.1;
  const room = avail - ch;
  const needOf = (c: { down: number; up: number }) => c.down * downStep + Math.max(0, c.up - 1) * upStep;
  // Spare height (portrait phones) opens every fan a little, the same for all columns so rows line up.
  const needMax = Math.max(ch * 1.5, ...columns.map(needOf));
  const grow = Math.min(1.5, Math.max(1, room / needMax));
  const fans = columns.map((c) => {
    const need = needOf(c) * grow;
    if (need <= room || need === 0) return { down: downStep * grow, up: upStep * grow };
    const k = Math.max(0.35, room / need) * grow;
    return { down: downStep * Math.max(k, 0.5), up: upStep * k };
  });
  return {
    cw,
    ch,
    gap,
    xs,
    top,
    colTop,
    stockSlot: opts.leftHanded ? 6 : 0,
    wasteSlot: opts.leftHanded ? 4 : 1,
    foundationSlots: opts.leftHanded ? [0, 1, 2, 3] : [3, 4, 5, 6],
    wasteFan: Math.round(cw * 0.5),
    fans,
    height: h,
    contentHeight: Math.max(
      h,
      ...columns.map((c, i) => {
        const f = fans[i] as { down: number; up: number };
        return Math.ceil(colTop + c.down * f.down + Math.max(0, c.up - 1) * f.up + ch + gap);
      }),
    ),
  };
};
