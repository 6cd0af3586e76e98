import { describe, expect, it } from 'vitest';
import { DIGITS, seedDigits, seedList } from './digits.ts';
import { WINNABLE_SEEDS } from './seeds.ts';

describe('digits', () => {
  it('are the 64 characters of base64url', () => {
    expect(DIGITS).toHaveLength(64);
    expect(new Set(DIGITS).size).toBe(64);
    expect(DIGITS).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('write a seed list as worked out by hand, and read it back', () => {
    // Gaps 1, 1, 28 (21 + 7) with grades e, m, h: A (0), B (1), _ then U (3 × 6 + 2 = 20).
    const list = { seeds: [1, 2, 30], grades: 'emh' };
    expect(seedDigits(list)).toBe('AB_U');
    expect(seedList('AB_U')).toEqual(list);
    expect(seedList('')).toEqual({ seeds: [], grades: '' });
  });

  it('give back every bundled list as it was written', () => {
    for (const list of Object.values(WINNABLE_SEEDS)) {
      expect(list.seeds.length).toBeGreaterThan(0);
      expect(seedList(seedDigits(list))).toEqual(list);
    }
  });
});
