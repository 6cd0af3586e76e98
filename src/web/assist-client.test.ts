import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistClient, isShort } from './assist-client.ts';

/** A stand-in for the browser's Worker: records what the client posts and whether it ended the worker. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly posted: { id: number; type: string }[] = [];
  terminated = false;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: { id: number; type: string }): void {
    this.posted.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers a posted request as the worker core would. */
  answer(id: number, type: string): void {
    this.onmessage?.({ data: { id, type } });
  }
}

const CHECK = { states: 30000, ms: 1000 };
const DEEP = { states: 200000, ms: 3000 };
const HINT = { states: 100000, ms: 60 };
const position = { placeholder: true } as never;

describe('the assist client: when a newer question ends a lane’s worker', () => {
  let clock = 0;
  beforeEach(() => {
    FakeWorker.made = [];
    clock = 1000;
    vi.stubGlobal('Worker', FakeWorker);
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for a short check to read its cancel, however long it has run: the worker stays', async () => {
    const client = assistClient();
    const check = client.ask({ type: 'winnability', position, budget: CHECK });
    clock += 800;
    const hint = client.ask({ type: 'hint', position, budget: HINT });
    expect(FakeWorker.made).toHaveLength(1);
    const [w] = FakeWorker.made as [FakeWorker];
    expect(w.terminated).toBe(false);
    expect(w.posted.map((m) => m.type)).toEqual(['winnability', 'hint']);
    // The worker core answers the superseded check "cancelled", then the hint.
    w.answer(1, 'cancelled');
    w.answer(2, 'hint');
    expect((await check).type).toBe('cancelled');
    expect((await hint).type).toBe('hint');
  });

  it('ends the worker of a long question (a deep check) that has run past 150 ms', async () => {
    const client = assistClient();
    const deep = client.ask({ type: 'winnability', position, budget: DEEP });
    clock += 200;
    const hint = client.ask({ type: 'hint', position, budget: HINT });
    expect(FakeWorker.made).toHaveLength(2);
    const [old, fresh] = FakeWorker.made as [FakeWorker, FakeWorker];
    expect(old.terminated).toBe(true);
    expect((await deep).type).toBe('cancelled');
    expect(fresh.posted.map((m) => m.type)).toEqual(['hint']);
    fresh.answer(2, 'hint');
    expect((await hint).type).toBe('hint');
  });

  it('ends the worker of an honest hint that has run past 150 ms, not one that began moments ago', () => {
    const client = assistClient();
    void client.ask({ type: 'honestHint', position, earlier: [], seed: 0 });
    clock += 100;
    void client.ask({ type: 'winnability', position, budget: CHECK });
    expect(FakeWorker.made).toHaveLength(1);
    clock += 100;
    void client.ask({ type: 'winnability', position, budget: CHECK });
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('forgets a long question once it is answered: a later short one keeps the worker', () => {
    const client = assistClient();
    void client.ask({ type: 'winnability', position, budget: DEEP });
    const [w] = FakeWorker.made as [FakeWorker];
    w.answer(1, 'winnability');
    void client.ask({ type: 'winnability', position, budget: CHECK });
    clock += 500;
    void client.ask({ type: 'hint', position, budget: HINT });
    expect(FakeWorker.made).toHaveLength(1);
    expect(w.terminated).toBe(false);
  });
});

describe('isShort', () => {
  it.each([
    ['a check of 30,000 states', { type: 'winnability', budget: CHECK }, true],
    ['a hint of 60 ms', { type: 'hint', budget: HINT }, true],
    ['a deep check of 200,000 states and 3 s', { type: 'winnability', budget: DEEP }, false],
    ['a check without a budget', { type: 'winnability' }, false],
    ['an honest hint (one decision, not sliced)', { type: 'honestHint' }, false],
    ['an analysis', { type: 'analyse', budget: CHECK }, false],
  ])('%s: %s', (_, m, short) => {
    expect(isShort(m)).toBe(short);
  });
});
