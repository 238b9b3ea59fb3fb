// The calendar's sign-ups (docs/calendario.md, «Calendario (eventos e inscripciones)»). Members sign up
// with a role (or as backup, or say they will not go) until the deadline; after it only officers
// change the list (confirm, move to backup, remove). A slot of a role is taken by a sign-up or a
// confirmation of that role; a role without slots is full. Every change of a list runs under the
// event's row lock (FOR UPDATE), so two sign-ups for the last slot never both get it. A repeated
// sign-up or action changes nothing and answers success. The web and the Discord buttons
// (modules/comandos/calendario.ts) both sign up here.
import {
  planificaEventos,
  type AccionConfirmar,
  type EstadoApuntarse,
  type Evento,
  type HuecosEvento,
  type RolEvento,
} from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios, type Escritura } from '../../lib/escritura.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadorRow } from '../jugadores/jugadores.repository.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './calendario.repository.js';
import { noExiste, resultado, rol, type EventoYFrase } from './calendario.service.js';
import { mensajeDelEvento } from './discord.js';

/** Who wrote a sign-up: the account, from the web or from a Discord button. */
export interface Autor {
  cuenta: Pick<CuentaSesion, 'idCuenta' | 'idPlayer' | 'cargos'>;
  origen: 'web' | 'discord';
}

/** 409 when the event's list is closed to a member: cancelled, or already ended. */
function comprobarAbierto(e: repo.EventoFila, ahora: Date) {
  if (e.estado === 'cancelado') throw new Conflict('calendario.cerrado', { titulo: e.titulo, estado: 'cancelado' });
  if (e.fin <= ahora) throw new Conflict('calendario.cerrado', { titulo: e.titulo, estado: 'terminado' });
}

/** 409 when no slot of `r` is left (signed up and confirmed of that role, the player's own row aside). */
async function comprobarHueco(tx: Tx, e: repo.EventoFila, r: RolEvento, idPlayer: number) {
  const huecos = (e.huecos as HuecosEvento)[r] ?? 0;
  if ((await repo.ocupados(tx, e.idEvento, r, idPlayer)) >= huecos)
    throw new Conflict('calendario.completo', { rol: rol(r), titulo: e.titulo, huecos });
}

/**
 * `POST /api/calendario/apuntarse` (any account, its own player; a Discord button the same): the
 * member's sign-up as `estado` with role `r`. 409 closed event or full slot, 400 after the deadline
 * (an officer may still). A confirmed member who signs up again in the same role stays confirmed.
 */
export async function apuntarse(
  db: Db,
  ajustes: AjustesAvisos,
  autor: Autor,
  item: { idEvento: number; rol: RolEvento; estado: EstadoApuntarse },
  ahora = new Date(),
) {
  const { cuenta, origen } = autor;
  return escribir(db, async (tx): Promise<Escritura<EventoYFrase>> => {
    const e = await repo.lockEvento(tx, item.idEvento);
    if (!e) throw noExiste(item.idEvento);
    comprobarAbierto(e, ahora);
    if (e.cierreInscripcion < ahora && !planificaEventos(cuenta.cargos))
      throw new BadRequest('calendario.fueraDePlazo', {
        titulo: e.titulo,
        cierre: { fecha: e.cierreInscripcion.toISOString(), hora: true },
      });
    const previa = await repo.inscripcion(tx, e.idEvento, cuenta.idPlayer);
    const estado =
      previa?.estado === 'confirmado' && item.estado === 'apuntado' && previa.rol === item.rol ? 'confirmado' : item.estado;
    const dicho = (evento: Evento): EventoYFrase => ({
      evento,
      frase: { codigo: 'calendario.inscrito', valores: { estado, rol: rol(item.rol), titulo: e.titulo } },
    });
    if (previa && previa.rol === item.rol && previa.estado === estado) return sinCambios(dicho(await resultado(tx, e.idEvento)));
    if (estado === 'apuntado') await comprobarHueco(tx, e, item.rol, cuenta.idPlayer);
    await repo.guardarInscripcion(tx, {
      idEvento: e.idEvento,
      idPlayer: cuenta.idPlayer,
      rol: item.rol,
      estado,
      idCuenta: cuenta.idCuenta,
      origen,
    });
    const evento = await resultado(tx, e.idEvento);
    await mensajeDelEvento(tx, ajustes, evento, 'editar');
    return {
      resultado: dicho(evento),
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'apuntarse_evento',
          entidad: 'evento',
          idEntidad: e.idEvento,
          antes: previa ? { rol: previa.rol, estado: previa.estado } : null,
          despues: { idPlayer: cuenta.idPlayer, rol: item.rol, estado, origen },
        },
      ],
      cambio: { tipo: 'calendario' },
    };
  });
}

/**
 * `PUT /api/calendario/confirmar` (CARGOS_CALENDARIO): an officer confirms a player, moves them to
 * backup, or removes them (`quitado`: the sign-up is deleted; they may sign up again before the
 * deadline). Any time but on a cancelled event (409): the list of an event that ended is fixed before
 * its distribution. A player not on the list is added with `rol` (400 without it); a confirmation
 * takes a slot (409 when full).
 */
export async function confirmar(
  db: Db,
  ajustes: AjustesAvisos,
  cuenta: CuentaSesion,
  item: { idEvento: number; idPlayer: number; estado: AccionConfirmar; rol?: RolEvento | undefined },
) {
  return escribir(db, async (tx): Promise<Escritura<EventoYFrase>> => {
    const e = await repo.lockEvento(tx, item.idEvento);
    if (!e) throw noExiste(item.idEvento);
    if (e.estado === 'cancelado') throw new Conflict('calendario.cancelado', { titulo: e.titulo });
    const jugador = await findJugadorRow(tx, item.idPlayer);
    if (!jugador) throw new NotFound('jugador.noEncontrado');
    const previa = await repo.inscripcion(tx, e.idEvento, item.idPlayer);
    const dicho = async (r: RolEvento | undefined): Promise<EventoYFrase> => ({
      evento: await resultado(tx, e.idEvento),
      frase: {
        codigo: 'calendario.listaCambiada',
        valores: { nickname: jugador.nickname, estado: item.estado, rol: rol(r ?? 'dps'), titulo: e.titulo },
      },
    });
    const auditoria = (accion: string, despues: unknown) => [
      {
        idCuenta: cuenta.idCuenta,
        accion,
        entidad: 'evento',
        idEntidad: e.idEvento,
        antes: previa ? { idPlayer: item.idPlayer, rol: previa.rol, estado: previa.estado } : null,
        despues,
      },
    ];
    if (item.estado === 'quitado') {
      if (!previa) return sinCambios(await dicho(undefined));
      await repo.borrarInscripcion(tx, e.idEvento, item.idPlayer);
      const hecho = await dicho(undefined);
      await mensajeDelEvento(tx, ajustes, hecho.evento, 'editar');
      return { resultado: hecho, auditoria: auditoria('quitar_inscripcion', null), cambio: { tipo: 'calendario' } };
    }
    const r = item.rol ?? (previa?.rol as RolEvento | undefined);
    if (!r) throw new BadRequest('calendario.rolNecesario', { nickname: jugador.nickname });
    if (previa && previa.rol === r && previa.estado === item.estado) return sinCambios(await dicho(r));
    const yaOcupaba = previa?.rol === r && previa.estado === 'apuntado';
    if (item.estado === 'confirmado' && !yaOcupaba) await comprobarHueco(tx, e, r, item.idPlayer);
    await repo.guardarInscripcion(tx, {
      idEvento: e.idEvento,
      idPlayer: item.idPlayer,
      rol: r,
      estado: item.estado,
      idCuenta: cuenta.idCuenta,
      origen: previa?.origen ?? 'web',
    });
    const hecho = await dicho(r);
    await mensajeDelEvento(tx, ajustes, hecho.evento, 'editar');
    return {
      resultado: hecho,
      auditoria: auditoria('confirmar_inscripcion', { idPlayer: item.idPlayer, rol: r, estado: item.estado }),
      cambio: { tipo: 'calendario' },
    };
  });
}
