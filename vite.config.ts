import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

/**
 * In the web worker's build only, some imports get a lazy twin: daily.ts gets daily-lazy.ts in place
 * of daily-list.ts (the shipped daily list, fetched on the first daily deal), and worker-core.ts gets
 * analysis-lazy.ts in place of analysis-steps.ts (the end-of-game analysis, fetched at its first
 * question), and the solver gets proofs-web.ts in place of proofs.ts (its proofs of loss without a
 * search, fetched at the first question; until then the search decides alone). Each becomes a chunk
 * of its own instead of part of the worker (the service worker precaches it). Node (the command line, the tests) keeps the synchronous modules: a dynamic import
 * in the command line's esbuild bundle would make it initialise the modules shared with the rest lazily.
 */
const LAZY_TWINS: readonly { importer: string; source: string; twin: string }[] = [
  { importer: '/src/assist/daily.ts', source: './daily-list.ts', twin: 'src/assist/daily-lazy.ts' },
  {
    importer: '/src/assist/worker-core.ts',
    source: './analysis-steps.ts',
    twin: 'src/assist/analysis-lazy.ts',
  },
  { importer: '/src/solver/index.ts', source: './proofs.ts', twin: 'src/solver/proofs-web.ts' },
];
const lazyTwins = (): Plugin => ({
  name: 'klondike-lazy-twins',
  enforce: 'pre',
  resolveId(source, importer) {
    const from = importer?.replaceAll('\\', '/') ?? '';
    const t = LAZY_TWINS.find((l) => l.source === source && from.endsWith(l.importer));
    return t === undefined ? null : resolve(t.twin);
  },
});

/**
 * The modules the page loads when first needed (app.tsx's lazy dialogs, end-of-game analysis and win cascade, i18n.ts's
 * catalogs, the English messages and the formatting only the dialogs use).
 */
const LAZY =
  /\/src\/web\/(?:(?:options|stats-dialog|dialogs|daily-dialog|analysis-ui)\.tsx|celebrate\.ts|i18n-dialogs\.ts)$|\/src\/web\/catalogs\/(?!en\.ts$)[\w-]+\.ts$/;

/** What every dialog needs besides its own code: one chunk (the English messages, the dialogs' formatting). */
const DIALOG_COMMON = /\/src\/web\/(?:catalogs\/en-dialogs|i18n-dialogs)\.ts$/;

/**
 * Calls a dynamic import itself in place of Vite's preload helper, which this game does not need: its
 * lazy chunks have no CSS of their own and no dependencies but the start chunk, already loaded, so the
 * helper's list of files to preload is always empty. Without calls the minifier drops the helper.
 */
/** A call of the helper: its first argument, a function that imports, runs up to its marker. */
const PRELOAD_CALL = /__vitePreload\((\(\) => [\s\S]*?), __VITE_PRELOAD__, import\.meta\.url\)/g;
const noPreloadHelper = (): Plugin => ({
  name: 'klondike-no-preload-helper',
  apply: 'build',
  enforce: 'post',
  renderChunk(code) {
    if (!code.includes('__vitePreload(')) return null;
    const out = code.replace(PRELOAD_CALL, '($1)()');
    return out === code ? null : { code: out, map: null };
  },
});

/** Files worth compressing: text. Images in other formats are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each built text file, at the highest levels
 * (they are made once and sent many times); scripts/serve.mjs sends them with their Content-Encoding.
 * A copy that would not be smaller than its original is not written.
 */
const precompress = (): Plugin => {
  let outDir = 'dist/web';
  return {
    name: 'klondike-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      const write = async (path: string, copy: Buffer, size: number) => {
        if (copy.length < size) await writeFile(path, copy);
      };
      // In parallel: zlib works on the thread pool.
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.test(f))
          .map(async (name) => {
            const path = join(outDir, name);
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              write(`${path}.br`, br, source.length),
              write(`${path}.gz`, gz, source.length),
            ]);
          }),
      );
    },
  };
};

export default defineConfig({
  base: './',
  plugins: [preact(), serviceWorker(), noPreloadHelper(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      output: {
        // What the page needs from the start is one chunk, the lazy parts (dialogs opened now and then,
        // language catalogs) chunks of their own: without a group, the bundler splits the modules the
        // lazy parts share with the start into a chunk of their own too.
        codeSplitting: {
          groups: [
            { name: 'start', test: (id: string) => !LAZY.test(id) },
            { name: 'dialog-common', test: DIALOG_COMMON },
          ],
        },
      },
    },
  },
  worker: {
    format: 'es',
    plugins: () => [lazyTwins()],
    // The minifier leaves /* @__PURE__ */ marks in the worker's bundle; nothing reads them after it.
    rolldownOptions: { output: { comments: false } },
  },
});
