import {
  type Card,
  COLUMNS,
  type Column,
  foundationCount,
  isRed,
  makeCard,
  type Position,
  SUIT_LETTERS,
  SUITS_IN_ORDER,
} from '../engine/index.ts';

/** How a picture is drawn. */
export interface PictureOptions {
  /** Red suits in red (ANSI colour): for a terminal only. */
  readonly color?: boolean;
}

const RED = '\u001b[31m';
const PLAIN = '\u001b[39m';

/** A face-down card in the picture. */
export const FACE_DOWN = '##';

/** A card's two characters, in red for diamonds and hearts when `color` is set. */
export const cardText = (card: Card, color = false): string =>
  color && isRed(card) ? `${RED}${makeCard(card)}${PLAIN}` : makeCard(card);

/** The stock line's words: how many cards, and which pass with how many redeals left. */
export const stockText = (pos: Position): string => {
  const cards = `${pos.stock.length} card${pos.stock.length === 1 ? '' : 's'}`;
  if (!Number.isFinite(pos.rules.passes)) return `${cards}, pass ${pos.pass}, unlimited redeals`;
  const left = pos.rules.passes - pos.pass;
  return `${cards}, pass ${pos.pass} of ${pos.rules.passes}, ${left} redeal${left === 1 ? '' : 's'} left`;
};

/** The waste as a player sees it: the top `draw` cards fanned (the top one last), the rest counted. */
export const wasteText = (pos: Position, color = false): string => {
  const n = pos.waste.length;
  if (n === 0) return '(empty)';
  const shown = Math.min(n, Math.max(1, Math.min(pos.rules.draw, 3)));
  const fan = pos.waste.slice(n - shown).map((c) => cardText(c, color));
  return `${n > shown ? `(${n - shown} under) ` : ''}${fan.join(' ')}`;
};

/** The foundations: the top card of each suit in C D H S order, `--` when empty. */
export const foundationsText = (pos: Position, color = false): string =>
  SUITS_IN_ORDER.map((s) => {
    const h = pos.foundations[s] as number;
    return h === 0 ? `${SUIT_LETTERS[s]}:--` : `${SUIT_LETTERS[s]}:${cardText((h - 1) * 4 + s, color)}`;
  }).join('  ');

const columnCell = (col: Column, row: number, color: boolean): string => {
  if (row < col.down.length) return FACE_DOWN;
  const card = col.up[row - col.down.length];
  if (card !== undefined) return cardText(card, color);
  return row === 0 ? '--' : '';
};

/**
 * A readable picture of a position: stock and passes, the waste fan, the foundations, then the seven
 * columns top to bottom (face-down cards as `##`, an empty column as `--`). No trailing newline.
 */
export const renderPicture = (pos: Position, options: PictureOptions = {}): string => {
  const color = options.color === true;
  const height = Math.max(1, ...pos.columns.map((c) => c.down.length + c.up.length));
  const rows: string[] = [];
  for (let row = 0; row < height; row++) {
    const cells = pos.columns.map((c) => columnCell(c, row, color));
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
    `Waste        ${wasteText(pos, color)}`,
    `Foundations  ${foundationsText(pos, color)}  (${foundationCount(pos)}/52)`,
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
