// Vitest global setup for the API suite: one migrated, seeded database image that every test file
// copies (a PGlite dump, or a PostgreSQL template database when TEST_DATABASE_URL is set).
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedReference } from '../db/seed.js';

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = `rdp_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${template}`;
    const database = await openDatabase({ url: tplUrl.toString(), poolSize: 1 });
    await runMigrations(database);
    await seedReference(database.db);
    await database.close();
    provide('pgTemplate', template);
    return async () => {
      // Drop the template and any test database a crashed file left behind.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}_%`],
      );
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedReference(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'rdp-pglite-'));
  const file = path.join(dir, 'image.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
