import { describe, expect, it } from 'vitest';
import { EASY_DEAL } from '../../tests/unit/cli/helpers.ts';
import {
  DEFAULT_RULES,
  dealFromSeed,
  drawMove,
  type Position,
  parseDeal,
  play,
  redealMove,
  startPosition,
  tableauToFoundation,
} from '../engine/index.ts';
import { cardText, renderPicture, stockText, summaryText, wasteText } from './picture.ts';

const easy = (rules = DEFAULT_RULES): Position => {
  const d = parseDeal(EASY_DEAL);
  if (!d.ok) throw new Error('EASY_DEAL');
  return startPosition(d.value, rules);
};

describe('renderPicture', () => {
  it('draws a start position: stock, waste, foundations, columns with ## for face-down cards', () => {
    expect(renderPicture(easy())).toBe(
      [
        'Stock        24 cards, pass 1, unlimited redeals',
        'Waste        (empty)',
        'Foundations  C:--  D:--  H:--  S:--  (0/52)',
        '',
        'T1  T2  T3  T4  T5  T6  T7',
        '6H  ##  ##  ##  ##  ##  ##',
        '    7D  ##  ##  ##  ##  ##',
        '        8C  ##  ##  ##  ##',
        '            AS  ##  ##  ##',
        '                AH  ##  ##',
        '                    AD  ##',
        '                        AC',
      ].join('\n'),
    );
  });

  it('shows foundation tops, an emptied column as --, and turned cards face up', () => {
    let pos = easy();
    for (let i = 0; i < 7; i++) pos = play(pos, tableauToFoundation(6));
    pos = play(pos, tableauToFoundation(5));
    const lines = renderPicture(pos).split('\n');
    expect(lines[2]).toBe('Foundations  C:7C  D:AD  H:--  S:--  (8/52)');
    expect(lines[5]).toBe('6H  ##  ##  ##  ##  ##  --');
    expect(lines[9]).toBe('                AH  2D');
    expect(lines).toHaveLength(10);
  });

  it('never contains colour codes unless asked, and colours only red suits when asked', () => {
    const pos = startPosition(dealFromSeed(3), DEFAULT_RULES);
    expect(renderPicture(pos)).not.toContain('\u001b');
    const coloured = renderPicture(pos, { color: true });
    expect(coloured).toContain('\u001b[31m');
    // Without the colour codes it is the same picture: colours take no room.
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(renderPicture(pos));
    expect(cardText(0, true)).toBe('AC');
    expect(cardText(3, true)).toBe('\u001b[31mAH\u001b[39m');
  });
});

describe('stock and waste', () => {
  it('counts passes and redeals left under a pass limit', () => {
    let pos = easy({ draw: 3, passes: 3, foundationToTableau: true });
    expect(stockText(pos)).toBe('24 cards, pass 1 of 3, 2 redeals left');
    for (let i = 0; i < 8; i++) pos = play(pos, drawMove());
    pos = play(pos, redealMove());
    expect(stockText(pos)).toBe('24 cards, pass 2 of 3, 1 redeal left');
  });

  it('fans the top three cards in draw 3 (the playable one last) and one in draw 1', () => {
    let three = easy({ draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true });
    expect(wasteText(three)).toBe('(empty)');
    three = play(three, drawMove());
    expect(wasteText(three)).toBe('JC QC KC');
    three = play(three, drawMove());
    expect(wasteText(three)).toBe('(3 under) 9D TD JD');
    const one = play(play(easy(), drawMove()), drawMove());
    expect(wasteText(one)).toBe('(1 under) QC');
  });

  it('summarises moves, score, outcome and foundations', () => {
    expect(summaryText(1, 'playing', easy(), 5)).toBe('1 move, score 5, outcome playing, foundations 0/52');
    expect(summaryText(0, 'playing', easy())).toBe('0 moves, outcome playing, foundations 0/52');
  });
});
