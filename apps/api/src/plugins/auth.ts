// Authentication (x-token → request.cuenta) and the charge checks (docs/domain.md, "Permissions").
// The account SQL lives in the accounts repository; this plugin only decides.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CARGO, TOKEN_HEADER } from '@reparto/contract';
import { Forbidden, Unauthorized } from '../lib/errors.js';
import { SingleFlightByKey } from '../lib/single-flight.js';
import { pideToken } from '../lib/acceso.js';
import type { Db } from '../db/client.js';
import { gremioODefecto } from '../lib/gremio-contexto.js';
import type { CuentaConClave, CuentaSesion } from '../modules/cuentas/cuentas.repository.js';

export type { CuentaSesion };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The account row of a request by id. Concurrent requests of one account share one lookup, never
     * one that started before they arrived (lib/single-flight.ts): each still sees every change
     * committed before it came (docs/performance.md). The row is shared: callers copy what they keep.
     */
    sesiones: SingleFlightByKey<string, CuentaConClave | null>;
    /** Who the host's operators are: `requireOperador` reads it on every operator route. */
    operadores: Operadores;
  }
  interface FastifyRequest {
    /** The signed-in account, once `requireCuenta` ran. */
    cuenta: CuentaSesion | null;
  }
}

/** Each request's session, resolved once (the write limit, the idempotency check and the route share it). */
const sesiones = new WeakMap<FastifyRequest, Promise<CuentaSesion | null>>();

async function resolverSesion(app: FastifyInstance, request: FastifyRequest): Promise<CuentaSesion | null> {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  // The account as the addressed guild sees it (docs/alianzas.md, «Muchos gremios»): its cargos there,
  // none when it is no member (a token is the person's, not one guild's: re-read on every request).
  const found = await app.sesiones.get(`${gremioODefecto()}:${Number(claims.sub)}`);
  // A disabled account, a switched-off player or a reset password end every token at once.
  if (!found || found.tokenVersion !== claims.ver) return null;
  const { passwordHash: _omit, ...sesion } = found;
  return sesion;
}

/**
 * The request's valid session: a token whose signature verifies AND whose account is active, with the
 * token's version, and its charges as they are now; null for no token, a forged one or a revoked one
 * (docs/reliability.md). Resolved once per request, whoever asks first (plugins/write-rate-limit.ts
 * in onRequest, the route's own check).
 */
export function sesionDe(request: FastifyRequest): Promise<CuentaSesion | null> {
  let sesion = sesiones.get(request);
  if (!sesion) {
    sesion = resolverSesion(request.server, request);
    sesiones.set(request, sesion);
  }
  return sesion;
}

export const requireCuenta: preHandlerAsyncHookHandler = pideToken(async function (request) {
  const sesion = await sesionDe(request);
  if (!sesion) throw new Unauthorized();
  request.cuenta = sesion;
});

/** The account must hold at least one of the charges. */
export function requireCargo(...ids: number[]): preHandlerAsyncHookHandler {
  return pideToken(async function (request) {
    const sesion = await sesionDe(request);
    if (!sesion) throw new Unauthorized();
    request.cuenta = sesion;
    if (!ids.some((id) => sesion.cargos.includes(id))) throw new Forbidden();
  });
}

/** The host's operators (OPERADOR_EMAILS, OPERADOR_DISCORD_IDS): accounts by email or Discord user id. */
export interface Operadores {
  emails: readonly string[];
  discordIds: readonly string[];
}

export const normalizarOperadores = (o: Partial<Operadores> | undefined): Operadores => ({
  emails: (o?.emails ?? []).map((e) => e.trim().toLowerCase()).filter((e) => e !== ''),
  discordIds: (o?.discordIds ?? []).map((d) => d.trim()).filter((d) => d !== ''),
});

/**
 * Whether a session's account is one of the host's operators: its email or its Discord user id is
 * listed. Never a cargo: an operator acts for the host, not for a guild (docs/deploy.md, «Operador»).
 */
export function esOperador(sesion: Pick<CuentaSesion, 'email' | 'discordUserId'>, operadores: Operadores): boolean {
  const email = sesion.email.trim().toLowerCase();
  return (
    (email !== '' && operadores.emails.includes(email)) ||
    (sesion.discordUserId !== null && operadores.discordIds.includes(sesion.discordUserId))
  );
}

/** An operator route's access check: a signed-in account the environment names (403 for every other). */
export const requireOperador: preHandlerAsyncHookHandler = pideToken(async function (request) {
  const sesion = await sesionDe(request);
  if (!sesion) throw new Unauthorized();
  request.cuenta = sesion;
  if (!esOperador(sesion, request.server.operadores)) throw new Forbidden();
});

/**
 * A leader-only route's access check (`...soloLider` in its `endpoint()`). Every access check runs as
 * onRequest, wherever a route declares it (lib/route.ts): access is decided before the body is read or
 * validated.
 */
export const soloLider = { onRequest: requireCargo(CARGO.LIDER) };

/**
 * Needs the `db` decorator. `sesionPorId` is the account lookup's SQL, the cuentas module's
 * (`prepareCuentaSesionPorId`), handed down by app.ts: plugins sit below the modules.
 */
export const authPlugin = fp(
  async (
    app,
    opts: {
      sesionPorId: (db: Db) => (id: number, idGremio: number) => Promise<CuentaConClave | null>;
      operadores?: Partial<Operadores> | undefined;
    },
  ) => {
    const porId = opts.sesionPorId(app.db);
    // Keyed `{guild}:{account}`: one account's lookups in two guilds are two.
    app.decorate(
      'sesiones',
      new SingleFlightByKey((clave: string) => {
        const [g, id] = clave.split(':').map(Number);
        return porId(id!, g!);
      }),
    );
    app.decorate('operadores', normalizarOperadores(opts.operadores));
    app.decorateRequest('cuenta', null);
  },
);
