// Serves the built web game (dist/web) on localhost with correct MIME types, for `npm start` and the tests.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve('dist/web');
if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/web/index.html is missing: run `npm run build:web` first.');
  process.exit(2);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = decodeURIComponent(url.pathname);
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const hashed = file.includes(`${join(root, 'assets')}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(file.endsWith('sw.js') ? { 'service-worker-allowed': '/' } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
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
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
