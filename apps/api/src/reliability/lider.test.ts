// One leader among instances (docs/reliability.md, «Una instancia dirige»; ops/lider.ts), with real
// server processes and the Discord fake (DISCORD_FAKE_FILE), whose gateway session notes each start in
// `<file>.sesiones`, and every other singleton job configured.
// PostgreSQL: two instances on one database. One leads and holds the one gateway session and the
// attendance recorder; the other follows with none. SIGKILL of the leader: the other leads within 30 s,
// opens the only new session and records the voice channel from there, with no interval twice; a third
// instance started afterwards follows.
// PGlite (one process per folder): the one process leads, and leads again after a SIGKILL and restart.
// Every wait has a time limit and fails naming what it waited for; every process is killed in afterAll.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../testing/harness.js';
import { call, createPgDatabase, hasta, liderDe, login, startServer, type ServerProcess } from '../testing/server-process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'rdp-lider-'));
const archivo = path.join(dir, 'discord.json');
const CANAL = '11';
const voz = (members: { id: string; name: string }[]) =>
  writeFileSync(archivo, JSON.stringify({ channels: [{ id: CANAL, channel: 'ZvZ', members }] }));
/** The fake gateway's sessions, in order: `identify <pid>` / `cierre <pid>`. */
const sesiones = () => {
  try {
    return readFileSync(`${archivo}.sesiones`, 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
};
/** Every singleton job: the servers below configure each one. */
const TAREAS = [
  'asistencia',
  'cierre-ventas',
  'copias',
  'discord',
  'poda-auditoria',
  'recordatorios',
  'revision-membresia',
  'revision-roles',
];

const procesos: ServerProcess[] = [];
async function arrancar(env: Record<string, string>): Promise<ServerProcess> {
  const s = await startServer({
    ...env,
    DISCORD_FAKE_FILE: archivo,
    SEED_DEMO: 'false',
    // The first copy waits a minute after the start: none is taken during the test.
    BACKUP_INTERVAL_HOURS: '24',
    BACKUP_DIR: path.join(dir, 'copias'),
    // The membership and roles re-checks: their first runs come minutes later, and would only find
    // closed ports (no player, no Discord account here either).
    ALBION_GUILD_ID: 'gremio-de-prueba',
    ALBION_API_BASE: 'http://127.0.0.1:9',
    ALBION_RECHECK_HOURS: '24',
    DISCORD_CLIENT_ID: '118000000000000002',
    DISCORD_CLIENT_SECRET: 'secreto-de-prueba',
    DISCORD_GUILD_ID: '118000000000000001',
    DISCORD_API_BASE: 'http://127.0.0.1:9',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  procesos.push(s);
  return s;
}
/** The instance leads and runs every singleton job it has. */
const dirige = async (s: ServerProcess) => {
  const l = await liderDe(s.base);
  return l?.esta_instancia === true && [...l.tareas].sort().join() === TAREAS.join();
};
async function matar(s: ServerProcess) {
  s.proc.kill('SIGKILL');
  expect(await s.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

afterAll(async () => {
  for (const s of procesos) {
    if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
    await s.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(isPostgres())('two instances on PostgreSQL: one leader, taken over after a SIGKILL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('runs the gateway session and the recorder once; SIGKILL of the leader → the other leads within 30 s', async () => {
    const creada = await createPgDatabase();
    drop = creada.drop;
    const db = new pg.Client({ connectionString: creada.url });
    await db.connect();
    const intervalos = async () =>
      (
        await db.query<{ id_discord: string; abierto: boolean }>(
          'select id_discord, salida is null as abierto from intervalo_asistencia order by id_intervalo',
        )
      ).rows;
    try {
      voz([]);
      const env = { DATABASE_URL: creada.url };
      const a = await arrancar(env);
      await hasta('A dirige', () => dirige(a), 30_000);
      const b = await arrancar(env);
      // A holds the lock: B follows, with none of the singleton jobs.
      expect(await liderDe(b.base)).toEqual({ esta_instancia: false, tareas: [] });
      expect(sesiones()).toEqual([`identify ${a.proc.pid}`]);

      // A recording session started through B is recorded by A's recorder.
      const token = await login(b.base);
      const inicio = await call(b.base, 'POST', '/api/asistencia/iniciar', { token, body: [{ idCanal: CANAL }] });
      expect(inicio.status, JSON.stringify(inicio.body)).toBe(201);
      voz([{ id: 'u1', name: 'uno' }]);
      await hasta('el grabador de A abre el intervalo de u1', async () => (await intervalos()).length === 1, 30_000);

      const muerte = Date.now();
      await matar(a);
      await hasta('B dirige tras el SIGKILL de A', () => dirige(b), 30_000);
      const relevo = Date.now() - muerte;
      console.info(`líder: B dirige ${relevo} ms después del SIGKILL de A`);
      expect(relevo).toBeLessThan(30_000);
      // One new gateway session, B's: A's ended with its process, never two at once.
      expect(sesiones()).toEqual([`identify ${a.proc.pid}`, `identify ${b.proc.pid}`]);

      // B's recorder takes over the channel: u1 leaves, u2 joins; each interval once.
      voz([{ id: 'u2', name: 'dos' }]);
      await hasta(
        'el grabador de B cierra el de u1 y abre el de u2',
        async () =>
          JSON.stringify(await intervalos()) ===
          JSON.stringify([
            { id_discord: 'u1', abierto: false },
            { id_discord: 'u2', abierto: true },
          ]),
        30_000,
      );

      // An instance started afterwards follows: B keeps leading, no third session.
      const c = await arrancar(env);
      expect(await liderDe(c.base)).toEqual({ esta_instancia: false, tareas: [] });
      expect(await dirige(b)).toBe(true);
      expect(sesiones()).toHaveLength(2);
    } finally {
      await db.end();
    }
  }, 180_000);
});

describe.runIf(!isPostgres())('the embedded engine: the one process leads', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-lider-datos-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leads with every singleton job, and leads again after a SIGKILL and a restart on its folder', async () => {
    voz([]);
    const a = await arrancar({ DATA_DIR: dataDir });
    await hasta('A dirige', () => dirige(a), 30_000);
    expect(sesiones()).toEqual([`identify ${a.proc.pid}`]);
    await matar(a);
    const b = await arrancar({ DATA_DIR: dataDir });
    await hasta('B dirige', () => dirige(b), 30_000);
    expect(sesiones()).toEqual([`identify ${a.proc.pid}`, `identify ${b.proc.pid}`]);
  }, 180_000);
});
