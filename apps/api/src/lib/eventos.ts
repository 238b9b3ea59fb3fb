// The committed changes of every API instance, as they happen (docs/performance.md, "Live screens"):
// each write notifies its change on the channel `reparto_cambios` in its transaction (lib/cambios.ts),
// and the database delivers it only once the transaction commits, to every session listening — every
// API instance on PostgreSQL (one dedicated connection each, LISTEN), this process on PGlite (the
// same engine, in-process). A rolled-back write is never delivered. GET /api/eventos forwards them to
// the browsers; the last ones are kept for a short while so that a reconnecting browser gets what it
// missed (Last-Event-ID).
import pg from 'pg';
import type { Database } from '../db/client.js';
import { CANAL_CAMBIOS, type EventoCambio } from './cambios.js';

/** How many of the last events are kept for a browser that reconnects. */
const GUARDADOS = 1000;
/** Wait before listening again after the connection to PostgreSQL was lost. */
const REINTENTO_MS = 1000;

type Oyente = (evento: EventoCambio) => void;

export class CambiosEnVivo {
  private readonly oyentes = new Set<Oyente>();
  private readonly recientes: EventoCambio[] = [];
  private client: pg.Client | null = null;
  private dejarPglite: (() => Promise<void>) | null = null;
  private cerrado = false;
  private reintento: NodeJS.Timeout | null = null;
  /**
   * The last change number given out when this instance began to listen: a browser whose last event
   * is that one missed nothing before this instance's own events (a restart, ops/apagado.ts), so it
   * resumes instead of reloading everything. Null until known, or once the kept events overflowed.
   */
  private inicio: number | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: { warn: (obj: object, msg: string) => void } = { warn: () => undefined },
  ) {}

  /** Starts listening (resolves once the database delivers to this instance). */
  async iniciar(): Promise<void> {
    if (this.database.pglite) {
      const dejar = await this.database.pglite.listen(CANAL_CAMBIOS, (payload) => this.recibir(payload));
      this.dejarPglite = () => dejar();
      this.inicio = await ultimoNumero((q) => this.database.pglite!.query(q));
      return;
    }
    await this.escucharPostgres();
  }

  private async escucharPostgres(): Promise<void> {
    const client = new pg.Client({ connectionString: this.database.url });
    client.on('notification', (msg) => {
      if (msg.channel === CANAL_CAMBIOS && msg.payload) this.recibir(msg.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'eventos: se perdió la conexión de LISTEN; se reintenta');
      this.client = null;
      void client.end().catch(() => undefined);
      this.reintentar();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CANAL_CAMBIOS}`);
      if (this.cerrado) {
        await client.end();
        return;
      }
      this.client = client;
      // The first LISTEN only: after a lost connection, changes of the gap may be missing.
      if (this.inicio === null && this.recientes.length === 0) this.inicio = await ultimoNumero((q) => client.query(q));
    } catch (error) {
      await client.end().catch(() => undefined);
      this.log.warn({ err: error }, 'eventos: no se pudo escuchar los cambios; se reintenta');
      this.reintentar();
    }
  }

  private reintentar() {
    if (this.cerrado || this.reintento) return;
    this.reintento = setTimeout(() => {
      this.reintento = null;
      void this.escucharPostgres();
    }, REINTENTO_MS);
    this.reintento.unref();
  }

  private recibir(payload: string) {
    let evento: EventoCambio;
    try {
      evento = JSON.parse(payload) as EventoCambio;
    } catch {
      return;
    }
    this.recientes.push(evento);
    if (this.recientes.length > GUARDADOS) {
      this.recientes.shift();
      this.inicio = null;
    }
    for (const oyente of this.oyentes) oyente(evento);
  }

  /** Calls `oyente` with every change from now on; answers the function that stops it. */
  suscribir(oyente: Oyente): () => void {
    this.oyentes.add(oyente);
    return () => this.oyentes.delete(oyente);
  }

  /**
   * The events received after the one numbered `ultimo`, in the order they were committed; null when
   * it is no longer (or never was) among the kept ones: the browser must then reload everything.
   */
  desde(ultimo: number): EventoCambio[] | null {
    const i = this.recientes.findIndex((e) => e.id === ultimo);
    if (i >= 0) return this.recientes.slice(i + 1);
    // (Numbers start at 1: a 0 was never an event's.)
    return ultimo > 0 && ultimo === this.inicio ? [...this.recientes] : null;
  }

  async cerrar(): Promise<void> {
    this.cerrado = true;
    if (this.reintento) clearTimeout(this.reintento);
    this.oyentes.clear();
    await this.dejarPglite?.().catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

/** cambio_seq's last number given out (0 before the first); null when it cannot be read. */
async function ultimoNumero(query: (q: string) => Promise<{ rows: unknown[] }>): Promise<number | null> {
  try {
    const { rows } = await query('select last_value, is_called from cambio_seq');
    const row = rows[0] as { last_value: number | string; is_called: boolean } | undefined;
    if (!row) return null;
    return row.is_called ? Number(row.last_value) : Number(row.last_value) - 1;
  } catch {
    return null;
  }
}
