import type { Layout } from './layout.ts';
import { type PileId, type Source, sourceKey } from './moves.ts';
import { type CardView, type PileView, pileName, type TableView } from './view.ts';

/** A direction of an arrow key. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** The focus key of a card: its pile, plus the face-up index in a column ("c3:2"); piles are keyed by id. */
export const focusKeyOf = (pile: PileId, src: Source | undefined): string =>
  src === undefined ? pile : sourceKey(src);

/** The pile a focus key belongs to. */
export const pileOfKey = (key: string): PileId => key.split(':')[0] as PileId;

/** The card a focus key points at (a pile key means its playable top card), if any. */
export const findCard = (view: TableView, key: string): CardView | undefined => {
  const pile = pileOfKey(key);
  const p = [view.waste, ...view.foundations, ...view.columns].find((x) => x.id === pile);
  if (p === undefined) return undefined;
  if (key.includes(':')) {
    const idx = Number(key.split(':')[1]);
    return p.cards.find((c) => c.source?.kind === 'column' && c.source.index === idx);
  }
  return p.cards.filter((c) => c.source !== undefined).pop();
};

/** The accessible name of a pile id. */
export const nameOf = (view: TableView, pile: PileId): string =>
  [view.waste, ...view.foundations, ...view.columns].find((p) => p.id === pile)?.name ?? pileName('stock');

/**
 * Where an arrow key moves focus: along the top row (in screen order) or the columns; up and down walk a
 * column's face-up cards and cross between the rows.
 */
export const navigate = (view: TableView, lay: Layout, key: string, dir: Direction): string => {
  const row = [
    { key: 'stock', slot: lay.stockSlot },
    { key: 'waste', slot: lay.wasteSlot },
    ...lay.foundationSlots.map((slot, i) => ({ key: `f${i}`, slot })),
  ].sort((a, b) => a.slot - b.slot);
  const columnKey = (c: number) => {
    const col = view.columns[c] as PileView;
    const last = col.cards[col.cards.length - 1];
    return last?.source ? focusKeyOf(col.id, last.source) : col.id;
  };
  const pile = pileOfKey(key);
  if (pile[0] !== 'c') {
    const i = row.findIndex((s) => s.key === pile);
    const slot = (row[i] as { slot: number }).slot;
    if (dir === 'left') return row[Math.max(0, i - 1)]?.key ?? key;
    if (dir === 'right') return row[Math.min(row.length - 1, i + 1)]?.key ?? key;
    if (dir === 'down') return columnKey(slot);
    return key;
  }
  const c = Number(pile.slice(1));
  const idx = key.includes(':') ? Number(key.split(':')[1]) : -1;
  const col = view.columns[c] as PileView;
  const firstUp = col.cards.findIndex((x) => x.faceUp);
  const upCount = firstUp < 0 ? 0 : col.cards.length - firstUp;
  if (dir === 'left') return columnKey(Math.max(0, c - 1));
  if (dir === 'right') return columnKey(Math.min(6, c + 1));
  if (dir === 'down') return idx >= 0 && idx < upCount - 1 ? `${pile}:${idx + 1}` : key;
  if (idx > 0) return `${pile}:${idx - 1}`;
  return row.reduce((a, b) => (Math.abs(b.slot - c) < Math.abs(a.slot - c) ? b : a)).key;
};
