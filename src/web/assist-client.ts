import {
  type AssistRequest,
  type AssistResponse,
  type Lane,
  laneOf,
  type RequestBudget,
} from '../assist/protocol.ts';
import { outcome, type Position } from '../engine/index.ts';

/** A request without its id (the client numbers them). */
export type Ask = AssistRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Talks to the assist worker: each question is a promise; a newer question of a lane cancels the older. */
export interface AssistClient {
  /** Sends a request; resolves with its response (`cancelled` when superseded). */
  readonly ask: (req: Ask) => Promise<AssistResponse>;
  /** Whether a position is stuck (the engine's `outcome`), answered in the worker. */
  readonly isLost: (pos: Position) => Promise<boolean>;
  /** Drops a lane's questions at once (they answer `cancelled`): its worker is ended if one runs. */
  readonly stop: (lane: Lane) => void;
}

type Reply = AssistResponse | { id: number; type: 'outcome'; lost: boolean };

/** How long a lane's oldest question may have run before a newer one ends its worker (ms). */
const RESTART_AFTER_MS = 150;

/** The most states a question may search and still count as short (`isShort`). */
const SHORT_STATES = 32768;

/**
 * Whether a question's solver slices are all short: a hint or a winnability check capped at
 * SHORT_STATES states or at RESTART_AFTER_MS of the worker's clock (each slice is a whole search
 * within that budget, tens of milliseconds). A newer question lets such a one read its cancel at the
 * end of its slice rather than end its worker: a fresh worker loads and compiles its code again, which
 * takes longer than the slice (bench:web: a hint that ended a check's worker answered in 230-390 ms,
 * the others in 5-35 ms).
 */
export const isShort = (m: { type: string; budget?: RequestBudget }): boolean =>
  (m.type === 'hint' || m.type === 'winnability') &&
  ((m.budget?.states ?? Number.POSITIVE_INFINITY) <= SHORT_STATES ||
    (m.budget?.ms ?? Number.POSITIVE_INFINITY) <= RESTART_AFTER_MS);

/**
 * The client of the assist workers (assist.worker.ts), one per lane. A worker reads messages only
 * between solver slices, and a slice can run for seconds on a slow or busy machine; so a newer
 * question of a lane does not wait for a cancel to be read: the lane's worker is ended and a fresh one
 * takes the question (a newer question of a lane supersedes the older ones anyway). The stuck check
 * has its own worker, so a long search never delays it. Without workers (or when a worker fails) the
 * solver is not loaded on the page (it would double the download): assist questions answer `error`
 * (the game says it cannot help), and the stuck check runs on the page.
 */
export const assistClient = (): AssistClient => {
  let next = 0;
  let workersWork = typeof Worker !== 'undefined';
  const onPage = (m: { id: number; type?: string; position?: Position | string }): Promise<Reply> =>
    new Promise((resolve) => {
      const r: Reply =
        m.type === 'outcome' && typeof m.position === 'object'
          ? { id: m.id, type: 'outcome', lost: outcome(m.position) === 'lost' }
          : { id: m.id, type: 'error', message: 'The helper is not available in this browser.' };
      // Answer in a later task, like a worker would.
      setTimeout(() => resolve(r), 0);
    });
  const lanes = new Map<
    Lane,
    { worker: Worker; pending: Map<number, (r: Reply) => void>; long: Set<number>; since: number }
  >();
  const end = (lane: Lane, reply: (id: number) => Reply) => {
    const l = lanes.get(lane);
    if (l === undefined) return;
    l.worker.terminate();
    lanes.delete(lane);
    for (const [id, resolve] of l.pending) resolve(reply(id));
  };
  const laneWorker = (lane: Lane) => {
    const existing = lanes.get(lane);
    if (existing !== undefined) return existing;
    const worker = new Worker(new URL('./assist.worker.ts', import.meta.url), { type: 'module' });
    const l = { worker, pending: new Map<number, (r: Reply) => void>(), long: new Set<number>(), since: 0 };
    worker.onmessage = (e: MessageEvent<Reply>) => {
      l.pending.get(e.data.id)?.(e.data);
      l.pending.delete(e.data.id);
      l.long.delete(e.data.id);
      // The oldest question still open started no later than now: time it from here.
      if (l.pending.size > 0) l.since = performance.now();
    };
    worker.onerror = () => end(lane, (id) => ({ id, type: 'error', message: 'The helper stopped.' }));
    lanes.set(lane, l);
    return l;
  };
  const request = (m: {
    type: string;
    position?: Position | string;
    budget?: RequestBudget;
  }): Promise<Reply> => {
    const id = ++next;
    const msg = { ...m, id };
    if (!workersWork) return onPage(msg);
    const lane = laneOf(m.type);
    // A search that began moments ago is still in its first short slices (they double from 2048 states)
    // and reads the cancel soon, sooner than a fresh worker starts; one that has run longer may be deep
    // in a long slice (seconds, on a busy phone): end its worker rather than queue behind it, unless
    // every question it holds is short (`isShort`).
    const busy = lanes.get(lane);
    if (
      lane !== 'outcome' &&
      busy !== undefined &&
      busy.long.size > 0 &&
      performance.now() - busy.since > RESTART_AFTER_MS
    ) {
      end(lane, (old) => ({ id: old, type: 'cancelled' }));
    }
    let l: ReturnType<typeof laneWorker>;
    try {
      l = laneWorker(lane);
    } catch {
      workersWork = false;
      return onPage(msg);
    }
    return new Promise((resolve) => {
      if (l.pending.size === 0) l.since = performance.now();
      l.pending.set(id, resolve);
      if (!isShort(m)) l.long.add(id);
      l.worker.postMessage(msg);
    });
  };
  return {
    ask: (req) => request(req) as Promise<AssistResponse>,
    isLost: (pos) => request({ type: 'outcome', position: pos }).then((r) => r.type === 'outcome' && r.lost),
    stop: (lane) => end(lane, (id) => ({ id, type: 'cancelled' })),
  };
};
