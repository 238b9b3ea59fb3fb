// The Discord identity of an account (docs/integraciones.md, "Discord login"): its writes, here in the
// cuentas module, the one writer of the `cuenta` table; «Entrar con Discord» (modules/auth/) calls them.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cuenta } from '../../db/schema.js';

/** A new account of a player, signed in with Discord (no password). */
export async function insertCuentaDiscord(
  tx: Tx,
  values: { idPlayer: number; discordUserId: string; discordNombre: string; discordTokens: string | null },
): Promise<number> {
  const [row] = await tx.insert(cuenta).values(values).returning({ idCuenta: cuenta.idCuenta });
  return row!.idCuenta;
}

/** Sets (or, with nulls, removes) an account's Discord identity and tokens. */
export async function setDiscord(
  tx: DbOrTx,
  idCuenta: number,
  values: { discordUserId?: string | null; discordNombre?: string | null; discordTokens?: string | null },
  opciones: { terminarSesiones?: boolean } = {},
): Promise<void> {
  await tx
    .update(cuenta)
    .set({ ...values, ...(opciones.terminarSesiones ? { tokenVersion: sql`${cuenta.tokenVersion} + 1` } : {}) })
    .where(eq(cuenta.idCuenta, idCuenta));
}
