/**
 * How far the honest player's sampled decisions are from the value its samples estimate (prints
 * figures, asserts nothing). `npm run bench:honest -- [flags]`; docs/honest.md, "Sampling error".
 *
 * 1. Views: the default player plays deals A..B (`--seeds`, default 3001..3030) under draw N
 *    (`--draw`, default 3; unlimited passes); every K-th view at which it decided on samples is kept
 *    (`--every`, default 12). With `--views fatal`, instead, each game's first fatal decision: the
 *    first view decided on samples whose chosen move turns the real position, won until then, into
 *    one the full-information solver proves lost (`--real-states` a solve, default 300,000; a game
 *    whose real position is undecided within them is left out from there). Those views are printed
 *    one a line with the reference values of the chosen move (a plan's first move, when it played a
 *    plan), of the best move and of the best commitment (a move plans.ts cannot take back), and how
 *    far below those two the chosen moves lie.
 * 2. Reference: every legal move of each view is scored on R samples of the view (`--samples`,
 *    default 100; from a generator seeded apart from the player's, samples proved lost from the view
 *    replaced, at most 3 R tried), each solved after the move with `--states` (default 5,000) states:
 *    the share won is the move's reference value. The samples are the same for every move of a view.
 * 3. Regret: each configuration (the default, then each `--config JSON`, options of `HonestOptions`
 *    over the defaults) decides each view with player seeds 1000.. (`--player-seeds`, default 3); a
 *    decision's regret is the best reference value of the view less that of the move it chose.
 *
 * Prints, per configuration: the mean regret, the share of decisions that chose a move of the best
 * value, the share that lost more than 5 points, and the CPU ms per decision. It measures how much
 * sampling error costs against the samples' own estimate (hindsight optimisation with many samples),
 * not how many games a configuration wins: docs/honest.md gives both.
 */
import { parseArgs } from 'node:util';
import { playHonestly } from '../src/assist/honest/game.ts';
import { reversible } from '../src/assist/honest/plans.ts';
import { DEFAULT_HONEST, decide, type HonestOptions } from '../src/assist/honest/policy.ts';
import { hash32, samplePosition } from '../src/assist/honest/sample.ts';
import { type View, viewKey } from '../src/assist/honest/view.ts';
import {
  dealFromSeed,
  legalMoves,
  makeMove,
  play,
  Rng,
  type Rules,
  startPosition,
} from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';

const { values } = parseArgs({
  options: {
    draw: { type: 'string', default: '3' },
    seeds: { type: 'string', default: '3001..3030' },
    every: { type: 'string', default: '12' },
    samples: { type: 'string', default: '100' },
    states: { type: 'string', default: '5000' },
    'player-seeds': { type: 'string', default: '3' },
    views: { type: 'string', default: 'every' },
    'real-states': { type: 'string', default: '300000' },
    config: { type: 'string', multiple: true, default: [] },
  },
});
const [a, b] = values.seeds.split('..').map(Number) as [number, number];
const rules: Rules = {
  draw: Number(values.draw),
  passes: Number.POSITIVE_INFINITY,
  foundationToTableau: true,
};
const every = Number(values.every);
const R = Number(values.samples);
const budget = { budgetStates: Number(values.states), maxMemoryMB: 16 };
const write = (s: string) => process.stdout.write(`${s}\n`);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// 1. The views at which the default player decides on samples, in its games.
const views: View[] = [];
/** Per view in `--views fatal`: the deal, the move number and the move the player chose. */
const fatal: { seed: number; moveNo: number; chose: string }[] = [];
let sampled = 0;
const fatalOnly = values.views === 'fatal';
if (!fatalOnly && values.views !== 'every') {
  process.stderr.write(`honest-regret: --views must be every or fatal, not ${values.views}\n`);
  process.exit(2);
}
const real = { budgetStates: Number(values['real-states']) };
let games = 0;
let won = 0;
let winnable = 0;
for (let seed = a; seed <= b; seed++) {
  const deal = dealFromSeed(seed);
  // In `fatal` mode: whether the real position is known to be won (the start, then after each move).
  let known = fatalOnly && solve(startPosition(deal, rules), real).result === 'solved';
  if (known) winnable++;
  let moveNo = 0;
  const game = playHonestly(deal, rules, DEFAULT_HONEST, {
    onMove: (d, before, view) => {
      moveNo++;
      if (d.kind !== 'move') return;
      if (d.why.code === 'samples' && !fatalOnly && sampled++ % every === 0) views.push(view);
      if (!known) return;
      let after = before;
      for (const m of d.plan ?? [d.move]) after = play(after, m);
      const verdict = solve(after, real).result;
      if (verdict === 'solved') return;
      known = false;
      if (verdict === 'unsolvable' && d.why.code === 'samples') {
        views.push(view);
        fatal.push({ seed, moveNo, chose: makeMove(d.move, true) });
      }
    },
  });
  games++;
  if (game.result === 'won') won++;
}

// 2. Reference values: each legal move's share of R samples won after it.
interface Reference {
  readonly moves: string[];
  readonly value: number[];
  /** Whether each move commits to something (plans.ts: it cannot be taken back). */
  readonly commits: boolean[];
}
const references: Reference[] = views.map((view) => {
  const shown = samplePosition(view, new Rng(0));
  const moves = legalMoves(shown);
  const rng = new Rng(hash32(viewKey(view), 987654321));
  const wins = moves.map(() => 0);
  let live = 0;
  for (let tried = 0; live < R && tried < 3 * R; tried++) {
    const s = samplePosition(view, rng);
    if (solve(s, budget).result === 'unsolvable') continue;
    live++;
    moves.forEach((m, j) => {
      if (solve(play(s, m), budget).result === 'solved') wins[j] = (wins[j] as number) + 1;
    });
  }
  return {
    moves: moves.map((m) => makeMove(m, true)),
    value: wins.map((w) => w / Math.max(1, live)),
    commits: moves.map((m) => !reversible(shown, m)),
  };
});
const ties = references.filter((r) => {
  const top = Math.max(...r.value);
  return r.value.filter((v) => v === top).length > 1;
}).length;
write(
  `honest player's sampling error: draw ${rules.draw}, deals ${a}..${b}, ${views.length} views ` +
    (fatalOnly ? '(first fatal decisions)' : `(every ${every}th of ${sampled} decided on samples)`) +
    `, reference ${R} samples of ${budget.budgetStates} states`,
);
write(`views where two or more moves share the best reference value: ${ties} of ${views.length}`);
if (fatalOnly) {
  write(
    `${games} games, ${won} won, ${winnable} winnable (${values['real-states']} states a real solve); ` +
      `first fatal decisions on samples: ${fatal.length}`,
  );
  const pct = (v: number) => `${(100 * v).toFixed(0)} %`;
  // How far below the best move, and below the best commitment, the chosen move's value lies.
  const gaps: { all: number[]; commit: number[] } = { all: [], commit: [] };
  fatal.forEach((f, i) => {
    const ref = references[i] as Reference;
    const top = Math.max(...ref.value);
    const best = ref.moves.filter((_, j) => ref.value[j] === top);
    const commitTop = Math.max(0, ...ref.value.filter((_, j) => ref.commits[j]));
    const bestCommit = ref.moves.filter((_, j) => ref.commits[j] && ref.value[j] === commitTop);
    const chose = ref.value[ref.moves.indexOf(f.chose)] ?? 0;
    gaps.all.push(top - chose);
    gaps.commit.push(commitTop - chose);
    write(
      `  deal ${f.seed} move ${f.moveNo}: chose ${f.chose} (${pct(chose)}), best ${best.join(' ')} (${pct(top)}), ` +
        `best commitment ${bestCommit.join(' ')} (${pct(commitTop)})`,
    );
  });
  const spread = (g: number[]) => {
    const points = g.map((x) => Math.round(100 * x));
    const count = (lo: number, hi: number) => points.filter((p) => p >= lo && p <= hi).length;
    return `within 2 points ${count(-100, 2)}, 3 to 9 below ${count(3, 9)}, 10 or more below ${count(10, 100)}`;
  };
  write(`chosen move against the best move: ${spread(gaps.all)}`);
  write(`chosen move against the best commitment: ${spread(gaps.commit)}`);
}

// 3. Each configuration's regret.
const configs: [string, Partial<HonestOptions>][] = [
  ['default', {}],
  ...values.config.map((c): [string, Partial<HonestOptions>] => {
    try {
      return [c, JSON.parse(c) as Partial<HonestOptions>];
    } catch {
      process.stderr.write(`honest-regret: --config ${c} is not JSON\n`);
      process.exit(2);
    }
  }),
];
const playerSeeds = Number(values['player-seeds']);
for (const [name, extra] of configs) {
  let n = 0;
  let regret = 0;
  let best = 0;
  let over5 = 0;
  const t0 = cpuMs();
  views.forEach((view, i) => {
    const ref = references[i] as Reference;
    const top = Math.max(...ref.value);
    for (let k = 0; k < playerSeeds; k++) {
      const d = decide(view, { ...DEFAULT_HONEST, ...extra, seed: 1000 + k });
      if (d.kind !== 'move') continue;
      const j = ref.moves.indexOf(makeMove(d.move, true));
      const r = top - (j < 0 ? 0 : (ref.value[j] as number));
      n++;
      regret += r;
      if (r === 0) best++;
      if (r > 0.05) over5++;
    }
  });
  const ms = (cpuMs() - t0) / Math.max(1, n);
  write(
    `${name}: ${n} decisions, mean regret ${(regret / n).toFixed(4)}, best ${((100 * best) / n).toFixed(1)} %, ` +
      `more than 5 points ${((100 * over5) / n).toFixed(1)} %, ${ms.toFixed(1)} ms CPU a decision`,
  );
}
