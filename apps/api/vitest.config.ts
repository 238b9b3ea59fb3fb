import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two files at a time keep a 2-core machine busy but not thrashing.
    maxWorkers: 2,
    // A project with its own worker count needs its own group: it runs after contract and web.
    sequence: { groupOrder: 1 },
  },
});
