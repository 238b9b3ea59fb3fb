// SQL of the leavers' purge (docs/integraciones.md, «Bajas»): `fuera_gremio`, each player the membership
// re-check found out of the Albion guild — since when, last seen out, when the purge switched them off.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { fueraGremio, jugador } from '../../db/schema.js';
import type { ModoBaja } from '@reparto/contract';

/** This run's answers: `fuera` are out (a new one counts from `ahora`), `dentro` are back (their row goes). */
export async function anotarRevision(tx: Tx, fuera: readonly number[], dentro: readonly number[], ahora: Date): Promise<void> {
  if (dentro.length > 0) await tx.delete(fueraGremio).where(inArray(fueraGremio.idPlayer, [...dentro]));
  if (fuera.length === 0) return;
  await tx
    .insert(fueraGremio)
    .values(fuera.map((idPlayer) => ({ idPlayer, desde: ahora, visto: ahora })))
    .onConflictDoUpdate({ target: fueraGremio.idPlayer, set: { visto: sql`excluded.visto` } });
}

/** Active players out of the guild and not switched off yet, since at most `hasta` (all: null), oldest first. */
export function fueraSinBaja(db: DbOrTx, hasta: Date | null) {
  return db
    .select({ idPlayer: fueraGremio.idPlayer, nickname: jugador.nickname, desde: fueraGremio.desde })
    .from(fueraGremio)
    .innerJoin(jugador, eq(jugador.idPlayer, fueraGremio.idPlayer))
    .where(and(eq(jugador.estado, true), isNull(fueraGremio.baja), hasta ? lte(fueraGremio.desde, hasta) : undefined))
    .orderBy(asc(fueraGremio.desde), asc(fueraGremio.idPlayer));
}

/** The player's row, locked; undefined when they are back or already switched off. */
export async function lockFueraSinBaja(tx: Tx, idPlayer: number) {
  const [row] = await tx
    .select({ desde: fueraGremio.desde })
    .from(fueraGremio)
    .where(and(eq(fueraGremio.idPlayer, idPlayer), isNull(fueraGremio.baja)))
    .for('update');
  return row;
}

export async function marcarBaja(tx: Tx, idPlayer: number, ahora: Date, modo: Exclude<ModoBaja, 'no'>): Promise<void> {
  await tx.update(fueraGremio).set({ baja: ahora, modo }).where(eq(fueraGremio.idPlayer, idPlayer));
}
