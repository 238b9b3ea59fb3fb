// The same check as apps/api/src/plugins/auth.ts: a valid HS256 token, then the account row, looked
// up with the accounts repository's own SQL (rendered once by Drizzle, sent through pg) and shared by
// concurrent requests of one account as the API shares it (lib/single-flight.ts).
import type http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import { TokenService } from '../../apps/api/src/lib/jwt.js';
import { SingleFlightByKey } from '../../apps/api/src/lib/single-flight.js';
import { cuentaSesionPorIdQuery, type CuentaSesion } from '../../apps/api/src/modules/cuentas/cuentas.repository.js';
import { HttpError, pool } from './db.js';

/** The API's own token check (HS256, exp and iat required, verified tokens remembered until exp). */
const tokens = new TokenService(process.env['JWT_SECRET'] ?? '');

/** The API's session lookup, with the placeholder `idCuenta` among its parameters. */
const consulta = cuentaSesionPorIdQuery(drizzle(pool));
const cuentaPorId = consulta.toSQL();
/** The lookup's columns by name, in the select's order (a column added there cannot shift the others). */
const columnas = Object.keys(consulta._.selectedFields);
const isPlaceholder = (p: unknown) => typeof p === 'object' && p !== null && 'name' in p;

/** The account row of a session, named as the API's `CuentaSesion` (with the password hash, as the lookup selects it). */
export type CuentaFila = CuentaSesion & { passwordHash: string | null };

const sesiones = new SingleFlightByKey(async (idCuenta: number) => {
  // The placeholders: the account, and the guild (the default one: the floor serves only it).
  const values = cuentaPorId.params.map((p) =>
    isPlaceholder(p) ? ((p as { name: string }).name === 'idGremio' ? 1 : idCuenta) : p,
  );
  const { rows } = await pool.query({ name: 'cuenta_por_id', text: cuentaPorId.sql, values, rowMode: 'array' });
  const row = rows[0] as unknown[] | undefined;
  if (!row) return undefined;
  const fila = Object.fromEntries(columnas.map((c, i) => [c, row[i]])) as Record<string, unknown>;
  return {
    ...fila,
    cargos: ((fila['cargos'] as unknown[] | null) ?? []).map(Number),
    conClave: fila['passwordHash'] !== null,
  } as CuentaFila;
});

async function session(req: http.IncomingMessage): Promise<CuentaFila> {
  const token = req.headers['x-token'];
  if (typeof token !== 'string') throw new HttpError(401, 'No autorizado');
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, 'No autorizado');
  const cuenta = await sesiones.get(Number(claims.sub));
  if (!cuenta || cuenta.tokenVersion !== claims.ver) throw new HttpError(401, 'No autorizado');
  return cuenta;
}

/** The session as the API's services take it (`CuentaSesion`, without the password hash). */
export async function sesionCompleta(req: http.IncomingMessage): Promise<CuentaSesion> {
  const { passwordHash: _, ...sesion } = await session(req);
  return sesion;
}

export async function requireCargo(req: http.IncomingMessage, cargo: number): Promise<CuentaFila> {
  const cuenta = await session(req);
  if (!cuenta.cargos.includes(cargo)) throw new HttpError(403, 'Prohibido');
  return cuenta;
}
