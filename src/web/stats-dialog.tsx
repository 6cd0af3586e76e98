import { useState } from 'preact/hooks';
import { describeRules, formatClock } from '../engine/index.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';
import { makeStatsFile, parseStatsFile, type RuleStats, statsFor, winRate } from './stats.ts';
import { dollars } from './view.ts';

const row = (label: string, value: string | number) => (
  <tr key={label}>
    <th scope="row">{label}</th>
    <td>{value}</td>
  </tr>
);

const statRows = (st: RuleStats) => [
  row('Played', st.played),
  row('Won', st.won),
  row('Win rate', `${winRate(st)}%`),
  row('Clean wins (no hint, no undo)', st.cleanWins),
  row('Hints used', st.hints),
  row(
    'Current streak',
    st.currentWins > 0 ? `${st.currentWins} won` : st.currentLosses > 0 ? `${st.currentLosses} lost` : '–',
  ),
  row('Longest winning streak', st.longestWins),
  row('Longest losing streak', st.longestLosses),
  row('Best time', st.bestTime === null ? '–' : formatClock(st.bestTime)),
  row('Fewest moves', st.fewestMoves ?? '–'),
  row('Best score', st.bestScore ?? '–'),
  row('Vegas balance', dollars(st.vegasBalance)),
];

const keyLabel = (key: string): string => {
  const m = /^draw(\d+)-passes(\w+)-f2t([01])$/.exec(key);
  if (m === null) return key;
  const passes = m[2] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(m[2]);
  return describeRules({ draw: Number(m[1]), passes, foundationToTableau: m[3] === '1' });
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
    setMessage('Statistics exported.');
  };
  const importFile = async (file: File | undefined) => {
    if (file === undefined) return;
    const r = parseStatsFile(await file.text());
    if (r?.value === undefined) {
      setMessage('That file is not a Klondike statistics export; nothing was changed.');
      return;
    }
    session.setStats(r.value);
    setMessage(
      `Statistics imported${r.lost === undefined ? '' : ` (${r.lost} could not be read and were left out)`}.`,
    );
  };
  return (
    <Modal id="stats" title="Statistics" onClose={onClose}>
      <label class="field">
        <span id="stats-rules-label">Rule set</span>
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
        <caption class="sr-only">Statistics for {keyLabel(key)}</caption>
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
              setMessage('Statistics reset for this rule set.');
            }}
          >
            Yes, reset these statistics
          </button>
        ) : (
          <button type="button" onClick={() => setConfirm(true)}>
            Reset
          </button>
        )}
        <button type="button" onClick={exportFile}>
          Export
        </button>
        <label class="button">
          Import
          <input
            type="file"
            accept="application/json,.json"
            class="sr-only"
            onChange={(e) => void importFile((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
        <button type="button" class="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
};
