import { describe, expect, it } from 'vitest';
import {
  type DailyResult,
  dailyCalendar,
  dailyStreak,
  EMPTY_DAILY_LOG,
  nextDate,
  recordDaily,
  shareText,
} from './daily-log.ts';

const game = (date: string, won: boolean, extra: Partial<DailyResult> = {}): DailyResult => ({
  date,
  presetId: 'draw1',
  won,
  seconds: 252,
  moves: 118,
  hints: 0,
  undos: 0,
  ...extra,
});

describe('daily record', () => {
  it('keeps one result per date and preset: the first win stays, a loss is replaced', () => {
    let log = recordDaily(EMPTY_DAILY_LOG, game('2026-11-29', false));
    log = recordDaily(log, game('2026-11-29', false, { presetId: 'draw3' }));
    expect(log.results).toHaveLength(2);
    log = recordDaily(log, game('2026-11-29', true));
    expect(log.results).toHaveLength(2);
    expect(log.results[0]?.won).toBe(true);
    const again = recordDaily(log, game('2026-11-29', true, { moves: 90 }));
    expect(again).toBe(log);
    expect(EMPTY_DAILY_LOG.results).toEqual([]);
  });

  it('draws a month calendar of days won, played and not played', () => {
    let log = recordDaily(EMPTY_DAILY_LOG, game('2026-02-01', true));
    log = recordDaily(log, game('2026-02-03', false));
    log = recordDaily(log, game('2026-02-28', true, { presetId: 'vegas3' }));
    const cal = dailyCalendar(log, '2026-02');
    expect(cal).toHaveLength(28);
    expect(cal.slice(0, 3).map((d) => d.state)).toEqual(['won', 'none', 'played']);
    expect(cal[27]).toEqual({ date: '2026-02-28', state: 'won' });
    expect(dailyCalendar(log, '2026-02', 'draw1')[27]?.state).toBe('none');
    expect(dailyCalendar(log, '2028-02')).toHaveLength(29);
    expect(dailyCalendar(log, '2026-13')).toEqual([]);
  });

  it('counts the streak of consecutive won days, alive until today is over', () => {
    let log = EMPTY_DAILY_LOG;
    for (const d of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-26', '2026-11-27', '2026-11-28'])
      log = recordDaily(log, game(d, true));
    log = recordDaily(log, game('2026-11-25', false));
    expect(dailyStreak(log, '2026-11-28')).toEqual({ current: 3, best: 3 });
    expect(dailyStreak(log, '2026-11-29')).toEqual({ current: 3, best: 3 });
    expect(dailyStreak(log, '2026-11-30')).toEqual({ current: 0, best: 3 });
    log = recordDaily(log, game('2026-11-29', true));
    expect(dailyStreak(log, '2026-11-29')).toEqual({ current: 4, best: 4 });
    expect(dailyStreak(log, '2026-11-29', 'draw3')).toEqual({ current: 0, best: 0 });
    // Across a month and a year end.
    let y = EMPTY_DAILY_LOG;
    for (const d of ['2026-12-30', '2026-12-31', '2027-01-01']) y = recordDaily(y, game(d, true));
    expect(dailyStreak(y, '2027-01-01')).toEqual({ current: 3, best: 3 });
  });

  it('writes a short share text without spoilers', () => {
    expect(shareText(game('2026-11-29', true))).toBe(
      'Klondike daily 2026-11-29 · Draw 1 · won in 4:12, 118 moves, no hints',
    );
    expect(
      shareText(game('2026-11-29', true, { presetId: 'vegas3', hints: 1, seconds: 3725, moves: 1 })),
    ).toBe('Klondike daily 2026-11-29 · Vegas draw 3 · won in 1:02:05, 1 move, 1 hint');
    expect(shareText(game('2026-11-29', false, { hints: 3 }))).toBe(
      'Klondike daily 2026-11-29 · Draw 1 · not won, 118 moves, 3 hints',
    );
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('nope')).toBeUndefined();
  });
});
