import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { shardSpan } from '../../../src/cli/commands/survey.ts';
import { fileIn, tempDir } from '../../kit/temp.ts';
import { oneErrorLine, runBundle, runIn } from './helpers.ts';

// `klondike survey` keeps the exit statuses 0/1/2 and one line on standard error in every case below
// (each was once an internal error, a crash or a wrong answer).

const dir = tempDir('klondike-survey-');
const file = fileIn(dir);
const result = (seed: number, rules: object, verdict = 'solved') =>
  JSON.stringify({ deal: `deal-${seed}`, seed, rules, result: verdict, moves: [], states: 1, ms: 1 });
const D1 = { draw: 1, passes: 'unlimited', foundationToTableau: true };
const D3 = { draw: 3, passes: 'unlimited', foundationToTableau: true };

describe('shardSpan', () => {
  it.each([
    [0, 9, 1, 1, 0, 10],
    [5, 9, 1, 3, 6, 2],
    [5, 9, 3, 3, 5, 2],
    [10, 10, 2, 3, 10, 1],
    [10, 10, 1, 3, 12, 0],
    [0, 4294967295, 1, 1, 0, 4294967296],
    [0, 4294967295, 4294967295, 4294967295, 4294967294, 1],
  ])('%d..%d shard %d/%d starts at %d and has %d deals', (a, b, k, n, first, count) => {
    expect(shardSpan(a, b, k, n)).toEqual({ first, count });
  });
});

describe('klondike survey keeps the contract', () => {
  it('--out in a folder that does not exist: exit 2, one line', () => {
    const r = runBundle(['survey', '--seeds', '1..2', '--out', join(dir, 'no', 'such', 'x.jsonl')]);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(/cannot write ".*x\.jsonl": no such file or folder/);
  });

  it('the whole seed range streams deals at once (no seed list is made first)', async () => {
    const child = spawn(process.execPath, [
      'dist/cli.js',
      'survey',
      '--seeds',
      '0..4294967295',
      '--budget-ms',
      '1',
      '--jobs',
      '2',
    ]);
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    const seeds: number[] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      seeds.push(JSON.parse(line).seed);
      if (seeds.length === 3) break;
    }
    child.kill();
    await new Promise((r) => child.on('close', r));
    // Two threads, in the order they finish: three of the first five deals (three done, two solving).
    expect(new Set(seeds).size).toBe(3);
    expect(seeds.every((s) => s >= 0 && s <= 4)).toBe(true);
    expect(stderr).toBe('');
  });

  it('the last shard of the whole range is its last seed but one', () => {
    const r = runBundle([
      'survey',
      '--seeds',
      '0..4294967295',
      '--shard',
      '4294967295/4294967295',
      '--budget-ms',
      '50',
    ]);
    expect(r.status).toBe(0);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).seed),
    ).toEqual([4294967294]);
    expect(r.stderr).toMatch(/^deals 1:/);
  });

  it.runIf(existsSync('/dev/full'))('--out /dev/full --resume: a write error, exit 2, one line', () => {
    const r = runBundle(['survey', '--seeds', '1..3', '--budget-ms', '50', '--out', '/dev/full', '--resume']);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(/cannot write "\/dev\/full": no space left/);
  });

  it.runIf(existsSync('/dev/full'))('standard output that cannot be written: exit 2, one line', () => {
    const full = openSync('/dev/full', 'w');
    const r = spawnSync(process.execPath, ['dist/cli.js', 'survey', '--seeds', '1..2', '--budget-ms', '50'], {
      stdio: ['ignore', full, 'pipe'],
      encoding: 'utf8',
    });
    closeSync(full);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^klondike: cannot write standard output: no space left[^\n]*\n$/);
  });

  it('--summary counts a last line without its newline', async () => {
    const f = file('nonl.jsonl', `${result(1, D1)}\n${result(2, D1, 'unsolvable')}`);
    const r = await runIn(['survey', '--summary', f]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^deals 2: solved 1, unsolvable 1, unknown 0/);
  });

  it('--summary refuses a last line cut off in the middle (exit 1)', async () => {
    const f = file('cut.jsonl', `${result(1, D1)}\n${result(2, D1).slice(0, 30)}`);
    const r = await runIn(['survey', '--summary', f]);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(/line 2, the last, has no newline and is not a whole result/);
  });

  it('--summary refuses results of different rule sets (exit 1)', async () => {
    const a = file('d1.jsonl', `${result(1, D1)}\n`);
    const b = file('d3.jsonl', `${result(2, D3)}\n`);
    const r = await runIn(['survey', '--summary', a, b]);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(/d3\.jsonl: line 1 has rules .*"draw":3.*summarise one rule set at a time/);
    const mixed = file('mixed.jsonl', `${result(1, D1)}\n${result(2, { draw: 1, passes: 1 })}\n`);
    expect((await runIn(['survey', '--summary', mixed])).status).toBe(1);
  });

  it('--summary takes the same rules written in another key order as one rule set', async () => {
    const f = file(
      'order.jsonl',
      `${result(1, D1)}\n${result(2, { foundationToTableau: true, passes: 'unlimited', draw: 1 })}\n`,
    );
    expect((await runIn(['survey', '--summary', f])).stdout).toMatch(/^deals 2:/);
  });

  it('--summary counts a deal found in two files once', async () => {
    const a = file('p1.jsonl', `${result(1, D1)}\n${result(2, D1)}\n`);
    const b = file('p2.jsonl', `${result(2, D1)}\n${result(3, D1)}\n`);
    expect((await runIn(['survey', '--summary', a, b])).stdout).toMatch(/^deals 3:/);
  });

  it.each([
    ['a line that is not JSON', 'nope\n', /line 1 is not JSON/],
    ['a line that is not a result', '{"result":"won","ms":1}\n', /line 1 is not a solver result/],
    ['a result without rules', '{"result":"solved","ms":1}\n', /line 1 is not a solver result/],
  ])('--summary refuses %s (exit 1)', async (_name, text, says) => {
    const r = await runIn(['survey', '--summary', file('bad.jsonl', text)]);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(says);
  });

  it('--summary of a file that cannot be read: exit 2', async () => {
    const r = await runIn(['survey', '--summary', join(dir, 'missing.jsonl')]);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(true);
  });

  it('--passes UNLIMITED is --passes unlimited', async () => {
    const r = await runIn([
      'survey',
      '--seeds',
      '1..2',
      '--passes',
      'UNLIMITED',
      '--budget-ms',
      '50',
      '--jobs',
      '1',
    ]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.split('\n')[0] as string).rules).toEqual(D1);
  });

  it('--resume keeps a whole last line that lacks its newline, and appends after it', async () => {
    const out = file('resume.jsonl', '');
    await runIn(['survey', '--seeds', '1..2', '--budget-ms', '100', '--jobs', '1', '--out', `${out}.x`]);
    writeFileSync(out, readFileSync(`${out}.x`, 'utf8').trimEnd());
    const args = ['survey', '--seeds', '1..3', '--budget-ms', '100', '--jobs', '1'];
    const r = await runIn([...args, '--out', out, '--resume']);
    expect(r.status).toBe(0);
    const lines = readFileSync(out, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l).seed).sort()).toEqual([1, 2, 3]);
  });

  it('--out to a device is written, not resumed, and needs no --resume', () => {
    const r = runBundle(['survey', '--seeds', '1..2', '--budget-ms', '50', '--out', '/dev/null']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^deals 2:/);
  });
});
