import {
  type Card,
  COLUMNS,
  type Column,
  foundationCount,
  isRed,
  makeCard,
  type Position,
  RANK_LETTERS,
  rankOf,
  SUIT_LETTERS,
  SUITS_IN_ORDER,
  suitOf,
} from '../engine/index.ts';

/** How a picture is drawn. */
export interface PictureOptions {
  /** Red suits in red and face-down cards dim (ANSI colour): for a terminal only. */
  readonly color?: boolean;
  /** Suit symbols (♣ ♦ ♥ ♠) and 10 for ten instead of the notation's letters: for a UTF-8 terminal only. */
  readonly symbols?: boolean;
}

const RED = '\u001b[31m';
const PLAIN = '\u001b[39m';
const DIM = '\u001b[2m';
const NORMAL = '\u001b[22m';

/** A face-down card in the picture. */
export const FACE_DOWN = '##';

/** Suit symbols in the engine's suit order (clubs, diamonds, spades, hearts). */
export const SUIT_SYMBOLS = ['\u2663', '\u2666', '\u2660', '\u2665'] as const;

/** A card as text: the notation's two characters (`TH`), or with `symbols` rank and suit symbol (`10♥`). */
export const cardName = (card: Card, symbols = false): string => {
  if (!symbols) return makeCard(card);
  const rank = rankOf(card);
  return `${rank === 9 ? '10' : RANK_LETTERS[rank]}${SUIT_SYMBOLS[suitOf(card)]}`;
};

/** A card as text (`cardName`), in red for diamonds and hearts when `color` is set. */
export const cardText = (card: Card, color = false, symbols = false): string =>
  color && isRed(card) ? `${RED}${cardName(card, symbols)}${PLAIN}` : cardName(card, symbols);

/** The stock line's words: how many cards, and which pass with how many redeals left. */
export const stockText = (pos: Position): string => {
  const cards = `${pos.stock.length} card${pos.stock.length === 1 ? '' : 's'}`;
  if (!Number.isFinite(pos.rules.passes)) return `${cards}, pass ${pos.pass}, unlimited redeals`;
  const left = pos.rules.passes - pos.pass;
  return `${cards}, pass ${pos.pass} of ${pos.rules.passes}, ${left} redeal${left === 1 ? '' : 's'} left`;
};

/** The waste as a player sees it: the top `draw` cards fanned (the top one last), the rest counted. */
export const wasteText = (pos: Position, color = false, symbols = false): string => {
  const n = pos.waste.length;
  if (n === 0) return '(empty)';
  const shown = Math.min(n, Math.max(1, Math.min(pos.rules.draw, 3)));
  const fan = pos.waste.slice(n - shown).map((c) => cardText(c, color, symbols));
  return `${n > shown ? `(${n - shown} under) ` : ''}${fan.join(' ')}`;
};

/**
 * The foundations: the top card of each suit in C D H S order, `--` when empty. Each is labelled with
 * its letter, which is how a move names it (`FH>T2`).
 */
export const foundationsText = (pos: Position, color = false, symbols = false): string =>
  SUITS_IN_ORDER.map((s) => {
    const h = pos.foundations[s] as number;
    return h === 0
      ? `${SUIT_LETTERS[s]}:--`
      : `${SUIT_LETTERS[s]}:${cardText((h - 1) * 4 + s, color, symbols)}`;
  }).join('  ');

const columnCell = (col: Column, row: number, color: boolean, symbols: boolean): string => {
  if (row < col.down.length) return color ? `${DIM}${FACE_DOWN}${NORMAL}` : FACE_DOWN;
  const card = col.up[row - col.down.length];
  if (card !== undefined) return cardText(card, color, symbols);
  return row === 0 ? '--' : '';
};

/**
 * A readable picture of a position: stock and passes, the waste fan, the foundations, then the seven
 * columns top to bottom (face-down cards as `##`, an empty column as `--`). No trailing newline.
 */
export const renderPicture = (pos: Position, options: PictureOptions = {}): string => {
  const color = options.color === true;
  const symbols = options.symbols === true;
  const height = Math.max(1, ...pos.columns.map((c) => c.down.length + c.up.length));
  const rows: string[] = [];
  for (let row = 0; row < height; row++) {
    const cells = pos.columns.map((c) => columnCell(c, row, color, symbols));
    // Pad by visible width: colour codes take no room on the screen.
    rows.push(
      cells
        .map((cell, i) => (i < COLUMNS - 1 ? cell + ' '.repeat(Math.max(0, 4 - visibleWidth(cell))) : cell))
        .join('')
        .trimEnd(),
    );
  }
  return [
    `Stock        ${stockText(pos)}`,
    `Waste        ${wasteText(pos, color, symbols)}`,
    `Foundations  ${foundationsText(pos, color, symbols)}  (${foundationCount(pos)}/52)`,
    '',
    Array.from({ length: COLUMNS }, (_, i) => `T${i + 1}`).join('  '),
    ...rows,
  ].join('\n');
};

const ANSI = /\u001b\[[0-9;]*m/g;

const visibleWidth = (text: string): number => text.replace(ANSI, '').length;

/** The summary line under a picture: moves played, the score when there is one, outcome, foundations. */
export const summaryText = (moves: number, result: string, pos: Position, score?: number): string =>
  [
    `${moves} move${moves === 1 ? '' : 's'}`,
    ...(score === undefined ? [] : [`score ${score}`]),
    `outcome ${result}`,
    `foundations ${foundationCount(pos)}/52`,
  ].join(', ');
