// The current versions of scopes (lib/cambios.ts) for the read cache: one query at a time per process,
// for every scope asked meanwhile. A caller is never answered by a query that started before it asked
// (a write acknowledged just before may have committed after that query's snapshot): while one runs,
// newcomers gather for the next one, which starts when it ends and at least `espaciadoMs` after it
// started. Under load one query of a few index lookups serves dozens of requests: starting the next
// one at once sent ~3,000 queries a second under `npm run load`, and their sends (a system call each)
// and PostgreSQL's work took a fifth of the two cores for nothing (docs/performance.md). A quiet
// server answers at once: the spacing only counts from the previous query's start. Dependency-free on purpose: the benchmark's floor
// (bench/floor/) uses it with its own pool.
import type pg from 'pg';

/** The query: the versions of some scopes (absent = never changed). */
export type ConsultaVersiones = (ambitos: string[]) => Promise<Map<string, number>>;

export const VERSIONES_SQL =
  'select ambito, sum(version)::bigint from ambito_version where ambito = any($1::text[]) group by ambito';

/** The query on a pg pool: a named prepared statement, no query builder on the hot path. */
export function versionesDelPool(pool: pg.Pool): ConsultaVersiones {
  return async (ambitos) => {
    const { rows } = await pool.query<[string, string]>({
      name: 'ambito_version',
      text: VERSIONES_SQL,
      values: [ambitos],
      rowMode: 'array',
    });
    return new Map(rows.map(([a, v]) => [a, Number(v)]));
  };
}

/** Default least time between the starts of two version queries (ms). */
export const ESPACIADO_VERSIONES_MS = 1;

export class AmbitoVersiones {
  private running: Promise<unknown> | null = null;
  private pending = new Set<string>();
  private next: Promise<Map<string, number>> | null = null;
  private startedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly query: ConsultaVersiones,
    private readonly espaciadoMs = ESPACIADO_VERSIONES_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(ambitos: readonly string[]): Promise<Map<string, number>> {
    for (const a of ambitos) this.pending.add(a);
    if (!this.next) {
      const after = this.running ?? Promise.resolve();
      const go = () => {
        const wait = this.startedAt + this.espaciadoMs - this.now();
        return wait > 0 ? new Promise<void>((r) => setTimeout(r, wait)).then(() => this.start()) : this.start();
      };
      this.next = after.then(go, go);
    }
    return this.next;
  }

  private start(): Promise<Map<string, number>> {
    const ambitos = [...this.pending];
    this.pending = new Set();
    this.next = null;
    this.startedAt = this.now();
    const query = this.query(ambitos);
    this.running = query;
    const clear = () => {
      if (this.running === query) this.running = null;
    };
    query.then(clear, clear);
    return query;
  }
}
