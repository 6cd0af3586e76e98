import { render } from 'preact';
import { App } from './app.tsx';
import { outcomeClient } from './outcome-client.ts';
import { randomSeed, Session } from './session.ts';
import './style.css';

const session = new Session({
  now: () => performance.now(),
  randomSeed,
  search: location.search,
  setLink: (query) => history.replaceState(null, '', `${location.pathname}${query}`),
  isLost: outcomeClient(),
});

render(<App session={session} />, document.getElementById('app') as HTMLElement);

// Offline play: the service worker caches the built game (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the game still works online.
    });
  });
}
