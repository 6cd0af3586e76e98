import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal } from '../../../src/engine/index.ts';
import { EASY_DEAL, oneErrorLine, runBundle, runIn } from './helpers.ts';

// solve and survey belong to the solver and can search for a long time: they are left out here.
const COMMANDS = ['deal', 'moves', 'show', 'replay', 'play', 'help', '--help', '-h', 'nope', ''];
const FLAGS = [
  '--seed',
  '--deal',
  '--position',
  '--history',
  '--draw',
  '--passes',
  '--no-foundation-to-tableau',
  '--json',
  '--color',
  '--position-text',
  '--scoring',
  '--timed',
  '--help',
  '-h',
  '--',
  '-',
  '--seed=',
  '--draw=0',
  '--x',
  '-z',
];
const VALUES = [
  '0',
  '1',
  '-1',
  '3',
  '4294967295',
  '4294967296',
  '1e3',
  'abc',
  '',
  ' ',
  'unlimited',
  'vegas',
  'none',
  makeDeal(dealFromSeed(2)),
  EASY_DEAL,
  EASY_DEAL.slice(3),
  'S W>F',
  'T1>T2:3, S',
  'R',
  'FH>T1',
  '/nonexistent/file',
  '.',
];

const token = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FLAGS) },
  { weight: 3, arbitrary: fc.constantFrom(...VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const argv = fc
  .tuple(fc.constantFrom(...COMMANDS), fc.array(token, { maxLength: 8 }))
  .map(([c, rest]) => (c === '' ? rest : [c, ...rest]));

describe('random command lines', () => {
  it('in process: exit 0, 1 or 2; an error is one line on stderr; success writes nothing on stderr', async () => {
    await fc.assert(
      fc.asyncProperty(argv, fc.constantFrom('', 'S\nq\n', 'hello'), async (args, stdin) => {
        const r = await runIn(args, stdin);
        expect([0, 1, 2]).toContain(r.status);
        if (r.status === 0) expect(r.stderr).toBe('');
        else expect(oneErrorLine(r.stderr), `${JSON.stringify(args)} -> ${r.stderr}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('through the bundle: no stack trace, no other exit status', () => {
    fc.assert(
      fc.property(argv, (args) => {
        const r = runBundle(args);
        expect([0, 1, 2]).toContain(r.status);
        expect(r.stderr).not.toMatch(/\n\s+at |Error:|internal error/);
        if (r.status !== 0 && args.length > 0) expect(oneErrorLine(r.stderr), r.stderr).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
