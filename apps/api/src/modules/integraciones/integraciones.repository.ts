// SQL of the integrations area: active players for the membership re-check, and its stored result
// (an audit row: the API is stateless, several instances read the same answer).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditoria, jugador } from '../../db/schema.js';

export const REVISION_ENTIDAD = 'membresia_albion';
export const REVISION_ACCION = 'revisar';

export async function listJugadoresActivos(db: DbOrTx): Promise<{ idPlayer: number; nickname: string }[]> {
  return db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname })
    .from(jugador)
    .where(eq(jugador.estado, true))
    .orderBy(jugador.idPlayer);
}

/** Of these players, the ones still active, with their current nickname. */
export async function jugadoresActivos(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ idPlayer: jugador.idPlayer, nickname: jugador.nickname })
    .from(jugador)
    .where(and(inArray(jugador.idPlayer, ids), eq(jugador.estado, true)));
  return new Map(rows.map((r) => [r.idPlayer, r.nickname]));
}

export async function ultimaRevisionGuardada(db: DbOrTx): Promise<{ fecha: Date; despues: unknown } | undefined> {
  const [row] = await db
    .select({ fecha: auditoria.fecha, despues: auditoria.despues })
    .from(auditoria)
    .where(and(eq(auditoria.entidad, REVISION_ENTIDAD), eq(auditoria.accion, REVISION_ACCION)))
    .orderBy(desc(auditoria.idAuditoria))
    .limit(1);
  return row;
}
