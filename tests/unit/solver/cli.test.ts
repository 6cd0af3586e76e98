import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal, startPosition } from '../../../src/engine/index.ts';
import { tempDir } from '../../kit/temp.ts';
import { oneErrorLine, runBundle, runIn } from '../cli/helpers.ts';
import { wins } from './helpers.ts';

const DEFAULT_RULES = { draw: 1, passes: 'unlimited', foundationToTableau: true };

describe('klondike solve', () => {
  it('prints the contract result object with --json', async () => {
    const r = await runIn(['solve', '--seed', '1', '--json']);
    expect(r.status).toBe(0);
    const o = JSON.parse(r.stdout);
    expect(Object.keys(o)).toEqual(['deal', 'seed', 'rules', 'result', 'moves', 'states', 'ms']);
    expect(o.deal).toBe(makeDeal(dealFromSeed(1)));
    expect(o.seed).toBe(1);
    expect(o.rules).toEqual(DEFAULT_RULES);
    expect(o.result).toBe('solved');
    expect(
      wins(startPosition(dealFromSeed(1), { ...DEFAULT_RULES, passes: Number.POSITIVE_INFINITY }), o.moves),
    ).toBe(true);
  });

  it('leaves seed out for a deal string and carries the rules of the flags', async () => {
    const deal = makeDeal(dealFromSeed(7));
    const r = await runIn(['solve', '--deal', deal, '--draw', '3', '--passes', '3', '--json']);
    const o = JSON.parse(r.stdout);
    expect(Object.keys(o)).toEqual(['deal', 'rules', 'result', 'moves', 'states', 'ms']);
    expect(o.rules).toEqual({ draw: 3, passes: 3, foundationToTableau: true });
  });

  it('puts the history first in a winning list from the deal', async () => {
    const r = await runIn(['solve', '--seed', '1', '--history', 'T3>F T6>F', '--json']);
    const o = JSON.parse(r.stdout);
    expect(o.moves.slice(0, 2)).toEqual(['T3>F', 'T6>F']);
    expect(
      wins(startPosition(dealFromSeed(1), { ...DEFAULT_RULES, passes: Number.POSITIVE_INFINITY }), o.moves),
    ).toBe(true);
  });

  it('prints a readable move list by default', async () => {
    const r = await runIn(['solve', '--seed', '1']);
    expect(r.stdout).toMatch(/^Solved: \d+ moves/);
    expect(r.stdout).toMatch(/\n {3}1\. T3>F\n/);
  });

  it('says unknown when the budget is too small (exit 0)', async () => {
    const r = await runIn(['solve', '--seed', '10', '--budget-ms', '1', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).result).toBe('unknown');
  });

  it('refuses an illegal history move with exit 1 and a bad budget with exit 2', async () => {
    const bad = await runIn(['solve', '--seed', '1', '--history', 'T7>T2']);
    expect(bad.status).toBe(1);
    expect(oneErrorLine(bad.stderr)).toBe(true);
    const budget = await runIn(['solve', '--seed', '1', '--budget-ms', 'soon']);
    expect(budget.status).toBe(2);
    expect(oneErrorLine(budget.stderr)).toBe(true);
  });
});

describe('klondike survey', () => {
  const dir = tempDir('survey-');
  const seedsOf = (path: string) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l).seed as number)
      .sort((a, b) => a - b);

  it('writes one contract result per deal and a summary', async () => {
    const out = join(dir, 'a.jsonl');
    const r = await runIn(['survey', '--seeds', '1..6', '--budget-ms', '500', '--jobs', '1', '--out', out]);
    expect(r.status).toBe(0);
    expect(seedsOf(out)).toEqual([1, 2, 3, 4, 5, 6]);
    const first = JSON.parse(readFileSync(out, 'utf8').split('\n')[0] as string);
    expect(Object.keys(first)).toEqual(['deal', 'seed', 'rules', 'result', 'moves', 'states', 'ms']);
    expect(r.stdout).toMatch(/deals 6: solved \d+, unsolvable \d+, unknown \d+/);
    expect(r.stdout).toMatch(/winnable [\d.]+ % of decided deals \(95 % interval/);
    expect(r.stdout).toMatch(/median .* mean .* p90 .* p99 .* max/);
  });

  it('resumes a killed survey without losing or repeating a deal', async () => {
    const out = join(dir, 'b.jsonl');
    await runIn(['survey', '--seeds', '1..4', '--budget-ms', '300', '--jobs', '1', '--out', out]);
    // Cut the file in the middle of its last line, as a kill during a write would.
    const text = readFileSync(out, 'utf8');
    writeFileSync(out, text.slice(0, text.length - 40));
    const r = await runIn([
      'survey',
      '--seeds',
      '1..8',
      '--budget-ms',
      '300',
      '--jobs',
      '1',
      '--out',
      out,
      '--resume',
    ]);
    expect(r.status).toBe(0);
    expect(seedsOf(out)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('splits deals into interleaved shards that together cover the range once', async () => {
    const parts = [1, 2, 3].map((k) => join(dir, `s${k}.jsonl`));
    for (const [i, out] of parts.entries()) {
      await runIn([
        'survey',
        '--seeds',
        '10..17',
        '--shard',
        `${i + 1}/3`,
        '--budget-ms',
        '200',
        '--jobs',
        '1',
        '--out',
        out,
      ]);
    }
    expect(seedsOf(parts[0] as string)).toEqual([12, 15]);
    expect(parts.flatMap(seedsOf).sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    const s = await runIn(['survey', '--summary', ...parts]);
    expect(s.stdout).toMatch(/^deals 8:/);
  });

  it('runs on worker threads from the bundle', () => {
    const out = join(dir, 'w.jsonl');
    const r = runBundle(['survey', '--seeds', '1..4', '--budget-ms', '300', '--jobs', '2', '--out', out]);
    expect(r.status).toBe(0);
    expect(seedsOf(out)).toEqual([1, 2, 3, 4]);
  });

  it('refuses bad ranges and shards with exit 2', async () => {
    for (const args of [
      ['--seeds', '5..3'],
      ['--seeds', '1..3', '--shard', '4/3'],
      ['--seeds', '1..3', '--shard', '0/3'],
      ['--seeds', 'x'],
    ]) {
      const r = await runIn(['survey', ...args]);
      expect(r.status).toBe(2);
      expect(oneErrorLine(r.stderr)).toBe(true);
    }
  });
});
