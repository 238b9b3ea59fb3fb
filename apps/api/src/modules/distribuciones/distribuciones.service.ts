// Rules of the distributions of a period (seed-spec §5, §6; DESIGN §2 "Distributions", §4): who may
// create and delete, in which period state, the idempotency of the client's code, and the voice
// channel and player registration helpers of the distribution page.
import {
  CARGO_NUEVO_JUGADOR,
  ESTADO_PERIODO,
  MENSAJE_NICKNAME_DUPLICADO,
  ROL_NUEVO_JUGADOR,
  formatSilver,
  quitarEtiquetaGremio,
  type CrearDistribucionItem,
  type Distribucion,
  type JugadorOpcion,
  type PlayersOfVoiceChannelResponse,
  type RegistrarJugadorResponse,
  type VoiceChannelsResponse,
} from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, BadRequest, Conflict, Forbidden, NotFound, ServiceUnavailable, isUniqueViolation } from '../../lib/errors.js';
import type { CuentaSesion } from '../../plugins/auth.js';
import type { VoiceAdapter } from '../../adapters/voice.js';
import type { MembershipChecker } from '../../adapters/membership.js';
import * as repo from './distribuciones.repository.js';
import { notificar } from '../notificaciones/notificar.js';

const periodoNoExiste = (idPeriodo: number) => new NotFound(`No existe el periodo ${idPeriodo}`);

// ---------------------------------------------------------------------------------------------
// Reading

export async function getDistribuciones(db: Db, idPeriodo: number): Promise<Distribucion[]> {
  if (!(await repo.findPeriodo(db, idPeriodo))) throw periodoNoExiste(idPeriodo);
  return repo.listDistribuciones(db, { idPeriodo });
}

export const getJugadoresSelect = (db: Db): Promise<JugadorOpcion[]> => repo.listJugadoresActivos(db);

// ---------------------------------------------------------------------------------------------
// Create

export interface CrearResultado {
  /** False when the same code with the same content was already stored (a retry). */
  creada: boolean;
  message: string;
  distribucion: Distribucion;
}

const sameSet = (a: number[], b: number[]) => {
  if (a.length !== b.length) return false;
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  return sa.every((v, i) => v === sb[i]);
};

function estadoNoAbierto(periodo: repo.PeriodoEstado, accion: string) {
  return new Conflict(
    `El periodo ${periodo.idPeriodo} está en estado "${periodo.nombreEstado}": solo se pueden ${accion} distribuciones en un periodo Abierto`,
  );
}

async function crearEnTransaccion(db: Db, cuenta: CuentaSesion, input: CrearDistribucionItem): Promise<CrearResultado> {
  return db.transaction(async (tx) => {
    // Shared: concurrent creations in the period do not wait for each other; a close still waits.
    // The same statement says whether the client's code is already used (docs/performance.md).
    const periodo = await repo.lockPeriodoParaCrear(tx, input.idPeriodoDist, input.idDistribucion);
    if (!periodo) throw periodoNoExiste(input.idPeriodoDist);
    if (periodo.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) throw estadoNoAbierto(periodo, 'crear');

    // The client's 6-digit code is an idempotency key within the period (DESIGN §2).
    const existing =
      periodo.existente === null ? undefined : await repo.findByCodigo(tx, periodo.idPeriodo, input.idDistribucion);
    if (existing) {
      const same =
        existing.silver === input.silver &&
        existing.motivo === input.motivo &&
        existing.idCuentaEncargado === cuenta.idCuenta &&
        sameSet(existing.jugadores, input.jugadores);
      if (!same) {
        throw new Conflict(
          `Ya existe otra distribución con el código ${input.idDistribucion} en este periodo; cierre el diálogo y vuelva a intentarlo`,
        );
      }
      const [stored] = await repo.listDistribuciones(tx, { idDistribucion: existing.idDistribucion });
      return {
        creada: false,
        message: `La distribución ${existing.idDistribucion} ya estaba registrada`,
        distribucion: stored!,
      };
    }

    const found = await repo.findJugadores(tx, input.jugadores);
    const known = new Set(found.map((j) => j.idPlayer));
    const missing = input.jugadores.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw new BadRequest(
        missing.length === 1
          ? `No existe el jugador con id ${missing[0]}`
          : `No existen los jugadores con id ${missing.join(', ')}`,
      );
    }
    const inactive = found.filter((j) => !j.estado).map((j) => j.nickname);
    if (inactive.length > 0) {
      throw new BadRequest(
        inactive.length === 1
          ? `El jugador ${inactive[0]} está desactivado`
          : `Los jugadores ${inactive.join(', ')} están desactivados`,
      );
    }

    // The remainder of the floor division stays with the guild (DESIGN §2).
    const silverUnitario = Math.floor(input.silver / input.jugadores.length);
    // The distribution, its player rows and its audit row (DESIGN §6) are one statement.
    const created = await repo.insertDistribucion(
      tx,
      {
        idPeriodo: periodo.idPeriodo,
        codigo: input.idDistribucion,
        motivo: input.motivo,
        silver: input.silver,
        silverUnitario,
        idCuentaEncargado: cuenta.idCuenta,
        idPlayerEncargado: cuenta.idPlayer,
        jugadores: input.jugadores,
      },
      {
        idPeriodo: periodo.idPeriodo,
        codigo: input.idDistribucion,
        motivo: input.motivo,
        silver: input.silver,
        silverUnitario,
        jugadores: input.jugadores,
      },
    );
    await notificar(tx, { tipo: 'distribucion_creada', idDistribucion: created.idDistribucion });
    // The answer is what listDistribuciones would read back, built from what this transaction already
    // holds (two round trips fewer; docs/performance.md): players by nickname, as the list orders them.
    const stored: Distribucion = {
      id_distribucion: created.idDistribucion,
      fecha: created.fecha.toISOString(),
      motivo: input.motivo,
      nickname_encargado: cuenta.nickname,
      silver: input.silver,
      razon_eliminacion: null,
      estado: true,
      jugadores: found
        .map((j) => ({ nickname: j.nickname, nombre_cargo: j.nombreCargo, silver_unitario: silverUnitario }))
        .sort((a, b) => (a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0)),
    };
    return {
      creada: true,
      message: `Distribución ${created.idDistribucion} realizada: ${formatSilver(input.silver)} entre ${input.jugadores.length} ${
        input.jugadores.length === 1 ? 'jugador' : 'jugadores'
      } (${formatSilver(silverUnitario)} por jugador)`,
      distribucion: stored,
    };
  });
}

export async function crearDistribucion(db: Db, cuenta: CuentaSesion, input: CrearDistribucionItem): Promise<CrearResultado> {
  // The email of the payload is never trusted (DESIGN §2): the creator is the account of the token.
  // One that names another account is refused rather than silently ignored.
  const email = input.email?.trim().toLowerCase();
  if (email && email !== cuenta.email.toLowerCase()) {
    throw new BadRequest('El email no corresponde a la cuenta con la que inició sesión');
  }
  try {
    return await crearEnTransaccion(db, cuenta, input);
  } catch (error) {
    // The period lock serializes creators, so this is rare; if the unique (period, code) index still
    // fires, another request stored the same code first: answer as a retry (or 409 if it differs).
    if (isUniqueViolation(error)) return crearEnTransaccion(db, cuenta, input);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Delete

export async function eliminarDistribucion(
  db: Db,
  cuenta: CuentaSesion,
  idDistribucion: number,
  razon: string,
): Promise<{ message: string; distribucion: Distribucion }> {
  return db.transaction(async (tx) => {
    const first = await repo.findDistribucion(tx, idDistribucion);
    if (!first) throw new NotFound(`No existe la distribución ${idDistribucion}`);
    const periodo = await repo.lockPeriodo(tx, first.idPeriodo);
    const current = await repo.findDistribucion(tx, idDistribucion, { forUpdate: true });
    if (!periodo || !current) throw new NotFound(`No existe la distribución ${idDistribucion}`);

    if (current.idCuentaEncargado !== cuenta.idCuenta) {
      throw new Forbidden('Solo el encargado de contenido que creó la distribución puede eliminarla');
    }
    if (periodo.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) throw estadoNoAbierto(periodo, 'eliminar');
    if (!current.estado) throw new Conflict(`La distribución ${idDistribucion} ya está eliminada`);

    await repo.marcarEliminada(tx, idDistribucion, razon, new Date());
    await audit(tx, {
      idCuenta: cuenta.idCuenta,
      accion: 'eliminar',
      entidad: 'distribucion',
      idEntidad: idDistribucion,
      antes: { estado: true, razonEliminacion: null },
      despues: { estado: false, razonEliminacion: razon },
    });
    await notificar(tx, { tipo: 'distribucion_eliminada', idDistribucion, por: cuenta.nickname });
    const [stored] = await repo.listDistribuciones(tx, { idDistribucion });
    return { message: `Distribución ${idDistribucion} eliminada`, distribucion: stored! };
  });
}

// ---------------------------------------------------------------------------------------------
// Voice channels (DESIGN §1 "External services")

const DISCORD_CAIDO = 'No se pudo consultar Discord, inténtelo de nuevo en unos momentos';

async function viaDiscord<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ServiceUnavailable(DISCORD_CAIDO);
  }
}

export async function getVoiceChannels(voice: VoiceAdapter): Promise<VoiceChannelsResponse> {
  if (!voice.configured) return { ok: true, data: [], configurado: false };
  const data = await viaDiscord(() => voice.listChannels());
  return { ok: true, data, configurado: true };
}

/** Maps the names in a voice channel to registered active players (case-insensitive, guild tag ignored). */
export async function getPlayersOfVoiceChannel(
  db: Db,
  voice: VoiceAdapter,
  idVoiceChannel: string,
): Promise<PlayersOfVoiceChannelResponse> {
  if (!voice.configured) return { ok: true, data: [], sin_registrar: [] };
  const names = await viaDiscord(() => voice.memberNames(idVoiceChannel));

  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = quitarEtiquetaGremio(raw);
    const key = name.toLowerCase();
    if (key !== '' && !byKey.has(key)) byKey.set(key, name);
  }
  const found = await repo.findJugadoresPorNickname(db, [...byKey.keys()]);
  const registered = new Set(found.map((j) => j.nickname));
  const data = found
    .filter((j) => j.estado)
    .map((j) => ({ id_player: j.idPlayer, nickname: j.nickname }))
    .sort((a, b) => a.nickname.localeCompare(b.nickname));
  // A switched-off player is registered: it is neither offered nor listed for registration.
  const sinRegistrar = [...byKey.entries()].filter(([key]) => !registered.has(key)).map(([, name]) => name);
  return { ok: true, data, sin_registrar: sinRegistrar };
}

// ---------------------------------------------------------------------------------------------
// Register a player from the distribution page (seed-spec §6: cargo 3, rol 5)

export interface RegistroDeps {
  db: Db;
  membership: MembershipChecker;
  albionCheck: 'strict' | 'lenient';
}

export async function registrarJugador(
  deps: RegistroDeps,
  cuenta: CuentaSesion,
  nickname: string,
): Promise<RegistrarJugadorResponse> {
  if ((await repo.findJugadoresPorNickname(deps.db, [nickname])).length > 0) throw new Conflict(MENSAJE_NICKNAME_DUPLICADO);

  // The Albion check is slow: it runs before, never inside, the transaction.
  let verificado: boolean | null = null;
  if (deps.membership.configured) {
    let result: Awaited<ReturnType<MembershipChecker['check']>> | undefined;
    try {
      result = await deps.membership.check(nickname);
    } catch {
      if (deps.albionCheck === 'strict') {
        throw new ServiceUnavailable(
          'No se pudo comprobar en Albion Online que el jugador sea miembro del gremio; inténtelo de nuevo más tarde',
        );
      }
      verificado = false;
    }
    if (result) {
      if (!result.miembro) {
        throw new Conflict(
          result.guild
            ? `El jugador ${nickname} no es miembro del gremio en Albion Online (gremio actual: ${result.guild})`
            : `El jugador ${nickname} no es miembro del gremio en Albion Online`,
        );
      }
      verificado = true;
    }
  }

  let jugador: { idPlayer: number; nickname: string };
  try {
    jugador = await deps.db.transaction(async (tx) => {
      const row = await repo.insertJugador(tx, { nickname, idCargo: CARGO_NUEVO_JUGADOR, idRol: ROL_NUEVO_JUGADOR });
      await audit(tx, {
        idCuenta: cuenta.idCuenta,
        accion: 'registrar',
        entidad: 'jugador',
        idEntidad: row.idPlayer,
        despues: { nickname, idCargo: CARGO_NUEVO_JUGADOR, idRol: ROL_NUEVO_JUGADOR, verificado },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(MENSAJE_NICKNAME_DUPLICADO);
    throw error;
  }

  const message =
    verificado === true
      ? `Se ha registrado el jugador ${jugador.nickname}, miembro del gremio en Albion Online`
      : verificado === false
        ? `Se ha registrado el jugador ${jugador.nickname}, pero no se pudo verificar su membresía en Albion Online (el servicio no respondió)`
        : `Se ha registrado el jugador ${jugador.nickname} (la verificación de membresía en Albion Online no está configurada)`;
  return { ok: true, message, jugador: { id_player: jugador.idPlayer, nickname: jugador.nickname }, verificado };
}
