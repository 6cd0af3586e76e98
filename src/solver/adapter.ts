import {
  COLUMNS,
  drawMove,
  foundationToTableau,
  type Move,
  type Position,
  redealMove,
  type Suit,
  tableauToFoundation,
  tableauToTableau,
  wasteToFoundation,
  wasteToTableau,
} from '../engine/index.ts';
import { countOf, FT, fromOf, kindOf, kOf, Packed, redealOf, STRIDE, TF, TT, toOf, WF } from './packed.ts';

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
  for (let s = 0; s < 4; s++) {
    p.found[s] = pos.foundations[s] ?? 0;
    p.nfound += p.found[s] as number;
  }
  // Turning order: the waste bottom to top, then the stock top (its last element) to bottom.
  const talon = [...pos.waste, ...pos.stock.slice().reverse()];
  talon.forEach((x, i) => {
    p.talon[i] = x;
  });
  p.tlen = talon.length;
  p.wpos = pos.waste.length;
  p.pass = pos.pass;
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
