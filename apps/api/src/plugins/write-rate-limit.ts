// Write rate limit (OWASP API4:2023, docs/reliability.md): every route that changes data shares one budget per
// account (a valid session's: plugins/auth.ts, sesionDe) or, without one, per address: a forged,
// expired or revoked token counts against its address like an anonymous request, never against the
// account it names (a thief's old token cannot use up the real owner's budget). Generous by
// default (WRITE_RATE_LIMIT, 300 a minute) so that real use and the benchmark never meet it.
//
// Which routes are writes is a fact of each route (lib/route.ts, `esEscritura`): a POST/PUT/DELETE/PATCH
// unless its `endpoint()` says `lectura: true` (POSTs that only read, because the spec sends their
// filters as a body). Secure by default: a new route counts as a write until it says otherwise, and the
// audit coverage test (modules/auditoria) checks that every write route leaves an audit row.
import { claveDeDireccion } from '../lib/direccion.js';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { esEscritura } from '../lib/route.js';
import { TooManyRequests } from '../lib/errors.js';
import { sesionDe } from './auth.js';

export const MENSAJE_LIMITE_ESCRITURA = 'Demasiadas operaciones seguidas, espere un minuto y vuelva a intentarlo';

/** Adds the shared write limit to every write route registered after this call. */
export function registerWriteRateLimit(app: FastifyInstance, max: number): void {
  const keyGenerator = async (request: FastifyRequest) => {
    // null for no token, a forged or a revoked one. A database failure is thrown, never taken for "no
    // session": the request then ends with its 503 at once instead of waiting again on the limit's own
    // statement (two waits of QUERY_TIMEOUT_MS could outlast the client's timeout: docs/reliability.md).
    const sesion = await sesionDe(request);
    return sesion ? `cuenta:${sesion.idCuenta}` : `ip:${claveDeDireccion(request.ip)}`;
  };
  // One handler, hence one counter store, shared by every write route.
  const limit = app.rateLimit({
    groupId: 'escritura',
    max,
    timeWindow: 60_000,
    keyGenerator,
    errorResponseBuilder: () => new TooManyRequests('limite.escritura'),
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!esEscritura(route.method, route.config)) return;
    const existing = route.onRequest;
    // First, before the route's access check (also in onRequest: lib/route.ts): a refused write counts too.
    route.onRequest = [limit, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}
