import { render } from 'preact';
import type { Difficulty } from '../assist/difficulty.ts';
import { bundledSeed, presetOf } from '../assist/winnable.ts';
import { App } from './app.tsx';
import { assistClient } from './assist-client.ts';
import { Assistant } from './assistant.ts';
import { randomSeed, Session } from './session.ts';
import './style.css';

const client = assistClient();
let firstGrade: { seed: number; difficulty: Difficulty } | undefined;
const session = new Session({
  now: () => performance.now(),
  randomSeed,
  search: location.search,
  setLink: (query) => history.replaceState(null, '', `${location.pathname}${query}`),
  isLost: client.isLost,
  // The first game comes at once from the bundled proven seeds; later ones are searched in the worker.
  winnableSeed: (rules, settings) => {
    const preset = presetOf(rules);
    const d = settings.difficulty === 'any' ? undefined : settings.difficulty;
    firstGrade = preset === undefined ? undefined : bundledSeed(preset, randomSeed(), d);
    return firstGrade?.seed;
  },
});

const assistant = new Assistant(session, client);
assistant.grade = firstGrade;

render(<App session={session} assistant={assistant} />, document.getElementById('app') as HTMLElement);

// Offline play: the service worker caches the built game (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the game still works online.
    });
  });
}
