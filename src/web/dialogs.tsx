import { useState } from 'preact/hooks';
import { describeRules, parseSeed } from '../engine/index.ts';
import { linkOf } from './link.ts';
import { Modal } from './modal.tsx';
import type { Session } from './session.ts';

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
  ['H', 'Hint (press again to play it)'],
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
      Drag cards, or click or tap a card to send it to its best place, its foundation first. Every click
      counts, however fast; a double-click counts once.
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
          const r = parseSeed(text);
          if (!r.ok) {
            setError('A deal number is a whole number from 0 to 4294967295.');
            return;
          }
          const n = r.value;
          onClose();
          leave(`Play deal ${n}`, () => session.newGame(n));
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
