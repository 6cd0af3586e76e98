import { render } from 'preact';
import type { Difficulty } from '../assist/difficulty.ts';
import { bundledSeed, presetOf } from '../assist/winnable.ts';
import { App, type Language } from './app.tsx';
import { assistClient } from './assist-client.ts';
import { Assistant } from './assistant.ts';
import { type Lang, loadCatalog, matchLang, parseLang, t, useCatalog } from './i18n.ts';
import { randomSeed, Session } from './session.ts';
import type { Settings } from './settings.ts';
import './style.css';

// A link's ?lang= sets the language of this visit, kept in the address while it holds; a language chosen
// in Options afterwards wins over it.
const linkLang = parseLang(new URLSearchParams(location.search).get('lang'));
let startLang: Lang | undefined;
const fromLink = (s: Settings) => linkLang !== undefined && s.lang === startLang;

const client = assistClient();
let firstGrade: { seed: number; difficulty: Difficulty } | undefined;
let session: Session | undefined;
session = new Session({
  now: () => performance.now(),
  randomSeed,
  search: location.search,
  setLink: (query) => {
    const keep = linkLang !== undefined && (session === undefined || fromLink(session.settings));
    history.replaceState(null, '', `${location.pathname}${query}${keep ? `&lang=${linkLang}` : ''}`);
  },
  isLost: client.isLost,
  // The first game comes at once from the bundled proven seeds; later ones are searched in the worker.
  winnableSeed: (rules, settings) => {
    const preset = presetOf(rules);
    const d = settings.difficulty === 'any' ? undefined : settings.difficulty;
    firstGrade = preset === undefined ? undefined : bundledSeed(preset, randomSeed(), d);
    return firstGrade?.seed;
  },
});
startLang = session.settings.lang;

const language: Language = {
  wanted: (s) => (fromLink(s) ? (linkLang as Lang) : (s.lang ?? matchLang(navigator.languages))),
  use: async (lang) => {
    useCatalog(lang, await loadCatalog(lang));
    document.documentElement.lang = lang;
    document.title = t('appTitle');
  },
};
const assistant = new Assistant(session, client);
assistant.grade = firstGrade;

// The page is drawn in the player's language from the first frame. (No top-level await: chunks loaded
// later import from this one.)
void language
  .use(language.wanted(session.settings))
  .then(() =>
    render(
      <App session={session as Session} assistant={assistant} language={language} />,
      document.getElementById('app') as HTMLElement,
    ),
  );

// Offline play: the service worker caches the built game (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the game still works online.
    });
  });
}
