// Random-playout throughput of the engine's public API (legalMoves + play) on one core.
// Prints moves per second and games per second for draw 1 and draw 3; asserts nothing about time.
// `npm run bench` (BENCH_SECONDS=N changes the measuring time per rule set, default 4).
import {
  dealFromSeed,
  isWon,
  legalMoves,
  type Move,
  play,
  Rng,
  type Rules,
  startPosition,
} from '../src/engine/index.ts';

const MAX_MOVES = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

interface Figures {
  readonly moves: number;
  readonly games: number;
  readonly ms: number;
  /** Processor time used, user and system: on a shared machine it measures one core's work better. */
  readonly cpuMs: number;
}

/** Plays random games from numbered deals until `seconds` have passed; choices come from a seeded Rng. */
const playouts = (rules: Rules, seconds: number): Figures => {
  const rng = new Rng(12345);
  let moves = 0;
  let games = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < seconds * 1000) {
    // Check the clock once per batch of games so that it costs nothing measurable.
    for (let batch = 0; batch < 20; batch++) {
      let pos = startPosition(dealFromSeed(games), rules);
      for (let i = 0; i < MAX_MOVES; i++) {
        const legal = legalMoves(pos);
        if (legal.length === 0) break;
        pos = play(pos, legal[rng.below(legal.length)] as Move);
        moves++;
        if (isWon(pos)) break;
      }
      games++;
    }
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  return { moves, games, ms: now - start, cpuMs: (cpu.user + cpu.system) / 1000 };
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const out = (line: string) => process.stdout.write(`${line}\n`);
out(`random playouts, at most ${MAX_MOVES} moves a game, ${SECONDS} s each`);
out('(on a busy machine the wall-clock rate drops; the rate per second of processor time does less so)');
for (const [name, rules] of [
  ['draw 1', { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true }],
  ['draw 3', { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true }],
] as const) {
  playouts(rules, Math.min(1, SECONDS / 4)); // warm up the JIT
  const f = playouts(rules, SECONDS);
  const s = f.ms / 1000;
  const cpu = f.cpuMs / 1000;
  out(
    `${name}: ${fmt(f.moves / s)} moves/s, ${fmt(f.games / s)} games/s ` +
      `(${fmt(f.moves)} moves, ${fmt(f.games)} games in ${s.toFixed(1)} s; ` +
      `per second of processor time: ${fmt(f.moves / cpu)} moves, ${fmt(f.games / cpu)} games)`,
  );
}
