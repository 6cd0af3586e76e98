import { type Assistant, lostAtText } from './assistant.ts';
import { t } from './i18n.ts';

// The end of a game: a chunk fetched with the dialogs' English when a game ends (app.tsx).

/**
 * What the solver says about the finished game: the deal's verdict, the losing move, the replay; and
 * whether the honest player would have won the deal.
 */
export const AnalysisSection = ({ assistant }: { assistant: Assistant }) => {
  const a = assistant.analysis;
  const lost = assistant.lostAt;
  const honest = assistant.honestResult();
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
      {/* The honest player's game takes seconds: its line comes when it is ready. */}
      {honest !== undefined && (
        <p class="analysis-honest">{t(honest === 'won' ? 'honestWon' : 'honestLost')}</p>
      )}
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
