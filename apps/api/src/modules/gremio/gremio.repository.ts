// SQL of the guild's row (docs/ajustes-gremio.md): read it, seed it from the environment once, save a
// change. Always the row of the guild the code works for (lib/gremio-contexto.ts: the request's address,
// the job's guild; the default guild outside both), and the lookup of a guild by its address.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gremio } from '../../db/schema.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import type { Gremio } from './gremio.js';

const columnas = {
  nombre: gremio.nombre,
  discordGuildId: gremio.discordGuildId,
  albionGuildId: gremio.albionGuildId,
  impuestoCentesimas: gremio.impuestoCentesimas,
  idioma: gremio.idioma,
  avisarPagos: gremio.avisarPagos,
  modoPago: gremio.modoPago,
  canalOficiales: gremio.canalOficiales,
  sincronizarRoles: gremio.sincronizarRoles,
  etiquetaApodo: gremio.etiquetaApodo,
  canalRegistro: gremio.canalRegistro,
  bajaDias: gremio.bajaDias,
  bajaModo: gremio.bajaModo,
  canalCalendario: gremio.canalCalendario,
  recordatorioMin: gremio.recordatorioMin,
  sembrado: gremio.sembrado,
};

function aGremio(fila: { impuestoCentesimas: number } & Omit<Gremio, 'impuestoPct'>): Gremio {
  const { impuestoCentesimas, ...resto } = fila;
  return { ...resto, impuestoPct: impuestoCentesimas / 100 };
}

/** What a change of settings writes (the tax in hundredths: 12,5 % is 1250). */
function aColumnas(cambios: Partial<Gremio>) {
  const { impuestoPct, ...resto } = cambios;
  return { ...resto, ...(impuestoPct === undefined ? {} : { impuestoCentesimas: Math.round(impuestoPct * 100) }) };
}

/** The guild's row and whether the environment seeded it already; `lock`: for a change (FOR UPDATE). */
export async function leerGremio(db: DbOrTx, lock = false): Promise<{ gremio: Gremio; sembrado: boolean }> {
  const q = db.select(columnas).from(gremio).where(eq(gremio.idGremio, gremioODefecto()));
  const [fila] = lock ? await q.for('update') : await q;
  if (!fila) throw new Error('Falta la fila del gremio (migración 0018_gremio)');
  const { sembrado, ...resto } = fila;
  return { gremio: aGremio(resto), sembrado: sembrado !== null };
}

/** Seeds the row from the environment, once: false when another start already did. */
export async function sembrarGremio(db: DbOrTx, semilla: Partial<Gremio>): Promise<boolean> {
  const filas = await db
    .update(gremio)
    .set({ ...aColumnas(semilla), sembrado: sql`now()`, fechaCambio: sql`now()` })
    .where(and(eq(gremio.idGremio, gremioODefecto()), isNull(gremio.sembrado)))
    .returning({ id: gremio.idGremio });
  return filas.length > 0;
}

export async function guardarGremio(tx: DbOrTx, cambios: Partial<Gremio>): Promise<void> {
  await tx
    .update(gremio)
    .set({ ...aColumnas(cambios), fechaCambio: sql`now()` })
    .where(eq(gremio.idGremio, gremioODefecto()));
}

/** The iCal feed's secret (docs/calendario.md, «Feed iCal»); null until first made. */
export async function leerTokenCalendario(db: DbOrTx): Promise<string | null> {
  const [fila] = await db.select({ token: gremio.tokenCalendario }).from(gremio).where(eq(gremio.idGremio, gremioODefecto()));
  return fila?.token ?? null;
}

/** Stores `token` as the feed's secret only if there is none yet; answers the one stored (this or an earlier one). */
export async function crearTokenCalendario(db: DbOrTx, token: string): Promise<string> {
  await db
    .update(gremio)
    .set({ tokenCalendario: token })
    .where(and(eq(gremio.idGremio, gremioODefecto()), isNull(gremio.tokenCalendario)));
  return (await leerTokenCalendario(db)) ?? token;
}

/** Replaces the feed's secret (the leader's renewal: the old links stop working). */
export async function guardarTokenCalendario(tx: DbOrTx, token: string): Promise<void> {
  await tx.update(gremio).set({ tokenCalendario: token }).where(eq(gremio.idGremio, gremioODefecto()));
}

/** A guild as its address finds it (`/g/{slug}`): its id, whether it is suspended, its settings. */
export interface GremioDireccion {
  idGremio: number;
  slug: string;
  suspendido: boolean;
  ajustes: Gremio;
}

/** The guild whose address is `slug`; undefined when none is. */
export async function buscarPorSlug(db: DbOrTx, slug: string): Promise<GremioDireccion | undefined> {
  const [fila] = await db
    .select({ ...columnas, idGremio: gremio.idGremio, slug: gremio.slug, suspendido: gremio.suspendido })
    .from(gremio)
    .where(eq(gremio.slug, slug));
  if (!fila) return undefined;
  const { idGremio, slug: suyo, suspendido, sembrado: _sembrado, ...resto } = fila;
  return { idGremio, slug: suyo, suspendido: suspendido !== null, ajustes: aGremio(resto) };
}

/** The guilds by id: their address and name (an account's guilds, «Mi cuenta» and the picker). */
export async function direccionesDe(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ idGremio: number; slug: string; nombre: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ idGremio: gremio.idGremio, slug: gremio.slug, nombre: gremio.nombre })
    .from(gremio)
    .where(and(sql`${gremio.idGremio} = any(${sql.param([...ids])}::smallint[])`, isNull(gremio.suspendido)))
    .orderBy(gremio.idGremio);
}
