// Service worker template: the build fills in the cache version and the list of built files.
const CACHE = 'klondike-__VERSION__';
const ASSETS = __ASSETS__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('klondike-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    // Pages: the network when it answers (a fresh build), else the cached game whatever the query string.
    event.respondWith(
      fetch(req).catch(() =>
        caches.open(CACHE).then((c) => c.match('./index.html').then((r) => r || c.match('./'))),
      ),
    );
    return;
  }
  // Built files have hashed names: the cache is always right for them.
  event.respondWith(caches.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req)));
});
