import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A component whose code is a chunk of its own, fetched the first time it is drawn (the service worker
 * precaches it like every built file); it draws nothing until its code has come.
 */
export const lazy = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  return (props: P) => {
    const [, arrived] = useState(0);
    useEffect(() => {
      if (loaded !== undefined) return;
      pending ??= load().then((c) => {
        loaded = c;
      });
      void pending.then(() => arrived(1));
    }, []);
    const Loaded = loaded;
    return Loaded === undefined ? null : <Loaded {...props} />;
  };
};
