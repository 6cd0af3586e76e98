import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord } from '../../../src/engine/index.ts';
import { tempDir } from '../../kit/temp.ts';
import { EASY_DEAL, EASY_WIN, runBundle } from './helpers.ts';
import { runOnPty } from './pty.ts';

// `klondike play` as a player meets it: the bundle on a pseudo-terminal (pty.ts), lines typed at the
// prompt, and what the terminal was sent read back.

const CLEAR = '\u001b[H\u001b[J';
const RED = '\u001b[31m';
const ESC = '\u001b';

/** The screens drawn in place (what follows each clear), without colour codes. */
const screensOf = (screen: string): string[] => screen.split(CLEAR).slice(1);

describe('klondike play on a terminal', () => {
  it('draws each screen in place, in colour, with suit symbols; the typed line shows after the prompt', () => {
    const r = runOnPty(['play', '--deal', EASY_DEAL], ['T7>F', 'T1>T2', 'q']);
    expect(r.status).toBe(0);
    // The first screen, then one screen per line typed but q.
    const screens = screensOf(r.screen);
    expect(screens).toHaveLength(3);
    expect(r.screen.startsWith(CLEAR)).toBe(true);
    expect(screens[0]).toContain(`${RED}6♥${ESC}[39m`);
    expect(screens[0]).toContain(`${ESC}[2m##${ESC}[22m`);
    expect(screens[1]).toContain('Foundations  C:A♣  D:--  H:--  S:--  (1/52)');
    expect(screens[1]).toMatch(/Still winnable: yes\n> T1>T2\n$/);
    // The answer to a line under the picture of the same screen, then the prompt and what was typed.
    expect(screens[2]).toMatch(/\n\nT1>T2 is illegal: [^\n]+\n> q\nGame over: left unfinished after 1 move/);
    expect(screens[2]).toContain('Game record: {"format":"klondike-game/1"');
  });

  it('has no colour with NO_COLOR set (not empty) or --no-color, and colour with NO_COLOR empty', () => {
    for (const [env, argv] of [
      [{ NO_COLOR: '1' }, []],
      [{}, ['--no-color']],
    ] as const) {
      const r = runOnPty(['play', '--seed', '42', ...argv], ['S', 'q'], env);
      expect(r.status).toBe(0);
      expect(r.screen).not.toContain(RED);
      expect(r.screen).not.toMatch(/\u001b\[[0-9;]*m/);
      expect(screensOf(r.screen)).toHaveLength(2);
      expect(r.screen).toContain('10♥ ##');
    }
    expect(runOnPty(['play', '--seed', '42'], ['q'], { NO_COLOR: '' }).screen).toContain(`${RED}10♥`);
    expect(runOnPty(['play', '--seed', '42', '--color'], ['q'], { NO_COLOR: '1' }).screen).toContain(RED);
  });

  it('writes suit letters with --ascii or when the locale is not UTF-8', () => {
    for (const [env, argv] of [
      [{}, ['--ascii']],
      [{ LANG: 'C' }, []],
      [{ LANG: undefined }, []],
      [{ LC_ALL: 'POSIX' }, []],
    ] as const) {
      const r = runOnPty(['play', '--seed', '42', ...argv], ['q'], env);
      expect(r.screen).toContain(`${RED}TH${ESC}[39m  ${ESC}[2m##`);
      expect(r.screen).not.toMatch(/[♣♦♥♠]/);
    }
  });

  it('appends plain screens on TERM=dumb, which can neither clear nor colour', () => {
    const r = runOnPty(['play', '--seed', '42'], ['S', 'q'], { TERM: 'dumb' });
    expect(r.status).toBe(0);
    expect(r.screen).not.toContain(ESC);
    expect(r.screen).toContain('Moves 1   Score 0\nStill winnable: yes\n> q\nGame over');
  });

  it('ends at Ctrl-D (the end of input) or Ctrl-C with the game left unfinished and its record kept', () => {
    for (const key of ['\u0004', '\u0003']) {
      const r = runOnPty(['play', '--seed', '3'], ['S', 'S', key]);
      expect(r.status).toBe(0);
      expect(r.screen).toContain('Game over: left unfinished after 2 moves');
      expect(r.screen).toMatch(/Game record: \{"format":"klondike-game\/1",[^\n]*"moves":\["S","S"\]\}\n$/);
    }
  });

  it('offers auto-complete once every card is face up and the win is proved, and a wins', () => {
    const dir = tempDir('klondike-pty-');
    const file = join(dir, 'won.json');
    // 26 moves of EASY_WIN turn the last face-down card (8D) up; then a, then save FILE after the win
    // is never read: the game ends at the win, so the record is saved with --save.
    const r = runOnPty(['play', '--deal', EASY_DEAL, '--save', file], [...EASY_WIN.slice(0, 26), 'a']);
    expect(r.status).toBe(0);
    const screens = screensOf(r.screen);
    // The deal, 26 moves, then the 50 moves of the plain finish (T1>F T2>F, then S W>F for each
    // stock card), one screen each: 49 on the way and the won game.
    expect(screens).toHaveLength(1 + 26 + 50);
    expect(screens[25]).not.toContain('Auto-complete');
    expect(screens[26]).toMatch(
      /\nAuto-complete: every card is face up and the rest is proved to win; type a to play it \(50 moves\)\.\n> a\n$/,
    );
    for (let i = 1; i < 50; i++) {
      const frame = screens[26 + i] ?? '';
      expect(frame).toContain(`\nMoves ${26 + i}   Score `);
      expect(frame).toMatch(new RegExp(`\\n\\nAuto-complete: move ${i} of 50\\n$`));
    }
    const won = screens[76] ?? '';
    expect(won.replace(/\u001b\[\d+m/g, '')).toContain('Foundations  C:K♣  D:K♦  H:K♥  S:K♠  (52/52)');
    expect(won).toMatch(
      /\nMoves 76   Score \d+\nYou won! All 52 cards are on the foundations\.\n\nAuto-complete played 50 moves: T1>F T2>F S W>F /,
    );
    expect(won).toContain(`Game record saved to ${file}`);
    const rec = readRecord(readFileSync(file, 'utf8'));
    expect(rec.ok && rec.value.game.position.foundations).toEqual([13, 13, 13, 13]);
    const replay = runBundle(['replay', file, '--json']);
    expect(JSON.parse(replay.stdout)).toMatchObject({ outcome: 'won', foundations: 52 });
  });

  it('saves with save FILE in the middle of a game; klondike replay reads the file back', () => {
    const file = join(tempDir('klondike-pty-'), 'game.json');
    const r = runOnPty(['play', '--seed', '42', '--draw', '3'], ['S', 'S', `save ${file}`, 'S', 'q']);
    expect(r.status).toBe(0);
    expect(screensOf(r.screen)[3]).toContain(
      `\n\nGame record saved to ${file} (klondike replay ${file})\n> `,
    );
    const replay = runBundle(['replay', file]);
    expect(replay.status).toBe(0);
    expect(replay.stdout).toContain('Deal 42 (draw 3, unlimited passes)');
    expect(replay.stdout).toContain('2 moves, outcome playing');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      format: 'klondike-game/1',
      deal: runBundle(['deal', '--seed', '42']).stdout.trim(),
      seed: 42,
      rules: { draw: 3, passes: 'unlimited', foundationToTableau: true },
      moves: ['S', 'S'],
    });
  });
});
