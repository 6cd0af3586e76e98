import { useState } from 'preact/hooks';
import { presetOf } from '../assist/winnable.ts';
import { describeRules, PRESETS, parsePasses, type Rules } from '../engine/index.ts';
import { currentLang, formatNumber, LANGS, type Lang, t } from './i18n.ts';
import { formatMoment, LANG_NAMES } from './i18n-dialogs.ts';
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
import { storeLabel } from './words.ts';

/** The options dialog: rules (presets or custom), scoring, and display. */
/** The settings that are on or off and have a message of their own name. */
type FlagKey =
  | 'timed'
  | 'winnableOnly'
  | 'showWinnable'
  | 'honestHints'
  | 'fourColour'
  | 'leftHanded'
  | 'largeCards'
  | 'bigCards';

/** A checkbox and its label. */
const Check = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) => (
  <label class="check">
    <input
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
    />
    {label}
  </label>
);

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
  /** A setting that is on or off, named by the message of the same name. */
  const flag = (key: FlagKey) => (
    <Check label={t(key)} checked={s[key]} onChange={(on) => set({ [key]: on })} />
  );
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
    <Modal id="options" title={t('options')} onClose={onClose}>
      <form
        method="dialog"
        class="options"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label class="field">
          <span id="opt-lang-label">{t('language')}</span>
          <select
            aria-labelledby="opt-lang-label"
            value={s.lang ?? currentLang()}
            onChange={(e) => set({ lang: (e.target as HTMLSelectElement).value as Lang })}
          >
            {LANGS.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{t('rulesLegend')}</legend>
          <label class="field">
            <span id="opt-preset-label">{t('preset')}</span>
            <select
              aria-labelledby="opt-preset-label"
              value={presetValue}
              onChange={(e) => choosePreset((e.target as HTMLSelectElement).value)}
            >
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`preset_${p.id}`)}
                </option>
              ))}
              <option value="custom" disabled={preset !== undefined}>
                {t('custom')}
              </option>
            </select>
          </label>
          <label class="field">
            <span id="opt-draw-label">{t('drawCount')}</span>
            <select
              aria-labelledby="opt-draw-label"
              value={String(s.rules.draw)}
              onChange={(e) => setRules({ draw: Number((e.target as HTMLSelectElement).value) })}
            >
              {DRAW_CHOICES.map((n) => (
                <option key={n} value={String(n)}>
                  {formatNumber(n)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-passes-label">{t('passes')}</span>
            <select
              aria-labelledby="opt-passes-label"
              value={Number.isFinite(s.rules.passes) ? String(s.rules.passes) : 'unlimited'}
              onChange={(e) =>
                setRules({ passes: parsePasses((e.target as HTMLSelectElement).value) ?? s.rules.passes })
              }
            >
              {['1', '2', '3', '4', '5', 'unlimited'].map((n) => (
                <option key={n} value={n}>
                  {n === '1' ? t('passesOne') : n === 'unlimited' ? t('unlimited') : formatNumber(Number(n))}
                </option>
              ))}
            </select>
          </label>
          <Check
            label={t('f2t')}
            checked={s.rules.foundationToTableau}
            onChange={(on) => setRules({ foundationToTableau: on })}
          />
          <p class="hint">{t('rulesNext')}</p>
        </fieldset>
        <fieldset>
          <legend>{t('scoring')}</legend>
          <label class="field">
            <span id="opt-scoring-label">{t('scoring')}</span>
            <select
              aria-labelledby="opt-scoring-label"
              value={s.scoring}
              onChange={(e) => set({ scoring: (e.target as HTMLSelectElement).value as ScoringChoice })}
            >
              {(['standard', 'vegas', 'cumulative', 'none'] as const).map((v) => (
                <option key={v} value={v}>
                  {t(`scoring_${v}`)}
                </option>
              ))}
            </select>
          </label>
          {flag('timed')}
        </fieldset>
        <fieldset>
          <legend>{t('assistance')}</legend>
          {flag('winnableOnly')}
          <label class="field">
            <span id="opt-difficulty-label">{t('difficultyOf')}</span>
            <select
              aria-labelledby="opt-difficulty-label"
              value={s.difficulty}
              disabled={!s.winnableOnly}
              onChange={(e) =>
                set({ difficulty: (e.target as HTMLSelectElement).value as Settings['difficulty'] })
              }
            >
              {(['any', 'easy', 'medium', 'hard'] as const).map((v) => (
                <option key={v} value={v}>
                  {t(`difficulty_${v}`)}
                </option>
              ))}
            </select>
          </label>
          {flag('showWinnable')}
          {flag('honestHints')}
        </fieldset>
        <fieldset>
          <legend>{t('display')}</legend>
          <label class="field">
            <span id="opt-theme-label">{t('theme')}</span>
            <select
              aria-labelledby="opt-theme-label"
              value={s.theme}
              onChange={(e) => set({ theme: (e.target as HTMLSelectElement).value as Settings['theme'] })}
            >
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`theme_${theme}`)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-table-label">{t('tableColour')}</span>
            <select
              aria-labelledby="opt-table-label"
              value={s.tableColour}
              onChange={(e) =>
                set({ tableColour: (e.target as HTMLSelectElement).value as Settings['tableColour'] })
              }
            >
              {TABLE_COLOURS.map((c) => (
                <option key={c} value={c}>
                  {t(`colour_${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-back-label">{t('cardBack')}</span>
            <select
              aria-labelledby="opt-back-label"
              value={s.cardBack}
              onChange={(e) =>
                set({ cardBack: (e.target as HTMLSelectElement).value as Settings['cardBack'] })
              }
            >
              {CARD_BACKS.map((b) => (
                <option key={b} value={b}>
                  {t(`back_${b}`)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span id="opt-animation-label">{t('animation')}</span>
            <select
              aria-labelledby="opt-animation-label"
              value={s.animation}
              onChange={(e) =>
                set({ animation: (e.target as HTMLSelectElement).value as Settings['animation'] })
              }
            >
              {(['normal', 'fast', 'off'] as const).map((v) => (
                <option key={v} value={v}>
                  {t(`animation_${v}`)}
                </option>
              ))}
            </select>
          </label>
          {flag('fourColour')}
          {flag('leftHanded')}
          {flag('largeCards')}
          {flag('bigCards')}
        </fieldset>
        {backups.length > 0 && (
          <fieldset>
            <legend>{t('setAside')}</legend>
            <p class="hint">{t('setAsideText')}</p>
            <ul class="backups">
              {backups.map((b) => (
                <li key={b.key}>
                  <span>
                    {t('setAsideItem', {
                      label: storeLabel(b.kind).replace(/^./, (c) => c.toLocaleUpperCase(currentLang())),
                      date: formatMoment(b.at),
                    })}
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
                      {t('restore')}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => {
                      session.discardBackup(b);
                      setBackups(session.backups());
                    }}
                  >
                    {t('discard')}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div class="buttons">
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" class="primary">
            {t('saveOptions')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
