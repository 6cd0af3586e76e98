/**
 * The talon (stock and waste together) as both positions keep it (packed.ts, quotient.ts): one array
 * in turning order, the waste bottom to top then the stock top to bottom, `wpos` of them in the
 * waste. A draw moves `wpos` forward, a redeal sets it to 0, playing the waste top deletes that card:
 * the engine's own rules, under which the talon only ever loses cards.
 */
export interface Talon {
  readonly talon: Int8Array;
  tlen: number;
  wpos: number;
  pass: number;
  readonly draw: number;
  readonly passes: number;
  /** Whether the pass number is part of the state (finite pass limit). */
  readonly limited: boolean;
}

/**
 * The waste size as the hash sees it. With unlimited passes every waste size on the draw cycle
 * (0, d, 2d, ..., and the whole talon) is the same state: from any of them the cards that can be
 * brought to the waste top are exactly the cycle stops d, 2d, ..., L (draw to the end, redeal,
 * draw), and the pass number is not part of the state. So they all hash as 0; only an off-cycle
 * waste size (left by taking a card out of the waste) is a state of its own. Draw 1 has no
 * off-cycle sizes: the waste size never matters there.
 */
export const wasteKey = (t: Talon): number => {
  const w = t.wpos;
  if (!t.limited && (w % t.draw === 0 || w === t.tlen)) return 0;
  return w;
};

/** Removes and returns the talon card at index i (the waste top at that moment). */
export const pullTalon = (t: Talon, i: number): number => {
  const a = t.talon;
  const x = a[i]!;
  t.tlen--;
  a.copyWithin(i, i + 1, t.tlen + 1);
  return x;
};

/** Puts card x back into the talon at index i (undoes `pullTalon`). */
export const pushTalon = (t: Talon, i: number, x: number): void => {
  const a = t.talon;
  a.copyWithin(i + 1, i, t.tlen);
  a[i] = x;
  t.tlen++;
};

/** The stops `talonStops` found: waste sizes, and whether a redeal comes first. */
export const stopK = new Int32Array(53);
export const stopRedeal = new Int32Array(53);
const seen = new Int32Array(53);
let stamp = 0;

/**
 * Lists the waste sizes at which a talon card can be brought to the waste top without touching
 * anything else, into `stopK` (with `stopRedeal` when a redeal comes first); returns how many. The
 * current top (no draw); then each card on which a draw stops, wpos + d, wpos + 2d, ... capped at
 * the talon's end (a last short draw turns the remaining cards); then, if a redeal is allowed, d,
 * 2d, ... from the start. A second redeal reaches nothing new (it repeats the same stops) and uses
 * more passes, and a card reached in this pass needs no redeal, so a stop reached both ways is
 * taken without the redeal: the two results differ only in passes used, and more passes left is
 * never worse. Drawing without then playing the waste top is never needed: draws and redeals
 * commute with every move that does not touch the talon, so any line can delay them until the
 * waste move they serve.
 */
export const talonStops = (t: Talon): number => {
  stamp++;
  let n = 0;
  const L = t.tlen;
  const d = t.draw;
  const w = t.wpos;
  const redeal = !t.limited || t.pass < t.passes;
  // Pass 0: the top and the stops after it; pass 1: the stops after a redeal.
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1 && !redeal) break;
    let i = pass === 0 ? w : 0;
    let k = pass === 0 && w > 0 ? w : -1;
    for (;;) {
      if (k > 0 && seen[k] !== stamp) {
        seen[k] = stamp;
        stopK[n] = k;
        stopRedeal[n++] = pass;
      }
      if (i >= L) break;
      i = i + d < L ? i + d : L;
      k = i;
    }
  }
  return n;
};
