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
import { cardName, cardText, renderPicture, stockText, summaryText, wasteText } from './picture.ts';

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

  it('never contains colour codes unless asked, and colours red suits red and face-down cards dim when asked', () => {
    const pos = startPosition(dealFromSeed(3), DEFAULT_RULES);
    expect(renderPicture(pos)).not.toContain('\u001b');
    const coloured = renderPicture(pos, { color: true });
    expect(coloured).toContain('\u001b[31m');
    // Without the colour codes it is the same picture: colours take no room.
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(renderPicture(pos));
    expect(cardText(0, true)).toBe('AC');
    expect(cardText(3, true)).toBe('\u001b[31mAH\u001b[39m');
    expect(coloured).toContain('\u001b[2m##\u001b[22m');
  });

  it('draws suit symbols and 10 for ten when asked, in the same columns', () => {
    expect(cardName(0)).toBe('AC');
    expect([0, 1, 2, 3].map((suit) => cardName(4 * 9 + suit, true))).toEqual(['10♣', '10♦', '10♠', '10♥']);
    expect(cardText(4 * 12 + 3, true, true)).toBe('\u001b[31mK♥\u001b[39m');
    expect(renderPicture(easy(), { symbols: true }).split('\n').slice(2, 8)).toEqual([
      'Foundations  C:--  D:--  H:--  S:--  (0/52)',
      '',
      'T1  T2  T3  T4  T5  T6  T7',
      '6♥  ##  ##  ##  ##  ##  ##',
      '    7♦  ##  ##  ##  ##  ##',
      '        8♣  ##  ##  ##  ##',
    ]);
    let pos = easy({ draw: 3, passes: 1, foundationToTableau: true });
    for (let i = 0; i < 7; i++) pos = play(pos, tableauToFoundation(6));
    pos = play(play(play(pos, drawMove()), drawMove()), drawMove());
    const lines = renderPicture(pos, { symbols: true, color: true })
      .replace(/\u001b\[\d+m/g, '')
      .split('\n');
    expect(lines[1]).toBe('Waste        (6 under) Q♦ K♦ 7♥');
    expect(lines[2]).toBe('Foundations  C:7♣  D:--  H:--  S:--  (7/52)');
    const ten = startPosition(dealFromSeed(42), DEFAULT_RULES);
    // Deal 42 starts with the ten of hearts on column 1: three characters, then the next column.
    expect(renderPicture(ten, { symbols: true }).split('\n')[5]).toBe('10♥ ##  ##  ##  ##  ##  ##');
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
