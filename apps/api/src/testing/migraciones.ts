// Test support for a data migration: an embedded database migrated up to a given migration (the journal's
// entries up to its idx), holding the reference data, where a test seeds the rows of that time before it
// runs the rest (db/migracion-libro.test.ts, db/migracion-motivos.test.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';
import { CARGOS, CASAS, ESTADOS, LUGARES, ROLES } from '../db/reference.js';

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
    await sembrarReferencia(database.db);
    return database;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The reference data (db/reference.ts) with the columns its tables have had since 0000: db/seed.ts's
 * `seedReference` names every column of today's schema (`casa.id_gremio` since 0029), which an older
 * database lacks.
 */
async function sembrarReferencia(db: Db): Promise<void> {
  const filas = (valores: SQL[]) => sql.join(valores, sql`, `);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into cargo (id_cargo, nombre_cargo)
      values ${filas(CARGOS.map((c) => sql`(${c.idCargo}, ${c.nombreCargo})`))} on conflict do nothing`);
    await tx.execute(sql`insert into rol (id_rol, nombre_rol)
      values ${filas(ROLES.map((r) => sql`(${r.idRol}, ${r.nombreRol})`))} on conflict do nothing`);
    await tx.execute(sql`insert into estado_distribucion (id_estado_distribucion, nombre_estado_distribucion)
      values ${filas(ESTADOS.map((e) => sql`(${e.idEstadoDistribucion}, ${e.nombreEstadoDistribucion})`))}
      on conflict do nothing`);
    await tx.execute(sql`insert into lugar_distribucion (id_lugar_distribucion, lugar)
      values ${filas(LUGARES.map((l) => sql`(${l.idLugarDistribucion}, ${l.lugar})`))} on conflict do nothing`);
    await tx.execute(sql`insert into casa (id_casa, id_lugar_distribucion, nombre_casa, cantidad_cofres)
      values ${filas(CASAS.map((c) => sql`(${c.idCasa}, ${c.idLugarDistribucion}, ${c.nombreCasa}, ${c.cantidadCofres})`))}
      on conflict do nothing`);
    await tx.execute(sql`select setval('casa_id_casa_seq', greatest((select max(id_casa) from casa), 1))`);
  });
}
