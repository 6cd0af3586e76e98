// A module the web worker fetches when it is first needed (a chunk of its own in the worker's build,
// cached by the service worker with the rest of the game, so it works offline).
import type { Steps } from './steps.ts';

/**
 * Steps that give the module `load` brings, loading it on first use: they pause until it has come
 * (the worker core yields to the event loop at every pause). A module that cannot be fetched is an
 * error of the requests waiting for it; the next request tries again.
 */
export const lazyModule = <T>(load: () => Promise<T>): (() => Steps<T>) => {
  let module: T | undefined;
  let loading: Promise<void> | undefined;
  return function* () {
    if (module === undefined) {
      let failed: { readonly error: unknown } | undefined;
      loading ??= load()
        .then((m) => {
          module = m;
        })
        .finally(() => {
          loading = undefined;
        });
      loading.catch((error: unknown) => {
        failed = { error };
      });
      while (module === undefined) {
        if (failed !== undefined) throw failed.error;
        yield;
      }
    }
    return module;
  };
};
