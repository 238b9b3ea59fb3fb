// Rules of the players (docs/domain.md, "Entities", "Permissions"): the leader's management, the
// distribution page's registration (after the Albion membership check) and the lists other screens
// pick players from. Every write goes through lib/escritura.ts with its audit row and its change.
import {
  CARGO_NUEVO_JUGADOR,
  PAGE_SIZE,
  ROL_NUEVO_JUGADOR,
  type EditarJugadorItem,
  type EstadoJugadorItem,
  type JugadorItem,
  type JugadorOpcion,
  type PlayersOfVoiceChannelResponse,
  type JugadorRow,
  type RegistrarJugadorResponse,
  type SelectsResponse,
} from '@reparto/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { BadRequest, Conflict, NotFound, ServiceUnavailable, isUniqueViolation } from '../../lib/errors.js';
import type { MembershipChecker } from '../../adapters/membership.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import * as repo from './jugadores.repository.js';

type Actor = Pick<CuentaSesion, 'idCuenta' | 'idPlayer'>;

/**
 * Ends the sessions of a player's account, in the caller's transaction. The table `cuenta` is the
 * cuentas module's, which imports this one: app.ts hands its writer over (`app.terminarSesionesDeJugador`).
 */
export type TerminarSesiones = (tx: Tx, idPlayer: number) => Promise<void>;

export async function getSelects(db: Db): Promise<Omit<SelectsResponse, 'ok'>> {
  const [roles, cargos] = await Promise.all([repo.listRoles(db), repo.listCargos(db)]);
  return { roles, cargos };
}

export async function lista(db: Db, input: { nickname: string; page: number }): Promise<{ rows: JugadorRow[]; count: number }> {
  const [count, rows] = await Promise.all([
    repo.countJugadores(db, input.nickname),
    repo.pageJugadores(db, input.nickname, (input.page - 1) * PAGE_SIZE, PAGE_SIZE),
  ]);
  return { rows, count };
}

// Reads with no rule of their own (docs/development.md, "Layers").
export const jugadoresSelect = (db: Db): Promise<JugadorOpcion[]> => repo.listJugadoresActivos(db);
/** Players who may pay out a period (docs/domain.md, "Permissions"). */
export const distribuidores = (db: Db): Promise<JugadorOpcion[]> => repo.listDistribuidores(db);

async function checkReferences(db: DbOrTx, input: { idRol: number; idCargo: number }): Promise<void> {
  if (!(await repo.rolExists(db, input.idRol))) throw new BadRequest('jugador.rolNoExiste');
  if (!(await repo.cargoExists(db, input.idCargo))) throw new BadRequest('jugador.cargoNoExiste');
}

/** A unique violation on jugador can only be the nickname (also when two requests race). */
async function nicknameUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('jugador.nicknameDuplicado');
    throw error;
  }
}

/**
 * The host's quota (docs/deploy.md, «Cuotas»): one more active player in the guild this request works
 * for must fit in its `cuota_miembros` (409 with the quota otherwise). Called in the transaction that
 * creates or switches on a player, before it does.
 */
export async function exigirCuotaMiembros(tx: DbOrTx, idGremio = gremioODefecto()): Promise<void> {
  const { cuota, activos } = await repo.cuotaMiembros(tx, idGremio);
  if (cuota !== null && activos >= cuota) throw new Conflict('cuota.miembros', { cuota });
}

export function createJugador(db: Db, actor: Actor, input: JugadorItem): Promise<Escrito<JugadorRow>> {
  return nicknameUnique(() =>
    escribir(db, async (tx) => {
      await checkReferences(tx, input);
      await exigirCuotaMiembros(tx);
      const values = { nickname: input.nickname, idRol: input.idRol, idCargo: input.idCargo };
      const { idPlayer } = await repo.insertJugador(tx, values);
      return {
        resultado: (await repo.findJugadorRow(tx, idPlayer))!,
        auditoria: [{ idCuenta: actor.idCuenta, accion: 'crear', entidad: 'jugador', idEntidad: idPlayer, despues: values }],
        cambio: { tipo: 'jugador', idPlayer },
      };
    }),
  );
}

export function updateJugador(db: Db, actor: Actor, input: EditarJugadorItem): Promise<Escrito<JugadorRow>> {
  return nicknameUnique(() =>
    escribir(db, async (tx) => {
      const before = await repo.lockJugador(tx, input.idPlayer);
      if (!before) throw new NotFound('jugador.noExiste');
      await checkReferences(tx, input);
      const values = { nickname: input.nickname, idRol: input.idRol, idCargo: input.idCargo };
      await repo.updateJugador(tx, input.idPlayer, values);
      return {
        resultado: (await repo.findJugadorRow(tx, input.idPlayer))!,
        auditoria: [
          {
            idCuenta: actor.idCuenta,
            accion: 'editar',
            entidad: 'jugador',
            idEntidad: input.idPlayer,
            antes: { nickname: before.nickname, idRol: before.idRol, idCargo: before.idCargo },
            despues: values,
          },
        ],
        cambio: { tipo: 'jugador', idPlayer: input.idPlayer },
      };
    }),
  );
}

/**
 * Switches a player on or off. A player switched off cannot log in and their tokens stop working
 * (plugins/auth.ts), so the leader may not switch off their own player.
 */
export function setEstadoJugador(
  db: Db,
  actor: Actor,
  input: EstadoJugadorItem,
  terminarSesiones: TerminarSesiones,
): Promise<Escrito<JugadorRow>> {
  return escribir(db, async (tx) => {
    const before = await repo.lockJugador(tx, input.idPlayer);
    if (!before) throw new NotFound('jugador.noExiste');
    if (!input.estado && input.idPlayer === actor.idPlayer) throw new Conflict('jugador.desactivarPropio');
    if (before.estado === input.estado) return sinCambios((await repo.findJugadorRow(tx, input.idPlayer))!);
    if (input.estado) await exigirCuotaMiembros(tx, before.idGremio);
    await repo.updateJugador(tx, input.idPlayer, { estado: input.estado });
    // Switched off: the player's sessions end, as when their account is disabled, in this
    // transaction; switching the player on again does not revive them.
    if (!input.estado) await terminarSesiones(tx, input.idPlayer);
    return {
      resultado: (await repo.findJugadorRow(tx, input.idPlayer))!,
      auditoria: [
        {
          idCuenta: actor.idCuenta,
          accion: input.estado ? 'activar' : 'desactivar',
          entidad: 'jugador',
          idEntidad: input.idPlayer,
          antes: { estado: before.estado },
          despues: { estado: input.estado },
        },
      ],
      cambio: { tipo: 'jugador', idPlayer: input.idPlayer },
    };
  });
}

/**
 * Names (a voice channel's, a pasted list's; guild tags already removed) matched to players, ignoring
 * case (docs/domain.md, "Distributions"): the active ones to choose, the switched-off ones to name,
 * and the unknown ones to register.
 */
export async function jugadoresDeNombres(db: DbOrTx, nombres: string[]): Promise<Omit<PlayersOfVoiceChannelResponse, 'ok'>> {
  const porClave = new Map<string, string>();
  for (const nombre of nombres) {
    const clave = nombre.trim().toLowerCase();
    if (clave !== '' && !porClave.has(clave)) porClave.set(clave, nombre.trim());
  }
  const found = await repo.findJugadoresPorNickname(db, [...porClave.keys()]);
  const registrados = new Set(found.map((j) => j.nickname));
  const porNickname = (a: { nickname: string }, b: { nickname: string }) => a.nickname.localeCompare(b.nickname);
  return {
    data: found
      .filter((j) => j.estado)
      .map((j) => ({ id_player: j.idPlayer, nickname: j.nickname }))
      .sort(porNickname),
    sin_registrar: [...porClave.entries()].filter(([clave]) => !registrados.has(clave)).map(([, nombre]) => nombre),
    desactivados: found
      .filter((j) => !j.estado)
      .sort(porNickname)
      .map((j) => j.nickname),
  };
}

// ---------------------------------------------------------------------------------------------
// Registration from the distribution page (docs/domain.md, "Distributions": cargo 3, rol 5)

export interface RegistroDeps {
  db: Db;
  membership: MembershipChecker;
  albionCheck: 'strict' | 'lenient';
}

/** True (member), false (Albion did not answer, lenient) or null (the check is not configured). Also the Discord player link. */
export async function verificarMembresia(deps: RegistroDeps, nickname: string): Promise<boolean | null> {
  if (!deps.membership.configured) return null;
  let result: Awaited<ReturnType<MembershipChecker['check']>>;
  try {
    result = await deps.membership.check(nickname);
  } catch {
    if (deps.albionCheck === 'strict') {
      throw new ServiceUnavailable('jugador.albionSinRespuesta');
    }
    return false;
  }
  if (!result.miembro) {
    throw result.guild
      ? new Conflict('jugador.noMiembroEnGremio', { nickname, gremio: result.guild })
      : new Conflict('jugador.noMiembro', { nickname });
  }
  return true;
}

export async function registrarJugador(
  deps: RegistroDeps,
  cuenta: CuentaSesion,
  nickname: string,
): Promise<Escrito<Omit<RegistrarJugadorResponse, 'ok'>>> {
  if ((await repo.findJugadoresPorNickname(deps.db, [nickname])).length > 0) throw new Conflict('jugador.nicknameDuplicado');
  // The Albion check is slow: it runs before, never inside, the transaction.
  const verificado = await verificarMembresia(deps, nickname);
  const { resultado: jugador, cambio } = await nicknameUnique(() =>
    escribir(deps.db, async (tx) => {
      await exigirCuotaMiembros(tx);
      const row = await repo.insertJugador(tx, { nickname, idCargo: CARGO_NUEVO_JUGADOR, idRol: ROL_NUEVO_JUGADOR });
      return {
        resultado: row,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'registrar',
            entidad: 'jugador',
            idEntidad: row.idPlayer,
            despues: { nickname, idCargo: CARGO_NUEVO_JUGADOR, idRol: ROL_NUEVO_JUGADOR, verificado },
          },
        ],
        cambio: { tipo: 'jugador', idPlayer: row.idPlayer },
      };
    }),
  );
  const message =
    verificado === true
      ? `Se ha registrado el jugador ${jugador.nickname}, miembro del gremio en Albion Online`
      : verificado === false
        ? `Se ha registrado el jugador ${jugador.nickname}, pero no se pudo verificar su membresía en Albion Online (el servicio no respondió)`
        : `Se ha registrado el jugador ${jugador.nickname} (la verificación de membresía en Albion Online no está configurada)`;
  return { resultado: { message, jugador: { id_player: jugador.idPlayer, nickname: jugador.nickname }, verificado }, cambio };
}
