// The ledger's member reads on bare node:http (docs/performance.md, "The ledger"): `GET /api/libro/saldo`
// and «Mi cuenta» (`GET /api/cuentas/mia`). Both are compositions of several queries that the API's
// services make (libro.service.ts `saldo`: the player, then one row and a sum; mi-cuenta.service.ts: eight
// reads in parallel and the chest of each pending period), so the floor calls those same service
// functions on a Drizzle handle: what the ratio measures is Fastify, the hooks, the validation and the
// serializer around them, not a hand copy of their SQL. Both go through the floor's read cache with the
// API's keys and scopes (libro.routes.ts, mi-cuenta.routes.ts).
import type http from 'node:http';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/db/schema.js';
import { ambito } from '../../apps/api/src/lib/cambios.js';
import { saldo, saldoLegible, saldoLegibleSinLeer } from '../../apps/api/src/modules/libro/libro.service.js';
import { miCuenta } from '../../apps/api/src/modules/mi-cuenta/mi-cuenta.service.js';
import { cached, HttpError, pool } from './db.js';
import { sesionCompleta } from './session.js';

const db = drizzle(pool, { schema });

/** The API answers both with `cache-control: no-store` (a member's own money). */
export class SinCache {
  constructor(readonly payload: unknown) {}
}

/** A Drizzle handle on the floor's cached read's transaction (as the API's read cache hands its own). */
const enTransaccion = (client: pg.PoolClient) => drizzle(client, { schema }) as unknown as typeof db;

export async function saldoLibro(req: http.IncomingMessage, url: URL): Promise<SinCache> {
  const nickname = url.searchParams.get('nickname');
  if (!nickname) throw new HttpError(400, 'nickname');
  const sesion = await sesionCompleta(req);
  if (!saldoLegibleSinLeer(sesion, nickname)) return new SinCache({ ok: true, message: await saldo(db, sesion, nickname) });
  const key = `saldoLibro:${nickname.trim().toLowerCase()}`;
  const body = await cached(key, [ambito.jugadores, ambito.libro], async (_q, client) => {
    const { saldo: message, idPlayer } = await saldoLegible(enTransaccion(client), nickname);
    return { value: { ok: true, message }, ambitos: [ambito.jugador(idPlayer)] };
  });
  return new SinCache(body);
}

export async function cuentaMia(req: http.IncomingMessage): Promise<SinCache> {
  const s = await sesionCompleta(req);
  const sesion = [s.idCuenta, s.idPlayer, s.nickname, s.email, s.nombreCargo, s.cargos, s.discordUserId, s.conClave];
  const body = await cached(
    `miCuenta:${JSON.stringify(sesion)}`,
    [ambito.jugador(s.idPlayer), ambito.jugadores, ambito.libro],
    async (_q, client) => {
      // The API's read cache reads through its transaction and keeps the chests per database (`db`).
      // The benchmark's API runs without «Entrar con Discord» (no OAuth2 settings): `discord_habilitado` false.
      const { value, validUntil } = await miCuenta(enTransaccion(client), db, s, false);
      return {
        value: { ok: true, message: value },
        validUntil,
        ambitos: value.pendientes.map((p) => ambito.periodo(p.id_periodo)),
      };
    },
  );
  return new SinCache(body);
}
