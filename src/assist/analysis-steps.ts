// The end-of-game analysis as the assist worker's core asks for it. In Node (the command line, the
// tests) it is analysis.ts, bundled with the rest; the web worker's build substitutes
// analysis-lazy.ts (vite.config.ts), which fetches the analysis as a chunk of its own at its first
// question.
export { findLosingMoveSteps as losingMoveOf } from './analysis.ts';
