// The solver's proofs of loss without a search (docs/solver.md, section 5), in one module: the web
// worker's build fetches them as a chunk of their own (proofs-web.ts).
export { blockedCard } from './blocked.ts';
export { stuckCard } from './stuck.ts';
