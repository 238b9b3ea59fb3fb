// Prometheus metrics of one server process (docs/deploy.md, "Métricas"), in a registry of its own (one
// per app: tests build many). What changes on its own (requests, outside calls, sends, backups) is
// counted where it happens; what is a state (open streams, the outbox queue, the pool, the read
// cache's counters) is read at each scrape. Served only by ops/servidor-metricas.ts, never on the
// public port.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The outside services whose calls are timed (a future client takes its own name). */
export type Servicio = 'gameinfo' | 'discord' | 'webhook' | 'precios';

export interface FuentesDeMetricas {
  database: Database;
  /** Open GET /api/eventos streams. */
  streamsAbiertos: () => number;
  /** The read cache's counters since start. */
  cache: () => { hits: number; misses: number };
  /** Whether this instance leads (ops/lider.ts). */
  lider: () => boolean;
}

const SEGUNDOS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SEGUNDOS_LLAMADA = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 45];

export class Metricas {
  readonly registry = new Registry();
  readonly peticiones = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las peticiones HTTP por método, ruta (su patrón) y código de estado',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SEGUNDOS_HTTP,
    registers: [this.registry],
  });
  readonly llamadas = new Histogram({
    name: 'reparto_external_call_duration_seconds',
    help: 'Duración de las llamadas a servicios externos (gameinfo, Discord, webhook, precios) por resultado',
    labelNames: ['service', 'result'] as const,
    buckets: SEGUNDOS_LLAMADA,
    registers: [this.registry],
  });
  readonly erroresLlamadas = new Counter({
    name: 'reparto_external_call_errors_total',
    help: 'Llamadas a servicios externos fallidas (red, tiempo agotado, 429 o 5xx)',
    labelNames: ['service'] as const,
    registers: [this.registry],
  });
  readonly envios = new Counter({
    name: 'reparto_outbox_sends_total',
    help: 'Intentos de envío de la cola de avisos de Discord por resultado (enviado, reprogramado, limitado, fallido)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly copias = new Counter({
    name: 'reparto_backups_total',
    help: 'Copias de seguridad programadas por resultado (ok, error)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly ultimaCopia = new Gauge({
    name: 'reparto_backup_last_success_timestamp_seconds',
    help: 'Momento (segundos Unix) de la última copia de seguridad programada correcta',
    registers: [this.registry],
  });
  readonly copiaFallida = new Gauge({
    name: 'reparto_backup_last_failed',
    help: '1 si la última copia de seguridad programada falló, 0 si salió bien',
    registers: [this.registry],
  });

  #vigilando = false;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The states read at each scrape (buildApp calls it once it has them). */
  vigilar(fuentes: FuentesDeMetricas): void {
    if (this.#vigilando) return;
    this.#vigilando = true;
    const { database } = fuentes;
    new Gauge({
      name: 'reparto_event_streams_open',
      help: 'Pantallas en vivo (GET /api/eventos) abiertas en esta instancia',
      registers: [this.registry],
      collect() {
        this.set(fuentes.streamsAbiertos());
      },
    });
    new Gauge({
      name: 'reparto_lider',
      help: 'Si esta instancia ejecuta las tareas únicas (1) o no (0): una sola instancia en 1 (docs/reliability.md)',
      registers: [this.registry],
      collect() {
        this.set(fuentes.lider() ? 1 : 0);
      },
    });
    new Counter({
      name: 'reparto_read_cache_total',
      help: 'Lecturas por la caché de lecturas: hit (respuesta guardada vigente) o miss (se consultó la base)',
      labelNames: ['result'] as const,
      registers: [this.registry],
      collect() {
        const { hits, misses } = fuentes.cache();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
    const pool = (campo: 'totalCount' | 'idleCount' | 'waitingCount') => database.pool?.[campo] ?? 0;
    new Gauge({
      name: 'reparto_db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL: en uso y libres (0 con la base embebida)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'in_use' }, pool('totalCount') - pool('idleCount'));
        this.set({ state: 'idle' }, pool('idleCount'));
      },
    });
    new Gauge({
      name: 'reparto_db_pool_waiting',
      help: 'Peticiones esperando una conexión del pool de PostgreSQL',
      registers: [this.registry],
      collect() {
        this.set(pool('waitingCount'));
      },
    });
    // One query per scrape (a partial index covers it); a database that does not answer leaves no value.
    let cola: Promise<{ n: number; edad: number } | null> | null = null;
    const leerCola = () =>
      (cola ??= colaDelOutbox(database).finally(() => {
        cola = null;
      }));
    new Gauge({
      name: 'reparto_outbox_depth',
      help: 'Avisos de Discord en cola (pendientes o enviándose)',
      registers: [this.registry],
      async collect() {
        const c = await leerCola();
        if (c) this.set(c.n);
      },
    });
    new Gauge({
      name: 'reparto_outbox_oldest_age_seconds',
      help: 'Antigüedad del aviso más viejo aún en cola (0 si está vacía)',
      registers: [this.registry],
      async collect() {
        const c = await leerCola();
        if (c) this.set(c.edad);
      },
    });
  }

  /** Times one outside call: `fin(true)` on success, `fin(false)` on an error. */
  medir(servicio: Servicio): (ok: boolean) => void {
    const fin = this.llamadas.startTimer({ service: servicio });
    return (ok) => {
      fin({ result: ok ? 'ok' : 'error' });
      if (!ok) this.erroresLlamadas.inc({ service: servicio });
    };
  }

  texto(): Promise<string> {
    return this.registry.metrics();
  }
}

async function colaDelOutbox(database: Database): Promise<{ n: number; edad: number } | null> {
  try {
    const result = (await database.db.execute(sql`
      select count(*)::int as n, coalesce(extract(epoch from (now() - min(creado))), 0)::float8 as edad
      from outbox where estado in ('pendiente', 'enviando')`)) as unknown as { rows: { n: number; edad: number }[] };
    const row = result.rows[0];
    return row ? { n: Number(row.n), edad: Math.max(0, Number(row.edad)) } : null;
  } catch {
    return null;
  }
}
