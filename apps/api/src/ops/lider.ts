// One leader among instances (docs/reliability.md, «Una instancia dirige»; docs/deploy.md): the jobs that
// must run once per deployment — the Discord gateway session, the attendance recorder, the membership and
// roles re-checks, the scheduled backups — run on the instance that holds a PostgreSQL session-level
// advisory lock. The lock lives on one dedicated connection (never the pool's, whose connections come and
// go); when that connection dies, PostgreSQL frees the lock and another instance, which tries every few
// seconds, takes it and starts the jobs. The instance that loses its connection stops its jobs at once,
// before anyone else can hold the lock again. With the embedded engine the one process leads.
import pg from 'pg';
import type { Database } from '../db/client.js';

/** The lock's key (`pg_try_advisory_lock(bigint)`): «RPLD». Advisory locks are per database. */
export const CLAVE_LIDER = 0x52504c44;
/** How often a follower tries to take the lock, and the leader checks that its connection lives. */
export const REINTENTO_LIDER_MS = 5_000;

/** A singleton job: started when this instance comes to lead, stopped when it stops leading. */
export interface Tarea {
  iniciar(): void | Promise<void>;
  detener(): void | Promise<void>;
}

interface LogLider {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface Lider {
  /** Whether this instance runs the singleton jobs now. */
  esLider(): boolean;
  /** The names of the singleton jobs running here (none on a follower). */
  tareas(): string[];
  /** Registers a job; resolves once it runs (at once when this instance leads). */
  tarea(nombre: string, tarea: Tarea): Promise<void>;
  /** Stops a job if it runs and forgets it. */
  quitar(nombre: string): Promise<void>;
  /** Called on each change of leadership; returns the unsubscribe. */
  alCambiar(cb: (lider: boolean) => void): () => void;
  /** Stops every job, gives the lock back and closes its connection. */
  close(): Promise<void>;
}

/**
 * The jobs and their start/stop, in order: every start and stop waits for the previous one, so a job
 * is never started twice or started while it still stops.
 */
class Tareas {
  readonly #registradas = new Map<string, Tarea>();
  readonly #corriendo = new Set<string>();
  readonly #oyentes = new Set<(lider: boolean) => void>();
  #cola: Promise<void> = Promise.resolve();
  #lider = false;

  constructor(private readonly log: LogLider | undefined) {}

  get lider() {
    return this.#lider;
  }

  nombres() {
    return [...this.#corriendo];
  }

  #encolar(paso: () => Promise<void>): Promise<void> {
    this.#cola = this.#cola.then(paso);
    return this.#cola;
  }

  async #iniciar(nombre: string) {
    const tarea = this.#registradas.get(nombre);
    if (!tarea || this.#corriendo.has(nombre) || !this.#lider) return;
    try {
      await tarea.iniciar();
      this.#corriendo.add(nombre);
    } catch (error) {
      this.log?.warn({ err: error, tarea: nombre }, 'una tarea única no pudo empezar');
    }
  }

  async #detener(nombre: string) {
    if (!this.#corriendo.delete(nombre)) return;
    try {
      await this.#registradas.get(nombre)?.detener();
    } catch (error) {
      this.log?.warn({ err: error, tarea: nombre }, 'una tarea única no pudo detenerse limpiamente');
    }
  }

  registrar(nombre: string, tarea: Tarea) {
    return this.#encolar(async () => {
      await this.#detener(nombre);
      this.#registradas.set(nombre, tarea);
      await this.#iniciar(nombre);
    });
  }

  quitar(nombre: string) {
    return this.#encolar(async () => {
      await this.#detener(nombre);
      this.#registradas.delete(nombre);
    });
  }

  /** Becomes leader (true) or follower (false): the flag changes at once, the jobs follow in order. */
  cambiar(lider: boolean) {
    if (this.#lider === lider) return this.#cola;
    this.#lider = lider;
    for (const cb of this.#oyentes) cb(lider);
    return this.#encolar(async () => {
      if (lider) for (const nombre of this.#registradas.keys()) await this.#iniciar(nombre);
      else for (const nombre of [...this.#corriendo].reverse()) await this.#detener(nombre);
    });
  }

  alCambiar(cb: (lider: boolean) => void) {
    this.#oyentes.add(cb);
    return () => void this.#oyentes.delete(cb);
  }

  vista(close: () => Promise<void>): Lider {
    return {
      esLider: () => this.#lider,
      tareas: () => this.nombres(),
      tarea: (nombre, tarea) => this.registrar(nombre, tarea),
      quitar: (nombre) => this.quitar(nombre),
      alCambiar: (cb) => this.alCambiar(cb),
      close,
    };
  }
}

/** The embedded engine (and an app built in a test): this process is the only one, so it leads. */
export function liderLocal(log?: LogLider): Lider {
  const tareas = new Tareas(log);
  void tareas.cambiar(true);
  return tareas.vista(() => tareas.cambiar(false));
}

export interface OpcionesLiderPostgres {
  url: string;
  log?: LogLider;
  reintentoMs?: number;
  clave?: number;
}

/** Several instances on one PostgreSQL database: the holder of the advisory lock leads. */
export function liderPostgres(opts: OpcionesLiderPostgres): Lider {
  const { url, log } = opts;
  const reintentoMs = opts.reintentoMs ?? REINTENTO_LIDER_MS;
  const clave = opts.clave ?? CLAVE_LIDER;
  const tareas = new Tareas(log);
  let cliente: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let cerrado = false;
  let intento: Promise<void> = Promise.resolve();

  /** The lock's connection is gone (or unusable): the lock with it, so the jobs stop now. */
  const perder = (c: pg.Client, error?: unknown) => {
    if (cliente !== c) return;
    cliente = null;
    c.end().catch(() => undefined);
    if (tareas.lider) {
      log?.warn({ err: error }, 'esta instancia perdió la conexión del líder: sus tareas únicas se detienen');
      void tareas.cambiar(false);
    }
  };

  const conectar = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: 'reparto-lider',
      keepAlive: true,
      connectionTimeoutMillis: reintentoMs,
      // A connection that stops answering (a network cut) counts as lost within one check.
      query_timeout: reintentoMs,
    });
    c.on('error', (error) => perder(c, error));
    c.on('end', () => perder(c));
    cliente = c;
    try {
      await c.connect();
    } catch (error) {
      perder(c, error);
      throw error;
    }
    return c;
  };

  const probar = async () => {
    if (cerrado) return;
    let c = cliente;
    try {
      c ??= await conectar();
      if (tareas.lider) {
        await c.query('select 1');
        return;
      }
      const res = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [clave]);
      if (res.rows[0]?.ok && cliente === c && !cerrado) {
        log?.info({}, 'esta instancia es la líder: ejecuta las tareas únicas');
        await tareas.cambiar(true);
      }
    } catch (error) {
      if (c) perder(c, error);
    }
  };

  const programar = () => {
    if (cerrado) return;
    timer = setTimeout(() => {
      intento = probar().finally(programar);
    }, reintentoMs);
    timer.unref();
  };
  intento = probar().finally(programar);

  return tareas.vista(async () => {
    cerrado = true;
    if (timer) clearTimeout(timer);
    await intento.catch(() => undefined);
    await tareas.cambiar(false);
    const c = cliente;
    cliente = null;
    // Ending the session gives the lock back at once (another instance takes it at its next try).
    await c?.end().catch(() => undefined);
  });
}

/** PostgreSQL: the advisory lock; the embedded engine: this process. */
export function liderDe(database: Database, opts: Omit<OpcionesLiderPostgres, 'url'> = {}): Lider {
  return database.engine === 'postgres' && database.url ? liderPostgres({ ...opts, url: database.url }) : liderLocal(opts.log);
}
