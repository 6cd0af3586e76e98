// A worker that proves positions stuck (the engine's `outcome`) so the table never waits for the search.
import { outcome, type Position } from '../engine/index.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ id: number; position: Position }>) => void) | null;
  postMessage: (message: { id: number; lost: boolean }) => void;
};

scope.onmessage = (e) => {
  scope.postMessage({ id: e.data.id, lost: outcome(e.data.position) === 'lost' });
};
