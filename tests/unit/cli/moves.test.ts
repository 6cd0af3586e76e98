import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromSeed,
  drawMove,
  legalMoves,
  makeMove,
  type Position,
  play,
  type Rules,
  startPosition,
} from '../../../src/engine/index.ts';
import { EASY_DEAL, EASY_WIN, runBundle, runIn } from './helpers.ts';

const listed = (pos: Position): string =>
  legalMoves(pos)
    .map((m) => `${makeMove(m)}\n`)
    .join('');

const rulesArgs = (r: Rules): string[] => [
  '--draw',
  String(r.draw),
  '--passes',
  Number.isFinite(r.passes) ? String(r.passes) : 'unlimited',
  ...(r.foundationToTableau ? [] : ['--no-foundation-to-tableau']),
];

const rulesArb = fc.record({
  draw: fc.integer({ min: 1, max: 4 }),
  passes: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(Number.POSITIVE_INFINITY)),
  foundationToTableau: fc.boolean(),
});

describe('klondike moves', () => {
  it('prints exactly the legal moves of a numbered deal, in the engine order', async () => {
    const r = await runIn(['moves', '--seed', '1']);
    expect(r).toEqual({
      status: 0,
      stdout: listed(startPosition(dealFromSeed(1), DEFAULT_RULES)),
      stderr: '',
    });
  });

  it('agrees with the engine after random legal histories under random rules (also through --position)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0xffffffff }),
        rulesArb,
        fc.array(fc.nat(), { maxLength: 60 }),
        async (seed, rules, picks) => {
          let pos = startPosition(dealFromSeed(seed), rules);
          const history: string[] = [];
          for (const p of picks) {
            const moves = legalMoves(pos);
            if (moves.length === 0) break;
            const m = moves[p % moves.length] as (typeof moves)[number];
            history.push(makeMove(m, p % 2 === 0));
            pos = play(pos, m);
          }
          const args = ['--seed', String(seed), ...rulesArgs(rules), '--history', history.join(' ')];
          const r = await runIn(['moves', ...args]);
          expect(r).toEqual({ status: 0, stdout: listed(pos), stderr: '' });
          const text = await runIn(['show', ...args, '--position-text']);
          const again = await runIn(['moves', '--position', '-'], text.stdout);
          expect(again.stdout).toBe(r.stdout);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never writes a count (Tn>Tm, not Tn>Tm:k), also for runs of several cards', async () => {
    // Random legal play from numbered deals until a run of two or more cards can move.
    let found: { seed: number; history: string[]; pos: Position } | undefined;
    let x = 12345;
    for (let seed = 0; found === undefined && seed < 500; seed++) {
      let pos = startPosition(dealFromSeed(seed), DEFAULT_RULES);
      const history: string[] = [];
      for (let i = 0; i < 300 && found === undefined; i++) {
        const moves = legalMoves(pos);
        if (moves.some((m) => m.kind === 'tableau-tableau' && (m.count ?? 0) >= 2))
          found = { seed, history, pos };
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const m = moves[(x >>> 8) % moves.length] as (typeof moves)[number];
        history.push(makeMove(m));
        pos = play(pos, m);
      }
    }
    expect(found).toBeDefined();
    const f = found as NonNullable<typeof found>;
    const r = await runIn(['moves', '--seed', String(f.seed), '--history', f.history.join(' ')]);
    expect(r.stdout).toBe(listed(f.pos));
    expect(r.stdout).toMatch(/^T[1-7]>T[1-7]$/m);
    for (const line of r.stdout.trim().split('\n'))
      expect(line).toMatch(/^(S|R|W>F|W>T[1-7]|T[1-7]>F|T[1-7]>T[1-7]|F[CDHS]>T[1-7])$/);
  });

  it('prints nothing for a position without legal moves', async () => {
    const r = await runIn([
      'moves',
      '--deal',
      EASY_DEAL,
      '--no-foundation-to-tableau',
      '--history',
      EASY_WIN.join(' '),
    ]);
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('lists foundation-to-tableau moves only when the rules allow them', async () => {
    const history = ['--history', EASY_WIN.join(' ')];
    const on = await runIn(['moves', '--deal', EASY_DEAL, ...history]);
    expect(on.stdout.split('\n').filter((l) => l.startsWith('F'))).toHaveLength(4 * 7);
    const off = await runIn(['moves', '--deal', EASY_DEAL, '--no-foundation-to-tableau', ...history]);
    expect(off.stdout).toBe('');
  });

  it('reads lower case, commas and counts in --history, and a lower-case deal', async () => {
    const a = await runIn(['moves', '--deal', EASY_DEAL.toLowerCase(), '--history', 't7>f, T7>F,t7>f']);
    const b = await runIn(['moves', '--deal', EASY_DEAL, '--history', 'T7>F T7>F T7>F']);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  it('runs from the bundle, with the deal string from klondike deal', () => {
    const deal = runBundle(['deal', '--seed', '42']).stdout.trim();
    const bySeed = runBundle(['moves', '--seed', '42', '--draw', '3', '--history', 'S S']);
    const byDeal = runBundle(['moves', '--deal', deal, '--draw', '3', '--history', 'S S']);
    expect(bySeed.status).toBe(0);
    expect(bySeed.stdout).not.toBe('');
    expect(byDeal).toEqual(bySeed);
    const rules = { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };
    let pos = startPosition(dealFromSeed(42), rules);
    pos = play(play(pos, drawMove()), drawMove());
    expect(bySeed.stdout).toBe(listed(pos));
  });
});
