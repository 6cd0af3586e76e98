import type { ComponentChild } from 'preact';
import { type Card, rankOf, suitOf } from '../engine/index.ts';
import { en, type MessageKey, type Messages, type Plural } from './catalogs/en.ts';
import type { enDialogs } from './catalogs/en-dialogs.ts';

/** The languages of the game, as BCP 47 tags. */
export const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt-BR', 'pl', 'ru', 'tr', 'ja', 'ko', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

/** A language of the game named by a tag ("fr", "pt-br", "zh-Hans-CN"), or undefined. */
export const parseLang = (tag: unknown): Lang | undefined => {
  if (typeof tag !== 'string') return undefined;
  const t = tag.toLowerCase();
  const exact = LANGS.find((l) => l.toLowerCase() === t);
  if (exact !== undefined) return exact;
  // Every Portuguese and Chinese reader gets the one variety the game has.
  const primary = t.split(/[-_]/)[0];
  return LANGS.find((l) => l.split('-')[0] === primary);
};

/** The best language for a browser's list of preferred languages (`navigator.languages`): English if none fits. */
export const matchLang = (prefs: readonly string[]): Lang => {
  for (const p of prefs) {
    const l = parseLang(p);
    if (l !== undefined) return l;
  }
  return 'en';
};

/** The catalogs other than English: chunks of their own, fetched when the language is first used. */
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./catalogs/es.ts'),
  fr: () => import('./catalogs/fr.ts'),
  de: () => import('./catalogs/de.ts'),
  it: () => import('./catalogs/it.ts'),
  'pt-BR': () => import('./catalogs/pt-BR.ts'),
  pl: () => import('./catalogs/pl.ts'),
  ru: () => import('./catalogs/ru.ts'),
  tr: () => import('./catalogs/tr.ts'),
  ja: () => import('./catalogs/ja.ts'),
  ko: () => import('./catalogs/ko.ts'),
  'zh-CN': () => import('./catalogs/zh-CN.ts'),
};

/**
 * The English catalog: the start chunk's messages, joined by those of the dialogs when a dialog's code
 * arrives with them (`addEnglish`). Only the dialogs use those keys, and each is drawn after its code came.
 */
const english = { ...en } as Messages;

/** Adds the English messages of the dialogs (en-dialogs.ts), which come with the dialogs' code. */
export const addEnglish = (m: typeof enDialogs): void => {
  Object.assign(english, m);
};

/** Loads a language's catalog (English is at hand; the others are fetched once). */
export const loadCatalog = async (lang: Lang): Promise<Messages> =>
  lang === 'en' ? english : (await LOADERS[lang]()).default;

// The language in use. UI state: the page sets it once at start and again when the player changes it.
let lang: Lang = 'en';
let msgs: Messages = english;
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');

/** Makes a loaded catalog the one in use. */
export const useCatalog = (l: Lang, m: Messages): void => {
  lang = l;
  msgs = m;
  plurals = new Intl.PluralRules(l);
  numbers = new Intl.NumberFormat(l);
};

/** The language in use. */
export const currentLang = (): Lang => lang;

type ListKey = 'ranks' | 'suits' | 'cardSuits';

/** The name of a message that is a text (not a list). */
export type TextKey = Exclude<MessageKey, ListKey>;

/** Values for a message's placeholders: numbers are written by Intl.NumberFormat. */
export type Vars = Readonly<Record<string, string | number>>;

/** A message's text before its placeholders are filled: a plural's form for `n`. */
const textOf = (m: string | Plural, n: unknown, rules: Intl.PluralRules): string =>
  typeof m === 'string' ? m : (m[rules.select(Number(n))] ?? m.other);

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills a message's placeholders (exported for the catalogs' tests). */
export const fill = (text: string, vars: Vars = {}, format = (n: number) => numbers.format(n)): string =>
  text.replace(PLACEHOLDER, (_, k: string) => {
    const v = vars[k];
    return typeof v === 'number' ? format(v) : (v ?? '');
  });

/** A message in the language in use, placeholders filled. */
export const t = (key: TextKey, vars?: Vars): string =>
  fill(textOf(msgs[key] as string | Plural, vars?.n, plurals), vars);

/** A message with elements in its placeholders (a number in bold in a sentence), for the page. */
export const tParts = (key: TextKey, vars: Readonly<Record<string, ComponentChild>>) => {
  const text = textOf(msgs[key] as string | Plural, vars.n, plurals);
  return text.split(PLACEHOLDER).map((s, i) => (i % 2 === 1 ? vars[s] : s));
};

/** A card's name: "10 of hearts", "Dame de pique". */
export const cardLabel = (card: Card): string =>
  fill(msgs.card, { rank: msgs.ranks[rankOf(card)] as string, suit: msgs.cardSuits[suitOf(card)] as string });

/** A suit's name on its own, by the engine's suit index. */
export const suitLabel = (suit: number): string => msgs.suits[suit] as string;

/** A number in the language's digits and grouping. */
export const formatNumber = (n: number): string => numbers.format(n);

/** Dollars as the game writes them, with a true minus: "$5", "−$52", and "+$5" when `signed`. */
export const formatDollars = (n: number, signed = false): string =>
  new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    signDisplay: signed ? 'always' : 'auto',
  })
    .formatToParts(n)
    .map((p) => (p.type === 'minusSign' ? '−' : p.value))
    .join('');

const utc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/**
 * A day ('YYYY-MM-DD') as the language writes it. English keeps the ISO form the game has always shown
 * (and shares in the daily line); the other languages get Intl's long date.
 */
export const formatDay = (iso: string): string =>
  lang === 'en'
    ? iso
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(utc(iso));

/** Items in a sentence: "a and b", "a et b". */
export const formatList = (items: readonly string[]): string =>
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
