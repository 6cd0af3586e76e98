/** The solver in the player's hands: hints, winnability, winnable and daily deals, analysis (docs/assist.md). */
export * from './analysis.ts';
export * from './budget.ts';
export * from './calendar.ts';
export * from './daily.ts';
export * from './daily-log.ts';
export * from './difficulty.ts';
export * from './hint.ts';
export * from './line.ts';
export * from './protocol.ts';
export * from './steps.ts';
export * from './suggest.ts';
export * from './winnable.ts';
export * from './worker-core.ts';
