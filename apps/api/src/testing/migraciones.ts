// Test support for a data migration: an embedded database migrated up to a given migration (the journal's
// entries up to its idx), holding the reference data, where a test seeds the rows of that time before it
// runs the rest (db/migracion-libro.test.ts, db/migracion-motivos.test.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';
import { seedReference } from '../db/seed.js';

/** A fresh embedded database with the migrations up to `hasta` (idx, e.g. 19 for 0019) and the reference data. */
export async function baseMigradaHasta(hasta: number): Promise<Database> {
  const dir = mkdtempSync(path.join(tmpdir(), 'migraciones-'));
  try {
    cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journal = path.join(dir, 'meta', '_journal.json');
    const j = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { idx: number }[] };
    j.entries = j.entries.filter((e) => e.idx <= hasta);
    writeFileSync(journal, JSON.stringify(j));
    const database = await openDatabase({ dataDir: 'memory://' });
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: dir });
    await seedReference(database.db);
    return database;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
