import {
  dealFromSeed,
  drawMove,
  explainMoveError,
  type Game,
  isWon,
  legalMoves,
  MAX_SEED,
  type Move,
  newGame,
  outcome,
  type Position,
  playMove,
  type Rules,
  redealMove,
  redo,
  type ScoreOptions,
  tickGame,
  totalScore,
  undo,
} from '../engine/index.ts';
import { Clock } from './clock.ts';
import { type DailyStore, EMPTY_DAILY, parseDailyStore, withResult } from './daily-store.ts';
import { type LinkRequest, linkOf, parseLink } from './link.ts';
import { foundationRun } from './moves.ts';
import { type DailyTag, makeSave, parseSave } from './save.ts';
import { DEFAULT_SETTINGS, parseSettings, rulesKey, type Settings } from './settings.ts';
import { countEnd, countPlayed, parseStats, type Stats, statsFor } from './stats.ts';
import { readStored, writeStored } from './storage.ts';
import { describeMove } from './view.ts';

/** Where the game stands for the player. */
export type Status = 'playing' | 'won' | 'lost';

/** What the session needs from its surroundings (the browser in the app, fakes in tests). */
export interface Env {
  readonly now: () => number;
  readonly randomSeed: () => number;
  readonly search: string;
  readonly setLink: (query: string) => void;
  /** Whether a position is lost (the engine's `outcome`), answered off the main thread when possible. */
  readonly isLost?: (pos: Position) => Promise<boolean>;
  /** A proven-winnable deal number for a first visit's game (winnable-only players), when one is at hand. */
  readonly winnableSeed?: (rules: Rules, settings: Settings) => number | undefined;
}

/**
 * The game session: the engine's game plus everything around it (clock, statistics, options, saving).
 * The UI reads it and calls its actions; it holds no rules of its own, the engine decides everything.
 */
export class Session {
  game: Game;
  settings: Settings;
  stats: Stats;
  status: Status = 'playing';
  /** Messages for the player about links and storage, shown until dismissed. */
  notices: string[] = [];
  /** The latest sentence for the live region, and a counter so repeats are announced again. */
  announcement = { text: '', n: 0 };
  /** Called before the game changes (the table records card positions to animate from). */
  beforeChange: () => void = () => {};
  /** Called after the game changed: with the move played and the position before it, or without (undo, new deal…). */
  onGame: (before: Position | undefined, move: Move | undefined) => void = () => {};
  /** Hints used in this game. */
  hints = 0;
  /** The daily deal this game is, if it is one. */
  daily: DailyTag | undefined;
  /** The daily record and the days' deal numbers. */
  dailyStore: DailyStore = EMPTY_DAILY;
  /** A replay of a winning line (post-game analysis): not counted, not saved over the statistics. */
  replaying = false;
  private counted = false;
  private ended = false;
  private clock = new Clock();
  private visible = true;
  private listeners = new Set<() => void>();
  private stuckTimer: ReturnType<typeof setTimeout> | undefined;
  private batch = false;
  private storageWarned = false;

  constructor(private readonly env: Env) {
    const settings = readStored('settings', parseSettings);
    const stats = readStored('stats', parseStats);
    const saved = readStored('save', parseSave);
    const daily = readStored('daily', parseDailyStore);
    this.dailyStore = daily.value ?? EMPTY_DAILY;
    if (daily.problem !== undefined) this.notices.push(daily.problem);
    this.settings = settings.value ?? DEFAULT_SETTINGS;
    this.stats = stats.value ?? {};
    for (const p of [settings.problem, stats.problem, saved.problem])
      if (p !== undefined) this.notices.push(p);
    const link = parseLink(env.search, this.settings.rules);
    if (link.problems.length > 0)
      this.notices.push(
        link.request === undefined
          ? `This link could not be opened: ${link.problems.join(' ')} Here is a normal game instead.`
          : `Part of this link could not be used: ${link.problems.join(' ')} The deal opens with your usual rules for that part.`,
      );
    const s = saved.value;
    // A link naming only rules (?draw=3) deals a new game under them, unless the saved game already uses them.
    const rulesOnly =
      link.request === undefined &&
      link.problems.length === 0 &&
      link.rules !== undefined &&
      (s === undefined || rulesKey(s.game.rules) !== rulesKey(link.rules))
        ? link.rules
        : undefined;
    if (rulesOnly !== undefined) {
      this.game = this.deal({ seed: env.randomSeed(), rules: rulesOnly });
      if (s !== undefined && s.counted && !s.ended) this.recordEnd(s.game, false, s.elapsedMs);
    } else if (link.request !== undefined && !(s !== undefined && sameDeal(s.game, link.request))) {
      this.game = this.deal(link.request);
      if (s !== undefined && s.counted && !s.ended) this.recordEnd(s.game, false, s.elapsedMs);
    } else if (s !== undefined) {
      this.game = s.game;
      this.counted = s.counted;
      this.ended = s.ended;
      this.clock = new Clock(s.elapsedMs);
      this.hints = s.hints ?? 0;
      this.daily = s.daily;
      if (isWon(s.game.position)) this.status = 'won';
    } else {
      // A first visit: with "winnable deals only" the very first game is proven winnable too.
      const first = this.settings.winnableOnly
        ? env.winnableSeed?.(this.settings.rules, this.settings)
        : undefined;
      this.game = this.deal({ seed: first ?? env.randomSeed() });
    }
    this.persist();
    this.env.setLink(linkOf(this.game));
    this.scheduleStuckCheck();
  }

  /** Subscribes to changes; returns the unsubscriber. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    if (this.batch) return;
    this.persist();
    for (const fn of this.listeners) fn();
  }

  /** Seconds of play so far. */
  seconds(): number {
    return this.clock.ms(this.env.now()) / 1000;
  }

  /** Whether the clock is running. */
  get clockRunning(): boolean {
    return this.clock.running;
  }

  /** The rule set's statistics key for the current game. */
  get statsKey(): string {
    return rulesKey(this.game.rules);
  }

  /** Sets the live region's sentence (drawn with the next change). */
  announce(text: string): void {
    this.announcement = { text, n: this.announcement.n + 1 };
  }

  private scoreOptions(): ScoreOptions {
    const s = this.settings;
    if (s.scoring === 'cumulative')
      return {
        scoring: 'vegas',
        timed: false,
        vegasCarry: statsFor(this.stats, rulesKey(s.rules)).vegasBalance,
      };
    return { scoring: s.scoring, timed: s.timed && s.scoring === 'standard', vegasCarry: 0 };
  }

  private deal(req: Partial<LinkRequest> & { seed?: number | undefined }): Game {
    const seed = req.deal === undefined ? (req.seed ?? this.env.randomSeed()) : req.seed;
    const deal = req.deal ?? dealFromSeed(seed as number);
    const rules = req.rules ?? this.settings.rules;
    this.counted = false;
    this.ended = false;
    this.clock = new Clock();
    this.status = 'playing';
    this.hints = 0;
    this.daily = undefined;
    this.replaying = false;
    return newGame(deal, rules, { seed, score: this.scoreOptions() });
  }

  private recordEnd(game: Game, won: boolean, ms: number): void {
    const vegas = game.scoreOptions.scoring === 'vegas';
    this.stats = countEnd(this.stats, rulesKey(game.rules), {
      won,
      seconds: Math.round(ms / 1000),
      moves: game.history.length,
      standardScore: game.scoreOptions.scoring === 'standard' ? totalScore(game.score) : null,
      vegas: vegas ? game.score.points - game.scoreOptions.vegasCarry : null,
      hints: this.hints,
      undos: game.undos,
    });
    this.store('stats', this.stats);
    this.recordDaily(won, ms);
  }

  /** Keeps the daily game's result (played, then won) in the daily record. */
  private recordDaily(won: boolean, ms: number): void {
    const d = this.daily;
    if (d === undefined) return;
    this.dailyStore = withResult(this.dailyStore, {
      ...d,
      won,
      seconds: Math.round(ms / 1000),
      moves: this.game.history.length,
      hints: this.hints,
      undos: this.game.undos,
    });
    this.store('daily', this.dailyStore);
  }

  /** Remembers the deal number of a day and preset, so that the day's deal stays put for this player. */
  rememberDailySeed(key: string, seed: number): void {
    this.dailyStore = { ...this.dailyStore, seeds: { ...this.dailyStore.seeds, [key]: seed } };
    this.store('daily', this.dailyStore);
  }

  /** Counts a hint in this game (and its statistics when the game ends). */
  countHint(): void {
    this.hints++;
    this.persist();
  }

  /** A game left before its end counts as lost. */
  private abandon(): void {
    if (this.counted && !this.ended) this.recordEnd(this.game, false, this.clock.ms(this.env.now()));
  }

  private setGame(game: Game, text: string, before?: Position, move?: Move): void {
    if (!this.batch) this.beforeChange();
    this.game = game;
    this.announce(text);
    if (isWon(game.position)) {
      this.status = 'won';
      this.announce(`${text} You won!`);
      if (!this.ended) {
        this.ended = true;
        this.clock.stop(this.env.now());
        this.recordEnd(game, true, this.clock.ms(this.env.now()));
      }
    } else this.status = 'playing';
    this.scheduleStuckCheck();
    this.onGame(before, move);
    this.changed();
  }

  /** Plays a move if the engine allows it; otherwise announces why not. */
  play(move: Move): boolean {
    const now = this.env.now();
    if (!this.counted && !this.replaying) {
      this.counted = true;
      this.stats = countPlayed(this.stats, this.statsKey);
      this.store('stats', this.stats);
    }
    if (!this.ended && this.visible) this.clock.start(now);
    const before = this.game.position;
    const r = playMove(this.game, move, this.clock.ms(now) / 1000);
    if (!r.ok) {
      this.announce(`That move is not allowed: ${explainMoveError(r.error.code)}.`);
      this.changed();
      return false;
    }
    this.setGame(r.value, describeMove(before, move, r.value.position), before, move);
    // A daily game shows as played from its first move; the record follows it until the end.
    if (!this.ended && !this.replaying) this.recordDaily(false, this.clock.ms(now));
    return true;
  }

  /** Clicking the stock: turn cards, or turn the waste over when the stock is empty and a pass is left. */
  turnStock(): boolean {
    const legal = legalMoves(this.game.position);
    if (legal.includes(drawMove())) return this.play(drawMove());
    if (legal.includes(redealMove())) return this.play(redealMove());
    this.say(
      this.game.position.waste.length === 0 ? 'The stock and the waste are empty.' : 'No redeals are left.',
    );
    return false;
  }

  /** Plays every foundation move available in a row. */
  sendAllToFoundations(): number {
    const moves = foundationRun(this.game.position);
    if (moves.length === 0) {
      this.announce('No card can go to the foundations now.');
      this.changed();
      return 0;
    }
    // One snapshot for the whole run, so every card glides to its foundation together.
    this.beforeChange();
    this.batch = true;
    try {
      for (const m of moves) this.play(m);
    } finally {
      this.batch = false;
    }
    const sent = `Sent ${moves.length} card${moves.length === 1 ? '' : 's'} to the foundations.`;
    this.announce(this.status === 'won' ? `${sent} You won!` : sent);
    this.changed();
    return moves.length;
  }

  /** Takes back the last move. */
  undo(): void {
    const g = undo(this.game, this.seconds());
    if (g === undefined) return this.say('Nothing to undo.');
    // A recorded win stays recorded: undoing past it and winning again must not count twice.
    this.setGame(g, 'Move undone.');
  }

  /** Plays the last undone move again. */
  redo(): void {
    const g = redo(this.game, this.seconds());
    if (g === undefined) return this.say('Nothing to redo.');
    this.setGame(g, 'Move redone.');
  }

  /** Announces a sentence and redraws. */
  say(text: string): void {
    this.announce(text);
    this.changed();
  }

  /** A new numbered deal (random when no number is given) with the current options. */
  newGame(seed?: number, opts: { daily?: DailyTag; rules?: Rules; text?: string } = {}): void {
    this.abandon();
    this.beforeChange();
    this.game = this.deal({
      seed: seed ?? this.env.randomSeed(),
      ...(opts.rules ? { rules: opts.rules } : {}),
    });
    this.daily = opts.daily;
    this.env.setLink(linkOf(this.game));
    this.announce(opts.text ?? `New game: deal ${this.game.seed}.`);
    this.onGame(undefined, undefined);
    this.changed();
  }

  /** The deal from its start as a replay: moves are played for show, nothing is counted. */
  startReplay(): void {
    this.dealAgain(() => {
      this.replaying = true;
      this.ended = true;
    }, 'Replay of a winning line from the start of the deal.');
  }

  /** The current deal again from its start (same daily tag); `mark` sets any state before the announcement. */
  private dealAgain(mark: () => void, text: string): void {
    this.abandon();
    this.beforeChange();
    const g = this.game;
    const daily = this.daily;
    this.game = this.deal({ deal: g.deal, seed: g.seed, rules: g.rules });
    this.daily = daily;
    mark();
    this.announce(text);
    this.onGame(undefined, undefined);
    this.changed();
  }

  /** The same deal from the start. */
  restart(): void {
    this.dealAgain(() => {}, 'The deal starts again.');
  }

  /** Changes the options; rules and scoring start a new game at once when nothing was played yet. */
  setSettings(next: Settings): void {
    const old = this.settings;
    this.settings = next;
    this.store('settings', next);
    const ruleChange =
      rulesKey(old.rules) !== rulesKey(next.rules) ||
      old.scoring !== next.scoring ||
      old.timed !== next.timed;
    if (ruleChange) {
      if (this.game.history.length === 0) {
        this.game = this.deal({ deal: this.game.deal, seed: this.game.seed, rules: next.rules });
        this.env.setLink(linkOf(this.game));
        this.announce('Options saved; this deal now uses them.');
        this.onGame(undefined, undefined);
      } else this.announce('Options saved. The new rules and scoring start with your next game.');
    } else this.announce('Options saved.');
    this.changed();
  }

  /** Replaces all statistics (import or reset). */
  setStats(stats: Stats): void {
    this.stats = stats;
    this.store('stats', stats);
    this.changed();
  }

  /** Pauses the clock while the tab is hidden. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    const now = this.env.now();
    if (!visible) this.clock.stop(now);
    else if (this.counted && !this.ended) this.clock.start(now);
    this.changed();
  }

  /** Timed scoring charges time as it passes. */
  tick(): void {
    if (!this.clock.running) return;
    const g = tickGame(this.game, this.seconds());
    if (g !== this.game) this.game = g;
    for (const fn of this.listeners) fn();
  }

  /** Closes a notice. */
  dismissNotice(i: number): void {
    this.notices = this.notices.filter((_, j) => j !== i);
    this.changed();
  }

  private scheduleStuckCheck(): void {
    clearTimeout(this.stuckTimer);
    if (this.status === 'won') return;
    // Proving a position stuck can take a while: it runs after the move is drawn, in a worker when there is one.
    this.stuckTimer = setTimeout(() => this.checkStuck(), 50);
  }

  private checkStuck(): void {
    const pos = this.game.position;
    if (isWon(pos)) return;
    const ask = this.env.isLost ?? ((p: Position) => Promise.resolve(outcome(p) === 'lost'));
    ask(pos).then(
      (lost) => {
        // An answer about a position the player has already left is ignored.
        if (!lost || this.game.position !== pos || this.status === 'lost') return;
        this.status = 'lost';
        this.announce('No more moves. Undo, restart or start a new game.');
        for (const fn of this.listeners) fn();
      },
      () => {
        // No answer means no claim: the game simply goes on.
      },
    );
  }

  /** Writes to storage; the first refusal (private mode, storage full) is told to the player once. */
  private store(kind: 'save' | 'settings' | 'stats' | 'daily', data: unknown): void {
    if (writeStored(kind, data) || this.storageWarned) return;
    this.storageWarned = true;
    this.notices.push(
      'This browser refused to save (storage is full or disabled): your game, options and statistics will not be kept after you leave.',
    );
  }

  private persist(): void {
    this.store(
      'save',
      makeSave({
        game: this.game,
        elapsedMs: this.seconds() * 1000,
        counted: this.counted,
        ended: this.ended,
        hints: this.hints,
        daily: this.daily,
      }),
    );
  }
}

const sameDeal = (g: Game, req: LinkRequest): boolean =>
  g.seed === req.seed &&
  g.deal.every((c, i) => c === req.deal[i]) &&
  g.rules.draw === req.rules.draw &&
  g.rules.passes === req.rules.passes &&
  g.rules.foundationToTableau === req.rules.foundationToTableau;

/** A random deal number from the browser's crypto source. */
export const randomSeed = (): number => {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] as number) % (MAX_SEED + 1);
};
