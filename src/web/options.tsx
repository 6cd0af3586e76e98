import { useState } from 'preact/hooks';
import { presetOf } from '../assist/winnable.ts';
import { describeRules, PRESETS, parsePasses, type Rules } from '../engine/index.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';
import {
  CARD_BACKS,
  DRAW_CHOICES,
  type ScoringChoice,
  type Settings,
  TABLE_COLOURS,
  THEMES,
} from './settings.ts';
import { LABELS } from './storage.ts';

const THEME_NAMES: Record<Settings['theme'], string> = {
  auto: 'Auto (follow the system)',
  light: 'Light',
  dark: 'Dark',
};
const TABLE_NAMES: Record<Settings['tableColour'], string> = {
  green: 'Green',
  blue: 'Blue',
  red: 'Red',
  grey: 'Grey',
};
const BACK_NAMES: Record<Settings['cardBack'], string> = {
  lattice: 'Blue lattice',
  crimson: 'Red diamonds',
  emerald: 'Green stripes',
  midnight: 'Navy dots',
};

/** The options dialog: rules (presets or custom), scoring, and display. */
export const OptionsDialog = ({ session, onClose }: { session: Session; onClose: () => void }) => {
  const [s, setS] = useState<Settings>(session.settings);
  // Data set aside because it could not be read: read once, again after each restore or discard.
  const [backups, setBackups] = useState(() => session.backups());
  const preset = presetOf(s.rules);
  const presetValue =
    preset === undefined
      ? 'custom'
      : s.scoring === 'vegas' || s.scoring === 'cumulative'
        ? (PRESETS.find((p) => p.id.startsWith('vegas') && describeRules(p.rules) === describeRules(s.rules))
            ?.id ?? preset)
        : preset;
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
              {DRAW_CHOICES.map((n) => (
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
          <legend>Assistance</legend>
          <label class="check">
            <input
              type="checkbox"
              checked={s.winnableOnly}
              onChange={(e) => set({ winnableOnly: (e.target as HTMLInputElement).checked })}
            />
            Winnable deals only (new games are deals the solver proved winnable)
          </label>
          <label class="field">
            <span id="opt-difficulty-label">Difficulty of winnable deals</span>
            <select
              aria-labelledby="opt-difficulty-label"
              value={s.difficulty}
              disabled={!s.winnableOnly}
              onChange={(e) =>
                set({ difficulty: (e.target as HTMLSelectElement).value as Settings['difficulty'] })
              }
            >
              <option value="any">Any</option>
              <option value="easy">Easy</option>
              <option value="medium">Medium</option>
              <option value="hard">Hard</option>
            </select>
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.showWinnable}
              onChange={(e) => set({ showWinnable: (e.target as HTMLInputElement).checked })}
            />
            Show whether the game is still winnable
          </label>
          <label class="check">
            <input
              type="checkbox"
              checked={s.honestHints}
              onChange={(e) => set({ honestHints: (e.target as HTMLInputElement).checked })}
            />
            Hints look only at cards you can see
          </label>
        </fieldset>
        <fieldset>
          <legend>Display</legend>
          <label class="field">
            <span id="opt-theme-label">Theme</span>
            <select
              aria-labelledby="opt-theme-label"
              value={s.theme}
              onChange={(e) => set({ theme: (e.target as HTMLSelectElement).value as Settings['theme'] })}
            >
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {THEME_NAMES[t]}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-table-label">Table colour</span>
            <select
              aria-labelledby="opt-table-label"
              value={s.tableColour}
              onChange={(e) =>
                set({ tableColour: (e.target as HTMLSelectElement).value as Settings['tableColour'] })
              }
            >
              {TABLE_COLOURS.map((t) => (
                <option key={t} value={t}>
                  {TABLE_NAMES[t]}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-back-label">Card back</span>
            <select
              aria-labelledby="opt-back-label"
              value={s.cardBack}
              onChange={(e) =>
                set({ cardBack: (e.target as HTMLSelectElement).value as Settings['cardBack'] })
              }
            >
              {CARD_BACKS.map((b) => (
                <option key={b} value={b}>
                  {BACK_NAMES[b]}
                </option>
              ))}
            </select>
          </label>
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
        {backups.length > 0 && (
          <fieldset>
            <legend>Data set aside</legend>
            <p class="hint">
              Saved data this game could not read. Restore brings back what it can; discard deletes it.
            </p>
            <ul class="backups">
              {backups.map((b) => (
                <li key={b.key}>
                  <span>
                    {LABELS[b.kind].replace(/^./, (c) => c.toUpperCase())}, set aside{' '}
                    {new Date(b.at).toLocaleString()}
                  </span>
                  {b.restorable && (
                    <button
                      type="button"
                      onClick={() => {
                        session.restoreBackup(b);
                        setBackups(session.backups());
                        setS(session.settings);
                      }}
                    >
                      Restore
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => {
                      session.discardBackup(b);
                      setBackups(session.backups());
                    }}
                  >
                    Discard
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
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
