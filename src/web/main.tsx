import { render } from 'preact';
import { makeRules } from '../engine/index.ts';
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

/** How long a first visit waits for the worker's proven deal before it plays the deal it has. */
const FIRST_DEAL_MS = 2000;
let drawn = false;

/**
 * A first visit of a winnable-only player plays a proven deal from the start: the worker picks one of
 * the bundled proven seeds (they live in the worker's code, not the page's) before the page is drawn.
 * Rules that are no preset's, a failed worker or a late answer leave the deal dealt already.
 */
const firstDeal = async (s: Session): Promise<void> => {
  if (!s.firstVisit || !s.settings.winnableOnly) return;
  const difficulty = s.settings.difficulty === 'any' ? undefined : s.settings.difficulty;
  const r = await client.ask({
    type: 'findWinnable',
    startSeed: 0,
    rules: makeRules(s.settings.rules),
    maxTries: 0,
    pick: randomSeed(),
    ...(difficulty !== undefined ? { difficulty } : {}),
  });
  if (drawn || r.type !== 'findWinnable' || r.bundled === undefined) return;
  s.replaceFirstDeal(r.bundled.seed);
  assistant.grade = { seed: r.bundled.seed, difficulty: r.bundled.difficulty };
};

// The page is drawn in the player's language from the first frame. (No top-level await: chunks loaded
// later import from this one.)
void Promise.all([
  language.use(language.wanted(session.settings)),
  Promise.race([firstDeal(session), new Promise((resolve) => setTimeout(resolve, FIRST_DEAL_MS))]),
])
  .then(() => {
    drawn = true;
  })
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
