import { afterEach, describe, expect, it, vi } from 'vitest';

// The fallbacks of the CPU clock where /proc/thread-self/schedstat cannot be read (not Linux); the
// thread clock itself is tested in tests/unit/cli/cpu-clock.test.ts.

const withoutProc = async (mainThread: boolean) => {
  vi.resetModules();
  vi.doMock('node:fs', async (original) => ({
    ...(await original<typeof import('node:fs')>()),
    openSync: () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    },
  }));
  vi.doMock('node:worker_threads', async (original) => ({
    ...(await original<typeof import('node:worker_threads')>()),
    isMainThread: mainThread,
  }));
  return (await import('./cpu-clock.ts')).cpuClock();
};

afterEach(() => {
  vi.doUnmock('node:fs');
  vi.doUnmock('node:worker_threads');
  vi.resetModules();
});

describe('cpuClock without /proc', () => {
  it('is the process CPU time in the main thread', async () => {
    const clock = await withoutProc(true);
    expect(clock.kind).toBe('process-cpu');
    const u = process.cpuUsage();
    expect(Math.abs(clock.now() - (u.user + u.system) / 1000)).toBeLessThan(50);
  });

  it('is the wall clock in a worker thread (the process time would count its siblings)', async () => {
    const clock = await withoutProc(false);
    expect(clock.kind).toBe('wall');
    expect(Math.abs(clock.now() - performance.now())).toBeLessThan(50);
  });

  it('is one clock per thread', async () => {
    const { cpuClock } = await import('./cpu-clock.ts');
    expect(cpuClock()).toBe(cpuClock());
  });
});
