import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../kit/temp.ts';

// scripts/serve.mjs (what `npm start` runs) serving a fresh production build on a free port, asked
// over raw HTTP so that every path reaches the server exactly as written (fetch would normalise
// `/../` away). A file beside the build folder stands for everything that must stay out of reach.

const SECRET = 'not for the web';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let dir = '';
let web = '';
let server: ChildProcess | undefined;
let port = 0;

/** One request over a fresh connection. */
const ask = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });

const assetNamed = (pattern: RegExp): string => {
  const name = readdirSync(join(web, 'assets')).find((f) => pattern.test(f));
  if (name === undefined) throw new Error(`no built file matches ${pattern}`);
  return `/assets/${name}`;
};

beforeAll(async () => {
  dir = tempDir('klondike-serve-');
  web = join(dir, 'web');
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', web, '--emptyOutDir'],
    {
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const child = spawn(process.execPath, ['scripts/serve.mjs', web], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      const m = /http:\/\/localhost:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}, 120_000);

afterAll(() => {
  server?.kill();
});

describe('the build it serves', () => {
  it('has a brotli and a gzip copy of each script, style sheet and page', () => {
    const files = readdirSync(web, { recursive: true, encoding: 'utf8' });
    const text = files.filter((f) => /\.(js|css|html)$/.test(f));
    expect(text.length).toBeGreaterThanOrEqual(4);
    for (const f of text)
      expect([f, files.includes(`${f}.br`), files.includes(`${f}.gz`)]).toEqual([f, true, true]);
  });

  it('has no inline script, style or event handler in its page', () => {
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\.\/assets\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=|javascript:|data:/i);
  });
});

describe('scripts/serve.mjs', () => {
  it('serves the page with a strict Content-Security-Policy and nosniff', async () => {
    const r = await ask('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body.toString()).toContain('<div id="app">');
    const csp = r.headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-|data:|blob:|\*/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the precompressed %s copy to a browser that accepts it', async (encoding, decode) => {
    for (const path of [assetNamed(/^index-.*\.js$/), assetNamed(/\.css$/), '/']) {
      const r = await ask(path, { headers: { 'accept-encoding': `${encoding}, identity` } });
      const original = readFileSync(join(web, path === '/' ? 'index.html' : path));
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers.vary).toContain('Accept-Encoding');
      expect(r.body.length).toBeLessThan(original.length);
      expect(decode(r.body).equals(original)).toBe(true);
    }
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const path = assetNamed(/^index-.*\.js$/);
    const r = await ask(path);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.body.equals(readFileSync(join(web, path)))).toBe(true);
  });

  it('marks hashed assets immutable, and revalidates the rest', async () => {
    for (const path of [assetNamed(/^index-.*\.js$/), assetNamed(/\.css$/), assetNamed(/worker.*\.js$/)]) {
      const r = await ask(path);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/icon.svg'])
      expect((await ask(path)).headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker with its scope header, and the manifest with its type', async () => {
    const sw = await ask('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sw.headers['service-worker-allowed']).toBe('/');
    const manifest = await ask('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers an unchanged page with 304', async () => {
    const first = await ask('/');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await ask('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeDefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/', assetNamed(/^index-.*\.js$/)]) {
      const get = await ask(path, { headers: { 'accept-encoding': 'br' } });
      const head = await ask(path, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    }
  });

  it.each([
    '/%E0%A4%A',
    '/%',
    '/%ZZ',
    '/assets/%E0%A4%A.js',
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/../../secret.txt',
    '//secret.txt',
    '/secret.txt',
    '/.%2e/secret.txt',
    '/nothing-here',
  ])('answers %s with 404 and the security headers', async (path) => {
    const r = await ask(path);
    expect(r.status).toBe(404);
    expect(r.body.toString()).not.toContain(SECRET);
    expect(r.headers['content-security-policy']).toBeDefined();
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const r = await ask('/', { method: 'POST' });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
  });

  it('answers 1,000 concurrent requests, good and bad, and keeps running', async () => {
    const js = assetNamed(/^index-.*\.js$/);
    const paths = ['/', js, '/sw.js', '/%E0%A4%A', '/../secret.txt', '/%2e%2e%2fsecret.txt', '/nothing'];
    const expected = [200, 200, 200, 404, 404, 404, 404];
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        ask(paths[i % paths.length] as string, {
          method: i % 5 === 4 ? 'HEAD' : 'GET',
          headers: { 'accept-encoding': ['br', 'gzip', 'identity'][i % 3] as string },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, i) => expected[i % paths.length]));
    expect(answers.every((a) => a.headers['content-security-policy'] !== undefined)).toBe(true);
    expect(server?.exitCode).toBeNull();
    expect((await ask('/')).status).toBe(200);
  });
});
