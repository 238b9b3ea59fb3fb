// The work a write did, to compare the API's POST /crear with its floor's (docs/performance.md, "Same
// work"): before and after each side's run, the rows of the benchmark's period and of the tables a
// creation writes, as rows per distribution created. A ratio of the two is printed only when both
// wrote the same rows per distribution and answered the same body (bench/run.ts refuses it otherwise).
import pg from 'pg';
import { CANAL_CAMBIOS } from '../../apps/api/src/lib/cambios.js';

/** What a creation leaves in the database, counted for the benchmark's period. */
export interface Huella {
  distribucion: number;
  distribucion_jugador: number;
  auditoria: number;
  outbox: number;
  /** Sum of the scopes' versions: each change adds 1 per scope it moves (lib/cambios.ts). */
  ambito_version: number;
  /** Change notifications about the benchmark's period, as a listener receives them (lib/cambios.ts). */
  notificaciones: number;
}

/**
 * Counts the change notifications about one period (LISTEN on the changes' channel, on a connection of
 * its own): exact, where the changes' sequence also moves for the API's background work.
 */
export class Escucha {
  n = 0;
  private constructor(private readonly client: pg.Client) {}

  static async abrir(url: string, idPeriodo: number): Promise<Escucha> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const escucha = new Escucha(client);
    client.on('notification', (m) => {
      const datos = JSON.parse(m.payload ?? '{}') as { tipo?: string; idPeriodo?: number };
      if (datos.tipo === 'distribucion' && datos.idPeriodo === idPeriodo) escucha.n++;
    });
    await client.query(`listen ${CANAL_CAMBIOS}`);
    return escucha;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

async function leerHuella(client: pg.Client, idPeriodo: number, escucha: Escucha): Promise<Huella> {
  const { rows } = await client.query<Record<string, string>>(
    `select (select count(*) from distribucion where id_periodo = $1) as distribucion,
            (select count(*) from distribucion_jugador where id_periodo = $1) as distribucion_jugador,
            (select count(*) from auditoria) as auditoria,
            (select count(*) from outbox) as outbox,
            (select coalesce(sum(version), 0) from ambito_version) as ambito_version`,
    [idPeriodo],
  );
  const r = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  return { ...r, notificaciones: escucha.n } as unknown as Huella;
}

/**
 * The footprint once nothing moves any more: a request still in flight when the load stopped commits,
 * and its notification arrives, a little later; read until two readings 150 ms apart agree (at most 5 s).
 */
export async function huella(client: pg.Client, idPeriodo: number, escucha: Escucha): Promise<Huella> {
  let antes = await leerHuella(client, idPeriodo, escucha);
  for (let i = 0; i < 33; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const ahora = await leerHuella(client, idPeriodo, escucha);
    if (JSON.stringify(ahora) === JSON.stringify(antes)) return ahora;
    antes = ahora;
  }
  return antes;
}

/** Rows per distribution created (every table but `distribucion` itself). */
export interface Trabajo {
  distribuciones: number;
  por_distribucion: Record<string, number>;
}

/** Rows per distribution over some runs, each between a footprint before and one after it. */
export function trabajoDe(pares: [Huella, Huella][]): Trabajo {
  const total = {} as Record<keyof Huella, number>;
  for (const [antes, despues] of pares)
    for (const k of Object.keys(antes) as (keyof Huella)[]) total[k] = (total[k] ?? 0) + despues[k] - antes[k];
  const d = total.distribucion ?? 0;
  const por: Record<string, number> = {};
  for (const [k, v] of Object.entries(total)) {
    if (k !== 'distribucion') por[k] = d > 0 ? Math.round((v / d) * 100) / 100 : 0;
  }
  return { distribuciones: d, por_distribucion: por };
}

/** The differences between the API's work and the floor's, in words ([] when they did the same). */
export function diferenciasDeTrabajo(api: Trabajo, floor: Trabajo, respuestasApi: number, respuestasFloor: number): string[] {
  const out: string[] = [];
  if (api.distribuciones < respuestasApi)
    out.push(`la API creó ${api.distribuciones} distribuciones para ${respuestasApi} respuestas 2xx`);
  if (floor.distribuciones < respuestasFloor)
    out.push(`el floor creó ${floor.distribuciones} distribuciones para ${respuestasFloor} respuestas 2xx`);
  if (api.distribuciones === 0 || floor.distribuciones === 0) out.push('un lado no creó ninguna distribución');
  for (const [tabla, n] of Object.entries(api.por_distribucion)) {
    const f = floor.por_distribucion[tabla];
    if (f !== n) out.push(`${tabla}: API ${n} por distribución, floor ${f}`);
  }
  return out;
}

/** A creation's answer with what differs on every request (the new id, its date) masked. */
export function cuerpoComparable(text: string): string {
  try {
    const json = JSON.parse(text) as { distribucion?: { id_distribucion?: number; fecha?: string } };
    const id = json.distribucion?.id_distribucion;
    const fecha = json.distribucion?.fecha;
    let out = text;
    if (id !== undefined) out = out.split(String(id)).join('(id)');
    if (fecha) out = out.split(fecha).join('(fecha)');
    return out;
  } catch {
    return text;
  }
}
