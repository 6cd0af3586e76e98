import { buildsOn, KING, type Position, rankOf } from '../engine/index.ts';
import { packPosition } from './adapter.ts';
import {
  cardOf,
  FT,
  fromOf,
  kindOf,
  kOf,
  packMove,
  QF,
  QS,
  redealOf,
  STRIDE,
  TF,
  TT,
  WF,
  WT,
} from './packed.ts';

/**
 * Plays a winning line of layout-free moves (quotient.ts) out from the full position `pos`, as a
 * line of packed moves (packed.ts) that `expandLine` turns into engine moves. Each layout-free move
 * becomes one or two full moves, as quotient.ts argues is always possible:
 * - a face-up card to its foundation: if a run lies on it, that run first moves onto its twin (same
 *   rank and colour), which is then the uncovered card of that kind;
 * - a column root (with its run), a talon card or a foundation card onto the tableau: onto the first
 *   column whose top it fits, or a King into the first empty column;
 * - talon cards to a foundation: the same move.
 * A move that cannot be played out means the layout-free position was wrong: that throws.
 */
export const realize = (pos: Position, line: readonly number[]): number[] => {
  const p = packPosition(pos);
  const out: number[] = [];
  const play = (m: number) => {
    p.make(m);
    out.push(m);
  };
  const top = (c: number) => (p.len[c] === 0 ? -1 : p.cols[c * STRIDE + p.len[c]! - 1]!);
  // The first column other than `not` that card x can go on.
  const target = (x: number, not: number): number => {
    for (let c = 0; c < 7; c++) {
      if (c === not) continue;
      const t = top(c);
      if (rankOf(x) === KING ? t < 0 : t >= 0 && buildsOn(x, t)) return c;
    }
    throw new Error(`solver: nowhere to put card ${x} while playing out a line`);
  };
  for (const m of line) {
    const x = cardOf(m);
    switch (kindOf(m)) {
      case QF: {
        let c = 0;
        let i = -1;
        for (; c < 7; c++) {
          i = p.cols.subarray(c * STRIDE, c * STRIDE + p.len[c]!).indexOf(x);
          if (i >= p.down[c]!) break;
        }
        if (c === 7) throw new Error(`solver: card ${x} is not face up while playing out a line`);
        const above = p.len[c]! - 1 - i;
        if (above > 0) {
          const twin = x ^ 2;
          let t = 0;
          while (t < 7 && top(t) !== twin) t++;
          if (t === 7) throw new Error(`solver: card ${x} is covered and its twin too`);
          play(packMove(TT, c, t, above, 0, 0, p.cols[c * STRIDE + i + 1]!));
        }
        play(packMove(TF, c, 0, 0, 0, 0, x));
        break;
      }
      case QS: {
        const c = fromOf(m);
        const dn = p.down[c]!;
        const base = p.cols[c * STRIDE + dn]!;
        play(packMove(TT, c, target(base, c), p.len[c]! - dn, 0, 0, base));
        break;
      }
      case WT:
        play(packMove(WT, 0, target(x, -1), 0, kOf(m), redealOf(m), x));
        break;
      case FT:
        play(packMove(FT, fromOf(m), target(x, -1), 0, 0, 0, x));
        break;
      case WF:
        play(m);
        break;
      default:
        throw new Error(`solver: move kind ${kindOf(m)} in a layout-free line`);
    }
  }
  return out;
};
