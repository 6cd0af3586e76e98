import { describe, expect, it } from 'vitest';
import { cardName, DECK_SIZE } from '../../engine/index.ts';
import {
  addEnglish,
  cardLabel,
  LANGS,
  type Lang,
  loadCatalog,
  matchLang,
  parseLang,
  t,
  useCatalog,
} from '../i18n.ts';
import { en as enStart, type Messages, type Plural } from './en.ts';
import { enDialogs } from './en-dialogs.ts';

/** The whole English catalog: the start chunk's messages and the dialogs'. */
const en = { ...enStart, ...enDialogs } satisfies Messages;

const { appTitle: _, ...withoutOneKey } = en;
// @ts-expect-error A catalog without one of English's keys is no catalog.
const broken: Messages = withoutOneKey;
void broken;

const OTHERS = LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');
const catalogs = await Promise.all(OTHERS.map(async (l) => [l, await loadCatalog(l)] as const));

/** The forms of a message: a text, each form of a plural, each item of a list. */
const formsOf = (m: Messages[keyof Messages]): string[] =>
  typeof m === 'string' ? [m] : Array.isArray(m) ? [...m] : Object.values(m as Plural);

const placeholders = (texts: readonly string[]): string[] =>
  [...new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1] as string)))].sort();

const isPlural = (m: unknown): m is Plural => typeof m === 'object' && m !== null && !Array.isArray(m);

describe('catalogs', () => {
  it("English's two parts share no key, and the start chunk's catalog gains the dialogs' when they come", async () => {
    expect(Object.keys(enStart).filter((k) => k in enDialogs)).toEqual([]);
    const english = await loadCatalog('en');
    addEnglish(enDialogs);
    expect(Object.keys(english).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(catalogs)('%s has every key of English, in the same shape, with no empty text', (_lang, m) => {
    expect(Object.keys(m).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof Messages)[]) {
      const a = en[key];
      const b = m[key];
      expect(typeof b, key).toBe(typeof a);
      expect(Array.isArray(b), key).toBe(Array.isArray(a));
      if (Array.isArray(a)) expect((b as readonly string[]).length, key).toBe(a.length);
      for (const f of formsOf(b)) expect(f.trim(), key).not.toBe('');
    }
  });

  it.each(catalogs)("%s's messages fill the same placeholders as English's", (_lang, m) => {
    for (const key of Object.keys(en) as (keyof Messages)[]) {
      expect(placeholders(formsOf(m[key])), key).toEqual(placeholders(formsOf(en[key])));
      // No form names a placeholder that English does not fill.
      for (const f of formsOf(m[key]))
        for (const p of placeholders([f])) expect(placeholders(formsOf(en[key]))).toContain(p);
    }
  });

  it.each([['en', en] as const, ...catalogs])(
    "%s's plurals use the language's Intl.PluralRules categories, all of those whole numbers need when any is given",
    (lang, m) => {
      const rules = new Intl.PluralRules(lang);
      const valid = rules.resolvedOptions().pluralCategories;
      const used = new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)));
      for (const [key, msg] of Object.entries(m)) {
        if (!isPlural(msg)) continue;
        const forms = Object.keys(msg);
        expect(forms, key).toContain('other');
        for (const f of forms) expect(valid, `${key}: ${f}`).toContain(f);
        if (forms.length > 1) for (const c of used) expect(forms, `${key} lacks ${c}`).toContain(c);
      }
    },
  );
});

describe('messages in use', () => {
  it("names every card in English exactly as the engine does (the page's accessible names)", () => {
    useCatalog('en', en);
    for (let c = 0; c < DECK_SIZE; c++) expect(cardLabel(c)).toBe(cardName(c));
  });

  it('names cards as each language does', () => {
    const queenOfSpades = 11 * 4 + 2;
    const names = Object.fromEntries(
      catalogs.map(([l, m]) => {
        useCatalog(l, m);
        return [l, cardLabel(queenOfSpades)];
      }),
    );
    useCatalog('en', en);
    expect(names).toMatchObject({
      fr: 'Dame de pique',
      de: 'Pik-Dame',
      es: 'Reina de picas',
      ja: 'スペードのクイーン',
      ru: 'Дама пик',
      pl: 'Dama pik',
    });
  });

  it('chooses plural forms and writes numbers by the language', () => {
    const pl = catalogs.find(([l]) => l === 'pl')?.[1] as Messages;
    useCatalog('pl', pl);
    expect([1, 2, 5, 22].map((n) => t('stockCards', { n, passes: 'x' }))).toEqual([
      '1 karta. x.',
      '2 karty. x.',
      '5 kart. x.',
      '22 karty. x.',
    ]);
    const de = catalogs.find(([l]) => l === 'de')?.[1] as Messages;
    useCatalog('de', de);
    expect(t('moves', { v: 1234 })).toBe('Züge 1.234');
    useCatalog('en', en);
    expect(t('moves', { v: 1234 })).toBe('Moves 1,234');
  });
});

describe('the language of the page', () => {
  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['en-GB', 'fr'], 'en'],
    [['pt-PT'], 'pt-BR'],
    [['zh-TW'], 'zh-CN'],
    [['nl', 'de-AT'], 'de'],
    [['nl'], 'en'],
    [[], 'en'],
  ] as const)('best match for %j is %s', (prefs, lang) => {
    expect(matchLang(prefs)).toBe(lang);
  });

  it('reads a language tag in any case, and refuses what is no language of the game', () => {
    expect(parseLang('PT-br')).toBe('pt-BR');
    expect(parseLang('ja')).toBe('ja');
    expect(parseLang('xx')).toBeUndefined();
    expect(parseLang(3)).toBeUndefined();
  });
});
