#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
// The `klondike` command: runs the esbuild bundle, building it first if it is missing.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli.js');
if (!existsSync(bundle)) {
  execFileSync(process.execPath, [join(root, 'scripts', 'build-cli.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
await import(pathToFileURL(bundle).href);
