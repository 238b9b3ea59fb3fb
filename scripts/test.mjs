// `npm test`: unit, API and component tests (Vitest), then end-to-end tests (Playwright in Debian's
// Chromium against the production build). `--e2e-only` runs only the browser tests. Each part says
// how long it took (docs/development.md, "Tests": the durations).
import path from 'node:path';
import { bin, buildWeb, root, run, webBuildIsStale } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const extra = process.argv.slice(2).filter((a) => a !== '--e2e-only');

async function timed(name, work) {
  const t0 = Date.now();
  const code = await work();
  console.log(`\n--- ${name}: ${code === 0 ? 'ok' : `código ${code}`} (${Math.round((Date.now() - t0) / 1000)} s)`);
  return code;
}

if (!e2eOnly) {
  const code = await timed('vitest (contract, web, api)', () => run(bin('vitest'), ['run']));
  if (code !== 0) process.exit(code);
}

if (!ensureChromium()) process.exit(1);
const outDir = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
// A build newer than every web source is the same build (CI's production start check made it).
if (webBuildIsStale(outDir)) {
  const built = await timed('web build', () => buildWeb(outDir));
  if (built !== 0) process.exit(built);
}
const env = { ...process.env, WEB_DIST_DIR: outDir };
process.exit(await timed('end-to-end (Playwright)', () => run(bin('playwright'), ['test', ...extra], { env })));
