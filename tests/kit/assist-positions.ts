import {
  type Deal,
  dealFromSeed,
  legalMoves,
  type Move,
  makeMove,
  type Position,
  parseMoves,
  parsePosition,
  play,
  Rng,
  type Rules,
  startPosition,
} from '../../src/engine/index.ts';
import { solve } from '../../src/solver/index.ts';
import { unwrap } from './position.ts';

/**
 * Near the end of a game under draw 1, one pass, no foundation-to-tableau: QS on the waste, KH the last
 * stock card, KS over QH over 7C in column 1, the other columns one black card each. W>F wins; S buries
 * the QS under a King that can go nowhere, and with no redeal the game is lost.
 */
export const CRAFTED = unwrap(
  parsePosition(
    [
      'klondike-position/1',
      'rules: {"draw":1,"passes":1,"foundationToTableau":false}',
      'pass: 1',
      'foundations: C6 D13 H11 S11',
      'stock: KH',
      'waste: QS',
      'T1: 7C QH | KS',
      'T2: | KC',
      'T3: | QC',
      'T4: | JC',
      'T5: | TC',
      'T6: | 9C',
      'T7: | 8C',
    ].join('\n'),
  ),
);

/**
 * A deal the solver cannot decide within a small budget (deal 7, draw 1, one pass: lost, proved in
 * about 28 000 states), for "not sure" tests with budgets of a few thousand states at most, and for
 * cancellation tests, which cancel it after its first slice of a few hundred states.
 */
export const HARD = startPosition(dealFromSeed(7), { draw: 1, passes: 1, foundationToTableau: true });

/**
 * The default honest player's game of draw-3 deal 12 (unlimited passes) up to where it went round the
 * talon twice without committing to anything, after emptying column 1: there every single move is a
 * step taken twice since the last progress, and the full-information solver still wins (a redeal, two
 * draws and the waste King into column 1). The player decides between plans (docs/honest.md, section 4).
 */
export const ROUND_TWICE = {
  seed: 12,
  history: 'T5>F S S S S W>F S S S S W>T5 T1>T3:1 R S S S S S S S S R S S S S S S S S',
} as const;

/**
 * A game that strays from a win: from deal `seed`'s start under `rules`, the first third of the
 * solver's winning line (20,000 states), then up to 200 random legal moves (an `Rng` seeded with
 * `seed`), and the position they reach. No moves when the solver finds no line. Somewhere in the
 * random part the game may become lost: the analysis and the command line's "still winnable?" look
 * for that move.
 */
export const strayedGame = (seed: number, rules: Rules): { deal: Deal; moves: string[]; end: Position } => {
  const deal = dealFromSeed(seed);
  const start = startPosition(deal, rules);
  const line = solve(start, { budgetStates: 20000 }).moves;
  if (line.length === 0) return { deal, moves: [], end: start };
  const moves = line.slice(0, Math.floor(line.length / 3));
  let pos = unwrap(parseMoves(moves)).reduce((p, m) => play(p, m), start);
  const rng = new Rng(seed);
  for (let i = 0; i < 200; i++) {
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const m = legal[rng.below(legal.length)] as Move;
    moves.push(makeMove(m));
    pos = play(pos, m);
  }
  return { deal, moves, end: pos };
};
