// One leader among instances (ops/lider.ts, docs/reliability.md «Una instancia dirige»): the singleton
// jobs run where the leader is, start when it comes to lead and stop when it stops.
// Embedded engine: the process leads at once. PostgreSQL: the holder of the advisory lock leads; a
// second instance follows, and takes over (starting the jobs) once the first's connection dies or it
// closes; the first stops its jobs as soon as its connection is gone.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, isPostgres } from '../testing/harness.js';
import { createPgDatabase, hasta as hastaEn } from '../testing/server-process.js';
import { CLAVE_LIDER, liderDe, liderLocal, liderPostgres, type Lider } from './lider.js';

const hasta = (que: string, listo: () => boolean | Promise<boolean>) => hastaEn(que, listo, 10_000);

/** A job that counts its starts and stops and knows whether it runs. */
function contador() {
  const c = { inicios: 0, paradas: 0, corriendo: false };
  return {
    c,
    tarea: {
      iniciar: () => {
        expect(c.corriendo, 'una tarea iniciada dos veces').toBe(false);
        c.inicios++;
        c.corriendo = true;
      },
      detener: () => {
        c.paradas++;
        c.corriendo = false;
      },
    },
  };
}

describe('the jobs of a leader (this process alone)', () => {
  it('runs a job at once, lists it, stops it when removed or closed, and never starts it twice', async () => {
    const lider = liderLocal();
    const uno = contador();
    const dos = contador();
    const cambios: boolean[] = [];
    lider.alCambiar((l) => cambios.push(l));
    expect(lider.esLider()).toBe(true);
    await lider.tarea('uno', uno.tarea);
    await lider.tarea('dos', dos.tarea);
    expect(uno.c).toEqual({ inicios: 1, paradas: 0, corriendo: true });
    expect(lider.tareas()).toEqual(['uno', 'dos']);
    await lider.quitar('uno');
    expect(uno.c).toEqual({ inicios: 1, paradas: 1, corriendo: false });
    expect(lider.tareas()).toEqual(['dos']);
    // Registering a name again replaces the job: the old one stops before the new one starts.
    const otro = contador();
    await lider.tarea('dos', otro.tarea);
    expect(dos.c.corriendo).toBe(false);
    expect(otro.c.corriendo).toBe(true);
    await lider.close();
    expect(lider.esLider()).toBe(false);
    expect(otro.c).toEqual({ inicios: 1, paradas: 1, corriendo: false });
    expect(lider.tareas()).toEqual([]);
    expect(cambios).toEqual([false]);
  });

  it('keeps a job that failed to start out of the list of those that run', async () => {
    const avisos: string[] = [];
    const lider = liderLocal({ info: () => undefined, warn: (_o, msg) => avisos.push(msg) });
    await lider.tarea('rota', {
      iniciar: () => {
        throw new Error('no arranca');
      },
      detener: () => undefined,
    });
    expect(lider.tareas()).toEqual([]);
    expect(avisos).toEqual(['una tarea única no pudo empezar']);
    await lider.close();
  });
});

describe.runIf(!isPostgres())('the embedded engine', () => {
  it('makes the one process the leader', async () => {
    const database = await createTestDatabase();
    const lider = liderDe(database);
    try {
      expect(lider.esLider()).toBe(true);
      const job = contador();
      await lider.tarea('asistencia', job.tarea);
      expect(job.c.corriendo).toBe(true);
    } finally {
      await lider.close();
      await database.close();
    }
  });
});

describe.runIf(isPostgres())('PostgreSQL: the holder of the advisory lock leads', () => {
  let url: string;
  const drops: (() => Promise<void>)[] = [];
  const abiertos: Lider[] = [];
  const base = async () => {
    const creada = await createPgDatabase();
    drops.push(creada.drop);
    url = creada.url;
  };
  const nuevo = (reintentoMs = 100) => {
    const l = liderPostgres({ url, reintentoMs });
    abiertos.push(l);
    return l;
  };
  /** The backend that holds the leader's lock. */
  const titular = async (admin: pg.Client) =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows.map((r) => r.pid);

  afterEach(async () => {
    for (const l of abiertos.splice(0)) await l.close();
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  /** Resolves once a session other than `salvo` has asked for the lock and had its answer (it follows). */
  const intentoFallido = (admin: pg.Client, salvo: number[]) =>
    hasta('otra instancia pidió el bloqueo y sigue', async () => {
      const { rows } = await admin.query(
        `select count(*)::int as n from pg_stat_activity
          where application_name = 'reparto-lider' and state = 'idle' and query like '%pg_try_advisory_lock%' and not (pid = any($1))`,
        [salvo],
      );
      return rows[0].n > 0;
    });

  it('one leads, the other follows; when the leader closes, the other takes over and starts its jobs', async () => {
    await base();
    const a = nuevo();
    const ja = contador();
    await a.tarea('copias', ja.tarea);
    await hasta('A dirige', () => a.esLider());
    expect(ja.c.corriendo).toBe(true);
    const b = nuevo();
    const jb = contador();
    await b.tarea('copias', jb.tarea);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await intentoFallido(admin, await titular(admin));
    } finally {
      await admin.end();
    }
    expect(b.esLider()).toBe(false);
    expect(b.tareas()).toEqual([]);
    expect(jb.c.inicios).toBe(0);
    await a.close();
    expect(ja.c).toEqual({ inicios: 1, paradas: 1, corriendo: false });
    await hasta('B dirige tras el cierre de A', () => b.esLider());
    await hasta('B ejecuta su tarea', () => jb.c.corriendo);
    expect(b.tareas()).toEqual(['copias']);
  });

  it("stops the leader's jobs once its connection dies, and the other instance takes the lock", async () => {
    await base();
    // A notices the end of its session by the connection's own error, not by its next check, and
    // tries again only in a minute: B is the one that can take the lock meanwhile.
    const a = nuevo(60_000);
    const ja = contador();
    await a.tarea('discord', ja.tarea);
    await hasta('A dirige', () => a.esLider());
    const b = nuevo();
    const jb = contador();
    await b.tarea('discord', jb.tarea);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const [pid] = await titular(admin);
      expect(pid).toBeDefined();
      // The leader's session ends as with a crash or a network cut seen by the server.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await hasta('A deja de dirigir y detiene su tarea', () => !a.esLider() && !ja.c.corriendo);
      await hasta('B dirige', () => b.esLider() && jb.c.corriendo);
      expect(a.esLider()).toBe(false);
      expect(ja.c).toEqual({ inicios: 1, paradas: 1, corriendo: false });
      expect(await titular(admin)).toHaveLength(1);
    } finally {
      await admin.end();
    }
  });

  it('makes liderDe use the lock on PostgreSQL', async () => {
    await base();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [CLAVE_LIDER]);
      // Another session holds the key: a PostgreSQL database does not make this process the leader.
      const database = { engine: 'postgres', url } as Parameters<typeof liderDe>[0];
      const l = liderDe(database, { reintentoMs: 100 });
      abiertos.push(l);
      await intentoFallido(admin, []);
      expect(l.esLider()).toBe(false);
      await admin.query('select pg_advisory_unlock($1)', [CLAVE_LIDER]);
      await hasta('liderDe toma el bloqueo liberado', () => l.esLider());
    } finally {
      await admin.end();
    }
  });
});
