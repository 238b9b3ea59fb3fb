// Endpoints of «Entrar con Discord» (docs/integraciones.md, "Discord login"). Every step but the
// public `config` is rate-limited per address.
import { z } from 'zod';
import {
  CuentaIdRequestSchema,
  CuentaResponseSchema,
  DiscordConfigResponseSchema,
  DiscordIniciarResponseSchema,
  DiscordPendienteResponseSchema,
  DiscordSesionRequestSchema,
  DiscordSolicitudResponseSchema,
  DiscordVincularRequestSchema,
  type DiscordErrorClave,
  LoginResponseSchema,
  respuestaConMensaje,
  RUTAS_WEB,
  SolicitudDiscordIdRequestSchema,
  SolicitudesDiscordResponseSchema,
} from '@reparto/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requireCuenta, soloLider } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { frase } from '../../lib/frases.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { NotFound, TooManyRequests } from '../../lib/errors.js';
import { camposDeRegistro } from '../../plugins/errors.js';
import * as cuentas from '../cuentas/cuentas.service.js';
import * as service from './discord.service.js';
import * as solicitudes from './discord-solicitudes.js';
import { vincular as vincularJugador } from './discord-vincular.js';
import { leerCookie, ponerCookie, quitarCookie } from './discord-cookie.js';

export const MENSAJE_DISCORD_NO_CONFIGURADO = 'El acceso con Discord no está configurado en este servidor';
export const MENSAJE_LIMITE_DISCORD = 'Demasiados intentos de acceso con Discord, espere un minuto';

/**
 * Per address, shared by every step of the flow: three times the login's budget (one login is 3–4 calls).
 * So the POST steps say `lectura: true`: the flow's own limit, not the write budget of plugins/
 * write-rate-limit.ts; what `sesion` and `vincular` write (the account, the link, the roles) is audited.
 */
const limite = {
  rateLimit: {
    groupId: 'discord',
    max: (request: FastifyRequest) => request.server.loginRateLimit * 3,
    timeWindow: 60_000,
    errorResponseBuilder: () => new TooManyRequests('limite.discord'),
  },
};

function configurado(request: FastifyRequest) {
  const login = request.server.discordLogin;
  if (!login) throw new NotFound('sesion.discordNoConfigurado');
  return login;
}

export const config = endpoint({
  ruta: 'GET /api/auth/discord/config',
  operationId: 'configDiscord',
  resumen: '¿Está el acceso con Discord configurado?',
  descripcion: `Dice si el acceso con Discord está configurado (la web muestra el botón «Entrar con Discord» solo entonces). ${QUIEN.publico}`,
  tags: ['auth'],
  schema: { response: { 200: DiscordConfigResponseSchema } },
  handler: async function configDiscord(request) {
    return { ok: true as const, habilitado: request.server.discordLogin !== null };
  },
});

export const iniciar = endpoint({
  ruta: 'POST /api/auth/discord/iniciar',
  operationId: 'iniciarDiscord',
  resumen: 'Empezar el acceso con Discord',
  descripcion:
    'Empieza el acceso con Discord (OAuth2 con state y PKCE S256, guardados 10 minutos en el servidor y de un solo uso) y devuelve la dirección de autorización de Discord. ' +
    'Pone la cookie `reparto_discord` (HttpOnly, SameSite=Lax, solo para las rutas de Discord) que ata el acceso a este navegador: la vuelta y el canje del código la exigen. ' +
    'Limitado por dirección (429). 404 si Discord no está configurado.',
  tags: ['auth'],
  lectura: true,
  config: limite,
  schema: { response: respuesta(DiscordIniciarResponseSchema, 404, 429) },
  handler: async function iniciarDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    const { url, navegador } = await service.iniciar(request.server.db, configurado(request), null);
    ponerCookie(request, reply, navegador);
    return { ok: true as const, url };
  },
});

export const vincularCuenta = endpoint({
  ruta: 'POST /api/auth/discord/vincularCuenta',
  operationId: 'vincularCuentaDiscord',
  resumen: 'Añadir Discord a la propia cuenta',
  descripcion:
    'Como iniciar (también la cookie), para que la cuenta de la cabecera `x-token` añada su identidad de Discord; Discord pide el consentimiento siempre (`prompt=consent`). ' +
    'Los cargos de una cuenta con email no cambian con Discord. Una cuenta creada con Discord solo cambia de identidad de Discord si es LIDER (403 con una frase).',
  tags: ['auth'],
  lectura: true,
  config: limite,
  preHandler: requireCuenta,
  schema: { response: respuesta(DiscordIniciarResponseSchema, 401, 403, 404, 429) },
  handler: async function vincularCuentaDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    const { url, navegador } = await service.iniciar(request.server.db, configurado(request), request.cuenta!);
    ponerCookie(request, reply, navegador);
    return { ok: true as const, url };
  },
});

const Parametro = z.string().max(2048).optional();

/**
 * The callback is a browser's page load, never a call of the web app: its failures too end on the web's
 * /discord page with a Spanish sentence and the way back to the login card — a rate limit
 * (`limite`), a query that fails validation (`invalido`), anything unexpected (`error`, logged as the
 * app's error handler does) — instead of raw JSON.
 */
function falloDelCallback(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let clave: DiscordErrorClave;
  if (error.statusCode === 429) clave = 'limite';
  else if (
    hasZodFastifySchemaValidationErrors(error) ||
    (error.statusCode !== undefined && error.statusCode < 500 && error.statusCode >= 400)
  )
    clave = 'invalido';
  else {
    request.log.error(camposDeRegistro(error, request), 'error no controlado');
    clave = 'error';
  }
  return reply.header('cache-control', 'no-store').redirect(`${RUTAS_WEB.discord}?${new URLSearchParams({ error: clave })}`, 302);
}

export const callback = endpoint({
  ruta: 'GET /api/auth/discord/callback',
  operationId: 'callbackDiscord',
  resumen: 'Vuelta desde Discord',
  descripcion:
    'Vuelta desde Discord (la redirección registrada). Comprueba el state y la cookie del navegador que empezó, canjea el código una sola vez con el verificador PKCE, lee el usuario y su membresía en el servidor ' +
    'y redirige a `/discord?codigo=…` (código de un solo uso) o a `/discord?error=…` (denegado, estado, navegador, codigo, no-miembro, caido, ocupado). Limitado por dirección.',
  tags: ['auth'],
  config: limite,
  errorHandler: falloDelCallback,
  schema: {
    querystring: z.object({ code: Parametro, state: Parametro, error: Parametro }),
    response: { 302: z.null().describe('Redirección a /discord de la web (también cuando falla)') },
  },
  handler: async function callbackDiscord(request, reply) {
    const login = request.server.discordLogin;
    const destino = login
      ? await service.callback(request.server.db, login, request.query, leerCookie(request))
      : `${RUTAS_WEB.discord}?error=no-configurado`;
    return reply.header('cache-control', 'no-store').redirect(destino, 302);
  },
});

export const sesion = endpoint({
  ruta: 'POST /api/auth/discord/sesion',
  operationId: 'sesionDiscord',
  resumen: 'Canjear el código de un solo uso por la sesión',
  descripcion:
    'Canjea el código de un solo uso de la vuelta: responde como el inicio de sesión o, en el primer acceso, con el jugador propuesto y un código nuevo para vincularlo. ' +
    '401 si el código no es válido, ya se usó o caducó, o si falta la cookie del navegador que empezó el acceso.',
  tags: ['auth'],
  lectura: true,
  config: limite,
  schema: {
    body: DiscordSesionRequestSchema,
    response: respuesta(z.union([LoginResponseSchema, DiscordPendienteResponseSchema]), 400, 401, 404, 429),
  },
  handler: async function sesionDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    const { db, tokens } = request.server;
    const hecho = await service.sesion(db, tokens, configurado(request), request.body[0].codigo, leerCookie(request));
    if (!('pendiente' in hecho)) quitarCookie(request, reply);
    return { ok: true as const, ...hecho };
  },
});

export const vincular = endpoint({
  ruta: 'POST /api/auth/discord/vincular',
  operationId: 'vincularDiscord',
  resumen: 'Vincular el jugador en el primer acceso con Discord',
  descripcion:
    'Primer acceso con Discord: el jugador elegido se comprueba en Albion Online como un registro. Un nickname nuevo crea el jugador; un jugador que existe se vincula al momento solo si ' +
    'uno de los nombres de Discord del miembro es su nickname y nunca tuvo cuenta, y responde como el inicio de sesión. Cualquier otro jugador que existe queda como solicitud para que el líder la apruebe: ' +
    '202 con la frase, sin sesión. 409 si el jugador ya tiene otra cuenta; 401 sin la cookie del navegador que empezó el acceso.',
  tags: ['auth'],
  lectura: true,
  config: limite,
  schema: {
    body: DiscordVincularRequestSchema,
    response: { ...respuesta(LoginResponseSchema, 400, 401, 404, 409, 429, 503), 202: DiscordSolicitudResponseSchema },
  },
  handler: async function vincularDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    const { db, tokens, membership, albionCheck } = request.server;
    const [{ codigo, nickname }] = request.body;
    const deps = { db, tokens, membership, albionCheck, login: configurado(request) };
    const hecho = await vincularJugador(deps, codigo, nickname, leerCookie(request));
    quitarCookie(request, reply);
    if ('solicitud' in hecho) {
      const message = frase(request, 'sesion.discordSolicitud', { nickname: hecho.solicitud.nickname });
      return reply.status(202).send({ ok: true as const, ...hecho, message });
    }
    return { ok: true as const, ...hecho };
  },
});

/** Like every change to an account (cuentas.routes.ts), it answers the account as it is now. */
const unaCuenta = { 200: CuentaResponseSchema, ...errores(400, 401, 403, 404, 409) };

export const desvincular = endpoint({
  ruta: 'PUT /api/cuentas/desvincularDiscord',
  operationId: 'desvincularDiscord',
  resumen: 'Quitar el Discord vinculado a una cuenta',
  descripcion: `Quita el Discord vinculado a una cuenta (auditado); sus sesiones terminan y el jugador de una cuenta creada por Discord queda libre. ${QUIEN.lider}`,
  tags: ['cuentas'],
  ...soloLider,
  schema: { body: CuentaIdRequestSchema, response: unaCuenta },
  handler: async function desvincularDiscord(request, reply) {
    const cuenta = conCambio(reply, await cuentas.desvincularDiscord(request.server.db, request.cuenta!, request.body[0]));
    return { ok: true as const, message: frase(request, 'sesion.discordDesvinculado'), cuenta };
  },
});

// The first logins waiting for the leader's approval (docs/integraciones.md, "Primer acceso"): the
// accounts screen's queue, leader only like every account change.

export const listarSolicitudes = endpoint({
  ruta: 'GET /api/cuentas/solicitudesDiscord',
  operationId: 'listarSolicitudesDiscord',
  resumen: 'Primeros accesos con Discord que esperan aprobación',
  descripcion:
    'Miembros de Discord que en su primer acceso eligieron un jugador que existe sin que sus nombres de Discord coincidan con él, o un jugador que ya tuvo cuenta: ' +
    `no tienen sesión hasta que el líder apruebe. Las más antiguas primero. ${QUIEN.lider}`,
  tags: ['cuentas'],
  ...soloLider,
  schema: { response: respuesta(SolicitudesDiscordResponseSchema, 401, 403) },
  handler: async function listarSolicitudesDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, solicitudes: await solicitudes.listarSolicitudes(request.server.db) };
  },
});

const MensajeSchema = respuestaConMensaje({});

export const aprobarSolicitud = endpoint({
  ruta: 'PUT /api/cuentas/aprobarSolicitudDiscord',
  operationId: 'aprobarSolicitudDiscord',
  resumen: 'Aprobar un primer acceso con Discord',
  descripcion:
    'Vincula el jugador de la solicitud a la identidad de Discord del miembro (una cuenta nueva, o la del jugador cuyo Discord se quitó, cuyas sesiones terminan) con el cargo MIEMBRO hasta su siguiente acceso, ' +
    `que lee sus roles (auditado). 404 si la solicitud ya no existe; 409 si el jugador ya tiene otra cuenta o ese Discord ya está vinculado. ${QUIEN.lider}`,
  tags: ['cuentas'],
  ...soloLider,
  schema: { body: SolicitudDiscordIdRequestSchema, response: respuesta(MensajeSchema, 400, 401, 403, 404, 409) },
  handler: async function aprobarSolicitudDiscord(request, reply) {
    const nickname = conCambio(
      reply,
      await solicitudes.aprobarSolicitud(request.server.db, request.cuenta!, request.body[0].idSolicitud),
    );
    return { ok: true as const, message: frase(request, 'sesion.solicitudAprobada', { nickname }) };
  },
});

export const rechazarSolicitud = endpoint({
  ruta: 'PUT /api/cuentas/rechazarSolicitudDiscord',
  operationId: 'rechazarSolicitudDiscord',
  resumen: 'Rechazar un primer acceso con Discord',
  descripcion: `Quita la solicitud (auditado); el miembro puede volver a entrar con Discord y elegir otro jugador. 404 si ya no existe. ${QUIEN.lider}`,
  tags: ['cuentas'],
  ...soloLider,
  schema: { body: SolicitudDiscordIdRequestSchema, response: respuesta(MensajeSchema, 400, 401, 403, 404) },
  handler: async function rechazarSolicitudDiscord(request, reply) {
    conCambio(reply, await solicitudes.rechazarSolicitud(request.server.db, request.cuenta!, request.body[0].idSolicitud));
    return { ok: true as const, message: frase(request, 'sesion.solicitudRechazada') };
  },
});
