import { describe, expect, it } from 'vitest';
import { CRAFTED, HARD } from '../../../tests/kit/assist-positions.ts';
import { drawMove, makeMove, Rng, wasteToFoundation } from '../../engine/index.ts';
import { solve } from '../../solver/index.ts';
import { DEFAULT_HONEST, decide } from './policy.ts';
import { samplePosition } from './sample.ts';
import { searchViews } from './uct.ts';
import { viewOf } from './view.ts';

describe('the search over what the player will know', () => {
  it('plays the move after which the samples are won, and tries the other less (a hand-checked end of a game)', () => {
    // CRAFTED: W>F wins; S buries the QS under a King, and with one pass the game is lost.
    expect(solve(CRAFTED).result).toBe('solved');
    const view = viewOf(CRAFTED);
    const found = searchViews({
      view,
      moves: [drawMove(), wasteToFoundation()],
      samples: [CRAFTED],
      tries: 20,
      depth: 3,
      explore: 0.7,
      solveOptions: { budgetStates: 2000 },
      ranked: () => [],
    });
    expect(makeMove(found.move)).toBe('W>F');
    expect(found.wins).toBe(found.visits);
    expect(found.visits).toBeGreaterThan(10);
  });

  it('is a function of the view and the seed when the player decides by it', () => {
    // Deal 7 under draw 1 with one pass, after two draws: cards are hidden, and no move is safe.
    const view = viewOf(HARD);
    const player = { ...DEFAULT_HONEST, budgetStates: 300, uctTries: 3 };
    const a = decide(view, player);
    expect(a.kind).toBe('move');
    expect(decide(view, player)).toEqual(a);
    // The samples it decides on are the view's: a position with the hidden cards dealt otherwise decides alike.
    const other = samplePosition(view, new Rng(5));
    expect(decide(viewOf(other), player)).toEqual(a);
  });
});
