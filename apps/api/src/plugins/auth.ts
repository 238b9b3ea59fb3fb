// Authentication (x-token → request.cuenta) and the charge checks of DESIGN §4.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TOKEN_HEADER } from '@reparto/contract';
import { cargo, cuenta, cuentaCargo, jugador } from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';
import { Forbidden, Unauthorized } from '../lib/errors.js';
import { freshSingleFlight } from '../lib/read-cache.js';

export interface CuentaSesion {
  idCuenta: number;
  email: string;
  idPlayer: number;
  nickname: string;
  nombreCargo: string;
  cargos: number[];
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, once `requireCuenta` (or `optionalCuenta`) ran. */
    cuenta: CuentaSesion | null;
  }
}

function cuentaQuery(db: DbOrTx, condition: SQL) {
  return db
    .select({
      idCuenta: cuenta.idCuenta,
      email: cuenta.email,
      passwordHash: cuenta.passwordHash,
      tokenVersion: cuenta.tokenVersion,
      idPlayer: jugador.idPlayer,
      nickname: jugador.nickname,
      nombreCargo: cargo.nombreCargo,
      cargos: sql<
        number[]
      >`coalesce((select array_agg(cc.id_cargo order by cc.id_cargo) from ${cuentaCargo} cc where cc.id_cuenta = ${cuenta.idCuenta}), '{}')`,
    })
    .from(cuenta)
    .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
    .innerJoin(cargo, eq(cargo.idCargo, jugador.idCargo))
    .where(and(condition, sql`${cuenta.activa}`, sql`${jugador.estado}`))
    .limit(1);
}

type CuentaPorId = ReturnType<ReturnType<typeof cuentaQuery>['prepare']>;
/** The per-request lookup, prepared once per database (no SQL building or planning per request). */
const cuentaPorId = new WeakMap<DbOrTx, CuentaPorId>();

/** Loads an account that may act: active account of an active player. */
export async function loadCuenta(
  db: DbOrTx,
  where: { idCuenta: number } | { email: string },
): Promise<(CuentaSesion & { passwordHash: string }) | null> {
  let rows;
  if ('idCuenta' in where) {
    let prepared = cuentaPorId.get(db);
    if (!prepared) {
      prepared = cuentaQuery(db, eq(cuenta.idCuenta, sql.placeholder('idCuenta'))).prepare('cuenta_por_id');
      cuentaPorId.set(db, prepared);
    }
    rows = await prepared.execute({ idCuenta: where.idCuenta });
  } else {
    rows = await cuentaQuery(db, eq(cuenta.email, where.email));
  }
  const row = rows[0];
  if (!row) return null;
  return { ...row, cargos: (row.cargos ?? []).map(Number) };
}

type Sesion = Awaited<ReturnType<typeof loadCuenta>>;
const compartidas = new WeakMap<DbOrTx, Map<number, () => Promise<Sesion>>>();

/**
 * The account's row for a request. Concurrent requests of one account share one lookup, never one
 * that started before they arrived (freshSingleFlight): each still sees every change committed
 * before it came (docs/performance.md). The row is shared: callers copy what they keep.
 */
function cuentaDeLaPeticion(db: DbOrTx, idCuenta: number): Promise<Sesion> {
  let porCuenta = compartidas.get(db);
  if (!porCuenta) {
    porCuenta = new Map();
    compartidas.set(db, porCuenta);
  }
  let lookup = porCuenta.get(idCuenta);
  if (!lookup) {
    lookup = freshSingleFlight(() => loadCuenta(db, { idCuenta }));
    porCuenta.set(idCuenta, lookup);
  }
  return lookup();
}

async function resolve(app: FastifyInstance, request: FastifyRequest): Promise<CuentaSesion | null> {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const found = await cuentaDeLaPeticion(app.db, Number(claims.sub));
  // A disabled account, a switched-off player or a reset password end every token at once.
  if (!found || found.tokenVersion !== claims.ver) return null;
  const { passwordHash: _omit, ...sesion } = found;
  return sesion;
}

export const requireCuenta: preHandlerAsyncHookHandler = async function (request) {
  const sesion = await resolve(this, request);
  if (!sesion) throw new Unauthorized();
  request.cuenta = sesion;
};

/** The account must hold at least one of the charges. */
export function requireCargo(...ids: number[]): preHandlerAsyncHookHandler {
  return async function (request) {
    const sesion = await resolve(this, request);
    if (!sesion) throw new Unauthorized();
    request.cuenta = sesion;
    if (!ids.some((id) => sesion.cargos.includes(id))) throw new Forbidden();
  };
}

/** The signed-in account when a valid token came; anonymous otherwise (never an error). */
export const optionalCuenta: preHandlerAsyncHookHandler = async function (request) {
  request.cuenta = await resolve(this, request);
};

export const authPlugin = fp(async (app) => {
  app.decorateRequest('cuenta', null);
});
