import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal, PRESETS, type PresetId, startPosition } from '../engine/index.ts';
import { solve } from '../solver/index.ts';
import { solveWithin } from './budget.ts';
import { dateAt, dateOf, dayOf } from './calendar.ts';
import {
  checkDaily,
  DAILY_DECIDE_STATES,
  DAILY_MAX_TRIES,
  dailyCandidates,
  dailyHash,
  dailySeed,
  fnv1a,
  searchDailySteps,
} from './daily.ts';
import { DAILY_LIST, DAILY_LIST_FROM } from './daily-days.ts';
import { shippedIndex } from './daily-list.ts';
import { DIGITS } from './digits.ts';
import { lineWins } from './hint.ts';
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

  it('skips a candidate left undecided and takes the next one proved winnable (an injected tiny budget)', () => {
    // 2026-12-01, draw 3: within 200 states the first five candidates are undecided.
    const rules = (PRESETS.find((p) => p.id === 'draw3') as (typeof PRESETS)[number]).rules;
    const d = runSync(searchDailySteps('2026-12-01', 'draw3', { decideStates: 200 }));
    expect(d).toMatchObject({ source: 'search', tries: 6 });
    const candidates = dailyCandidates('2026-12-01', 'draw3', 6);
    expect(d.seed).toBe(candidates[5]);
    const verdicts = candidates.map(
      (s) => solveWithin(startPosition(dealFromSeed(s), rules), { states: 200 }).result,
    );
    expect(verdicts).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'solved']);
    // The same search sliced (as the worker runs it) chooses the same deal.
    expect(runSync(searchDailySteps('2026-12-01', 'draw3', { decideStates: 200, slice: 64 }))).toEqual(d);
  });

  it('ships three years of days ahead, every preset alike', () => {
    const from = dayOf(DAILY_LIST_FROM) as number;
    const lengths = new Set(PRESETS.map((p) => DAILY_LIST[p.id].length));
    expect(lengths.size).toBe(1);
    const [length] = [...lengths] as [number];
    expect(from).toBeLessThanOrEqual(dayOf('2026-12-01') as number);
    expect(from + length - 1).toBeGreaterThanOrEqual(dayOf('2029-12-01') as number);
    for (const p of PRESETS)
      for (const c of DAILY_LIST[p.id]) expect(DIGITS.indexOf(c)).toBeLessThan(DAILY_MAX_TRIES);
    expect(shippedIndex(dateOf(from - 1), 'draw1')).toBeUndefined();
    expect(shippedIndex(dateOf(from + length), 'draw1')).toBeUndefined();
    expect(shippedIndex(dateOf(from + length - 1), 'vegas3')).toBeDefined();
  });

  // A sample of the shipped days, spread over the list and the presets: the day's deal is the one
  // the search rule picks, and it can be won (the solver's line replays to a win in the engine).
  // Each preset's day is the first from its starting point whose deal is the day's first candidate
  // (one solve each); draw 1 also has a day whose first candidates were skipped.
  it('a shipped day is the deal the search picks, and it can be won', () => {
    const from = dayOf(DAILY_LIST_FROM) as number;
    const dayFrom = (id: PresetId, start: number, skipped: boolean): string => {
      let day = start;
      while ((DAILY_LIST[id][day - from] === 'A') === skipped) day++;
      return dateOf(day);
    };
    const days = PRESETS.map((p, i) => [dayFrom(p.id, from + 37 + 181 * i, false), p] as const);
    days.push([
      dayFrom('draw1', from + 400, true),
      PRESETS.find((p) => p.id === 'draw1') as (typeof PRESETS)[number],
    ]);
    for (const [date, p] of days) {
      const r = dailySeed(date, p.id);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.source).toBe('list');
      expect(runSync(searchDailySteps(date, p.id))).toEqual({ ...r.value, source: 'search' });
      const start = startPosition(dealFromSeed(r.value.seed), p.rules);
      const line = solve(start, { budgetStates: DAILY_DECIDE_STATES });
      expect(line.result).toBe('solved');
      expect({ date, preset: p.id, wins: lineWins(start, line.moves) }).toEqual({
        date,
        preset: p.id,
        wins: true,
      });
    }
    expect(days.at(-1)?.[0]).not.toBe(days[0]?.[0]);
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
      const d = runSync(searchDailySteps('2026-11-29', p.id, { maxTries: 0 }));
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
