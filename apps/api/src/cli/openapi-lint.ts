// `npm run lint:openapi`: builds the app on an empty in-memory PGlite (no server, no port), writes
// GET /api/docs/json to a temporary file and lints it with Spectral (.spectral.yaml at the root);
// any warning fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { openDatabase } from '../db/client.js';
import { buildApp } from '../app.js';

async function writeDocument(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ database, jwtSecret: 'documento-openapi-sin-servidor-ni-secreto-real' });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    writeFileSync(file, response.body);
  } finally {
    await app.close();
    await database.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'rdp-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  await writeDocument(file);
  const root = path.resolve(import.meta.dirname, '../../../..');
  const spectral = spawnSync('spectral', ['lint', '--fail-severity=warn', '--ruleset', path.join(root, '.spectral.yaml'), file], {
    stdio: 'inherit',
  });
  process.exitCode = spectral.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
