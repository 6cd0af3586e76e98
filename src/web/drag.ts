import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Move } from '../engine/index.ts';
import { type Ghost, liftRun } from './ghost.ts';
import { type PileId, pileOfSource, type Source } from './moves.ts';
import { type CardView, playsOf, type TableView } from './view.ts';

/** A box on screen. */
export type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/** The area two boxes share. */
export const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** How far apart two boxes are (0 when they touch or overlap). */
export const distance = (a: Box, b: Box): number =>
  Math.hypot(
    Math.max(0, b.left - a.right, a.left - b.right),
    Math.max(0, b.top - a.bottom, a.top - b.bottom),
  );

/** The smallest box around two boxes. */
export const hull = (a: Box | undefined, b: Box | undefined): Box | undefined =>
  a === undefined || b === undefined
    ? (a ?? b)
    : {
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      };

/**
 * The move a card dropped at `card` plays, if any. `targets`: the legal targets of its source; `rectOf`:
 * a pile's box on screen; `own`: the pile it was picked up from; `reach`: how near a target must be
 * when the card covers none.
 *
 * The foundations are fixed by suit: a card dropped anywhere on their row is for its own. The card goes
 * to the legal target it covers most; else, when it covers none, to the nearest one, if near enough.
 * Dropped back over its own pile more than over a target, it goes back: the player changed their mind.
 */
export const dropMove = (
  card: Box,
  targets: ReadonlyMap<PileId, Move>,
  rectOf: (pile: PileId) => Box | undefined,
  own: PileId,
  reach: number,
): Move | undefined => {
  const row = [0, 1, 2, 3].map((i) => rectOf(`f${i}`)).reduce(hull, undefined);
  let best: Move | undefined;
  let bestArea = 0;
  let nearest: Move | undefined;
  let nearestDist = Number.POSITIVE_INFINITY;
  for (const [pile, m] of targets) {
    const r = pile[0] === 'f' ? row : rectOf(pile);
    if (r === undefined) continue;
    const area = overlap(card, r);
    if (area > bestArea) {
      bestArea = area;
      best = m;
    }
    const dist = distance(card, r);
    if (dist < nearestDist) {
      nearestDist = dist;
      nearest = m;
    }
  }
  const ownBox = rectOf(own);
  const ownArea = ownBox === undefined ? 0 : overlap(card, ownBox);
  return best !== undefined && bestArea >= ownArea
    ? best
    : ownArea === 0 && nearestDist <= reach
      ? nearest
      : undefined;
};

interface Drag {
  readonly src: Source;
  readonly el: HTMLElement;
  readonly pointerId: number;
  readonly x0: number;
  readonly y0: number;
  dx: number;
  dy: number;
  started: boolean;
  els: HTMLElement[];
  ghost: Ghost | undefined;
  frame: number;
}

/** What dragging needs from the table; read afresh at every render. */
export interface DragOptions {
  /** The table's element: drop targets are its `[data-drop]` piles. */
  readonly tableRef: { readonly current: HTMLElement | null };
  /** The view as last drawn: a drag's targets are read from it. */
  readonly view: { readonly current: TableView };
  readonly animationMs: number;
  /** A card's width: a card that covers no target goes to one within half of it. */
  readonly cardWidth: number;
  /** The drag has begun: the cards can go to these piles. */
  readonly onStart: (targets: ReadonlySet<PileId>) => void;
  /** The drag is over (dropped or put back): the click that follows is none. */
  readonly onEnd: () => void;
  /** Plays the move of a drop. */
  readonly onDrop: (m: Move) => void;
}

/**
 * Dragging with mouse, pen or touch (pointer events). The run follows the pointer via transforms only
 * (ghost.ts); a drop plays the move its place chooses (dropMove), else the cards glide back.
 */
export const useDrag = (opts: DragOptions) => {
  const drag = useRef<Drag | undefined>(undefined);
  type Handler = (e: PointerEvent) => void;
  const latest = useRef<{ move: Handler; up: Handler; cancel: Handler }>({
    move: () => {},
    up: () => {},
    cancel: () => {},
  });
  // Window listeners must be the same functions to be removed; they call this render's handlers.
  const stable = useMemo(
    () => ({
      move: (e: PointerEvent) => latest.current.move(e),
      up: (e: PointerEvent) => latest.current.up(e),
      cancel: (e: PointerEvent) => latest.current.cancel(e),
    }),
    [],
  );

  const stopListening = () => {
    window.removeEventListener('pointermove', stable.move);
    window.removeEventListener('pointerup', stable.up);
    window.removeEventListener('pointercancel', stable.cancel);
  };

  const onPointerDown = (e: PointerEvent, card: CardView) => {
    if (card.source === undefined || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const el = e.currentTarget as HTMLElement;
    drag.current = {
      src: card.source,
      el,
      pointerId: e.pointerId,
      x0: e.clientX,
      y0: e.clientY,
      dx: 0,
      dy: 0,
      started: false,
      els: [],
      ghost: undefined,
      frame: 0,
    };
    window.addEventListener('pointermove', stable.move);
    window.addEventListener('pointerup', stable.up);
    window.addEventListener('pointercancel', stable.cancel);
  };

  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (d === undefined || e.pointerId !== d.pointerId) return;
    d.dx = e.clientX - d.x0;
    d.dy = e.clientY - d.y0;
    if (!d.started) {
      if (Math.hypot(d.dx, d.dy) < 6) return;
      d.started = true;
      const els: HTMLElement[] = [];
      for (let n: Element | null = d.el; n !== null; n = n.nextElementSibling) els.push(n as HTMLElement);
      d.els = els;
      d.ghost = liftRun(els);
      try {
        d.el.setPointerCapture(d.pointerId);
      } catch {
        // Synthetic pointers (tests, some browsers) refuse capture; window listeners still follow them.
      }
      opts.onStart(new Set(playsOf(opts.view.current, d.src).targets.keys()));
    }
    if (d.frame === 0)
      d.frame = requestAnimationFrame(() => {
        d.frame = 0;
        d.ghost?.move(d.dx, d.dy);
      });
  };

  const endDrag = (d: Drag, dropped: boolean) => {
    stopListening();
    cancelAnimationFrame(d.frame);
    drag.current = undefined;
    if (!d.started) return;
    opts.onEnd();
    d.ghost?.land(d.dx, d.dy);
    if (!dropped) {
      for (const x of d.els) {
        const from = x.style.transform;
        x.style.transform = '';
        if (opts.animationMs > 0)
          x.animate([{ transform: from }, { transform: 'none' }], { duration: opts.animationMs });
      }
    }
  };

  const onPointerUp = (e: PointerEvent) => {
    const d = drag.current;
    if (d === undefined || e.pointerId !== d.pointerId) return;
    if (!d.started) return endDrag(d, false);
    d.dx = e.clientX - d.x0;
    d.dy = e.clientY - d.y0;
    d.ghost?.move(d.dx, d.dy);
    const root = opts.tableRef.current;
    const rectOf = (pile: PileId) =>
      root?.querySelector<HTMLElement>(`[data-drop="${pile}"]`)?.getBoundingClientRect();
    const cardRect = d.ghost?.rect() ?? d.el.getBoundingClientRect();
    const targets = playsOf(opts.view.current, d.src).targets;
    const m = dropMove(cardRect, targets, rectOf, pileOfSource(d.src), opts.cardWidth / 2);
    if (m !== undefined) {
      // The real cards reappear where they were dropped, then glide into place.
      endDrag(d, true);
      opts.onDrop(m);
      for (const x of d.els) x.style.transform = '';
    } else endDrag(d, false);
  };

  const onPointerCancel = (e: PointerEvent) => {
    const d = drag.current;
    if (d !== undefined && e.pointerId === d.pointerId) endDrag(d, false);
  };

  latest.current = { move: onPointerMove, up: onPointerUp, cancel: onPointerCancel };
  useEffect(() => stopListening, []);

  return {
    onPointerDown,
    /** Whether a drag has begun (the pointer moved far enough with a card). */
    dragging: (): boolean => drag.current?.started === true,
  };
};
