// SQL of the calendar (docs/calendario.md, «Calendario (eventos e inscripciones)»): tables `evento` and
// `evento_inscripcion`, and the plain reads of what an event names (its place, its template, its
// attendance session). The template's own writes are modules/plantillas'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Evento, EstadoInscripcion, HuecosEvento, Inscripcion, RolEvento } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import { evento, eventoInscripcion, lugarDistribucion, plantilla, sesionAsistencia } from '../../db/schema.js';

export type EventoFila = typeof evento.$inferSelect;
export type InscripcionFila = typeof eventoInscripcion.$inferSelect;

/** The wire's shape of the events with these ids, their sign-ups included (in the order asked). */
async function eventosConInscripciones(db: DbOrTx, condicion: ReturnType<typeof sql>): Promise<Evento[]> {
  const { rows } = await db.execute<{
    id_evento: number;
    titulo: string;
    id_plantilla: number | null;
    plantilla: string | null;
    id_lugar_distribucion: number;
    lugar: string;
    inicio: Date | string;
    fin: Date | string;
    cierre_inscripcion: Date | string;
    huecos: HuecosEvento;
    nota: string | null;
    privado: boolean;
    estado: Evento['estado'];
    creador: string;
    id_distribucion: number | null;
    id_sesion: number | null;
  }>(sql`
    select e.id_evento, e.titulo, e.id_plantilla, p.nombre as plantilla, e.id_lugar_distribucion, l.lugar,
           e.inicio, e.fin, e.cierre_inscripcion, e.huecos, e.nota, e.privado, e.estado,
           coalesce(jc.nickname, '') as creador,
           (select min(d.id_distribucion) from distribucion d where d.id_evento = e.id_evento and d.estado) as id_distribucion,
           e.id_sesion
      from evento e
      join lugar_distribucion l on l.id_lugar_distribucion = e.id_lugar_distribucion
      left join plantilla p on p.id_plantilla = e.id_plantilla
      left join cuenta c on c.id_cuenta = e.id_cuenta_creador
      left join jugador jc on jc.id_player = c.id_player
     where e.id_gremio = ${gremioODefecto()} and ${condicion}
     order by e.inicio, e.id_evento`);
  if (rows.length === 0) return [];
  const inscripciones = await inscripcionesDe(
    db,
    rows.map((r) => r.id_evento),
  );
  return rows.map((r) => ({
    id_evento: r.id_evento,
    titulo: r.titulo,
    id_plantilla: r.id_plantilla,
    plantilla: r.plantilla,
    id_lugar_distribucion: r.id_lugar_distribucion,
    lugar: r.lugar,
    inicio: new Date(r.inicio).toISOString(),
    fin: new Date(r.fin).toISOString(),
    cierre_inscripcion: new Date(r.cierre_inscripcion).toISOString(),
    huecos: r.huecos,
    nota: r.nota,
    privado: r.privado,
    estado: r.estado,
    creador: r.creador,
    inscripciones: inscripciones.get(r.id_evento) ?? [],
    id_distribucion: r.id_distribucion,
    id_sesion: r.id_sesion,
  }));
}

/** The sign-ups of some events as the wire shows them, by event: confirmed first, then by date. */
async function inscripcionesDe(db: DbOrTx, idsEvento: readonly number[]): Promise<Map<number, Inscripcion[]>> {
  const { rows } = await db.execute<{
    id_evento: number;
    id_player: number;
    nickname: string;
    rol: RolEvento;
    estado: EstadoInscripcion;
    origen: 'web' | 'discord';
    fecha: Date | string;
  }>(sql`
    select i.id_evento, i.id_player, j.nickname, i.rol, i.estado, i.origen, i.fecha
      from evento_inscripcion i
      join jugador j on j.id_player = i.id_player
     where i.id_evento = any(${sql.param([...idsEvento])}::int[])
     order by i.id_evento,
              case i.estado when 'confirmado' then 0 when 'apuntado' then 1 when 'reserva' then 2 else 3 end,
              i.fecha, i.id_player`);
  const porEvento = new Map<number, Inscripcion[]>();
  for (const r of rows) {
    const lista = porEvento.get(r.id_evento) ?? [];
    lista.push({
      id_player: r.id_player,
      nickname: r.nickname,
      rol: r.rol,
      estado: r.estado,
      origen: r.origen,
      fecha: new Date(r.fecha).toISOString(),
    });
    porEvento.set(r.id_evento, lista);
  }
  return porEvento;
}

/** The events whose start is in [desde, hasta), the soonest first. */
export const listEventos = (db: DbOrTx, desde: Date, hasta: Date) =>
  eventosConInscripciones(db, sql`e.inicio >= ${desde.toISOString()} and e.inicio < ${hasta.toISOString()}`);

/** One event as the wire shows it, or null. */
export async function findEvento(db: DbOrTx, idEvento: number): Promise<Evento | null> {
  const [e] = await eventosConInscripciones(db, sql`e.id_evento = ${idEvento}`);
  return e ?? null;
}

/** The event's row, locked until the transaction ends: every change of its list waits here (full slots). */
export async function lockEvento(db: DbOrTx, idEvento: number): Promise<EventoFila | null> {
  const [row] = await db.select().from(evento).where(eq(evento.idEvento, idEvento)).for('update');
  return row ?? null;
}

export async function insertEvento(db: DbOrTx, fila: typeof evento.$inferInsert): Promise<EventoFila> {
  const [row] = await db.insert(evento).values(fila).returning();
  return row!;
}

/** Changes an event and bumps its `secuencia` (the iCal SEQUENCE). */
export async function updateEvento(db: DbOrTx, idEvento: number, cambios: Partial<typeof evento.$inferInsert>) {
  await db
    .update(evento)
    .set({ ...cambios, secuencia: sql`${evento.secuencia} + 1` })
    .where(eq(evento.idEvento, idEvento));
}

/** A place's name, or null when it does not exist. */
export async function lugar(db: DbOrTx, idLugar: number): Promise<string | null> {
  const [row] = await db
    .select({ lugar: lugarDistribucion.lugar })
    .from(lugarDistribucion)
    .where(eq(lugarDistribucion.idLugarDistribucion, idLugar));
  return row?.lugar ?? null;
}

/** A template's name, current version and whether it is active, or null (a plain read: the template is modules/plantillas'). */
export async function plantillaDe(db: DbOrTx, idPlantilla: number) {
  const [row] = await db
    .select({ nombre: plantilla.nombre, version: plantilla.version, activa: plantilla.activa })
    .from(plantilla)
    .where(and(eq(plantilla.idPlantilla, idPlantilla), eq(plantilla.idGremio, gremioODefecto())));
  return row ?? null;
}

export async function existeSesion(db: DbOrTx, idSesion: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sesionAsistencia.idSesion })
    .from(sesionAsistencia)
    .where(eq(sesionAsistencia.idSesion, idSesion));
  return row !== undefined;
}

/** A player's sign-up to an event, or null. */
export async function inscripcion(db: DbOrTx, idEvento: number, idPlayer: number): Promise<InscripcionFila | null> {
  const [row] = await db
    .select()
    .from(eventoInscripcion)
    .where(and(eq(eventoInscripcion.idEvento, idEvento), eq(eventoInscripcion.idPlayer, idPlayer)));
  return row ?? null;
}

/** How many players hold a slot of `rol` (signed up or confirmed), but `idPlayer`. */
export async function ocupados(db: DbOrTx, idEvento: number, rol: RolEvento, idPlayer: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventoInscripcion)
    .where(
      and(
        eq(eventoInscripcion.idEvento, idEvento),
        eq(eventoInscripcion.rol, rol),
        inArray(eventoInscripcion.estado, ['apuntado', 'confirmado']),
        sql`${eventoInscripcion.idPlayer} <> ${idPlayer}`,
      ),
    );
  return row?.n ?? 0;
}

/** Writes a player's sign-up (a new one, or the existing one changed). */
export async function guardarInscripcion(
  db: DbOrTx,
  fila: {
    idEvento: number;
    idPlayer: number;
    rol: RolEvento;
    estado: EstadoInscripcion;
    idCuenta: number;
    origen: 'web' | 'discord';
  },
) {
  await db
    .insert(eventoInscripcion)
    .values(fila)
    .onConflictDoUpdate({
      target: [eventoInscripcion.idEvento, eventoInscripcion.idPlayer],
      set: { rol: fila.rol, estado: fila.estado, idCuenta: fila.idCuenta, origen: fila.origen, fecha: sql`now()` },
    });
}

export async function borrarInscripcion(db: DbOrTx, idEvento: number, idPlayer: number) {
  await db
    .delete(eventoInscripcion)
    .where(and(eq(eventoInscripcion.idEvento, idEvento), eq(eventoInscripcion.idPlayer, idPlayer)));
}

/** Notes the channel an event's Discord message is posted to (its id follows when Discord answers). */
export async function anotarCanal(db: DbOrTx, idEvento: number, canal: string) {
  await db.update(evento).set({ canal }).where(eq(evento.idEvento, idEvento));
}

/** The channel of the event's Discord message, or null when none was posted. */
export async function canalDe(db: DbOrTx, idEvento: number): Promise<string | null> {
  const [row] = await db.select({ canal: evento.canal }).from(evento).where(eq(evento.idEvento, idEvento));
  return row?.canal ?? null;
}

/**
 * Marks as reminded, and answers, the open events starting in (ahora, ahora + minutos] not yet
 * reminded. One conditional update: rows another run holds are skipped (SKIP LOCKED) and a row another
 * run marked first no longer matches, so each event is answered to exactly one run.
 */
export async function marcarPorRecordar(db: DbOrTx, ahora: Date, minutos: number) {
  const { rows } = await db.execute<{
    id_evento: number;
    titulo: string;
    lugar: string;
    inicio: Date | string;
    canal: string | null;
  }>(sql`
    update evento e set recordatorio = ${ahora.toISOString()}::timestamptz
      from lugar_distribucion l
     where l.id_lugar_distribucion = e.id_lugar_distribucion
       and e.recordatorio is null
       and e.id_evento in (
         select id_evento from evento
          where id_gremio = ${gremioODefecto()} and recordatorio is null and estado = 'abierto'
            and inicio > ${ahora.toISOString()}::timestamptz
            and inicio <= ${ahora.toISOString()}::timestamptz + make_interval(mins => ${minutos}::int)
          for update skip locked)
    returning e.id_evento, e.titulo, l.lugar, e.inicio, e.canal`);
  return rows.map((r) => ({ ...r, inicio: new Date(r.inicio).toISOString() }));
}

/** The Discord user ids of the event's members signed up or confirmed, through their active linked accounts. */
export async function discordDeApuntados(db: DbOrTx, idEvento: number): Promise<string[]> {
  const { rows } = await db.execute<{ discord_user_id: string }>(sql`
    select distinct c.discord_user_id from evento_inscripcion i
      join cuenta c on c.id_player = i.id_player and c.activa and c.discord_user_id is not null
     where i.id_evento = ${idEvento} and i.estado in ('apuntado', 'confirmado')
     order by c.discord_user_id`);
  return rows.map((r) => r.discord_user_id);
}

/** The template's current version and its rules (the contract's ReglasPlantilla as stored), or null. */
export async function reglasActuales(db: DbOrTx, idPlantilla: number) {
  const { rows } = await db.execute<{ version: number; reglas: unknown }>(sql`
    select p.version, v.reglas from plantilla p
      join plantilla_version v on v.id_plantilla = p.id_plantilla and v.version = p.version
     where p.id_plantilla = ${idPlantilla}`);
  return rows[0] ?? null;
}

/** The confirmed and standby players of an event, with their nickname and whether they are active, in list order. */
export async function listaParaDistribuir(db: DbOrTx, idEvento: number) {
  const { rows } = await db.execute<{
    id_player: number;
    nickname: string;
    activo: boolean;
    rol: RolEvento;
    estado: 'confirmado' | 'reserva';
  }>(sql`
    select i.id_player, j.nickname, j.estado as activo, i.rol, i.estado
      from evento_inscripcion i join jugador j on j.id_player = i.id_player
     where i.id_evento = ${idEvento} and i.estado in ('confirmado', 'reserva')
     order by case i.estado when 'confirmado' then 0 else 1 end, i.fecha, i.id_player`);
  return rows;
}

/** The open period of a place (one at most), or null. */
export async function periodoAbiertoDe(db: DbOrTx, idLugar: number): Promise<number | null> {
  const { rows } = await db.execute<{ id_periodo: number }>(sql`
    select id_periodo from periodo where id_lugar_distribucion = ${idLugar} and id_estado_distribucion = 3
     order by id_periodo desc limit 1`);
  return rows[0]?.id_periodo ?? null;
}
