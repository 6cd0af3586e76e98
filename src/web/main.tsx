import { render } from 'preact';
import { App } from './app.tsx';
import { assistClient } from './assist-client.ts';
import { Assistant } from './assistant.ts';
import { randomSeed, Session } from './session.ts';
import './style.css';

const client = assistClient();
const session = new Session({
  now: () => performance.now(),
  randomSeed,
  search: location.search,
  setLink: (query) => history.replaceState(null, '', `${location.pathname}${query}`),
  isLost: client.isLost,
});

const assistant = new Assistant(session, client);

render(<App session={session} assistant={assistant} />, document.getElementById('app') as HTMLElement);

// Offline play: the service worker caches the built game (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the game still works online.
    });
  });
}
