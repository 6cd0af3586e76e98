// A worker of the web game (the client starts one per lane: position, deal, outcome): the assist
// core (hints, winnability, winnable and daily deals, analysis) plus the engine's quick "no more
// moves" check, so the table never waits for a search.
import { createWorkerCore } from '../assist/worker-core.ts';
import { outcome, type Position } from '../engine/index.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage: (message: unknown) => void;
};

const core = createWorkerCore({ post: (r) => scope.postMessage(r), now: () => performance.now() });

scope.onmessage = (e) => {
  const m = e.data as { id: number; type?: string; position?: Position };
  // The stuck check is a quick, bounded engine call: it is answered at once, outside the core's lanes.
  if (m?.type === 'outcome' && m.position !== undefined) {
    scope.postMessage({ id: m.id, type: 'outcome', lost: outcome(m.position) === 'lost' });
    return;
  }
  core.onMessage(e.data);
};
