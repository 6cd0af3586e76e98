import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** The port the browser tests serve the production build on. */
const PORT = 4317;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The json reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says (scripts/test.mjs reads it).
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}/`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx vite build --logLevel warn && node scripts/serve.mjs',
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
  },
});
