// The web game's JavaScript as a first visit loads it, gzipped: the start chunk named by index.html
// with the chunks it imports statically, the assist worker, and apart from them the chunks fetched
// when first needed. bench/web.mjs prints it; tests/e2e/size.spec.ts holds it to the 60 kB target.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The target for the start chunks plus the worker, gzipped: 60 kB. */
export const START_BUDGET_BYTES = 60 * 1024;

/** Gzipped size (level 9) of a file. */
export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JavaScript and CSS files of a build in `dist`, sorted by when a first visit loads them. */
export const bundleFiles = (dist) => {
  const files = [
    ...readdirSync(join(dist, 'assets')).map((f) => join(dist, 'assets', f)),
    join(dist, 'sw.js'),
  ];
  const js = files.filter((f) => f.endsWith('.js'));
  const entry = /src="\.\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
  if (entry === undefined) throw new Error(`no script in ${dist}/index.html`);
  const start = new Set();
  const follow = (f) => {
    if (start.has(f)) return;
    start.add(f);
    // Static imports only (import … from"./x.js", import"./x.js"); import("./x.js") is loaded later.
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      follow(join(dist, 'assets', m[1]));
  };
  follow(join(dist, entry));
  const worker = js.find((f) => f.includes('assist.worker'));
  if (worker === undefined) throw new Error(`no assist worker in ${dist}/assets`);
  return {
    start: [...start],
    worker,
    lazy: js.filter((f) => !start.has(f) && f !== worker),
    css: files.filter((f) => f.endsWith('.css')),
  };
};
