import { describe, expect, it } from 'vitest';
import { lookOf, utf8Locale } from './terminal.ts';

const UTF8 = { LANG: 'en_GB.UTF-8', TERM: 'xterm-256color' };

describe('the look of play', () => {
  it('is plain text whenever standard output is not a terminal, whatever the flags and environment', () => {
    for (const flags of [{}, { color: true }, { ascii: true }])
      expect(lookOf({ isTty: false, env: UTF8 }, flags)).toEqual({
        color: false,
        symbols: false,
        redraw: false,
      });
  });

  it('on a UTF-8 terminal: colours, symbols and drawing in place', () => {
    expect(lookOf({ isTty: true, env: UTF8 }, {})).toEqual({ color: true, symbols: true, redraw: true });
  });

  it('drops colour for NO_COLOR (any value but the empty string) and --no-color; --color overrides NO_COLOR', () => {
    const tty = (env: Record<string, string>, flags = {}) =>
      lookOf({ isTty: true, env: { ...UTF8, ...env } }, flags);
    expect(tty({ NO_COLOR: '1' }).color).toBe(false);
    expect(tty({ NO_COLOR: 'false' }).color).toBe(false);
    expect(tty({ NO_COLOR: '' }).color).toBe(true);
    expect(tty({}, { 'no-color': true })).toEqual({ color: false, symbols: true, redraw: true });
    expect(tty({ NO_COLOR: '1' }, { color: true }).color).toBe(true);
  });

  it('uses letters with --ascii or when the locale is not UTF-8', () => {
    expect(lookOf({ isTty: true, env: UTF8 }, { ascii: true })).toEqual({
      color: true,
      symbols: false,
      redraw: true,
    });
    expect(lookOf({ isTty: true, env: { TERM: 'xterm' } }, {}).symbols).toBe(false);
    expect(lookOf({ isTty: true, env: { TERM: 'xterm' }, platform: 'win32' }, {}).symbols).toBe(true);
  });

  it('neither colours nor moves the cursor on TERM=dumb', () => {
    expect(lookOf({ isTty: true, env: { ...UTF8, TERM: 'dumb' } }, {})).toEqual({
      color: false,
      symbols: true,
      redraw: false,
    });
  });
});

describe('utf8Locale', () => {
  it('reads LC_ALL, then LC_CTYPE, then LANG: the first one set decides', () => {
    expect(utf8Locale({ LANG: 'en_US.UTF-8' })).toBe(true);
    expect(utf8Locale({ LANG: 'C.utf8' })).toBe(true);
    expect(utf8Locale({ LANG: 'de_DE.ISO-8859-1' })).toBe(false);
    expect(utf8Locale({ LC_ALL: 'C', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(utf8Locale({ LC_ALL: '', LC_CTYPE: 'fr_FR.UTF-8', LANG: 'C' })).toBe(true);
    expect(utf8Locale({ LANG: 'POSIX' })).toBe(false);
    expect(utf8Locale({})).toBe(false);
    expect(utf8Locale({}, 'win32')).toBe(true);
  });
});
