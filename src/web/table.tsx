import { Component } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Move, Position } from '../engine/index.ts';
import { CardFace, SuitIcon } from './card.tsx';
import { useDrag } from './drag.ts';
import { playFlip } from './flip.ts';
import { t } from './i18n.ts';
import { findCard, focusKeyOf, nameOf, navigate, pileOfKey } from './keys.ts';
import { type Layout, layoutOf } from './layout.ts';
import { type PileId, type Source, sourceKey, suitOfSlot } from './moves.ts';
import type { Session } from './session.ts';
import { type CardView, type PileView, playsOf, type TableView } from './view.ts';

/** Table props: the session to act on, its view, and display options. */
export interface TableProps {
  readonly session: Session;
  readonly view: TableView;
  readonly leftHanded: boolean;
  readonly largeCards: boolean;
  readonly bigCards: boolean;
  readonly animationMs: number;
  readonly tableRef: { current: HTMLElement | null };
}

const sameSource = (a: Source | undefined, b: Source | undefined): boolean =>
  a !== undefined && b !== undefined && sourceKey(a) === sourceKey(b);

/** The card laid out at a point of a pile, topmost first: where it is placed, not where a glide draws it. */
const cardAt = (pileEl: HTMLElement, x: number, y: number): HTMLElement | undefined => {
  const r = pileEl.getBoundingClientRect();
  const cards = pileEl.querySelectorAll<HTMLElement>('[data-card]');
  for (let i = cards.length - 1; i >= 0; i--) {
    const c = cards[i] as HTMLElement;
    const left = r.left + c.offsetLeft;
    const top = r.top + c.offsetTop;
    if (x >= left && x < left + c.offsetWidth && y >= top && y < top + c.offsetHeight) return c;
  }
  return undefined;
};

/** Where a card lies in its pile. */
interface CardStyle {
  readonly left: string;
  readonly top: string;
}

interface PileCardsProps {
  readonly pile: PileView;
  readonly styles: readonly CardStyle[];
  readonly focusKey: string;
  /** The source key of the cards picked up, or ''. */
  readonly held: string;
  readonly shake: string | undefined;
  readonly onDown: { readonly current: (e: PointerEvent, card: CardView) => void };
}

/** Whether two card lists show and do the same (a new view builds new objects for unchanged piles). */
const sameCards = (a: readonly CardView[], b: readonly CardView[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i] as CardView;
    return (
      x.card === y.card &&
      x.faceUp === y.faceUp &&
      x.name === y.name &&
      (x.source === y.source || sameSource(x.source, y.source))
    );
  });

const sameStyles = (a: readonly CardStyle[], b: readonly CardStyle[]): boolean =>
  a.length === b.length && a.every((x, i) => x.left === b[i]?.left && x.top === b[i]?.top);

/**
 * The cards of one pile. A move changes one or two piles: the others skip their redraw, which is most
 * of the work of drawing a move (each card compared by what it shows and does, not by identity).
 */
class PileCards extends Component<PileCardsProps> {
  override shouldComponentUpdate(next: PileCardsProps): boolean {
    const p = this.props;
    return (
      next.pile.id !== p.pile.id ||
      next.focusKey !== p.focusKey ||
      next.held !== p.held ||
      next.shake !== p.shake ||
      !sameStyles(next.styles, p.styles) ||
      !sameCards(next.pile.cards, p.pile.cards)
    );
  }

  override render() {
    const { pile, styles, focusKey, held, shake, onDown } = this.props;
    return pile.cards.map((card, i) => {
      const key = focusKeyOf(pile.id, card.source);
      const focusable = card.faceUp && (card.source !== undefined || pile.id[0] === 'c');
      const isHeld = card.source !== undefined && held !== '' && sourceKey(card.source) === held;
      return (
        <div
          key={card.card}
          class={`card${card.faceUp ? '' : ' down'}${isHeld ? ' held' : ''}${shake === key ? ' shake' : ''}${card.source ? ' movable' : ''}`}
          data-card={card.card}
          data-focus={focusable ? key : undefined}
          role={card.faceUp ? 'button' : 'img'}
          aria-label={card.name}
          aria-disabled={card.faceUp && card.source === undefined ? 'true' : undefined}
          tabIndex={focusable ? (key === focusKey ? 0 : -1) : undefined}
          style={{ left: styles[i]?.left, top: styles[i]?.top }}
          onPointerDown={(e) => onDown.current(e, card)}
        >
          <CardFace view={card} />
        </div>
      );
    });
  }
}

/**
 * The card table: piles, cards, clicking, dragging (drag.ts) and keyboard play. It knows no rules: what a
 * card can do (its targets, the move of a click) is read from the view (view.ts).
 */
export const Table = ({
  session,
  view,
  leftHanded,
  largeCards,
  bigCards,
  animationMs,
  tableRef,
}: TableProps) => {
  const [size, setSize] = useState({ w: 0, h: 0 });
  const [focus, setFocus] = useState('stock');
  const [held, setHeld] = useState<Source | undefined>(undefined);
  const [targets, setTargets] = useState<ReadonlySet<PileId>>(new Set());
  const [shake, setShake] = useState<string | undefined>(undefined);
  // The click that follows a tap or the end of a drag was already dealt with.
  const handled = useRef(false);
  const pointerType = useRef('mouse');
  const down = useRef<{ id: number; x: number; y: number } | undefined>(undefined);
  const heldClick = useRef<{ pos: Position; el: HTMLElement | undefined } | undefined>(undefined);
  const latestView = useRef(view);
  latestView.current = view;
  const pendingFocus = useRef(false);
  const hadFocus = useRef(false);
  const pos = session.game.position;

  const cols = view.columns.map((c) => {
    const down = c.cards.filter((x) => !x.faceUp).length;
    return { down, up: c.cards.length - down };
  });
  const lay: Layout = layoutOf(size.w, size.h, cols, {
    leftHanded,
    largeCards,
    bigCards,
    wasteFanned: view.wasteFanned,
  });

  useLayoutEffect(() => {
    const el = tableRef.current;
    if (el === null) return;
    // The wrapper sets the size; the table itself may grow taller than it (then the wrapper scrolls).
    const box = el.parentElement ?? el;
    const measure = () => setSize({ w: box.clientWidth, h: box.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(box);
    return () => ro.disconnect();
  }, []);

  useLayoutEffect(() => {
    playFlip(tableRef.current, animationMs);
  });

  // The focusable element for the focus key (falls back to the pile, then the stock).
  const resolveKey = (key: string): string => {
    const root = tableRef.current;
    if (root === null) return key;
    if (root.querySelector(`[data-focus="${key}"]`)) return key;
    const pile = pileOfKey(key);
    const cards = root.querySelectorAll<HTMLElement>(`[data-pile="${pile}"] [data-focus]`);
    const last = cards[cards.length - 1];
    if (last !== undefined) return last.dataset.focus as string;
    return root.querySelector(`[data-focus="${pile}"]`) ? pile : 'stock';
  };
  const [focusKey, setFocusKey] = useState('stock');
  useLayoutEffect(() => {
    const k = resolveKey(focus);
    if (k !== focusKey) setFocusKey(k);
    // A moved card's element is replaced: keep keyboard focus on the table instead of losing it to the page.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pendingFocus.current || (lost && hadFocus.current)) {
      pendingFocus.current = false;
      tableRef.current?.querySelector<HTMLElement>(`[data-focus="${k}"]`)?.focus();
    }
  });

  const moveFocus = (key: string) => {
    pendingFocus.current = true;
    setFocus(key);
  };

  const clearHeld = () => {
    setHeld(undefined);
    setTargets(new Set());
  };

  const play = (m: Move): boolean => {
    clearHeld();
    return session.play(m);
  };

  const drag = useDrag({
    tableRef,
    view: latestView,
    animationMs,
    cardWidth: lay.cw,
    onStart: (t) => {
      clearHeld();
      setTargets(t);
    },
    onEnd: () => {
      handled.current = true;
      setTargets(new Set());
    },
    onDrop: play,
  });

  const noMove = (key: string, name: string) => {
    session.say(t('noLegalMove', { name }));
    setShake(key);
    setTimeout(() => setShake(undefined), 400);
  };

  const turnStock = () => {
    clearHeld();
    if (!session.turnStock()) {
      setShake('stock');
      setTimeout(() => setShake(undefined), 400);
    }
  };

  // A card to its best place (its foundation first); a card with no move shakes.
  const sendCard = (el: HTMLElement | undefined) => {
    const key = el?.dataset.focus;
    const v = latestView.current;
    const card = key === undefined ? undefined : findCard(v, key);
    if (key === undefined || card?.source === undefined) return;
    const m = playsOf(v, card.source).best;
    if (m === undefined) noMove(key, card.name);
    else play(m);
  };

  // Every click and tap is a move of its own, however fast it comes. It is for the card laid out under the
  // pointer (a card still gliding there counts; one gliding past lets the pointer through, see flip.ts).
  // One exception: the second click of a mouse double-click (detail 2) is held back, because the first
  // one already sent the card home. It is played after all when a third click follows: the player is
  // clicking fast, not double-clicking.
  const press = (target: HTMLElement, x: number, y: number, double: boolean, triple: boolean) => {
    const pileEl = target.closest<HTMLElement>('[data-pile]');
    const second = heldClick.current;
    heldClick.current = undefined;
    if (pileEl === null) return;
    if (pileEl.dataset.pile === 'stock') return turnStock();
    // A click without a place (assistive technology) is for the element it was sent to.
    const at = () => cardAt(pileEl, x, y) ?? target.closest<HTMLElement>('[data-card]') ?? undefined;
    if (double) {
      heldClick.current = { pos: session.game.position, el: at() };
      return;
    }
    if (second !== undefined && triple && second.pos === session.game.position) {
      sendCard(second.el);
      // This click is for the card laid out there once the table is redrawn (queued before this).
      queueMicrotask(() => sendCard(at()));
      return;
    }
    sendCard(at());
  };

  const onTableClick = (e: MouseEvent) => {
    // A tap was played when the finger lifted; the end of a drag is no click.
    if (handled.current) {
      handled.current = false;
      return;
    }
    const mouse = pointerType.current === 'mouse';
    press(e.target as HTMLElement, e.clientX, e.clientY, mouse && e.detail === 2, e.detail === 3);
  };

  // A tap plays when the finger lifts: the browser drops the click of a tap that follows a drag closely.
  const onTableTap = (e: PointerEvent) => {
    const d = down.current;
    down.current = undefined;
    if (e.pointerType === 'mouse' || d === undefined || d.id !== e.pointerId) return;
    if (drag.dragging() || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 10) return;
    handled.current = true;
    press(e.target as HTMLElement, e.clientX, e.clientY, false, false);
  };

  // Keyboard: pick up, choose a target, drop.
  const activate = (key: string) => {
    if (key === 'stock') return turnStock();
    const pile = pileOfKey(key);
    const card = findCard(view, key);
    if (held === undefined) {
      if (card?.source === undefined) {
        return session.say(
          card === undefined
            ? t('pileEmpty', { pile: nameOf(view, pile) })
            : t('cannotPickUp', { card: card.name }),
        );
      }
      const targets = playsOf(view, card.source).targets;
      setHeld(card.source);
      setTargets(new Set(targets.keys()));
      return session.say(
        targets.size === 0 ? t('pickedUpNone', { card: card.name }) : t('pickedUp', { card: card.name }),
      );
    }
    if (card !== undefined && sameSource(card.source, held)) {
      const m = playsOf(view, held).best;
      if (m === undefined) noMove(key, card.name);
      else play(m);
      return;
    }
    const m = playsOf(view, held).targets.get(pile);
    if (m === undefined) {
      session.say(t('cannotGo', { pile: nameOf(view, pile) }));
      setShake(key);
      setTimeout(() => setShake(undefined), 400);
      return;
    }
    play(m);
    moveFocus(pile);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const dirs: Record<string, 'left' | 'right' | 'up' | 'down'> = {
      ArrowLeft: 'left',
      ArrowRight: 'right',
      ArrowUp: 'up',
      ArrowDown: 'down',
    };
    const dir = dirs[e.key];
    if (dir !== undefined) {
      e.preventDefault();
      moveFocus(navigate(view, lay, focusKey, dir));
    } else if (e.key === 'Enter' || e.key === ' ') {
      if ((e.target as HTMLElement).tagName === 'BUTTON' && focusKey !== 'stock') return;
      e.preventDefault();
      activate(focusKey);
    } else if (e.key === 'Escape' && held !== undefined) {
      e.preventDefault();
      e.stopPropagation();
      clearHeld();
      session.say(t('putBack'));
    } else if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey) {
      const card = findCard(view, focusKey);
      if (card?.source === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      const m = playsOf(view, card.source).home;
      if (m === undefined) noMove(focusKey, card.name);
      else play(m);
    }
  };

  // Any change of position (undo, new game…) puts a held card back.
  useEffect(() => {
    if (held !== undefined) clearHeld();
  }, [pos]);

  // The cards of each pile redraw only when something they show changed (PileCards).
  const onCardDown = useRef(drag.onPointerDown);
  onCardDown.current = drag.onPointerDown;
  const cardsOf = (pile: PileView, styles: readonly CardStyle[]) => (
    <PileCards
      pile={pile}
      styles={styles}
      focusKey={focusKey}
      held={held === undefined ? '' : sourceKey(held)}
      shake={shake}
      onDown={onCardDown}
    />
  );

  const pileBox = (x: number, y: number, h: number, extra = 0) => ({
    left: `${x - extra}px`,
    top: `${y}px`,
    width: `${lay.cw + extra * 2}px`,
    height: `${h}px`,
  });

  const pileClass = (id: PileId, base: string) =>
    `pile ${base}${targets.has(id) ? ' target' : ''}${shake === id ? ' shake' : ''}`;

  const emptyFocus = (pile: PileView) =>
    pile.cards.length === 0 ? { 'data-focus': pile.id, tabIndex: focusKey === pile.id ? 0 : -1 } : {};

  return (
    <section
      class="table"
      aria-label={t('table')}
      ref={(el) => {
        tableRef.current = el;
      }}
      onKeyDown={onKeyDown}
      onClick={onTableClick}
      onPointerDownCapture={(e) => {
        pointerType.current = e.pointerType;
        handled.current = false;
        down.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
      }}
      onPointerUp={onTableTap}
      onFocusOut={(e) => {
        const next = e.relatedTarget as Node | null;
        if (next !== null && !tableRef.current?.contains(next)) hadFocus.current = false;
      }}
      onFocusIn={(e) => {
        hadFocus.current = true;
        const k = (e.target as HTMLElement).dataset?.focus;
        if (k !== undefined && k !== focusKey) {
          setFocus(k);
          setFocusKey(k);
        }
      }}
      style={{
        '--cw': `${lay.cw}px`,
        '--ch': `${lay.ch}px`,
        '--index': `${lay.indexFont}px`,
        height: `${lay.contentHeight}px`,
      }}
    >
      {size.w > 0 && (
        <>
          <button
            type="button"
            class={`pile stock${shake === 'stock' ? ' shake' : ''}${view.stock.count === 0 ? ' empty' : ''}`}
            aria-label={t('stock')}
            aria-describedby="stock-info"
            data-pile="stock"
            data-focus="stock"
            tabIndex={focusKey === 'stock' ? 0 : -1}
            style={pileBox(lay.stockAt.x, lay.stockAt.y, lay.ch)}
          >
            {view.stock.count > 0 ? (
              <>
                {view.stock.count > 1 && <span class="back under" aria-hidden="true" />}
                <span class="back" aria-hidden="true" />
                <span class="badge" aria-hidden="true">
                  {view.stock.count}
                </span>
              </>
            ) : (
              <span class="redeal" aria-hidden="true">
                {view.stock.canRedeal ? '↻' : '✕'}
              </span>
            )}
          </button>
          <span id="stock-info" class="sr-only">
            {view.stock.count > 0
              ? t('stockCards', { n: view.stock.count, passes: view.passes })
              : t(view.stock.canRedeal ? 'stockRedeal' : 'stockDone', { passes: view.passes })}
          </span>
          <div
            role="group"
            aria-label={view.waste.name}
            class={pileClass('waste', view.wasteFanned ? 'waste fanned' : 'waste')}
            data-pile="waste"
            data-drop="waste"
            style={pileBox(lay.wasteAt.x, lay.wasteAt.y, lay.ch)}
            {...emptyFocus(view.waste)}
          >
            {cardsOf(
              view.waste,
              view.waste.cards.map((_, i) => ({
                left: `${(view.waste.cards.length > 1 && view.wasteFanned ? i : 0) * lay.wasteFan}px`,
                top: '0px',
              })),
            )}
          </div>
          {view.foundations.map((f, i) => (
            <div
              key={f.id}
              role="group"
              aria-label={f.name}
              class={pileClass(f.id, 'foundation')}
              data-pile={f.id}
              data-drop={f.id}
              style={pileBox(
                (lay.foundationsAt[i] as { x: number }).x,
                (lay.foundationsAt[i] as { y: number }).y,
                lay.ch,
              )}
              {...emptyFocus(f)}
            >
              <SuitIcon suit={suitOfSlot(i)} className="watermark" />
              {cardsOf(
                f,
                f.cards.map(() => ({ left: '0px', top: '0px' })),
              )}
            </div>
          ))}
          {view.columns.map((c, i) => {
            const fan = lay.fans[i] as { down: number; up: number };
            let y = 0;
            return (
              <div
                key={c.id}
                role="group"
                aria-label={c.name}
                class={pileClass(c.id, 'column')}
                data-pile={c.id}
                data-drop={c.id}
                style={pileBox(
                  lay.xs[i] as number,
                  lay.colTop,
                  Math.max(lay.ch, lay.contentHeight - lay.colTop),
                  lay.gap / 2,
                )}
                {...emptyFocus(c)}
              >
                <span class="slot" aria-hidden="true" />
                {cardsOf(
                  c,
                  c.cards.map((card) => {
                    const top = y;
                    y += card.faceUp ? fan.up : fan.down;
                    return { left: `${lay.gap / 2}px`, top: `${Math.round(top)}px` };
                  }),
                )}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
};
