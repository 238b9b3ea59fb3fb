// Rules of the characters of one member (docs/calendario.md, «Personajes de un miembro»): the leader
// links a character to a main or unlinks it, and chooses the character the member trades from. Both
// writes lock the players they read (in id order), so two links that share a player run one after the
// other and no chain (a main that is a character) can appear between a check and its write.
import type { Miembro, PersonajeComercioItem, VincularPersonajeItem } from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import type { Frase } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import * as repo from './personajes.repository.js';

type Actor = Pick<CuentaSesion, 'idCuenta'>;
export interface MiembroEscrito {
  message: Frase;
  miembro: Miembro;
}

// Reads with no rule of their own (docs/development.md, "Layers").
export const listMiembros = (db: Db): Promise<Miembro[]> => repo.listMiembros(db);

async function bloquear(tx: Tx, ids: number[]) {
  const filas = await repo.lockJugadores(tx, [...new Set(ids)]);
  const fila = (id: number) => {
    const f = filas.get(id);
    if (!f) throw new NotFound('personaje.jugadorNoExiste', { id });
    return f;
  };
  return ids.map(fila);
}

const miembroDe = async (tx: Tx, idPrincipal: number) => (await repo.findMiembro(tx, idPrincipal))!;

/**
 * Links `idPlayer` to the main `idPlayerPrincipal` (null: unlinks it). Refused: itself (400); a player
 * unknown (404); either switched off, the main a character, the character a main of its own, already
 * another's character, or the character with an active account of its own (409). Repeating it changes nothing.
 */
export function vincularPersonaje(db: Db, actor: Actor, input: VincularPersonajeItem): Promise<Escrito<MiembroEscrito>> {
  const { idPlayer, idPlayerPrincipal } = input;
  return escribir(db, async (tx) => {
    if (idPlayerPrincipal === idPlayer) throw new BadRequest('personaje.mismo');
    if (idPlayerPrincipal === null) return desvincular(tx, actor, idPlayer);
    const [personaje, principal] = await bloquear(tx, [idPlayer, idPlayerPrincipal]);
    if (personaje!.idPlayerPrincipal === idPlayerPrincipal)
      return sinCambios({
        message: { codigo: 'personaje.sinCambios', valores: { nickname: personaje!.nickname } },
        miembro: await miembroDe(tx, idPlayerPrincipal),
      });
    for (const j of [personaje!, principal!]) if (!j.estado) throw new Conflict('personaje.inactivo', { nickname: j.nickname });
    if (principal!.idPlayerPrincipal !== null) {
      const [de] = await bloquear(tx, [principal!.idPlayerPrincipal]);
      throw new Conflict('personaje.principalEsPersonaje', { principal: principal!.nickname, de: de!.nickname });
    }
    if (personaje!.idPlayerPrincipal !== null) {
      const [de] = await bloquear(tx, [personaje!.idPlayerPrincipal]);
      throw new Conflict('personaje.yaVinculado', { nickname: personaje!.nickname, principal: de!.nickname });
    }
    if (await repo.tienePersonajes(tx, idPlayer))
      throw new Conflict('personaje.tienePersonajes', { nickname: personaje!.nickname });
    if (await repo.tieneCuentaActiva(tx, idPlayer)) throw new Conflict('personaje.conCuenta', { nickname: personaje!.nickname });
    await repo.setPrincipal(tx, idPlayer, idPlayerPrincipal);
    return {
      resultado: {
        message: { codigo: 'personaje.vinculado', valores: { nickname: personaje!.nickname, principal: principal!.nickname } },
        miembro: await miembroDe(tx, idPlayerPrincipal),
      },
      auditoria: [
        {
          idCuenta: actor.idCuenta,
          accion: 'vincular_personaje',
          entidad: 'jugador',
          idEntidad: idPlayer,
          antes: { idPlayerPrincipal: null },
          despues: { idPlayerPrincipal },
        },
      ],
      cambio: { tipo: 'jugador', idPlayer: idPlayerPrincipal },
    };
  });
}

/** Unlinks a character; when its main traded from it, the main trades from itself again. */
async function desvincular(tx: Tx, actor: Actor, idPlayer: number) {
  const [personaje] = await bloquear(tx, [idPlayer]);
  const idPrincipal = personaje!.idPlayerPrincipal;
  const nickname = personaje!.nickname;
  if (idPrincipal === null) {
    const miembro = (await repo.findMiembro(tx, idPlayer))!;
    return sinCambios<MiembroEscrito>({ message: { codigo: 'personaje.sinCambios', valores: { nickname } }, miembro });
  }
  const [principal] = await bloquear(tx, [idPrincipal]);
  await repo.setPrincipal(tx, idPlayer, null);
  const comercioSale = principal!.idPlayerComercio === idPlayer;
  if (comercioSale) await repo.setComercio(tx, idPrincipal, null);
  return {
    resultado: {
      message: { codigo: 'personaje.desvinculado', valores: { nickname } } satisfies Frase,
      miembro: await miembroDe(tx, idPrincipal),
    },
    auditoria: [
      {
        idCuenta: actor.idCuenta,
        accion: 'desvincular_personaje',
        entidad: 'jugador',
        idEntidad: idPlayer,
        antes: { idPlayerPrincipal: idPrincipal, ...(comercioSale ? { comercioDelPrincipal: true } : {}) },
        despues: { idPlayerPrincipal: null },
      },
    ],
    cambio: { tipo: 'jugador' as const, idPlayer: idPrincipal },
  };
}

/**
 * On a main, the character it trades from (null or its own id: the main itself). Refused: a player
 * unknown (404); `idPlayer` a character, or `idPlayerComercio` not one of its characters or switched off (409).
 */
export function elegirComercio(db: Db, actor: Actor, input: PersonajeComercioItem): Promise<Escrito<MiembroEscrito>> {
  const idPlayer = input.idPlayer;
  const comercio = input.idPlayerComercio === idPlayer ? null : input.idPlayerComercio;
  return escribir(db, async (tx) => {
    const [principal, elegido] = await bloquear(tx, comercio === null ? [idPlayer] : [idPlayer, comercio]);
    if (principal!.idPlayerPrincipal !== null) throw new Conflict('personaje.noEsPrincipal', { nickname: principal!.nickname });
    if (elegido && elegido.idPlayerPrincipal !== idPlayer)
      throw new Conflict('personaje.comercioAjeno', { nickname: elegido.nickname, principal: principal!.nickname });
    if (elegido && !elegido.estado) throw new Conflict('personaje.inactivo', { nickname: elegido.nickname });
    const message: Frase = {
      codigo: 'personaje.comercioElegido',
      valores: { principal: principal!.nickname, comercio: (elegido ?? principal!).nickname },
    };
    if (principal!.idPlayerComercio === comercio) return sinCambios({ message, miembro: await miembroDe(tx, idPlayer) });
    await repo.setComercio(tx, idPlayer, comercio);
    return {
      resultado: { message, miembro: await miembroDe(tx, idPlayer) },
      auditoria: [
        {
          idCuenta: actor.idCuenta,
          accion: 'elegir_comercio',
          entidad: 'jugador',
          idEntidad: idPlayer,
          antes: { idPlayerComercio: principal!.idPlayerComercio },
          despues: { idPlayerComercio: comercio },
        },
      ],
      cambio: { tipo: 'jugador', idPlayer },
    };
  });
}
