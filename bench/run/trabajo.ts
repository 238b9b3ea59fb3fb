// The work a write did, to compare the API's POST /crear with its floor's (docs/performance.md, "Same
// work"): before and after each side's run, the rows of the benchmark's period and of the tables a
// creation writes, as rows per distribution created. A ratio of the two is printed only when both
// wrote the same rows per distribution and answered the same body (bench/run.ts refuses it otherwise).
import type pg from 'pg';

/** What a creation leaves in the database, counted for the benchmark's period. */
export interface Huella {
  distribucion: number;
  distribucion_jugador: number;
  auditoria: number;
  outbox: number;
  /** Sum of the scopes' versions: each change adds 1 per scope it moves (lib/cambios.ts). */
  ambito_version: number;
  /** Notifications sent (`cambio_seq`: one number per notified change). */
  notificaciones: number;
}

export async function huella(client: pg.Client, idPeriodo: number): Promise<Huella> {
  const { rows } = await client.query<Record<keyof Huella, string>>(
    `select (select count(*) from distribucion where id_periodo = $1) as distribucion,
            (select count(*) from distribucion_jugador where id_periodo = $1) as distribucion_jugador,
            (select count(*) from auditoria) as auditoria,
            (select count(*) from outbox) as outbox,
            (select coalesce(sum(version), 0) from ambito_version) as ambito_version,
            (select last_value from cambio_seq) as notificaciones`,
    [idPeriodo],
  );
  const r = rows[0]!;
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as unknown as Huella;
}

/** Rows per distribution created between two footprints (every table but `distribucion` itself). */
export interface Trabajo {
  distribuciones: number;
  por_distribucion: Record<string, number>;
}

export function trabajoEntre(antes: Huella, despues: Huella): Trabajo {
  const d = despues.distribucion - antes.distribucion;
  const por: Record<string, number> = {};
  for (const k of Object.keys(antes) as (keyof Huella)[]) {
    if (k === 'distribucion') continue;
    // To a tenth: a sequence may skip a number (a statement rolled back), a row count never does.
    por[k] = d > 0 ? Math.round(((despues[k] - antes[k]) / d) * 10) / 10 : 0;
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
