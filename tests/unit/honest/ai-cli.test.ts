import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal } from '../../../src/engine/index.ts';
import { tempDir } from '../../kit/temp.ts';
import { oneErrorLine, runBundle } from '../cli/helpers.ts';

// `klondike ai` through the real bundle, with a quick player (few samples, small solves).
const QUICK = ['--samples', '2', '--budget-states', '300'];

const replayed = (line: string) => {
  const r = runBundle(['replay', '-', '--json'], line);
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as { moves: number; outcome: string };
};

describe('klondike ai', () => {
  it('plays one deal: one JSON line, a game record that replays to the result it reports', () => {
    const r = runBundle(['ai', '--seed', '6', '--json', ...QUICK]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const game = JSON.parse(lines[0] as string);
    expect(Object.keys(game)).toEqual(['format', 'seed', 'deal', 'rules', 'result', 'moves', 'end', 'ms']);
    expect(game.seed).toBe(6);
    expect(game.deal).toBe(makeDeal(dealFromSeed(6)));
    expect(game.rules).toEqual({ draw: 1, passes: 'unlimited', foundationToTableau: true });
    expect(['won', 'lost']).toContain(game.result);
    expect(typeof game.ms).toBe('number');
    for (const m of game.moves)
      expect(m).toMatch(/^(S|R|W>F|W>T[1-7]|T[1-7]>F|T[1-7]>T[1-7](:\d+)?|F[CDHS]>T[1-7])$/);
    const back = replayed(lines[0] as string);
    expect(back.moves).toBe(game.moves.length);
    expect(back.outcome === 'won').toBe(game.result === 'won');
  });

  it('plays a range under other rules: lines in seed order, each replaying to its result, then a summary', () => {
    const r = runBundle([
      'ai',
      '--seeds',
      '3..6',
      '--draw',
      '3',
      '--passes',
      '3',
      '--json',
      '--jobs',
      '2',
      ...QUICK,
    ]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.seed)).toEqual([3, 4, 5, 6]);
    for (const l of lines) {
      expect(l.rules).toEqual({ draw: 3, passes: 3, foundationToTableau: true });
      expect(replayed(JSON.stringify(l)).outcome === 'won').toBe(l.result === 'won');
    }
    const summary = JSON.parse(r.stderr);
    expect(summary.games).toBe(4);
    expect(summary.won).toBe(lines.filter((l) => l.result === 'won').length);
    expect(summary.low).toBeLessThanOrEqual(summary.share);
    expect(summary.high).toBeGreaterThanOrEqual(summary.share);
    expect(summary.msPerGame).toBeGreaterThan(0);
  });

  it('plays by plans with --plan-nodes: games that replay to their results, the same game twice', () => {
    for (const rules of [
      ['--draw', '3'],
      ['--draw', '3', '--passes', '3'],
      ['--draw', '1'],
    ]) {
      const args = ['ai', '--seeds', '4..5', ...rules, '--json', '--plan-nodes', '300', ...QUICK];
      const r = runBundle(args);
      expect(r.status).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        const game = JSON.parse(line);
        expect(replayed(line).outcome === 'won').toBe(game.result === 'won');
      }
      const again = runBundle(args).stdout.trimEnd().split('\n');
      expect(again.map((l) => JSON.parse(l).moves)).toEqual(lines.map((l) => JSON.parse(l).moves));
    }
  });

  it('chooses by the search over what the player will know with --uct-tries: other games, each replaying to its result', () => {
    const game = (extra: string[]) => {
      const r = runBundle(['ai', '--seed', '7', '--draw', '3', '--json', ...extra, ...QUICK]);
      expect(r.status).toBe(0);
      expect(replayed(r.stdout).outcome === 'won').toBe(JSON.parse(r.stdout).result === 'won');
      return JSON.parse(r.stdout).moves as string[];
    };
    const searched = game(['--uct-tries', '4']);
    expect(searched).not.toEqual(game([]));
    expect(game(['--uct-tries', '4'])).toEqual(searched);
  });

  it('passes --margin to the player: deal 7 is played otherwise with margin 0 than with 1, and both replay', () => {
    const game = (margin: string) => {
      const r = runBundle(['ai', '--seed', '7', '--draw', '3', '--json', '--margin', margin, ...QUICK]);
      expect(r.status).toBe(0);
      expect(replayed(r.stdout).outcome === 'won').toBe(JSON.parse(r.stdout).result === 'won');
      return JSON.parse(r.stdout).moves as string[];
    };
    expect(game('0')).not.toEqual(game('1'));
  });

  it('is the same game every time for one player seed; --out writes the lines and prints the summary', () => {
    const dir = tempDir('klondike-ai-');
    const file = join(dir, 'games.jsonl');
    const a = runBundle(['ai', '--deal', makeDeal(dealFromSeed(9)), '--ai-seed', '5', '--json', ...QUICK]);
    const b = runBundle(['ai', '--seeds', '9..9', '--ai-seed', '5', '--out', file, ...QUICK]);
    expect(b.status).toBe(0);
    expect(b.stdout).toMatch(/^games 1: won [01] \(/);
    const fromFile = JSON.parse(readFileSync(file, 'utf8'));
    expect(fromFile.moves).toEqual(JSON.parse(a.stdout).moves);
  });

  it('prints a readable game without --json', () => {
    const r = runBundle(['ai', '--seed', '6', ...QUICK]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^(Won in \d+ moves|Lost after \d+ moves: .*) \(.* ms of CPU\)\n {3}1\. /);
  });

  it('refuses bad usage with exit 2 and one line', () => {
    for (const args of [
      [],
      ['--seed', '1', '--seeds', '1..2'],
      ['--seeds', '5..1'],
      ['--seed', 'x'],
      ['--seed', '1', '--ai-seed', '-1'],
      ['--seed', '1', '--samples', '0'],
      ['--seed', '1', '--plan-nodes', 'many'],
      ['--seed', '1', '--uct-tries', '-2'],
      ['--seed', '1', '--margin', '-1'],
      ['--seed', '1', '--margin', 'x'],
      ['--seed', '1', '--draw', '0'],
      ['--deal', 'AS'],
      ['--seed', '1', '--bogus'],
    ]) {
      const r = runBundle(['ai', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(oneErrorLine(r.stderr), r.stderr).toBe(true);
    }
  });
});
