import type { Difficulty } from '../assist/difficulty.ts';
import {
  dealFromSeed,
  drawMove,
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
  sameRules,
  tickGame,
  totalScore,
  undo,
} from '../engine/index.ts';
import { Clock } from './clock.ts';
import { type DailyStore, EMPTY_DAILY, mergeDaily, parseDailyStore, withResult } from './daily-store.ts';
import { t } from './i18n.ts';
import { type LinkRequest, linkOf, parseLink } from './link.ts';
import { foundationRun } from './moves.ts';
import { type DailyTag, inProgress, makeSave, newId, parseSave, parseShelf, type SavedGame } from './save.ts';
import { DEFAULT_SETTINGS, parseSettings, rulesKey, type Settings } from './settings.ts';
import { countEnd, countPlayed, mergeStats, parseStats, type Stats, statsFor } from './stats.ts';
import {
  type Backup,
  listBackups,
  peekStored,
  type Read,
  readBackup,
  readStored,
  removeKey,
  type StoredRead,
  type StoreKind,
  writeStored,
} from './storage.ts';
import { describeMove } from './view.ts';
import { lostText, moveErrorText, PLURAL_LABEL, problemText, sentences, storeLabel } from './words.ts';

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
}

/** A message for the player about links and storage; a storage message names the backup it is about. */
export interface Notice {
  /** The words, in the language of the moment they are shown. */
  readonly text: () => string;
  readonly backup?: Backup & { readonly restorable: boolean };
}

/** How many interrupted games are kept for later; beyond, the oldest is dropped. */
const MAX_SHELF = 20;

const settingsRead = (json: unknown): Read<Settings> => {
  const value = parseSettings(json);
  return value === undefined ? { value, rest: json } : { value };
};

/** The reader of each kind, and whether what it reads holds anything to bring back. */
const READERS: { [K in StoreKind]: [(json: unknown) => Read<unknown>, (v: never) => boolean] } = {
  save: [parseSave, () => true],
  shelf: [parseShelf, (v: SavedGame[]) => v.length > 0],
  settings: [settingsRead, () => true],
  stats: [parseStats, (v: Stats) => Object.keys(v).length > 0],
  daily: [parseDailyStore, (v: DailyStore) => v.log.results.length > 0 || Object.keys(v.seeds).length > 0],
};

const readAny = (key: string, kind: StoreKind): Read<unknown> => readBackup(key, READERS[kind][0]);

/** Whether a backup holds anything this version can read and bring back. */
const restorable = (b: Backup): boolean => {
  const v = readAny(b.key, b.kind).value;
  return v !== undefined && READERS[b.kind][1](v as never);
};

/** The notice about a read that set something aside, if it did. */
const noticeOf = (kind: StoreKind, r: StoredRead<unknown>): Notice | undefined => {
  const many = PLURAL_LABEL.has(kind);
  const label = () => storeLabel(kind);
  if (r.stuck) return { text: () => t(many ? 'storeStuckMany' : 'storeStuckOne', { label: label() }) };
  const b = r.backup;
  if (b === undefined) return undefined;
  const lost = b.lost;
  const text = () =>
    b.part && lost !== undefined
      ? t('storePart', { label: label(), lost: lostText(lost) })
      : t(many ? 'storeWholeMany' : 'storeWholeOne', { label: label() });
  return { text, backup: { key: b.key, kind: b.kind, at: b.at, restorable: restorable(b) } };
};

/** The words for a game kept for later: "deal 42, move 30". */
export const describeSaved = (s: SavedGame): string =>
  s.game.seed === undefined
    ? t('savedCustom', { n: s.game.history.length })
    : t('savedDeal', { seed: String(s.game.seed), n: s.game.history.length });

/**
 * The game session: the engine's game plus everything around it (clock, statistics, options, saving).
 * The UI reads it and calls its actions; it holds no rules of its own, the engine decides everything.
 *
 * Nothing a player did is dropped without their word: a game in progress that a link replaces, or that
 * another tab's game pushes out of the saved slot, is kept on the shelf of games for later; only an end
 * the player chose (a new game they confirmed, a shelved game they discard) counts as a loss.
 */
export class Session {
  game: Game;
  settings: Settings;
  stats: Stats;
  status: Status = 'playing';
  /** Messages for the player about links and storage, shown until dismissed. */
  notices: Notice[] = [];
  /** Interrupted games kept for later, the most recent first. */
  shelf: SavedGame[] = [];
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
  /** The grade of a numbered deal, when the solver measured it (shown while that deal is played). */
  grade: { readonly seed: number; readonly difficulty: Difficulty } | undefined;
  /** Whether the game was dealt for a first visit (no saved game, no link). */
  readonly firstVisit: boolean = false;
  /** The daily record and the days' deal numbers. */
  dailyStore: DailyStore = EMPTY_DAILY;
  /** A replay of a winning line (post-game analysis): not counted, not saved over the statistics. */
  replaying = false;
  /** This game's name among saved games. */
  private id = newId();
  private counted = false;
  private ended = false;
  private clock = new Clock();
  private visible = true;
  private listeners = new Set<() => void>();
  private stuckTimer: ReturnType<typeof setTimeout> | undefined;
  private batch = false;
  private storageWarned = false;
  /** The game as it was before a replay, brought back when the replay ends. */
  private beforeReplay: { saved: SavedGame; status: Status } | undefined;
  /** This tab's game went to the shelf because another tab's game holds the saved slot. */
  private onShelf = false;
  /** The id of the game this tab last wrote to the saved slot: while it is there, the slot is this tab's. */
  private written: string | undefined;

  constructor(private readonly env: Env) {
    const reads = {
      settings: readStored('settings', settingsRead),
      stats: readStored('stats', parseStats),
      save: readStored('save', parseSave, makeSave),
      daily: readStored('daily', parseDailyStore),
      shelf: readStored('shelf', parseShelf, (v) => v.map(makeSave)),
    };
    for (const [kind, r] of Object.entries(reads)) {
      const n = noticeOf(kind as StoreKind, r);
      if (n !== undefined) this.notices.push(n);
    }
    this.dailyStore = reads.daily.value ?? EMPTY_DAILY;
    this.settings = reads.settings.value ?? DEFAULT_SETTINGS;
    this.stats = reads.stats.value ?? {};
    this.shelf = reads.shelf.value ?? [];
    const link = parseLink(env.search, this.settings.rules);
    if (link.problems.length > 0)
      this.notices.push({
        text: () =>
          t(link.request === undefined ? 'linkBad' : 'linkPart', {
            problems: sentences(link.problems.map(problemText)),
          }),
      });
    const s = reads.save.value;
    const req = link.request;
    // A link naming only rules (?draw=3) deals a new game under them, unless the saved game already uses them.
    const rulesOnly =
      req === undefined &&
      link.problems.length === 0 &&
      link.rules !== undefined &&
      (s === undefined || rulesKey(s.game.rules) !== rulesKey(link.rules))
        ? link.rules
        : undefined;
    const kept = req === undefined ? -1 : this.shelf.findIndex((x) => sameDeal(x.game, req));
    if (s !== undefined && (rulesOnly !== undefined || (req !== undefined && !sameDeal(s.game, req))))
      // A link opens another deal: the game in progress waits on the shelf (also another tab's).
      this.shelve(s);
    if (rulesOnly !== undefined) this.game = this.deal({ seed: env.randomSeed(), rules: rulesOnly });
    else if (req !== undefined && !(s !== undefined && sameDeal(s.game, req))) {
      // A game of this deal kept for later comes back (Back in the browser, a link opened again).
      const k = kept < 0 ? undefined : this.shelf.find((x) => sameDeal(x.game, req));
      if (k !== undefined) {
        this.shelf = this.shelf.filter((x) => x !== k);
        this.game = this.load(k);
      } else this.game = this.deal(req);
    } else if (s !== undefined) this.game = this.load(s);
    else {
      // A first visit: any numbered deal, which the page may replace with a proven one (firstDeal).
      this.game = this.deal({ seed: env.randomSeed() });
      this.firstVisit = true;
    }
    this.storeShelf();
    this.persist(true);
    this.env.setLink(linkOf(this.game));
    this.scheduleStuckCheck();
  }

  /**
   * Deals `seed` in place of a first visit's deal, before the page shows anything (main.tsx: the proven
   * deal the worker picks from the bundled list for a winnable-only player).
   */
  replaceFirstDeal(seed: number): void {
    this.game = this.deal({ seed });
    this.persist(true);
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

  /** Whether leaving the game now would throw away play: moves made, not won, not stuck, not a replay. */
  get inProgress(): boolean {
    return !this.replaying && this.status === 'playing' && inProgress(this.snapshot());
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
    this.id = newId();
    this.onShelf = false;
    this.counted = false;
    this.ended = false;
    this.clock = new Clock();
    this.status = 'playing';
    this.hints = 0;
    this.daily = undefined;
    this.replaying = false;
    return newGame(deal, rules, { seed, score: this.scoreOptions() });
  }

  /** Takes up a saved game: everything around it comes back as it was. */
  private load(s: SavedGame): Game {
    this.id = s.id ?? newId();
    this.onShelf = false;
    this.counted = s.counted;
    this.ended = s.ended;
    this.clock = new Clock(s.elapsedMs);
    this.hints = s.hints ?? 0;
    this.daily = s.daily;
    this.replaying = false;
    const seed = s.game.seed;
    if (s.grade !== undefined && seed !== undefined) this.grade = { seed, difficulty: s.grade };
    this.status = isWon(s.game.position) ? 'won' : 'playing';
    return s.game;
  }

  /** The current game as it is saved. */
  private snapshot(): SavedGame {
    const g = this.grade;
    return {
      id: this.id,
      game: this.game,
      elapsedMs: this.seconds() * 1000,
      counted: this.counted,
      ended: this.ended,
      hints: this.hints,
      daily: this.daily,
      grade: g !== undefined && g.seed === this.game.seed ? g.difficulty : undefined,
    };
  }

  /** Keeps a game in progress for later (nothing else is worth keeping). */
  private shelve(s: SavedGame): void {
    if (!inProgress(s)) return;
    this.shelf = [s, ...this.shelf.filter((x) => x.id !== s.id)].slice(0, MAX_SHELF);
  }

  private storeShelf(): void {
    this.store('shelf', this.shelf.map(makeSave));
  }

  private recordEnd(s: SavedGame, won: boolean): void {
    const game = s.game;
    const vegas = game.scoreOptions.scoring === 'vegas';
    this.stats = countEnd(this.stats, rulesKey(game.rules), {
      won,
      seconds: Math.round(s.elapsedMs / 1000),
      moves: game.history.length,
      standardScore: game.scoreOptions.scoring === 'standard' ? totalScore(game.score) : null,
      vegas: vegas ? game.score.points - game.scoreOptions.vegasCarry : null,
      hints: s.hints ?? 0,
      undos: game.undos,
    });
    this.store('stats', this.stats);
    this.recordDaily(s, won);
  }

  /** Keeps a daily game's result (played, then won) in the daily record. */
  private recordDaily(s: SavedGame, won: boolean): void {
    const d = s.daily;
    if (d === undefined) return;
    const { late, ...tag } = d;
    this.dailyStore = withResult(
      this.dailyStore,
      {
        ...tag,
        won,
        seconds: Math.round(s.elapsedMs / 1000),
        moves: s.game.history.length,
        hints: s.hints ?? 0,
        undos: s.game.undos,
      },
      late === true,
    );
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

  /** Sets the grade of a numbered deal (kept with the game while that deal is played). */
  setGrade(seed: number, difficulty: Difficulty): void {
    this.grade = { seed, difficulty };
    this.persist();
  }

  /** A game left before its end counts as lost: the UI calls this only when the player said so. */
  private abandon(): void {
    // During a replay the game left is the one before it (won, or stuck: a replay follows the analysis).
    const s = this.beforeReplay?.saved ?? (this.replaying ? undefined : this.snapshot());
    this.beforeReplay = undefined;
    if (s !== undefined && s.counted && !s.ended) this.recordEnd(s, false);
  }
  private setGame(game: Game, text: string, before?: Position, move?: Move): void {
    if (!this.batch) this.beforeChange();
    this.game = game;
    this.announce(text);
    if (isWon(game.position)) {
      this.status = 'won';
      this.announce(t('won', { text }));
      if (!this.ended) {
        this.ended = true;
        this.clock.stop(this.env.now());
        this.recordEnd(this.snapshot(), true);
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
      this.announce(t('notAllowed', { why: moveErrorText(r.error.code) }));
      this.changed();
      return false;
    }
    this.setGame(r.value, describeMove(before, move, r.value.position), before, move);
    // A daily game shows as played from its first move; the record follows it until the end.
    if (!this.ended && !this.replaying) this.recordDaily(this.snapshot(), false);
    return true;
  }

  /** Clicking the stock: turn cards, or turn the waste over when the stock is empty and a pass is left. */
  turnStock(): boolean {
    const legal = legalMoves(this.game.position);
    if (legal.includes(drawMove())) return this.play(drawMove());
    if (legal.includes(redealMove())) return this.play(redealMove());
    this.say(t(this.game.position.waste.length === 0 ? 'stockAndWasteEmpty' : 'noRedeals'));
    return false;
  }

  /** Plays every foundation move available in a row. */
  sendAllToFoundations(): number {
    const moves = foundationRun(this.game.position);
    if (moves.length === 0) {
      this.announce(t('noFoundationMove'));
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
    const sent = t('sentAll', { n: moves.length });
    this.announce(this.status === 'won' ? t('won', { text: sent }) : sent);
    this.changed();
    return moves.length;
  }

  /** Takes back the last move. */
  undo(): void {
    const g = undo(this.game, this.seconds());
    if (g === undefined) return this.say(t('nothingToUndo'));
    // A recorded win stays recorded: undoing past it and winning again must not count twice.
    this.setGame(g, t('undone'));
  }

  /** Plays the last undone move again. */
  redo(): void {
    const g = redo(this.game, this.seconds());
    if (g === undefined) return this.say(t('nothingToRedo'));
    this.setGame(g, t('redone'));
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
    this.announce(opts.text ?? t('newGameDeal', { seed: String(this.game.seed) }));
    this.onGame(undefined, undefined);
    this.changed();
  }

  /** The deal from its start as a replay: moves are played for show, nothing is counted or saved. */
  startReplay(): void {
    if (this.replaying) return;
    const before = { saved: this.snapshot(), status: this.status };
    this.dealAgain(
      () => {
        this.beforeReplay = before;
        this.replaying = true;
        this.ended = true;
      },
      t('replayStart'),
      false,
    );
  }

  /** Ends a replay: the game comes back exactly as it was before it. */
  endReplay(): void {
    const r = this.beforeReplay;
    if (r === undefined) return;
    this.beforeReplay = undefined;
    this.beforeChange();
    this.game = this.load(r.saved);
    this.status = r.status;
    this.env.setLink(linkOf(this.game));
    this.announce(t('replayEnded'));
    this.scheduleStuckCheck();
    this.onGame(undefined, undefined);
    this.changed();
  }

  /** Takes up a game kept for later; the game in progress, if any, is kept for later in its turn. */
  resume(id: string): void {
    const k = this.shelf.find((x) => x.id === id);
    if (k === undefined) return;
    this.shelve(this.beforeReplay?.saved ?? this.snapshot());
    this.beforeReplay = undefined;
    this.shelf = this.shelf.filter((x) => x !== k);
    this.beforeChange();
    this.game = this.load(k);
    this.storeShelf();
    this.env.setLink(linkOf(this.game));
    this.announce(t('backToGame', { saved: describeSaved(k) }));
    this.scheduleStuckCheck();
    this.onGame(undefined, undefined);
    this.changed();
  }

  /** Gives up a game kept for later, at the player's word: it counts as lost. */
  discard(id: string): void {
    const k = this.shelf.find((x) => x.id === id);
    if (k === undefined) return;
    if (k.counted && !k.ended) this.recordEnd(k, false);
    this.shelf = this.shelf.filter((x) => x !== k);
    this.storeShelf();
    this.say(t('countedLost', { saved: describeSaved(k) }));
  }

  /** Every backup of data set aside, and whether it holds anything to bring back. */
  backups(): (Backup & { restorable: boolean })[] {
    return listBackups().map((b) => ({ ...b, restorable: restorable(b) }));
  }

  /**
   * Brings back what a backup holds that this version can read, then forgets the backup: statistics and
   * daily results are added to the current ones, options replace them, games go on the shelf.
   */
  restoreBackup(b: Backup): void {
    const v = readAny(b.key, b.kind).value;
    if (v !== undefined) {
      if (b.kind === 'stats') this.setStats(mergeStats(this.stats, v as Stats));
      else if (b.kind === 'daily') {
        this.dailyStore = mergeDaily(this.dailyStore, v as DailyStore);
        this.store('daily', this.dailyStore);
      } else if (b.kind === 'settings') this.setSettings(v as Settings);
      else {
        for (const g of b.kind === 'save' ? [v as SavedGame] : (v as SavedGame[])) this.shelve(g);
        this.storeShelf();
      }
    }
    this.discardBackup(b, t(v === undefined ? 'restoreFailed' : 'restored', { label: storeLabel(b.kind) }));
  }

  /** Forgets a backup. */
  discardBackup(b: Backup, text = t('backupDeleted')): void {
    removeKey(b.key);
    this.notices = this.notices.filter((n) => n.backup?.key !== b.key);
    this.say(text);
  }

  /**
   * The current deal again from its start (same daily tag); `mark` sets any state before the announcement;
   * `leave`: the game is left (a replay keeps it aside instead).
   */
  private dealAgain(mark: () => void, text: string, leave = true): void {
    if (leave) this.abandon();
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
    this.dealAgain(() => {}, t('dealAgain'));
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
      // Only an untouched deal starts again (a game whose moves were all undone keeps its moves to redo).
      if (!this.counted && this.game.future.length === 0 && !this.replaying) {
        this.game = this.deal({ deal: this.game.deal, seed: this.game.seed, rules: next.rules });
        this.env.setLink(linkOf(this.game));
        this.announce(t('optionsSavedNow'));
        this.onGame(undefined, undefined);
      } else this.announce(t('optionsSavedNext'));
    } else this.announce(t('optionsSaved'));
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
        this.announce(t('stuck'));
        for (const fn of this.listeners) fn();
      },
      () => {
        // No answer means no claim: the game simply goes on.
      },
    );
  }

  /** Writes to storage; the first refusal (private mode, storage full) is told to the player once. */
  private store(kind: StoreKind, data: unknown): void {
    if (writeStored(kind, data) || this.storageWarned) return;
    this.storageWarned = true;
    this.notices.push({ text: () => t('storeRefused') });
  }

  /**
   * Saves the game (during a replay, the game before it). The saved slot holds one game: when another
   * tab's game in progress holds it, this one goes on the shelf instead, and neither is lost.
   */
  private persist(take = false): void {
    const mine = this.beforeReplay?.saved ?? this.snapshot();
    const stored = peekStored('save') as
      | { id?: unknown; ended?: unknown; record?: { moves?: unknown }; future?: unknown }
      | undefined;
    const busy = (v: unknown) => Array.isArray(v) && v.length > 0;
    const other =
      !take &&
      stored !== undefined &&
      stored.id !== this.written &&
      stored.ended !== true &&
      (busy(stored.record?.moves) || busy(stored.future));
    if (!other) {
      this.store('save', makeSave(mine));
      this.written = mine.id;
      if (this.onShelf) {
        this.onShelf = false;
        const raw = peekStored('shelf');
        if (Array.isArray(raw))
          this.store(
            'shelf',
            raw.filter((x) => x?.id !== mine.id),
          );
      }
    } else if (inProgress(mine)) {
      this.onShelf = true;
      const raw = peekStored('shelf');
      const rest = Array.isArray(raw) ? raw.filter((x) => x?.id !== mine.id) : [];
      this.store('shelf', [makeSave(mine), ...rest].slice(0, MAX_SHELF));
    }
  }
}

const sameDeal = (g: Game, req: LinkRequest): boolean =>
  g.seed === req.seed && g.deal.every((c, i) => c === req.deal[i]) && sameRules(g.rules, req.rules);

/** A random deal number from the browser's crypto source. */
export const randomSeed = (): number => {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] as number) % (MAX_SEED + 1);
};
