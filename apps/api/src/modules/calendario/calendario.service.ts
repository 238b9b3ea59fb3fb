// The calendar's events (docs/calendario.md, «Calendario (eventos e inscripciones)»). Officers
// (CARGOS_CALENDARIO) plan events: a place that exists, a template that exists and is active (its name
// the title when none is given), start, end and sign-up deadline in order. Every change bumps the
// event's `secuencia` (the iCal SEQUENCE) and edits its Discord message. The sign-ups are
// inscripciones.service.ts's.
import {
  EVENTO_MAX_HORAS,
  type CrearEventoItem,
  type EditarEventoItem,
  type Evento,
  type HuecosEvento,
  type RolEvento,
} from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios, type Escritura } from '../../lib/escritura.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import type { Frase } from '../../lib/mensajes.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './calendario.repository.js';
import { mensajeDelEvento } from './discord.js';

/** A write's answer: the event as it is now and the sentence that says what happened. */
export interface EventoYFrase {
  evento: Evento;
  frase: Frase;
}

const DIA_MS = 86_400_000;
export const noExiste = (idEvento: number) => new NotFound('calendario.eventoNoExiste', { id: idEvento });
/** A role as a sentence's value (its name in each language). */
export const rol = (r: RolEvento) => ({ codigo: 'calendario.rol' as const, valores: { rol: r } });

/** `GET /api/calendario/eventos`: the one asked (404 if none), or those starting in [desde, hasta). */
export async function eventos(
  db: Db,
  q: { desde?: string | undefined; hasta?: string | undefined; idEvento?: number | undefined },
) {
  if (q.idEvento !== undefined) {
    const e = await repo.findEvento(db, q.idEvento);
    if (!e) throw noExiste(q.idEvento);
    return [e];
  }
  const desde = q.desde ? new Date(q.desde) : new Date(Date.now() - 7 * DIA_MS);
  const hasta = q.hasta ? new Date(q.hasta) : new Date(Date.now() + 60 * DIA_MS);
  return repo.listEventos(db, desde, hasta);
}

/** The order of start, end and deadline once a change is merged with the stored values (the contract's rules). */
function comprobarFechas(inicio: Date, fin: Date, cierre: Date) {
  if (fin <= inicio) throw new BadRequest('calendario.finAntesDeInicio');
  if (fin.getTime() - inicio.getTime() > EVENTO_MAX_HORAS * 3_600_000) throw new BadRequest('calendario.duracion');
  if (cierre > inicio) throw new BadRequest('calendario.cierreDespuesDeInicio');
}

/** 404 for a place that does not exist. */
async function comprobarLugar(tx: Tx, idLugar: number) {
  if ((await repo.lugar(tx, idLugar)) === null) throw new NotFound('calendario.lugarNoExiste', { id: idLugar });
}

/** The template's name; 404 when it does not exist, 409 when it is deactivated. */
async function plantillaActiva(tx: Tx, idPlantilla: number): Promise<string> {
  const p = await repo.plantillaDe(tx, idPlantilla);
  if (!p) throw new NotFound('calendario.plantillaNoExiste', { id: idPlantilla });
  if (!p.activa) throw new Conflict('calendario.plantillaInactiva', { nombre: p.nombre });
  return p.nombre;
}

/** The event as the wire shows it, inside the write's transaction. */
export const resultado = async (tx: Tx, idEvento: number) => (await repo.findEvento(tx, idEvento))!;

/** `POST /api/calendario/eventos` (CARGOS_CALENDARIO): a new event; its Discord message is posted to the calendar's channel. */
export async function crear(db: Db, ajustes: AjustesAvisos, cuenta: CuentaSesion, item: CrearEventoItem) {
  return escribir(db, async (tx): Promise<Escritura<EventoYFrase>> => {
    await comprobarLugar(tx, item.idLugarDist);
    const nombrePlantilla = item.idPlantilla ? await plantillaActiva(tx, item.idPlantilla) : null;
    const titulo = item.titulo ?? nombrePlantilla;
    if (!titulo) throw new BadRequest('calendario.sinTitulo');
    const e = await repo.insertEvento(tx, {
      titulo,
      idPlantilla: item.idPlantilla ?? null,
      idLugarDistribucion: item.idLugarDist,
      inicio: new Date(item.inicio),
      fin: new Date(item.fin),
      cierreInscripcion: new Date(item.cierreInscripcion),
      huecos: item.huecos,
      nota: item.nota ?? null,
      privado: item.privado ?? false,
      idCuentaCreador: cuenta.idCuenta,
    });
    const evento = await resultado(tx, e.idEvento);
    await mensajeDelEvento(tx, ajustes, evento, 'publicar');
    return {
      resultado: { evento, frase: { codigo: 'calendario.eventoCreado', valores: { titulo } } },
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'crear_evento',
          entidad: 'evento',
          idEntidad: e.idEvento,
          antes: null,
          despues: { ...item, titulo },
        },
      ],
      cambio: { tipo: 'calendario' },
    };
  });
}

/** The stored values of the fields an edit may send, as the request names them. */
const camposDe = (e: repo.EventoFila) => ({
  titulo: e.titulo,
  idPlantilla: e.idPlantilla,
  idLugarDist: e.idLugarDistribucion,
  inicio: e.inicio.toISOString(),
  fin: e.fin.toISOString(),
  cierreInscripcion: e.cierreInscripcion.toISOString(),
  huecos: e.huecos as HuecosEvento,
  nota: e.nota,
  privado: e.privado,
  estado: e.estado,
  idSesion: e.idSesion,
});
type Campos = ReturnType<typeof camposDe>;

const igual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const mismoInstante = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * `PUT /api/calendario/eventos` (CARGOS_CALENDARIO): a change of the fields sent (the whole event is
 * checked again with the stored values of the others); `estado: 'cancelado'` cancels it. Nothing
 * changed: success, no write. The Discord message is edited.
 */
export async function editar(db: Db, ajustes: AjustesAvisos, cuenta: CuentaSesion, item: EditarEventoItem) {
  const dicho = (evento: Evento): EventoYFrase => ({
    evento,
    frase: { codigo: 'calendario.eventoGuardado', valores: { titulo: evento.titulo, estado: evento.estado } },
  });
  return escribir(db, async (tx): Promise<Escritura<EventoYFrase>> => {
    const e = await repo.lockEvento(tx, item.idEvento);
    if (!e) throw noExiste(item.idEvento);
    const antes = camposDe(e);
    const { idEvento: _id, ...pedidos } = item;
    const cambiados: Partial<Campos> = {};
    for (const [k, v] of Object.entries(pedidos) as [keyof Campos, unknown][]) {
      if (v === undefined) continue;
      const previo = antes[k];
      const mismo =
        typeof v === 'string' && typeof previo === 'string' && ['inicio', 'fin', 'cierreInscripcion'].includes(k)
          ? mismoInstante(v, previo)
          : igual(v, previo);
      if (!mismo) (cambiados as Record<string, unknown>)[k] = v;
    }
    if (Object.keys(cambiados).length === 0) return sinCambios(dicho(await resultado(tx, e.idEvento)));
    const nuevo = { ...antes, ...cambiados };
    comprobarFechas(new Date(nuevo.inicio), new Date(nuevo.fin), new Date(nuevo.cierreInscripcion));
    if (cambiados.idLugarDist !== undefined) await comprobarLugar(tx, cambiados.idLugarDist);
    if (cambiados.idPlantilla) await plantillaActiva(tx, cambiados.idPlantilla);
    if (cambiados.idSesion && !(await repo.existeSesion(tx, cambiados.idSesion)))
      throw new NotFound('calendario.sesionNoExiste', { id: cambiados.idSesion });
    await repo.updateEvento(tx, e.idEvento, {
      titulo: nuevo.titulo,
      idPlantilla: nuevo.idPlantilla,
      idLugarDistribucion: nuevo.idLugarDist,
      inicio: new Date(nuevo.inicio),
      fin: new Date(nuevo.fin),
      cierreInscripcion: new Date(nuevo.cierreInscripcion),
      huecos: nuevo.huecos,
      nota: nuevo.nota,
      privado: nuevo.privado,
      estado: nuevo.estado,
      idSesion: nuevo.idSesion,
    });
    const evento = await resultado(tx, e.idEvento);
    await mensajeDelEvento(tx, ajustes, evento, 'editar');
    const antesCambiado = Object.fromEntries(Object.keys(cambiados).map((k) => [k, antes[k as keyof Campos]]));
    return {
      resultado: dicho(evento),
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: cambiados.estado === 'cancelado' ? 'cancelar_evento' : 'editar_evento',
          entidad: 'evento',
          idEntidad: e.idEvento,
          antes: antesCambiado,
          despues: cambiados,
        },
      ],
      cambio: { tipo: 'calendario' },
    };
  });
}
