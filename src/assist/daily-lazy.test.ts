import { describe, expect, it } from 'vitest';
import { PRESETS } from '../engine/index.ts';
import { dateOf, dayOf } from './calendar.ts';
import { DAILY_LIST, DAILY_LIST_FROM } from './daily-days.ts';
import { shippedIndexSteps } from './daily-lazy.ts';
import { shippedIndex } from './daily-list.ts';
import type { Steps } from './steps.ts';

/** Drives a stepped computation as the worker core does: a macrotask between steps. Returns the value and the pauses. */
const drive = async <T>(steps: Steps<T>): Promise<{ value: T; pauses: number }> => {
  for (let pauses = 0; ; pauses++) {
    const n = steps.next();
    if (n.done === true) return { value: n.value, pauses };
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

describe('the daily list loaded on demand (the web worker build)', () => {
  it('answers as the synchronous list, for every preset, inside the list and on either side of it', async () => {
    const from = dayOf(DAILY_LIST_FROM) as number;
    const length = DAILY_LIST.draw1.length;
    // The first request waits for the list's chunk.
    const first = await drive(shippedIndexSteps(DAILY_LIST_FROM, 'draw1'));
    expect(first.pauses).toBeGreaterThan(0);
    expect(first.value).toBe(shippedIndex(DAILY_LIST_FROM, 'draw1'));
    const days = [from - 1, from, from + 1, from + 30, from + length - 1, from + length];
    for (const p of PRESETS)
      for (const day of days) {
        const date = dateOf(day);
        const { value } = await drive(shippedIndexSteps(date, p.id));
        expect(value, `${date} ${p.id}`).toBe(shippedIndex(date, p.id));
      }
    expect((await drive(shippedIndexSteps('2026-02-30', 'draw1'))).value).toBeUndefined();
  });

  it('once loaded it takes no step; requests waiting together all get the list', async () => {
    const date = dateOf((dayOf(DAILY_LIST_FROM) as number) + 3);
    const [a, b] = await Promise.all([
      drive(shippedIndexSteps(date, 'draw3')),
      drive(shippedIndexSteps(date, 'classic1')),
    ]);
    expect(a.value).toBe(shippedIndex(date, 'draw3'));
    expect(b.value).toBe(shippedIndex(date, 'classic1'));
    expect((await drive(shippedIndexSteps(date, 'vegas1'))).pauses).toBe(0);
  });
});
