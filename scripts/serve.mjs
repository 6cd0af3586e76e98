// Serves the built web game (dist/web, or the folder given as the first argument) on localhost, for
// `npm start`, the browser tests and the benchmarks. The files come from sirv, which lists the folder
// once at start and serves only what it listed (no path leaves the folder, a malformed URL is a 404),
// and sends the .br and .gz copies that the build writes (vite.config.ts) to browsers that accept
// them. This file adds the security and caching headers. It serves the build that was there when it
// started: restart it after a new build.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const root = resolve(process.argv[2] ?? 'dist/web');
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${join(root, 'index.html')} is missing: run \`npm run build:web\` first.`);
  process.exit(2);
}

/** Only the game's own origin, and no inline script or style. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every answer, files and errors alike. */
const COMMON = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Vite names the files under assets/ by a hash of their content: they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const files = sirv(root, { brotli: true, gzip: true, etag: true, dotfiles: false });

const notFound = (res, status, text, extra = {}) => {
  res.writeHead(status, {
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
};

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(COMMON)) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    notFound(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const path = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  // Everything else (the page, the service worker, the manifest, the icons) keeps its name from one
  // build to the next, so the browser asks again each time (a 304 when unchanged).
  res.setHeader('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  // The service worker controls the whole game, whatever folder it is served from.
  if (path === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
  // A file that went missing since the listing (a rebuild) ends that answer, not the server.
  res.on('pipe', (source) => {
    source.on('error', () => res.destroy());
    res.on('close', () => source.destroy());
  });
  files(req, res, () => notFound(res, 404, 'Not found'));
});

const wanted = Number(process.env.PORT ?? 4173);
const listen = (port) => server.listen(port);
server.on('listening', () => {
  const { port } = server.address();
  console.log(`Klondike is being served at http://localhost:${port}/`);
});
server.on('error', (e) => {
  if (e.code === 'EADDRINUSE' && server.listening === false) {
    console.error(`Port ${wanted} is taken; using a free port instead.`);
    server.removeAllListeners('error');
    listen(0);
  } else throw e;
});
listen(Number.isInteger(wanted) && wanted >= 0 ? wanted : 4173);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
