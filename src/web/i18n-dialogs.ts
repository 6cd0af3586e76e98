import { currentLang, type Lang } from './i18n.ts';

// What only the dialogs (Options, Statistics, Daily) write: a chunk fetched with them, not in the start chunk.

/** Each language by its own name, as the language menu lists it. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  pl: 'Polski',
  ru: 'Русский',
  tr: 'Türkçe',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
};

/** A percentage from 0 to 100: "50%", "50 %", "%50". */
export const formatPercent = (n: number): string =>
  new Intl.NumberFormat(currentLang(), { style: 'percent' }).format(n / 100);

/** A month of a year: "November 2026", "novembre 2026", "2026年11月". */
export const formatMonth = (year: number, month: number): string =>
  new Intl.DateTimeFormat(currentLang(), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

/** A moment (ms since 1970) in the language's date and time. */
export const formatMoment = (ms: number): string =>
  new Intl.DateTimeFormat(currentLang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
