import { useState } from 'preact/hooks';
import { type DailyResult, dailyCalendar, dailyStreak } from '../assist/daily-log.ts';
import { formatClock } from '../engine/index.ts';
import { type Assistant, dailyPresetOf, today } from './assistant.ts';
import { isLate, onTimeLog } from './daily-store.ts';
import { formatDay, formatNumber, t } from './i18n.ts';
import { formatMonth } from './i18n-dialogs.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';

/**
 * The shareable line of a daily game, without spoilers (no cards, no moves), e.g. "Klondike daily
 * 2026-11-29 · Draw 1 · won in 4:12, 118 moves, no hints" (in English, as assist's shareText writes it).
 */
export const shareLine = (r: DailyResult): string => {
  const vars = {
    date: formatDay(r.date),
    preset: t(`presetShort_${r.presetId}`),
    time: formatClock(r.seconds),
    moves: t('shareMoves', { n: r.moves }),
    hints: r.hints === 0 ? t('shareNoHints') : t('shareHints', { n: r.hints }),
  };
  return t(r.won ? 'shareWon' : 'shareLost', vars);
};

/** The daily deal: play today's, the month's calendar of days played and won, the streak, and sharing. */
export const DailyDialog = ({
  session,
  assistant,
  onClose,
  leave,
}: {
  session: Session;
  assistant: Assistant;
  onClose: () => void;
  /** Runs an action that ends the game, asking first when a game is in progress. */
  leave: (label: string, run: () => void) => void;
}) => {
  const date = today();
  const presetId = dailyPresetOf(session);
  const [month, setMonth] = useState(date.slice(0, 7));
  const [message, setMessage] = useState('');
  const store = session.dailyStore;
  const log = store.log;
  const days = dailyCalendar(log, month, presetId);
  // Deals played after their day count in the calendar, marked late, but not in the streak.
  const streak = dailyStreak(onTimeLog(store), date, presetId);
  const lateOn = (day: string) =>
    log.results.some((r) => r.date === day && r.presetId === presetId && isLate(store, r));
  const play = (day: string) => {
    onClose();
    void assistant.daily(day, (run) =>
      leave(day === date ? t('playToday') : t('playDayOf', { date: formatDay(day) }), run),
    );
  };
  const result = log.results.find((r) => r.date === date && r.presetId === presetId);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const shift = (d: number) => {
    const k = y * 12 + (m - 1) + d;
    setMonth(`${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`);
  };
  const share = async () => {
    if (result === undefined) return;
    const text = shareLine(result);
    try {
      await navigator.clipboard.writeText(text);
      setMessage(t('copied', { text }));
    } catch {
      setMessage(text);
    }
    session.say(t('resultCopied'));
  };
  const first = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  return (
    <Modal id="daily" title={t('dailyTitle')} onClose={onClose}>
      <p>{t('dailyText', { preset: t(`presetShort_${presetId}`), date: formatDay(date) })}</p>
      <p class="streak">{t('streak', { n: streak.current, best: streak.best })}</p>
      <div class="cal-nav">
        <button type="button" onClick={() => shift(-1)} aria-label={t('previousMonth')}>
          ‹
        </button>
        <span id="cal-title">{formatMonth(y, m)}</span>
        <button type="button" onClick={() => shift(1)} aria-label={t('nextMonth')}>
          ›
        </button>
      </div>
      <ol class="calendar" aria-labelledby="cal-title" style={{ '--first': first }}>
        {days.map((d) => {
          const late = d.state !== 'none' && lateOn(d.date);
          return (
            <li
              key={d.date}
              class={`day ${d.state}${late ? ' late' : ''}`}
              aria-label={t(
                d.state === 'none' ? 'day_none' : late ? `dayLate_${d.state}` : `day_${d.state}`,
                { date: formatDay(d.date) },
              )}
            >
              {/* Every day up to today can be played; a day gone by is played late. */}
              {d.date <= date ? (
                <button
                  type="button"
                  class="day-play"
                  aria-label={t(d.date === date ? 'playDay' : 'playDayLate', { date: formatDay(d.date) })}
                  onClick={() => play(d.date)}
                >
                  {formatNumber(Number(d.date.slice(8)))}
                </button>
              ) : (
                <span aria-hidden="true">{formatNumber(Number(d.date.slice(8)))}</span>
              )}
            </li>
          );
        })}
      </ol>
      {message !== '' && (
        <p class="share-text" role="status">
          {message}
        </p>
      )}
      <div class="buttons">
        <button type="button" onClick={share} disabled={result === undefined}>
          {t('share')}
        </button>
        <button type="button" class="primary" onClick={() => play(date)}>
          {t('playToday')}
        </button>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
};
