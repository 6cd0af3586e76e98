import type { Known } from '../assist/line.ts';
import { type Move, parseMove, resolveMove } from '../engine/index.ts';
import { t } from './i18n.ts';
import type { Session } from './session.ts';

/**
 * Plays moves one after another on a timer (auto-complete and the animated replay) until a step says
 * stop, the game is won, or the player does anything. Moves played through it are its own: a move of
 * the player's (or an undo) interrupts a run, and the assistant tells them apart by `playing`.
 */
export class AutoPlay {
  /** Whether a run is going. */
  running = false;
  /** Milliseconds between the moves of a run (the app sets it from the animation speed). */
  stepMs = 250;
  private stopRun: (() => void) | undefined;
  private inside = false;

  constructor(
    private readonly session: Session,
    /** Called when `running` changes. */
    private readonly changed: () => void,
  ) {}

  /** Whether a move being played now is played through this (not by the player). */
  get playing(): boolean {
    return this.inside;
  }

  /** Plays a move as a step of its own (it interrupts nothing). */
  play(move: Move): boolean {
    this.inside = true;
    try {
      return this.session.play(move);
    } finally {
      this.inside = false;
    }
  }

  /** Plays a move written in notation (a solver's line) as a step of its own; false if it cannot be read or played. */
  playText(text: string): boolean {
    const m = parseMove(text);
    return m.ok && this.play(resolveMove(this.session.game.position, m.value));
  }

  /** Takes back the last move as a step of its own. */
  undo(): void {
    this.inside = true;
    try {
      this.session.undo();
    } finally {
      this.inside = false;
    }
  }

  /** Runs steps on a timer until one says stop or the player does anything. */
  run(step: () => boolean): void {
    this.interrupt();
    this.running = true;
    const stop = () => this.interrupt();
    // Any input stops the run; the listeners are on the window, before the table sees the event.
    const add = () => {
      addEventListener('pointerdown', stop, true);
      addEventListener('keydown', stop, true);
    };
    let t: ReturnType<typeof setTimeout> | undefined;
    this.stopRun = () => {
      clearTimeout(t);
      removeEventListener('pointerdown', stop, true);
      removeEventListener('keydown', stop, true);
    };
    const tick = () => {
      if (!step() || this.session.status === 'won') return this.interrupt();
      t = setTimeout(tick, this.stepMs);
    };
    // The click that started the run must not stop it: listen from the next task on.
    t = setTimeout(() => {
      add();
      tick();
    }, 0);
    this.changed();
  }

  /** Stops a running auto-complete or animated replay. */
  interrupt(): void {
    if (this.stopRun === undefined) return;
    this.stopRun();
    this.stopRun = undefined;
    this.running = false;
    this.changed();
  }
}

/**
 * Whether auto-complete is offered: the solver proved the rest wins (the indicator shows it, and the
 * line is at hand), nothing runs already, the game is on, and no card is left face down.
 */
export const offersAutoComplete = (
  session: Session,
  shown: string | undefined,
  known: Known | undefined,
  auto: AutoPlay,
): boolean =>
  shown === 'winnable' &&
  known?.verdict === 'winnable' &&
  !auto.running &&
  session.status === 'playing' &&
  session.game.position.columns.every((c) => c.down.length === 0);

/**
 * Plays the proven winning line to the end, animated; any input stops it. `known` is read before each
 * move: every move played moves the line on by one.
 */
export const autoComplete = (session: Session, auto: AutoPlay, known: () => Known | undefined): void => {
  session.say(t('autoCompleteStart'));
  auto.run(() => {
    const k = known();
    const text = k?.verdict === 'winnable' ? k.line[0] : undefined;
    return text !== undefined && auto.playText(text);
  });
};
