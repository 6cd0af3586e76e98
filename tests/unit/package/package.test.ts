import { execFileSync, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../kit/temp.ts';

// The package as a user gets it: packed from this tree (the CLI bundle and its worker that the test
// setup built, the library that scripts/build-lib.mjs builds here), installed offline from the tarball
// into a temporary project and into a temporary global prefix, and run there, where no source, dev
// dependency or build script of this repository can be reached.

const REPO = resolve('.');
const NAME = 'klondike-solitaire-engine';

let dir = '';
let app = '';
let globalBin = '';
let packed: string[] = [];
let packedJson: { dependencies?: object; bin?: Record<string, string>; scripts?: Record<string, string> } =
  {};

/**
 * A user's environment: without this repository's node_modules/.bin on the PATH and without the
 * npm_* variables (`npm test` sets both, and npm would read its prefix and config from them).
 */
const ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_'))),
  PATH: (process.env.PATH ?? '')
    .split(delimiter)
    .filter((p) => !resolve(p).startsWith(REPO))
    .join(delimiter),
};

const run = (cmd: string, args: string[], cwd = app): SpawnSyncReturns<string> =>
  spawnSync(cmd, args, { cwd, env: ENV, encoding: 'utf8', input: '' });

const npm = (args: string[], cwd: string): string =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline'], { cwd, env: ENV, encoding: 'utf8' });

/** The fenced block of `language` that comes first after `heading` in a Markdown text. */
const blockAfter = (markdown: string, heading: string, language: string): string => {
  const from = markdown.indexOf(heading);
  if (from < 0) throw new Error(`README.md has no "${heading}"`);
  const m = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'm').exec(markdown.slice(from));
  if (m === null) throw new Error(`no ${language} block after "${heading}"`);
  return m[1] as string;
};

const README = readFileSync('README.md', 'utf8');
const SECTION = '## Install and use as a library';

beforeAll(() => {
  dir = tempDir('klondike-package-');
  execFileSync(process.execPath, ['scripts/build-lib.mjs'], { stdio: 'inherit' });
  // The CLI bundle is fresh (the test setup built it); building it again here would rewrite it under
  // the other tests' feet, so the pack skips prepack. That prepack builds both is checked below.
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      env: ENV,
    }),
  ) as { filename: string; files: { path: string }[] }[];
  if (pack === undefined) throw new Error('npm pack gave no tarball');
  packed = pack.files.map((f) => f.path).sort();
  const tarball = join(dir, pack.filename);

  app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  npm(['install', tarball], app);
  packedJson = JSON.parse(readFileSync(join(app, 'node_modules', NAME, 'package.json'), 'utf8'));

  const prefix = join(dir, 'global');
  npm(['install', '--global', '--prefix', prefix, tarball], dir);
  globalBin = join(prefix, 'bin', 'klondike');
}, 180_000);

describe('the packed package', () => {
  it('ships what users run and nothing else', () => {
    const allowed =
      /^(package\.json|README\.md|LICENSE|bin\/klondike\.js|dist\/(cli|survey-worker|ai-worker)\.js|dist\/lib\/[\w/-]+\.js|dist\/types\/[\w/-]+\.d\.ts|docs\/.+|src\/cli\/README\.md)$/;
    expect(packed.filter((f) => !allowed.test(f))).toEqual([]);
    for (const f of [
      'LICENSE',
      'README.md',
      'bin/klondike.js',
      'dist/cli.js',
      'dist/survey-worker.js',
      'dist/ai-worker.js',
      'dist/lib/index.js',
      'dist/lib/engine.js',
      'dist/lib/solver.js',
      'dist/lib/assist.js',
      'dist/types/index.d.ts',
      'dist/types/engine/index.d.ts',
      'dist/types/solver/index.d.ts',
      'dist/types/assist/index.d.ts',
      'docs/formats.md',
      'docs/install.md',
      'docs/examples/game.json',
      'src/cli/README.md',
    ])
      expect(packed).toContain(f);
  });

  it('needs nothing at run time, keeps the klondike command and builds itself when packed', () => {
    expect(packedJson.dependencies ?? {}).toEqual({});
    expect(packedJson.bin).toEqual({ klondike: 'bin/klondike.js' });
    expect(packedJson.scripts?.prepack).toMatch(/build:cli.*build:lib|build:lib.*build:cli/);
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License/);
  });
});

describe('installed in a project', () => {
  it('npx klondike solve --seed 3 --json solves deal 3', () => {
    const r = run('npx', ['--offline', 'klondike', 'solve', '--seed', '3', '--json']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    const result = JSON.parse(r.stdout) as { seed: number; result: string; moves: string[] };
    expect(result.seed).toBe(3);
    expect(result.result).toBe('solved');
    expect(result.moves.length).toBeGreaterThan(0);
  });

  it('klondike --help starts', () => {
    const r = run(join(app, 'node_modules', '.bin', 'klondike'), ['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: klondike /);
  });

  it('runs a survey on its worker threads', () => {
    const r = run('npx', ['--offline', 'klondike', 'survey', '--seeds', '1..4', '--budget-states', '2000']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { seed: number }).seed).sort()).toEqual([1, 2, 3, 4]);
  });

  it('gives the engine, the solver and assist to JavaScript, at the root and by part', () => {
    const script = `
      import * as all from '${NAME}';
      import * as engine from '${NAME}/engine';
      import * as solver from '${NAME}/solver';
      import * as assist from '${NAME}/assist';
      const parts = { ...engine, ...solver, ...assist };
      const same = Object.keys(parts).every((k) => all[k] === parts[k]);
      const start = engine.startPosition(engine.dealFromSeed(3), engine.DEFAULT_RULES);
      console.log(JSON.stringify({
        same,
        count: Object.keys(all).length === Object.keys(parts).length,
        result: solver.solve(start, { budgetStates: 100000 }).result,
        hint: typeof assist.hint,
      }));`;
    const r = run(process.execPath, ['--input-type=module', '-e', script]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ same: true, count: true, result: 'solved', hint: 'function' });
  });

  it("type-checks README's example and the entry points under strict TypeScript, and the example prints what README says", () => {
    writeFileSync(join(app, 'example.ts'), blockAfter(README, SECTION, 'ts'));
    writeFileSync(
      join(app, 'parts.ts'),
      [
        `import { type Position, dealFromSeed, DEFAULT_RULES, startPosition } from '${NAME}/engine';`,
        `import { solve, type SolveResult } from '${NAME}/solver';`,
        `import { findWinnableSeed } from '${NAME}/assist';`,
        'const start: Position = startPosition(dealFromSeed(1), DEFAULT_RULES);',
        'export const verdict: SolveResult = solve(start, { budgetStates: 10 });',
        'export const found: boolean = findWinnableSeed(1, DEFAULT_RULES).found;',
        '// @ts-expect-error a seed is a number: the declarations are typed, not `any`.',
        "dealFromSeed('1');",
        '',
      ].join('\n'),
    );
    // Neither DOM nor Node types: the package's declarations must need neither (the example's
    // console is all it takes from a host).
    writeFileSync(join(app, 'console.d.ts'), 'declare const console: { log(...data: unknown[]): void };\n');
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          target: 'ES2022',
          lib: ['ES2022'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          types: [],
          skipLibCheck: false,
          outDir: 'out',
        },
        files: ['console.d.ts', 'example.ts', 'parts.ts'],
      }),
    );
    const tsc = run(process.execPath, [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.']);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const example = run(process.execPath, ['out/example.js']);
    expect(example.stderr).toBe('');
    expect(example.stdout).toBe(blockAfter(README, SECTION, 'text'));
  });
});

describe('installed globally', () => {
  it('klondike --help and klondike solve run from the global bin folder', () => {
    const help = run(globalBin, ['--help'], dir);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: klondike /);
    const solve = run(globalBin, ['solve', '--seed', '3', '--json'], dir);
    expect(solve.status).toBe(0);
    expect((JSON.parse(solve.stdout) as { result: string }).result).toBe('solved');
  });
});
