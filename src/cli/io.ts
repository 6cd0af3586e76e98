/** Where a command reads and writes; the real process in `main`, buffers in tests. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The whole of standard input. */
  readonly readStdin: () => Promise<string>;
  /** Whether standard output is a terminal (progress bars, colours). */
  readonly isTty: boolean;
  /** Standard input line by line, as it arrives (interactive `play`); absent: `readStdin` split into lines. */
  readonly readLines?: () => AsyncIterable<string>;
  /** Standard input as it arrives, in chunks (`solve --deals -`); absent: `readStdin` at once. */
  readonly readChunks?: () => AsyncIterable<Uint8Array | string>;
  /** Resolves once what `out` was given has been taken by the reader (absent: at once). */
  readonly drain?: () => Promise<void>;
  /** Milliseconds on the caller's clock (timed play, random deals); absent: `Date.now`. */
  readonly now?: () => number;
  /** The environment (`NO_COLOR`, `TERM`, the locale) for how `play` draws; absent: empty. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The operating system (`process.platform`); absent: not Windows. */
  readonly platform?: string;
}

/** Standard input as lines: the live reader when the Io has one, else the whole input split. */
export const linesOf = (io: Io): AsyncIterable<string> =>
  io.readLines?.() ??
  (async function* () {
    const text = await io.readStdin();
    const lines = text.split(/\r?\n/);
    if (lines[lines.length - 1] === '') lines.pop();
    yield* lines;
  })();

/** The caller's clock in milliseconds. */
export const nowOf = (io: Io): number => (io.now ?? Date.now)();

/** Exit statuses (src/cli/README.md): 0 done, 1 understood but not legal, 2 usage or unreadable input. */
export const EXIT_OK = 0;
export const EXIT_ILLEGAL = 1;
export const EXIT_USAGE = 2;

/** A failure that ends a command with one line on standard error and an exit status. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly status: typeof EXIT_ILLEGAL | typeof EXIT_USAGE,
  ) {
    super(message);
  }
}

/** Usage or unreadable input: exit 2. */
export const usageError = (message: string): CliError => new CliError(message, EXIT_USAGE);

/** Understood but not legal (an illegal move, a broken record): exit 1. */
export const illegalError = (message: string): CliError => new CliError(message, EXIT_ILLEGAL);
