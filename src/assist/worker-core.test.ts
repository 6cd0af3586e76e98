import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { CRAFTED, HARD } from '../../tests/kit/assist-positions.ts';
import { winningDeal } from '../../tests/kit/deals.ts';
import {
  type Card,
  DEFAULT_RULES,
  dealFromSeed,
  legalMoves,
  makeDeal,
  makeMove,
  type Position,
  parseDeal,
  parseMove,
  play,
  resolveMove,
  startPosition,
} from '../engine/index.ts';
import { playHonestly } from './honest/index.ts';
import type { AssistRequest, AssistResponse } from './protocol.ts';
import { bundledSeed } from './winnable.ts';
import { createWorkerCore } from './worker-core.ts';

/** A core with its responses collected. */
const harness = (slice = 256) => {
  const responses: AssistResponse[] = [];
  const core = createWorkerCore({ post: (r) => responses.push(r), slice });
  const send = (r: AssistRequest | unknown) => core.onMessage(r);
  return { responses, core, send };
};

describe('assist worker core', () => {
  it('answers each request type with its id', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'hint', position: CRAFTED });
    await core.idle();
    send({ id: 2, type: 'winnability', position: CRAFTED });
    await core.idle();
    send({ id: 3, type: 'findWinnable', startSeed: 1, rules: { draw: 1, passes: 'unlimited' } });
    await core.idle();
    send({ id: 4, type: 'daily', date: '2026-11-29', presetId: 'draw1' });
    await core.idle();
    send({
      id: 5,
      type: 'analyse',
      deal: makeDeal(dealFromSeed(1)),
      rules: DEFAULT_RULES,
      moves: ['S', 'S'],
    });
    await core.idle();
    expect(responses.map((r) => [r.id, r.type])).toEqual([
      [1, 'hint'],
      [2, 'winnability'],
      [3, 'findWinnable'],
      [4, 'daily'],
      [5, 'analyse'],
    ]);
    const [hint, win, find, daily, analyse] = responses;
    expect(hint?.type === 'hint' && hint.hint).toMatchObject({ kind: 'move', move: 'W>F' });
    expect(win?.type === 'winnability' && win.assessment.verdict).toBe('winnable');
    expect(find?.type === 'findWinnable' && find.result).toMatchObject({ found: true, seed: 1 });
    expect(daily?.type === 'daily' && daily.daily.seed).toBe(3237615886);
    expect(analyse?.type === 'analyse' && analyse.analysis.deal.verdict).toBe('winnable');
    expect(analyse?.type === 'analyse' && analyse.analysis.losing.kind).toBe('still-winnable');
  });

  it('falls back to a bundled deal when the search finds none, and uses a known line without a search', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'findWinnable', startSeed: 1, rules: DEFAULT_RULES, maxTries: 0, pick: 3 });
    await core.idle();
    const b = bundledSeed('draw1', 3);
    expect(responses[0]).toEqual({
      id: 1,
      type: 'findWinnable',
      result: { found: false, tries: 0 },
      bundled: { seed: b?.seed, difficulty: b?.difficulty, deal: makeDeal(dealFromSeed(b?.seed ?? 0)) },
    });
    const line = ['W>F', 'T1>F', 'T1>F', 'T1>F', 'T7>F', 'T6>F', 'T5>F', 'T4>F', 'T3>F', 'T2>F', 'S', 'W>F'];
    send({
      id: 2,
      type: 'hint',
      position: CRAFTED,
      known: { verdict: 'winnable', line },
      budget: { states: 1 },
    });
    await core.idle();
    expect(responses[1]).toEqual({
      id: 2,
      type: 'hint',
      hint: { kind: 'move', move: 'W>F', line, states: 0 },
    });
  });

  it("a hint without a winning line carries the rule of thumb's move (issue 11, part 4)", async () => {
    const { responses, core, send } = harness();
    const draw3 = { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
    // Deal 8, draw 3: proved lost at once; AS (column 1) can go up.
    send({ id: 1, type: 'hint', position: startPosition(dealFromSeed(8), draw3) });
    await core.idle();
    // Deal 2, draw 3, a tiny budget: not sure; AD over four face-down cards (column 5) goes up first.
    send({ id: 2, type: 'hint', position: startPosition(dealFromSeed(2), draw3), budget: { states: 1 } });
    await core.idle();
    expect(responses).toEqual([
      {
        id: 1,
        type: 'hint',
        hint: {
          kind: 'no-winning-line',
          states: expect.any(Number),
          best: { move: 'T1>F', reason: 'foundation' },
        },
      },
      {
        id: 2,
        type: 'hint',
        hint: { kind: 'not-sure', states: expect.any(Number), best: { move: 'T5>F', reason: 'foundation' } },
      },
    ]);
  });

  it('refuses bad messages with an error response, and never throws', async () => {
    const { responses, core, send } = harness();
    send(null);
    send({ type: 'hint' });
    send({ id: 7, type: 'launch' });
    send({ id: 8, type: 'hint', position: 'not a position' });
    send({ id: 9, type: 'daily', date: '2026-02-30', presetId: 'draw1' });
    send({ id: 10, type: 'findWinnable', startSeed: 1, rules: { draw: 0 } });
    // Position objects are checked (validatePosition): text, a card twice, a missing column, no position.
    send({ id: 11, type: 'hint', position: { ...CRAFTED, stock: [...CRAFTED.stock, CRAFTED.waste[0]] } });
    send({ id: 12, type: 'winnability', position: { ...CRAFTED, columns: CRAFTED.columns.slice(1) } });
    send({ id: 13, type: 'hint', position: 42 });
    await core.idle();
    expect(responses.map((r) => [r.id, r.type])).toEqual([
      [-1, 'error'],
      [-1, 'error'],
      [7, 'error'],
      [8, 'error'],
      [9, 'error'],
      [10, 'error'],
      [11, 'error'],
      [12, 'error'],
      [13, 'error'],
    ]);
    expect(responses[6]).toMatchObject({ message: expect.stringMatching(/appears 2 times/) });
  });

  it('a newer request cancels the running one of its lane, not the other lane', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'winnability', position: HARD, budget: { states: 1e8 } });
    send({ id: 2, type: 'findWinnable', startSeed: 7, rules: HARD.rules, budgetStates: 1e8, maxTries: 1 });
    send({ id: 3, type: 'hint', position: CRAFTED });
    send({ id: 4, type: 'cancel', target: 2 });
    send({ id: 5, type: 'hint', position: 'not a position' }); // refused: cancels nothing
    await core.idle();
    expect(responses.map((r) => [r.id, r.type]).sort()).toEqual([
      [1, 'cancelled'],
      [2, 'cancelled'],
      [3, 'hint'],
      [5, 'error'],
    ]);
  });

  it('in a worker-like event loop, a cancel message stops a long search between slices', async () => {
    // Messages arrive through a real MessageChannel: they are served only when the core pauses
    // (a macrotask between solver slices), as in a Web Worker.
    const { responses, core } = harness(512);
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (m) => core.onMessage(m));
    const answered = new Promise<void>((resolve) => {
      const t = setInterval(() => {
        if (responses.length > 0) {
          clearInterval(t);
          resolve();
        }
      }, 1);
    });
    port2.postMessage({ id: 1, type: 'hint', position: HARD, budget: { states: 1e8 } });
    port2.postMessage({ id: 2, type: 'cancel' });
    await answered;
    await core.idle();
    port1.close();
    expect(responses).toEqual([{ id: 1, type: 'cancelled' }]);
  });

  it('slicing does not change answers: a sliced hint equals the unsliced one', async () => {
    const a = harness(64);
    const b = harness(1e9);
    for (const h of [a, b]) {
      h.send({
        id: 1,
        type: 'hint',
        position: startPosition(dealFromSeed(3), DEFAULT_RULES),
        budget: { states: 20000 },
      });
      await h.core.idle();
    }
    expect(a.responses).toEqual(b.responses);
  });
});

describe('the honest hint (docs/honest.md, section 6)', () => {
  const ask = async (pos: Position, earlier: Position[]) => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'honestHint', position: pos, earlier, seed: 3 });
    await core.idle();
    return responses;
  };

  it('answers a legal move of the position, the same when only unseen cards differ', async () => {
    // Deal 1, draw 1, and the same deal with deal slots 1 and 2 swapped: the deepest cards of columns 2
    // and 3, face down until those columns are cleared. Both games follow the worker's hints for deal 1.
    const deal = dealFromSeed(1);
    const swapped = [...deal];
    [swapped[1], swapped[2]] = [deal[2] as Card, deal[1] as Card];
    let a = startPosition(deal, DEFAULT_RULES);
    let b = startPosition(swapped, DEFAULT_RULES);
    const ea: Position[] = [];
    const eb: Position[] = [];
    const why: string[] = [];
    for (let i = 0; i < 45; i++) {
      const hidden = (p: Position) =>
        (p.columns[1]?.down.length ?? 0) > 0 && (p.columns[2]?.down.length ?? 0) > 0;
      if (!hidden(a)) break;
      expect(a).not.toEqual(b);
      const ra = await ask(a, ea);
      expect(await ask(b, eb)).toEqual(ra);
      const r = ra[0];
      if (r?.type !== 'honestHint' || r.decision.kind !== 'move') throw new Error(JSON.stringify(r));
      const parsed = parseMove(r.decision.move);
      if (!parsed.ok) throw new Error(r.decision.move);
      const move = resolveMove(a, parsed.value);
      expect(legalMoves(a).map((m) => makeMove(m, true))).toContain(makeMove(move, true));
      why.push(r.decision.why.code);
      ea.push(a);
      eb.push(b);
      a = play(a, move);
      b = play(b, move);
    }
    // It has teeth: the player went past the first pass of the stock, and decided from samples.
    expect(why.length).toBeGreaterThan(40);
    expect(why.filter((w) => w === 'samples').length).toBeGreaterThan(3);
  });

  it('refuses bad earlier positions', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'honestHint', position: CRAFTED, earlier: 'nope' });
    send({ id: 2, type: 'honestHint', position: CRAFTED, earlier: [{ ...CRAFTED, columns: [] }] });
    await core.idle();
    expect(responses.map((r) => [r.id, r.type])).toEqual([
      [1, 'error'],
      [2, 'error'],
    ]);
  });
});

describe('the honest game (the post-game analysis: would an honest player have won this deal?)', () => {
  const DRAW3_ONE_PASS = { draw: 3, passes: 1, foundationToTableau: true };

  it('plays the deal from its start with the default honest options and answers won or lost', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'honestGame', deal: winningDeal(), rules: DEFAULT_RULES });
    await core.idle();
    // Deal 5 under draw 3 with a single pass can make no progress at all: the honest player gives up.
    send({ id: 2, type: 'honestGame', deal: makeDeal(dealFromSeed(5)), rules: DRAW3_ONE_PASS });
    await core.idle();
    const [won, lost] = responses;
    const deal = parseDeal(winningDeal());
    if (!deal.ok) throw new Error('deal');
    expect(won).toEqual({
      id: 1,
      type: 'honestGame',
      result: 'won',
      moves: playHonestly(deal.value, DEFAULT_RULES).moves.length,
    });
    expect(lost).toMatchObject({ id: 2, type: 'honestGame', result: 'lost' });
  });

  it('has a lane of its own: a position question does not cancel it, nor it the question', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'honestGame', deal: winningDeal(), rules: DEFAULT_RULES });
    send({ id: 2, type: 'hint', position: CRAFTED });
    await core.idle();
    expect(responses.map((r) => [r.id, r.type]).sort()).toEqual([
      [1, 'honestGame'],
      [2, 'hint'],
    ]);
  });

  it('refuses a bad deal or bad rules', async () => {
    const { responses, core, send } = harness();
    send({ id: 1, type: 'honestGame', deal: 'AS', rules: DEFAULT_RULES });
    send({ id: 2, type: 'honestGame', deal: winningDeal(), rules: { draw: 0 } });
    await core.idle();
    expect(responses.map((r) => [r.id, r.type])).toEqual([
      [1, 'error'],
      [2, 'error'],
    ]);
  });
});
