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
  const gap = Math.max(4, Math.min(24, w * 0.014));
  const byWidth = (w - 8 * gap) / 7;
  // Room for the top row plus a column of a few fanned cards.
  const byHeight = (h - 3 * gap) / (ASPECT * 3.3);
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
  const fans = columns.map(({ down, up }) => {
    const need = down * downStep + Math.max(0, up - 1) * upStep;
    const room = avail - ch;
    if (need <= room || need === 0) return { down: downStep, up: upStep };
    const k = Math.max(0.35, room / need);
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
    wasteFan: Math.round(cw * 0.24),
    fans,
    height: h,
  };
};
