import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { inOrder, parseBatchLine } from '../../../src/cli/batch.ts';
import { DEFAULT_RULES, dealFromSeed, makeDeal } from '../../../src/engine/index.ts';
import { fileIn, tempDir } from '../../kit/temp.ts';
import { EASY_DEAL, oneErrorLine, runBundle, runIn } from './helpers.ts';

const dir = tempDir('klondike-batch-');
const file = fileIn(dir);
const deal = (seed: number) => makeDeal(dealFromSeed(seed));
const spaced = (d: string) => (d.match(/../g) ?? []).join(' ');
const linesOf = (text: string) =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const RULES_JSON = { draw: 1, passes: 'unlimited', foundationToTableau: true };

describe('parseBatchLine', () => {
  const D = deal(5);
  it.each([
    ['a deal string', D, { deal: D }],
    ['lower case with spaces', `  ${spaced(D).toLowerCase()} `, { deal: D }],
    ['an object with a seed', JSON.stringify({ deal: D, seed: 5 }), { deal: D, seed: 5 }],
    [
      'rules key by key over the flags',
      JSON.stringify({ deal: D, rules: { draw: 3 } }),
      { deal: D, draw: 3 },
    ],
    ['unlimited passes', JSON.stringify({ deal: D, rules: { passes: 'unlimited' } }), { deal: D }],
  ])('reads %s', (_name, text, want) => {
    const r = parseBatchLine(text, { ...DEFAULT_RULES, passes: 3 });
    if (!r.ok) throw new Error(r.error);
    expect(makeDeal(r.deal)).toBe(want.deal);
    expect(r.seed).toBe('seed' in want ? want.seed : undefined);
    expect(r.rules.draw).toBe('draw' in want ? want.draw : 1);
    expect(r.rules.passes).toBe(text.includes('unlimited') ? Number.POSITIVE_INFINITY : 3);
  });

  it.each([
    ['a short deal', D.slice(2), /invalid deal: a deal has 52 cards/],
    ['a card twice', `ASAS${D.slice(4)}`, /invalid deal: card \d+ "AS" appears twice/],
    ['broken JSON', '{"deal":', /^not JSON/],
    [
      'a deal that is not a string',
      JSON.stringify({ deal: 5 }),
      /invalid deal: "deal" must be a deal string/,
    ],
    ['no deal', JSON.stringify({ seed: 5 }), /invalid deal/],
    [
      'a seed of another deal',
      JSON.stringify({ deal: D, seed: 6 }),
      /invalid seed: deal 6 is not the deal given/,
    ],
    ['a seed that is a string', JSON.stringify({ deal: D, seed: '5' }), /invalid seed/],
    [
      'an unknown rule',
      JSON.stringify({ deal: D, rules: { jokers: true } }),
      /unknown rules: unknown rule "jokers"/,
    ],
    ['a draw given as text', JSON.stringify({ deal: D, rules: { draw: '3' } }), /unknown rules: draw/],
    [
      'passes in capitals',
      JSON.stringify({ deal: D, rules: { passes: 'UNLIMITED' } }),
      /unknown rules: passes/,
    ],
    [
      'rules that are not an object',
      JSON.stringify({ deal: D, rules: [1] }),
      /unknown rules: rules must be an object/,
    ],
    ['an unknown key', JSON.stringify({ deal: D, rule: {} }), /unknown key "rule"/],
  ])('refuses %s', (_name, text, says) => {
    const r = parseBatchLine(text, DEFAULT_RULES);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(says);
  });
});

describe('inOrder', () => {
  it('writes in slot order and holds back a new slot while the window is full', async () => {
    const written: string[] = [];
    const o = inOrder((t) => written.push(t), 3);
    const slots = [await o.slot(), await o.slot(), await o.slot()];
    expect(slots).toEqual([0, 1, 2]);
    let fourth: number | undefined;
    const waiting = o.slot().then((s) => {
      fourth = s;
    });
    o.put(2, 'c');
    o.put(1, 'b');
    await new Promise((r) => setImmediate(r));
    expect(written).toEqual([]);
    expect(fourth).toBeUndefined();
    o.put(0, 'a');
    await waiting;
    expect(written).toEqual(['a', 'b', 'c']);
    expect(fourth).toBe(3);
  });
});

describe('klondike solve --deals', () => {
  it('prints one result line per input line, in input order, on worker threads (bundle)', () => {
    // Seed 7 is a long search (300 ms of budget), the others are quick: they finish first on the
    // other thread but are printed after it.
    const input = [
      deal(7),
      '',
      spaced(deal(1)).toLowerCase(),
      JSON.stringify({ deal: deal(2), seed: 2, rules: { draw: 3 } }),
      '   ',
      JSON.stringify({ deal: EASY_DEAL, rules: { passes: 1, foundationToTableau: false } }),
    ].join('\n');
    const r = runBundle(['solve', '--deals', file('deals.txt', input), '--budget-ms', '300', '--jobs', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = linesOf(r.stdout);
    expect(out.map((o) => o.deal)).toEqual([deal(7), deal(1), deal(2), EASY_DEAL]);
    expect(Object.keys(out[0] ?? {})).toEqual(['deal', 'rules', 'result', 'moves', 'states', 'ms']);
    expect(Object.keys(out[2] ?? {})).toEqual(['deal', 'seed', 'rules', 'result', 'moves', 'states', 'ms']);
    expect(out[2]?.seed).toBe(2);
    expect(out[2]?.rules).toEqual({ ...RULES_JSON, draw: 3 });
    expect(out[3]?.rules).toEqual({ draw: 1, passes: 1, foundationToTableau: false });
    expect(out[3]?.result).toBe('solved');
  });

  it('puts {"line":N,"error":…} in place of a malformed line, goes on, and exits 1', async () => {
    const input = `${deal(1)}\n\nnot a deal\n{"deal":\n${deal(2)}\n{"deal":"${deal(3)}","seed":4}`;
    const r = await runIn(['solve', '--deals', '-', '--budget-ms', '200'], input);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const out = linesOf(r.stdout);
    expect(out.map((o) => Object.keys(o).join())).toEqual([
      'deal,rules,result,moves,states,ms',
      'line,error',
      'line,error',
      'deal,rules,result,moves,states,ms',
      'line,error',
    ]);
    expect(out.filter((o) => 'line' in o).map((o) => o.line)).toEqual([3, 4, 6]);
    expect(out[1]?.error).toMatch(/invalid deal/);
  });

  it('takes the rule flags, --passes in any case', async () => {
    const r = await runIn(
      ['solve', '--deals', '-', '--draw', '3', '--passes', 'UNLIMITED'],
      `${EASY_DEAL}\n`,
    );
    expect(r.status).toBe(0);
    expect(linesOf(r.stdout)[0]?.rules).toEqual({ ...RULES_JSON, draw: 3 });
  });

  it('--budget-states ends a search after that many states, the same way every time', async () => {
    const args = ['solve', '--deals', '-', '--budget-states', '2000', '--jobs', '1'];
    const [a, b] = await Promise.all([runIn(args, `${deal(7)}\n`), runIn(args, `${deal(7)}\n`)]);
    const [x, y] = [linesOf(a.stdout)[0], linesOf(b.stdout)[0]];
    // Identical but for the time taken.
    expect({ ...y, ms: 0 }).toEqual({ ...x, ms: 0 });
    if (x?.result === 'unknown') expect(x.states).toBeGreaterThanOrEqual(2000);
    expect(runBundle(['solve', '--seed', '7', '--budget-states', '0']).status).toBe(2);
  });

  it('prints nothing for an empty input (exit 0)', async () => {
    const r = await runIn(['solve', '--deals', '-'], '');
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('reads standard input as it comes: a result is out before the input ends (bundle)', async () => {
    const child = spawn(process.execPath, [
      'dist/cli.js',
      'solve',
      '--deals',
      '-',
      '--jobs',
      '1',
      '--budget-ms',
      '2000',
    ]);
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    child.stdin.write(`${EASY_DEAL}\n`);
    const first = await lines.next();
    // Standard input is still open here: the result came from the first line alone.
    expect(JSON.parse(first.value as string).deal).toBe(EASY_DEAL);
    child.stdin.end(`${deal(1)}\n`);
    const second = await lines.next();
    expect(JSON.parse(second.value as string).deal).toBe(deal(1));
    const status = await new Promise((r) => child.on('close', r));
    expect(status).toBe(0);
  });

  it.each([
    ['a missing file', ['--deals', join(dir, 'nope.txt')], /cannot read ".*nope\.txt": no such file/],
    ['a directory', ['--deals', dir], /it is a directory/],
    ['an empty file name', ['--deals', ''], /empty file name/],
    ['--deals with --seed', ['--deals', '-', '--seed', '1'], /--deals and --seed do not go together/],
    ['--deals with --history', ['--deals', '-', '--history', 'S'], /--deals and --history/],
    ['--jobs without --deals', ['--seed', '1', '--jobs', '2'], /--jobs goes with --deals/],
    ['--jobs 0', ['--deals', '-', '--jobs', '0'], /--jobs must be a positive whole number/],
    ['a bad budget', ['--deals', '-', '--budget-ms', 'soon'], /--budget-ms must be/],
    ['bad rules', ['--deals', '-', '--passes', 'never'], /--passes must be/],
  ])('refuses %s with exit 2 and one line', async (_name, args, says) => {
    const r = runBundle(['solve', ...args]);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(says);
    expect(r.stdout).toBe('');
  });
});
