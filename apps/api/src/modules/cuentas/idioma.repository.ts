// SQL of an account's language (docs/idiomas.md): the one the member chose in the web, kept on the
// account so it follows them to another browser.
import { eq } from 'drizzle-orm';
import type { Idioma } from '@reparto/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cuenta } from '../../db/schema.js';

/** The account's language (null: never chosen), or undefined when there is no such account. */
export async function leerIdiomaCuenta(db: DbOrTx, idCuenta: number): Promise<Idioma | null | undefined> {
  const [row] = await db.select({ idioma: cuenta.idioma }).from(cuenta).where(eq(cuenta.idCuenta, idCuenta));
  return row ? row.idioma : undefined;
}

/** The account's language, its row locked until the transaction ends. */
export async function lockIdiomaCuenta(tx: Tx, idCuenta: number): Promise<Idioma | null | undefined> {
  const [row] = await tx.select({ idioma: cuenta.idioma }).from(cuenta).where(eq(cuenta.idCuenta, idCuenta)).for('update');
  return row ? row.idioma : undefined;
}

export async function setIdiomaCuenta(tx: Tx, idCuenta: number, idioma: Idioma): Promise<void> {
  await tx.update(cuenta).set({ idioma }).where(eq(cuenta.idCuenta, idCuenta));
}
