import { outcome, type Position } from '../engine/index.ts';

/**
 * Asks the outcome worker whether a position is lost; falls back to the main thread when workers are
 * unavailable or the worker fails.
 */
export const outcomeClient = (): ((pos: Position) => Promise<boolean>) => {
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./outcome.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = undefined;
  }
  const pending = new Map<number, (lost: boolean) => void>();
  let next = 0;
  const local = (pos: Position) => Promise.resolve(outcome(pos) === 'lost');
  if (worker === undefined) return local;
  worker.onmessage = (e: MessageEvent<{ id: number; lost: boolean }>) => {
    pending.get(e.data.id)?.(e.data.lost);
    pending.delete(e.data.id);
  };
  worker.onerror = () => {
    worker = undefined;
    for (const [, resolve] of pending) resolve(false);
    pending.clear();
  };
  return (pos) => {
    const w = worker;
    if (w === undefined) return local(pos);
    const id = ++next;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      w.postMessage({ id, position: pos });
    });
  };
};
