// Runs every test: the unit, property and CLI tests (vitest), then the browser tests (Playwright in
// Debian's Chromium). Prints the closing line "N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
const problems = [];

const vitestReport = `${reports}/vitest.json`;
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (r.numTotalTests === 0) problems.push('vitest ran no tests');
  if (vitestStatus !== 0 && r.numFailedTests === 0) problems.push(`vitest exited ${vitestStatus}`);
} else problems.push('vitest wrote no report');

if (existsSync('playwright.config.ts')) {
  if (run('bash', ['scripts/ensure-chromium.sh']) !== 0) problems.push('Chromium could not be installed');
  else {
    const pwReport = `${reports}/playwright.json`;
    const pwStatus = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport });
    if (existsSync(pwReport)) {
      const s = JSON.parse(readFileSync(pwReport, 'utf8')).stats;
      passed += s.expected + s.flaky;
      failed += s.unexpected;
      if (s.skipped > 0) problems.push(`${s.skipped} browser tests were skipped`);
      if (pwStatus !== 0 && s.unexpected === 0) problems.push(`playwright exited ${pwStatus}`);
    } else problems.push('playwright wrote no report');
  }
}

for (const p of problems) console.error(`test: ${p}`);
if (problems.length > 0 && failed === 0) failed = problems.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
