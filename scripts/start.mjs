// `npm start`: builds the web app when missing or stale and the API bundle (esbuild, under a second),
// then runs the API with plain node; it migrates, seeds and serves web + /api on one port.
import { buildWeb, run, webBuildIsStale } from './lib.mjs';
import { API_NODE_FLAGS, buildApi } from './build-api.mjs';

if (webBuildIsStale()) {
  console.log('Construyendo la aplicación web…');
  const code = await buildWeb();
  if (code !== 0) process.exit(code);
}
const code = await run(process.execPath, [...API_NODE_FLAGS, await buildApi()], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
