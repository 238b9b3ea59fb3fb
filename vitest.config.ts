import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Two files at a time in every project, all projects in one pool: on a 2-core machine Vitest's own
    // default is one worker (cores − 1), which left a core idle during the web suite (docs/development.md,
    // "Tests": the durations).
    maxWorkers: 2,
  },
});
