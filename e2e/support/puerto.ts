// The e2e servers' ports: worker n of Playwright talks to the server on E2E_PORT + n
// (playwright.config.ts starts one scripts/e2e-server.mjs per worker).
export const E2E_BASE_PORT = Number(process.env['E2E_PORT'] ?? 3100);
export const E2E_WORKERS = Number(process.env['E2E_WORKERS'] ?? 2);

/** The port of this worker's server (TEST_PARALLEL_INDEX is set by Playwright in each worker; 0 elsewhere). */
export function e2ePort(): number {
  return E2E_BASE_PORT + Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
}
