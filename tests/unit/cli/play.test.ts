import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromClock } from '../../../src/cli/commands/play.ts';
import { handleInput } from '../../../src/cli/terminal-session.ts';
import { dealFromSeed, newGame, readRecord } from '../../../src/engine/index.ts';
import { tempDir } from '../../kit/temp.ts';
import { EASY_DEAL, EASY_WIN, runBundle, runIn } from './helpers.ts';

const recordLine = (stdout: string): string => {
  const line = stdout.split('\n').find((l) => l.startsWith('Game record: '));
  if (line === undefined) throw new Error(`no record in:\n${stdout}`);
  return line.slice('Game record: '.length);
};

describe('klondike play through piped standard input', () => {
  it('plays a known winning sequence to the win, through bad input, help, undo and redo', () => {
    const script = [
      '?',
      'h',
      'hello', // not a move
      'T9>F', // no column 9
      'T1>T2', // illegal
      '',
      'u', // nothing to undo yet
      ...EASY_WIN.slice(0, 10).map((m) => m.toLowerCase()),
      'u',
      'u',
      'y',
      'y',
      'y', // nothing left to redo
      'R', // upper-case R is the redeal move: illegal while the stock has cards
      'p',
      ...EASY_WIN.slice(10),
      'S', // after the win: never read
    ];
    const r = runBundle(['play', '--deal', EASY_DEAL], `${script.join('\n')}\n`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Legal moves: T4>F T5>F T6>F T7>F T2>T3 S');
    expect(r.stdout).toContain('"hello" is not a move (h lists the legal moves, ? shows help)');
    expect(r.stdout).toContain('"T9>F" is not a move');
    expect(r.stdout).toContain('T1>T2 is illegal: no card there builds on the target');
    expect(r.stdout).toContain('Nothing to undo.');
    expect(r.stdout).toContain('Nothing to redo.');
    expect(r.stdout).toContain('R is illegal: the stock is not empty yet');
    expect(r.stdout).toContain('You won! All 52 cards are on the foundations.');
    expect(r.stdout).toContain(`Game over: won after ${EASY_WIN.length} moves, score `);
    const rec = readRecord(recordLine(r.stdout));
    expect(rec.ok && rec.value.game.position.foundations).toEqual([13, 13, 13, 13]);
    expect(rec.ok && rec.value.record.moves.length).toBe(EASY_WIN.length);
  });

  it('ends at the end of input, leaving the game unfinished, and saves the record with --save', async () => {
    const file = join(tempDir('klondike-play-'), 'game.json');
    const r = await runIn(['play', '--seed', '1', '--save', file], 'S\nS\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Game over: left unfinished after 2 moves, score 0.');
    expect(r.stdout).toContain(`Game record saved to ${file}`);
    const rec = readRecord(readFileSync(file, 'utf8'));
    expect(rec.ok && rec.value.record.seed).toBe(1);
    expect(rec.ok && rec.value.record.moves.length).toBe(2);
    const replay = runBundle(['replay', file]);
    expect(replay.status).toBe(0);
  });

  it('q quits at once and prints the record', async () => {
    const r = await runIn(['play', '--seed', '7', '--draw', '3', '--passes', '3'], 'S\nq\nS\n');
    expect(r.stdout).toContain('Klondike, deal 7 (draw 3, 3 passes), standard scoring.');
    expect(r.stdout).toContain('Game over: left unfinished after 1 move');
    const rec = readRecord(recordLine(r.stdout));
    expect(rec.ok && rec.value.record.rules).toEqual({ draw: 3, passes: 3, foundationToTableau: true });
  });

  it('says when the game is lost', async () => {
    // Deal 5 in draw 3 with one pass: nothing can ever reach a foundation or turn a card up.
    const r = await runIn(['play', '--seed', '5', '--draw', '3', '--passes', '1'], 'q\n');
    expect(r.stdout).toContain('The game is lost: no move can make progress any more');
    expect(r.stdout).toContain('Game over: lost after 0 moves');
  });

  it('chooses a deal from the caller clock when none is given, and prints it', async () => {
    const now = 1_700_000_123_456;
    const r = await runIn(['play'], 'q\n', { now: () => now });
    const seed = seedFromClock(now);
    expect(r.stdout.split('\n')[0]).toBe(
      `Deal ${seed} (chosen from the clock; play it again with --seed ${seed})`,
    );
    const rec = readRecord(recordLine(r.stdout));
    expect(rec.ok && rec.value.record.seed).toBe(seed);
  });

  it('keeps Vegas dollars and timed standard points', async () => {
    const vegas = await runIn(['play', '--deal', EASY_DEAL, '--scoring', 'vegas'], 'T7>F\nq\n');
    expect(vegas.stdout).toContain('Score -$52');
    expect(vegas.stdout).toContain('Score -$47');
    let t = 0;
    const timed = await runIn(['play', '--deal', EASY_DEAL, '--timed'], 'T7>F\np\n', {
      now: () => {
        t += 12_500;
        return t;
      },
    });
    // Dealt at 12.5 s; the move at 25 s (+15 points, one tick charged first at 0), 'p' at 37.5 s.
    expect(timed.stdout).toContain('Moves 1   Score 15   Time 0:12');
    expect(timed.stdout).toContain('Moves 1   Score 13   Time 0:25');
    // The session ends at 50 s, 37.5 s after the deal: a third tick.
    expect(timed.stdout).toContain('Game over: left unfinished after 1 move, score 11.');
    const none = await runIn(['play', '--deal', EASY_DEAL, '--scoring', 'none'], 'T7>F\n');
    expect(none.stdout).not.toContain('Score');
    expect(none.stdout).toContain('Game over: left unfinished after 1 move.');
  });
});

describe('a play session', () => {
  const start = {
    game: newGame(dealFromSeed(3), { draw: 3, passes: 2, foundationToTableau: true }),
    startedAt: 0,
    color: false,
  };

  it('never throws on any input line and always answers with text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.constantFrom('S', 'R', 'u', 'r', 'y', 'h', 'T1>T2', 'W>F', 'T3>F', 'q')),
          { maxLength: 30 },
        ),
        (lines) => {
          let s = start;
          for (const line of lines) {
            const step = handleInput(s, line, 1000);
            expect(typeof step.text).toBe('string');
            s = step.session;
            if (step.end !== undefined) break;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('play --save', () => {
  it('keeps the file current after every move, so an interrupted game is not lost', async () => {
    const file = join(tempDir('klondike-save-'), 'game.json');
    const seen: number[] = [];
    const lines = async function* () {
      for (const line of ['S', 'S', 'u', 'hello']) {
        yield line;
        // The record on disk after the line before this one was handled.
        const rec = readRecord(readFileSync(file, 'utf8'));
        seen.push(rec.ok ? rec.value.record.moves.length : -1);
      }
    };
    const r = await runIn(['play', '--seed', '2', '--save', file], '', { readLines: lines });
    expect(r.status).toBe(0);
    expect(seen).toEqual([1, 2, 1, 1]);
  });
});

/** The moves of EASY_WIN that turn the last face-down card (8D on column 2) face up. */
const EASY_ALL_UP = EASY_WIN.slice(0, 26);

describe('auto-complete in play', () => {
  it('is offered once every column card is face up and the rest is proved, and a plays the rest to the win', async () => {
    // Hand-checked: 7+6+5+4+3 moves empty columns 7 to 3, and 7D to the foundation turns up 8D.
    const script = ['a', ...EASY_ALL_UP.slice(0, -1), 'a', EASY_ALL_UP.at(-1) as string, 'a', 'S'];
    const r = await runIn(['play', '--deal', EASY_DEAL, '--no-check'], `${script.join('\n')}\n`);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'Auto-complete waits until every card in the columns is face up (21 cards face down).',
    );
    expect(r.stdout).toContain(
      'Auto-complete waits until every card in the columns is face up (1 card face down).',
    );
    const offers = r.stdout.split('\n').filter((l) => l.startsWith('Auto-complete: every card is face up'));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatch(/; type a to play it \(\d+ moves\)\.$/);
    expect(r.stdout).not.toContain('Still winnable');
    const played = r.stdout.split('\n').find((l) => l.startsWith('Auto-complete played '));
    // The plain finish, as by hand (hand-checked): the two column cards up, then each stock card
    // turned and put up.
    expect(played).toBe(
      `Auto-complete played 50 moves: T1>F T2>F ${Array.from({ length: 24 }, () => 'S W>F').join(' ')}`,
    );
    expect(r.stdout).toContain('You won! All 52 cards are on the foundations.');
    const rec = readRecord(recordLine(r.stdout));
    expect(rec.ok && rec.value.game.position.foundations).toEqual([13, 13, 13, 13]);
    const moves: string[] = JSON.parse(recordLine(r.stdout)).moves;
    expect(moves.slice(0, 26)).toEqual(EASY_ALL_UP);
    // Every move of the auto-complete is in the record, in the order the line printed them.
    expect(`Auto-complete played ${moves.length - 26} moves: ${moves.slice(26).join(' ')}`).toBe(played);
    expect(r.stdout).toContain(`Game over: won after ${moves.length} moves`);
  });
});

describe('save FILE in play', () => {
  it('writes the game record, which klondike replay reads back to the same position', async () => {
    const dir = tempDir('klondike-save-cmd-');
    const file = join(dir, 'mid game.json');
    const moves = ['S', 'S', 'T1>T2', 'S'];
    const r = await runIn(['play', '--seed', '42'], [...moves, `save "${file}"`, 'u', 'q'].join('\n'));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Game record saved to ${file} (klondike replay ${file})`);
    const text = readFileSync(file, 'utf8');
    expect(readRecord(text).ok).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ format: 'klondike-game/1', seed: 42, moves });
    // The game went on after the save: the undo is in the record printed at the end, not in the file.
    expect(JSON.parse(recordLine(r.stdout)).moves).toEqual(moves.slice(0, 3));
    const replay = runBundle(['replay', file, '--json']);
    expect(replay.status).toBe(0);
    const shown = runBundle(['show', '--seed', '42', '--history', moves.join(' '), '--position-text']);
    expect(JSON.parse(replay.stdout)).toMatchObject({ moves: 4, outcome: 'playing' });
    expect(JSON.parse(replay.stdout).position).toBe(shown.stdout.trim());
  });

  it('reads ~/ as the home folder, as a shell would', () => {
    const home = tempDir('klondike-home-');
    const r = spawnSync(process.execPath, ['dist/cli.js', 'play', '--seed', '9'], {
      input: 'S\nsave ~/g.json\nq\n',
      env: { ...process.env, HOME: home },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Game record saved to ${join(home, 'g.json')}`);
    expect(JSON.parse(readFileSync(join(home, 'g.json'), 'utf8')).moves).toEqual(['S']);
  });

  it('says what is wrong and goes on when the file cannot be written or is not named', async () => {
    const missing = join(tempDir('klondike-save-cmd-'), 'no', 'such', 'game.json');
    const r = await runIn(['play', '--seed', '1'], `save ${missing}\nsave\nSAVE   \nS\n`);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`Cannot write "${missing}": no such file or folder.`);
    // Off a terminal an answer follows the prompt on its line (the typed line is not echoed).
    expect(r.stdout.split('\n').filter((l) => l === '> save needs a file name: save FILE')).toHaveLength(2);
    expect(r.stdout).toContain('Game over: left unfinished after 1 move');
  });
});

describe('play on a terminal (in-process)', () => {
  const tty = { isTty: true, env: { TERM: 'xterm', LANG: 'en_US.UTF-8' } };

  it('draws every screen in place: heading, picture, notes, the answer, the prompt', async () => {
    const r = await runIn(['play', '--deal', EASY_DEAL], 'T7>F\nT1>T2\nq\n', tty);
    const screens = r.stdout.split('\u001b[H\u001b[J');
    // Before the first screen nothing; then the deal, one screen for each of the two inputs, and
    // after q no screen but the end of the game.
    expect(screens[0]).toBe('');
    expect(screens).toHaveLength(4);
    for (const screen of screens.slice(1))
      expect(
        screen.startsWith('Klondike, the given deal (draw 1, unlimited passes), standard scoring.\n'),
      ).toBe(true);
    expect(screens[1]).toMatch(/Moves 0   Score 0\n> $/);
    expect(screens[2]).toMatch(/Moves 1   Score 15\nStill winnable: yes\n> $/);
    expect(screens[3]).toMatch(/Still winnable: yes\n\nT1>T2 is illegal: [^\n]*\n> q?\n?Game over/);
    expect(r.stdout).toContain('\u001b[31m6♥\u001b[39m');
  });
});

describe('play off a terminal', () => {
  it('prints the documented plain transcript, whatever the flags and the environment say', async () => {
    // src/cli/README.md, "Playing": the intro, the picture and status line, "> ", and each answer
    // right after the prompt; letters, no escape codes. Written out by hand from EASY_COLUMNS.
    const picture = (foundations: string, t6: string, t7: string) => [
      'Stock        24 cards, pass 1, unlimited redeals',
      'Waste        (empty)',
      `Foundations  ${foundations}`,
      '',
      'T1  T2  T3  T4  T5  T6  T7',
      '6H  ##  ##  ##  ##  ##  ##',
      '    7D  ##  ##  ##  ##  ##',
      '        8C  ##  ##  ##  ##',
      '            AS  ##  ##  ##',
      '                AH  ##  ##',
      `                    ${t6}`,
      ...(t7 === '' ? [] : [`                        ${t7}`]),
    ];
    const expected = [
      'Klondike, the given deal (draw 1, unlimited passes), none scoring.',
      'Type a move such as T7>F, W>T3 or S; h lists the legal moves, ? shows help, q quits.',
      '',
      ...picture('C:--  D:--  H:--  S:--  (0/52)', 'AD  ##', 'AC'),
      'Moves 0',
      `> ${picture('C:AC  D:--  H:--  S:--  (1/52)', 'AD  2C', '').join('\n')}`,
      'Moves 1',
      'Still winnable: yes',
      '> "T9" is not a move (h lists the legal moves, ? shows help)',
      '> > ',
      'Game over: left unfinished after 1 move.',
      `Game record: {"format":"klondike-game/1","deal":"${EASY_DEAL}","rules":{"draw":1,"passes":"unlimited","foundationToTableau":true},"moves":["T7>F"]}`,
      '',
    ].join('\n');
    const env = { TERM: 'xterm-256color', LANG: 'en_US.UTF-8' };
    for (const flags of [[], ['--color'], ['--ascii'], ['--no-color']]) {
      const r = await runIn(['play', '--deal', EASY_DEAL, '--scoring', 'none', ...flags], 'T7>F\nT9\n\n', {
        env,
      });
      expect(r.stdout).toBe(expected);
    }
  });

  it('refuses --color with --no-color', async () => {
    const r = await runIn(['play', '--seed', '1', '--color', '--no-color']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('klondike play: give --color or --no-color, not both\n');
  });
});
