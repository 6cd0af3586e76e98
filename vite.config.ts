import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const PUBLIC_FILES = ['manifest.webmanifest', 'icon.svg', 'icon-maskable.svg'];

/** Emits sw.js: the service worker template with the list of built files to cache for offline play. */
const serviceWorker = (): Plugin => ({
  name: 'klondike-service-worker',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle).filter((f) => !f.endsWith('.map'));
    const assets = ['./', ...[...files, ...PUBLIC_FILES].map((f) => `./${f}`)];
    const hash = createHash('sha256');
    for (const f of files) {
      const item = bundle[f];
      if (item === undefined) continue;
      hash.update(
        item.type === 'chunk'
          ? item.code
          : typeof item.source === 'string'
            ? item.source
            : Buffer.from(item.source),
      );
    }
    const source = readFileSync('src/web/sw.js', 'utf8')
      .replace('__VERSION__', hash.digest('hex').slice(0, 12))
      .replace('__ASSETS__', JSON.stringify(assets));
    this.emitFile({ type: 'asset', fileName: 'sw.js', source });
  },
});

export default defineConfig({
  base: './',
  plugins: [preact(), serviceWorker()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  worker: { format: 'es' },
});
