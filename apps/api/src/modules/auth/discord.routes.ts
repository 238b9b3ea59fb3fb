// Endpoints of «Entrar con Discord» (URLs and methods in src/routes.ts; docs/integraciones.md,
// "Discord login"). Every step but the public `config` is rate-limited per address.
import { z } from 'zod';
import {
  CARGO,
  CuentaIdRequestSchema,
  CuentaResponseSchema,
  DiscordConfigResponseSchema,
  DiscordIniciarResponseSchema,
  DiscordPendienteResponseSchema,
  DiscordSesionRequestSchema,
  DiscordVincularRequestSchema,
  ErrorResponseSchema,
  type DiscordErrorClave,
  LoginResponseSchema,
} from '@reparto/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requireCargo, requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { NotFound } from '../../lib/errors.js';
import { camposDeRegistro } from '../../plugins/errors.js';
import { desvincularDiscord } from '../cuentas/cuentas.service.js';
import * as service from './discord.service.js';

const e = ErrorResponseSchema;
export const MENSAJE_DISCORD_NO_CONFIGURADO = 'El acceso con Discord no está configurado en este servidor';
export const MENSAJE_LIMITE_DISCORD = 'Demasiados intentos de acceso con Discord, espere un minuto';

/** Per address, shared by every step of the flow: three times the login's budget (one login is 3–4 calls). */
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
  schema: { tags: ['auth'], summary: '¿Está el acceso con Discord configurado?', response: { 200: DiscordConfigResponseSchema } },
  handler: async (request) => ({ ok: true as const, habilitado: request.server.discordLogin !== null }),
});

export const iniciar = endpoint({
  config: limite,
  schema: {
    tags: ['auth'],
    summary: 'Empezar el acceso con Discord',
    response: { 200: DiscordIniciarResponseSchema, 404: e, 429: e },
  },
  handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true as const, url: await service.iniciar(request.server.db, configurado(request), null) };
  },
});

export const vincularCuenta = endpoint({
  config: limite,
  preHandler: requireCuenta,
  schema: {
    tags: ['auth'],
    summary: 'Añadir Discord a la propia cuenta',
    security,
    response: { 200: DiscordIniciarResponseSchema, 401: e, 404: e, 429: e },
  },
  handler: async (request, reply) => {
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
  return reply.header('cache-control', 'no-store').redirect(`/discord?${new URLSearchParams({ error: clave })}`, 302);
}

export const callback = endpoint({
  config: limite,
  errorHandler: falloDelCallback,
  schema: {
    tags: ['auth'],
    summary: 'Vuelta desde Discord',
    querystring: z.object({ code: Parametro, state: Parametro, error: Parametro }),
    response: { 302: z.null().describe('Redirección a /discord de la web (también cuando falla)') },
  },
  handler: async (request, reply) => {
    const login = request.server.discordLogin;
    const destino = login ? await service.callback(request.server.db, login, request.query) : '/discord?error=no-configurado';
    return reply.header('cache-control', 'no-store').redirect(destino, 302);
  },
});

export const sesion = endpoint({
  config: limite,
  schema: {
    tags: ['auth'],
    summary: 'Canjear el código de un solo uso por la sesión',
    body: DiscordSesionRequestSchema,
    response: { 200: z.union([LoginResponseSchema, DiscordPendienteResponseSchema]), 400: e, 401: e, 404: e, 429: e },
  },
  handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { db, tokens } = request.server;
    return { ok: true as const, ...(await service.sesion(db, tokens, configurado(request), request.body[0].codigo)) };
  },
});

export const vincular = endpoint({
  config: limite,
  schema: {
    tags: ['auth'],
    summary: 'Vincular el jugador en el primer acceso con Discord',
    body: DiscordVincularRequestSchema,
    response: { 200: LoginResponseSchema, 400: e, 401: e, 404: e, 409: e, 429: e, 503: e },
  },
  handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { db, tokens, membership, albionCheck } = request.server;
    const [{ codigo, nickname }] = request.body;
    const deps = { db, tokens, membership, albionCheck, login: configurado(request) };
    return { ok: true as const, ...(await service.vincular(deps, codigo, nickname)) };
  },
});

export const desvincular = endpoint({
  onRequest: requireCargo(CARGO.LIDER),
  schema: {
    tags: ['cuentas'],
    summary: 'Quitar el Discord vinculado a una cuenta',
    security,
    body: CuentaIdRequestSchema,
    response: { 200: CuentaResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
  },
  handler: async (request) => {
    const cuenta = await desvincularDiscord(request.server.db, request.cuenta!, request.body[0]);
    return { ok: true as const, message: 'Discord desvinculado', cuenta };
  },
});
