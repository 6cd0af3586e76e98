#!/usr/bin/env node
// The `klondike` command: runs the esbuild bundle dist/cli.js. In a clone of the repository (where
// scripts/build-cli.mjs is) it first rebuilds the bundle when it is missing or older than any source
// file, so a fresh clone or a pulled change never runs stale code. An installed package ships the
// bundle and no sources: it runs the bundle as it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli.js');
const builder = join(root, 'scripts', 'build-cli.mjs');

const newestSource = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
};

const stale = () => {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return ['src/engine', 'src/solver', 'src/assist', 'src/cli'].some(
    (d) => existsSync(join(root, d)) && newestSource(join(root, d)) > built,
  );
};

if (existsSync(builder) && stale()) {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, [builder], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
await import(pathToFileURL(bundle).href);
