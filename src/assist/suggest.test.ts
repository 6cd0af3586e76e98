import { describe, expect, it } from 'vitest';
import { CRAFTED } from '../../tests/kit/assist-positions.ts';
import { build, mv } from '../../tests/kit/position.ts';
import {
  dealFromSeed,
  isWon,
  legalMoves,
  makeMove,
  type Position,
  play,
  positionKey,
  resolveMove,
  startPosition,
} from '../engine/index.ts';
import { type SuggestReason, suggestMove } from './suggest.ts';

// Each position is built by hand so that few moves are legal; the test first checks that the legal
// moves are the ones listed by hand, then that the rule of thumb picks the one chosen by hand.
const legal = (pos: Position): string[] => legalMoves(pos).map((m) => makeMove(m));
const ONE_PASS = '{"draw":1,"passes":1,"foundationToTableau":true}';

describe('suggestMove: the rule of thumb', () => {
  it('puts an Ace up before anything else, even before uncovering a card', () => {
    // AH on the waste; 9S can leave 3D's column for TH; R turns the waste over.
    const pos = build({
      waste: 'AH',
      cols: ['| KC', '3D | 9S', '| TH', '| 5C', '| 5S', '| 8C', '| 2H'],
    });
    expect(legal(pos)).toEqual(['W>F', 'T2>T3', 'R']);
    expect(suggestMove(pos)).toEqual({ move: 'W>F', reason: 'foundation' });
  });

  it('of two safe foundation moves, takes the one that turns up a card', () => {
    // AS on the waste, AD over two face-down cards in column 3.
    const pos = build({
      waste: 'AS',
      cols: ['| KC', '| 5S', '4D 3D | AD', '| 5C', '| 9S', '| 8C', '| JH'],
    });
    expect(legal(pos)).toEqual(['W>F', 'T3>F', 'R']);
    expect(suggestMove(pos)).toEqual({ move: 'T3>F', reason: 'foundation' });
  });

  it('uncovers the largest face-down pile first, before an unsafe foundation move or the waste', () => {
    // Clubs are up to 3C. 9S lies on one face-down card (column 2), 9C on three (column 4); both fit
    // on TH and TD. 4C can go up but its red Threes are not up (unsafe). 8D on the waste fits on
    // either black Nine.
    const pos = build({
      f: 'C3 D0 H0 S0',
      waste: '8D',
      cols: ['| KC', '4D | 9S', '| TH', '2D 3D 5D | 9C', '| TD', '| 5H 4C', '| 2H'],
    });
    expect(legal(pos)).toEqual(['W>T2', 'W>T4', 'T6>F', 'T2>T3', 'T2>T5', 'T4>T3', 'T4>T5', 'R']);
    expect(suggestMove(pos)).toEqual({ move: 'T4>T3', reason: 'uncover' });
  });

  it('then a foundation move that is not safe, before the waste', () => {
    // The same without the Nines: 4C up (unsafe) or 8D from the waste onto 9C.
    const pos = build({
      f: 'C3 D0 H0 S0',
      waste: '8D',
      cols: ['| KC', '| 9C', '| TS', '| 2S', '| TC', '| 5H 4C', '| 2H'],
    });
    expect(legal(pos)).toEqual(['W>T2', 'T6>F', 'R']);
    expect(suggestMove(pos)).toEqual({ move: 'T6>F', reason: 'foundation' });
  });

  it('empties a column when a King waits for it, before the waste', () => {
    // KC lies on face-down cards in column 1; 9S alone in column 2 can go onto TH; 8D onto 9S.
    const pos = build({
      waste: '8D',
      cols: ['| KC', '| 9S', '| TH', '| 2H', '| 2S', '| 5C', '| 5S'],
    });
    expect(legal(pos)).toEqual(['W>T2', 'T2>T3', 'R']);
    expect(suggestMove(pos)).toEqual({ move: 'T2>T3', reason: 'empty-column' });
  });

  it('plays the waste before emptying a column that no King waits for', () => {
    // As above with QC instead of KC: no King could use the empty column.
    const pos = build({
      waste: '8D',
      cols: ['| QC', '| 9S', '| TH', '| 2H', '| 2S', '| 5C', '| 5S'],
    });
    expect(legal(pos)).toEqual(['W>T2', 'T2>T3', 'R']);
    expect(suggestMove(pos)).toEqual({ move: 'W>T2', reason: 'waste' });
  });

  it('moves part of a run to free a card for its foundation, before turning the stock', () => {
    // Clubs up to 2C: moving 2H onto 3S leaves 3C, which can go up.
    const pos = build({
      f: 'C2 D0 H0 S0',
      stock: 'KD',
      cols: ['| KC', '| 3C 2H', '| 3S', '| 7D', '| 7H', '| 5D', '| 5H'],
    });
    expect(legal(pos)).toEqual(['T2>T3', 'S']);
    expect(suggestMove(pos)).toEqual({ move: 'T2>T3', reason: 'free-card' });
  });

  it('turns the stock rather than shuffle a run between twins; shuffles only when nothing else is left', () => {
    // 8H can go from 9C onto 9S: that frees nothing.
    const cols = ['| KC', '| 9C 8H', '| 9S', '| 2D', '| 2H', '| 5D', '| 5H'];
    const withStock = build({ stock: 'KD', cols });
    expect(legal(withStock)).toEqual(['T2>T3', 'S']);
    expect(suggestMove(withStock)).toEqual({ move: 'S', reason: 'stock' });
    // Last pass, stock and waste empty: the shuffle is the only move, and a hint still names it.
    const stuck = build({ rules: ONE_PASS, cols });
    expect(legal(stuck)).toEqual(['T2>T3']);
    expect(suggestMove(stuck)).toEqual({ move: 'T2>T3', reason: 'other' });
  });

  it('with only last-resort moves left, takes a card back from its foundation when a card can then go onto it', () => {
    // Last pass, stock and waste empty. KH alone can move to any empty column (it changes nothing);
    // 5S can come back onto 6H, and then 4D (on two face-down cards) can go onto it.
    const pos = build({
      rules: ONE_PASS,
      f: 'C4 D0 H0 S5',
      cols: ['| KH', '|', '9D 8D | 4D', '| 6H', '|', '|', '| JC'],
      fill: 7,
    });
    expect(legal(pos)).toEqual(['T1>T2', 'T1>T5', 'T1>T6', 'FS>T4']);
    expect(suggestMove(pos)).toEqual({ move: 'FS>T4', reason: 'other' });
  });

  it('turns the waste over when that is all that is left, and gives nothing only when no move is legal', () => {
    const pos = build({ waste: 'KD', cols: ['| KC', '| 9C', '| 9S', '| 2D', '| 2H', '| 5D', '| 5H'] });
    expect(legal(pos)).toEqual(['R']);
    expect(suggestMove(pos)).toEqual({ move: 'R', reason: 'stock' });
    const dead = play(CRAFTED, mv('S'));
    expect(legalMoves(dead)).toEqual([]);
    expect(suggestMove(dead)).toBeUndefined();
  });

  it('followed from deals 1-40 (draw 1 and draw 3), goes round in a circle only through last-resort moves', () => {
    // A position comes back only when only `other` moves (and the foundation moves they undo) were left.
    // (Turning the whole stock over again is no circle: the position counts one pass more.)
    for (const draw of [1, 3]) {
      for (let seed = 1; seed <= 40; seed++) {
        let pos = startPosition(dealFromSeed(seed), {
          draw,
          passes: Number.POSITIVE_INFINITY,
          foundationToTableau: true,
        });
        const seen = new Map<string, number>();
        const reasons: SuggestReason[] = [];
        for (let i = 0; i < 1000 && !isWon(pos); i++) {
          const at = seen.get(positionKey(pos));
          if (at !== undefined) {
            expect(reasons.slice(at), `deal ${seed}, draw ${draw}, move ${i}`).toContain('other');
            break;
          }
          seen.set(positionKey(pos), i);
          const s = suggestMove(pos);
          if (s === undefined) break;
          reasons.push(s.reason);
          pos = play(pos, resolveMove(pos, mv(s.move)));
        }
      }
    }
  });
});
