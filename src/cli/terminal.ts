import type { Io } from './io.ts';

/** How `play` draws on its standard output. */
export interface Look {
  /** ANSI colours: red suits in red, face-down cards dim. */
  readonly color: boolean;
  /** Suit symbols (♣ ♦ ♥ ♠) instead of letters (C D H S). */
  readonly symbols: boolean;
  /** Each screen is drawn in place (cursor home, clear) instead of appended to what came before. */
  readonly redraw: boolean;
}

/** The flags that choose the look. */
export interface LookFlags {
  readonly color?: boolean;
  readonly 'no-color'?: boolean;
  readonly ascii?: boolean;
}

/** Moves the cursor home and clears the screen below it: the start of a screen drawn in place. */
export const CLEAR_SCREEN = '\u001b[H\u001b[J';

const set = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * Whether the locale says the terminal shows UTF-8: the first of `LC_ALL`, `LC_CTYPE` and `LANG`
 * that is set names UTF-8 (`en_US.UTF-8`, `C.utf8`). None set: the C locale (ASCII), except on
 * Windows, whose consoles show these symbols.
 */
export const utf8Locale = (env: Readonly<Record<string, string | undefined>>, platform = ''): boolean => {
  const locale = [env.LC_ALL, env.LC_CTYPE, env.LANG].find(set);
  if (locale === undefined) return platform === 'win32';
  return /utf-?8/i.test(locale);
};

/**
 * The look of `play` (src/cli/README.md, "Playing"). Nothing but plain text when standard output is
 * not a terminal, so what scripts read never changes. On a terminal:
 * - colour unless `--no-color`, or `NO_COLOR` is set to anything but the empty string (no-color.org;
 *   `--color` overrides it), or `TERM=dumb`;
 * - suit symbols unless `--ascii`, or the locale is not UTF-8 (`utf8Locale`);
 * - redrawn in place unless `TERM=dumb`, which cannot move the cursor.
 */
export const lookOf = (io: Pick<Io, 'isTty' | 'env' | 'platform'>, flags: LookFlags): Look => {
  const env = io.env ?? {};
  const capable = io.isTty && env.TERM !== 'dumb';
  const color = capable && flags['no-color'] !== true && (flags.color === true || !set(env.NO_COLOR));
  return {
    color,
    symbols: io.isTty && flags.ascii !== true && utf8Locale(env, io.platform),
    redraw: capable,
  };
};
