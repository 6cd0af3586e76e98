import { type Packed, STRIDE } from './packed.ts';
import { FLOOR } from './zobrist.ts';

const SUITS = ['C', 'D', 'S', 'H'] as const;
const SUIT_ORDER = [0, 1, 3, 2] as const;

/**
 * Every single legal move of a packed position in the contract's notation (`Tn>Tm` without `:k`),
 * unpruned and without macro moves: W>F, W>Tn, Tn>F, Tn>Tm, Fs>Tn, S, R, in the engine's order.
 * For tests, which hold the packed position to the engine's `legalMoves`.
 */
export const legalTexts = (p: Packed): string[] => {
  const out: string[] = [];
  const top = (c: number) => (p.len[c]! === 0 ? FLOOR : p.cols[c * STRIDE + p.len[c]! - 1]!);
  const fits = (x: number, c: number) => {
    const t = top(c);
    return t === FLOOR ? x >> 2 === 12 : t >> 2 === (x >> 2) + 1 && ((t ^ x) & 1) === 1;
  };
  if (p.wpos > 0) {
    const w = p.talon[p.wpos - 1]!;
    if (p.found[w & 3] === w >> 2) out.push('W>F');
    for (let c = 0; c < 7; c++) if (fits(w, c)) out.push(`W>T${c + 1}`);
  }
  for (let c = 0; c < 7; c++) {
    const t = top(c);
    if (t !== FLOOR && p.found[t & 3] === t >> 2) out.push(`T${c + 1}>F`);
  }
  for (let from = 0; from < 7; from++) {
    for (let to = 0; to < 7; to++) {
      if (to === from) continue;
      for (let i = p.down[from]!; i < p.len[from]!; i++) {
        if (fits(p.cols[from * STRIDE + i]!, to)) {
          out.push(`T${from + 1}>T${to + 1}`);
          break;
        }
      }
    }
  }
  if (p.f2t) {
    for (const s of SUIT_ORDER) {
      const h = p.found[s]!;
      if (h === 0) continue;
      for (let c = 0; c < 7; c++) if (fits((h - 1) * 4 + s, c)) out.push(`F${SUITS[s]}>T${c + 1}`);
    }
  }
  if (p.wpos < p.tlen) out.push('S');
  else if (p.wpos > 0 && (!p.limited || p.pass < p.passes)) out.push('R');
  return out;
};
