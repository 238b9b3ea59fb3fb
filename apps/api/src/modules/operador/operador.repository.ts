// SQL of the host's operator (docs/deploy.md, «Operador»): the deployment's guilds with their quotas and
// what they hold, a new guild's row, its suspension and quotas. Every statement names its guild
// (`where id_gremio = …`): the operator acts across guilds, with or without row-level security.
import { sql } from 'drizzle-orm';
import type { GremioOperador } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';

type FilaGremio = {
  id_gremio: number;
  nombre: string;
  slug: string;
  suspendido: Date | string | null;
  cuota_miembros: number | null;
  cuota_auditoria_meses: number | null;
  miembros: number;
  meses_auditoria: number;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toGremioOperador = (f: FilaGremio): GremioOperador => ({
  idGremio: Number(f.id_gremio),
  nombre: f.nombre,
  slug: f.slug,
  suspendido: iso(f.suspendido),
  cuotaMiembros: f.cuota_miembros === null ? null : Number(f.cuota_miembros),
  cuotaAuditoriaMeses: f.cuota_auditoria_meses === null ? null : Number(f.cuota_auditoria_meses),
  miembros: Number(f.miembros),
  mesesAuditoria: Number(f.meses_auditoria),
});

/** The guilds with their active players and the months of audit they store (from the oldest row, this month counting). */
function gremios(db: DbOrTx, filtro: ReturnType<typeof sql>) {
  return db.execute<FilaGremio>(sql`
    select g.id_gremio, g.nombre, g.slug, g.suspendido, g.cuota_miembros, g.cuota_auditoria_meses,
      (select count(*)::int from jugador j where j.id_gremio = g.id_gremio and j.estado) as miembros,
      coalesce((
        select (extract(year from age(date_trunc('month', now()), date_trunc('month', min(a.fecha)))) * 12
              + extract(month from age(date_trunc('month', now()), date_trunc('month', min(a.fecha)))) + 1)::int
          from auditoria a where a.id_gremio = g.id_gremio
      ), 0) as meses_auditoria
    from gremio g
    where ${filtro}
    order by g.id_gremio`);
}

export async function listarGremios(db: DbOrTx): Promise<GremioOperador[]> {
  return (await gremios(db, sql`true`)).rows.map(toGremioOperador);
}

export async function leerGremio(db: DbOrTx, idGremio: number): Promise<GremioOperador | undefined> {
  const [fila] = (await gremios(db, sql`g.id_gremio = ${idGremio}`)).rows;
  return fila && toGremioOperador(fila);
}

/** The guild's row locked for a change (suspension, quotas); undefined when there is none. */
export async function bloquearGremio(
  tx: DbOrTx,
  idGremio: number,
): Promise<{ suspendido: string | null; cuotaMiembros: number | null; cuotaAuditoriaMeses: number | null } | undefined> {
  const { rows } = await tx.execute<Pick<FilaGremio, 'suspendido' | 'cuota_miembros' | 'cuota_auditoria_meses'>>(sql`
    select suspendido, cuota_miembros, cuota_auditoria_meses from gremio where id_gremio = ${idGremio} for update`);
  const f = rows[0];
  return (
    f && {
      suspendido: iso(f.suspendido),
      cuotaMiembros: f.cuota_miembros === null ? null : Number(f.cuota_miembros),
      cuotaAuditoriaMeses: f.cuota_auditoria_meses === null ? null : Number(f.cuota_auditoria_meses),
    }
  );
}

export async function slugOcupado(db: DbOrTx, slug: string): Promise<boolean> {
  const { rows } = await db.execute<{ hay: boolean }>(sql`select exists (select 1 from gremio where slug = ${slug}) as hay`);
  return rows[0]?.hay === true;
}

/** A new guild's row (its id from the sequence); `sembrado` now: the environment seeds only the first guild. */
export async function insertarGremio(tx: DbOrTx, valores: { nombre: string; slug: string }): Promise<number> {
  const { rows } = await tx.execute<{ id_gremio: number }>(sql`
    insert into gremio (nombre, slug, sembrado) values (${valores.nombre}, ${valores.slug}, now())
    returning id_gremio`);
  return Number(rows[0]!.id_gremio);
}

export async function fijarSuspension(tx: DbOrTx, idGremio: number, suspendido: boolean): Promise<void> {
  await tx.execute(sql`
    update gremio set suspendido = ${suspendido ? sql`now()` : sql`null`}, fecha_cambio = now() where id_gremio = ${idGremio}`);
}

export async function fijarCuotas(
  tx: DbOrTx,
  idGremio: number,
  cuotas: { cuotaMiembros: number | null; cuotaAuditoriaMeses: number | null },
): Promise<void> {
  await tx.execute(sql`
    update gremio set cuota_miembros = ${cuotas.cuotaMiembros}, cuota_auditoria_meses = ${cuotas.cuotaAuditoriaMeses},
      fecha_cambio = now()
    where id_gremio = ${idGremio}`);
}
