import { type Move, type Position, parseMove, resolveMove, sameMove } from '../engine/index.ts';

/** What is known about a position: winnable with a winning line from it, or lost. */
export type Known =
  | { readonly verdict: 'winnable'; readonly line: readonly string[] }
  | { readonly verdict: 'lost' };

/**
 * What is known after playing `move` from `before`, without searching: a lost position stays lost
 * (every position after it is lost too, or the winning line from there would win from it), and a
 * winning line stays winning when the move played is its first move. Undefined when nothing is known.
 */
export const knownAfter = (known: Known | undefined, before: Position, move: Move): Known | undefined => {
  if (known === undefined) return undefined;
  if (known.verdict === 'lost') return known;
  const next = known.line[0];
  if (next === undefined) return undefined;
  const parsed = parseMove(next);
  if (!parsed.ok) return undefined;
  // The line omits run lengths (Tn>Tm); both sides resolved against the same position compare exactly.
  if (!sameMove(resolveMove(before, parsed.value), resolveMove(before, move))) return undefined;
  return { verdict: 'winnable', line: known.line.slice(1) };
};
