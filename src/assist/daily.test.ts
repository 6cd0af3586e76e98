import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal, PRESETS, startPosition } from '../engine/index.ts';
import { solve } from '../solver/index.ts';
import { dateAt, dateOf, dayOf } from './calendar.ts';
import {
  checkDaily,
  DAILY_DECIDE_STATES,
  DAILY_MAX_TRIES,
  dailyCandidates,
  dailyHash,
  dailySeed,
  dailySteps,
  fnv1a,
} from './daily.ts';
import { runSync } from './steps.ts';
import { bundledSeeds } from './winnable.ts';

describe('dailySeed', () => {
  // Pinned forever (scheme klondike-daily/1): a change here changes every player's daily deal.
  it.each([
    ['2026-11-29', 'draw1', 3237615886],
    ['2026-11-29', 'draw3', 1105069154],
    ['2026-11-30', 'draw1', 4236664533],
    ['2027-01-01', 'draw3', 2278531085],
  ] as const)('%s %s is deal %i', (date, preset, seed) => {
    const r = dailySeed(date, preset);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.seed).toBe(seed);
    expect(r.value.deal).toBe(makeDeal(dealFromSeed(seed)));
    expect(r.value).toMatchObject({ date, presetId: preset });
  });

  it.each([
    ['2026-11-29', 'draw3'],
    ['2026-11-29', 'classic1'],
    ['2026-12-03', 'vegas3'],
  ] as const)('%s %s is the first candidate of the day that can be won', (date, preset) => {
    const r = dailySeed(date, preset);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.source).toBe('search');
    const rules = (PRESETS.find((p) => p.id === preset) as (typeof PRESETS)[number]).rules;
    const candidates = dailyCandidates(date, preset, r.value.tries);
    expect(candidates[r.value.tries - 1]).toBe(r.value.seed);
    const verdicts = candidates.map(
      (s) => solve(startPosition(dealFromSeed(s), rules), { budgetStates: DAILY_DECIDE_STATES }).result,
    );
    expect(verdicts).toEqual([...verdicts.slice(0, -1).map(() => 'unsolvable'), 'solved']);
  });

  it('differs between presets and between dates, and is the same on every call', () => {
    const seeds = new Set<number>();
    for (const date of ['2026-11-29', '2026-11-30', '2026-12-01'])
      for (const preset of ['draw1', 'draw3']) {
        const r = dailySeed(date, preset);
        if (!r.ok) throw new Error(r.error.message);
        seeds.add(r.value.seed);
        expect(dailySeed(date, preset)).toEqual(r);
      }
    expect(seeds.size).toBe(6);
    expect(dailyHash('2026-11-29', 'classic1')).not.toBe(dailyHash('2026-11-29', 'vegas1'));
  });

  it('refuses dates that are not real days and unknown presets', () => {
    for (const date of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-1',
      '26-11-29',
      '2026-11-31',
      '',
      'today',
      '0000-01-01',
    ])
      expect(dailySeed(date, 'draw1')).toMatchObject({ ok: false, error: { code: 'bad-date' } });
    expect(dailySeed('2026-11-29', 'draw2')).toMatchObject({ ok: false, error: { code: 'bad-preset' } });
    expect(checkDaily('2028-02-29', 'vegas3')).toEqual({ ok: true, value: 'vegas3' });
  });

  it('falls back to the bundled list after the last candidate (every preset has one)', () => {
    expect(DAILY_MAX_TRIES).toBeGreaterThan(10);
    for (const p of PRESETS) {
      const list = bundledSeeds(p.id);
      expect(list.length).toBeGreaterThan(0);
      const d = runSync(dailySteps('2026-11-29', p.id, undefined, 0));
      expect(d).toMatchObject({ source: 'bundled', tries: 0, date: '2026-11-29', presetId: p.id });
      expect(list.map((s) => s.seed)).toContain(d.seed);
      expect(d.deal).toBe(makeDeal(dealFromSeed(d.seed)));
    }
  });
});

describe('calendar arithmetic (no Date in the assist layer)', () => {
  it('numbers days from 1970-01-01 and back, across leap years', () => {
    expect(dayOf('1970-01-01')).toBe(0);
    expect(dayOf('2000-03-01')).toBe(11017);
    expect(dayOf('2026-11-29')).toBe(20786);
    expect(dateOf(20786)).toBe('2026-11-29');
    expect(dateOf(-1)).toBe('1969-12-31');
    for (let d = -719162; d < 2932897; d += 997) expect(dayOf(dateOf(d))).toBe(d);
    expect(dateAt(Date.UTC(2026, 10, 29, 23, 30))).toBe('2026-11-29');
    expect(dateAt(Date.UTC(2026, 10, 29, 23, 30), 60)).toBe('2026-11-30');
  });

  it('hashes with FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });
});
