import type { AutoPlay } from './autoplay.ts';
import type { Session } from './session.ts';

/**
 * The replay of a winning line from the deal's start (post-game analysis), step by step or animated.
 * The session keeps the game from before the replay and brings it back when the replay ends.
 */
export class Replay {
  /** The line's moves and how many of them are on the table; undefined when no replay is on. */
  state: { readonly line: readonly string[]; readonly step: number } | undefined;

  constructor(
    private readonly session: Session,
    private readonly auto: AutoPlay,
    /** Called after each step. */
    private readonly changed: () => void,
  ) {}

  /** Deals the game again as a replay of `line`, at its first position. */
  start(line: readonly string[]): void {
    this.session.startReplay();
    this.state = { line, step: 0 };
  }

  /** One step forward. */
  next(): boolean {
    const r = this.state;
    const text = r?.line[r.step];
    if (r === undefined || text === undefined) return false;
    if (!this.auto.playText(text)) return false;
    this.state = { ...r, step: r.step + 1 };
    this.changed();
    return true;
  }

  /** One step back. */
  previous(): void {
    const r = this.state;
    if (r === undefined || r.step === 0) return;
    this.auto.undo();
    this.state = { ...r, step: r.step - 1 };
    this.changed();
  }

  /** Plays the remaining steps one after another, animated; any input stops it. */
  all(): void {
    this.auto.run(() => this.next());
  }

  /** Forgets the replay (the game left it). */
  forget(): void {
    this.state = undefined;
  }

  /** Ends the replay: the game comes back as it was. */
  end(): void {
    this.auto.interrupt();
    this.state = undefined;
    this.session.endReplay();
  }
}
