// The ledger's endpoints in `npm run bench` (docs/performance.md, "The ledger"): a member's balance and
// «Mi cuenta» at the run's connections (64), against their floor (bench/floor/libro.ts), and withdrawal
// requests (`POST /api/retiros`) at 8 connections, API only: its target is a p99. Each request locks its
// player's balance row until it commits, so each connection is one member asking one silver at a time
// (eight members at once), as members do; one member's requests wait for each other by design.
import type pg from 'pg';
import type { Endpoint } from './measure.js';

/** Who asks: up to eight accounts of the seed's distributors and content managers (each holds one player). */
const QUIENES = 8;
/** What the leader credits to each of them first (an adjustment), so that no request finds too little available. */
const CREDITO = 1_000_000_000;
const RAZON = 'Benchmark: saldo para pedir retiros';

/** The players of the accounts that ask (email → nickname). */
async function jugadoresQuePiden(client: pg.Client) {
  const { rows } = await client.query<{ email: string; nickname: string; id: number }>(
    `select c.email, j.nickname, j.id_player as id from cuenta c join jugador j using (id_player)
      where c.email like 'distribuidor%@bench.local' or c.email like 'encargado%@bench.local'
      order by c.email limit $1`,
    [QUIENES],
  );
  if (rows.length === 0) throw new Error('Faltan cuentas del benchmark para los retiros: ejecute npm run bench:seed');
  return rows;
}

/** Removes the withdrawals a previous run asked for (their balances stay: the ledger is append-only). */
export async function limpiarRetiros(client: pg.Client): Promise<number> {
  const ids = (await jugadoresQuePiden(client)).map((r) => r.id);
  await client.query(
    `delete from auditoria where accion = 'solicitar_retiro' and id_entidad in
       (select id_retiro::text from retiro where id_player = any($1))`,
    [ids],
  );
  const { rowCount } = await client.query(`delete from retiro where id_player = any($1)`, [ids]);
  return rowCount ?? 0;
}

export async function libroEndpoints(
  client: pg.Client,
  apiBase: string,
  login: (email: string) => Promise<string>,
  liderToken: string,
): Promise<Endpoint[]> {
  const quienes = await jugadoresQuePiden(client);
  const tokens: string[] = [];
  for (const q of quienes) {
    tokens.push(await login(q.email));
    const res = await fetch(`${apiBase}/api/libro/ajuste`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': liderToken },
      body: JSON.stringify([{ nickname: q.nickname, silver: CREDITO, razon: RAZON }]),
    });
    if (res.status !== 201) throw new Error(`El ajuste de ${q.nickname} respondió ${res.status}: ${await res.text()}`);
  }
  const [lector] = quienes;
  let turno = 0;
  return [
    {
      name: 'libro: saldo de un jugador',
      method: 'GET',
      path: `/api/libro/saldo?nickname=${encodeURIComponent(lector!.nickname)}`,
      headers: { 'x-token': tokens[0]! },
    },
    { name: 'Mi cuenta', method: 'GET', path: '/api/cuentas/mia', headers: { 'x-token': tokens[0]! } },
    {
      name: 'POST /api/retiros (8 conexiones)',
      method: 'POST',
      path: '/api/retiros',
      connections: 8,
      sinFloor: true,
      // The first request (before the measure: its status must be 2xx) as the first member; then each
      // connection is one member, as each member asks from their own screen (two requests of one
      // member wait for each other on their balance row, by design: docs/libro.md, «Retiros»).
      body: [{ silver: 1 }],
      headers: { 'x-token': tokens[0]! },
      headersPorConexion: () => ({ 'x-token': tokens[turno++ % tokens.length]! }),
    },
  ];
}
