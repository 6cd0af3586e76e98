import { describe, expect, it } from 'vitest';
import { budgetFlag, jobsFlag, parseFlags, RULE_FLAGS, rulesFromFlags, seedFlag } from './flags.ts';
import { CliError } from './io.ts';

const statusOf = (f: () => unknown): number | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e instanceof CliError ? e.status : -1;
  }
};

describe('seedFlag', () => {
  it.each([
    ['0', 0],
    ['4294967295', 4294967295],
    [' 12 ', 12],
    ['007', 7],
  ])('reads %j as %d', (text, n) => expect(seedFlag(text)).toBe(n));

  it.each(['-1', '4294967296', '1.5', '1e3', '0x10', '+3', '', 'seven', '12abc', '99999999999999999999'])(
    'refuses %j as a usage error',
    (text) => expect(statusOf(() => seedFlag(text))).toBe(2),
  );
});

describe('rulesFromFlags', () => {
  it('defaults to draw 1, unlimited passes, foundation cards may come back', () => {
    expect(rulesFromFlags({})).toEqual({
      draw: 1,
      passes: Number.POSITIVE_INFINITY,
      foundationToTableau: true,
    });
  });
  it('reads every flag', () => {
    expect(rulesFromFlags({ draw: '3', passes: '3', 'no-foundation-to-tableau': true })).toEqual({
      draw: 3,
      passes: 3,
      foundationToTableau: false,
    });
    expect(rulesFromFlags({ passes: 'unlimited' }).passes).toBe(Number.POSITIVE_INFINITY);
  });
  it.each(['UNLIMITED', ' Unlimited ', 'unLimited'])('reads --passes %j in any case', (passes) => {
    expect(rulesFromFlags({ passes }).passes).toBe(Number.POSITIVE_INFINITY);
  });
  it.each([{ draw: '0' }, { draw: '-1' }, { draw: '1.5' }, { passes: '0' }, { passes: 'Unlimited!' }])(
    'refuses %j as a usage error',
    (flags) => expect(statusOf(() => rulesFromFlags(flags))).toBe(2),
  );
});

describe('parseFlags', () => {
  const spec = { seed: 'string', json: 'boolean', ...RULE_FLAGS } as const;
  it('reads values, switches and positionals', () => {
    expect(parseFlags(['--seed', '5', '--json', 'file'], spec, 1)).toEqual({
      seed: '5',
      json: true,
      _: ['file'],
    });
  });
  it('lets a value start with a dash, so that its own check can name it', () => {
    expect(parseFlags(['--seed', '-1'], spec).seed).toBe('-1');
    expect(parseFlags(['--draw', '-3', '--json'], spec)).toEqual({ draw: '-3', json: true, _: [] });
  });
  it('does not swallow a following known flag as a value', () => {
    expect(statusOf(() => parseFlags(['--seed', '--json'], spec))).toBe(2);
  });
  it('keeps - as a value (standard input) and as a positional', () => {
    expect(parseFlags(['-'], spec, 1)._).toEqual(['-']);
  });
  it.each([[['--nope']], [['-q']], [['--seed']], [['--json=1']], [['a']], [['--toString', 'x']]])(
    'refuses %j as a usage error',
    (args) => expect(statusOf(() => parseFlags(args, spec))).toBe(2),
  );
});

describe('budgetFlag and jobsFlag', () => {
  it('read positive numbers, with defaults', () => {
    expect(budgetFlag(undefined)).toBe(Number.POSITIVE_INFINITY);
    expect(budgetFlag(' 2.5 ')).toBe(2.5);
    expect(jobsFlag(' 3 ')).toBe(3);
    expect(jobsFlag(undefined)).toBeGreaterThanOrEqual(1);
  });
  it.each([
    () => budgetFlag('0'),
    () => budgetFlag('-1'),
    () => budgetFlag('1e3'),
    () => jobsFlag('0'),
    () => jobsFlag('1.5'),
    () => jobsFlag('two'),
  ])('refuses a bad value as a usage error (%#)', (f) => expect(statusOf(f)).toBe(2));
});
