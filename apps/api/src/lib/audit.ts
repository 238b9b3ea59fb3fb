// Append-only audit log (DESIGN §6): every write records who, when, what, before and after.
// There is deliberately no update or delete path for this table.
import { auditoria } from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';

export interface AuditEntry {
  idCuenta: number | null;
  accion: string;
  entidad: string;
  idEntidad?: string | number | null;
  antes?: unknown;
  despues?: unknown;
}

export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditoria).values({
    idCuenta: entry.idCuenta,
    accion: entry.accion,
    entidad: entry.entidad,
    idEntidad: entry.idEntidad === undefined || entry.idEntidad === null ? null : String(entry.idEntidad),
    antes: entry.antes ?? null,
    despues: entry.despues ?? null,
  });
}
