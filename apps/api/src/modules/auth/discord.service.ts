// «Entrar con Discord» (docs/integraciones.md, "Discord login": authorization code + state +
// PKCE). The server keeps the state and the verifier (10 minutes, single-use), exchanges the code once,
// reads @me and the guild member, and hands the browser a one-time code that it trades for the app's
// usual token (POST /api/auth/discord/sesion). A member without an account links their player first
// (POST /api/auth/discord/vincular); the link is by Discord user id, never by a name.
import { createHash, randomBytes } from 'node:crypto';
import {
  CARGO_NUEVO_JUGADOR,
  MENSAJE_DISCORD_CODIGO,
  ROL_NUEVO_JUGADOR,
  RUTAS_WEB,
  type DiscordErrorClave,
} from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { TokenService } from '../../lib/jwt.js';
import type { AuditEntry } from '../../lib/audit.js';
import { escribir } from '../../lib/escritura.js';
import { Conflict, isUniqueViolation, Unauthorized } from '../../lib/errors.js';
import { DiscordCaido } from '../../adapters/discord/oauth.js';
import { normalizeDisplayName, stripGuildTags } from '../../adapters/discord/names.js';
import { findCuentaSesionByDiscord, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadoresPorNickname, insertJugador, lockJugador } from '../jugadores/jugadores.repository.js';
import { verificarMembresia, type RegistroDeps } from '../jugadores/jugadores.service.js';
import { sessionResponse } from './auth.service.js';
import { aplicarCargos, cargosDe, cifrarTokens, type DiscordLogin } from './discord-roles.js';
import * as repo from './discord.repository.js';

const aleatorio = (bytes = 32) => randomBytes(bytes).toString('base64url');
const huella = (codigo: string) => createHash('sha256').update(codigo).digest('base64url');

/** Where the browser goes after the callback (the web's /discord page). */
const destino = (params: Record<string, string>) => `${RUTAS_WEB.discord}?${new URLSearchParams(params)}`;
const fallo = (error: DiscordErrorClave) => destino({ error });

/** The authorize URL of a new login (or, with `idCuenta`, of an email account adding its Discord identity). */
export async function iniciar(db: Db, login: DiscordLogin, idCuenta: number | null): Promise<string> {
  const estado = aleatorio();
  const verificador = aleatorio(48);
  await repo.guardarEstado(db, { estado, verificador, idCuenta });
  return login.oauth.authorizeUrl(estado, verificador);
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** Discord's redirect back: always answers a path of the web app (an error key or a one-time code). */
export async function callback(db: Db, login: DiscordLogin, query: CallbackQuery): Promise<string> {
  const estado = query.state ? await repo.tomarEstado(db, query.state) : null;
  if (!estado) return fallo('estado');
  if (query.error || !query.code) return fallo(query.error ? 'denegado' : 'codigo');
  let leido;
  try {
    const tokens = await login.oauth.canjear(query.code, estado.verificador);
    const [usuario, miembro] = await Promise.all([login.oauth.usuario(tokens.access), login.oauth.miembro(tokens.access)]);
    leido = { tokens, usuario, miembro };
  } catch (error) {
    return fallo(error instanceof DiscordCaido ? 'caido' : 'codigo');
  }
  const { tokens, usuario, miembro } = leido;
  if (!miembro) return fallo('no-miembro');
  // An email account's roles are never read: Discord's tokens are not kept for it.
  if (estado.idCuenta !== null) return vincularCuentaConClave(db, estado.idCuenta, usuario.id, usuario.username);
  const codigo = aleatorio();
  await repo.guardarIngreso(db, {
    codigoHash: huella(codigo),
    discordUserId: usuario.id,
    discordNombre: usuario.username,
    apodo: await apodoDe(db, [miembro.nick, usuario.globalName, usuario.username]),
    roles: miembro.roles,
    tokens: cifrarTokens(login, tokens),
  });
  return destino({ codigo });
}

/**
 * The member's name for the proposal, tried one by one as the voice-channel import matches a name
 * (guild tags removed, case ignored): server nickname, then display name, then user name — the first
 * that is a free player's nickname, or else the first that is set.
 */
async function apodoDe(db: Db, nombres: (string | null)[]): Promise<string> {
  const candidatos = nombres.map((n) => stripGuildTags(n ?? '')).filter((n) => n !== '');
  for (const nombre of candidatos) if ((await propuesta(db, nombre)) !== null) return nombre;
  return candidatos[0] ?? '';
}

/**
 * An email account adds its Discord identity («Mi cuenta»): its cargos stay the leader's to set, so
 * Discord's tokens are not kept (any left from before are cleared).
 */
async function vincularCuentaConClave(db: Db, idCuenta: number, discordUserId: string, discordNombre: string) {
  try {
    await escribir(db, async (tx) => {
      await repo.setDiscord(tx, idCuenta, { discordUserId, discordNombre, discordTokens: null });
      const despues = { discord: discordNombre, discord_user_id: discordUserId };
      return {
        resultado: undefined,
        auditoria: [{ idCuenta, accion: 'vincular discord', entidad: 'cuenta', idEntidad: idCuenta, despues }],
        cambio: { tipo: 'cuenta' },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fallo('ocupado');
    throw error;
  }
  return destino({ vinculado: '1' });
}

/**
 * Signs a Discord account in: roles mapped and tokens kept (encrypted) to read them again at renewal;
 * an email account keeps its cargos and no tokens (any left from before are cleared). Audit «ingresar».
 */
async function entrar(db: Db, tokens: TokenService, login: DiscordLogin, sesion: CuentaSesion, ingreso: repo.Ingreso) {
  await escribir(db, async (tx) => {
    const discordTokens = sesion.conClave ? null : ingreso.tokens;
    await repo.setDiscord(tx, sesion.idCuenta, { discordNombre: ingreso.discordNombre, discordTokens });
    const cargos = sesion.conClave
      ? { auditoria: [], cambio: null }
      : await aplicarCargos(tx, sesion.idCuenta, sesion.cargos, cargosDe(login, ingreso.roles));
    const ingresar: AuditEntry = {
      idCuenta: sesion.idCuenta,
      accion: 'ingresar',
      entidad: 'cuenta',
      idEntidad: sesion.idCuenta,
      despues: { via: 'discord' },
    };
    return { resultado: undefined, auditoria: [...cargos.auditoria, ingresar], cambio: cargos.cambio };
  });
  const actual = await findCuentaSesionByDiscord(db, ingreso.discordUserId);
  if (!actual) throw new Unauthorized(MENSAJE_DISCORD_CODIGO);
  return sessionResponse(tokens, actual);
}

export const MENSAJE_CUENTA_INACTIVA = 'Su cuenta o su jugador están desactivados; hable con el líder del gremio';

/** The player proposed for a first login: the one whose nickname is the member's name, if it is free. */
async function propuesta(db: Db, apodo: string): Promise<string | null> {
  const clave = normalizeDisplayName(apodo);
  const [jugador] = clave ? await findJugadoresPorNickname(db, [clave]) : [];
  if (!jugador?.estado) return null;
  const cuenta = await repo.cuentaDelJugador(db, jugador.idPlayer);
  return cuenta === null || huerfana(cuenta) ? jugador.nickname : null;
}

/** A Discord account whose identity the leader unlinked: its player can be taken again. */
const huerfana = (c: { email: string | null; discordUserId: string | null }) => c.email === null && c.discordUserId === null;

/** The one-time code of the callback: the app's token, or (first login) the player to confirm. */
export async function sesion(db: Db, tokens: TokenService, login: DiscordLogin, codigo: string) {
  const ingreso = await repo.tomarIngreso(db, huella(codigo));
  if (!ingreso) throw new Unauthorized(MENSAJE_DISCORD_CODIGO);
  const cuenta = await findCuentaSesionByDiscord(db, ingreso.discordUserId);
  if (cuenta) return entrar(db, tokens, login, cuenta, ingreso);
  if (await repo.tieneCuentaDiscord(db, ingreso.discordUserId)) throw new Unauthorized(MENSAJE_CUENTA_INACTIVA);
  const nuevo = aleatorio();
  await repo.guardarIngreso(db, { ...ingreso, codigoHash: huella(nuevo) });
  return {
    pendiente: {
      codigo: nuevo,
      discord: ingreso.discordNombre,
      apodo: ingreso.apodo,
      propuesta: await propuesta(db, ingreso.apodo),
    },
  };
}

export const mensajeJugadorTomado = (nickname: string) =>
  `El jugador ${nickname} ya está vinculado a otra cuenta; si es suyo, pida al líder que lo desvincule`;

/**
 * The first login's player link: the member's pick (the proposed player or another nickname) is
 * checked against Albion Online like a registration; an unknown nickname becomes a new player.
 */
export async function vincular(
  deps: RegistroDeps & { tokens: TokenService; login: DiscordLogin },
  codigo: string,
  nickname: string,
) {
  const { db, login } = deps;
  const ingreso = await repo.leerIngreso(db, huella(codigo));
  if (!ingreso) throw new Unauthorized(MENSAJE_DISCORD_CODIGO);
  const [existente] = await findJugadoresPorNickname(db, [nickname]);
  if (existente && !existente.estado)
    throw new Conflict(`El jugador ${nickname} está desactivado; hable con el líder del gremio`);
  // The Albion check is slow: before, never inside, the transaction (as a registration).
  const verificado = await verificarMembresia(deps, nickname);
  let idCuenta: number;
  try {
    ({ resultado: idCuenta } = await escribir(db, async (tx) => {
      if (!(await repo.tomarIngreso(tx, huella(codigo)))) throw new Unauthorized(MENSAJE_DISCORD_CODIGO);
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
        if (cuenta && !huerfana(cuenta)) throw new Conflict(mensajeJugadorTomado(nickname));
        if (cuenta) await repo.setDiscord(tx, cuenta.idCuenta, identidad, { terminarSesiones: true });
        id = cuenta?.idCuenta ?? (await repo.insertCuentaDiscord(tx, { idPlayer, ...identidad }));
      } else {
        const values = { nickname, idCargo: CARGO_NUEVO_JUGADOR, idRol: ROL_NUEVO_JUGADOR };
        idPlayer = (await insertJugador(tx, values)).idPlayer;
        id = await repo.insertCuentaDiscord(tx, { idPlayer, ...identidad });
        auditoria.push({
          idCuenta: id,
          accion: 'registrar',
          entidad: 'jugador',
          idEntidad: idPlayer,
          despues: { ...values, verificado },
        });
      }
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
        resultado: id,
        auditoria,
        // A new player changes the roster, which covers the accounts' scope too (lib/cambios.ts).
        cambio: existente ? { tipo: 'cuenta' } : { tipo: 'jugador', idPlayer },
      };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(mensajeJugadorTomado(nickname));
    throw error;
  }
  const cuenta = await findCuentaSesionByDiscord(db, ingreso.discordUserId);
  if (!cuenta || cuenta.idCuenta !== idCuenta) throw new Unauthorized(MENSAJE_CUENTA_INACTIVA);
  return sessionResponse(deps.tokens, cuenta);
}
