import { describe, expect, it } from 'vitest';
import { readRecord } from '../../../src/engine/index.ts';
import { EASY_DEAL, EASY_WIN } from './helpers.ts';

describe('the test deal EASY_DEAL', () => {
  it('is won by EASY_WIN', () => {
    const text = JSON.stringify({ format: 'klondike-game/1', deal: EASY_DEAL, rules: {}, moves: EASY_WIN });
    const r = readRecord(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.game.position.foundations).toEqual([13, 13, 13, 13]);
  });
});
