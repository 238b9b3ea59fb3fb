// The guilds an account belongs to (docs/alianzas.md, «Muchos gremios»): read by the login (how many
// guilds to offer) and by «Mi cuenta» («Sus gremios»), so it lives below both.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The guilds account `idCuenta` belongs to (docs/alianzas.md, «Muchos gremios»): the one of its player,
 * those where it holds a cargo, and those whose Discord server id is among `servidores` (the member's
 * Discord servers, when known); the suspended ones are left out. Its cargos in each, ascending.
 */
export async function gremiosDeCuenta(
  db: DbOrTx,
  idCuenta: number,
  servidores: readonly string[] = [],
): Promise<{ idGremio: number; slug: string; nombre: string; cargos: { id_cargo: number; nombre_cargo: string }[] }[]> {
  const { rows } = await db.execute<{
    id_gremio: number;
    slug: string;
    nombre: string;
    cargos: { id_cargo: number; nombre_cargo: string }[] | null;
  }>(sql`
    select g.id_gremio, g.slug, g.nombre,
           coalesce(jsonb_agg(jsonb_build_object('id_cargo', cc.id_cargo, 'nombre_cargo', ca.nombre_cargo) order by cc.id_cargo)
                      filter (where cc.id_cargo is not null), '[]') as cargos
      from gremio g
      left join cuenta_cargo cc on cc.id_gremio = g.id_gremio and cc.id_cuenta = ${idCuenta}
      left join cargo ca on ca.id_cargo = cc.id_cargo
     where g.suspendido is null
       and (cc.id_cuenta is not null
            or g.id_gremio = (select j.id_gremio from cuenta c join jugador j on j.id_player = c.id_player where c.id_cuenta = ${idCuenta})
            or g.discord_guild_id = any(${sql.param([...servidores])}::text[]))
     group by g.id_gremio
     order by g.id_gremio`);
  return rows.map((r) => ({ idGremio: Number(r.id_gremio), slug: r.slug, nombre: r.nombre, cargos: r.cargos ?? [] }));
}
