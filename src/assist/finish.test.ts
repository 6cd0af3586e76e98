import { describe, expect, it } from 'vitest';
import { EASY_DEAL } from '../../tests/unit/cli/helpers.ts';
import {
  DEFAULT_RULES,
  dealFromSeed,
  type Position,
  parseDeal,
  parseMoves,
  playFrom,
  type Rules,
  startPosition,
} from '../engine/index.ts';
import { plainFinish } from './finish.ts';
import { lineWins } from './hint.ts';

/** EASY_DEAL after the 26 moves that empty columns 7 to 3 and turn up 8D (tests/unit/cli/helpers.ts). */
const easyAllUp = (rules: Rules = DEFAULT_RULES): Position => {
  const deal = parseDeal(EASY_DEAL);
  if (!deal.ok) throw new Error('EASY_DEAL');
  const moves = parseMoves([7, 6, 5, 4, 3].flatMap((c) => Array<string>(c).fill(`T${c}>F`)).concat(['T2>F']));
  if (!moves.ok) throw new Error('moves');
  const r = playFrom(startPosition(deal.value, rules), moves.value);
  if (!r.ok) throw new Error('illegal');
  return r.value.positions.at(-1) as Position;
};

const after = (pos: Position, line: readonly string[]): Position => {
  const moves = parseMoves(line);
  const r = moves.ok ? playFrom(pos, moves.value) : undefined;
  if (!r?.ok) throw new Error('illegal');
  return r.value.positions.at(-1) as Position;
};

describe('plainFinish', () => {
  it('finishes by hand: column cards up, then each stock card turned and put up', () => {
    // Hand-checked: 6H (hearts at 5H) and 8D (diamonds at 7D) go up; the stock then turns JC QC KC,
    // 9D..KD, 7H..KH, 5S..KS, each card going up as it is turned.
    expect(plainFinish(easyAllUp())).toEqual([
      'T1>F',
      'T2>F',
      ...Array.from({ length: 24 }, () => ['S', 'W>F']).flat(),
    ]);
  });

  it('turns the waste over when cards wait in it, and its line wins', () => {
    // Five turns first: JC QC KC 9D TD wait in the waste. Hand-checked: the column cards go up, the
    // stock turns JD QD KD (none goes up), then 7H..KH and 5S..KS go up one by one; R, and the five
    // waiting cards and JD QD KD go up as they are turned again.
    const pos = after(easyAllUp(), ['S', 'S', 'S', 'S', 'S']);
    const line = plainFinish(pos);
    const upAsTurned = (n: number) => Array.from({ length: n }, () => ['S', 'W>F']).flat();
    expect(line).toEqual(['T1>F', 'T2>F', 'S', 'S', 'S', ...upAsTurned(16), 'R', ...upAsTurned(8)]);
    expect(lineWins(pos, line ?? [])).toBe(true);
  });

  it('gives up when the pass limit stops it, when a draw-3 stock holds cards back, and while a card is face down', () => {
    const onePass = { draw: 1, passes: 1, foundationToTableau: true };
    expect(plainFinish(after(easyAllUp(onePass), ['S', 'S', 'S', 'S', 'S']))).toBeUndefined();
    // Draw 3 turns JC QC KC with KC on top, 9D TD JD with JD on top, and so on: no card can go up
    // without moving another onto a column first.
    const three = { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
    expect(plainFinish(easyAllUp(three))).toBeUndefined();
    expect(plainFinish(startPosition(dealFromSeed(1), DEFAULT_RULES))).toBeUndefined();
  });
});
