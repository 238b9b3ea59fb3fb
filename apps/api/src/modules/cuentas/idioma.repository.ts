// SQL of an account's own preferences: its language (docs/idiomas.md), the one the member chose in the
// web, kept on the account so it follows them to another browser, and whether it receives Discord
// direct messages (docs/integraciones.md), with the note of the first one Discord refused.
import { eq } from 'drizzle-orm';
import type { Idioma } from '@reparto/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cuenta } from '../../db/schema.js';

/** The account's language (null: never chosen), or undefined when there is no such account. */
export async function leerIdiomaCuenta(db: DbOrTx, idCuenta: number): Promise<Idioma | null | undefined> {
  const [row] = await db.select({ idioma: cuenta.idioma }).from(cuenta).where(eq(cuenta.idCuenta, idCuenta));
  return row ? row.idioma : undefined;
}

/** The account's preferences the member sets themself. */
export interface Preferencias {
  idioma: Idioma | null;
  avisosMd: boolean;
}

/** The account's direct messages: on or off, and when Discord first refused one (null: never). */
export async function leerAvisosMd(db: DbOrTx, idCuenta: number): Promise<{ avisosMd: boolean; mdRechazado: Date | null }> {
  const [row] = await db
    .select({ avisosMd: cuenta.avisosMd, mdRechazado: cuenta.mdRechazado })
    .from(cuenta)
    .where(eq(cuenta.idCuenta, idCuenta));
  return row ?? { avisosMd: true, mdRechazado: null };
}

/** One preference of the account, its row locked until the transaction ends; undefined when there is no such account. */
export async function lockPreferencia<K extends keyof Preferencias>(
  tx: Tx,
  idCuenta: number,
  campo: K,
): Promise<Preferencias[K] | undefined> {
  const [row] = await tx.select({ valor: cuenta[campo] }).from(cuenta).where(eq(cuenta.idCuenta, idCuenta)).for('update');
  return row ? (row.valor as Preferencias[K]) : undefined;
}

export async function setPreferencia<K extends keyof Preferencias>(
  tx: Tx,
  idCuenta: number,
  campo: K,
  valor: Preferencias[K],
): Promise<void> {
  await tx
    .update(cuenta)
    .set({ [campo]: valor })
    .where(eq(cuenta.idCuenta, idCuenta));
}
