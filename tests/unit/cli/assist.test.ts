import { describe, expect, it } from 'vitest';
import { findLosingMove, hint, solveWithin } from '../../../src/assist/index.ts';
import {
  DEFAULT_RULES,
  dealFromSeed,
  isWon,
  parseDeal,
  play,
  type Rules,
  startPosition,
} from '../../../src/engine/index.ts';
import { strayedGame } from '../../kit/assist-positions.ts';
import { oneErrorLine, runIn } from './helpers.ts';

const json = (stdout: string): Record<string, unknown> => JSON.parse(stdout) as Record<string, unknown>;

const winsWithSolver = (deal: string, rules: Rules): boolean => {
  const d = parseDeal(deal);
  if (!d.ok) return false;
  return solveWithin(startPosition(d.value, rules), { states: 200000 }).result === 'solved';
};

describe('klondike deal --winnable', () => {
  it('prints a proven-winnable numbered deal; the CLI solver agrees', async () => {
    const r = await runIn(['deal', '--winnable', '--seed-from', '1', '--json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const o = json(r.stdout);
    expect(Object.keys(o)).toEqual(['seed', 'deal', 'difficulty']);
    expect(o.deal).toBe((await runIn(['deal', '--seed', String(o.seed)])).stdout.trim());
    const solved = await runIn(['solve', '--seed', String(o.seed), '--json']);
    expect(json(solved.stdout).result).toBe('solved');
    const text = await runIn(['deal', '--winnable', '--seed-from', '1']);
    expect(text.stdout).toBe(
      `Deal ${o.seed} (draw 1, unlimited passes; proven winnable, ${o.difficulty})\n${o.deal}\n`,
    );
  });

  it('takes rule flags and a difficulty; without --seed-from it starts from the clock', async () => {
    const r = await runIn([
      'deal',
      '--winnable',
      '--seed-from',
      '77',
      '--draw',
      '3',
      '--difficulty',
      'hard',
      '--json',
    ]);
    expect(r.status).toBe(0);
    const o = json(r.stdout);
    expect(o.difficulty).toBe('hard');
    expect(winsWithSolver(o.deal as string, { ...DEFAULT_RULES, draw: 3 })).toBe(true);
    const a = await runIn(['deal', '--winnable', '--json'], '', { now: () => 1_700_000_000_000 });
    const b = await runIn(['deal', '--winnable', '--json'], '', { now: () => 1_700_000_000_000 });
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(winsWithSolver(json(a.stdout).deal as string, DEFAULT_RULES)).toBe(true);
  });

  it('refuses contradictory or bad flags with one line, exit 2', async () => {
    for (const argv of [
      ['deal', '--winnable', '--seed', '3'],
      ['deal', '--winnable', '--difficulty', 'insane'],
      ['deal', '--winnable', '--seed-from', '-1'],
      ['deal', '--winnable', '--seed-from', '4294967296'],
      ['deal', '--seed', '3', '--difficulty', 'easy'],
      ['deal', '--seed', '3', '--draw', '3'],
      ['deal', '--winnable', '--draw', '0'],
    ]) {
      const r = await runIn(argv);
      expect({ argv, status: r.status }).toEqual({ argv, status: 2 });
      expect(oneErrorLine(r.stderr), r.stderr).toBe(true);
    }
  });
});

describe('klondike daily', () => {
  it('prints the pinned deal of a date and preset, in text and JSON', async () => {
    const r = await runIn(['daily', '--date', '2026-11-29', '--json']);
    expect(r.status).toBe(0);
    expect(json(r.stdout)).toEqual({
      date: '2026-11-29',
      preset: 'draw1',
      seed: 3237615886,
      deal: (await runIn(['deal', '--seed', '3237615886'])).stdout.trim(),
    });
    const t = await runIn(['daily', '--date', '2026-11-29', '--preset', 'draw3']);
    expect(t.stdout.split('\n')[0]).toBe(
      'Daily deal 2026-11-29, draw3 (draw 3, unlimited passes): deal 1105069154',
    );
    const d = json((await runIn(['daily', '--date', '2026-11-29', '--preset', 'draw3', '--json'])).stdout);
    expect(winsWithSolver(d.deal as string, { ...DEFAULT_RULES, draw: 3 })).toBe(true);
  });

  it("defaults to today's UTC date from the clock", async () => {
    const now = () => Date.UTC(2026, 10, 29, 12);
    expect((await runIn(['daily', '--json'], '', { now })).stdout).toBe(
      (await runIn(['daily', '--date', '2026-11-29', '--json'])).stdout,
    );
  });

  it('refuses bad dates and presets with one line, exit 2', async () => {
    for (const argv of [
      ['daily', '--date', '2026-02-30'],
      ['daily', '--date', '29/11/2026'],
      ['daily', '--date', ''],
      ['daily', '--date'],
      ['daily', '--date', '2026-11-29', '--preset', 'draw2'],
      ['daily', '--date', '2026-11-29', 'extra'],
    ]) {
      const r = await runIn(argv);
      expect({ argv, status: r.status }).toEqual({ argv, status: 2 });
      expect(oneErrorLine(r.stderr), r.stderr).toBe(true);
      expect(r.stdout).toBe('');
    }
  });
});

const winnableLines = (stdout: string): string[] =>
  stdout.split('\n').filter((l) => l.startsWith('Still winnable') || l === 'No longer winnable.');

describe('klondike play: hint and "still winnable"', () => {
  it('hint prints the next move of a winning line; following hints wins; a line follows each move', async () => {
    // The hints the session will give: the first hint's line, followed (a followed line stays winning).
    const start = startPosition(dealFromSeed(1), DEFAULT_RULES);
    const first = hint(start, { states: 200000 });
    if (first.kind !== 'move') throw new Error(first.kind);
    const script = first.line.flatMap((m) => ['hint', m]);
    const r = await runIn(['play', '--seed', '1', '--scoring', 'none'], `${script.join('\n')}\n`);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      `Hint: ${first.move} (a winning line goes on for ${first.line.length - 1} more moves)`,
    );
    const hints = r.stdout.split('\n').filter((l) => l.includes('Hint: '));
    expect(hints.map((l) => /Hint: (\S+)/.exec(l)?.[1])).toEqual(first.line);
    expect(r.stdout).toContain('You won!');
    expect(r.stdout).toContain(`Hints used: ${first.line.length}.`);
    // One "still winnable" line after every move but the winning one, all "yes".
    expect(winnableLines(r.stdout)).toEqual(Array(first.line.length - 1).fill('Still winnable: yes'));
  });

  it('turns to "No longer winnable." at the losing move of a game, and hint then says so', async () => {
    // Deal 53, one pass: a third of a winning line, then random moves (the analysis test's game too).
    const rules: Rules = { draw: 1, passes: 1, foundationToTableau: true };
    const { deal, moves, end } = strayedGame(53, rules);
    expect(isWon(end)).toBe(false);
    const lost = findLosingMove(deal, rules, moves, { states: 200000 });
    if (lost.kind !== 'lost-at') throw new Error(lost.kind);
    const played = moves.slice(0, lost.index + 1);
    const r = await runIn(
      ['play', '--seed', '53', '--passes', '1', '--scoring', 'none'],
      `${[...played, 'hint'].join('\n')}\n`,
    );
    const lines = winnableLines(r.stdout);
    expect(lines).toHaveLength(played.length);
    expect(lines[lines.length - 1]).toBe('No longer winnable.');
    expect(lines.slice(0, -1)).not.toContain('No longer winnable.');
    expect(lines[lines.length - 2]).not.toBe('Still winnable: not sure');
    expect(r.stdout).toContain('> No winning line left.\n');
    const off = await runIn(
      ['play', '--seed', '53', '--passes', '1', '--no-check'],
      `${played.join('\n')}\n`,
    );
    expect(winnableLines(off.stdout)).toEqual([]);
  });

  it("in a lost game, hint still names the rule of thumb's move, said so (issue 11, part 4)", async () => {
    // Deal 8, draw 3: proved lost at move 0; AS (column 1) can go up.
    const lost = await runIn(['play', '--seed', '8', '--draw', '3', '--scoring', 'none'], 'hint\n');
    expect(lost.stdout).toContain(
      '> No winning line left.\nBest try: T1>F (it puts a card on its foundation)\n',
    );
  });
});
