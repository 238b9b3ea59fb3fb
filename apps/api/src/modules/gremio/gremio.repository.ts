// SQL of the guild's row (docs/ajustes-gremio.md): read it, seed it from the environment once, save a
// change. One row today (id 1); the alliances issue adds more.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gremio } from '../../db/schema.js';
import type { Gremio } from './gremio.js';

/** The one guild of this deployment. */
export const ID_GREMIO = 1;

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
  const q = db.select(columnas).from(gremio).where(eq(gremio.idGremio, ID_GREMIO));
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
    .where(and(eq(gremio.idGremio, ID_GREMIO), isNull(gremio.sembrado)))
    .returning({ id: gremio.idGremio });
  return filas.length > 0;
}

export async function guardarGremio(tx: DbOrTx, cambios: Partial<Gremio>): Promise<void> {
  await tx
    .update(gremio)
    .set({ ...aColumnas(cambios), fechaCambio: sql`now()` })
    .where(eq(gremio.idGremio, ID_GREMIO));
}

/** The iCal feed's secret (docs/calendario.md, «Feed iCal»); null until first made. */
export async function leerTokenCalendario(db: DbOrTx): Promise<string | null> {
  const [fila] = await db.select({ token: gremio.tokenCalendario }).from(gremio).where(eq(gremio.idGremio, ID_GREMIO));
  return fila?.token ?? null;
}

/** Stores `token` as the feed's secret only if there is none yet; answers the one stored (this or an earlier one). */
export async function crearTokenCalendario(db: DbOrTx, token: string): Promise<string> {
  await db
    .update(gremio)
    .set({ tokenCalendario: token })
    .where(and(eq(gremio.idGremio, ID_GREMIO), isNull(gremio.tokenCalendario)));
  return (await leerTokenCalendario(db)) ?? token;
}

/** Replaces the feed's secret (the leader's renewal: the old links stop working). */
export async function guardarTokenCalendario(tx: DbOrTx, token: string): Promise<void> {
  await tx.update(gremio).set({ tokenCalendario: token }).where(eq(gremio.idGremio, ID_GREMIO));
}
