// SQL of «Corregir» (docs/domain.md, "Distributions"): everything a distribution was created with, its
// template, event and fixed extras included (docs/calendario.md), for a new one to start from.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Desglose, DistribucionParaCorregir, ExtraDistribucion, OrigenDistribucion, RolEvento } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { distribucion, distribucionJugador, evento, eventoInscripcion, jugador } from '../../db/schema.js';

/** A distribution as it was created (its players in the order of their rows, weights in units). */
export async function paraCorregir(db: DbOrTx, idDistribucion: number): Promise<DistribucionParaCorregir | undefined> {
  const [row] = await db
    .select({
      motivo: distribucion.motivo,
      silver: distribucion.silver,
      desglose: distribucion.desglose,
      origen: distribucion.origen,
      idPlantilla: distribucion.idPlantilla,
      plantillaVersion: distribucion.plantillaVersion,
      idEvento: distribucion.idEvento,
      extras: distribucion.extras,
    })
    .from(distribucion)
    .where(eq(distribucion.idDistribucion, idDistribucion));
  if (!row) return undefined;
  const jugadores = await db
    .select({
      id_player: distribucionJugador.idPlayer,
      nickname: jugador.nickname,
      pesoDecimas: distribucionJugador.pesoDecimas,
      activo: jugador.estado,
      // Made from a calendar event: each player's sign-up (its role, standby) for the template's weights.
      rol: eventoInscripcion.rol,
      estadoInscripcion: eventoInscripcion.estado,
    })
    .from(distribucionJugador)
    .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
    .leftJoin(
      eventoInscripcion,
      and(
        eq(eventoInscripcion.idPlayer, distribucionJugador.idPlayer),
        eq(eventoInscripcion.idEvento, sql`${row.idEvento ?? 0}::int`),
      ),
    )
    .where(eq(distribucionJugador.idDistribucion, idDistribucion))
    .orderBy(asc(jugador.nickname));
  return {
    id_distribucion: idDistribucion,
    motivo: row.motivo,
    silver: row.silver,
    desglose: (row.desglose ?? null) as Desglose | null,
    jugadores: jugadores.map(({ pesoDecimas, rol, estadoInscripcion, ...j }) => ({
      ...j,
      peso: pesoDecimas / 10,
      ...(rol === null ? {} : { rol: rol as RolEvento, reserva: estadoInscripcion === 'reserva' }),
    })),
    origen: (row.origen ?? null) as OrigenDistribucion | null,
    // Only when there is one: a distribution made without a template answers exactly as before.
    ...(row.idPlantilla === null ? {} : { id_plantilla: row.idPlantilla, plantilla_version: row.plantillaVersion }),
    ...(row.idEvento === null ? {} : { id_evento: row.idEvento }),
    ...(row.extras === null ? {} : { extras: row.extras as ExtraDistribucion[] }),
  };
}

/** Whether a calendar event exists (a distribution made from it names it; docs/calendario.md). */
export async function existeEvento(db: DbOrTx, idEvento: number): Promise<boolean> {
  const [fila] = await db.select({ id: evento.idEvento }).from(evento).where(eq(evento.idEvento, idEvento));
  return fila !== undefined;
}
