import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPicture } from '../../../src/cli/picture.ts';
import {
  dealFromSeed,
  makeRecord,
  parsePosition,
  readRecord,
  samePosition,
  startPosition,
} from '../../../src/engine/index.ts';
import { tempDir } from '../../kit/temp.ts';
import { EASY_DEAL, EASY_WIN, runBundle, runIn } from './helpers.ts';

const dir = tempDir('klondike-show-');
const WIN_RECORD = JSON.stringify({
  format: 'klondike-game/1',
  deal: EASY_DEAL,
  rules: { draw: 1, passes: 'unlimited', foundationToTableau: true },
  moves: EASY_WIN,
});
const winFile = join(dir, 'win.json');
writeFileSync(winFile, WIN_RECORD);

describe('klondike show', () => {
  it('prints a heading, the picture and a summary line with score', async () => {
    // Deal 5 in draw 3 with a single pass is lost from the start: nothing can ever reach a foundation.
    const r = await runIn(['show', '--seed', '5', '--draw', '3', '--passes', '1']);
    const pos = startPosition(dealFromSeed(5), { draw: 3, passes: 1, foundationToTableau: true });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      `Deal 5 (draw 3, 1 pass)\n${renderPicture(pos)}\n0 moves, score 0, outcome lost, foundations 0/52\n`,
    );
  });

  it('plays the history first and scores it (standard scoring)', async () => {
    const r = await runIn(['show', '--deal', EASY_DEAL, '--history', 'T7>F T7>F S']);
    // Two cards to a foundation (+10 each), each turning a card face up (+5 each).
    expect(r.stdout.split('\n').at(-2)).toBe('3 moves, score 30, outcome playing, foundations 2/52');
    expect(r.stdout.startsWith('Given deal (draw 1, unlimited passes)\n')).toBe(true);
  });

  it('--json carries the position text, moves (with counts resolved), outcome, foundations and score', async () => {
    const r = await runIn(['show', '--deal', EASY_DEAL, '--history', EASY_WIN.join(' '), '--json']);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ outcome: 'won', foundations: 52, moves: EASY_WIN });
    expect(json.score).toBeGreaterThan(0);
    expect(parsePosition(json.position).ok).toBe(true);
  });

  it('--position-text round-trips through --position', async () => {
    const text = await runIn(['show', '--seed', '9', '--draw', '3', '--history', 'S S S', '--position-text']);
    const parsed = parsePosition(text.stdout);
    expect(parsed.ok).toBe(true);
    const again = await runIn(['show', '--position', '-', '--position-text'], text.stdout);
    expect(again.stdout).toBe(text.stdout);
    const shown = await runIn(['show', '--position', '-'], text.stdout);
    expect(shown.stdout.split('\n')[0]).toBe('Position from standard input (draw 3, unlimited passes)');
    expect(shown.stdout).not.toContain('score');
  });

  it('colours red suits only when standard output is a terminal', async () => {
    const plain = await runIn(['show', '--seed', '3', '--color']);
    expect(plain.stdout).not.toContain('\u001b');
    const tty = await runIn(['show', '--seed', '3', '--color'], '', { isTty: true });
    expect(tty.stdout).toContain('\u001b[31m');
    const noFlag = await runIn(['show', '--seed', '3'], '', { isTty: true });
    expect(noFlag.stdout).not.toContain('\u001b');
  });
});

describe('klondike replay', () => {
  it('checks a won record and shows the final position and summary (bundle, file)', () => {
    const r = runBundle(['replay', winFile]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('Given deal (draw 1, unlimited passes)');
    expect(lines.at(-1)).toBe(`${EASY_WIN.length} moves, outcome won, foundations 52/52`);
    expect(r.stdout).toContain('Foundations  C:KC  D:KD  H:KH  S:KS  (52/52)');
  });

  it('reads standard input for -', () => {
    const r = runBundle(['replay', '-'], WIN_RECORD);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toBe(
      `${EASY_WIN.length} moves, outcome won, foundations 52/52`,
    );
  });

  it('reports a record still in play, with its seed, and a lost one', async () => {
    const rec = makeRecord({
      deal: dealFromSeed(5),
      seed: 5,
      rules: { draw: 3, passes: 1, foundationToTableau: true },
      moves: [],
    });
    const r = await runIn(['replay', '-'], rec);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Deal 5 (draw 3, 1 pass)');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 moves, outcome lost, foundations 0/52');
    const playing = await runIn(
      ['replay', '-'],
      makeRecord({
        deal: dealFromSeed(1),
        seed: 1,
        rules: { draw: 1, passes: 1, foundationToTableau: false },
        moves: [],
      }),
    );
    expect(playing.stdout.trim().split('\n').at(-1)).toBe('0 moves, outcome playing, foundations 0/52');
  });

  it('--json gives moves, outcome, foundations and the final position text', async () => {
    const r = await runIn(['replay', '-', '--json'], WIN_RECORD);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ moves: EASY_WIN.length, outcome: 'won', foundations: 52 });
    const expected = readRecord(WIN_RECORD);
    const pos = parsePosition(json.position);
    expect(expected.ok && pos.ok && samePosition(pos.value, expected.value.game.position)).toBe(true);
  });

  it('accepts Tn>Tm with and without :k, and lower case', async () => {
    const moves = EASY_WIN.map((m, i) => (i % 3 === 0 ? m.toLowerCase() : m));
    const r = await runIn(['replay', '-'], JSON.stringify({ ...JSON.parse(WIN_RECORD), moves }));
    expect(r.status).toBe(0);
  });
});
