import { useState } from 'preact/hooks';
import { describeRules, isSeed, PRESETS, parsePasses, type Rules } from '../engine/index.ts';
import { formatTime } from './clock.ts';
import { linkOf } from './link.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';
import { presetOf, type ScoringChoice, type Settings } from './settings.ts';
import { makeStatsFile, parseStatsFile, type RuleStats, statsFor, winRate } from './stats.ts';

/** The options dialog: rules (presets or custom), scoring, and display. */
export const OptionsDialog = ({ session, onClose }: { session: Session; onClose: () => void }) => {
  const [s, setS] = useState<Settings>(session.settings);
  const preset = presetOf(s.rules);
  const presetValue =
    preset === undefined
      ? 'custom'
      : s.scoring === 'vegas' || s.scoring === 'cumulative'
        ? (PRESETS.find((p) => p.id.startsWith('vegas') && describeRules(p.rules) === describeRules(s.rules))
            ?.id ?? preset.id)
        : preset.id;
  const set = (patch: Partial<Settings>) => setS({ ...s, ...patch });
  const setRules = (patch: Partial<Rules>) => set({ rules: { ...s.rules, ...patch } });
  const choosePreset = (id: string) => {
    const p = PRESETS.find((x) => x.id === id);
    if (p === undefined) return;
    const vegas = id.startsWith('vegas');
    set({
      rules: p.rules,
      scoring: vegas
        ? s.scoring === 'cumulative'
          ? 'cumulative'
          : 'vegas'
        : s.scoring === 'vegas' || s.scoring === 'cumulative'
          ? 'standard'
          : s.scoring,
    });
  };
  const save = () => {
    session.setSettings(s);
    onClose();
  };
  return (
    <Modal id="options" title="Options" onClose={onClose}>
      <form
        method="dialog"
        class="options"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <fieldset>
          <legend>Rules</legend>
          <label class="field">
            <span id="opt-preset-label">Preset</span>
            <select
              aria-labelledby="opt-preset-label"
              value={presetValue}
              onChange={(e) => choosePreset((e.target as HTMLSelectElement).value)}
            >
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
              <option value="custom" disabled={preset !== undefined}>
                Custom
              </option>
            </select>
          </label>
          <label class="field">
            <span id="opt-draw-label">Cards turned from the stock</span>
            <select
              aria-labelledby="opt-draw-label"
              value={String(s.rules.draw)}
              onChange={(e) => setRules({ draw: Number((e.target as HTMLSelectElement).value) })}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-passes-label">Passes through the stock</span>
            <select
              aria-labelledby="opt-passes-label"
              value={Number.isFinite(s.rules.passes) ? String(s.rules.passes) : 'unlimited'}
              onChange={(e) =>
                setRules({ passes: parsePasses((e.target as HTMLSelectElement).value) ?? s.rules.passes })
              }
            >
              {['1', '2', '3', '4', '5', 'unlimited'].map((n) => (
                <option key={n} value={n}>
                  {n === '1' ? '1 (no redeal)' : n}
                </option>
              ))}
            </select>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.rules.foundationToTableau}
              onChange={(e) => setRules({ foundationToTableau: (e.target as HTMLInputElement).checked })}
            />
            Foundation cards may come back to the columns
          </label>
          <p class="hint">Rule changes start with your next game.</p>
        </fieldset>
        <fieldset>
          <legend>Scoring</legend>
          <label class="field">
            <span id="opt-scoring-label">Scoring</span>
            <select
              aria-labelledby="opt-scoring-label"
              value={s.scoring}
              onChange={(e) => set({ scoring: (e.target as HTMLSelectElement).value as ScoringChoice })}
            >
              <option value="standard">Standard</option>
              <option value="vegas">Vegas</option>
              <option value="cumulative">Cumulative Vegas</option>
              <option value="none">None</option>
            </select>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.timed}
              onChange={(e) => set({ timed: (e.target as HTMLInputElement).checked })}
            />
            Timed game (standard scoring: −2 every 10 seconds, bonus on a win)
          </label>
        </fieldset>
        <fieldset>
          <legend>Display</legend>
          <label class="field">
            <span id="opt-animation-label">Animation</span>
            <select
              aria-labelledby="opt-animation-label"
              value={s.animation}
              onChange={(e) =>
                set({ animation: (e.target as HTMLSelectElement).value as Settings['animation'] })
              }
            >
              <option value="normal">Normal</option>
              <option value="fast">Fast</option>
              <option value="off">Off</option>
            </select>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.fourColour}
              onChange={(e) => set({ fourColour: (e.target as HTMLInputElement).checked })}
            />
            Four-colour deck
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.leftHanded}
              onChange={(e) => set({ leftHanded: (e.target as HTMLInputElement).checked })}
            />
            Left-handed layout
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.largeCards}
              onChange={(e) => set({ largeCards: (e.target as HTMLInputElement).checked })}
            />
            Large card index
          </label>
        </fieldset>
        <div class="buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" class="primary">
            Save options
          </button>
        </div>
      </form>
    </Modal>
  );
};

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
  row(
    'Current streak',
    st.currentWins > 0 ? `${st.currentWins} won` : st.currentLosses > 0 ? `${st.currentLosses} lost` : '–',
  ),
  row('Longest winning streak', st.longestWins),
  row('Longest losing streak', st.longestLosses),
  row('Best time', st.bestTime === null ? '–' : formatTime(st.bestTime)),
  row('Fewest moves', st.fewestMoves ?? '–'),
  row('Best score', st.bestScore ?? '–'),
  row('Vegas balance', `${st.vegasBalance < 0 ? '−' : ''}$${Math.abs(st.vegasBalance)}`),
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
    const stats = parseStatsFile(await file.text());
    if (stats === undefined) {
      setMessage('That file is not a Klondike statistics export; nothing was changed.');
      return;
    }
    session.setStats(stats);
    setMessage('Statistics imported.');
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

/** Keyboard shortcuts, shown in the help dialog. */
export const SHORTCUTS: readonly [string, string][] = [
  ['Arrow keys', 'Move between piles and cards'],
  ['Enter or Space', 'Pick up the focused card, then drop it on the focused pile (twice: best place)'],
  ['Escape', 'Put the held card back'],
  ['F', 'Send the focused card to its foundation'],
  ['D', 'Turn cards from the stock (or redeal)'],
  ['A', 'Send all playable cards to the foundations'],
  ['Z or Ctrl+Z', 'Undo'],
  ['Y, Ctrl+Y or Ctrl+Shift+Z', 'Redo'],
  ['N', 'New game'],
  ['?', 'This help'],
];

/** How to play and the keyboard shortcuts. */
export const HelpDialog = ({ onClose }: { onClose: () => void }) => (
  <Modal id="help" title="How to play" onClose={onClose}>
    <p>
      Build four foundations up by suit from Ace to King. In the columns, build down in alternating colours;
      any face-up run moves together, and only a King may fill an empty column.
    </p>
    <p>
      Drag cards, or click or tap a card to send it to its best place. Double-click sends a card to its
      foundation.
    </p>
    <table class="keys">
      <caption>Keyboard shortcuts</caption>
      <tbody>
        {SHORTCUTS.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">
              <kbd>{k}</kbd>
            </th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <div class="buttons">
      <button type="button" class="primary" onClick={onClose}>
        Close
      </button>
    </div>
  </Modal>
);

/** The current deal: its number and link, and a way to play any numbered deal. */
export const DealDialog = ({ session, onClose }: { session: Session; onClose: () => void }) => {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState('');
  const g = session.game;
  const link = `${location.origin}${location.pathname}${linkOf(g)}`;
  return (
    <Modal id="deal" title={g.seed === undefined ? 'Custom deal' : `Deal ${g.seed}`} onClose={onClose}>
      <p class="hint">{describeRules(g.rules)}</p>
      <label>
        Link to this deal
        <input type="text" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      </label>
      <div class="buttons">
        <button
          type="button"
          onClick={() => {
            navigator.clipboard?.writeText(link).then(
              () => setCopied('Link copied.'),
              () => setCopied('Copy the link from the box above.'),
            );
          }}
        >
          Copy link
        </button>
      </div>
      <p role="status" class="hint">
        {copied}
      </p>
      <form
        class="deal-form"
        onSubmit={(e) => {
          e.preventDefault();
          const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
          if (!isSeed(n)) {
            setError('A deal number is a whole number from 0 to 4294967295.');
            return;
          }
          session.newGame(n);
          onClose();
        }}
      >
        <label>
          Play deal number
          <input
            type="text"
            inputMode="numeric"
            value={text}
            aria-invalid={error !== '' ? 'true' : undefined}
            aria-describedby="deal-error"
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
        </label>
        <p id="deal-error" class="error">
          {error}
        </p>
        <div class="buttons">
          <button type="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" class="primary">
            Play this deal
          </button>
        </div>
      </form>
    </Modal>
  );
};
