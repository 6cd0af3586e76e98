import { useState } from 'preact/hooks';
import { parseSeed } from '../engine/index.ts';
import { type TextKey, t } from './i18n.ts';
import { linkOf } from './link.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';
import { rulesText } from './view.ts';

/**
 * Keyboard shortcuts, shown in the help dialog: the keys (a letter is the same in every language, else
 * a message naming the keys) and what they do.
 */
export const SHORTCUTS: readonly [TextKey | string, TextKey][] = [
  ['key_arrows', 'do_arrows'],
  ['key_enter', 'do_enter'],
  ['key_escape', 'do_escape'],
  ['F', 'do_f'],
  ['D', 'do_d'],
  ['A', 'do_a'],
  ['key_undo', 'do_undo'],
  ['key_redo', 'do_redo'],
  ['N', 'do_n'],
  ['H', 'do_h'],
  ['?', 'do_help'],
];

/** How to play and the keyboard shortcuts. */
export const HelpDialog = ({ onClose }: { onClose: () => void }) => (
  <Modal id="help" title={t('howToPlay')} onClose={onClose}>
    <p>{t('helpRules')}</p>
    <p>{t('helpClicks')}</p>
    <table class="keys">
      <caption>{t('shortcuts')}</caption>
      <tbody>
        {SHORTCUTS.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">
              <kbd>{k.length > 1 ? t(k as TextKey) : k}</kbd>
            </th>
            <td>{t(v)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <div class="buttons">
      <button type="button" class="primary" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  </Modal>
);

/** The current deal: its number and link, and a way to play any numbered deal. */
export const DealDialog = ({
  session,
  onClose,
  leave,
}: {
  session: Session;
  onClose: () => void;
  /** Runs an action that ends the game, asking first when a game is in progress. */
  leave: (label: string, run: () => void) => void;
}) => {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState('');
  const g = session.game;
  const link = `${location.origin}${location.pathname}${linkOf(g)}`;
  return (
    <Modal
      id="deal"
      title={g.seed === undefined ? t('customDeal') : t('deal', { seed: String(g.seed) })}
      onClose={onClose}
    >
      <p class="hint">{rulesText(g.rules)}</p>
      <label>
        {t('dealLink')}
        <input type="text" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      </label>
      <div class="buttons">
        <button
          type="button"
          onClick={() => {
            navigator.clipboard?.writeText(link).then(
              () => setCopied(t('linkCopied')),
              () => setCopied(t('copyByHand')),
            );
          }}
        >
          {t('copyLink')}
        </button>
      </div>
      <p role="status" class="hint">
        {copied}
      </p>
      <form
        class="deal-form"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseSeed(text);
          if (!r.ok) {
            setError(t('badSeed'));
            return;
          }
          const n = r.value;
          onClose();
          leave(t('playDeal', { seed: String(n) }), () => session.newGame(n));
        }}
      >
        <label>
          {t('playNumber')}
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
            {t('close')}
          </button>
          <button type="submit" class="primary">
            {t('playThisDeal')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
