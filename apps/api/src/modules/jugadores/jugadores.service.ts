// Rules of player management (seed-spec §2, §5; DESIGN §2, §4). Every write runs in one transaction
// with its audit row.
import {
  MENSAJE_CARGO_NO_EXISTE,
  MENSAJE_DESACTIVAR_PROPIO_JUGADOR,
  MENSAJE_JUGADOR_NO_EXISTE,
  MENSAJE_NICKNAME_DUPLICADO,
  MENSAJE_ROL_NO_EXISTE,
  PAGE_SIZE,
  type EditarJugadorItem,
  type EstadoJugadorItem,
  type JugadorItem,
  type JugadorRow,
  type ListaJugadoresResponse,
  type SelectsResponse,
} from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { BadRequest, Conflict, NotFound, isUniqueViolation } from '../../lib/errors.js';
import type { CuentaSesion } from '../../plugins/auth.js';
import * as repo from './jugadores.repository.js';

type Actor = Pick<CuentaSesion, 'idCuenta' | 'idPlayer'>;

export async function getSelects(db: Db): Promise<SelectsResponse> {
  const [roles, cargos] = await Promise.all([repo.listRoles(db), repo.listCargos(db)]);
  return { ok: true, roles, cargos };
}

export async function lista(db: Db, input: { nickname: string; page: number }): Promise<ListaJugadoresResponse> {
  const [count, rows] = await Promise.all([
    repo.countJugadores(db, input.nickname),
    repo.pageJugadores(db, input.nickname, (input.page - 1) * PAGE_SIZE, PAGE_SIZE),
  ]);
  return { ok: true, message: rows, count };
}

async function checkReferences(db: DbOrTx, input: { idRol: number; idCargo: number }): Promise<void> {
  if (!(await repo.rolExists(db, input.idRol))) throw new BadRequest(MENSAJE_ROL_NO_EXISTE);
  if (!(await repo.cargoExists(db, input.idCargo))) throw new BadRequest(MENSAJE_CARGO_NO_EXISTE);
}

/** A unique violation on jugador can only be the nickname (also when two requests race). */
async function nicknameUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(MENSAJE_NICKNAME_DUPLICADO);
    throw error;
  }
}

export function createJugador(db: Db, actor: Actor, input: JugadorItem): Promise<JugadorRow> {
  return nicknameUnique(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, input);
      const values = { nickname: input.nickname, idRol: input.idRol, idCargo: input.idCargo };
      const idPlayer = await repo.insertJugador(tx, values);
      await audit(tx, { idCuenta: actor.idCuenta, accion: 'crear', entidad: 'jugador', idEntidad: idPlayer, despues: values });
      return (await repo.findJugadorRow(tx, idPlayer))!;
    }),
  );
}

export function updateJugador(db: Db, actor: Actor, input: EditarJugadorItem): Promise<JugadorRow> {
  return nicknameUnique(() =>
    db.transaction(async (tx) => {
      const before = await repo.lockJugador(tx, input.idPlayer);
      if (!before) throw new NotFound(MENSAJE_JUGADOR_NO_EXISTE);
      await checkReferences(tx, input);
      const values = { nickname: input.nickname, idRol: input.idRol, idCargo: input.idCargo };
      await repo.updateJugador(tx, input.idPlayer, values);
      await audit(tx, {
        idCuenta: actor.idCuenta,
        accion: 'editar',
        entidad: 'jugador',
        idEntidad: input.idPlayer,
        antes: { nickname: before.nickname, idRol: before.idRol, idCargo: before.idCargo },
        despues: values,
      });
      return (await repo.findJugadorRow(tx, input.idPlayer))!;
    }),
  );
}

/**
 * Switches a player on or off. A player switched off cannot log in and their tokens stop working
 * (plugins/auth.ts), so the leader may not switch off their own player.
 */
export function setEstadoJugador(db: Db, actor: Actor, input: EstadoJugadorItem): Promise<JugadorRow> {
  return db.transaction(async (tx) => {
    const before = await repo.lockJugador(tx, input.idPlayer);
    if (!before) throw new NotFound(MENSAJE_JUGADOR_NO_EXISTE);
    if (!input.estado && input.idPlayer === actor.idPlayer) throw new Conflict(MENSAJE_DESACTIVAR_PROPIO_JUGADOR);
    if (before.estado !== input.estado) {
      await repo.updateJugador(tx, input.idPlayer, { estado: input.estado });
      // Switched off: the player's sessions end, as when their account is disabled; switching the
      // player on again does not revive them.
      if (!input.estado) await repo.endSessionsOfJugador(tx, input.idPlayer);
      await audit(tx, {
        idCuenta: actor.idCuenta,
        accion: input.estado ? 'activar' : 'desactivar',
        entidad: 'jugador',
        idEntidad: input.idPlayer,
        antes: { estado: before.estado },
        despues: { estado: input.estado },
      });
    }
    return (await repo.findJugadorRow(tx, input.idPlayer))!;
  });
}
