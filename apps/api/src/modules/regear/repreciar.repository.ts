// SQL of the regear claims a split template prices (docs/calendario.md, «Re-pricing regear claims»): the
// template of the event a death happened in (filing a claim), and re-pricing the claims it priced (the
// plantillas module calls it when a template's regear part changes).
import { sql } from 'drizzle-orm';
import { ESTADO_PERIODO, type ReglasPlantilla } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { evento, eventoInscripcion, jugador, periodo, plantilla, plantillaVersion, reclamoRegear } from '../../db/schema.js';

/** A template's regear part, as it prices a claim. */
export type RegearDePlantilla = { idPlantilla: number; version: number; regear: NonNullable<ReglasPlantilla['regear']> };

/**
 * The template that prices a death at `fecha` (docs/calendario.md, «Re-pricing regear claims»): the event
 * (not cancelled, with a template) whose start–end window holds it — the player's own event first (signed
 * up, confirmed or standby), then the latest start — at its template's current version, when that version
 * has a regear part; null otherwise (the guild's rules alone price it).
 */
export async function plantillaDeMuerte(db: DbOrTx, idPlayer: number, fecha: Date): Promise<RegearDePlantilla | null> {
  const { rows } = await db.execute<{ id_plantilla: number; version: number; regear: RegearDePlantilla['regear'] | null }>(sql`
    select e.id_plantilla, p.version, v.reglas -> 'regear' as regear
    from ${evento} e
      join ${plantilla} p on p.id_plantilla = e.id_plantilla
      join ${plantillaVersion} v on v.id_plantilla = p.id_plantilla and v.version = p.version
      left join ${eventoInscripcion} i on i.id_evento = e.id_evento and i.id_player = ${idPlayer}
        and i.estado in ('apuntado', 'confirmado', 'reserva')
    where e.estado <> 'cancelado' and e.inicio <= ${fecha.toISOString()} and e.fin >= ${fecha.toISOString()}
    order by (i.id_player is not null) desc, e.inicio desc, e.id_evento desc
    limit 1`);
  const r = rows[0];
  if (!r?.regear) return null;
  return { idPlantilla: Number(r.id_plantilla), version: Number(r.version), regear: r.regear };
}

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
