import type { Position } from '../engine/index.ts';
import { HOME, REACH, TALON, UP } from './fact-bits.ts';

/** A talon card's first byte: under draw 1 every talon card comes to the top of the waste in a pass. */
export const talonStart = (draw: number): number => (draw === 1 ? TALON | REACH : TALON);

/**
 * What sets `REACH` on the talon cards of `position` that may come to the top of the waste (whether
 * any was new), from the facts (docs/solver.md 5.3). With unlimited passes and nothing taken from the
 * talon, a draw of N shows every N-th card of a pass (and the last); a card taken from the waste top
 * shows the one under it, and each card taken from before a card moves it one place up the talon for
 * the passes after.
 */
export const reachOf = (position: Position): ((facts: Uint8Array) => boolean) => {
  const { draw } = position.rules;
  if (draw === 1) return () => false;
  // The talon in turning order: the waste bottom to top, then the stock top to bottom.
  const talon = position.waste.concat([...position.stock].reverse());
  const waste = position.waste.length;
  const length = talon.length;
  return (facts) => {
    let changed = false;
    const reach = (j: number): void => {
      const card = talon[j] as number;
      if (((facts[card] as number) & REACH) === 0) {
        facts[card] = (facts[card] as number) | REACH;
        changed = true;
      }
    };
    const leaves = (j: number): boolean => {
      const f = facts[talon[j] as number] as number;
      return (f & REACH) > 0 && (f & (HOME | UP)) > 0;
    };
    // Cards before j that may be taken.
    let taken = 0;
    for (let j = 0; j < length; j++) {
      // A later pass shows it once k cards before it have left, k = j + 1 less a multiple of N.
      const later = (j + 1) % draw <= Math.min(taken, j);
      if (later || j === length - 1 || (j >= waste - 1 && (j - waste + 1) % draw === 0)) reach(j);
      if (leaves(j)) taken++;
    }
    for (let j = length - 2; j >= 0; j--) if (leaves(j + 1)) reach(j);
    return changed;
  };
};
