import type { Rules } from '../../../src/engine/index.ts';
import type { RefRules } from './referee.ts';

/** The engine's rules for the referee's: the one place where the two meet outside the comparisons. */
export const engineRules = (r: RefRules): Rules => ({
  draw: r.draw,
  passes: r.passes === 'unlimited' ? Number.POSITIVE_INFINITY : r.passes,
  foundationToTableau: r.foundationToTableau,
});
