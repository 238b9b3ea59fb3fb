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
  DiscordVincularRequestSchema,
  type DiscordErrorClave,
  LoginResponseSchema,
  RUTAS_WEB,
} from '@reparto/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requireCuenta, soloLider } from '../../plugins/auth.js';
import { endpoint, errores, respuesta } from '../../lib/route.js';
import { conCambio } from '../../lib/escritura.js';
import { QUIEN } from '../../openapi/textos.js';
import { NotFound } from '../../lib/errors.js';
import { camposDeRegistro } from '../../plugins/errors.js';
import * as cuentas from '../cuentas/cuentas.service.js';
import * as service from './discord.service.js';

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
    errorResponseBuilder: () => ({ statusCode: 429, ok: false, message: MENSAJE_LIMITE_DISCORD }),
  },
};

function configurado(request: FastifyRequest) {
  const login = request.server.discordLogin;
  if (!login) throw new NotFound(MENSAJE_DISCORD_NO_CONFIGURADO);
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
    'Limitado por dirección (429). 404 si Discord no está configurado.',
  tags: ['auth'],
  lectura: true,
  config: limite,
  schema: { response: respuesta(DiscordIniciarResponseSchema, 404, 429) },
  handler: async function iniciarDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, url: await service.iniciar(request.server.db, configurado(request), null) };
  },
});

export const vincularCuenta = endpoint({
  ruta: 'POST /api/auth/discord/vincularCuenta',
  operationId: 'vincularCuentaDiscord',
  resumen: 'Añadir Discord a la propia cuenta',
  descripcion:
    'Como iniciar, para que la cuenta de la cabecera `x-token` añada su identidad de Discord; los cargos de una cuenta con email no cambian con Discord.',
  tags: ['auth'],
  lectura: true,
  config: limite,
  preHandler: requireCuenta,
  schema: { response: respuesta(DiscordIniciarResponseSchema, 401, 404, 429) },
  handler: async function vincularCuentaDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, url: await service.iniciar(request.server.db, configurado(request), request.cuenta!.idCuenta) };
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
    'Vuelta desde Discord (la redirección registrada). Comprueba el state, canjea el código una sola vez con el verificador PKCE, lee el usuario y su membresía en el servidor ' +
    'y redirige a `/discord?codigo=…` (código de un solo uso) o a `/discord?error=…` (denegado, estado, codigo, no-miembro, caido, ocupado). Limitado por dirección.',
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
      ? await service.callback(request.server.db, login, request.query)
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
    '401 si el código no es válido, ya se usó o caducó.',
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
    return { ok: true as const, ...(await service.sesion(db, tokens, configurado(request), request.body[0].codigo)) };
  },
});

export const vincular = endpoint({
  ruta: 'POST /api/auth/discord/vincular',
  operationId: 'vincularDiscord',
  resumen: 'Vincular el jugador en el primer acceso con Discord',
  descripcion:
    'Primer acceso con Discord: vincula el jugador elegido (comprobado en Albion Online como un registro; un nickname nuevo crea el jugador) a la identidad de Discord y responde como el inicio de sesión. ' +
    '409 si el jugador ya tiene otra cuenta.',
  tags: ['auth'],
  lectura: true,
  config: limite,
  schema: { body: DiscordVincularRequestSchema, response: respuesta(LoginResponseSchema, 400, 401, 404, 409, 429, 503) },
  handler: async function vincularDiscord(request, reply) {
    reply.header('cache-control', 'no-store');
    const { db, tokens, membership, albionCheck } = request.server;
    const [{ codigo, nickname }] = request.body;
    const deps = { db, tokens, membership, albionCheck, login: configurado(request) };
    return { ok: true as const, ...(await service.vincular(deps, codigo, nickname)) };
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
    return { ok: true as const, message: 'Discord desvinculado', cuenta };
  },
});
