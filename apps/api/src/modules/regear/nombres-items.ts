// Item names in the reader's language (docs/regear.md, «Nombres de los objetos»): read from the
// `nombre_item` table, and the ones it lacks asked of gameinfo when deaths are listed, at most
// NOMBRES_POR_PETICION a request, waited for at most ESPERA_NOMBRES_MS (a lookup that answers later is
// still kept for the next list). An item gameinfo does not know, or gameinfo down, leaves the item's id.
import { inArray, sql } from 'drizzle-orm';
import type { Idioma, ItemRegear } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { nombreItem } from '../../db/schema.js';
import { itemBase, type NombresItem, type NombresItems } from '../../adapters/albion/nombres-items.js';

/** New names asked of gameinfo by one request (a first list of ten deaths has about sixty distinct items). */
export const NOMBRES_POR_PETICION = 24;
/** How long a list waits for the names it asked for. */
export const ESPERA_NOMBRES_MS = 2_000;

/** An item gameinfo did not know (a row without names) is asked again after a day. */
export const DESCONOCIDO_MS = 24 * 60 * 60_000;

const SIN_NOMBRES: NombresItem = { es: null, en: null, 'pt-BR': null };

/** The stored names of `ids` (base ids); an unknown item's row counts for a day. */
async function leerNombres(db: DbOrTx, ids: readonly string[]): Promise<Map<string, NombresItem>> {
  if (ids.length === 0) return new Map();
  const filas = await db
    .select()
    .from(nombreItem)
    .where(inArray(nombreItem.item, [...ids]));
  const desde = Date.now() - DESCONOCIDO_MS;
  return new Map(
    filas
      .filter((f) => f.es !== null || f.en !== null || f.ptBr !== null || f.fecha.getTime() > desde)
      .map((f) => [f.item, { es: f.es, en: f.en, 'pt-BR': f.ptBr }]),
  );
}

async function guardarNombre(db: DbOrTx, item: string, n: NombresItem): Promise<void> {
  const valores = { es: n.es, en: n.en, ptBr: n['pt-BR'] };
  await db
    .insert(nombreItem)
    .values({ item, ...valores })
    .onConflictDoUpdate({ target: nombreItem.item, set: { ...valores, fecha: sql`now()` } });
}

/**
 * One name asked of gameinfo and kept (an item it does not know, as a row without names: not asked again
 * for a day); null when gameinfo fails (not kept: asked again on the next list).
 */
async function pedirNombre(db: DbOrTx, fuente: NombresItems, item: string): Promise<NombresItem | null> {
  try {
    const n = (await fuente.nombres(item)) ?? SIN_NOMBRES;
    await guardarNombre(db, item, n);
    return n;
  } catch {
    return null;
  }
}

/** The ids each source is being asked for: another list neither asks for them again nor waits for them. */
const pidiendo = new WeakMap<NombresItems, Set<string>>();

/**
 * The names of `items` (base ids): stored ones, and up to NOMBRES_POR_PETICION missing ones asked of
 * `fuente` (none without it) and not already being asked by another list, waited for at most `esperaMs`.
 */
export async function nombresDe(
  db: DbOrTx,
  fuente: NombresItems | undefined,
  items: readonly string[],
  esperaMs = ESPERA_NOMBRES_MS,
): Promise<Map<string, NombresItem>> {
  const ids = [...new Set(items.map(itemBase))];
  const nombres = await leerNombres(db, ids);
  if (!fuente) return nombres;
  let enCurso = pidiendo.get(fuente);
  if (!enCurso) pidiendo.set(fuente, (enCurso = new Set()));
  const faltan = ids.filter((id) => !nombres.has(id) && !enCurso.has(id)).slice(0, NOMBRES_POR_PETICION);
  if (faltan.length === 0) return nombres;
  let plazo: ReturnType<typeof setTimeout> | undefined;
  const pedidos = Promise.all(
    faltan.map(async (id) => {
      enCurso.add(id);
      try {
        const n = await pedirNombre(db, fuente, id);
        if (n) nombres.set(id, n);
      } finally {
        enCurso.delete(id);
      }
    }),
  );
  await Promise.race([pedidos, new Promise<void>((resolve) => (plazo = setTimeout(resolve, esperaMs)))]);
  clearTimeout(plazo);
  return new Map(nombres);
}

/** The name of an item in `idioma` (else Spanish, else English), or undefined. */
export function nombreEn(n: NombresItem | undefined, idioma: Idioma): string | undefined {
  return n?.[idioma] ?? n?.es ?? n?.en ?? undefined;
}

/** `items` with their `nombre` in `idioma` where one is known. */
export function conNombres(items: ItemRegear[], nombres: ReadonlyMap<string, NombresItem>, idioma: Idioma): ItemRegear[] {
  return items.map((i) => {
    const nombre = nombreEn(nombres.get(itemBase(i.item)), idioma);
    return nombre === undefined ? i : { ...i, nombre };
  });
}
