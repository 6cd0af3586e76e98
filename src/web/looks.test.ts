import { describe, expect, it } from 'vitest';
import { CARD_BACKS, DEFAULT_SETTINGS, parseSettings, TABLE_COLOURS, THEMES } from './settings.ts';

describe('looks in the settings', () => {
  it('offers at least four card backs, four table colours and auto, light and dark', () => {
    expect(CARD_BACKS.length).toBeGreaterThanOrEqual(4);
    expect(TABLE_COLOURS.length).toBeGreaterThanOrEqual(4);
    expect([...THEMES]).toEqual(['auto', 'light', 'dark']);
    expect(DEFAULT_SETTINGS.theme).toBe('auto');
  });

  it('reads each valid choice back', () => {
    for (const cardBack of CARD_BACKS)
      for (const tableColour of TABLE_COLOURS)
        for (const theme of THEMES)
          expect(parseSettings({ cardBack, tableColour, theme })).toEqual({
            ...DEFAULT_SETTINGS,
            cardBack,
            tableColour,
            theme,
          });
  });

  it('a bad stored value falls back to its default and keeps the rest', () => {
    const s = parseSettings({ cardBack: 'url(x)', tableColour: 'crimson', theme: 42, fourColour: true });
    expect(s).toEqual({ ...DEFAULT_SETTINGS, fourColour: true });
    expect(parseSettings({ cardBack: 'emerald', tableColour: null, theme: 'dark' })).toEqual({
      ...DEFAULT_SETTINGS,
      cardBack: 'emerald',
      theme: 'dark',
    });
    // Settings saved before these options existed get the defaults.
    expect(parseSettings({ largeCards: true })).toEqual({ ...DEFAULT_SETTINGS, largeCards: true });
  });
});
