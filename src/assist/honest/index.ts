/** The honest player: plays and hints from what a player can see (docs/honest.md). */
export * from './game.ts';
export * from './policy.ts';
export * from './sample.ts';
export * from './view.ts';
