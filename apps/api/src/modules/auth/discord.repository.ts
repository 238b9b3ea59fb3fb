// SQL of «Entrar con Discord» (docs/integraciones.md, "Discord login"): the login states (state +
// PKCE verifier + the browser's cookie hash), the one-time codes, the first logins waiting for the
// leader's approval, and reads of the Discord identity of an account (its writes: the cuentas module's
// identidad-discord.repository.ts).
import { and, asc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { SolicitudDiscordRow } from '@reparto/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cuenta, discordEstado, discordIngreso, discordSolicitud, jugador } from '../../db/schema.js';

/** How long a state and a one-time code live. */
export const VIDA_ESTADO_MS = 10 * 60_000;

export async function guardarEstado(
  db: DbOrTx,
  values: { estado: string; verificador: string; idCuenta: number | null; navegador: string },
): Promise<void> {
  // Expired ones go with every new login: the table never grows.
  await db.delete(discordEstado).where(lt(discordEstado.expira, new Date()));
  await db.insert(discordEstado).values({ ...values, expira: new Date(Date.now() + VIDA_ESTADO_MS) });
}

/** The state, removed in the same statement (single-use); null when unknown or expired. */
export async function tomarEstado(db: DbOrTx, estado: string) {
  const [row] = await db.delete(discordEstado).where(eq(discordEstado.estado, estado)).returning();
  return row && row.expira.getTime() > Date.now() ? row : null;
}

export type Ingreso = typeof discordIngreso.$inferSelect;

export async function guardarIngreso(db: DbOrTx, values: Omit<Ingreso, 'expira'>): Promise<void> {
  await db.delete(discordIngreso).where(lt(discordIngreso.expira, new Date()));
  await db.insert(discordIngreso).values({ ...values, expira: new Date(Date.now() + VIDA_ESTADO_MS) });
}

/** The code's row, removed in the same statement (single-use); null when unknown or expired. */
export async function tomarIngreso(db: DbOrTx, codigoHash: string): Promise<Ingreso | null> {
  const [row] = await db.delete(discordIngreso).where(eq(discordIngreso.codigoHash, codigoHash)).returning();
  return row && row.expira.getTime() > Date.now() ? row : null;
}

/** The code's row if still valid, without using it up. */
export async function leerIngreso(db: DbOrTx, codigoHash: string): Promise<Ingreso | null> {
  const [row] = await db
    .select()
    .from(discordIngreso)
    .where(and(eq(discordIngreso.codigoHash, codigoHash), gt(discordIngreso.expira, new Date())));
  return row ?? null;
}

/** The account a player has, with how it signs in (null: none). */
export async function cuentaDelJugador(db: DbOrTx, idPlayer: number) {
  const [row] = await db
    .select({
      idCuenta: cuenta.idCuenta,
      email: cuenta.email,
      discordUserId: cuenta.discordUserId,
      activa: cuenta.activa,
    })
    .from(cuenta)
    .where(eq(cuenta.idPlayer, idPlayer))
    .for('update');
  return row ?? null;
}

export async function tokensDe(db: DbOrTx, idCuenta: number): Promise<string | null> {
  const [row] = await db.select({ t: cuenta.discordTokens }).from(cuenta).where(eq(cuenta.idCuenta, idCuenta));
  return row?.t ?? null;
}

/** Whether any account (active or not) holds the Discord identity. */
export async function tieneCuentaDiscord(db: DbOrTx, discordUserId: string): Promise<boolean> {
  const [row] = await db.select({ id: cuenta.idCuenta }).from(cuenta).where(eq(cuenta.discordUserId, discordUserId));
  return row !== undefined;
}

/** Discord accounts (no password) that hold tokens: the ones the roles re-check reads (discord-roles.ts). */
export function cuentasDiscordConTokens(db: DbOrTx): Promise<{ discordUserId: string }[]> {
  return db
    .select({ discordUserId: sql<string>`${cuenta.discordUserId}` })
    .from(cuenta)
    .where(
      and(isNull(cuenta.passwordHash), isNotNull(cuenta.discordTokens), isNotNull(cuenta.discordUserId), eq(cuenta.activa, true)),
    )
    .orderBy(asc(cuenta.idCuenta));
}

// The first logins waiting for the leader's approval (docs/integraciones.md, "Primer acceso").

export type Solicitud = typeof discordSolicitud.$inferSelect;

/** The member's request for a player: a new one, or the same member's earlier one replaced. */
export async function guardarSolicitud(tx: Tx, values: Omit<Solicitud, 'idSolicitud' | 'creada' | 'idGremio'>): Promise<void> {
  await tx
    .insert(discordSolicitud)
    .values(values)
    .onConflictDoUpdate({
      target: discordSolicitud.discordUserId,
      set: { discordNombre: values.discordNombre, nombres: values.nombres, idPlayer: values.idPlayer, creada: sql`now()` },
    });
}

/** Removes the member's request, if any (the member got a player some other way). */
export async function quitarSolicitudDe(tx: Tx, discordUserId: string): Promise<void> {
  await tx.delete(discordSolicitud).where(eq(discordSolicitud.discordUserId, discordUserId));
}

/** The nickname of the member's request still waiting, if any. */
export async function solicitudDe(db: DbOrTx, discordUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ nickname: jugador.nickname })
    .from(discordSolicitud)
    .innerJoin(jugador, eq(jugador.idPlayer, discordSolicitud.idPlayer))
    .where(eq(discordSolicitud.discordUserId, discordUserId));
  return row?.nickname ?? null;
}

/** The request, removed in the same statement (approved or rejected once); null when unknown. */
export async function tomarSolicitud(tx: Tx, idSolicitud: number): Promise<Solicitud | null> {
  const [row] = await tx.delete(discordSolicitud).where(eq(discordSolicitud.idSolicitud, idSolicitud)).returning();
  return row ?? null;
}

/** The queue of the accounts screen, oldest first. */
export async function listSolicitudes(db: DbOrTx): Promise<SolicitudDiscordRow[]> {
  const rows = await db
    .select({
      id_solicitud: discordSolicitud.idSolicitud,
      discord: discordSolicitud.discordNombre,
      nombres: discordSolicitud.nombres,
      id_player: discordSolicitud.idPlayer,
      nickname: jugador.nickname,
      tuvoCuenta: sql<boolean>`exists (select 1 from ${cuenta} c where c.id_player = ${discordSolicitud.idPlayer})`,
      creada: discordSolicitud.creada,
    })
    .from(discordSolicitud)
    .innerJoin(jugador, eq(jugador.idPlayer, discordSolicitud.idPlayer))
    .orderBy(asc(discordSolicitud.creada), asc(discordSolicitud.idSolicitud));
  return rows.map((r) => ({
    ...r,
    coincide: r.nombres.includes(r.nickname.toLocaleLowerCase('es')),
    creada: r.creada.toISOString(),
  }));
}
