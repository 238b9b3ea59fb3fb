// Endpoints of the session: login and token renewal.
import { LoginRequestSchema, LoginResponseSchema, TOKEN_HEADER } from '@reparto/contract';
import { requireCuenta } from '../../plugins/auth.js';
import { endpoint, respuesta } from '../../lib/route.js';
import { TooManyRequests } from '../../lib/errors.js';
import { login as iniciarSesion } from './auth.service.js';
import { renovarDiscord } from './discord-roles.js';

export const login = endpoint({
  ruta: 'POST /api/auth/login',
  operationId: 'login',
  resumen: 'Iniciar sesión',
  descripcion:
    'Comprueba email y contraseña y devuelve un token con el email, el nickname, el cargo del jugador y los cargos de la cuenta. ' +
    'Un email o una contraseña incorrectos dan el mismo mensaje; los intentos por minuto y dirección están limitados (429).',
  tags: ['auth'],
  // Not the write budget: the login has its own, stricter limit (config.rateLimit below).
  lectura: true,
  config: {
    rateLimit: {
      groupId: 'login',
      max: (request) => request.server.loginRateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: () => new TooManyRequests('limite.login'),
    },
  },
  schema: { body: LoginRequestSchema, response: respuesta(LoginResponseSchema, 400, 401, 429) },
  handler: async function login(request, reply) {
    const [{ email, pwd }] = request.body;
    reply.header('cache-control', 'no-store');
    return { ok: true as const, ...(await iniciarSesion(request.server.db, request.server.tokens, email, pwd)) };
  },
});

export const validar = endpoint({
  ruta: 'POST /api/auth/validarJsonWebToken',
  operationId: 'validarToken',
  resumen: 'Validar y renovar el token',
  descripcion: 'Valida el token de la cabecera `x-token` y responde como el inicio de sesión, con un token renovado.',
  tags: ['auth'],
  lectura: true,
  preHandler: requireCuenta,
  schema: { response: respuesta(LoginResponseSchema, 401) },
  handler: async function validarToken(request, reply) {
    reply.header('cache-control', 'no-store');
    const { db, tokens, discordLogin } = request.server;
    // A Discord account's roles are read again here (modules/auth/discord-roles.ts).
    const claims = await tokens.verify(String(request.headers[TOKEN_HEADER]));
    const expira = claims?.exp ?? Math.floor(Date.now() / 1000);
    return { ok: true as const, ...(await renovarDiscord(db, tokens, discordLogin, request.cuenta!, expira)) };
  },
});
