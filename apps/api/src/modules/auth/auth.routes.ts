// Endpoints of the session (URLs and methods in src/routes.ts): login and token renewal.
import { ErrorResponseSchema, LoginRequestSchema, LoginResponseSchema } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, security } from '../../lib/route.js';
import { login as iniciarSesion, renew } from './auth.service.js';

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
    return { ok: true as const, ...(await renew(request.server.tokens, request.cuenta!)) };
  },
});
