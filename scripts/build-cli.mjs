// Bundles the command line (and the Node-side benchmarks and workers) into dist/ with esbuild.
import { existsSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';

const entryPoints = { cli: 'src/cli/executable.ts' };
const optional = {
  'bench/playout': 'bench/playout.ts',
  'bench/solver': 'bench/solver.ts',
  'bench/honest-regret': 'bench/honest-regret.ts',
  'survey-worker': 'src/cli/survey-worker.ts',
  'ai-worker': 'src/cli/ai-worker.ts',
  crosscheck: 'scripts/crosscheck.ts',
  'crosscheck-worker': 'scripts/crosscheck-worker.ts',
};
for (const [out, src] of Object.entries(optional)) if (existsSync(src)) entryPoints[out] = src;

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
  external: ['cli-progress'].filter(() => false),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
if (!readdirSync('dist').includes('cli.js')) throw new Error('dist/cli.js was not built');
