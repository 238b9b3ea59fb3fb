// SQL of the loot valuation (docs/botin.md): the stored valuations (table valoracion_botin, this
// module's), the attendance session's members a filter needs (read here: one owner per query), and the
// lock and link a new distribution makes (distribuciones/vincular.ts).
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { distribucion, intervaloAsistencia, jugador, sesionAsistencia, valoracionBotin } from '../../db/schema.js';

/** How long an unlinked valuation is kept (a day). */
export const VALORACION_SIN_VINCULAR_MS = 24 * 60 * 60_000;

/**
 * A session as the filter needs it: its window and its members' names in lower case (the recorded
 * names and the nicknames of the players they matched). Null: no such session.
 */
export async function sesionParaFiltro(
  db: DbOrTx,
  idSesion: number,
): Promise<{ inicio: Date; fin: Date | null; nombres: Set<string> } | null> {
  const [s] = await db
    .select({ inicio: sesionAsistencia.inicio, fin: sesionAsistencia.fin })
    .from(sesionAsistencia)
    .where(eq(sesionAsistencia.idSesion, idSesion));
  if (!s) return null;
  const rows = await db
    .selectDistinct({ nombre: intervaloAsistencia.nombre, nickname: jugador.nickname })
    .from(intervaloAsistencia)
    .leftJoin(jugador, eq(jugador.idPlayer, intervaloAsistencia.idPlayer))
    .where(eq(intervaloAsistencia.idSesion, idSesion));
  const nombres = new Set<string>();
  for (const r of rows) {
    nombres.add(r.nombre.trim().toLowerCase());
    if (r.nickname) nombres.add(r.nickname.trim().toLowerCase());
  }
  return { inicio: s.inicio, fin: s.fin, nombres };
}

export interface NuevaValoracion {
  idCuenta: number;
  texto: string;
  filtro: unknown;
  items: unknown;
  lineasInvalidas: unknown;
  pctVendido: number;
  valor: number;
}

export async function insertValoracion(tx: DbOrTx, v: NuevaValoracion): Promise<number> {
  const [row] = await tx.insert(valoracionBotin).values(v).returning({ id: valoracionBotin.idValoracion });
  return row!.id;
}

/** Removes the valuations no distribution linked, older than a day; answers how many. */
export async function borrarValoracionesViejas(tx: DbOrTx, ahora = new Date()): Promise<number> {
  const limite = new Date(ahora.getTime() - VALORACION_SIN_VINCULAR_MS);
  const rows = await tx
    .delete(valoracionBotin)
    .where(and(isNull(valoracionBotin.idDistribucion), lt(valoracionBotin.fecha, limite)))
    .returning({ id: valoracionBotin.idValoracion });
  return rows.length;
}

/**
 * A valuation locked for linking: who made it, its value and the distribution it is linked to, with
 * whether that one is live (a deleted distribution's valuation may be linked again, as «Corregir» does).
 * Null: none.
 */
export async function lockValoracion(tx: DbOrTx, idValoracion: number) {
  const [row] = await tx
    .select({
      idCuenta: valoracionBotin.idCuenta,
      valor: valoracionBotin.valor,
      idDistribucion: valoracionBotin.idDistribucion,
      viva: sql<
        boolean | null
      >`(select d.estado from ${distribucion} d where d.id_distribucion = valoracion_botin.id_distribucion)`,
    })
    .from(valoracionBotin)
    .where(eq(valoracionBotin.idValoracion, idValoracion))
    .for('update');
  return row ?? null;
}

export async function vincularValoracion(tx: DbOrTx, idValoracion: number, idDistribucion: number): Promise<void> {
  await tx.update(valoracionBotin).set({ idDistribucion }).where(eq(valoracionBotin.idValoracion, idValoracion));
}
