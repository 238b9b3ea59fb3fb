import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two files at a time keep a 2-core machine busy but not thrashing
    // (the root vitest.config.ts gives every project the same two workers, so the API's files share the
    // pool with the web's instead of waiting for them).
    maxWorkers: 2,
    // The files of a worker share one module graph (Fastify, Drizzle, PGlite's WebAssembly): imported
    // once per worker instead of once per file; each file still builds its own app on its own database.
    isolate: false,
  },
});
