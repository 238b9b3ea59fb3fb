// Scheduled backups (docs/decisions/008-scheduled-backups.md): copies taken on schedule by the running
// server keep only the newest BACKUP_KEEP; a failed one shows as `degraded` in GET /api/ready and in
// the metrics until one succeeds; the newest copy restores the database as it was when it was taken.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedReference } from '../db/seed.js';
import { isPostgres } from '../testing/harness.js';
import { createPgDatabase } from '../testing/server-process.js';
import { restore } from '../cli/backup.js';
import { parseEnv } from '../env.js';
import { Metricas } from './metricas.js';
import { ServiciosExternos } from './servicios.js';
import { copiasGuardadas, iniciarCopias } from './copias.js';

const work = mkdtempSync(path.join(tmpdir(), 'rdp-copias-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const silencio = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
const nicks = async (database: Database) =>
  (
    (await database.db.execute(sql`select nickname from jugador where nickname like 'copia%' order by 1`)) as unknown as {
      rows: { nickname: string }[];
    }
  ).rows.map((r) => r.nickname);
const alta = (database: Database, nickname: string) =>
  database.db.execute(sql`insert into jugador (nickname, id_cargo, id_rol) values (${nickname}, 3, 5)`);
const valor = (texto: string, serie: string) =>
  Number(
    texto
      .split('\n')
      .find((l) => l.startsWith(`${serie} `))
      ?.slice(serie.length + 1),
  );

/** The engine of this run, migrated, with its env for the backup code. */
async function abrir(): Promise<{
  database: Database;
  env: NodeJS.ProcessEnv;
  reabrir: () => Promise<Database>;
  drop?: () => Promise<void>;
}> {
  if (isPostgres()) {
    const created = await createPgDatabase();
    const reabrir = () => openDatabase({ url: created.url, poolSize: 2 });
    return { database: await reabrir(), env: { DATABASE_URL: created.url, PORT: '9' }, reabrir, drop: created.drop };
  }
  const dataDir = path.join(work, 'datos');
  mkdirSync(dataDir, { recursive: true });
  const reabrir = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const database = await reabrir();
  await runMigrations(database);
  await seedReference(database.db);
  return { database, env: { DATA_DIR: dataDir }, reabrir };
}

describe('scheduled backups', () => {
  it('take a copy every interval, keep the newest BACKUP_KEEP, and the newest restores the database', async () => {
    const { database, env, reabrir, drop } = await abrir();
    let db = database;
    const dir = path.join(work, 'copias');
    const metricas = new Metricas();
    const servicios = new ServiciosExternos();
    try {
      const config = parseEnv({ ...env, BACKUP_INTERVAL_HOURS: '1', BACKUP_KEEP: '2', BACKUP_DIR: dir });
      let n = 0;
      // Each copy taken after one more player: copia1, copia2, copia3.
      await alta(db, `copia${++n}`);
      const copias = iniciarCopias({
        env: config,
        database: db,
        log: silencio,
        metricas,
        servicios,
        intervaloMs: 50,
        primeraEsperaMs: 0,
      });
      const tomadas: string[] = [];
      try {
        while (tomadas.length < 3) {
          const antes = copiasGuardadas(dir)[0];
          await vi.waitFor(() => expect(copiasGuardadas(dir)[0]).not.toBe(antes), { timeout: 120_000, interval: 20 });
          tomadas.push(copiasGuardadas(dir)[0]!);
          if (tomadas.length < 3) await alta(db, `copia${++n}`);
        }
      } finally {
        await copias.close();
      }
      // Retention: the two newest, and nothing half-written beside them.
      expect(readdirSync(dir).sort()).toEqual(
        copiasGuardadas(dir)
          .map((f) => path.basename(f))
          .sort(),
      );
      expect(copiasGuardadas(dir)).toHaveLength(2);
      expect(valor(await metricas.texto(), 'reparto_backups_total{result="ok"}')).toBeGreaterThanOrEqual(3);
      expect(servicios.informe().copias).toEqual({ status: 'ok' });

      // The newest copy holds everything up to its time; a change after it is gone once restored.
      const newest = copiasGuardadas(dir)[0]!;
      const enLaCopia = await nicks(db);
      expect(enLaCopia.length).toBeGreaterThanOrEqual(2);
      await alta(db, 'copiatarde');
      await db.close();
      await restore(newest, { env });
      db = await reabrir();
      expect(await nicks(db)).toEqual(enLaCopia);
    } finally {
      await db.close();
      await drop?.();
    }
  }, 600_000);

  it('a failed copy is degraded in readiness and counted in the metrics, until one succeeds', async () => {
    const { database, drop, env } = await abrir();
    const dir = path.join(work, 'sin-permiso');
    mkdirSync(dir, { recursive: true });
    const metricas = new Metricas();
    const servicios = new ServiciosExternos();
    // A file where the folder should be: the copy cannot be written.
    const bloqueada = path.join(dir, 'archivo');
    writeFileSync(bloqueada, 'no es una carpeta');
    chmodSync(bloqueada, 0o444);
    const config = parseEnv({ ...env, BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '2', BACKUP_DIR: bloqueada });
    const copias = iniciarCopias({ env: config, database, log: silencio, metricas, servicios });
    try {
      expect(await copias.ejecutar()).toBeNull();
      expect(servicios.informe().copias).toEqual({
        status: 'degraded',
        reason: 'La última copia de seguridad programada falló hace 0 min (ver el registro del servidor)',
      });
      const texto = await metricas.texto();
      expect(valor(texto, 'reparto_backups_total{result="error"}')).toBe(1);
      expect(valor(texto, 'reparto_backup_last_failed')).toBe(1);
    } finally {
      await copias.close();
    }
    // Once the folder can be written, the next copy clears it.
    const buena = iniciarCopias({
      env: { ...config, BACKUP_DIR: path.join(work, 'buena') },
      database,
      log: silencio,
      metricas,
      servicios,
    });
    try {
      expect(await buena.ejecutar()).toMatch(/reparto-.*\.(tar\.gz|dump)$/);
      expect(servicios.informe().copias).toEqual({ status: 'ok' });
      expect(valor(await metricas.texto(), 'reparto_backup_last_failed')).toBe(0);
    } finally {
      await buena.close();
      await database.close();
      await drop?.();
    }
  }, 300_000);
});
