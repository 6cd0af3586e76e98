import { describe, expect, it } from 'vitest';
import {
  type Game,
  newGame,
  parseDeal,
  parseMove,
  playMove,
  type Rules,
  type Scoring,
  undo,
} from '../../../src/engine/index.ts';
import { unwrap } from '../../kit/position.ts';
import { engineRules } from './bridge.ts';
import {
  apply,
  legal,
  openingScore,
  type RefRules,
  type RefState,
  readDeal,
  scoreAfter,
  scoreAfterUndo,
  deal as startState,
} from './referee.ts';
import { random, randomDeal, randomRules } from './walk.ts';

describe('referee against engine: scoring (untimed)', () => {
  it('standard, Vegas and no scoring agree move by move over random games with undos', () => {
    const wrong: string[] = [];
    const seen = new Set<string>();
    for (let g = 0; g < 300; g++) {
      const rnd = random(300000 + g);
      const dealText = randomDeal(rnd);
      const rules = randomRules(rnd);
      const scoring = (['standard', 'vegas', 'none'] as const)[g % 3] as Scoring;
      const carry = Math.floor(rnd() * 200) - 100;
      let game: Game = newGame(unwrap(parseDeal(dealText)), engineRules(rules), {
        score: { scoring, timed: false, vegasCarry: carry },
      });
      // The referee's own game: positions and scores, a stack for undo.
      let state: RefState = startState(readDeal(dealText) as string[], rules);
      let score = openingScore(scoring, carry);
      const stack: [RefState, number][] = [];
      if (game.score.points !== score) wrong.push(`${scoring} opening ${game.score.points} vs ${score}`);
      for (let i = 0; i < 200; i++) {
        const moves = legal(state);
        if (stack.length > 0 && rnd() < 0.1) {
          const [s, before] = stack.pop() as [RefState, number];
          state = s;
          score = scoreAfterUndo(scoring, before);
          game = undo(game) as Game;
          seen.add('undo');
        } else {
          if (moves.length === 0) break;
          const progress = moves.filter((m) => m.text !== 'S' && m.text !== 'R');
          const pool = progress.length > 0 && rnd() < 0.7 ? progress : moves;
          const m = pool[Math.floor(rnd() * pool.length)] as (typeof moves)[number];
          const next = apply(state, m.text) as RefState;
          stack.push([state, score]);
          score = scoreAfter(scoring, score, state, m.text, next);
          seen.add(m.text.replace(/\d/g, 'n'));
          state = next;
          game = unwrap(playMove(game, unwrap(parseMove(m.text))));
        }
        if (game.score.points !== score) {
          wrong.push(
            `${dealText} ${JSON.stringify(rules)} ${scoring}: engine ${game.score.points}, referee ${score}`,
          );
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
    for (const kind of ['undo', 'R', 'W>F', 'W>Tn', 'Tn>F', 'Tn>Tn']) expect(seen.has(kind)).toBe(true);
    expect([...seen].some((k) => /^F[CDHS]>Tn$/.test(k))).toBe(true);
  });
});
