import { execFileSync } from 'node:child_process';

/** Builds dist/ once before the unit tests, so CLI tests run the real bundle. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
}
