import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/build-cli.setup.ts'],
    testTimeout: 60000,
    pool: 'threads',
    // Vitest's default leaves a core free (one worker on a two-core machine); the tests are CPU work
    // and child processes, so every core runs a file.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
