/** The Klondike rules engine: pure functions over plain readonly data. */
export * from './card.ts';
export * from './clock.ts';
export * from './deal.ts';
export * from './game.ts';
export * from './move.ts';
export * from './outcome.ts';
export * from './play.ts';
export * from './position.ts';
export * from './position-text.ts';
export * from './record.ts';
export * from './result.ts';
export * from './rng.ts';
export * from './rules.ts';
export * from './score.ts';
export * from './validate.ts';
