// Test-only helpers of the periods area: periods and distributions written straight to the database,
// so that these tests do not depend on the distributions module (built in its own issue).
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { distribucion, distribucionJugador, periodo } from '../../db/schema.js';

let codigo = 100_000;

/**
 * A period in the given state. For an open one (state 3) any open period already on that place is
 * finalized first, since the database allows one open period per place.
 */
export async function seedPeriodo(
  db: Db,
  input: {
    idLugar: number;
    idCuentaCreador: number;
    estado?: number;
    idPlayerDistribuidor?: number | null;
    silverAlbion?: number;
    fechaInicial?: Date;
  },
): Promise<number> {
  const estado = input.estado ?? ESTADO_PERIODO.ABIERTO;
  if (estado === ESTADO_PERIODO.ABIERTO) {
    await db
      .update(periodo)
      .set({ idEstadoDistribucion: ESTADO_PERIODO.FINALIZADO })
      .where(and(eq(periodo.idLugarDistribucion, input.idLugar), eq(periodo.idEstadoDistribucion, ESTADO_PERIODO.ABIERTO)));
  }
  const [row] = await db
    .insert(periodo)
    .values({
      idLugarDistribucion: input.idLugar,
      idEstadoDistribucion: estado,
      idCuentaCreador: input.idCuentaCreador,
      idPlayerDistribuidor: input.idPlayerDistribuidor ?? null,
      silverAlbion: input.silverAlbion ?? 0,
      fechaFinal: estado === ESTADO_PERIODO.ABIERTO ? null : new Date(),
      ...(input.fechaInicial ? { fechaInicial: input.fechaInicial } : {}),
    })
    .returning({ id: periodo.idPeriodo });
  return row!.id;
}

/** A distribution with its player rows (silver_unitario = floor(silver / players), DESIGN §2). */
export async function seedDistribucion(
  db: Db,
  input: {
    idPeriodo: number;
    encargado: { idCuenta: number; idPlayer: number };
    players: number[];
    silver: number;
    fecha?: Date;
    estado?: boolean;
  },
): Promise<number> {
  const fecha = input.fecha ?? new Date();
  const estado = input.estado ?? true;
  const unitario = Math.floor(input.silver / input.players.length);
  const [d] = await db
    .insert(distribucion)
    .values({
      idPeriodo: input.idPeriodo,
      codigo: codigo++,
      fecha,
      motivo: 'Contenido de prueba',
      silver: input.silver,
      silverUnitario: unitario,
      idCuentaEncargado: input.encargado.idCuenta,
      idPlayerEncargado: input.encargado.idPlayer,
      estado,
      razonEliminacion: estado ? null : 'Eliminada en la prueba',
    })
    .returning({ id: distribucion.idDistribucion });
  await db.insert(distribucionJugador).values(
    input.players.map((idPlayer) => ({
      idDistribucion: d!.id,
      idPlayer,
      idPeriodo: input.idPeriodo,
      fecha,
      estado,
      silverUnitario: unitario,
    })),
  );
  return d!.id;
}

export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000);
