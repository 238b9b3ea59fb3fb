// The guilds whose background work runs (docs/deploy.md, «Operador»): a suspended guild's outboxes,
// reminders and jobs wait until the operator reactivates it. The loops that work per guild ask here.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** The ids of the guilds not suspended, in id order. */
export async function gremiosActivos(db: DbOrTx): Promise<number[]> {
  const { rows } = await db.execute<{ id_gremio: number }>(
    sql`select id_gremio from gremio where suspendido is null order by id_gremio`,
  );
  return rows.map((r) => Number(r.id_gremio));
}

/** Whether guild `idGremio` exists and is not suspended. */
export async function gremioActivo(db: DbOrTx, idGremio: number): Promise<boolean> {
  const { rows } = await db.execute<{ activo: boolean }>(
    sql`select exists (select 1 from gremio where id_gremio = ${idGremio} and suspendido is null) as activo`,
  );
  return rows[0]?.activo === true;
}
