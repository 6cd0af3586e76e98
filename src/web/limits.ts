/** Bounds on numbers read back from storage: beyond them a value is damaged, not a record, and is refused. */

/** Games, hints, undos, streaks, time penalties. */
export const MAX_COUNT = 1e9;
/** Seconds of play (about 115 days). */
export const MAX_SECONDS = 1e7;
/** Moves of one game. */
export const MAX_MOVES = 1e6;
/** Points or dollars. */
export const MAX_POINTS = 1e7;

/** A whole number from 0 to `max`. */
export const isCount = (v: unknown, max = MAX_COUNT): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** A whole number from -`max` to `max`. */
export const isAmount = (v: unknown, max = MAX_POINTS): v is number =>
  typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= max;
