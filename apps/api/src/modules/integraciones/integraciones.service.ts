// Albion Online membership (docs/integraciones.md): the isMember answer with its Spanish message, and the
// scheduled re-check that lists active players no longer in the guild for the leader, notes since when
// each one is out (fuera_gremio) and then runs the leavers' purge (bajas.service.ts) as the guild says.
import { z } from 'zod';
import { type IsMemberResponse, type JugadorFuera, type RevisionMembresiaResponse } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { MembershipChecker, MembershipResult } from '../../adapters/membership.js';
import { escribir } from '../../lib/escritura.js';
import { errorLogFields } from '../../lib/errors.js';
import type { Frase } from '../../lib/mensajes.js';
import { jugadoresActivos, listJugadoresActivosPorId } from '../jugadores/jugadores.repository.js';
import * as repo from './integraciones.repository.js';
import { anotarRevision } from './bajas.repository.js';
import { aplicarBajas, type ContextoBajas } from './bajas.service.js';

/** The outcome of a check, for the UI to show as it is (in the language asked). */
function mensajeMembresia(result: MembershipResult): Frase {
  const { nickname, guild } = result;
  if (result.miembro) {
    return guild
      ? { codigo: 'albion.esMiembroDe', valores: { nickname, gremio: guild } }
      : { codigo: 'albion.esMiembro', valores: { nickname } };
  }
  if (result.encontrado === false) return { codigo: 'albion.noEncontrado', valores: { nickname } };
  return guild
    ? { codigo: 'albion.noMiembroDe', valores: { nickname, gremio: guild } }
    : { codigo: 'albion.noMiembroSinGremio', valores: { nickname } };
}

/** GET /api/jugadores/isMember: failures (504 timeout, 503 unreachable) come from the checker. */
export async function isMember(
  membership: MembershipChecker,
  nickname: string,
): Promise<Omit<IsMemberResponse, 'ok' | 'message'> & { message: Frase }> {
  if (!membership.configured) {
    return { miembro: null, nickname, guild: null, message: { codigo: 'albion.noConfigurada' } };
  }
  const result = await membership.check(nickname);
  return { miembro: result.miembro, nickname: result.nickname, guild: result.guild, message: mensajeMembresia(result) };
}

// ---------------------------------------------------------------------------------------------
// Scheduled re-check (ALBION_RECHECK_HOURS)

const StoredRevisionSchema = z.object({
  revisado: z.string(),
  fuera: z.array(z.object({ id_player: z.number(), nickname: z.string(), guild: z.string().nullable() })),
  revisados: z.number().optional(),
  errores: z.number().optional(),
});
export type StoredRevision = z.infer<typeof StoredRevisionSchema>;

export interface RevisionLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Checks every active player and stores who is no longer in the guild: the result, and since when each
 * one is out (a player back in the guild is cleared). A player whose check fails is left out of this run
 * (and counted); when every check fails nothing is stored. With `bajas` (the guild's settings and the
 * outbox's), the leavers' purge runs after.
 */
export async function revisarMembresia(
  db: Db,
  membership: MembershipChecker,
  options: { log?: RevisionLog; now?: () => Date; isStopped?: () => boolean; bajas?: ContextoBajas | undefined } = {},
): Promise<StoredRevision | null> {
  const { log, now = () => new Date(), isStopped = () => false } = options;
  const dentro: number[] = [];
  const jugadores = await listJugadoresActivosPorId(db);
  const fuera: JugadorFuera[] = [];
  let errores = 0;
  for (const j of jugadores) {
    // Shutting down: a partial run is not stored.
    if (isStopped()) return null;
    try {
      const result = await membership.check(j.nickname);
      if (!result.miembro) fuera.push({ id_player: j.idPlayer, nickname: j.nickname, guild: result.guild });
      else dentro.push(j.idPlayer);
    } catch (error) {
      errores++;
      log?.warn({ err: error, nickname: j.nickname }, 'revisión de membresía: no se pudo comprobar un jugador');
    }
  }
  if (isStopped()) return null;
  if (jugadores.length > 0 && errores === jugadores.length) {
    log?.warn({ errores }, 'revisión de membresía: Albion Online no respondió; no se guarda el resultado');
    return null;
  }
  const ahora = now();
  const revision: StoredRevision = { revisado: ahora.toISOString(), fuera, revisados: jugadores.length, errores };
  // Kept as an audit row (the last one is the stored result); no cached answer shows it (no change).
  await escribir(db, async (tx) => {
    await anotarRevision(
      tx,
      fuera.map((f) => f.id_player),
      dentro,
      ahora,
    );
    return {
      resultado: undefined,
      auditoria: [{ idCuenta: null, accion: repo.REVISION_ACCION, entidad: repo.REVISION_ENTIDAD, despues: revision }],
      cambio: null,
    };
  });
  const bajas = options.bajas ? await aplicarBajas(db, options.bajas, ahora) : 0;
  log?.info({ revisados: jugadores.length, fuera: fuera.length, errores, bajas }, 'revisión de membresía terminada');
  return revision;
}

async function leerRevision(db: Db): Promise<StoredRevision | null> {
  const row = await repo.ultimaRevisionGuardada(db);
  const parsed = StoredRevisionSchema.safeParse(row?.despues);
  return parsed.success ? parsed.data : null;
}

/** GET /api/jugadores/revisionMembresia: the last result, limited to players still active. */
export async function ultimaRevision(db: Db): Promise<Omit<RevisionMembresiaResponse, 'ok'>> {
  const revision = await leerRevision(db);
  if (!revision) return { revisado: null, fuera: [] };
  const activos = await jugadoresActivos(
    db,
    revision.fuera.map((f) => f.id_player),
  );
  const fuera = revision.fuera
    .filter((f) => activos.has(f.id_player))
    .map((f) => ({ ...f, nickname: activos.get(f.id_player)! }));
  return { revisado: revision.revisado, fuera };
}

/** Wait before the next run: `hours` after the last one, and at least `minDelayMs` after start. */
export function nextRunDelayMs(lastRun: Date | null, hours: number, now: Date, minDelayMs = 60_000): number {
  const period = hours * 3_600_000;
  if (!lastRun) return minDelayMs;
  return Math.max(minDelayMs, Math.min(period, lastRun.getTime() + period - now.getTime()));
}

export interface RecheckScheduler {
  stop(): void;
  /** Resolves when the run in progress, if any, is over (tests, shutdown). */
  idle(): Promise<void>;
}

/** Runs the re-check every `hours`, starting from the last stored run; never overlaps runs. */
export function startMembershipRecheck(options: {
  db: Db;
  membership: MembershipChecker;
  hours: number;
  log: RevisionLog & { error(obj: object, msg: string): void };
  minDelayMs?: number;
  /** The leavers' purge after each run (the guild's settings, the outbox's). */
  bajas?: ContextoBajas | undefined;
}): RecheckScheduler {
  const { db, membership, hours, log, bajas } = options;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, Math.min(delay, 2_147_483_647));
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      try {
        await revisarMembresia(db, membership, { log, isStopped: () => stopped, bajas });
      } catch (error) {
        log.error(errorLogFields(error), 'revisión de membresía: error');
      }
      schedule(hours * 3_600_000);
    })();
  };

  void (async () => {
    let last: Date | null = null;
    try {
      const stored = await leerRevision(db);
      last = stored ? new Date(stored.revisado) : null;
    } catch (error) {
      log.error(errorLogFields(error), 'revisión de membresía: no se pudo leer la última revisión');
    }
    const delay = nextRunDelayMs(last, hours, new Date(), options.minDelayMs);
    log.info({ horas: hours, enMinutos: Math.round(delay / 60_000) }, 'revisión de membresía programada');
    schedule(delay);
  })();

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    idle: () => running,
  };
}
