// The benchmark's own open period for POST /crear, and the removal of what a run wrote.
import type pg from 'pg';
import { ACCOUNTS, BENCH_PLACE } from '../seed.js';

/** Removes what earlier runs wrote: the open periods of the benchmark's place, with their rows. */
export async function cleanup(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `select id_periodo as id from periodo where id_lugar_distribucion = $1 and id_estado_distribucion = 3`,
    [BENCH_PLACE],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  const { rowCount } = await client.query(`delete from distribucion_jugador where id_periodo = any($1)`, [ids]);
  await client.query(
    `delete from auditoria where entidad = 'distribucion' and id_entidad in
       (select id_distribucion::text from distribucion where id_periodo = any($1))`,
    [ids],
  );
  await client.query(`delete from distribucion where id_periodo = any($1)`, [ids]);
  await client.query(`delete from periodo where id_periodo = any($1)`, [ids]);
  await client.query(`vacuum (analyze) distribucion, distribucion_jugador, auditoria, periodo`);
  return rowCount ?? 0;
}

export async function openBenchPeriod(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into periodo (id_lugar_distribucion, id_estado_distribucion, gremio_federacion, id_cuenta_creador)
     values ($1, 3, 1, (select id_cuenta from cuenta where email = $2)) returning id_periodo as id`,
    [BENCH_PLACE, ACCOUNTS.tesorero],
  );
  return rows[0]!.id;
}
