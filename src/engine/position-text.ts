import { type Card, makeCard, parseCard, parseSuit, RANKS, SUIT_LETTERS, SUITS_IN_ORDER } from './card.ts';
import { COLUMNS, type Column, type Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import { makeRules, parseRules } from './rules.ts';
import { type PositionCheckError, validatePosition } from './validate.ts';

/** The header line of a position's text. */
export const POSITION_FORMAT = 'klondike-position/1';

/** Why a position's text was refused: it cannot be read (`bad-position`), or `validatePosition` refused it. */
export type PositionError = { readonly code: 'bad-position'; readonly message: string } | PositionCheckError;

const cards = (list: readonly Card[]): string => list.map(makeCard).join(' ');

/**
 * A position as text (docs/formats.md): a header, then one `key: value` line each for the rules, the
 * pass, the foundations (height per suit), the stock and the waste (bottom to top), and the columns
 * as `Tn: face-down cards | face-up cards`.
 */
export const makePosition = (pos: Position): string =>
  [
    POSITION_FORMAT,
    `rules: ${JSON.stringify(makeRules(pos.rules))}`,
    `pass: ${pos.pass}`,
    `foundations: ${SUITS_IN_ORDER.map((s) => `${SUIT_LETTERS[s]}${pos.foundations[s]}`).join(' ')}`,
    `stock: ${cards(pos.stock)}`,
    `waste: ${cards(pos.waste)}`,
    ...pos.columns.map((c, i) => `T${i + 1}: ${cards(c.down)} | ${cards(c.up)}`),
  ]
    .map((l) => l.trimEnd())
    .join('\n');

const failPos = (message: string) => err<PositionError>({ code: 'bad-position', message });

const parseCardList = (text: string, where: string): Result<Card[], PositionError> => {
  const out: Card[] = [];
  for (const t of text.split(/\s+/).filter((s) => s !== '')) {
    const c = parseCard(t);
    if (c === undefined) return failPos(`${where}: "${t}" is not a card`);
    out.push(c);
  }
  return ok(out);
};

/** Reads a position's text (lines may also be separated by `;`), checking with `validatePosition` that it could occur in a game. */
export const parsePosition = (text: string): Result<Position, PositionError> => {
  const lines = text
    .split(/[\n;]/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines[0] !== POSITION_FORMAT) return failPos(`a position starts with "${POSITION_FORMAT}"`);
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const m = /^([A-Za-z0-9]+):\s*(.*)$/.exec(line);
    if (m === null) return failPos(`cannot read line "${line}"`);
    const key = (m[1] as string).toLowerCase();
    if (fields.has(key)) return failPos(`"${key}" appears twice`);
    fields.set(key, m[2] as string);
  }
  const expected = [
    'rules',
    'pass',
    'foundations',
    'stock',
    'waste',
    ...Array.from({ length: COLUMNS }, (_, i) => `t${i + 1}`),
  ];
  for (const key of fields.keys()) if (!expected.includes(key)) return failPos(`unknown line "${key}"`);
  for (const key of expected) if (!fields.has(key)) return failPos(`missing line "${key}"`);
  const get = (key: string) => fields.get(key) as string;

  let rulesJson: unknown;
  try {
    rulesJson = JSON.parse(get('rules'));
  } catch {
    return failPos('rules: not JSON');
  }
  const rules = parseRules(rulesJson);
  if (!rules.ok) return failPos(`rules: ${rules.error.message}`);
  if (!/^\d+$/.test(get('pass'))) return failPos('pass: a number from 1 to the pass limit');
  const pass = Number(get('pass'));

  const foundations = [0, 0, 0, 0];
  const ftext = get('foundations')
    .split(/\s+/)
    .filter((s) => s !== '');
  if (ftext.length !== 4) return failPos('foundations: four heights like "C0 D3 H0 S13"');
  const seenSuits = new Set<number>();
  for (const f of ftext) {
    const suit = parseSuit(f[0] ?? '');
    const h = Number(f.slice(1));
    if (suit === -1 || !/^\d+$/.test(f.slice(1)) || h > RANKS)
      return failPos(`foundations: cannot read "${f}"`);
    if (seenSuits.has(suit)) return failPos(`foundations: "${f[0]}" appears twice`);
    seenSuits.add(suit);
    foundations[suit] = h;
  }
  const stock = parseCardList(get('stock'), 'stock');
  if (!stock.ok) return stock;
  const waste = parseCardList(get('waste'), 'waste');
  if (!waste.ok) return waste;
  const columns: Column[] = [];
  for (let i = 0; i < COLUMNS; i++) {
    const parts = get(`t${i + 1}`).split('|');
    if (parts.length !== 2) return failPos(`T${i + 1}: "face-down cards | face-up cards"`);
    const down = parseCardList(parts[0] as string, `T${i + 1}`);
    if (!down.ok) return down;
    const up = parseCardList(parts[1] as string, `T${i + 1}`);
    if (!up.ok) return up;
    columns.push({ down: down.value, up: up.value });
  }
  return validatePosition({
    rules: rules.value,
    columns,
    foundations,
    stock: stock.value,
    waste: waste.value,
    pass,
  });
};
