// Queries of attendance sessions and their intervals (docs/asistencia.md). Minutes are computed here
// (SQL for the lists) or in asistencia.service.ts (a session's detail), never stored.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { intervaloAsistencia, jugador, sesionAsistencia } from '../../db/schema.js';

export type SesionFila = typeof sesionAsistencia.$inferSelect;
export type IntervaloFila = typeof intervaloAsistencia.$inferSelect;

export async function insertSesion(db: DbOrTx, fila: typeof sesionAsistencia.$inferInsert): Promise<SesionFila> {
  const [row] = await db.insert(sesionAsistencia).values(fila).returning();
  return row!;
}

export async function findSesion(db: DbOrTx, idSesion: number): Promise<SesionFila | null> {
  const [row] = await db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, idSesion));
  return row ?? null;
}

/** The session, its row locked until the transaction ends (ending it twice at once ends it once). */
export async function lockSesion(db: DbOrTx, idSesion: number): Promise<SesionFila | null> {
  const [row] = await db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, idSesion)).for('update');
  return row ?? null;
}

export async function sesionAbiertaDelCanal(db: DbOrTx, idCanal: string): Promise<SesionFila | null> {
  const [row] = await db
    .select()
    .from(sesionAsistencia)
    .where(and(eq(sesionAsistencia.idCanal, idCanal), isNull(sesionAsistencia.fin)));
  return row ?? null;
}

/** Sessions still recording (every channel the recorder follows). */
export async function sesionesAbiertas(db: DbOrTx): Promise<SesionFila[]> {
  return db.select().from(sesionAsistencia).where(isNull(sesionAsistencia.fin)).orderBy(asc(sesionAsistencia.idSesion));
}

/** Sessions still recording whose maximum has passed at `ahora`. */
export async function sesionesVencidas(db: DbOrTx, ahora: Date): Promise<SesionFila[]> {
  return db
    .select()
    .from(sesionAsistencia)
    .where(and(isNull(sesionAsistencia.fin), lte(sesionAsistencia.finPrevisto, ahora)))
    .orderBy(asc(sesionAsistencia.idSesion));
}

export async function setFin(db: DbOrTx, idSesion: number, fin: Date): Promise<void> {
  await db.update(sesionAsistencia).set({ fin }).where(eq(sesionAsistencia.idSesion, idSesion));
}

export async function intervalosDeSesion(db: DbOrTx, idSesion: number): Promise<IntervaloFila[]> {
  return db
    .select()
    .from(intervaloAsistencia)
    .where(eq(intervaloAsistencia.idSesion, idSesion))
    .orderBy(asc(intervaloAsistencia.entrada), asc(intervaloAsistencia.idIntervalo));
}

export async function intervalosAbiertos(db: DbOrTx, idSesion: number): Promise<IntervaloFila[]> {
  return db
    .select()
    .from(intervaloAsistencia)
    .where(and(eq(intervaloAsistencia.idSesion, idSesion), isNull(intervaloAsistencia.salida)));
}

/** Opens intervals; one already open for the same member (another instance, a repeat) is left as it is. */
export async function abrirIntervalos(db: DbOrTx, filas: (typeof intervaloAsistencia.$inferInsert)[]): Promise<number> {
  if (filas.length === 0) return 0;
  const rows = await db
    .insert(intervaloAsistencia)
    .values(filas)
    .onConflictDoNothing()
    .returning({ id: intervaloAsistencia.idIntervalo });
  return rows.length;
}

export async function cerrarIntervalos(db: DbOrTx, ids: number[], salida: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(intervaloAsistencia)
    .set({ salida })
    .where(and(inArray(intervaloAsistencia.idIntervalo, ids), isNull(intervaloAsistencia.salida)))
    .returning({ id: intervaloAsistencia.idIntervalo });
  return rows.length;
}

export async function cerrarAbiertosDeSesion(db: DbOrTx, idSesion: number, salida: Date): Promise<void> {
  await db
    .update(intervaloAsistencia)
    .set({ salida })
    .where(and(eq(intervaloAsistencia.idSesion, idSesion), isNull(intervaloAsistencia.salida)));
}

/** Seconds of an interval inside its session, to `ahora` while either is open. */
const segundos = (ahora: Date) => sql`greatest(0, extract(epoch from (
    least(coalesce(${intervaloAsistencia.salida}, ${sesionAsistencia.fin}, ${ahora}::timestamptz), coalesce(${sesionAsistencia.fin}, ${ahora}::timestamptz))
    - greatest(${intervaloAsistencia.entrada}, ${sesionAsistencia.inicio}))))`;
const duracionMin = (ahora: Date) =>
  sql<number>`floor(extract(epoch from (coalesce(${sesionAsistencia.fin}, ${ahora}::timestamptz) - ${sesionAsistencia.inicio})) / 60)::int`;

export async function listarSesiones(db: DbOrTx, page: number, porPagina: number) {
  const miembros = sql<number>`(select count(distinct i.id_discord)::int from ${intervaloAsistencia} i where i.id_sesion = ${sesionAsistencia.idSesion})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id_sesion: sesionAsistencia.idSesion,
        canal: sesionAsistencia.canal,
        inicio: sesionAsistencia.inicio,
        fin: sesionAsistencia.fin,
        iniciada_por: sesionAsistencia.iniciadaPor,
        miembros,
        id_distribucion: sesionAsistencia.idDistribucion,
      })
      .from(sesionAsistencia)
      .orderBy(desc(sesionAsistencia.inicio), desc(sesionAsistencia.idSesion))
      .limit(porPagina)
      .offset((page - 1) * porPagina),
    db.select({ n: sql<number>`count(*)::int` }).from(sesionAsistencia),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Contents attended since `desde` per player (at least one whole minute), most first. */
export async function participacion(db: DbOrTx, desde: Date, ahora: Date, limite: number) {
  const minutos = sql<number>`floor(sum(${segundos(ahora)}) / 60)::int`;
  const porSesion = db
    .select({ idPlayer: intervaloAsistencia.idPlayer, idSesion: intervaloAsistencia.idSesion, minutos: minutos.as('minutos') })
    .from(intervaloAsistencia)
    .innerJoin(sesionAsistencia, eq(sesionAsistencia.idSesion, intervaloAsistencia.idSesion))
    .where(and(sql`${intervaloAsistencia.idPlayer} is not null`, sql`${sesionAsistencia.inicio} >= ${desde}::timestamptz`))
    .groupBy(intervaloAsistencia.idPlayer, intervaloAsistencia.idSesion)
    .as('ps');
  return db
    .select({
      id_player: jugador.idPlayer,
      nickname: jugador.nickname,
      contenidos: sql<number>`count(*)::int`,
      minutos: sql<number>`sum(${porSesion.minutos})::int`,
    })
    .from(porSesion)
    .innerJoin(jugador, eq(jugador.idPlayer, porSesion.idPlayer))
    .where(sql`${porSesion.minutos} >= 1`)
    .groupBy(jugador.idPlayer, jugador.nickname)
    .orderBy(sql`count(*) desc`, sql`sum(${porSesion.minutos}) desc`, asc(jugador.nickname))
    .limit(limite);
}

/** A player's sessions, newest first, with their minutes in each; and how many since `desde`. */
export async function asistenciaJugador(db: DbOrTx, idPlayer: number, page: number, porPagina: number, desde: Date, ahora: Date) {
  const base = db
    .select({
      id_sesion: sesionAsistencia.idSesion,
      canal: sesionAsistencia.canal,
      inicio: sesionAsistencia.inicio,
      fin: sesionAsistencia.fin,
      duracion: duracionMin(ahora).as('duracion'),
      minutos: sql<number>`floor(sum(${segundos(ahora)}) / 60)::int`.as('minutos'),
      id_distribucion: sesionAsistencia.idDistribucion,
    })
    .from(intervaloAsistencia)
    .innerJoin(sesionAsistencia, eq(sesionAsistencia.idSesion, intervaloAsistencia.idSesion))
    .where(eq(intervaloAsistencia.idPlayer, idPlayer))
    .groupBy(sesionAsistencia.idSesion)
    .as('a');
  const [rows, [totales]] = await Promise.all([
    db
      .select()
      .from(base)
      .orderBy(desc(base.inicio), desc(base.id_sesion))
      .limit(porPagina)
      .offset((page - 1) * porPagina),
    db
      .select({
        count: sql<number>`count(*)::int`,
        recientes: sql<number>`(count(*) filter (where ${base.inicio} >= ${desde}::timestamptz and ${base.minutos} >= 1))::int`,
      })
      .from(base),
  ]);
  return { rows, count: totales?.count ?? 0, contenidos30d: totales?.recientes ?? 0 };
}

export async function existeJugador(db: DbOrTx, idPlayer: number): Promise<boolean> {
  const [row] = await db.select({ id: jugador.idPlayer }).from(jugador).where(eq(jugador.idPlayer, idPlayer));
  return row !== undefined;
}
