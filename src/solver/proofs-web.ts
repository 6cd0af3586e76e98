// The web worker's proofs.ts (vite.config.ts substitutes it for index.ts's import): the proofs of
// loss without a search (docs/solver.md, section 5) would take the worker past the start's byte
// budget, so they are a chunk of their own, fetched at the first question and cached by the service
// worker with the rest of the game. Until it has come, no card is found, which proves nothing: the
// search decides instead, with the same verdicts.
import type * as Proofs from './proofs.ts';

let proofs: typeof Proofs | undefined;
let loading = false;

const load = (): typeof Proofs | undefined => {
  if (proofs === undefined && !loading) {
    loading = true;
    import('./proofs.ts')
      .then((m) => {
        proofs = m;
      })
      .catch(() => {
        loading = false;
      });
  }
  return proofs;
};

/** blocked.ts's `blockedCard` once the chunk has come; -1 before. */
export const blockedCard: typeof Proofs.blockedCard = (position) => load()?.blockedCard(position) ?? -1;

/** stuck.ts's `stuckCard` once the chunk has come; -1 before. */
export const stuckCard: typeof Proofs.stuckCard = (position) => load()?.stuckCard(position) ?? -1;
