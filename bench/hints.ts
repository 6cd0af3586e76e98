/**
 * Assist latencies (prints figures, asserts nothing). Run: npx tsx bench/hints.ts [--seeds 200]
 *
 * 1. Hints over positions from real games: for deals 1..N (draw 1, the default rules), the solver's
 *    own winning line is followed and every 10th position is taken, after 0-3 random legal moves (a
 *    detour, from a fixed generator); each hint is a fresh search (no line known: the worst case)
 *    within the web game's budget (100 000 states). Prints p50/p95/max ms and the answers.
 * 2. findWinnableSeed from 100 start numbers per preset (draw 1, draw 3): p50/p95/max ms.
 *
 * Options: --seeds N (default 200); --ms T adds a wall-clock cap of T ms to every hint (as the web
 * game would); --hints-only skips part 2. The daily deal's costs come from
 * scripts/gen-daily.ts and scripts/check-daily.ts.
 */
import { performance } from 'node:perf_hooks';
import { findWinnableSeed, hint, solveWithin } from '../src/assist/index.ts';
import {
  DEFAULT_RULES,
  dealFromSeed,
  legalMoves,
  type Move,
  type Position,
  PRESETS,
  parseMove,
  play,
  Rng,
  startPosition,
} from '../src/engine/index.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const N = arg('seeds', 200);
const HINT_STATES = 100000;
const CAP_MS = arg('ms', 0);
const clock = () => performance.now();

const stats = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  const f = (x: number) => x.toFixed(1);
  return `n ${s.length}, p50 ${f(q(0.5))} ms, p95 ${f(q(0.95))} ms, p99 ${f(q(0.99))} ms, max ${f(s[s.length - 1] ?? 0)} ms`;
};

const out = (line: string) => process.stdout.write(`${line}\n`);

// 1. Hints.
const hintMs: number[] = [];
const kinds: Record<string, number> = {};
let solvedDeals = 0;
const rng = new Rng(20261129);
for (let seed = 1; seed <= N; seed++) {
  const start = startPosition(dealFromSeed(seed), DEFAULT_RULES);
  const line = solveWithin(start, { states: 200000 }).moves;
  if (line.length === 0) continue;
  solvedDeals++;
  let pos: Position = start;
  for (let i = 0; i < line.length; i++) {
    if (i % 10 === 0) {
      let p = pos;
      for (let d = rng.below(4); d > 0; d--) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        p = play(p, moves[rng.below(moves.length)] as Move);
      }
      const t0 = performance.now();
      const h = hint(
        p,
        CAP_MS > 0 ? { states: HINT_STATES, ms: CAP_MS, now: clock } : { states: HINT_STATES },
      );
      hintMs.push(performance.now() - t0);
      kinds[h.kind] = (kinds[h.kind] ?? 0) + 1;
    }
    const m = parseMove(line[i] as string);
    if (!m.ok) throw new Error(line[i]);
    pos = play(pos, m.value);
  }
}
out(
  `hints (deals 1-${N}, ${solvedDeals} with a solver line, every 10th position, 0-3 random moves, budget ${HINT_STATES} states${CAP_MS > 0 ? ` and ${CAP_MS} ms` : ''}):`,
);
out(`  ${stats(hintMs)}`);
out(`  answers: ${JSON.stringify(kinds)}`);
if (process.argv.includes('--hints-only')) process.exit(0);

// 2. Winnable deals.
for (const preset of PRESETS.filter((p) => p.id === 'draw1' || p.id === 'draw3')) {
  const ms: number[] = [];
  let found = 0;
  for (let k = 0; k < 100; k++) {
    const t0 = performance.now();
    const r = findWinnableSeed((k * 2654435761) >>> 0, preset.rules);
    ms.push(performance.now() - t0);
    if (r.found) found++;
  }
  out(`findWinnableSeed ${preset.id} (100 starts, default budget): ${stats(ms)}; found ${found}/100`);
}
