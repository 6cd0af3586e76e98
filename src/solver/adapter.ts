import {
  buildsOn,
  type Card,
  COLUMNS,
  drawMove,
  foundationToTableau,
  KING,
  type Move,
  type Position,
  rankOf,
  redealMove,
  type Suit,
  tableauToFoundation,
  tableauToTableau,
  wasteToFoundation,
  wasteToTableau,
} from '../engine/index.ts';
import {
  countOf,
  FT,
  fromOf,
  kindOf,
  kOf,
  LOC_FOUNDATION,
  LOC_TALON,
  Packed,
  redealOf,
  STRIDE,
  TF,
  TT,
  toOf,
  WF,
} from './packed.ts';
import { LOC_VIS, Quotient } from './quotient.ts';
import type { Talon } from './talon.ts';

/** The talon of an engine position in turning order: the waste bottom to top, then the stock top to bottom. */
const talonOf = (pos: Position): number[] => [...pos.waste, ...pos.stock.slice().reverse()];

/** Whether a column's face-up cards form one run (each one builds on the one under it). */
const isRun = (up: readonly Card[]): boolean => up.every((x, i) => i === 0 || buildsOn(x, up[i - 1]!));

/** What both solver positions hold alike: the foundations and the talon (talon.ts). */
interface Piles extends Talon {
  readonly found: Int8Array;
  nfound: number;
}

/** Copies the foundations, the talon, the waste size and the pass number of `pos` into `p`. */
const loadPiles = (p: Piles, pos: Position): void => {
  for (let s = 0; s < 4; s++) {
    p.found[s] = pos.foundations[s] ?? 0;
    p.nfound += p.found[s]!;
  }
  const talon = talonOf(pos);
  talon.forEach((x, i) => {
    p.talon[i] = x;
  });
  p.tlen = talon.length;
  p.wpos = pos.waste.length;
  p.pass = pos.pass;
};

/**
 * The layout-free form of an engine position (quotient.ts), or undefined when it has none: a column
 * whose face-up cards are not one run, or whose top card is face down (no game reaches either, but a
 * position text can say so).
 */
export const quotientOf = (pos: Position): Quotient | undefined => {
  const { draw, passes, foundationToTableau: f2t } = pos.rules;
  const q = new Quotient(draw, passes, f2t);
  for (let c = 0; c < COLUMNS; c++) {
    const col = pos.columns[c];
    if (col === undefined) continue;
    if ((col.down.length > 0 && col.up.length === 0) || !isRun(col.up)) return undefined;
    const cells = [...col.down, ...col.up.slice(0, 1)];
    cells.forEach((x, i) => {
      q.start[c * 64 + i] = x;
      q.startCol[x] = c;
      q.startIdx[x] = i;
    });
    for (const x of col.up) q.loc[x] = LOC_VIS;
    q.down[c] = col.down.length;
    q.floor[c] = col.down.length === 0 && col.up.length > 0 && rankOf(col.up[0]!) !== KING ? 1 : 0;
  }
  loadPiles(q, pos);
  for (let s = 0; s < 4; s++) for (let r = 0; r < q.found[s]!; r++) q.loc[r * 4 + s] = LOC_FOUNDATION;
  for (let i = 0; i < q.tlen; i++) q.loc[q.talon[i]!] = LOC_TALON;
  q.rehash();
  return q;
};

/** The packed form of an engine position (the thin adapter between the two forms). */
export const packPosition = (pos: Position): Packed => {
  const { draw, passes, foundationToTableau: f2t } = pos.rules;
  const p = new Packed(draw, passes, f2t);
  for (let c = 0; c < COLUMNS; c++) {
    const col = pos.columns[c];
    if (col === undefined) continue;
    const cells = [...col.down, ...col.up];
    cells.forEach((x, i) => {
      p.cols[c * STRIDE + i] = x;
    });
    p.len[c] = cells.length;
    p.down[c] = col.down.length;
  }
  loadPiles(p, pos);
  p.rehash();
  return p;
};

/**
 * The engine moves of a packed line played from `pos`: each talon move becomes its draws (`S`), a
 * redeal (`R`) when it carries one, and the waste move itself.
 */
export const expandLine = (pos: Position, line: readonly number[]): Move[] => {
  const p = packPosition(pos);
  const out: Move[] = [];
  const d = p.draw;
  for (const m of line) {
    const kind = kindOf(m);
    if (kind === TF) out.push(tableauToFoundation(fromOf(m)));
    else if (kind === TT) out.push(tableauToTableau(fromOf(m), toOf(m), countOf(m)));
    else if (kind === FT) out.push(foundationToTableau(fromOf(m) as Suit, toOf(m)));
    else {
      const L = p.tlen;
      let i = p.wpos;
      if (redealOf(m)) {
        while (i < L) {
          out.push(drawMove());
          i = Math.min(i + d, L);
        }
        out.push(redealMove());
        i = 0;
      }
      const k = kOf(m);
      while (i < k) {
        out.push(drawMove());
        i = Math.min(i + d, L);
      }
      if (i !== k) throw new Error(`solver: talon move to waste size ${k} is not reachable`);
      out.push(kind === WF ? wasteToFoundation() : wasteToTableau(toOf(m)));
    }
    p.make(m);
  }
  return out;
};
