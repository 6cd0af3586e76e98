// Debian's Chromium and the flags it needs on these machines (docs/development.md, "Tooling"): one place for the
// browser tests (playwright.config.ts) and the web benchmark (bench/web.mjs).

/** Where Debian's chromium package puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, sandbox-free, and silent towards hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
