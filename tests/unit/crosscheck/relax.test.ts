import { describe, expect, it } from 'vitest';
import {
  dealFromSeed,
  describeRules,
  type Position,
  parseMove,
  play,
  type Rules,
  startPosition,
} from '../../../src/engine/index.ts';
import { solve } from '../../../src/solver/index.ts';
import { replaysToWin } from '../../crosscheck/compare.ts';
import { EASIEST, Search } from '../../crosscheck/search.ts';

// The relaxation (docs/crosscheck.md): a line that wins under any rules wins under draw 1 with
// unlimited passes and foundation-to-tableau once every stock turn of N cards is written as N turns
// of one card (fewer where fewer are left). So a position the easiest rules lose is lost under any.

/** A winning line under `pos.rules` written for the easiest rules. */
const underEasiest = (pos: Position, line: readonly string[]): string[] => {
  const out: string[] = [];
  let p = pos;
  for (const text of line) {
    const m = parseMove(text);
    if (!m.ok) throw new Error(text);
    if (m.value.kind === 'draw')
      for (let k = Math.min(pos.rules.draw, p.stock.length); k > 0; k--) out.push('S');
    else out.push(text);
    p = play(p, m.value);
  }
  return out;
};

const ONE_TO_TEN = Array.from({ length: 10 }, (_, i) => i + 1);
const RULES: [Rules, number[]][] = [
  [{ draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true }, ONE_TO_TEN],
  [{ draw: 3, passes: 3, foundationToTableau: true }, ONE_TO_TEN],
  // Deals the fast solver wins in one pass within its budget here.
  [{ draw: 1, passes: 1, foundationToTableau: true }, [11, 18, 22, 35, 40]],
  [{ draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: false }, ONE_TO_TEN],
];

describe('the relaxation', () => {
  for (const [rules, seeds] of RULES) {
    it(`wins what the fast solver wins under ${describeRules(rules)}, with the same line`, () => {
      let solved = 0;
      for (const seed of seeds) {
        const pos = startPosition(dealFromSeed(seed), rules);
        const r = solve(pos, { budgetStates: 30000 });
        if (r.result !== 'solved' || !replaysToWin(pos, r.moves)) continue;
        solved++;
        const easy = { ...pos, rules: EASIEST };
        expect(replaysToWin(easy, underEasiest(pos, r.moves))).toBe(true);
        const end = new Search(pos, EASIEST, 256 * 1024 * 1024).run(100000, () => false);
        expect(`${seed} ${end}`).not.toBe(`${seed} unsolvable`);
      }
      expect(solved).toBeGreaterThan(1);
    });
  }
});
