// The rate-limit counters in the database (table limite_tasa), so that the login and write limits
// count across every API instance (docs/reliability.md, "Rate limits"): one statement per hit, the
// same SQL on PostgreSQL and PGlite. A key's window starts with its first hit and lasts `timeWindow`;
// the hit that finds it over starts a new one. Expired rows are swept now and then.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { claveDelGremio } from '../lib/gremio-contexto.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One sweep of expired counters every this many hits (per process). */
const BARRIDO_CADA = 500;

/** One hit of a key: its count and the ms left of its window (the benchmark's floor sends it too). */
export const contarSql = (clave: string, timeWindow: number) => sql`
  insert into limite_tasa (clave, n, hasta) values (${clave}, 1, now() + ${timeWindow} * interval '1 millisecond')
  on conflict (clave) do update set
    n = case when limite_tasa.hasta <= now() then 1 else limite_tasa.n + 1 end,
    hasta = case when limite_tasa.hasta <= now() then excluded.hasta else limite_tasa.hasta end
  returning n, greatest(0, ceil(extract(epoch from (hasta - now())) * 1000))::int as ttl`;

/** A @fastify/rate-limit store class bound to a database; the limit's `groupId` prefixes its keys. */
export function storeEnBase(db: Db) {
  let hits = 0;
  return class LimiteEnBase {
    private readonly prefijo: string;

    constructor(options: { groupId?: string } = {}) {
      this.prefijo = options.groupId ? `${options.groupId}:` : '';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      // Each guild counts its own (lib/gremio-contexto.ts: the default guild's keys as they always were).
      this.consultar(claveDelGremio(`${this.prefijo}${key}`), timeWindow).then(
        (r) => cb(null, r),
        (error: unknown) => cb(error instanceof Error ? error : new Error(String(error))),
      );
      if (++hits % BARRIDO_CADA === 0) void db.execute(sql`delete from limite_tasa where hasta < now()`).catch(() => undefined);
    }

    private async consultar(clave: string, timeWindow: number) {
      const { rows } = await db.execute<{ n: number; ttl: number }>(contarSql(clave, timeWindow));
      const row = rows[0]!;
      return { current: Number(row.n), ttl: Number(row.ttl) };
    }

    child(routeOptions: object) {
      return new LimiteEnBase(routeOptions as { groupId?: string });
    }
  };
}
