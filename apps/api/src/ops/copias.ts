// Scheduled backups inside the server (docs/decisions/008-scheduled-backups.md, docs/deploy.md): every
// BACKUP_INTERVAL_HOURS a copy of the whole database goes into BACKUP_DIR (DATA_DIR/copias by default)
// and only the newest BACKUP_KEEP are kept. The same copies as `npm run backup` (cli/backup.ts):
// pg_dump with DATABASE_URL, PGlite's own dump of its folder otherwise — taken here from the engine
// the server has open, which only this process can do. A copy is written under a temporary name and
// renamed when whole; a failed one is logged, counted in the metrics and shown as `degraded` in
// GET /api/ready until the next one succeeds.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.js';
import { cerrarCarpeta } from '../paths.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import type { Metricas } from './metricas.js';
import type { ServiciosExternos } from './servicios.js';

/** `reparto-2026-11-26T10-00-00-000Z.tar.gz` (embedded) or `.dump` (PostgreSQL): sorted by name = by time. */
const COPIA = /^reparto-\d{4}-\d{2}-\d{2}T[\d-]+Z\.(tar\.gz|dump)$/;
/** The first copy after a start waits at least this long (the start itself is not slowed). */
export const PRIMERA_ESPERA_MS = 60_000;

export interface CopiasOptions {
  env: Pick<Env, 'BACKUP_INTERVAL_HOURS' | 'BACKUP_KEEP' | 'BACKUP_DIR' | 'DATA_DIR' | 'DATABASE_URL'> & Partial<Env>;
  database: Database;
  log: Logger;
  metricas?: Metricas | undefined;
  servicios?: ServiciosExternos | undefined;
  /** Tests: the interval in ms instead of hours, and the wait before the first copy. */
  intervaloMs?: number;
  primeraEsperaMs?: number;
  now?: () => number;
}

export interface Copias {
  /** Takes one copy now and applies the retention; resolves with its file (null when it failed). */
  ejecutar(): Promise<string | null>;
  close(): Promise<void>;
}

export const carpetaDeCopias = (env: CopiasOptions['env']) => path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'copias'));

/** The copies of the folder, newest first. */
export function copiasGuardadas(dir: string): string[] {
  let nombres: string[];
  try {
    nombres = readdirSync(dir);
  } catch {
    return [];
  }
  return nombres
    .filter((n) => COPIA.test(n))
    .sort()
    .reverse()
    .map((n) => path.join(dir, n));
}

export function iniciarCopias(opts: CopiasOptions): Copias {
  const { env, database, log, metricas, servicios } = opts;
  const now = opts.now ?? Date.now;
  const intervaloMs = opts.intervaloMs ?? env.BACKUP_INTERVAL_HOURS * 3_600_000;
  const dir = carpetaDeCopias(env);
  // The copies hold the whole database: the folder and every copy are the owner's alone, those of an
  // older install too (docs/deploy.md, «Permisos de los archivos»).
  const abiertos = cerrarCarpeta(dir);
  if (abiertos.length > 0)
    log.warn(
      { carpeta: dir, archivos: abiertos.length },
      'no se pudo quitar el acceso de otros usuarios a las copias: revise su dueño',
    );
  if (intervaloMs <= 0) return { ejecutar: async () => null, close: async () => undefined };
  let ultimoFallo: { en: number } | null = null;
  servicios?.registrar('copias', () =>
    ultimoFallo
      ? {
          status: 'degraded',
          reason: `La última copia de seguridad programada falló hace ${Math.round((now() - ultimoFallo.en) / 60_000)} min (ver el registro del servidor)`,
        }
      : { status: 'ok' },
  );

  async function copiar(destino: string): Promise<void> {
    if (database.pglite) {
      // The running engine's own folder, after a checkpoint; queries wait while it is read.
      await database.pglite.query('checkpoint');
      const dump = await database.pglite.dumpDataDir('gzip');
      writeFileSync(destino, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } else {
      // Loaded only here: respaldo.ts brings PGlite, which a server on PostgreSQL never holds.
      const { backup } = await import('./respaldo.js');
      await backup(destino, { env: { ...process.env, DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR } });
    }
  }

  let enCurso: Promise<string | null> | null = null;
  const ejecutar = () =>
    (enCurso ??= (async () => {
      const nombre = `reparto-${new Date(now()).toISOString().replace(/[:.]/g, '-')}.${database.pglite ? 'tar.gz' : 'dump'}`;
      const final = path.join(dir, nombre);
      const temporal = `${final}.tmp`;
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        await copiar(temporal);
        renameSync(temporal, final);
        for (const vieja of copiasGuardadas(dir).slice(env.BACKUP_KEEP)) rmSync(vieja, { force: true });
        ultimoFallo = null;
        metricas?.copias.inc({ result: 'ok' });
        metricas?.copiaFallida.set(0);
        metricas?.ultimaCopia.set(Math.floor(now() / 1000));
        log.info({ archivo: final, bytes: statSync(final).size }, 'copia de seguridad programada guardada');
        return final;
      } catch (error) {
        try {
          rmSync(temporal, { force: true });
        } catch {
          // the folder itself is what failed
        }
        ultimoFallo = { en: now() };
        metricas?.copias.inc({ result: 'error' });
        metricas?.copiaFallida.set(1);
        log.error({ err: error, carpeta: dir }, 'la copia de seguridad programada falló');
        return null;
      }
    })().finally(() => {
      enCurso = null;
    }));

  // The next copy is due one interval after the newest one in the folder (a restart does not put it off).
  const ultima = copiasGuardadas(dir)[0];
  const desdeUltima = ultima ? now() - statSync(ultima).mtimeMs : Infinity;
  const primera = Math.max(opts.primeraEsperaMs ?? PRIMERA_ESPERA_MS, intervaloMs - desdeUltima);
  let timer: NodeJS.Timeout | null = null;
  let cerrado = false;
  const programar = (ms: number) => {
    timer = setTimeout(() => {
      void ejecutar().then(() => {
        if (!cerrado) programar(intervaloMs);
      });
    }, ms);
    timer.unref();
  };
  programar(primera);
  log.info({ carpeta: dir, cadaHoras: env.BACKUP_INTERVAL_HOURS, conservar: env.BACKUP_KEEP }, 'copias de seguridad programadas');
  return {
    ejecutar,
    async close() {
      cerrado = true;
      if (timer) clearTimeout(timer);
      // A copy in progress finishes before the database closes.
      await enCurso;
    },
  };
}
