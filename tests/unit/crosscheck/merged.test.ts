import { describe, expect, it } from 'vitest';
import {
  describeRules,
  legalMoves,
  type Move,
  type Position,
  play,
  positionKey,
  Rng,
} from '../../../src/engine/index.ts';
import { Board, layoutOf, packMove, TX } from '../../crosscheck/board.ts';
import { replaysToWin } from '../../crosscheck/compare.ts';
import { check, Search } from '../../crosscheck/search.ts';
import { build } from '../../kit/position.ts';
import {
  bruteForce,
  canonical,
  cards,
  everySuccessorListed,
  games,
  keysMatchTexts,
  keyText,
  listedChildren,
  miniDeal,
  RULE_SETS,
  smallRandomPositions,
} from './helpers.ts';

// Merged searches (docs/crosscheck.md, Lemma 13): positions that differ only in where face-up runs
// lie are one state. Checked here against texts written apart from the key, against the engine's
// moves from every arrangement of a position, and against the plain search's and the engine's
// exhaustive search's verdicts.

/**
 * What Lemma 13 keeps of a position, written out: per column its face-down cards and its bottom
 * face-up card (columns sorted), then the talon, foundations, waste size and pass as `canonical`.
 */
const mergedText = (pos: Position, withPass = true): string =>
  canonical(pos, withPass, (c) => `${cards(c.down)}/${cards(c.up.slice(0, 1))}`);

/** Whether an engine move puts a run that lies on a face-up card onto another card (Lemma 13's moves). */
const sideways = (pos: Position, m: Move): boolean => {
  if (m.kind !== 'tableau-tableau') return false;
  const from = pos.columns[m.from] as Position['columns'][number];
  const count = m.count ?? from.up.length;
  return count < from.up.length && (pos.columns[m.to]?.up.length ?? 0) > 0;
};

/** The position after up to `n` random moves of runs from one card onto its twin. */
const rearranged = (pos: Position, n: number, rng: Rng): Position => {
  let p = pos;
  for (let i = 0; i < n; i++) {
    const moves = legalMoves(p).filter((m) => sideways(p, m));
    if (moves.length === 0) break;
    p = play(p, moves[rng.below(moves.length)] as Move);
  }
  return p;
};

describe('the merged key', () => {
  for (const rules of RULE_SETS) {
    it(`two positions have one merged key exactly when they agree on everything but where face-up runs lie (${describeRules(rules)})`, () => {
      const rng = new Rng(7);
      let merged = 0;
      for (const seed of [5, 12]) {
        const { start, positions } = games(seed, rules, 3);
        const board = new Board(layoutOf(start, rules, true));
        const all = positions.flatMap((q) => [q, rearranged(q, 4, rng)]);
        const keys = keysMatchTexts(board, all, (p) => mergedText(p));
        const exact = new Set(
          all.map((p) => positionKey(Number.isFinite(rules.passes) ? p : { ...p, pass: 1 })),
        );
        merged += exact.size - keys;
      }
      // Some positions differ only in where runs lie.
      expect(merged).toBeGreaterThan(10);
    });
  }
});

describe('moves of a merged search', () => {
  let twinMoves = 0;
  for (const rules of RULE_SETS) {
    it(`every listed move replays in the engine, and every legal move from any arrangement of the position leads to it again or to a listed child (${describeRules(rules)})`, () => {
      const rng = new Rng(11);
      for (const seed of [9, 6, 3]) {
        const { start, positions } = games(seed, rules, 3);
        for (const p of positions.filter((_, i) => i % 3 === 0)) {
          for (const arrangement of [p, rearranged(p, 5, rng)]) {
            const search = new Search(start, rules, 64 * 1024 * 1024, 0, true);
            const moves = search.listMoves(arrangement);
            const board = search.packed;
            const text = (q: Position) => mergedText(q, false);
            const fast = new Int32Array(board.lay.keyWords);
            const listed = listedChildren(board, moves, rules, text, (mv) => {
              if ((mv & 7) === TX) twinMoves++;
              // The merged key computed without playing the move is the key after playing it.
              if (board.childKey(0, mv, fast, 0) === 0) expect(fast.join(',')).toBe(keyText(board, 1));
            });
            // From the position with runs moved onto their twins, every engine move (a waste play
            // after any stock turns and redeals) leads, after the automatic moves, to the position's
            // own merged state or a listed child's, or to one with more passes used.
            const here = board.position(0, rules);
            everySuccessorListed(board, rearranged(here, 3, rng), rules, listed, text);
          }
        }
      }
    });
  }

  it('lists the move that puts a covered card up after moving the run on it onto its twin', () => {
    // Hearts up to the 5, diamonds to the 6, clubs to the 4, every spade up. The 7 of diamonds is
    // next but lies under the 6 of clubs; its twin, the 7 of hearts, is a column's top. The 6 of
    // clubs goes onto the 7 of hearts, the 7 of diamonds goes up and the 5 of clubs turns up.
    const pos = build({
      rules: '{"draw":1,"passes":"unlimited","foundationToTableau":false}',
      f: 'C4 D6 H5 S13',
      cols: ['5C | 7D 6C', '6H | 7H', '| 9C'],
      fill: 3,
    });
    const search = new Search(pos, pos.rules, 64 * 1024 * 1024, 0, true);
    const moves = search.listMoves(pos);
    expect(moves).toContain(packMove(TX, 0, 1, 1, 0, 0));
    const board = search.packed;
    const log: string[] = [];
    board.copy(0, 1);
    board.play(1, packMove(TX, 0, 1, 1, 0, 0), log);
    expect(log.slice(0, 2)).toEqual(['T1>T2', 'T1>F']);
    // The same verdict as the plain search, which moves the 6 of clubs by itself.
    expect(check(pos, { merged: true, searchOnly: true }).result).toBe(
      check(pos, { searchOnly: true }).result,
    );
  });

  it('listed that move along the random games above', () => {
    expect(twinMoves).toBeGreaterThan(20);
  });
});

describe('merged verdicts', () => {
  it('are the engine search’s on small positions without foundation-to-tableau', () => {
    // Clubs, diamonds and spades from the 6 up, and all four suits from the 7 up: black cards have
    // twins (all cards in the second), so runs can lie on either one.
    const kinds = [
      { rank: 5, talon: 6, suits: [0, 1, 2] },
      { rank: 6, talon: 4, suits: [0, 1, 2, 3] },
    ];
    const seen = { solved: 0, unsolvable: 0 };
    for (const rules of RULE_SETS.filter((r) => !r.foundationToTableau)) {
      for (const { rank, talon, suits } of kinds) {
        for (let seed = 1; seed <= 6; seed++) {
          const pos = miniDeal(seed, rules, rank, talon, suits);
          const truth = bruteForce(pos, 200_000);
          if (truth === undefined) continue;
          const r = check(pos, { merged: true, lemmaDepth: 0 });
          if (r.result === 'solved') expect(replaysToWin(pos, r.line ?? [])).toBe(true);
          const want = truth ? 'solved' : 'unsolvable';
          expect(`${describeRules(rules)} ${rank} ${seed} ${r.result}`).toBe(
            `${describeRules(rules)} ${rank} ${seed} ${want}`,
          );
          seen[want]++;
        }
      }
    }
    // 60 won and 11 lost.
    expect(seen.solved).toBeGreaterThan(50);
    expect(seen.unsolvable).toBeGreaterThan(8);
  }, 120_000);

  it('are the plain search’s on random positions of all twelve rule sets, with fewer states', () => {
    let compared = 0;
    let lost = 0;
    let plainStates = 0;
    let mergedStates = 0;
    for (const { rules, seed, index, position: p } of smallRandomPositions(6)) {
      const plain = check(p, { searchOnly: true, maxStates: 100_000 });
      if (plain.result === 'unknown') continue;
      const merged = check(p, { searchOnly: true, merged: true });
      if (merged.result === 'solved') expect(replaysToWin(p, merged.line ?? [])).toBe(true);
      expect(merged.result, `${describeRules(rules)}, seed ${seed}, position ${index}`).toBe(plain.result);
      compared++;
      if (plain.result === 'unsolvable') lost++;
      plainStates += plain.states;
      mergedStates += merged.states;
    }
    // 350 positions, 68 of them lost; 0.87 million states for the plain searches, 49,000 merged.
    expect(compared).toBeGreaterThan(300);
    expect(lost).toBeGreaterThan(50);
    expect(mergedStates).toBeLessThan(plainStates / 5);
  }, 240_000);
});
