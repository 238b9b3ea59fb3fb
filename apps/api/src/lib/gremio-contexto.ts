// Which guild the code running now works for (docs/alianzas.md, «Muchos gremios»): a request sets it
// from its address (`/api/g/{slug}/…`, or the default guild for today's URLs), a background job from
// the row or job it handles. The database layer reads it to scope every transaction to that guild.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';

/** The deployment's default guild: the one today's URLs (without `/g/{slug}`) address. */
export const GREMIO_POR_DEFECTO = 1;

interface Contexto {
  idGremio: number;
}

const almacen = new AsyncLocalStorage<Contexto>();

/** Runs `fn` (and everything it awaits or schedules) for guild `idGremio`. */
export function conGremio<T>(idGremio: number, fn: () => T): T {
  if (!Number.isInteger(idGremio) || idGremio < 1) throw new Error(`Gremio no válido: ${idGremio}`);
  return almacen.run({ idGremio }, fn);
}

/** The guild of the code running now; undefined outside any request or job of a guild. */
export function gremioActual(): number | undefined {
  return almacen.getStore()?.idGremio;
}

/** The guild of the code running now, or the default guild when none was set. */
export function gremioODefecto(): number {
  return gremioActual() ?? GREMIO_POR_DEFECTO;
}

/** The setting the row-level security policies compare each row's `id_gremio` with. */
export const AJUSTE_GREMIO = 'app.gremio';

/**
 * Switches an open transaction to guild `idGremio` until it ends (`set_config(…, true)`): for the few
 * writes that touch several guilds in one transaction (an alliance's split posts to each guild's ledger).
 */
export async function fijarGremioEnTx(tx: { execute: (q: SQL) => Promise<unknown> }, idGremio: number): Promise<void> {
  if (!Number.isInteger(idGremio) || idGremio < 1) throw new Error(`Gremio no válido: ${idGremio}`);
  await tx.execute(sql`select set_config(${AJUSTE_GREMIO}, ${String(idGremio)}, true)`);
}

/**
 * The guild the open transaction works for, in SQL: the setting `fijarGremioEnTx` (or the request's
 * transaction) gave it, else the default guild. The ledger and the audit log write their rows' guild
 * with it, so that an alliance's split posts each guild's part under that guild.
 */
export const GREMIO_DE_LA_TX: SQL = sql`coalesce(nullif(current_setting(${AJUSTE_GREMIO}, true), '')::smallint, ${GREMIO_POR_DEFECTO}::smallint)`;

/**
 * A key of the process's memory or of a shared counter (the read cache's answers and scopes, the rate
 * limits, the idempotency keys) for guild `idGremio`: the default guild's as it always was, another
 * guild's prefixed with `g{id}:`, so that two guilds never share an entry (docs/alianzas.md).
 */
export function claveDelGremio(clave: string, idGremio: number = gremioODefecto()): string {
  return idGremio === GREMIO_POR_DEFECTO ? clave : `g${idGremio}:${clave}`;
}
