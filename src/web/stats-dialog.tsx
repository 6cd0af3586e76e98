import { useState } from 'preact/hooks';
import { formatClock } from '../engine/index.ts';
import { formatDollars, formatNumber, t } from './i18n.ts';
import { formatPercent } from './i18n-dialogs.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';
import { makeStatsFile, parseStatsFile, type RuleStats, statsFor, winRate } from './stats.ts';
import { rulesText } from './view.ts';
import { lostText } from './words.ts';

const row = (label: string, value: string | number) => (
  <tr key={label}>
    <th scope="row">{label}</th>
    <td>{value}</td>
  </tr>
);

const count = (n: number | null) => (n === null ? '–' : formatNumber(n));

const statRows = (st: RuleStats) => [
  row(t('st_played'), count(st.played)),
  row(t('st_won'), count(st.won)),
  row(t('st_winRate'), formatPercent(winRate(st))),
  row(t('st_clean'), count(st.cleanWins)),
  row(t('st_hints'), count(st.hints)),
  row(
    t('st_streak'),
    st.currentWins > 0
      ? t('st_streakWon', { n: st.currentWins })
      : st.currentLosses > 0
        ? t('st_streakLost', { n: st.currentLosses })
        : '–',
  ),
  row(t('st_longestWins'), count(st.longestWins)),
  row(t('st_longestLosses'), count(st.longestLosses)),
  row(t('st_bestTime'), st.bestTime === null ? '–' : formatClock(st.bestTime)),
  row(t('st_fewestMoves'), count(st.fewestMoves)),
  row(t('st_bestScore'), count(st.bestScore)),
  row(t('st_vegas'), formatDollars(st.vegasBalance)),
];

const keyLabel = (key: string): string => {
  const m = /^draw(\d+)-passes(\w+)-f2t([01])$/.exec(key);
  if (m === null) return key;
  const passes = m[2] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(m[2]);
  return rulesText({ draw: Number(m[1]), passes, foundationToTableau: m[3] === '1' });
};

/** The statistics dialog: per rule set, with reset, export and import. */
export const StatsDialog = ({ session, onClose }: { session: Session; onClose: () => void }) => {
  const keys = Array.from(new Set([session.statsKey, ...Object.keys(session.stats)]));
  const [key, setKey] = useState(session.statsKey);
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState('');
  const st = statsFor(session.stats, key);
  const exportFile = () => {
    const blob = new Blob([makeStatsFile(session.stats)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'klondike-statistics.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    setMessage(t('exported'));
  };
  const importFile = async (file: File | undefined) => {
    if (file === undefined) return;
    const r = parseStatsFile(await file.text());
    if (r?.value === undefined) {
      setMessage(t('notAnExport'));
      return;
    }
    session.setStats(r.value);
    setMessage(r.lost === undefined ? t('imported') : t('importedPart', { lost: lostText(r.lost) }));
  };
  return (
    <Modal id="stats" title={t('statistics')} onClose={onClose}>
      <label class="field">
        <span id="stats-rules-label">{t('ruleSet')}</span>
        <select
          aria-labelledby="stats-rules-label"
          value={key}
          onChange={(e) => setKey((e.target as HTMLSelectElement).value)}
        >
          {keys.map((k) => (
            <option key={k} value={k}>
              {keyLabel(k)}
            </option>
          ))}
        </select>
      </label>
      <table class="stats">
        <caption class="sr-only">{t('statsFor', { rules: keyLabel(key) })}</caption>
        <tbody>{statRows(st)}</tbody>
      </table>
      <p role="status" class="hint">
        {message}
      </p>
      <div class="buttons">
        {confirm ? (
          <button
            type="button"
            class="danger"
            onClick={() => {
              const next = { ...session.stats };
              delete next[key];
              session.setStats(next);
              setConfirm(false);
              setMessage(t('resetDone'));
            }}
          >
            {t('resetConfirm')}
          </button>
        ) : (
          <button type="button" onClick={() => setConfirm(true)}>
            {t('reset')}
          </button>
        )}
        <button type="button" onClick={exportFile}>
          {t('export')}
        </button>
        <label class="button">
          {t('import')}
          <input
            type="file"
            accept="application/json,.json"
            class="sr-only"
            onChange={(e) => void importFile((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
        <button type="button" class="primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
};
