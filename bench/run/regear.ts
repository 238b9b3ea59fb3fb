// The regear reads the benchmark measures (docs/performance.md, "Regear"): the review queue, a member's
// claims and the payments dialog's regear lines of a period, on the seed's 20,000 claims (bench/seed/regear.ts).
import type pg from 'pg';
import { PASSWORD } from '../seed/scale.js';
import type { Endpoint } from './measure.js';

/** A session token of a generated account (POST /api/auth/login). */
export async function iniciarSesion(apiBase: string, email: string, slug?: string): Promise<string> {
  // With a guild's slug, through that guild's address (`npm run bench -- --gremios=N`).
  const res = await fetch(`${apiBase}/api/${slug ? `g/${slug}/` : ''}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ email, pwd: PASSWORD }]),
  });
  const json = (await res.json()) as { token?: string; message?: unknown };
  if (!json.token) throw new Error(`No se pudo iniciar sesión con ${email}: ${JSON.stringify(json)}`);
  return json.token;
}

export interface RegearDataset {
  regear_jugador?: { nickname: string; n: number };
  regear_periodo?: { id: number; n: number };
}

/** The endpoints and what they read: the player with the most claims, the period being paid with the most approved. */
export async function regearEndpoints(client: pg.Client): Promise<{ endpoints: Endpoint[]; dataset: RegearDataset }> {
  const jugador = (
    await client.query<{ nickname: string; n: number }>(
      `select j.nickname, count(*)::int as n from reclamo_regear r join jugador j using (id_player)
       group by 1 order by 2 desc, 1 limit 1`,
    )
  ).rows[0];
  const periodo = (
    await client.query<{ id: number; n: number }>(
      `select r.id_periodo as id, count(*)::int as n from reclamo_regear r join periodo p using (id_periodo)
       where r.estado = 'aprobado' and p.id_estado_distribucion = 2 group by 1 order by 2 desc, 1 limit 1`,
    )
  ).rows[0];
  if (!jugador || !periodo) return { endpoints: [], dataset: {} };
  const endpoints: Endpoint[] = [
    { name: 'regear: cola de revisión (pendientes)', method: 'GET', path: '/api/regear?estado=pendiente' },
    {
      name: `regear: reclamos de un jugador (${jugador.n})`,
      method: 'GET',
      path: `/api/regear?nickname=${encodeURIComponent(jugador.nickname)}`,
    },
    {
      name: `regear: aprobados del periodo ${periodo.id} (${periodo.n})`,
      method: 'GET',
      path: `/api/regear?idPeriodo=${periodo.id}&estado=aprobado`,
    },
  ];
  return { endpoints, dataset: { regear_jugador: jugador, regear_periodo: periodo } };
}
