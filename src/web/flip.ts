/** FLIP animation of cards between renders: remember where each card was, then glide it to where it is. */

let before: Map<string, DOMRect> | undefined;

/** Each card's glide in progress. */
const gliding = new WeakMap<HTMLElement, Animation>();

/** Records every card's place before a change. */
export const snapshot = (root: HTMLElement | null): void => {
  if (root === null) return;
  before = new Map();
  for (const el of root.querySelectorAll<HTMLElement>('[data-card]'))
    before.set(el.dataset.card as string, el.getBoundingClientRect());
  // Cards in the stock are not drawn one by one: a card turned from it glides from the stock's place.
  const stock = root.querySelector('[data-pile="stock"]');
  if (stock !== null) before.set('stock', stock.getBoundingClientRect());
};

/** Animates each card from its recorded place to its new one; `ms` 0 just forgets the record. */
export const playFlip = (root: HTMLElement | null, ms: number): void => {
  const prev = before;
  before = undefined;
  if (root === null || prev === undefined || ms <= 0) return;
  const cards = root.querySelectorAll<HTMLElement>('[data-card]');
  // A card still gliding from the last move glides on from where it was drawn, to where it is now.
  for (const el of cards) gliding.get(el)?.cancel();
  // All reads first, then all writes: interleaving them would force a layout per card.
  const moves: [HTMLElement, number, number][] = [];
  for (const el of cards) {
    const p =
      prev.get(el.dataset.card as string) ??
      (el.parentElement?.dataset.pile === 'waste' ? prev.get('stock') : undefined);
    if (p === undefined) continue;
    const r = el.getBoundingClientRect();
    const dx = p.left - r.left;
    const dy = p.top - r.top;
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moves.push([el, dx, dy]);
  }
  for (const [el, dx, dy] of moves) {
    // A gliding card lets the pointer through: a click during the glide is for the table as laid out.
    el.style.zIndex = '500';
    el.style.pointerEvents = 'none';
    const a = el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
      duration: ms,
      easing: 'cubic-bezier(.2,.7,.3,1)',
    });
    gliding.set(el, a);
    a.onfinish = a.oncancel = () => {
      if (gliding.get(el) !== a) return;
      gliding.delete(el);
      el.style.zIndex = '';
      el.style.pointerEvents = '';
    };
  }
};
