// Reads, inside the writing transaction, what a notification tells (nicknames, place, houses): the
// services pass only ids, so that each of their write points needs a single line.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

async function filas<T extends Record<string, unknown>>(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(query)).rows as T[];
}

export async function distribucion(tx: DbOrTx, idDistribucion: number) {
  const [row] = await filas<{
    id_periodo: number;
    motivo: string;
    silver: number | string;
    silver_unitario: number | string;
    encargado: string;
    razon: string | null;
  }>(
    tx,
    sql`select d.id_periodo, d.motivo, d.silver, d.silver_unitario, j.nickname as encargado, d.razon_eliminacion as razon
        from distribucion d join jugador j on j.id_player = d.id_player_encargado
        where d.id_distribucion = ${idDistribucion}`,
  );
  if (!row) return undefined;
  const jugadores = await filas<{ nickname: string; silver_unitario: number | string }>(
    tx,
    sql`select j.nickname, dj.silver_unitario from distribucion_jugador dj join jugador j on j.id_player = dj.id_player
        where dj.id_distribucion = ${idDistribucion} order by j.nickname`,
  );
  // Weighted shares differ from player to player: the message gives their range.
  const partes = jugadores.map((j) => Number(j.silver_unitario));
  const menor = Math.min(...partes);
  const mayor = Math.max(...partes);
  return {
    idPeriodo: Number(row.id_periodo),
    motivo: row.motivo,
    silver: Number(row.silver),
    silverUnitario: partes.length > 0 && menor !== mayor ? menor : Number(row.silver_unitario),
    ...(partes.length > 0 && menor !== mayor ? { silverMaximo: mayor } : {}),
    encargado: row.encargado,
    razon: row.razon ?? '',
    jugadores: jugadores.map((j) => j.nickname),
  };
}

export async function periodo(tx: DbOrTx, idPeriodo: number) {
  const [row] = await filas<{ lugar: string; distribuidor: string | null }>(
    tx,
    sql`select l.lugar, j.nickname as distribuidor
        from periodo p join lugar_distribucion l on l.id_lugar_distribucion = p.id_lugar_distribucion
        left join jugador j on j.id_player = p.id_player_distribuidor
        where p.id_periodo = ${idPeriodo}`,
  );
  if (!row) return undefined;
  const casas = await filas<{ nombre: string; cofres: number }>(
    tx,
    sql`select c.nombre_casa as nombre, c.cantidad_cofres as cofres
        from periodo_casa pc join casa c on c.id_casa = pc.id_casa
        where pc.id_periodo = ${idPeriodo} order by c.nombre_casa`,
  );
  return {
    lugar: row.lugar,
    distribuidor: row.distribuidor ?? '',
    casas: casas.map((c) => ({ ...c, cofres: Number(c.cofres) })),
  };
}

export async function pago(tx: DbOrTx, idPeriodo: number, idPlayer: number) {
  const [row] = await filas<{ nickname: string; silver: number | string }>(
    tx,
    sql`select j.nickname, p.silver from pago p join jugador j on j.id_player = p.id_player
        where p.id_periodo = ${idPeriodo} and p.id_player = ${idPlayer}`,
  );
  return row ? { jugador: row.nickname, silver: Number(row.silver) } : undefined;
}
