import type { Position } from '../engine/index.ts';
import { HOME, layoutOf, settle } from './facts.ts';

/**
 * Proofs of loss by blocked cards (docs/solver.md, section 5.1): a card that no line of play can
 * ever bring up on its foundation, found without searching.
 *
 * The facts (facts.ts) say what may ever happen; every event of every line of play is among them
 * (the proof is by induction over the line), so a card without `HOME` can never go up. The search is
 * never asked.
 */

/**
 * A card of `position` that can never reach its foundation, so that the position is lost; -1 when
 * the argument finds none (which proves nothing).
 */
export const blockedCard = (position: Position): number => {
  const layout = layoutOf(position);
  const facts = layout.start.slice();
  settle(facts, layout);
  return facts.findIndex((f) => (f & HOME) === 0);
};
