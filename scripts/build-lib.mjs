// Builds the library that the package exports (package.json "exports"): the engine, the solver and
// assist as ES modules in dist/lib (esbuild; shared code in chunks, so that importing two entries
// loads each module once) and their type declarations in dist/types (tsc).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

// Loaded with require: an import would have Node scan all of typescript.js for its export names first.
const ts = createRequire(import.meta.url)('typescript');

/** The entries below the package's root entry, by subpath (`<package>/engine` and so on). */
const PARTS = ['engine', 'solver', 'assist'];
const root = resolve('.');
const index = (part) => join(root, 'src', part, 'index.ts');

/** The root entry: every part's exports at once. */
const rootEntry = (extension) =>
  `${PARTS.map((p) => `export * from './${p}/index${extension}';`).join('\n')}\n`;

rmSync('dist/lib', { recursive: true, force: true });
rmSync('dist/types', { recursive: true, force: true });

await build({
  entryPoints: { index: 'klondike:index', ...Object.fromEntries(PARTS.map((p) => [p, index(p)])) },
  outdir: 'dist/lib',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'neutral',
  format: 'esm',
  target: 'es2022',
  logLevel: 'warning',
  plugins: [
    {
      name: 'klondike-index',
      setup(b) {
        b.onResolve({ filter: /^klondike:index$/ }, () => ({ path: 'index', namespace: 'klondike' }));
        b.onLoad({ filter: /.*/, namespace: 'klondike' }, () => ({
          contents: rootEntry('.ts'),
          resolveDir: join(root, 'src'),
          loader: 'ts',
        }));
      },
    },
  ],
});

// Declarations: the project's own compiler options (tsconfig.json), without Node's types, since the
// library runs anywhere.
const config = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (config === undefined) throw new Error('tsconfig.json could not be read');
const program = ts.createProgram(PARTS.map(index), {
  ...config.options,
  types: [],
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  rootDir: join(root, 'src'),
  outDir: join(root, 'dist', 'types'),
});
const emitted = program.emit();
// Checked without Node's types too: the library must not need them.
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
if (diagnostics.length > 0) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(diagnostics, host));
  throw new Error('the type declarations could not be built');
}

// The sources import each other as './x.ts'; a declaration names the module that the package
// ships, './x.js', which every module resolution of TypeScript maps to './x.d.ts'.
const relativeTs = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*)\.ts(['"])/g;
for (const name of readdirSync('dist/types', { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.d.ts')) continue;
  const path = join('dist/types', name);
  writeFileSync(path, readFileSync(path, 'utf8').replace(relativeTs, '$1$2.js$3'));
}
mkdirSync('dist/types', { recursive: true });
writeFileSync('dist/types/index.d.ts', rootEntry('.js'));
