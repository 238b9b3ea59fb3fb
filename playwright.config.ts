import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/ensure-chromium.mjs';
import { E2E_BASE_PORT, E2E_WORKERS, e2ePort } from './e2e/support/puerto';

export default defineConfig({
  testDir: './e2e',
  // One server per worker (scripts/e2e-server.mjs: its own embedded database with the demo guild, its own
  // fakes), so a spec never sees another worker's data; the files of one worker still run one after
  // another on its server. E2E_WORKERS=1 runs everything on one server.
  workers: E2E_WORKERS,
  fullyParallel: false,
  // No retry: a test that fails once is a defect to fix (docs/development.md, "Tests").
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // This config is loaded again in each worker, where TEST_PARALLEL_INDEX says which server is its own.
    baseURL: `http://127.0.0.1:${e2ePort()}`,
    locale: 'es-ES',
    timezoneId: 'UTC',
    // Recording a trace of every test costs a third of the suite's time (the browser encodes a frame
    // per action): off by default, E2E_TRACE=retain-on-failure keeps the trace of a failing test
    // (docs/development.md, "Tests"). A failure still leaves its screenshot and page snapshot.
    trace: process.env['E2E_TRACE'] === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => {
    const port = E2E_BASE_PORT + i;
    return {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      // Playwright starts the servers one after another: the first builds the API, the rest reuse it.
      env: { E2E_PORT: String(port), E2E_BUILD_API: String(i === 0) },
    };
  }),
});
