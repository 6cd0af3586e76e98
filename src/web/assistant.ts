import { dateAt } from '../assist/calendar.ts';
import { type Difficulty, gradeOf } from '../assist/difficulty.ts';
import { type Assessment, knownOf } from '../assist/hint.ts';
import type { Why } from '../assist/honest/policy.ts';
import { type Known, knownAfter } from '../assist/line.ts';
import type { Analysis } from '../assist/protocol.ts';
import type { SuggestReason } from '../assist/suggest.ts';
import { presetOf } from '../assist/winnable.ts';
import {
  flipsCard,
  type Game,
  isLegal,
  isWon,
  type Move,
  makeDeal,
  makeMove,
  makeRules,
  type Position,
  PRESETS,
  type PresetId,
  parseMove,
  resolveMove,
} from '../engine/index.ts';
import type { AssistClient } from './assist-client.ts';
import { AutoPlay, autoComplete, offersAutoComplete } from './autoplay.ts';
import { dailyKey } from './daily-store.ts';
import { formatDay, type TextKey, t } from './i18n.ts';
import { slotOfSuit, targetOf } from './moves.ts';
import { Replay } from './replay.ts';
import { randomSeed, type Session } from './session.ts';
import { describeMove, movePhrase } from './view.ts';

/** The "still winnable?" indicator's state. */
export type Verdict = 'winnable' | 'lost' | 'unknown' | 'checking';

/**
 * The move after which the game could no longer be won: its index, and the positions around it (put in
 * words when shown, in the language of the moment), or the solver's notation when the game's record lacks it.
 */
export type LostAt =
  | { readonly index: number; readonly before: Position; readonly move: Move; readonly after: Position }
  | { readonly index: number; readonly text: string };

/** Where a hint comes from (see `Assistant.hint`). */
export type HintSource = 'line' | 'rule' | 'honest';

/** The honest player's seed in the game (a decision is a function of the view and this seed). */
const HONEST_SEED = 0;

/**
 * The words of the indicator. Without the move that lost it (a deal lost from the start, or lost while
 * the answer was "not sure"), 'lost' says "Not winnable": "no longer" would claim it was once winnable.
 */
export const verdictText = (v: Verdict): string => t(`verdict_${v}`);

/** Solver budgets: the indicator may think longer than a hint, which the player waits for. */
// The worker sees a new message only between solver slices, and slices double up to the budget: a
// small budget keeps every slice short, so a hint or the next move never waits long behind a check.
const CHECK_BUDGET = { states: 30000, ms: 1000 };
const DEEP_BUDGET = { states: 200000, ms: 3000 };
const DEEP_AFTER_MS = 1500;
// 60 ms of search leaves room for the slices' pauses and the drawing within the 100 ms target.
const HINT_BUDGET = { states: 100000, ms: 60 };
// Leaves room under the 300 ms target for the last candidate's slice and the drawing.
const FIND_MS = 200;

/** The piles a move takes from and puts on (for the hint highlight). */
export const pilesOf = (pos: Position, m: Move): { from: string; to: string } => {
  const to = targetOf(pos, m);
  switch (m.kind) {
    case 'waste-foundation':
    case 'waste-tableau':
      return { from: 'waste', to };
    case 'tableau-foundation':
    case 'tableau-tableau':
      return { from: `c${m.from}`, to };
    case 'foundation-tableau':
      return { from: `f${slotOfSuit(m.suit)}`, to };
    default:
      return { from: 'stock', to: 'waste' };
  }
};

/** The preset a daily deal is for: the current rules' preset (Vegas when scored Vegas), draw 1 for custom rules. */
export const dailyPresetOf = (session: Session): PresetId => {
  const s = session.settings;
  return presetOf(s.rules, s.scoring === 'cumulative' ? 'vegas' : s.scoring) ?? 'draw1';
};

/** The local date of the page's clock, 'YYYY-MM-DD'. */
export const today = (): string => {
  const now = Date.now();
  return dateAt(now, -new Date(now).getTimezoneOffset());
};

/**
 * The solver's side of the game on the page: keeps what is known about the position (a winning line, or
 * lost), asks the worker after each move, and answers hints, winnable and daily deals, whether to offer
 * auto-complete, and the post-game analysis. Every answer about a position the player has left is
 * dropped. Auto-complete plays through autoplay.ts, the replay of a winning line through replay.ts.
 */
export class Assistant {
  verdict: Verdict | undefined;
  /** The move (0-based index and words) after which the game could no longer be won, once known. */
  lostAt: LostAt | undefined;
  /**
   * The hint on show: the move, its piles, the position it is for, and where it comes from: a winning
   * line (`line`) or the rule of thumb (`rule`: no winning line is known), both looking at every card,
   * or the honest player (`honest`: only the cards the player has seen, docs/honest.md).
   */
  hint: { move: Move; from: string; to: string; pos: Position; source: HintSource } | undefined;
  /** What the page is waiting for, shown as a busy state. */
  busy: 'hint' | 'new' | 'daily' | undefined;
  analysis: Analysis | 'pending' | 'unknown' | undefined;
  /**
   * What the honest player made of a deal played from its start under a game's rules (asked with the
   * post-game analysis, answered by its own worker when its game is over).
   */
  private honest: { readonly key: string; readonly result: 'won' | 'lost' } | undefined;
  /** The deal and rules of the honest player's game under way, if any. */
  private honestAsked: string | undefined;
  /** Auto-complete and the animated replay: moves played on a timer. */
  readonly autoplay: AutoPlay;
  /** The replay of a winning line. */
  readonly replay: Replay;
  /** Whether the computer is playing ("Watch the computer play"): the indicator waits meanwhile. */
  watching = false;
  private known: Known | undefined;
  private prev: Verdict | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();
  /** What the analysis said before a replay, shown again when it ends. */
  private beforeReplay:
    | { analysis: Analysis | 'pending' | 'unknown' | undefined; lostAt: Assistant['lostAt'] }
    | undefined;

  constructor(
    private readonly session: Session,
    private readonly client: AssistClient,
  ) {
    this.autoplay = new AutoPlay(session, () => this.autoplayChanged());
    this.replay = new Replay(session, this.autoplay, () => this.changed());
    session.onGame = (before, move) => this.onGame(before, move);
    this.check();
  }

  /** The grade of the current deal, when the solver measured it (kept with the saved game). */
  get grade(): { seed: number; difficulty: Difficulty } | undefined {
    return this.session.grade;
  }

  set grade(g: { seed: number; difficulty: Difficulty } | undefined) {
    if (g !== undefined) this.session.setGrade(g.seed, g.difficulty);
  }

  /** Subscribes to changes; returns the unsubscriber. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  /** A run of moves started or ended: when the computer stops playing, the indicator asks again. */
  private autoplayChanged(): void {
    if (this.watching && !this.autoplay.running) {
      this.watching = false;
      this.check();
    }
    this.changed();
  }

  private onGame(before: Position | undefined, move: Move | undefined): void {
    if (!this.autoplay.playing) this.autoplay.interrupt();
    this.hint = undefined;
    const played = before !== undefined && move !== undefined;
    this.prev = played ? this.verdict : undefined;
    this.known = played ? knownAfter(this.known, before, move) : undefined;
    // What follows from the last answer is shown at once (a sound claim, no search); the rest waits.
    this.verdict =
      this.known === undefined ? 'checking' : this.known.verdict === 'lost' ? 'lost' : 'winnable';
    if (!played) {
      this.lostAt = undefined;
      this.analysis = undefined;
      // Another deal: the honest player's game of the last one (seconds of work) is no longer wanted.
      if (this.honestAsked !== undefined && this.honestAsked !== honestKey(this.session.game)) {
        this.honestAsked = undefined;
        this.client.stop('honest');
      }
    }
    if (!this.session.replaying) this.replay.forget();
    // A hint still searching is for a position the player has left: the check about the new one replaces it.
    if (this.busy === 'hint') this.busy = undefined;
    this.check();
  }

  /** Asks the worker about the current position (after the move has been drawn). */
  private check(deep = false): void {
    clearTimeout(this.timer);
    const pos = this.session.game.position;
    if (isWon(pos) || this.session.replaying) {
      this.verdict = undefined;
      return;
    }
    if (this.verdict === undefined) this.verdict = 'checking';
    this.timer = setTimeout(() => {
      // A hint on its way answers this too; asking now would cancel it (the two share the worker's lane).
      // While the computer plays, its decisions have the lane; the check comes when it stops.
      if (this.busy === 'hint' || this.watching) return;
      void this.client
        .ask({
          type: 'winnability',
          position: pos,
          budget: deep ? DEEP_BUDGET : CHECK_BUDGET,
          ...(this.known ? { known: this.known } : {}),
        })
        .then((r) => {
          if (r.type !== 'winnability') return;
          this.learn(pos, r.assessment);
          // Not decided quickly: think longer once the player pauses (a long search delays a hint by up to one slice).
          if (r.assessment.verdict === 'unknown' && !deep && this.session.game.position === pos) {
            clearTimeout(this.timer);
            this.timer = setTimeout(() => this.check(true), DEEP_AFTER_MS);
          }
        });
    }, 0);
  }

  /** Takes in an answer about a position, if the player is still there. */
  private learn(pos: Position, a: Assessment): void {
    if (this.session.game.position !== pos) return;
    const shown = `${this.verdict} ${this.lostAt?.index} ${this.canAutoComplete}`;
    this.known = knownOf(a) ?? this.known;
    const v: Verdict = a.verdict === 'winnable' ? 'winnable' : a.verdict === 'lost' ? 'lost' : 'unknown';
    const was = this.verdict;
    this.verdict = v;
    const h = this.session.game.history;
    const g = this.session.game;
    // A fresh proof from the deal's start measures the deal's grade, as the winnable-deal search does.
    if (
      v === 'winnable' &&
      h.length === 0 &&
      a.states > 0 &&
      g.seed !== undefined &&
      this.grade?.seed !== g.seed
    )
      this.grade = { seed: g.seed, difficulty: gradeOf(g.rules, a.states, a.line.length) };
    if (v === 'lost' && this.prev === 'winnable' && this.lostAt === undefined && h.length > 0) {
      const last = h[h.length - 1];
      if (last !== undefined)
        this.lostAt = { index: h.length - 1, before: last.before, move: last.move, after: pos };
    }
    if (v === 'lost' && was !== 'lost' && this.session.settings.showWinnable)
      this.session.say(
        this.lostAt !== undefined ? t('lostSince', { n: this.lostAt.index + 1 }) : t('cannotWin'),
      );
    // Redraw only when something on screen changed: most answers confirm what is already shown.
    if (`${this.verdict} ${this.lostAt?.index} ${this.canAutoComplete}` !== shown) this.changed();
  }

  /** Whether auto-complete is offered: the solver proved the rest wins and no card is left face down. */
  get canAutoComplete(): boolean {
    return offersAutoComplete(this.session, this.verdict, this.known, this.autoplay);
  }

  /** Plays the proven winning line to the end, animated; any input stops it. */
  autoComplete(): void {
    if (this.canAutoComplete) autoComplete(this.session, this.autoplay, () => this.known);
  }

  /**
   * Hint: the first press shows a move, the second plays it. The move is the next one of a winning line
   * when the solver knows one; otherwise (not sure, or proved lost) the rule of thumb's, said as such.
   */
  async pressHint(): Promise<void> {
    const s = this.session;
    const pos = s.game.position;
    if (s.status === 'won' || this.busy === 'hint') return;
    if (this.hint !== undefined && this.hint.pos === pos) {
      const m = this.hint.move;
      this.hint = undefined;
      s.play(m);
      return;
    }
    this.busy = 'hint';
    clearTimeout(this.timer);
    this.changed();
    if (s.settings.honestHints) return this.honestHint(pos);
    const r = await this.client.ask({
      type: 'hint',
      position: pos,
      budget: HINT_BUDGET,
      ...(this.known ? { known: this.known } : {}),
    });
    // After a move, onGame already let go of this hint (and a newer one may be on its way).
    if (s.game.position === pos) this.busy = undefined;
    if (s.game.position !== pos || r.type !== 'hint') {
      this.changed();
      if (r.type === 'cancelled' && s.game.position === pos) this.check();
      return;
    }
    const h = r.hint;
    if (h.kind === 'move') {
      const parsed = parseMove(h.move);
      if (!parsed.ok) return;
      const move = resolveMove(pos, parsed.value);
      this.known = { verdict: 'winnable', line: h.line };
      this.verdict = 'winnable';
      this.hint = { move, pos, source: 'line', ...pilesOf(pos, move) };
      s.countHint();
      s.say(t('hintLine', { move: hintWords(pos, move) }));
    } else if (h.kind === 'no-winning-line' || h.kind === 'not-sure') {
      if (h.kind === 'no-winning-line') this.learn(pos, { verdict: 'lost', line: [], states: h.states });
      else if (this.verdict === 'checking') this.check();
      const verdict = h.kind === 'no-winning-line' ? this.lostWords() : t('notSureLine');
      const parsed = h.best === undefined ? undefined : parseMove(h.best.move);
      if (h.best === undefined || parsed?.ok !== true) s.say(t('hintNoMove', { verdict }));
      else {
        const move = resolveMove(pos, parsed.value);
        this.hint = { move, pos, source: 'rule', ...pilesOf(pos, move) };
        s.countHint();
        s.say(t('hintGuess', { verdict, guess: guessWords(pos, move, h.kind, h.best.reason) }));
      }
    }
    this.changed();
  }

  /**
   * The honest player's hint (the option "Hints look only at cards you can see"): the worker builds what
   * the player knows from this position and the game's earlier ones, in order, and decides from that alone.
   */
  private async honestHint(pos: Position): Promise<void> {
    const s = this.session;
    const r = await this.client.ask({
      type: 'honestHint',
      position: pos,
      earlier: s.game.history.map((st) => st.before),
      seed: HONEST_SEED,
    });
    if (s.game.position === pos) this.busy = undefined;
    if (s.game.position !== pos || r.type !== 'honestHint') {
      this.changed();
      if (r.type === 'cancelled' && s.game.position === pos) this.check();
      return;
    }
    const d = r.decision;
    const parsed = d.kind === 'move' ? parseMove(d.move) : undefined;
    if (parsed?.ok !== true) s.say(t('honestNone', { why: honestWhy(d.why) }));
    else {
      const move = resolveMove(pos, parsed.value);
      this.hint = { move, pos, source: 'honest', ...pilesOf(pos, move) };
      s.countHint();
      s.say(t('honestMove', { move: hintWords(pos, move), why: honestWhy(d.why) }));
    }
    // The hint shared the worker's lane with the indicator's check: ask again about this position.
    this.check();
    this.changed();
  }

  /**
   * "Watch the computer play": the honest player plays the game on from here, a move at a time at the
   * animation's pace, each decided in the worker from what the player has seen; any key or click stops it.
   */
  watch(): void {
    const s = this.session;
    if (s.status !== 'playing' || s.replaying || this.autoplay.running) return;
    this.hint = undefined;
    let asked: Position | undefined;
    let next: { pos: Position; move: Move | undefined; why: Why; plan: readonly string[] } | undefined;
    // The rest of a plan the player decided from one view (docs/honest.md, "Plans"), and the length
    // of the game's history at which its next move is due: it is played through unless the game moved
    // otherwise meanwhile.
    let rest: { moves: readonly string[]; at: number } | undefined;
    s.say(t('watchStart'));
    this.autoplay.run(() => {
      const pos = s.game.position;
      if (rest !== undefined) {
        const parsed = parseMove(rest.moves[0] as string);
        if (s.game.history.length === rest.at && parsed.ok && isLegal(pos, parsed.value)) {
          rest = rest.moves.length > 1 ? { moves: rest.moves.slice(1), at: rest.at + 1 } : undefined;
          s.countHint();
          return this.autoplay.play(resolveMove(pos, parsed.value));
        }
        rest = undefined;
      }
      if (next !== undefined && next.pos === pos) {
        const d = next;
        next = undefined;
        if (d.move !== undefined) {
          // A move the computer plays is help, counted as a hint: a game it finishes is no clean win.
          s.countHint();
          if (d.plan.length > 1) rest = { moves: d.plan.slice(1), at: s.game.history.length + 1 };
          return this.autoplay.play(d.move);
        }
        s.say(t('watchStops', { why: honestWhy(d.why) }));
        return false;
      }
      if (asked === pos) return true;
      asked = pos;
      void this.client
        .ask({
          type: 'honestHint',
          position: pos,
          earlier: s.game.history.map((st) => st.before),
          seed: HONEST_SEED,
        })
        .then((r) => {
          if (!this.watching || s.game.position !== pos) return;
          // Cancelled (another question took the lane): ask again at the next step.
          if (r.type === 'cancelled') asked = undefined;
          else if (r.type !== 'honestHint') {
            s.say(t('watchFailed'));
            this.autoplay.interrupt();
          }
          if (r.type !== 'honestHint') return;
          const parsed = r.decision.kind === 'move' ? parseMove(r.decision.move) : undefined;
          const move = parsed?.ok === true ? resolveMove(pos, parsed.value) : undefined;
          const plan = r.decision.kind === 'move' ? (r.decision.plan ?? []) : [];
          next = { pos, move, why: r.decision.why, plan };
        });
      return true;
    });
    this.watching = this.autoplay.running;
  }

  /** "No winning line", with "undo" only when undoing can get back to a winnable position. */
  private lostWords(): string {
    if (this.lostAt !== undefined) return t('lostBefore', { n: this.lostAt.index + 1 });
    return this.session.game.history.length === 0 ? t('lostFromStart') : t('lostNow');
  }

  /** New game: a proven-winnable deal when the option is on, else any numbered deal. */
  async newGame(): Promise<void> {
    const s = this.session;
    if (!s.settings.winnableOnly) {
      s.newGame();
      return;
    }
    if (this.busy === 'new') return;
    this.busy = 'new';
    s.say(t('finding'));
    const difficulty = s.settings.difficulty === 'any' ? undefined : s.settings.difficulty;
    const r = await this.client.ask({
      type: 'findWinnable',
      startSeed: randomSeed(),
      rules: makeRules(s.settings.rules),
      budgetMs: FIND_MS,
      pick: randomSeed(),
      ...(difficulty !== undefined ? { difficulty } : {}),
    });
    this.busy = undefined;
    if (r.type !== 'findWinnable') {
      this.changed();
      if (r.type === 'error') s.newGame(undefined, { text: t('newGameUnchecked') });
      return;
    }
    const found = r.result.found ? r.result : r.bundled;
    if (found === undefined) {
      s.newGame(undefined, { text: t('newGameNotFound') });
      return;
    }
    this.grade = { seed: found.seed, difficulty: found.difficulty };
    s.newGame(found.seed, {
      text: t('newGameWinnable', { seed: String(found.seed), grade: t(`grade_${found.difficulty}`) }),
    });
  }

  /**
   * The daily deal of a day (today's by default; an earlier day's is played late) for the current preset
   * (computed in the worker once, then remembered). `leave`
   * runs the change of game (the page asks first when a game is in progress).
   */
  async daily(date = today(), leave: (run: () => void) => void = (run) => run()): Promise<void> {
    const s = this.session;
    const presetId = dailyPresetOf(s);
    const preset = PRESETS.find((p) => p.id === presetId) ?? PRESETS[0];
    const key = dailyKey(date, presetId);
    let seed = s.dailyStore.seeds[key];
    if (seed === undefined) {
      if (this.busy === 'daily') return;
      this.busy = 'daily';
      s.say(t('dailyPreparing'));
      const r = await this.client.ask({ type: 'daily', date, presetId });
      this.busy = undefined;
      if (r.type !== 'daily') {
        s.say(t('dailyFailed'));
        return;
      }
      seed = r.daily.seed;
      s.rememberDailySeed(key, seed);
    }
    const same = s.daily?.date === date && s.daily.presetId === presetId && s.game.seed === seed;
    if (same) return s.say(t('dailyAlready', { date: formatDay(date) }));
    const dealt = seed;
    // A day before today is played late: marked so, and no part of the streak.
    const late = date < today();
    leave(() =>
      s.newGame(dealt, {
        daily: { date, presetId, ...(late ? { late: true } : {}) },
        rules: preset.rules,
        text: t(late ? 'dailyDealtLate' : 'dailyDealt', { date: formatDay(date), seed: String(dealt) }),
      }),
    );
  }

  /** The honest player's result on the current game's deal from its start, once it is known. */
  honestResult(): 'won' | 'lost' | undefined {
    const g = this.session.game;
    return this.honest?.key === honestKey(g) ? this.honest.result : undefined;
  }

  /** Asks the honest player to play the game's deal from its start (seconds of work in its own worker). */
  private async honestGame(g: Game): Promise<void> {
    const key = honestKey(g);
    if (this.honest?.key === key || this.honestAsked === key) return;
    this.honestAsked = key;
    const r = await this.client.ask({
      type: 'honestGame',
      deal: makeDeal(g.deal),
      rules: makeRules(g.rules),
    });
    if (this.honestAsked === key) this.honestAsked = undefined;
    if (r.type !== 'honestGame') return;
    this.honest = { key, result: r.result };
    this.changed();
  }

  /** Post-game analysis: the deal's verdict, the losing move, a winning line to replay, the honest player's result. */
  async analyse(): Promise<void> {
    const s = this.session;
    const g = s.game;
    if (this.analysis !== undefined || s.replaying) return;
    this.analysis = 'pending';
    void this.honestGame(g);
    this.changed();
    const r = await this.client.ask({
      type: 'analyse',
      deal: makeDeal(g.deal),
      rules: makeRules(g.rules),
      moves: g.history.map((st) => makeMove(st.move)),
      budget: { states: 200000, ms: 3000 },
    });
    if (s.game !== g && s.game.deal !== g.deal) return;
    this.analysis = r.type === 'analyse' ? r.analysis : 'unknown';
    const l = r.type === 'analyse' ? r.analysis.losing : undefined;
    if (l?.kind === 'lost-at' && this.lostAt === undefined) {
      const st = g.history[l.index];
      this.lostAt =
        st === undefined
          ? { index: l.index, text: l.move }
          : {
              index: l.index,
              before: st.before,
              move: st.move,
              after: g.history[l.index + 1]?.before ?? g.position,
            };
    }
    this.changed();
  }

  /** Starts the replay of the deal's winning line from its first position. */
  startReplay(): void {
    const a = this.analysis;
    if (typeof a !== 'object' || a.deal.verdict !== 'winnable') return;
    this.beforeReplay = { analysis: a, lostAt: this.lostAt };
    this.replay.start(a.deal.line);
    this.changed();
  }

  /** Ends the replay: the game comes back as it was, and what the analysis said about it. */
  endReplay(): void {
    const before = this.beforeReplay;
    this.beforeReplay = undefined;
    this.replay.end();
    if (before !== undefined) {
      this.analysis = before.analysis;
      this.lostAt = before.lostAt;
    }
    this.changed();
  }
}

/** A deal and its rules, as the honest player's result is kept for. */
const honestKey = (g: Game): string => `${makeDeal(g.deal)} ${JSON.stringify(makeRules(g.rules))}`;

/** The honest player's reasons (assist/honest/policy.ts), as message names. */
const HONEST_WHY: Record<Exclude<Why['code'], 'samples'>, TextKey> = {
  safe: 'why_safe',
  'only-move': 'why_onlyMove',
  'turning-stock': 'why_stock',
  'known-won': 'why_knownWon',
  'known-lost': 'why_knownLost',
  'every-sample-lost': 'why_allLost',
  'no-legal-move': 'why_noLegal',
  'no-useful-move': 'why_noUseful',
};

/** The honest player's reason in the player's words: samples are guesses at the hidden cards. */
const honestWhy = (why: Why): string =>
  why.code === 'samples' ? t('why_samples', { won: why.won, n: why.of }) : t(HONEST_WHY[why.code]);

/** The words of the move after which the game could no longer be won: the move, or its notation. */
export const lostAtText = (l: LostAt): string =>
  'text' in l ? l.text : describeMove(l.before, l.move, l.after);

/** A hint in words: "7 of hearts to Column 5", and ", turning up a face-down card" when it does (never which card). */
export const hintWords = (pos: Position, m: Move): string => {
  const text = movePhrase(pos, m);
  return m.kind !== 'draw' && m.kind !== 'redeal' && flipsCard(pos, m)
    ? t('hintFlips', { move: text })
    : text;
};

const REASONS: Record<SuggestReason, TextKey> = {
  foundation: 'reason_foundation',
  uncover: 'reason_uncover',
  'empty-column': 'reason_emptyColumn',
  waste: 'reason_waste',
  'free-card': 'reason_freeCard',
  stock: 'reason_stock',
  other: 'reason_other',
};

/**
 * A move of the rule of thumb in words, labelled so that it is not taken for a winning line: "Best
 * guess by rule of thumb: …" when the solver found nothing in time, "Best try: …" when the game is
 * proved lost; with the rule's reason unless the words already say it.
 */
export const guessWords = (
  pos: Position,
  m: Move,
  kind: 'not-sure' | 'no-winning-line',
  reason: SuggestReason,
): string => {
  const text = t(kind === 'not-sure' ? 'guessRule' : 'guessTry', { move: hintWords(pos, m) });
  return reason === 'uncover' && flipsCard(pos, m) ? text : t('withWhy', { text, why: t(REASONS[reason]) });
};
