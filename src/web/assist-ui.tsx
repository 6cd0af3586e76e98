import { useState } from 'preact/hooks';
import { type DailyResult, dailyCalendar, dailyStreak } from '../assist/daily-log.ts';
import { formatClock } from '../engine/index.ts';
import { type Assistant, dailyPresetOf, lostAtText, today, verdictText } from './assistant.ts';
import { isLate, onTimeLog } from './daily-store.ts';
import { formatDay, formatMonth, formatNumber, t } from './i18n.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';

/** The "still winnable?" indicator and the deal's grade, for the status line. */
export const AssistStatus = ({ session, assistant }: { session: Session; assistant: Assistant }) => {
  const g = assistant.grade;
  const grade = g !== undefined && g.seed === session.game.seed ? g.difficulty : undefined;
  const v = assistant.verdict;
  const hint = assistant.hint?.pos === session.game.position ? assistant.hint : undefined;
  return (
    <>
      {/* What the solver answers while the player waits comes last on the line, so nothing moves when it
          arrives: the indicator (as wide as its usual words), then the grade. */}
      {session.daily !== undefined && (
        <span class="daily-tag">
          {t(session.daily.late === true ? 'dailyTagLate' : 'dailyTag', {
            date: formatDay(session.daily.date),
          })}
        </span>
      )}
      {session.settings.showWinnable && (
        <span class={`verdict verdict-${v ?? 'none'}`} data-verdict={v}>
          {v === undefined || session.replaying
            ? ''
            : v === 'lost' && assistant.lostAt !== undefined
              ? t('lostSinceShort', { n: assistant.lostAt.index + 1 })
              : verdictText(v)}
        </span>
      )}
      {grade !== undefined && <span class="grade">{t('difficulty', { grade: t(`grade_${grade}`) })}</span>}
      {/* Where the hint on show comes from, in sight (the live region says it in words). */}
      {hint !== undefined && (
        <span class="hint-source" data-source={hint.source}>
          {t(
            hint.source === 'honest'
              ? 'hintSourceHonest'
              : hint.source === 'line'
                ? 'hintSourceLine'
                : 'hintSourceRule',
          )}
        </span>
      )}
    </>
  );
};

/** What the solver says about the finished game: the deal's verdict, the losing move, the replay. */
export const AnalysisSection = ({ assistant }: { assistant: Assistant }) => {
  const a = assistant.analysis;
  const lost = assistant.lostAt;
  let text: string;
  if (a === undefined || a === 'pending') text = t('analysing');
  else if (a === 'unknown') text = t('analysisFailed');
  else {
    const deal = t(
      a.deal.verdict === 'winnable' ? 'dealWinnable' : a.deal.verdict === 'lost' ? 'dealLost' : 'dealUnknown',
    );
    const l = a.losing;
    const where =
      lost !== undefined
        ? t('lostAt', { n: lost.index + 1, move: lostAtText(lost) })
        : l.kind === 'unknown'
          ? t('lostBetween', { a: l.after + 1, b: l.before })
          : undefined;
    text = where === undefined ? deal : t('twoSentences', { a: deal, b: where });
  }
  return (
    <section class="analysis" aria-label={t('analysis')}>
      {/* A new paragraph for each answer: a new text appears, none moves. */}
      <p class="analysis-text" key={text}>
        {text}
      </p>
      {typeof a === 'object' && a.deal.verdict === 'winnable' && (
        <button type="button" onClick={() => assistant.startReplay()}>
          {t('replayLine')}
        </button>
      )}
    </section>
  );
};

/** The replay controls: step by step, or animated. */
export const ReplayBar = ({ assistant }: { assistant: Assistant }) => {
  const r = assistant.replay.state;
  if (r === undefined) return null;
  return (
    <div class="replay" role="group" aria-label={t('replay')}>
      <span>{t('replayStep', { step: r.step, n: r.line.length })}</span>
      <button type="button" onClick={() => assistant.replay.previous()} disabled={r.step === 0}>
        {t('previousStep')}
      </button>
      <button type="button" onClick={() => assistant.replay.next()} disabled={r.step >= r.line.length}>
        {t('nextStep')}
      </button>
      {assistant.autoplay.running ? (
        <button type="button" onClick={() => assistant.autoplay.interrupt()}>
          {t('pause')}
        </button>
      ) : (
        <button type="button" onClick={() => assistant.replay.all()} disabled={r.step >= r.line.length}>
          {t('play')}
        </button>
      )}
      <button type="button" onClick={() => assistant.endReplay()}>
        {t('endReplay')}
      </button>
    </div>
  );
};

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
