import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, LoginRequestSchema, LoginResponseSchema } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { login, renew } from './auth.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: app.loginRateLimit,
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
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [{ email, pwd }] = request.body;
      reply.header('cache-control', 'no-store');
      return login(app.db, app.tokens, email, pwd);
    },
  );

  app.post(
    '/validarJsonWebToken',
    {
      preHandler: requireCuenta,
      schema: {
        tags: ['auth'],
        summary: 'Validar y renovar el token',
        security: [{ token: [] }],
        response: { 200: LoginResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return renew(app.tokens, request.cuenta!);
    },
  );
};
