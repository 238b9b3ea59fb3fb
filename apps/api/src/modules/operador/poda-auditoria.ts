// The host's quota of audit (docs/deploy.md, «Cuotas»): on the leader instance only (ops/lider.ts; the
// job `poda-auditoria`), every few hours, each active guild with `cuota_auditoria_meses` loses its audit
// rows older than that many months. Per guild, in its own transaction, idempotent: a second run finds
// nothing to delete. Each pruning that deleted rows leaves one audit row saying how many (no account).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conGremio, fijarGremioEnTx } from '../../lib/gremio-contexto.js';
import { Bucle } from '../../lib/bucle.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { gremiosActivos } from '../../lib/gremios-activos.js';
import type { Logger } from '../../lib/logger.js';

export const PODA_AUDITORIA_MS = 6 * 60 * 60_000;

/** Deletes each active guild's audit beyond its quota; answers the rows deleted per guild (only those with some). */
export async function podarAuditoria(db: Db, ahora = new Date()): Promise<Map<number, number>> {
  const borradas = new Map<number, number>();
  const activos = await gremiosActivos(db);
  const { rows } = await db.execute<{ id_gremio: number; meses: number }>(sql`
    select id_gremio, cuota_auditoria_meses as meses from gremio
    where cuota_auditoria_meses is not null and id_gremio = any(${sql.param(activos)}::int[])
    order by id_gremio`);
  for (const { id_gremio, meses } of rows) {
    const idGremio = Number(id_gremio);
    const n = await conGremio(idGremio, () =>
      escribir(db, async (tx) => {
        await fijarGremioEnTx(tx, idGremio);
        const { rows: fuera } = await tx.execute<{ n: number }>(sql`
          with borradas as (
            delete from auditoria
            where id_gremio = ${idGremio} and fecha < ${ahora.toISOString()}::timestamptz - make_interval(months => ${Number(meses)})
            returning 1
          )
          select count(*)::int as n from borradas`);
        const cuantas = Number(fuera[0]?.n ?? 0);
        if (cuantas === 0) return sinCambios(0);
        return {
          resultado: cuantas,
          auditoria: [
            { idCuenta: null, accion: 'podar', entidad: 'auditoria', despues: { borradas: cuantas, meses: Number(meses) } },
          ],
          cambio: null,
        };
      }),
    );
    if (n.resultado > 0) borradas.set(idGremio, n.resultado);
  }
  return borradas;
}

/** The job (ops/lider.ts `Tarea`): prunes at start and then every `intervaloMs`. */
export function tareaPodaAuditoria(db: Db, log: Pick<Logger, 'warn' | 'info'>, intervaloMs = PODA_AUDITORIA_MS) {
  const bucle = new Bucle(
    async () => {
      const borradas = await podarAuditoria(db);
      for (const [idGremio, n] of borradas)
        log.info({ idGremio, borradas: n }, 'auditoria: filas antiguas borradas por la cuota');
      return intervaloMs;
    },
    { pollMs: intervaloMs, log, error: 'poda de la auditoría: error' },
  );
  return { iniciar: () => bucle.start(), detener: () => bucle.stop() };
}
