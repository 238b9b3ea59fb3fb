// The stored answers of writes sent with an `Idempotency-Key` (plugins/idempotency.ts): the only SQL on
// the `idempotencia` table.
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencia } from '../../db/schema.js';
import type { Frase } from '../../lib/mensajes.js';

export interface Intento {
  clave: string;
  idCuenta: number;
  ruta: string;
}

/** How long an answer is kept for a repeat of its intent. */
const VIGENCIA = sql`interval '1 day'`;
/** A first request that never answered (its process ended) lets its key go after this. */
const ABANDONO = sql`interval '2 minutes'`;

const deLaClave = (i: Intento) =>
  and(eq(idempotencia.clave, i.clave), eq(idempotencia.idCuenta, i.idCuenta), eq(idempotencia.ruta, i.ruta));

/**
 * Takes the key for a request (true), or false when another request holds it or answered it. Expired
 * rows go first: every key older than a day, and this key when its first request was abandoned.
 */
export async function reclamar(db: Db, intento: Intento, huella: string): Promise<boolean> {
  await db
    .delete(idempotencia)
    .where(
      or(
        lt(idempotencia.creado, sql`now() - ${VIGENCIA}`),
        and(deLaClave(intento), isNull(idempotencia.estado), lt(idempotencia.creado, sql`now() - ${ABANDONO}`)),
      ),
    );
  const rows = await db
    .insert(idempotencia)
    .values({ ...intento, huella })
    .onConflictDoNothing()
    .returning({ clave: idempotencia.clave });
  return rows.length > 0;
}

export async function leer(db: Db, intento: Intento) {
  const [row] = await db
    .select({
      huella: idempotencia.huella,
      estado: idempotencia.estado,
      respuesta: idempotencia.respuesta,
      cambio: idempotencia.cambio,
      frase: idempotencia.frase,
    })
    .from(idempotencia)
    .where(deLaClave(intento));
  return row ?? null;
}

/**
 * Keeps the answer (in Spanish), its `x-cambio` header when the write changed something, and the code
 * and values of its `message` (a repeat in another language is rendered from them), for the repeats.
 */
export async function guardar(
  db: Db,
  intento: Intento,
  estado: number,
  respuesta: string,
  cambio: string | null = null,
  frase: Frase | null = null,
): Promise<void> {
  await db.update(idempotencia).set({ estado, respuesta, cambio, frase }).where(deLaClave(intento));
}

/** Lets the key go (the request failed on our side): a repeat runs again. */
export async function soltar(db: Db, intento: Intento): Promise<void> {
  await db.delete(idempotencia).where(deLaClave(intento));
}
