// The reads «Mi cuenta» needs beyond the session and the player's page (docs/domain.md, "Mi cuenta").
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cargo } from '../../db/schema.js';

/** The names of these cargos (reference table `cargo`), by id. */
export async function nombresDeCargos(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cargo.idCargo, nombre: cargo.nombreCargo })
    .from(cargo)
    .where(inArray(cargo.idCargo, [...ids]));
  return new Map(rows.map((r) => [r.id, r.nombre]));
}
