/**
 * A dragged run is drawn as one composited layer: copies of its cards in a fixed-position box that follows
 * the pointer, while the real cards wait hidden in their pile. One transform per frame, whatever the run's length.
 */
export interface Ghost {
  /** Moves the copies by an offset from where the drag began. */
  readonly move: (dx: number, dy: number) => void;
  /** Where the leading card is drawn now. */
  readonly rect: () => DOMRect;
  /** Removes the copies and shows the real cards at the offset (to glide from there). */
  readonly land: (dx: number, dy: number) => void;
}

/** Lifts a run of card elements (the first is the one grabbed). Assumes they are laid out on screen. */
export const liftRun = (els: readonly HTMLElement[]): Ghost => {
  const app = els[0]?.closest<HTMLElement>('.app');
  const table = els[0]?.closest<HTMLElement>('.table');
  const box = document.createElement('div');
  // The app's classes carry the deck's colours and index size; the table's variables the card size.
  box.className = `drag-ghost ${app?.className ?? ''}`;
  box.setAttribute('aria-hidden', 'true');
  if (table) {
    box.style.setProperty('--cw', table.style.getPropertyValue('--cw'));
    box.style.setProperty('--ch', table.style.getPropertyValue('--ch'));
    box.style.setProperty('--index', table.style.getPropertyValue('--index'));
  }
  for (const el of els) {
    const r = el.getBoundingClientRect();
    const copy = el.cloneNode(true) as HTMLElement;
    for (const a of ['data-card', 'data-focus', 'tabindex', 'role', 'aria-label', 'aria-disabled', 'style'])
      copy.removeAttribute(a);
    copy.className = 'card dragging';
    copy.style.left = `${r.left}px`;
    copy.style.top = `${r.top}px`;
    box.appendChild(copy);
  }
  document.body.appendChild(box);
  for (const el of els) el.style.visibility = 'hidden';
  const lead = box.firstElementChild as HTMLElement;
  return {
    move: (dx, dy) => {
      box.style.transform = `translate3d(${dx}px, ${dy}px, 0)`;
    },
    rect: () => lead.getBoundingClientRect(),
    land: (dx, dy) => {
      for (const el of els) {
        el.style.visibility = '';
        el.style.transform = `translate(${dx}px, ${dy}px)`;
      }
      box.remove();
    },
  };
};
