// The first Discord logins waiting for the leader's approval (docs/integraciones.md, "Primer acceso"):
// a member who picked an existing player their Discord names do not match, or a player that had an
// account before, gets no session; the leader approves (the player is linked to that Discord identity)
// or rejects the request on the accounts screen. Both are audited through the one write path.
import { CARGO, type SolicitudDiscordRow } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, type Escrito } from '../../lib/escritura.js';
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors.js';
import { mensaje } from '../../lib/mensajes.js';
import { replaceCargos } from '../cuentas/cuentas.repository.js';
import { lockJugador } from '../jugadores/jugadores.repository.js';
import { insertCuentaDiscord, setDiscord } from '../cuentas/identidad-discord.repository.js';
import * as repo from './discord.repository.js';
import { huerfana } from './discord.service.js';

export const mensajeSolicitudNoExiste = () => mensaje('sesion.solicitudNoExiste');
export const mensajeDiscordOcupado = () => mensaje('sesion.discordOcupado');

/** Reads with no rule of their own. */
export const listarSolicitudes = (db: Db): Promise<SolicitudDiscordRow[]> => repo.listSolicitudes(db);

/**
 * Links the requested player to the member's Discord identity: a new account, or the player's account
 * whose Discord was unlinked (its sessions end). The account holds MIEMBRO until the member's next
 * Discord login reads their roles (their Discord tokens are not kept with a request). Answers the nickname.
 */
export async function aprobarSolicitud(db: Db, actor: { idCuenta: number }, idSolicitud: number): Promise<Escrito<string>> {
  try {
    return await escribir(db, async (tx) => {
      const solicitud = await repo.tomarSolicitud(tx, idSolicitud);
      if (!solicitud) throw new NotFound('sesion.solicitudNoExiste');
      const jugador = await lockJugador(tx, solicitud.idPlayer);
      if (!jugador?.estado) throw new Conflict('sesion.jugadorDesactivado', { nickname: jugador?.nickname ?? '' });
      if (await repo.tieneCuentaDiscord(tx, solicitud.discordUserId)) throw new Conflict('sesion.discordOcupado');
      const cuenta = await repo.cuentaDelJugador(tx, solicitud.idPlayer);
      if (cuenta && !huerfana(cuenta)) throw new Conflict('sesion.jugadorTomado', { nickname: jugador.nickname });
      const identidad = { discordUserId: solicitud.discordUserId, discordNombre: solicitud.discordNombre, discordTokens: null };
      let idCuenta: number;
      if (cuenta) {
        idCuenta = cuenta.idCuenta;
        await setDiscord(tx, idCuenta, identidad, { terminarSesiones: true });
      } else {
        idCuenta = await insertCuentaDiscord(tx, { idPlayer: solicitud.idPlayer, ...identidad });
      }
      await replaceCargos(tx, idCuenta, [CARGO.MIEMBRO]);
      const despues = {
        discord: solicitud.discordNombre,
        discord_user_id: solicitud.discordUserId,
        id_player: solicitud.idPlayer,
        nickname: jugador.nickname,
      };
      return {
        resultado: jugador.nickname,
        auditoria: [{ idCuenta: actor.idCuenta, accion: 'aprobar discord', entidad: 'cuenta', idEntidad: idCuenta, despues }],
        cambio: { tipo: 'cuenta' },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('sesion.discordOcupado');
    throw error;
  }
}

/** Removes the request; the member may sign in with Discord again and pick another player. */
export function rechazarSolicitud(db: Db, actor: { idCuenta: number }, idSolicitud: number): Promise<Escrito<void>> {
  return escribir(db, async (tx) => {
    const solicitud = await repo.tomarSolicitud(tx, idSolicitud);
    if (!solicitud) throw new NotFound('sesion.solicitudNoExiste');
    const despues = { discord: solicitud.discordNombre, discord_user_id: solicitud.discordUserId, nombres: solicitud.nombres };
    return {
      resultado: undefined,
      auditoria: [
        { idCuenta: actor.idCuenta, accion: 'rechazar discord', entidad: 'jugador', idEntidad: solicitud.idPlayer, despues },
      ],
      cambio: { tipo: 'cuenta' },
    };
  });
}
