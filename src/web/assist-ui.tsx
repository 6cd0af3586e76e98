import { type Assistant, lostAtText, verdictText } from './assistant.ts';
import { formatDay, t } from './i18n.ts';
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
