// «Entrar con Discord» (docs/integraciones.md, "Discord login": authorization code + state +
// PKCE). The server keeps the state and the verifier (10 minutes, single-use), exchanges the code once,
// reads @me and the guild member, and hands the browser a one-time code that it trades for the app's
// usual token (POST /api/auth/discord/sesion). A member without an account links their player first
// (POST /api/auth/discord/vincular); the link is by Discord user id, never by a name. Every step is
// bound to the browser that started it: a random cookie whose SHA-256 is kept with the state and the code.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CARGO, RUTAS_WEB, type DiscordErrorClave } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { TokenService } from '../../lib/jwt.js';
import type { AuditEntry } from '../../lib/audit.js';
import { escribir } from '../../lib/escritura.js';
import { mensaje } from '../../lib/mensajes.js';
import { Forbidden, isUniqueViolation, Unauthorized } from '../../lib/errors.js';
import { DiscordCaido } from '../../adapters/discord/oauth.js';
import { normalizeDisplayName, stripGuildTags } from '../../adapters/discord/names.js';
import { findCuentaSesionByDiscord, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findJugadoresPorNickname } from '../jugadores/jugadores.repository.js';
import { cuantosGremios, sessionResponse } from './auth.service.js';
import { aplicarCargos, cargosDe, cifrarTokens, servidoresDeDiscord, type DiscordLogin } from './discord-roles.js';
import { setDiscord } from '../cuentas/identidad-discord.repository.js';
import * as repo from './discord.repository.js';

/** How long the browser keeps the flow's cookie: the life of a state and of a code. */
export const VIDA_NAVEGADOR_S = repo.VIDA_ESTADO_MS / 1000;

const aleatorio = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const huella = (codigo: string) => createHash('sha256').update(codigo).digest('base64url');

/** Whether the browser's cookie is the one whose hash the state or the code keeps (no cookie: never). */
function mismoNavegador(guardado: string, cookie: string | undefined): boolean {
  if (!cookie) return false;
  const a = Buffer.from(guardado);
  const b = Buffer.from(huella(cookie));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where the browser goes after the callback (the web's /discord page). */
const destino = (params: Record<string, string>) => `${RUTAS_WEB.discord}?${new URLSearchParams(params)}`;
const fallo = (error: DiscordErrorClave) => destino({ error });

export const mensajeCambiarDiscord = () => mensaje('sesion.cambiarDiscord');

/**
 * The authorize URL of a new login (or, with `cuenta`, of an account adding its Discord identity) and
 * the value of the browser's cookie that binds the flow. Adding Discord to an account asks Discord for
 * consent every time. An account made by Discord (no password) moves to another Discord identity only
 * when it holds LIDER (docs/integraciones.md, "Primer acceso").
 */
export async function iniciar(
  db: Db,
  login: DiscordLogin,
  cuenta: Pick<CuentaSesion, 'idCuenta' | 'conClave' | 'discordUserId' | 'cargos'> | null,
): Promise<{ url: string; navegador: string }> {
  if (cuenta && !cuenta.conClave && cuenta.discordUserId !== null && !cuenta.cargos.includes(CARGO.LIDER))
    throw new Forbidden('sesion.cambiarDiscord');
  const estado = aleatorio();
  const verificador = aleatorio(48);
  const navegador = aleatorio();
  await repo.guardarEstado(db, { estado, verificador, idCuenta: cuenta?.idCuenta ?? null, navegador: huella(navegador) });
  return { url: login.oauth.authorizeUrl(estado, verificador, cuenta ? 'consent' : 'none'), navegador };
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * Discord's redirect back: always answers a path of the web app (an error key or a one-time code). Only
 * the browser that started the flow (its cookie, `navegador`) gets further than the state.
 */
export async function callback(
  db: Db,
  login: DiscordLogin,
  query: CallbackQuery,
  navegador: string | undefined,
): Promise<string> {
  const estado = query.state ? await repo.tomarEstado(db, query.state) : null;
  if (!estado) return fallo('estado');
  if (!mismoNavegador(estado.navegador, navegador)) return fallo('navegador');
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
  const nombres = [miembro.nick, usuario.globalName, usuario.username];
  await repo.guardarIngreso(db, {
    codigoHash: huella(codigo),
    discordUserId: usuario.id,
    discordNombre: usuario.username,
    apodo: await apodoDe(db, nombres),
    nombres: nombresDiscord(nombres),
    roles: miembro.roles,
    tokens: cifrarTokens(login, tokens),
    navegador: estado.navegador,
  });
  return destino({ codigo });
}

/**
 * The member's Discord names as a first login compares them with a nickname (docs/integraciones.md,
 * "Primer acceso"): Unicode NFKC, leading guild tags ("[TAG] ") removed, trimmed, lower-case; empty
 * ones dropped, each once.
 */
export const nombresDiscord = (nombres: (string | null)[]) => [
  ...new Set(nombres.map((n) => normalizeDisplayName(n ?? '')).filter((n) => n !== '')),
];

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
      await setDiscord(tx, idCuenta, { discordUserId, discordNombre, discordTokens: null });
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
    await setDiscord(tx, sesion.idCuenta, { discordNombre: ingreso.discordNombre, discordTokens });
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
  if (!actual) throw new Unauthorized('sesion.discordCodigo');
  const servidores = await servidoresDeDiscord(login, ingreso.tokens);
  return sessionResponse(tokens, actual, await cuantosGremios(db, actual.idCuenta, servidores));
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
export const huerfana = (c: { email: string | null; discordUserId: string | null }) =>
  c.email === null && c.discordUserId === null;

/** The code's row, only for the browser that started the flow (401 with a sentence otherwise). */
export function delNavegador(ingreso: repo.Ingreso | null, navegador: string | undefined): repo.Ingreso {
  if (!ingreso) throw new Unauthorized('sesion.discordCodigo');
  if (!mismoNavegador(ingreso.navegador, navegador)) throw new Unauthorized('sesion.discordNavegador');
  return ingreso;
}

/** The one-time code of the callback: the app's token, or (first login) the player to confirm. */
export async function sesion(db: Db, tokens: TokenService, login: DiscordLogin, codigo: string, navegador: string | undefined) {
  const ingreso = delNavegador(await repo.tomarIngreso(db, huella(codigo)), navegador);
  const cuenta = await findCuentaSesionByDiscord(db, ingreso.discordUserId);
  if (cuenta) return entrar(db, tokens, login, cuenta, ingreso);
  if (await repo.tieneCuentaDiscord(db, ingreso.discordUserId)) throw new Unauthorized('sesion.cuentaInactiva');
  const nuevo = aleatorio();
  await repo.guardarIngreso(db, { ...ingreso, codigoHash: huella(nuevo) });
  return {
    pendiente: {
      codigo: nuevo,
      discord: ingreso.discordNombre,
      apodo: ingreso.apodo,
      propuesta: await propuesta(db, ingreso.apodo),
      solicitud: await repo.solicitudDe(db, ingreso.discordUserId),
    },
  };
}

export const mensajeJugadorTomado = (nickname: string) =>
  `El jugador ${nickname} ya está vinculado a otra cuenta; si es suyo, pida al líder que lo desvincule`;
