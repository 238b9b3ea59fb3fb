// SQL of «Venta del botín» (docs/venta-botin.md): the tables `venta_botin` and `puja_botin`, and the
// wire row of a sale with its participants and bids (nicknames by join).
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { VentaBotin } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { jugador, pujaBotin, ventaBotin } from '../../db/schema.js';
import { findJugadores } from '../jugadores/jugadores.repository.js';

export type FilaVenta = typeof ventaBotin.$inferSelect;

export interface NuevaVenta {
  idPeriodo: number;
  valorMercado: number;
  cierre: Date;
  motivo: string;
  participantes: number[];
  creadaPor: number;
}

export async function insertVenta(tx: DbOrTx, v: NuevaVenta): Promise<FilaVenta> {
  const [row] = await tx.insert(ventaBotin).values(v).returning();
  return row!;
}

/** The sale's row, locked for the write that reads it (bids and the close queue behind each other). */
export async function bloquearVenta(tx: DbOrTx, idVenta: number): Promise<FilaVenta | null> {
  const [row] = await tx.select().from(ventaBotin).where(eq(ventaBotin.idVenta, idVenta)).for('update');
  return row ?? null;
}

export async function findVenta(db: DbOrTx, idVenta: number): Promise<FilaVenta | null> {
  const [row] = await db.select().from(ventaBotin).where(eq(ventaBotin.idVenta, idVenta));
  return row ?? null;
}

/** The sale's bids, oldest first. */
export async function pujasDe(db: DbOrTx, idVenta: number) {
  const rows = await db
    .select({
      idPuja: pujaBotin.idPuja,
      idPlayer: pujaBotin.idPlayer,
      nickname: jugador.nickname,
      pct: pujaBotin.pct,
      silver: pujaBotin.silver,
      creadaEn: pujaBotin.creadaEn,
    })
    .from(pujaBotin)
    .innerJoin(jugador, eq(jugador.idPlayer, pujaBotin.idPlayer))
    .where(eq(pujaBotin.idVenta, idVenta))
    .orderBy(asc(pujaBotin.idPuja));
  return rows.map((r) => ({ ...r, silver: Number(r.silver) }));
}

/** The player's highest bid on the sale (null: none yet). */
export async function mejorPujaDe(tx: DbOrTx, idVenta: number, idPlayer: number): Promise<number | null> {
  const [row] = await tx
    .select({ silver: sql<string | number | null>`max(${pujaBotin.silver})` })
    .from(pujaBotin)
    .where(and(eq(pujaBotin.idVenta, idVenta), eq(pujaBotin.idPlayer, idPlayer)));
  return row?.silver === null || row?.silver === undefined ? null : Number(row.silver);
}

export async function insertPuja(tx: DbOrTx, p: { idVenta: number; idPlayer: number; pct: number | null; silver: number }) {
  const [row] = await tx.insert(pujaBotin).values(p).returning();
  return row!;
}

export async function marcarCerrada(
  tx: DbOrTx,
  idVenta: number,
  cierre:
    | { estado: 'desierta' }
    | { estado: 'vendida'; idPlayerComprador: number; silverGanador: number; pago: number; idDistribucion: number },
): Promise<void> {
  await tx
    .update(ventaBotin)
    .set({ ...cierre, cerrada: new Date() })
    .where(eq(ventaBotin.idVenta, idVenta));
}

/** The ids of the open sales whose deadline passed (the closing job's list). */
export async function ventasVencidas(db: DbOrTx, ahora: Date): Promise<number[]> {
  const rows = await db
    .select({ idVenta: ventaBotin.idVenta })
    .from(ventaBotin)
    .where(and(eq(ventaBotin.estado, 'abierta'), lte(ventaBotin.cierre, ahora)))
    .orderBy(asc(ventaBotin.idVenta));
  return rows.map((r) => r.idVenta);
}

/** The period's sales, newest first. */
export async function ventasDelPeriodo(db: DbOrTx, idPeriodo: number): Promise<FilaVenta[]> {
  return db.select().from(ventaBotin).where(eq(ventaBotin.idPeriodo, idPeriodo)).orderBy(desc(ventaBotin.idVenta));
}

/** A sale's wire row: its participants by nickname (in their order) and its bids, the highest first. */
export async function toVentaBotin(db: DbOrTx, v: FilaVenta): Promise<VentaBotin> {
  const [pujas, jugadores] = await Promise.all([pujasDe(db, v.idVenta), findJugadores(db, v.participantes)]);
  const nombres = new Map(jugadores.map((j) => [j.idPlayer, j.nickname]));
  return {
    id_venta: v.idVenta,
    id_periodo: v.idPeriodo,
    valor_mercado: Number(v.valorMercado),
    cierre: v.cierre.toISOString(),
    motivo: v.motivo,
    participantes: v.participantes.map((id) => ({ id_player: id, nickname: nombres.get(id) ?? '' })),
    estado: v.estado,
    comprador: v.idPlayerComprador === null ? null : (nombres.get(v.idPlayerComprador) ?? null),
    pago: v.pago === null ? null : Number(v.pago),
    id_distribucion: v.idDistribucion,
    pujas: pujas
      .sort((a, b) => b.silver - a.silver || a.creadaEn.getTime() - b.creadaEn.getTime() || a.idPuja - b.idPuja)
      .map((p) => ({
        id_puja: p.idPuja,
        nickname: p.nickname,
        pct: p.pct,
        silver: p.silver,
        creada_en: p.creadaEn.toISOString(),
      })),
  };
}
