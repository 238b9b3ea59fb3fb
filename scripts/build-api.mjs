// Production build of the API (run by `npm start` and `npm run bench`): one ES module bundle in
// apps/api/dist, run with plain `node` — no TypeScript loader in the running server (tsx costs ~40 MB
// of resident memory; docs/performance.md). The shared contract (TypeScript source) is bundled in;
// every npm dependency stays an ordinary import from node_modules. The Discord client is loaded on
// demand, so it is split into its own chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const apiDir = path.join(root, 'apps/api');
export const API_BUNDLE = path.join(apiDir, 'dist/server.mjs');
/**
 * Node flags of the running API. Semi-spaces of 16 MB (V8's own size, written out because it is a
 * choice): the reads' and writes' resident memory is held to 200 MB and the worst loot paste's to 300
 * (docs/performance.md, "Peak memory"). Larger semi-spaces scavenge less often under load and cost that
 * memory: on 2026-12-07 `npm run load` gave the reads a p99 of 86 ms with 16 MB and 70 ms with 32, the
 * writes 126 and 118 ms; `npm run bench` gave 202.1 MB in the reads and writes and 309.9 MB during the
 * pastes with 24 MB, and 32 MB cost 34 MB more than 16 on a subset of the reads.
 * An old generation that grows by half of what a full collection left before the next one, instead of
 * V8's up to four times on a small heap: garbage of big strings (a loot paste's 8 MB) is collected
 * before it piles up (the API's main heap peaked at 236 MB used during the worst pastes, 128 MB with
 * it; docs/performance.md, "The worst loot paste").
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

export async function buildApi() {
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => name !== '@reparto/contract');
  await build({
    entryPoints: { server: path.join(apiDir, 'src/server.ts') },
    outdir: path.join(apiDir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return API_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi();
  console.log(`API compilada en ${path.relative(root, API_BUNDLE)}`);
}
