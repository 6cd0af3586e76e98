import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from './i18n.ts';

/** One action of the toolbar. */
export interface ToolDef {
  readonly glyph: string;
  readonly label: string;
  readonly onClick: () => void;
  readonly title?: string;
  /** An accessible name longer than the label. */
  readonly name?: string;
  readonly disabled?: boolean;
  readonly busy?: boolean;
  readonly className?: string;
  /** A main action: labelled on a phone too, never in the menu. */
  readonly main?: boolean;
  /** On the toolbar only the icon shows (the label is for screen readers; the menu shows it). */
  readonly iconOnly?: boolean;
}

/** When the toolbar is compact: the main actions keep their labels, the others go in the "More" menu. */
export const COMPACT_QUERY = '(max-width: 860px), (max-height: 520px)';

/** Whether a media query matches, following its changes. */
const useMedia = (query: string): boolean => {
  const mq = useRef(matchMedia(query)).current;
  const [matches, setMatches] = useState(mq.matches);
  useEffect(() => {
    const on = () => setMatches(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return matches;
};

const Icon = ({ glyph }: { glyph: string }) => (
  <span class="icon" aria-hidden="true">
    {glyph}
  </span>
);

/** A toolbar button: an icon and a label; the button keeps its name. */
const Tool = ({ tool, hidden }: { tool: ToolDef; hidden?: boolean }) => (
  <button
    type="button"
    class={tool.className}
    onClick={tool.onClick}
    title={tool.title}
    aria-label={tool.name}
    disabled={tool.disabled}
    aria-busy={tool.busy}
    hidden={hidden}
  >
    <Icon glyph={tool.glyph} />
    <span class={tool.iconOnly === true ? 'label sr-only' : 'label'}>{tool.label}</span>
  </button>
);

/**
 * The "More" menu button (WAI-ARIA menu button): Enter, Space or a click opens it on its first item, the
 * arrow keys, Home and End move between the items, Escape closes it and gives focus back to the button,
 * Tab or a click elsewhere closes it.
 */
const MoreMenu = ({ items }: { items: readonly ToolDef[] }) => {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const enabled = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []),
  ];

  useLayoutEffect(() => {
    if (open === false) return;
    const list = enabled();
    (open === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open]);

  // Listening from the same frame as the menu opens: a tap elsewhere right after must close it.
  useLayoutEffect(() => {
    if (open === false) return;
    const away = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = enabled();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const go = (j: number) => list[(j + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') {
      close(false);
      return;
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <span class="more">
      <button
        type="button"
        ref={button}
        id="more-button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls="more-menu"
        onClick={() => setOpen(open === false ? 'first' : false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <Icon glyph="☰" />
        <span class="label">{t('more')}</span>
      </button>
      <div
        ref={menu}
        id="more-menu"
        role="menu"
        aria-labelledby="more-button"
        class="menu"
        hidden={open === false}
        onKeyDown={onMenuKey}
      >
        {items.map((t) => (
          <button
            key={t.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            class={t.className}
            title={t.title}
            aria-label={t.name}
            disabled={t.disabled}
            aria-busy={t.busy}
            onClick={() => {
              close(true);
              t.onClick();
            }}
          >
            <Icon glyph={t.glyph} />
            <span class="label">{t.label}</span>
          </button>
        ))}
      </div>
    </span>
  );
};

/**
 * The game's toolbar. On a wide screen every action is a labelled button. On a phone (COMPACT_QUERY) the
 * main actions (`main` set) keep their labels and the rest go in the "More" menu. `swap` are two actions
 * that share one place after `before`, the first shown when `swapFirst` (Auto-complete in place of Send
 * all): the place is as wide as the wider of the two, so the toolbar never reflows.
 */
export const Toolbar = ({
  before,
  swap,
  swapFirst,
  after,
}: {
  before: readonly ToolDef[];
  swap: readonly [ToolDef, ToolDef];
  swapFirst: boolean;
  after: readonly ToolDef[];
}) => {
  const compact = useMedia(COMPACT_QUERY);
  if (compact)
    return (
      <nav class="tools compact" aria-label={t('toolbar')}>
        {before
          .filter((t) => t.main)
          .map((t) => (
            <Tool key={t.label} tool={t} />
          ))}
        <MoreMenu items={[...before.filter((t) => !t.main), swapFirst ? swap[0] : swap[1], ...after]} />
      </nav>
    );
  return (
    <nav class="tools" aria-label={t('toolbar')}>
      {before.map((t) => (
        <Tool key={t.label} tool={t} />
      ))}
      <span class="swap">
        <Tool tool={swap[0]} hidden={!swapFirst} />
        <Tool tool={swap[1]} hidden={swapFirst} />
      </span>
      {after.map((t) => (
        <Tool key={t.label} tool={t} />
      ))}
    </nav>
  );
};
