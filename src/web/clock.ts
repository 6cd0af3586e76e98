/** A stopwatch over a caller's clock: it runs only while a game is under way and the tab is visible. */
export class Clock {
  private acc: number;
  private since: number | undefined;

  /** A stopped clock showing `ms` already played. */
  constructor(ms = 0) {
    this.acc = ms;
  }

  /** Starts (or keeps) running from `now`. */
  start(now: number): void {
    if (this.since === undefined) this.since = now;
  }

  /** Stops at `now`, keeping the time so far. */
  stop(now: number): void {
    if (this.since !== undefined) this.acc += now - this.since;
    this.since = undefined;
  }

  /** Whether it is running. */
  get running(): boolean {
    return this.since !== undefined;
  }

  /** Milliseconds on the clock at `now`. */
  ms(now: number): number {
    return this.acc + (this.since === undefined ? 0 : now - this.since);
  }
}
