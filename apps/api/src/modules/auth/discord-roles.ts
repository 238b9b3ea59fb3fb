// Discord roles → cargos (docs/integraciones.md, "Discord login"), read at the login, at every renewal
// (validarJsonWebToken) and every 5 minutes (discord-revision.ts): a member who lost a role or left the
// server loses it then. An email
// account (it has a password) is never changed by Discord: the leader's own account cannot be demoted.
import { CARGO } from '@reparto/contract';
import type { Db, Tx } from '../../db/client.js';
import type { TokenService } from '../../lib/jwt.js';
import type { Cifrado } from '../../lib/cifrado.js';
import type { AuditEntry } from '../../lib/audit.js';
import { escribir, type Escritura } from '../../lib/escritura.js';
import { Unauthorized } from '../../lib/errors.js';
import type { CodigoMensaje } from '../../lib/mensajes.js';
import { DiscordCaido, DiscordRechazo, type DiscordOAuth, type DiscordTokens } from '../../adapters/discord/oauth.js';
import { findCuentaSesionByDiscord, replaceCargos, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { setDiscord } from '../cuentas/identidad-discord.repository.js';
import { rolesPendientes } from '../notificaciones/miembros.repository.js';
import { tokensDe } from './discord.repository.js';
import { sessionResponse } from './auth.service.js';

export interface DiscordLogin {
  oauth: DiscordOAuth;
  cifrado: Cifrado;
}

export const MENSAJE_YA_NO_MIEMBRO = 'Ya no es miembro del servidor de Discord del gremio; su sesión se ha cerrado';
export const MENSAJE_DISCORD_REVOCADO = 'Discord ya no autoriza el acceso de la aplicación; vuelva a entrar con Discord';

/** The cargos the roles give to a Discord account (MIEMBRO when none is mapped). */
export const cargosDe = (login: DiscordLogin, roles: readonly string[]) => login.oauth.cargosDeRoles(roles, CARGO.MIEMBRO);

const iguales = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Replaces the cargos of a Discord account when its roles changed. Answers what that write declares (an
 * audit row «roles discord» and the accounts' change), for the write it is part of (lib/escritura.ts).
 */
export async function aplicarCargos(
  tx: Tx,
  idCuenta: number,
  antes: readonly number[],
  despues: readonly number[],
): Promise<Pick<Escritura<unknown>, 'cambio'> & { auditoria: AuditEntry[] }> {
  if (iguales(antes, despues)) return { auditoria: [], cambio: null };
  await replaceCargos(tx, idCuenta, despues);
  return {
    auditoria: [
      {
        idCuenta,
        accion: 'roles discord',
        entidad: 'cuenta',
        idEntidad: idCuenta,
        antes: { cargos: antes },
        despues: { cargos: despues },
      },
    ],
    cambio: { tipo: 'cuenta' },
  };
}

export const cifrarTokens = (login: DiscordLogin, tokens: DiscordTokens) => login.cifrado.cifrar(JSON.stringify(tokens));

export function descifrarTokens(login: DiscordLogin, valor: string | null): DiscordTokens | null {
  const texto = valor === null ? null : login.cifrado.descifrar(valor);
  if (texto === null) return null;
  try {
    return JSON.parse(texto) as DiscordTokens;
  } catch {
    return null;
  }
}

/**
 * The Discord servers of the member whose (encrypted) tokens these are, for the guilds they belong to
 * (docs/alianzas.md, «Muchos gremios»): none when there are no tokens or Discord does not answer (the
 * guilds of their cargos and player still count).
 */
export async function servidoresDeDiscord(login: DiscordLogin | null, cifrados: string | null): Promise<string[]> {
  const guardados = login ? descifrarTokens(login, cifrados) : null;
  if (!login || !guardados) return [];
  return login.oauth.servidores(guardados.access).catch(() => []);
}

/**
 * Ends the account's sessions (token_version + 1) with an audit row «sesion discord terminada»: with
 * `despues` null, its tokens and Discord cargos go too (left the server, access revoked); otherwise its
 * cargos become `despues` (roles removed: docs/integraciones.md, "Roles → cargos").
 */
export async function terminarSesiones(db: Db, sesion: CuentaSesion, motivo: string, despues: readonly number[] | null) {
  await escribir(db, async (tx) => {
    await setDiscord(tx, sesion.idCuenta, despues === null ? { discordTokens: null } : {}, { terminarSesiones: true });
    const cargos = await aplicarCargos(tx, sesion.idCuenta, sesion.cargos, despues ?? []);
    return {
      resultado: undefined,
      auditoria: [
        ...cargos.auditoria,
        {
          idCuenta: sesion.idCuenta,
          accion: 'sesion discord terminada',
          entidad: 'cuenta',
          idEntidad: sesion.idCuenta,
          despues: { motivo },
        },
      ],
      cambio: cargos.cambio,
    };
  });
}

async function terminar(db: Db, sesion: CuentaSesion, motivo: string, codigo: CodigoMensaje): Promise<never> {
  await terminarSesiones(db, sesion, motivo, null);
  throw new Unauthorized(codigo);
}

/** The member's roles now, refreshing the access token once when it expired or was refused. */
export async function rolesActuales(db: Db, login: DiscordLogin, idCuenta: number, tokens: DiscordTokens) {
  let vigentes = tokens;
  const renovar = async () => {
    if (!vigentes.refresh) throw new DiscordRechazo('Sin token de renovación');
    vigentes = await login.oauth.renovar(vigentes.refresh);
    await setDiscord(db, idCuenta, { discordTokens: cifrarTokens(login, vigentes) });
  };
  if (vigentes.expira <= Date.now() + 60_000) await renovar();
  try {
    return await login.oauth.miembro(vigentes.access);
  } catch (error) {
    if (!(error instanceof DiscordRechazo) || vigentes !== tokens) throw error;
    await renovar();
    return login.oauth.miembro(vigentes.access);
  }
}

/**
 * The renewal of a Discord account: roles read again and mapped. When Discord does not answer, the
 * cargos last seen stay and the token is renewed without extending its expiry (`expira`, epoch
 * seconds): a role removed meanwhile is gone at the next good read (the 5-minute re-check or a renewal).
 */
export async function renovarDiscord(
  db: Db,
  tokens: TokenService,
  login: DiscordLogin | null,
  sesion: CuentaSesion,
  expira: number,
) {
  if (!login || sesion.discordUserId === null || sesion.conClave) return sessionResponse(tokens, sesion);
  // The app's own cargo change is on its way to Discord (no ping-pong): the roles are read at the next renewal.
  if (await rolesPendientes(db, sesion.discordUserId)) return sessionResponse(tokens, sesion);
  const guardados = descifrarTokens(login, await tokensDe(db, sesion.idCuenta));
  if (!guardados) return terminar(db, sesion, 'sin tokens', 'sesion.discordRevocado');
  let miembro;
  try {
    miembro = await rolesActuales(db, login, sesion.idCuenta, guardados);
  } catch (error) {
    if (error instanceof DiscordCaido) {
      return {
        ...(await sessionResponse(tokens, sesion)),
        token: await tokens.sign(sesion.idCuenta, sesion.tokenVersion, expira),
      };
    }
    return terminar(db, sesion, 'acceso revocado', 'sesion.discordRevocado');
  }
  if (!miembro) return terminar(db, sesion, 'fuera del servidor', 'sesion.yaNoMiembro');
  const despues = cargosDe(login, miembro.roles);
  await escribir(db, async (tx) => ({
    resultado: undefined,
    ...(await aplicarCargos(tx, sesion.idCuenta, sesion.cargos, despues)),
  }));
  const actual = await findCuentaSesionByDiscord(db, sesion.discordUserId);
  if (!actual) throw new Unauthorized();
  return sessionResponse(tokens, actual);
}
