import { type Assistant, verdictText } from './assistant.ts';
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
