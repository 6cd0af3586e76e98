import type { Io } from './io.ts';

/** One `klondike` sub-command. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  /** Runs with the arguments after the command's name; returns the exit status or throws a CliError. */
  readonly run: (args: string[], io: Io) => Promise<number> | number;
}
