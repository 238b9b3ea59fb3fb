// The same check as apps/api/src/plugins/auth.ts: a valid HS256 token, then the account row, looked
// up with the accounts repository's own SQL (rendered once by Drizzle, sent through pg) and shared by
// concurrent requests of one account as the API shares it (lib/single-flight.ts).
import type http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import { jwtVerify } from 'jose';
import { SingleFlightByKey } from '../../apps/api/src/lib/single-flight.js';
import { cuentaSesionPorIdQuery } from '../../apps/api/src/modules/cuentas/cuentas.repository.js';
import { HttpError, pool } from './db.js';

const key = new TextEncoder().encode(process.env['JWT_SECRET'] ?? '');

/** The API's session lookup, with the placeholder `idCuenta` among its parameters. */
const cuentaPorId = cuentaSesionPorIdQuery(drizzle(pool)).toSQL();
const isPlaceholder = (p: unknown) => typeof p === 'object' && p !== null && 'name' in p;

/** [idCuenta, email, passwordHash, tokenVersion, idPlayer, nickname, nombreCargo, cargos] */
export type CuentaFila = unknown[];

const sesiones = new SingleFlightByKey(async (idCuenta: number) => {
  const values = cuentaPorId.params.map((p) => (isPlaceholder(p) ? idCuenta : p));
  const { rows } = await pool.query({ name: 'cuenta_por_id', text: cuentaPorId.sql, values, rowMode: 'array' });
  return rows[0] as CuentaFila | undefined;
});

/** Verified tokens until their exp, as lib/jwt.ts remembers them. */
const verified = new Map<string, { sub: number; ver: unknown; expMs: number }>();

async function session(req: http.IncomingMessage): Promise<CuentaFila> {
  const token = req.headers['x-token'];
  if (typeof token !== 'string') throw new HttpError(401, 'No autorizado');
  let claims = verified.get(token);
  if (!claims || Date.now() >= claims.expMs) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      claims = { sub: Number(payload.sub), ver: payload['ver'], expMs: Number(payload.exp) * 1000 };
      verified.set(token, claims);
    } catch {
      throw new HttpError(401, 'No autorizado');
    }
  }
  const cuenta = await sesiones.get(claims.sub);
  if (!cuenta || cuenta[3] !== claims.ver) throw new HttpError(401, 'No autorizado');
  return cuenta;
}

export async function requireCargo(req: http.IncomingMessage, cargo: number): Promise<CuentaFila> {
  const cuenta = await session(req);
  if (!(cuenta[7] as number[]).map(Number).includes(cargo)) throw new HttpError(403, 'Prohibido');
  return cuenta;
}
