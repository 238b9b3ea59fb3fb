// SQL of the iCal feed (docs/calendario.md, «Feed iCal»): the guild's events of a window with their place,
// template and how many are signed up. The events' own reads and writes are calendario.repository.ts's.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { EventoIcs } from './ical.js';

/** Most events in one feed (a guild plans a few a day at most: two days' worth for half a year). */
export const EVENTOS_FEED_MAX = 1000;

/** The events whose start is in [desde, hasta), the private ones only with `conPrivados`, by start. */
export async function eventosDelFeed(
  db: DbOrTx,
  { idGremio, desde, hasta, conPrivados }: { idGremio: number; desde: Date; hasta: Date; conPrivados: boolean },
): Promise<EventoIcs[]> {
  const filas = await db.execute<{
    id_evento: number;
    titulo: string;
    inicio: string | Date;
    fin: string | Date;
    creado: string | Date;
    lugar: string;
    plantilla: string | null;
    nota: string | null;
    estado: string;
    privado: boolean;
    secuencia: number;
    apuntados: number;
    huecos: number;
  }>(sql`
    select e.id_evento, e.titulo, e.inicio, e.fin, e.creado, l.lugar, p.nombre as plantilla, e.nota, e.estado,
           e.privado, e.secuencia,
           (select count(*)::int from evento_inscripcion i
             where i.id_evento = e.id_evento and i.estado in ('apuntado', 'confirmado')) as apuntados,
           (select coalesce(sum(v::int), 0)::int from jsonb_each_text(e.huecos) as h(k, v)) as huecos
      from evento e
      join lugar_distribucion l on l.id_lugar_distribucion = e.id_lugar_distribucion
      left join plantilla p on p.id_plantilla = e.id_plantilla
     where e.id_gremio = ${idGremio}
       and e.inicio >= ${desde.toISOString()}::timestamptz and e.inicio < ${hasta.toISOString()}::timestamptz
       and (${conPrivados} or not e.privado)
     order by e.inicio, e.id_evento
     limit ${EVENTOS_FEED_MAX}`);
  return filas.rows.map((f) => ({
    idEvento: Number(f.id_evento),
    titulo: f.titulo,
    inicio: new Date(f.inicio),
    fin: new Date(f.fin),
    creado: new Date(f.creado),
    lugar: f.lugar,
    plantilla: f.plantilla,
    nota: f.nota,
    cancelado: f.estado === 'cancelado',
    privado: f.privado,
    secuencia: Number(f.secuencia),
    apuntados: Number(f.apuntados),
    huecos: Number(f.huecos),
  }));
}
