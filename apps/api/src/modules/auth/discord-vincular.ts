// The first Discord login's player link (docs/integraciones.md, "Primer acceso"): the member's pick
// becomes a new player, a link to an existing player their Discord names prove theirs, or a request for
// the leader's approval (discord-solicitudes.ts).
import { CARGO_NUEVO_JUGADOR, ROL_NUEVO_JUGADOR } from '@reparto/contract';
import type { TokenService } from '../../lib/jwt.js';
import type { AuditEntry } from '../../lib/audit.js';
import { escribir, type Escritura } from '../../lib/escritura.js';
import { Conflict, isUniqueViolation, Unauthorized } from '../../lib/errors.js';
import { mensaje } from '../../lib/mensajes.js';
import { normalizeDisplayName } from '../../adapters/discord/names.js';
import { findCuentaSesionByDiscord } from '../cuentas/cuentas.repository.js';
import { findJugadoresPorNickname, insertJugador, lockJugador } from '../jugadores/jugadores.repository.js';
import { exigirCuotaMiembros } from '../jugadores/jugadores.service.js';
import { verificarMembresia, type RegistroDeps } from '../jugadores/jugadores.service.js';
import { sessionResponse } from './auth.service.js';
import { aplicarCargos, cargosDe, type DiscordLogin } from './discord-roles.js';
import { insertCuentaDiscord } from '../cuentas/identidad-discord.repository.js';
import * as repo from './discord.repository.js';
import { delNavegador, huella, huerfana } from './discord.service.js';

export const mensajeSolicitud = (nickname: string) => mensaje('sesion.discordSolicitud', { nickname });

/**
 * The first login's player link (docs/integraciones.md, "Primer acceso"): the member's pick is checked
 * against Albion Online like a registration. An unknown nickname becomes a new player; an existing one
 * is linked at once only when one of the member's Discord names is its nickname and it never had an
 * account. Any other existing player becomes a request for the leader's approval: no session, the
 * answer says so (`solicitud`).
 */
export async function vincular(
  deps: RegistroDeps & { tokens: TokenService; login: DiscordLogin },
  codigo: string,
  nickname: string,
  navegador: string | undefined,
) {
  const { db, login } = deps;
  const ingreso = delNavegador(await repo.leerIngreso(db, huella(codigo)), navegador);
  const [existente] = await findJugadoresPorNickname(db, [nickname]);
  if (existente && !existente.estado) throw new Conflict('sesion.jugadorDesactivado', { nickname });
  // The Albion check is slow: before, never inside, the transaction (as a registration).
  const verificado = await verificarMembresia(deps, nickname);
  let hecho: { idCuenta: number } | { solicitud: string };
  try {
    ({ resultado: hecho } = await escribir(db, async (tx): Promise<Escritura<typeof hecho>> => {
      if (!(await repo.tomarIngreso(tx, huella(codigo)))) throw new Unauthorized('sesion.discordCodigo');
      const identidad = {
        discordUserId: ingreso.discordUserId,
        discordNombre: ingreso.discordNombre,
        discordTokens: ingreso.tokens,
      };
      let idPlayer: number;
      let id: number;
      const auditoria: AuditEntry[] = [];
      if (existente) {
        idPlayer = existente.idPlayer;
        await lockJugador(tx, idPlayer);
        const cuenta = await repo.cuentaDelJugador(tx, idPlayer);
        if (cuenta && !huerfana(cuenta)) throw new Conflict('sesion.jugadorTomado', { nickname });
        if (cuenta !== null || !ingreso.nombres.includes(normalizeDisplayName(existente.nickname))) {
          const nombres = ingreso.nombres;
          await repo.guardarSolicitud(tx, {
            discordUserId: ingreso.discordUserId,
            discordNombre: ingreso.discordNombre,
            nombres,
            idPlayer,
          });
          const despues = {
            discord: ingreso.discordNombre,
            discord_user_id: ingreso.discordUserId,
            nickname,
            nombres,
            verificado,
          };
          return {
            resultado: { solicitud: existente.nickname },
            auditoria: [{ idCuenta: null, accion: 'solicitar discord', entidad: 'jugador', idEntidad: idPlayer, despues }],
            cambio: { tipo: 'cuenta' },
          };
        }
        id = await insertCuentaDiscord(tx, { idPlayer, ...identidad });
      } else {
        const values = { nickname, idCargo: CARGO_NUEVO_JUGADOR, idRol: ROL_NUEVO_JUGADOR };
        await exigirCuotaMiembros(tx);
        idPlayer = (await insertJugador(tx, values)).idPlayer;
        id = await insertCuentaDiscord(tx, { idPlayer, ...identidad });
        auditoria.push({
          idCuenta: id,
          accion: 'registrar',
          entidad: 'jugador',
          idEntidad: idPlayer,
          despues: { ...values, verificado },
        });
      }
      await repo.quitarSolicitudDe(tx, ingreso.discordUserId);
      const cargos = await aplicarCargos(tx, id, [], cargosDe(login, ingreso.roles));
      auditoria.push(...cargos.auditoria, {
        idCuenta: id,
        accion: 'vincular',
        entidad: 'cuenta',
        idEntidad: id,
        despues: {
          discord: ingreso.discordNombre,
          discord_user_id: ingreso.discordUserId,
          id_player: idPlayer,
          nickname,
          verificado,
        },
      });
      return {
        resultado: { idCuenta: id },
        auditoria,
        // A new player changes the roster, which covers the accounts' scope too (lib/cambios.ts).
        cambio: existente ? { tipo: 'cuenta' } : { tipo: 'jugador', idPlayer },
      };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('sesion.jugadorTomado', { nickname });
    throw error;
  }
  if ('solicitud' in hecho) return { message: mensajeSolicitud(hecho.solicitud), solicitud: { nickname: hecho.solicitud } };
  const cuenta = await findCuentaSesionByDiscord(db, ingreso.discordUserId);
  if (!cuenta || cuenta.idCuenta !== hecho.idCuenta) throw new Unauthorized('sesion.cuentaInactiva');
  return sessionResponse(deps.tokens, cuenta);
}
