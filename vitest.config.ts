import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/build-cli.setup.ts'],
    testTimeout: 60000,
    pool: 'threads',
  },
});
