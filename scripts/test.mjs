// `npm test`: unit, API and component tests (Vitest), then end-to-end tests (Playwright in Debian's
// Chromium against the production build). `--e2e-only` runs only the browser tests.
import path from 'node:path';
import { bin, buildWeb, root, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const extra = process.argv.slice(2).filter((a) => a !== '--e2e-only');

if (!e2eOnly) {
  const code = await run(bin('vitest'), ['run']);
  if (code !== 0) process.exit(code);
}

if (!ensureChromium()) process.exit(1);
const outDir = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
const built = await buildWeb(outDir);
if (built !== 0) process.exit(built);
process.exit(await run(bin('playwright'), ['test', ...extra], { env: { ...process.env, WEB_DIST_DIR: outDir } }));
