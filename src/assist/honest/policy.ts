/**
 * The honest policy (docs/honest.md): a move chosen from a view only. Hindsight optimisation: the
 * unseen cards are dealt at random into their places (samples, from a generator seeded by the
 * player's seed and the view), each sample is solved with the full-information solver under a small
 * state budget after each candidate move, and the move that wins in most samples is played; rules of
 * thumb order the candidates, break ties and spare most of the solving.
 */
import {
  buildsOn,
  type Card,
  type Column,
  isLegal,
  KING,
  legalMoves,
  type Move,
  makeMove,
  type Position,
  parseMove,
  play,
  Rng,
  resolveMove,
} from '../../engine/index.ts';
import { solve } from '../../solver/index.ts';
import { countOf, plansOf } from './plans.ts';
import { hash32, samplePosition } from './sample.ts';
import { searchViews } from './uct.ts';
import { stepKey, type View, viewKey, visitedViews } from './view.ts';

/** How the honest player plays. Every budget counts states, so that a decision is the same everywhere. */
export interface HonestOptions {
  /** The player's own seed: with the view, the only input of a decision. */
  readonly seed: number;
  /** Samples of the unseen cards per decision. */
  readonly samples: number;
  /** Samples tried per decision at most, as a multiple of `samples` (samples proved lost are replaced). */
  readonly sampleTries: number;
  /** Rounds of samples at most under draw 1: after the first, only the moves within `margin` wins a round of the best get more. */
  readonly rounds: number;
  /** The same under draw N > 1, where a close call is more often a gamble that more samples tell apart (docs/honest.md, section 2, "Close calls settled by the first lost samples"). */
  readonly roundsDrawN: number;
  /** How close to the best a move must be to get another round, in wins per round of samples. */
  readonly margin: number;
  /** States per solve of a sample. */
  readonly budgetStates: number;
  /** States of the solve once nothing is hidden (the position is then known). */
  readonly fullBudgetStates: number;
  /** Memory cap of each solve's tables, MiB (small solves need little). */
  readonly maxMemoryMB: number;
  /** With unlimited passes, turn the whole stock over once before deciding anything else. */
  readonly talonFirst: boolean;
  /**
   * When two or more moves win every sample, they are scored again on this many fresh samples with
   * `ceilingBudgetStates` states a solve (0: never), and the most wins decides before the ranks.
   */
  readonly ceilingSamples: number;
  /** States per solve when ties at the top are scored again. */
  readonly ceilingBudgetStates: number;
  /**
   * Decide between plans (plans.ts: reversible moves, then one commitment) instead of single moves,
   * searching at most this many positions for them (0: single moves).
   */
  readonly planNodes: number;
  /**
   * Choose between single moves by a search over the player's views (uct.ts) with this many tries a
   * root move (0: score each move on the samples, steps 6 to 8).
   */
  readonly uctTries: number;
  /** Moves below the root the view search plays at most before it solves the sample. */
  readonly uctDepth: number;
  /** The view search's exploration constant. */
  readonly uctExplore: number;
}

/** The default player: the configuration measured in docs/honest.md. */
export const DEFAULT_HONEST: HonestOptions = {
  seed: 0,
  samples: 8,
  sampleTries: 2,
  rounds: 2,
  roundsDrawN: 6,
  margin: 1,
  budgetStates: 2000,
  fullBudgetStates: 200000,
  maxMemoryMB: 16,
  talonFirst: true,
  ceilingSamples: 16,
  ceilingBudgetStates: 10000,
  planNodes: 0,
  uctTries: 0,
  uctDepth: 3,
  uctExplore: 0.7,
};

/** What a decision rests on, as a code (the web puts it in the player's language, `whyText` in English). */
export type Why =
  | {
      readonly code:
        | 'safe'
        | 'only-move'
        | 'turning-stock'
        | 'known-won'
        | 'known-lost'
        | 'every-sample-lost'
        | 'no-legal-move'
        | 'no-useful-move';
    }
  | { readonly code: 'samples'; readonly won: number; readonly of: number };

const WHY_TEXT: Record<Exclude<Why['code'], 'samples'>, string> = {
  safe: 'safe',
  'only-move': 'only move',
  'turning-stock': 'turning the stock',
  'known-won': 'known and won',
  'known-lost': 'known and lost',
  'every-sample-lost': 'every sample lost',
  'no-legal-move': 'no legal move',
  'no-useful-move': 'no useful move',
};

/** A reason in English words, as the command line prints it ("won 7 of 8 samples"). */
export const whyText = (why: Why): string =>
  why.code === 'samples' ? `won ${why.won} of ${why.of} samples` : WHY_TEXT[why.code];

/** A decision: a move, or giving up (no move, or every sample proved lost). */
export type Decision =
  | {
      readonly kind: 'move';
      readonly move: Move;
      readonly why: Why;
      readonly states: number;
      /** The whole plan when the move starts one (the move is its first): moves that show no card, then one that may. */
      readonly plan?: readonly Move[];
    }
  | { readonly kind: 'resign'; readonly why: Why; readonly states: number };

/** A position with the view's face-up cards and placeholder hidden cards: for what depends on face-up cards only. */
const shownPosition = (view: View): Position => samplePosition(view, new Rng(0));

/**
 * Whether a card going up now is safe: every card that could lie on it is up (both foundations of
 * the other colour reach its rank) and, when foundation cards may come back, the other foundation of
 * its colour is at most one lower. Aces and Twos always are.
 */
const safeUp = (view: View, card: Card): boolean => {
  const r = card >> 2;
  const s = card & 3;
  const f = view.foundations;
  if (f[s] !== r) return false;
  if (r <= 1) return true;
  if ((f[s ^ 1] as number) < r || (f[s ^ 3] as number) < r) return false;
  return !view.rules.foundationToTableau || (f[s ^ 2] as number) >= r - 1;
};

/**
 * Whether a move leaves every other talon card where the same draws find it: every move but a waste
 * card's; a waste card's under draw 1 (the card under it comes to the top, nothing else moves) or
 * when it is the talon's last card (the stock is empty). Under draw N > 1 a waste card taken out
 * earlier changes which cards are turned together in every later pass, and that alone can lose a deal.
 */
const keepsTalon = (view: View, move: Move): boolean =>
  move.kind !== 'waste-foundation' || view.rules.draw === 1 || view.stock.length === 0;

/** The card a foundation move puts up, if the move is one. */
const cardUp = (view: View, move: Move): Card | undefined => {
  if (move.kind === 'waste-foundation') return view.waste[view.waste.length - 1];
  if (move.kind === 'tableau-foundation') {
    const up = (view.columns[move.from] as View['columns'][number]).up;
    return up[up.length - 1];
  }
  return undefined;
};

/**
 * A rule-of-thumb rank of a move (higher first): uncovering a face-down card first (the more lie
 * under it, the sooner), then cards going up, cards from the waste, other moves, a draw, and cards
 * coming down from the foundations last. Undefined for a move that changes nothing worth a solve:
 * a King alone on its floor moving to another empty column, or part of a run moving from one card to
 * its twin unless that frees a card to go up.
 */
export const moveRank = (view: View, pos: Position, move: Move): number | undefined => {
  switch (move.kind) {
    case 'tableau-foundation': {
      const col = view.columns[move.from] as View['columns'][number];
      return col.up.length === 1 && col.down > 0 ? 100 + col.down : 80;
    }
    case 'waste-foundation':
      return 75;
    case 'tableau-tableau': {
      const col = view.columns[move.from] as View['columns'][number];
      const n = countOf(pos, move);
      if (n === col.up.length) {
        if (col.down > 0) return 90 + col.down;
        // An emptied column: worth it only when a King could use it (the solver decides).
        const base = col.up[0] as Card;
        if (base >> 2 === KING) return undefined;
        return 40;
      }
      // Part of a run moves from one card to its twin: worth it only for the card it uncovers.
      const freed = col.up[col.up.length - n - 1] as Card;
      if (view.foundations[freed & 3] === freed >> 2) return 70;
      const w = view.waste[view.waste.length - 1];
      if (w !== undefined && buildsOn(w, freed)) return 50;
      for (const c of view.columns) if (c.up.length > 0 && buildsOn(c.up[0] as Card, freed)) return 50;
      return undefined;
    }
    case 'waste-tableau':
      return 60;
    case 'draw':
      return 30;
    case 'redeal':
      return 20;
    case 'foundation-tableau':
      return 10;
  }
};

/**
 * The key of the view a move leads to, or undefined when the move shows a card not seen before (the
 * player cannot know that view, and it is progress). `pos` is the view's position with placeholder
 * hidden cards.
 */
const keyAfter = (view: View, pos: Position, move: Move, unseen: ReadonlySet<Card>): string | undefined => {
  const next = play(pos, move);
  for (let i = 0; i < next.columns.length; i++)
    if ((next.columns[i] as Column).down.length < (view.columns[i] as View['columns'][number]).down)
      return undefined;
  for (const c of next.waste) if (unseen.has(c)) return undefined;
  return viewKey({
    ...view,
    columns: next.columns.map((c) => ({ down: c.down.length, up: c.up })),
    foundations: next.foundations,
    stock: next.stock.map((c) => (unseen.has(c) ? null : c)),
    waste: next.waste,
    pass: next.pass,
  });
};

/** How many times a step may be taken between two progresses (a second time only when nothing else is left). */
const REPEATS = 2;

/** A move's place in the player's memory: how often its step was taken, and whether it goes back to a view met before. */
interface Memory {
  readonly times: number;
  readonly back: boolean;
}

/**
 * What the player remembers of each move's step since its last progress (`pos` is the view's
 * position with placeholder hidden cards).
 */
const memoryOf = (view: View, pos: Position): ((move: Move) => Memory) => {
  const unseen = new Set(view.unseen);
  const taken = new Map<string, number>();
  for (const step of view.visited) taken.set(step, (taken.get(step) ?? 0) + 1);
  const met = visitedViews(view);
  const here = viewKey(view);
  return (move) => {
    const key = keyAfter(view, pos, move, unseen);
    if (key === undefined) return { times: 0, back: false };
    return { times: taken.get(stepKey(here, key)) ?? 0, back: met.has(key) };
  };
};

/** What a decision chooses between: a move, or a plan (plans.ts) that starts with the move. */
interface Choice {
  readonly move: Move;
  readonly plan?: readonly Move[];
}

/** A candidate move; `back`: it goes back to a view met since the last progress. */
interface Candidate {
  readonly move: Move;
  readonly back: boolean;
}

/** The moves of a position worth a solve (`moveRank`), best rank first (ties in the engine's order). */
const worthMoves = (view: View, pos: Position): Move[] =>
  legalMoves(pos)
    .map((move, i) => ({ move, rank: moveRank(view, pos, move), i }))
    .filter((r) => r.rank !== undefined)
    .sort((a, b) => (b.rank as number) - (a.rank as number) || a.i - b.i)
    .map((r) => r.move);

/** `view` moved on to `pos`, a position reached from it by moves that show no card: what the ranks read of it. */
const viewAt = (view: View, pos: Position): View => ({
  ...view,
  columns: pos.columns.map((c) => ({ down: c.down.length, up: c.up })),
  foundations: pos.foundations,
  waste: pos.waste,
  pass: pos.pass,
});

/**
 * The candidate moves of a view in rank order (ties in the engine's order). Left out: moves not worth
 * a solve (`moveRank`), and steps the player has already taken since its last progress (a step is
 * taken a second time only when every other candidate was taken before, never a third time). A move
 * back to a view met since the last progress comes after every other. `again`: some move worth a
 * solve is a step already taken since the last progress (the player has been round without
 * committing to anything).
 */
const rankedCandidates = (
  view: View,
  pos: Position,
  memory: (move: Move) => Memory,
): { readonly ranked: Candidate[]; readonly again: boolean } => {
  const ranked: { move: Move; times: number; back: boolean }[] = [];
  let again = false;
  for (const move of worthMoves(view, pos)) {
    const { times, back } = memory(move);
    if (times > 0) again = true;
    if (times < REPEATS) ranked.push({ move, times, back });
  }
  // A step already taken since the last progress is taken again only when every other one was.
  const fresh = ranked.filter((r) => r.times === 0);
  if (fresh.length > 0) ranked.splice(0, ranked.length, ...fresh);
  // The sort is stable: rank order stays within each group.
  ranked.sort((a, b) => Number(a.back) - Number(b.back));
  return { ranked, again };
};

/** The candidate moves of a view in rank order (see `rankedCandidates`). */
export const candidates = (view: View): Move[] => {
  const pos = shownPosition(view);
  return rankedCandidates(view, pos, memoryOf(view, pos)).ranked.map((c) => c.move);
};

/** Positions searched for plans when the player has been round or wanders, or no single move is left (the measured `planNodes` of docs/honest.md). */
const FALLBACK_PLAN_NODES = 2000;

/** Steps without progress after which the player decides between plans (a third of `MAX_IDLE_MOVES` in game.ts). */
const WANDER_STEPS = 100;

/**
 * The plans of a view (plans.ts) as choices, ranked by their commitment (`moveRank` where the plan's
 * path leaves the cards), then shorter plans first; or a line of reversible moves that wins. Undefined
 * when the search met no commitment within `nodes` positions (every move there can be taken back, and
 * foundation cards up and down multiply the positions): then there is nothing to choose between.
 */
const planChoices = (
  view: View,
  shown: Position,
  nodes: number,
): { readonly won?: readonly Move[]; readonly choices: Choice[] } | undefined => {
  const { plans, won } = plansOf(shown, nodes, new Set(view.unseen));
  if (won !== undefined && won.length > 0) return { won, choices: [] };
  const choices = plans
    .map((p, i) => {
      // The view where the commitment is made: the path moves face-up cards only.
      const { at } = p;
      return { p, rank: moveRank(viewAt(view, at), at, p.move) ?? 0, i };
    })
    .sort((a, b) => b.rank - a.rank || a.p.path.length - b.p.path.length || a.i - b.i)
    .map(({ p }) => ({ move: (p.path[0] ?? p.move) as Move, plan: [...p.path, p.move] }));
  return choices.length > 0 ? { choices } : undefined;
};

const moveText = (move: Move): string => makeMove(move, true);

/**
 * The player's move in `view`. A function of the view and `options` only: nothing else reaches it,
 * and its randomness comes from a generator seeded by `options.seed` and the view.
 */
export const decide = (view: View, options: HonestOptions = DEFAULT_HONEST): Decision => {
  // The view's face-up cards with placeholders for the hidden ones (the whole position when nothing is hidden).
  const shown = shownPosition(view);
  const memoryOfMove = memoryOf(view, shown);
  const { ranked, again } = rankedCandidates(view, shown, memoryOfMove);
  const list = ranked.map((c) => c.move);
  // With no candidate left, the samples' winning lines may still name a move (below).
  if (list.length === 0 && legalMoves(shown).length === 0)
    return { kind: 'resign', why: { code: 'no-legal-move' }, states: 0 };
  // A safe card goes up at once, unless that goes back to a view met since the last progress (it
  // came down for a reason), or it is a waste card whose going changes the talon's later draws: the
  // samples decide those.
  for (const { move, back } of ranked) {
    if (back || !keepsTalon(view, move)) continue;
    const card = cardUp(view, move);
    if (card !== undefined && safeUp(view, card))
      return { kind: 'move', move, why: { code: 'safe' }, states: 0 };
  }
  // A lone candidate is played unasked only when it is the only legal move: otherwise the samples'
  // winning lines may name a move the candidates left out (a step taken before, a draw).
  if (list.length === 1 && legalMoves(shown).length === 1)
    return { kind: 'move', move: list[0] as Move, why: { code: 'only-move' }, states: 0 };
  // With unlimited passes a draw costs nothing (the talon comes back round), and it shows a card:
  // the stock is turned through once before anything else is decided.
  if (options.talonFirst && !Number.isFinite(view.rules.passes) && view.stock.some((c) => c === null)) {
    const draw = list.find((m) => m.kind === 'draw');
    if (draw !== undefined) return { kind: 'move', move: draw, why: { code: 'turning-stock' }, states: 0 };
  }
  const memory = { maxMemoryMB: options.maxMemoryMB };
  let states = 0;

  // Nothing hidden: the position is known, and the solver plays it.
  if (view.unseen.length === 0) {
    const full = { budgetStates: options.fullBudgetStates, ...memory };
    const r = solve(shown, full);
    states += r.states;
    if (r.result === 'unsolvable') return { kind: 'resign', why: { code: 'known-lost' }, states };
    if (r.result === 'solved') {
      const first = parseMove(r.moves[0] as string);
      if (first.ok && isLegal(shown, first.value)) {
        const move = resolveMove(shown, first.value);
        if (!memoryOfMove(move).back) return { kind: 'move', move, why: { code: 'known-won' }, states };
        // The line goes back to a view met since the last progress (the solver's line from there may
        // come back here: round and round). A candidate proved to keep the game won goes first.
        for (const c of ranked) {
          if (c.back) continue;
          const after = solve(play(shown, c.move), full);
          states += after.states;
          if (after.result === 'solved')
            return { kind: 'move', move: c.move, why: { code: 'known-won' }, states };
        }
        return { kind: 'move', move, why: { code: 'known-won' }, states };
      }
    }
  }

  // Hindsight optimisation over samples of the unseen cards.
  const rng = new Rng(hash32(viewKey(view), options.seed));
  const samples: Position[] = [];
  const want = view.unseen.length === 0 ? 1 : options.samples;
  const most = view.unseen.length === 0 ? 1 : want * options.sampleTries;
  const budget = { budgetStates: options.budgetStates, ...memory };

  // Samples solved from the view until `want` more are not proved lost (or `most` were tried): only
  // deals that can still be won tell moves apart. A win names one winning move of its sample.
  const live: number[] = [];
  const winsFirst = new Map<string, Set<number>>();
  const addSamples = (count: number, most: number): number[] => {
    const added: number[] = [];
    for (let tried = 0; added.length < count && tried < most; tried++) {
      const i = samples.length;
      samples.push(samplePosition(view, rng));
      const r = solve(samples[i] as Position, budget);
      states += r.states;
      if (r.result === 'unsolvable') continue;
      added.push(i);
      if (r.result === 'solved') {
        const first = parseMove(r.moves[0] as string);
        if (first.ok) {
          const key = moveText(resolveMove(samples[i] as Position, first.value));
          let set = winsFirst.get(key);
          if (set === undefined) winsFirst.set(key, (set = new Set()));
          set.add(i);
        }
      }
    }
    live.push(...added);
    return added;
  };
  addSamples(want, most);
  if (live.length === 0) return { kind: 'resign', why: { code: 'every-sample-lost' }, states };

  /** A choice's wins over some samples; stops (returning less than `floor`) once it cannot reach `floor`. */
  const winsOf = (choice: Choice, over: readonly number[], floor: number, solveBudget = budget): number => {
    const known = choice.plan === undefined ? winsFirst.get(moveText(choice.move)) : undefined;
    let wins = 0;
    let left = over.length;
    for (const i of over) {
      if (wins + left < floor) break;
      left--;
      if (known?.has(i)) {
        wins++;
        continue;
      }
      let after = samples[i] as Position;
      for (const m of choice.plan ?? [choice.move]) after = play(after, m);
      const r = solve(after, solveBudget);
      states += r.states;
      // A solve that ran out of budget counts as no win.
      if (r.result === 'solved') wins++;
    }
    return wins;
  };

  // The player decides between plans, whose every choice commits to something, once it has been
  // round without committing: when a step it took since its last progress is among its moves again
  // (the waits are spent: the samples, which value every wait as highly as the best commitment, had
  // it wait, and now it must commit; a plan may commit where the talon or the tableau stands
  // otherwise than here: docs/honest.md, section 2, "Plans once the player has been round"), or
  // after WANDER_STEPS steps without progress (moves that can be taken back, every step new).
  const wander = (again && list.length > 0) || view.visited.length >= WANDER_STEPS;
  const nodes = options.planNodes > 0 ? options.planNodes : wander ? FALLBACK_PLAN_NODES : 0;
  // When the plan search finds nothing to commit to, the player decides between single moves, as it
  // would without plans, rather than give up in a position it may win (docs/honest.md, section 2,
  // "Plans that found nothing to commit to").
  let planned = nodes > 0 ? planChoices(view, shown, nodes) : undefined;
  let all: Choice[] = [];
  if (planned === undefined) {
    all = list.map((move) => ({ move }));
    // A sample's winning line may start with a move the ranks left out: it joins, last, unless it is a
    // step already taken twice since the last progress.
    for (const key of winsFirst.keys()) {
      if (all.some((c) => moveText(c.move) === key)) continue;
      const m = parseMove(key);
      if (!m.ok || !isLegal(shown, m.value)) continue;
      const move = resolveMove(shown, m.value);
      if (memoryOfMove(move).times < REPEATS) all.push({ move });
    }
    // No move left: every step was taken twice since the last progress (the player went round the
    // talon, say, without committing to anything). Plans still name every commitment within reach of
    // moves that can be taken back, whatever was taken before: the player decides between them
    // (unless their search above found none).
    if (all.length === 0 && nodes === 0) planned = planChoices(view, shown, FALLBACK_PLAN_NODES);
  }
  if (planned !== undefined) {
    if (planned.won !== undefined)
      return {
        kind: 'move',
        move: planned.won[0] as Move,
        why: { code: 'known-won' },
        states,
        plan: planned.won,
      };
    all = planned.choices;
  }
  if (all.length === 0) return { kind: 'resign', why: { code: 'no-useful-move' }, states };
  if (options.uctTries > 0 && planned === undefined) {
    const found = searchViews({
      view,
      moves: all.map((c) => c.move),
      samples: live.map((i) => samples[i] as Position),
      tries: options.uctTries * all.length,
      depth: options.uctDepth,
      explore: options.uctExplore,
      solveOptions: budget,
      ranked: (pos) => worthMoves(viewAt(view, pos), pos),
    });
    return {
      kind: 'move',
      move: found.move,
      why: { code: 'samples', won: found.wins, of: found.visits },
      states: states + found.states,
    };
  }
  // Each candidate, in rank order, against each live sample. How close to the best a move must be
  // to stay in contention after `n` samples: `margin` wins a set of samples, so that the gap allowed
  // grows with the samples as their noise does. A move is scored until it can no longer come that
  // close (stopping it at the first sample that kept it below the best dropped moves within the
  // margin: docs/honest.md, section 2).
  const reach = (n: number): number => Math.ceil((options.margin * n) / want);
  let scored = all.map((c) => ({ ...c, wins: 0 }));
  let bestWins = 0;
  for (const c of scored) {
    c.wins = winsOf(c, live, bestWins - reach(live.length));
    bestWins = Math.max(bestWins, c.wins);
  }
  // Close calls: the moves within reach of the best get more samples, round by round.
  // How many samples the moves still in `scored` were scored on.
  let over = live.length;
  const rounds = view.rules.draw === 1 ? options.rounds : options.roundsDrawN;
  for (let round = 1; round < rounds; round++) {
    scored = scored.filter((c) => c.wins >= bestWins - reach(over));
    if (scored.length < 2) break;
    const added = addSamples(want, want * options.sampleTries);
    if (added.length === 0) break;
    over += added.length;
    for (const c of scored) c.wins += winsOf(c, added, 0);
    bestWins = Math.max(...scored.map((c) => c.wins));
  }
  // The best, ties to the higher rank (scored keeps rank order).
  let top = scored[0] as (typeof scored)[number];
  for (const c of scored) if (c.wins > top.wins) top = c;
  // Moves that win every sample cannot be told apart by more of the same: fresh samples and larger
  // solves score them again, and the most wins goes first (a tie stays with the ranks).
  const ceiling = scored.filter((c) => c.wins >= over);
  if (options.ceilingSamples > 0 && ceiling.length > 1 && ceiling.includes(top)) {
    const fresh = addSamples(options.ceilingSamples, options.ceilingSamples * options.sampleTries);
    const big = { budgetStates: options.ceilingBudgetStates, ...memory };
    let most = -1;
    for (const c of ceiling) {
      const wins = winsOf(c, fresh, most, big);
      if (wins > most) {
        most = wins;
        top = c;
      }
    }
  }
  return {
    kind: 'move',
    move: top.move,
    why: { code: 'samples', won: Math.round(top.wins * 10) / 10, of: live.length },
    states,
    ...(top.plan !== undefined && { plan: top.plan }),
  };
};
