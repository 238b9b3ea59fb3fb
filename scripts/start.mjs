// `npm start`: builds the web app when missing or stale, then runs the API, which migrates, seeds and
// serves web + /api on one port.
import path from 'node:path';
import { bin, buildWeb, root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Construyendo la aplicación web…');
  const code = await buildWeb();
  if (code !== 0) process.exit(code);
}
const code = await run(bin('tsx'), [path.join(root, 'apps/api/src/server.ts')], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
