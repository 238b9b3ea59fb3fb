// SQL of the integrations: the membership re-check's stored result (an audit row: the API is
// stateless, several instances read the same answer). Players come from the jugadores repository.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditoria } from '../../db/schema.js';

export const REVISION_ENTIDAD = 'membresia_albion';
export const REVISION_ACCION = 'revisar';

export async function ultimaRevisionGuardada(db: DbOrTx): Promise<{ fecha: Date; despues: unknown } | undefined> {
  const [row] = await db
    .select({ fecha: auditoria.fecha, despues: auditoria.despues })
    .from(auditoria)
    .where(and(eq(auditoria.entidad, REVISION_ENTIDAD), eq(auditoria.accion, REVISION_ACCION)))
    .orderBy(desc(auditoria.idAuditoria))
    .limit(1);
  return row;
}
