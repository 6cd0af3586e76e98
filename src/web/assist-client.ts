import type { AssistRequest, AssistResponse } from '../assist/protocol.ts';
import { outcome, type Position } from '../engine/index.ts';

/** A request without its id (the client numbers them). */
export type Ask = AssistRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Talks to the assist worker: each question is a promise; a newer question of a lane cancels the older. */
export interface AssistClient {
  /** Sends a request; resolves with its response (`cancelled` when superseded). */
  readonly ask: (req: Ask) => Promise<AssistResponse>;
  /** Whether a position is stuck (the engine's `outcome`), answered in the worker. */
  readonly isLost: (pos: Position) => Promise<boolean>;
  /** Cancels every running request. */
  readonly cancelAll: () => void;
}

type Reply = AssistResponse | { id: number; type: 'outcome'; lost: boolean };

/**
 * The client of the one assist worker (assist.worker.ts). Without workers (or when the worker fails)
 * the solver is not loaded on the page (it would double the download): assist questions answer
 * `error` (the game says it cannot help), and the stuck check runs on the page.
 */
export const assistClient = (): AssistClient => {
  const pending = new Map<number, (r: Reply) => void>();
  let next = 0;
  const receive = (r: Reply) => {
    pending.get(r.id)?.(r);
    pending.delete(r.id);
  };
  const onPage = (m: { id: number; type?: string; position?: Position }) => {
    const r: Reply =
      m.type === 'outcome' && m.position !== undefined
        ? { id: m.id, type: 'outcome', lost: outcome(m.position) === 'lost' }
        : { id: m.id, type: 'error', message: 'The helper is not available in this browser.' };
    // Answer in a later task, like a worker would.
    setTimeout(() => receive(r), 0);
  };
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./assist.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Reply>) => receive(e.data);
    worker.onerror = () => {
      worker = undefined;
      for (const [id, resolve] of pending) resolve({ id, type: 'error', message: 'The helper stopped.' });
      pending.clear();
    };
  } catch {
    worker = undefined;
  }
  const send = (m: { id: number }) => {
    if (worker !== undefined) worker.postMessage(m);
    else onPage(m);
  };
  const request = (m: object): Promise<Reply> => {
    const id = ++next;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      send({ ...m, id });
    });
  };
  return {
    ask: (req) => request(req) as Promise<AssistResponse>,
    isLost: (pos) => request({ type: 'outcome', position: pos }).then((r) => r.type === 'outcome' && r.lost),
    cancelAll: () => send({ id: ++next, type: 'cancel' } as { id: number }),
  };
};
