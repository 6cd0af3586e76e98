import { useState } from 'preact/hooks';
import { dailyCalendar, dailyStreak, PRESET_LABELS, shareText } from '../assist/daily-log.ts';
import { type Assistant, dailyPresetOf, today, VERDICT_TEXT } from './assistant.ts';
import { isLate, onTimeLog } from './daily-store.ts';
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
          Daily {session.daily.date}
          {session.daily.late === true ? ' (late)' : ''}
        </span>
      )}
      {session.settings.showWinnable && (
        <span class={`verdict verdict-${v ?? 'none'}`} data-verdict={v}>
          {v === undefined || session.replaying
            ? ''
            : v === 'lost' && assistant.lostAt !== undefined
              ? `No longer winnable since move ${assistant.lostAt.index + 1}`
              : VERDICT_TEXT[v]}
        </span>
      )}
      {grade !== undefined && <span class="grade">Difficulty {grade}</span>}
      {/* Where the hint on show comes from, in sight (the live region says it in words). */}
      {hint !== undefined && (
        <span class="hint-source" data-source={hint.source}>
          {hint.source === 'honest'
            ? 'Hint: cards you can see'
            : hint.source === 'line'
              ? 'Hint: winning line'
              : 'Hint: rule of thumb'}
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
  if (a === undefined || a === 'pending') text = 'Analysing the game…';
  else if (a === 'unknown') text = 'The analysis could not be finished.';
  else {
    const deal =
      a.deal.verdict === 'winnable'
        ? 'This deal was winnable.'
        : a.deal.verdict === 'lost'
          ? 'This deal could not be won from the start.'
          : 'Not sure whether this deal could be won.';
    const l = a.losing;
    const where =
      lost !== undefined
        ? ` It was lost at move ${lost.index + 1}: ${lost.text}`
        : l.kind === 'unknown'
          ? ` The losing move lies between moves ${l.after + 1} and ${l.before}.`
          : '';
    text = `${deal}${where}`;
  }
  return (
    <section class="analysis" aria-label="Analysis">
      {/* A new paragraph for each answer: a new text appears, none moves. */}
      <p class="analysis-text" key={text}>
        {text}
      </p>
      {typeof a === 'object' && a.deal.verdict === 'winnable' && (
        <button type="button" onClick={() => assistant.startReplay()}>
          Replay a winning line
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
    <div class="replay" role="group" aria-label="Replay">
      <span>
        Replay: step {r.step} of {r.line.length}
      </span>
      <button type="button" onClick={() => assistant.replay.previous()} disabled={r.step === 0}>
        Previous step
      </button>
      <button type="button" onClick={() => assistant.replay.next()} disabled={r.step >= r.line.length}>
        Next step
      </button>
      {assistant.autoplay.running ? (
        <button type="button" onClick={() => assistant.autoplay.interrupt()}>
          Pause
        </button>
      ) : (
        <button type="button" onClick={() => assistant.replay.all()} disabled={r.step >= r.line.length}>
          Play
        </button>
      )}
      <button type="button" onClick={() => assistant.endReplay()}>
        End replay
      </button>
    </div>
  );
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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
      leave(day === date ? "Play today's deal" : `Play the deal of ${day}`, run),
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
    const text = shareText(result);
    try {
      await navigator.clipboard.writeText(text);
      setMessage(`Copied: ${text}`);
    } catch {
      setMessage(text);
    }
    session.say('Result copied to the clipboard.');
  };
  const first = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  return (
    <Modal id="daily" title="Daily deal" onClose={onClose}>
      <p>
        One deal a day for everyone, proven winnable ({PRESET_LABELS[presetId]}). Today is {date}. Days gone
        by can be played too, marked as late.
      </p>
      <p class="streak">
        Daily streak: {streak.current} day{streak.current === 1 ? '' : 's'} (best {streak.best})
      </p>
      <div class="cal-nav">
        <button type="button" onClick={() => shift(-1)} aria-label="Previous month">
          ‹
        </button>
        <span id="cal-title">
          {MONTHS[m - 1]} {y}
        </span>
        <button type="button" onClick={() => shift(1)} aria-label="Next month">
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
              aria-label={`${d.date}: ${d.state === 'none' ? 'not played' : d.state}${late ? ' late' : ''}`}
            >
              {/* Every day up to today can be played; a day gone by is played late. */}
              {d.date <= date ? (
                <button
                  type="button"
                  class="day-play"
                  aria-label={d.date === date ? `Play ${d.date}` : `Play ${d.date}, late`}
                  onClick={() => play(d.date)}
                >
                  {Number(d.date.slice(8))}
                </button>
              ) : (
                <span aria-hidden="true">{Number(d.date.slice(8))}</span>
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
          Share
        </button>
        <button type="button" class="primary" onClick={() => play(date)}>
          Play today's deal
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
};
