// SQL of re-pricing the regear claims a split template priced (docs/calendario.md, «Plantillas de
// reparto»): the plantillas module calls it when a template's regear part changes.
import { sql } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { jugador, periodo, reclamoRegear } from '../../db/schema.js';

/**
 * Re-prices the pending claims of open periods that a split template priced (docs/calendario.md,
 * «Plantillas de reparto»), with its new version's regear part: `precio` of the rules' amount. Locks
 * them, writes the changed ones with the new version, and answers those that changed.
 */
export async function repreciarReclamosDePlantilla(
  tx: DbOrTx,
  idPlantilla: number,
  version: number,
  precio: (silverReglas: number) => number,
): Promise<{ idReclamo: number; idPeriodo: number; idPlayer: number; nickname: string; antes: number; despues: number }[]> {
  const { rows } = await tx.execute<{
    id_reclamo: number;
    id_periodo: number;
    id_player: number;
    nickname: string;
    silver: number | string;
    silver_reglas: number | string;
  }>(sql`
    select r.id_reclamo, r.id_periodo, r.id_player, j.nickname, r.silver, r.silver_reglas
    from ${reclamoRegear} r
      join ${periodo} p on p.id_periodo = r.id_periodo
      join ${jugador} j on j.id_player = r.id_player
    where r.id_plantilla = ${idPlantilla} and r.estado = 'pendiente' and p.id_estado_distribucion = ${ESTADO_PERIODO.ABIERTO}
    order by r.id_reclamo
    for update of r`);
  const todos = rows.map((r) => ({
    idReclamo: Number(r.id_reclamo),
    idPeriodo: Number(r.id_periodo),
    idPlayer: Number(r.id_player),
    nickname: r.nickname,
    antes: Number(r.silver),
    despues: precio(Number(r.silver_reglas)),
  }));
  if (todos.length > 0) {
    await tx.execute(sql`
      update ${reclamoRegear} r set silver = x.silver, plantilla_version = ${version}
      from unnest(${sql.param(todos.map((c) => c.idReclamo))}::int[], ${sql.param(todos.map((c) => c.despues))}::bigint[])
        as x(id, silver)
      where r.id_reclamo = x.id`);
  }
  return todos.filter((c) => c.antes !== c.despues);
}
