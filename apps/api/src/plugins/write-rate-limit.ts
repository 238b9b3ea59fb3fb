// Write rate limit (OWASP API4:2023, docs/reliability.md): every route that changes data shares one budget per
// account (a valid session's: plugins/auth.ts, sesionDe) or, without one, per address: a forged,
// expired or revoked token counts against its address like an anonymous request, never against the
// account it names (a thief's old token cannot use up the real owner's budget). Generous by
// default (WRITE_RATE_LIMIT, 300 a minute) so that real use and the benchmark never meet it.
//
// A POST/PUT/DELETE/PATCH route is a write unless it is listed in READ_ROUTES (POSTs that only read,
// because the spec sends their filters as a body). Secure by default: a new route counts as a write
// until someone lists it here, and the audit coverage test (modules/auditoria) checks that every write
// route leaves an audit row.
import { claveDeDireccion } from '../lib/direccion.js';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sesionDe } from './auth.js';

/** Non-GET routes that do not change anything ("METHOD url"). */
export const READ_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/login', // has its own, stricter limit
  'POST /api/auth/validarJsonWebToken',
  // «Entrar con Discord»: the flow has its own per-address limit (modules/auth/discord.routes.ts); what
  // sesion and vincular write (the account, the link, the roles) is audited there.
  'POST /api/auth/discord/iniciar',
  'POST /api/auth/discord/vincularCuenta',
  'POST /api/auth/discord/sesion',
  'POST /api/auth/discord/vincular',
  'POST /api/distribuciones/getDistribucion',
  'POST /api/distribuciones/getCasas',
  'POST /api/distribuciones/tablaDePago',
  'POST /api/distribuciones/conciliarPagos',
  'POST /api/distribuciones/historialJugador',
  'POST /api/distribuciones/getPlayersOfVoiceChannel',
  'POST /api/distribuciones/jugadoresDeLista',
  'POST /api/jugadores/lista',
  'POST /api/auditoria/lista',
]);

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Normalised "METHOD url" of a route (no trailing slash). */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;
}

export function isWriteRoute(method: string, url: string): boolean {
  return WRITE_METHODS.has(method) && !READ_ROUTES.has(routeKey(method, url));
}

export const MENSAJE_LIMITE_ESCRITURA = 'Demasiadas operaciones seguidas, espere un minuto y vuelva a intentarlo';

/** Adds the shared write limit to every write route registered after this call. */
export function registerWriteRateLimit(app: FastifyInstance, max: number): void {
  const keyGenerator = async (request: FastifyRequest) => {
    // A database outage fails the request itself (its own session check), not its count.
    const sesion = await sesionDe(request).catch(() => null);
    return sesion ? `cuenta:${sesion.idCuenta}` : `ip:${claveDeDireccion(request.ip)}`;
  };
  // One handler, hence one counter store, shared by every write route.
  const limit = app.rateLimit({
    groupId: 'escritura',
    max,
    timeWindow: 60_000,
    keyGenerator,
    errorResponseBuilder: () => ({ statusCode: 429, ok: false, message: MENSAJE_LIMITE_ESCRITURA }),
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => isWriteRoute(m, route.url))) return;
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), limit];
  });
}
