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

  constructor(
    private readonly database: Database,
    private readonly log: { warn: (obj: object, msg: string) => void } = { warn: () => undefined },
  ) {}

  /** Starts listening (resolves once the database delivers to this instance). */
  async iniciar(): Promise<void> {
    if (this.database.pglite) {
      const dejar = await this.database.pglite.listen(CANAL_CAMBIOS, (payload) => this.recibir(payload));
      this.dejarPglite = () => dejar();
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
    if (this.recientes.length > GUARDADOS) this.recientes.shift();
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
    return i < 0 ? null : this.recientes.slice(i + 1);
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
