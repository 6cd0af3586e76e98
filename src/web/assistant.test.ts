import { describe, expect, it, onTestFinished } from 'vitest';
import { ROUND_TWICE } from '../../tests/kit/assist-positions.ts';
import type { AssistRequest, AssistResponse } from '../assist/protocol.ts';
import { bundledSeeds } from '../assist/winnable.ts';
import { createWorkerCore } from '../assist/worker-core.ts';
import { makeMove, outcome, parseMoveList, resolveMove } from '../engine/index.ts';
import type { AssistClient } from './assist-client.ts';
import { Assistant } from './assistant.ts';
import { Session } from './session.ts';

/** The assist core in this process, answering through promises like the worker would. */
const localClient = (): AssistClient => {
  const pending = new Map<number, (r: AssistResponse) => void>();
  let next = 0;
  const core = createWorkerCore({
    post: (r) => {
      pending.get(r.id)?.(r);
      pending.delete(r.id);
    },
    now: () => performance.now(),
  });
  return {
    ask: (req) =>
      new Promise((resolve) => {
        const id = ++next;
        pending.set(id, resolve);
        core.onMessage({ ...req, id } as AssistRequest);
      }),
    isLost: (pos) => Promise.resolve(outcome(pos) === 'lost'),
    // The core answers each request in turn: nothing runs on that could be dropped.
    stop: () => {},
  };
};

/** A session; these tests ask for the full-information hint (the option off). */
const sessionOf = (search: string) => {
  const session = new Session({
    now: () => 0,
    randomSeed: () => 1,
    search,
    setLink: () => {},
    isLost: () => Promise.resolve(false),
  });
  session.setSettings({ ...session.settings, honestHints: false });
  return session;
};

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('the assistant', () => {
  it('hints pressed twice, again and again, win the deal and are counted', async () => {
    const seed = (bundledSeeds('draw1', 'easy')[0] as { seed: number }).seed;
    const session = sessionOf(`?seed=${seed}&draw=1&passes=unlimited&f2t=1`);
    const a = new Assistant(session, localClient());
    for (let i = 0; i < 400 && session.status !== 'won'; i++) {
      await a.pressHint();
      expect(a.hint).toBeDefined();
      await a.pressHint();
      await settle();
    }
    expect(session.status).toBe('won');
    expect(session.hints).toBe(session.game.history.length);
    const st = Object.values(session.stats)[0];
    expect(st?.hints).toBe(session.hints);
    expect(st?.cleanWins).toBe(0);
  });

  it('on a deal stuck from the start it never says winnable, and a hint says so plainly, with a move and no "undo"', async () => {
    const session = sessionOf('?seed=5&draw=3&passes=1');
    const a = new Assistant(session, localClient());
    expect(a.verdict).toBe('checking');
    for (let i = 0; i < 200 && a.verdict === 'checking'; i++) await settle();
    expect(['lost', 'unknown']).toContain(a.verdict);
    await a.pressHint();
    // Deal 5 opens with no move but the stock: the rule of thumb's move, labelled as such.
    expect(session.announcement.text).toMatch(
      /^Looking at every card: (No winning line: this deal cannot be won\.|Not sure of a winning line\.) Best (try|guess by rule of thumb): Turn a card from the stock \(it turns the stock for a new card\)\. Press Hint again to play it\.$/,
    );
    expect(session.announcement.text).not.toMatch(/undo/i);
    expect(a.hint).toMatchObject({ move: { kind: 'draw' }, source: 'rule' });
    await a.pressHint();
    expect(session.game.history.length).toBe(1);
  });
});

describe('the honest hint (option on)', () => {
  it('names a legal move from the cards the player can see, said so, and plays it on a second press', async () => {
    const session = sessionOf('?seed=1&draw=1&passes=unlimited&f2t=1');
    session.setSettings({ ...session.settings, honestHints: true });
    const a = new Assistant(session, localClient());
    await a.pressHint();
    expect(session.announcement.text).toMatch(
      /^From the cards you can see: .*\. Press Hint again to play it\.$/,
    );
    expect(a.hint?.source).toBe('honest');
    await a.pressHint();
    expect(session.game.history.length).toBe(1);
  });
});

describe('watch the computer play (option on)', () => {
  it('plays a plan through on one decision: on deal 12 of draw 3, after going round the talon twice', async () => {
    // The run listens for input on the window, which Node has not: these tests give no input.
    const g = globalThis as { addEventListener?: unknown; removeEventListener?: unknown };
    const had = { add: g.addEventListener, remove: g.removeEventListener };
    g.addEventListener ??= () => {};
    g.removeEventListener ??= () => {};
    onTestFinished(() => {
      g.addEventListener = had.add;
      g.removeEventListener = had.remove;
    });
    const session = sessionOf(`?seed=${ROUND_TWICE.seed}&draw=3&passes=unlimited&f2t=1`);
    session.setSettings({ ...session.settings, honestHints: true });
    // Column 1 emptied, then round the talon twice without committing to anything (docs/honest.md,
    // section 4): no single move is left, and the player decides between plans.
    const history = parseMoveList(ROUND_TWICE.history);
    if (!history.ok) throw new Error(ROUND_TWICE.history);
    for (const move of history.value)
      if (!session.play(resolveMove(session.game.position, move))) throw new Error(makeMove(move, true));
    const start = session.game.history.length;
    // The decision there, asked directly: a plan of several moves.
    const direct = await localClient().ask({
      type: 'honestHint',
      position: session.game.position,
      earlier: session.game.history.map((st) => st.before),
      seed: 0,
    });
    const plan =
      direct.type === 'honestHint' && direct.decision.kind === 'move' ? direct.decision.plan : undefined;
    if (plan === undefined || plan.length < 2) throw new Error(JSON.stringify(direct));
    // Watching: the questions asked, by the length of the game's history when each was asked.
    const inner = localClient();
    const askedAt: number[] = [];
    const client: AssistClient = {
      ...inner,
      ask: (req) => {
        if (req.type === 'honestHint') askedAt.push(session.game.history.length);
        return inner.ask(req);
      },
    };
    const a = new Assistant(session, client);
    a.autoplay.stepMs = 1;
    a.watch();
    for (let i = 0; i < 2000 && session.game.history.length < start + plan.length; i++) await settle();
    a.autoplay.interrupt();
    const played = session.game.history
      .slice(start, start + plan.length)
      .map((st) => makeMove(st.move, true));
    expect(played).toEqual(plan);
    // One question for the whole plan: none while its moves were being played.
    expect(askedAt.filter((n) => n > start && n < start + plan.length)).toEqual([]);
    expect(askedAt[0]).toBe(start);
  });
});
