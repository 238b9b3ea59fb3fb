// Endpoints of the session (URLs and methods in src/routes.ts): login and token renewal.
import { ErrorResponseSchema, LoginRequestSchema, LoginResponseSchema, TOKEN_HEADER } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { login as iniciarSesion } from './auth.service.js';
import { renovarDiscord } from './discord-roles.js';

const e = ErrorResponseSchema;

export const login = endpoint({
  config: {
    rateLimit: {
      groupId: 'login',
      max: (request) => request.server.loginRateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: () => ({
        statusCode: 429,
        ok: false,
        message: 'Demasiados intentos de inicio de sesión, espere un minuto',
      }),
    },
  },
  schema: {
    tags: ['auth'],
    summary: 'Iniciar sesión',
    body: LoginRequestSchema,
    response: { 200: LoginResponseSchema, 400: e, 401: e, 429: e },
  },
  handler: async (request, reply) => {
    const [{ email, pwd }] = request.body;
    reply.header('cache-control', 'no-store');
    return { ok: true as const, ...(await iniciarSesion(request.server.db, request.server.tokens, email, pwd)) };
  },
});

export const validar = endpoint({
  preHandler: requireCuenta,
  schema: {
    tags: ['auth'],
    summary: 'Validar y renovar el token',
    security,
    response: { 200: LoginResponseSchema, 401: e },
  },
  handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { db, tokens, discordLogin } = request.server;
    // A Discord account's roles are read again here (modules/auth/discord-roles.ts).
    const claims = await tokens.verify(String(request.headers[TOKEN_HEADER]));
    const expira = claims?.exp ?? Math.floor(Date.now() / 1000);
    return { ok: true as const, ...(await renovarDiscord(db, tokens, discordLogin, request.cuenta!, expira)) };
  },
});
