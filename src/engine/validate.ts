import { buildsOn, type Card, DECK_SIZE, makeCard, RANKS } from './card.ts';
import { COLUMNS, cardCounts, type Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import type { Rules } from './rules.ts';

/** The cards of a deal not dealt to the columns: the stock at the start. */
const TALON_SIZE = 24;

/**
 * Why a position could not occur in a game (docs/formats.md, "Position checks"), in the order
 * `validatePosition` checks them.
 */
export const POSITION_CHECK_CODES = [
  'not-a-position',
  'bad-rules',
  'bad-pass',
  'bad-foundation',
  'face-down-uncovered',
  'not-a-run',
  'missing-card',
  'duplicate-card',
  'bad-talon',
  'bad-stock',
] as const;

/** One of `POSITION_CHECK_CODES`. */
export type PositionCheckCode = (typeof POSITION_CHECK_CODES)[number];

/** A position refused by `validatePosition`: a stable code and a message in words. */
export interface PositionCheckError {
  readonly code: PositionCheckCode;
  readonly message: string;
}

const fail = (code: PositionCheckCode, message: string) => err<PositionCheckError>({ code, message });

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

const isCardList = (v: unknown): v is readonly Card[] =>
  Array.isArray(v) && v.every((c) => isWhole(c, 0, DECK_SIZE - 1));

const isRules = (v: unknown): v is Rules => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    isWhole(r.draw, 1, Number.MAX_SAFE_INTEGER) &&
    (r.passes === Number.POSITIVE_INFINITY || isWhole(r.passes, 1, Number.MAX_SAFE_INTEGER)) &&
    typeof r.foundationToTableau === 'boolean'
  );
};

/** The first thing that keeps a value from being a Position object at all, or undefined. */
const shapeProblem = (v: unknown): string | undefined => {
  if (typeof v !== 'object' || v === null) return 'a position is an object';
  const p = v as Record<string, unknown>;
  if (!Array.isArray(p.columns) || p.columns.length !== COLUMNS) return `a position has ${COLUMNS} columns`;
  for (let i = 0; i < COLUMNS; i++) {
    const c = p.columns[i] as Record<string, unknown> | null;
    if (typeof c !== 'object' || c === null || !isCardList(c.down) || !isCardList(c.up))
      return `T${i + 1}: face-down and face-up lists of cards (0 to 51)`;
  }
  if (!Array.isArray(p.foundations) || p.foundations.length !== 4) return 'four foundation heights';
  if (!isCardList(p.stock)) return 'stock: a list of cards (0 to 51)';
  if (!isCardList(p.waste)) return 'waste: a list of cards (0 to 51)';
  return undefined;
};

/**
 * Checks that a value is a position that could occur in a game: a Position object (right fields,
 * cards 0..51), rules as the engine reads them, a pass from 1 to the pass limit, foundation heights
 * 0..13 (a foundation holds its suit from the Ace up, so a height is all it needs), face-down cards
 * only under a face-up card, the face-up cards of a column a run, every card exactly once
 * (foundations counting as holding Ace up to their height), at most 24 cards in stock and waste
 * together, and on the first pass a stock of 24 cards less whole turns. Every position that enters
 * the engine from outside (position text, worker messages) goes through it.
 */
export const validatePosition = (value: unknown): Result<Position, PositionCheckError> => {
  const shape = shapeProblem(value);
  if (shape !== undefined) return fail('not-a-position', shape);
  const pos = value as Position;
  if (!isRules(pos.rules))
    return fail(
      'bad-rules',
      'rules: draw a positive whole number, passes one or Infinity, foundationToTableau',
    );
  if (!isWhole(pos.pass, 1, pos.rules.passes))
    return fail('bad-pass', 'pass: a number from 1 to the pass limit');
  for (let s = 0; s < 4; s++) {
    if (!isWhole(pos.foundations[s], 0, RANKS))
      return fail('bad-foundation', `foundations: a height from 0 to ${RANKS} for every suit`);
  }
  for (let i = 0; i < COLUMNS; i++) {
    const { down, up } = pos.columns[i] as Position['columns'][number];
    if (down.length > 0 && up.length === 0)
      return fail('face-down-uncovered', `T${i + 1}: face-down cards must have a face-up card on top`);
    for (let k = 1; k < up.length; k++) {
      if (!buildsOn(up[k] as Card, up[k - 1] as Card))
        return fail('not-a-run', `T${i + 1}: the face-up cards are not a run`);
    }
  }
  const counts = cardCounts(pos);
  for (let c = 0; c < DECK_SIZE; c++) {
    const n = counts[c] as number;
    if (n !== 1)
      return fail(
        n === 0 ? 'missing-card' : 'duplicate-card',
        `${makeCard(c)} appears ${n} times (every card exactly once)`,
      );
  }
  if (pos.stock.length + pos.waste.length > TALON_SIZE)
    return fail(
      'bad-talon',
      `stock and waste: at most ${TALON_SIZE} cards together (the cards not dealt to the columns)`,
    );
  // Before the first redeal the stock has lost only whole turns of `draw` cards (the last turn may
  // take fewer): 24 - k * draw cards, or none.
  const turned = TALON_SIZE - pos.stock.length;
  if (pos.pass === 1 && pos.stock.length > 0 && turned % pos.rules.draw !== 0)
    return fail(
      'bad-stock',
      `stock: on the first pass ${TALON_SIZE} cards less whole turns of ${pos.rules.draw} (${pos.stock.length} cannot be)`,
    );
  return ok(pos);
};
