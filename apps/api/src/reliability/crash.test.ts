// Crash (docs/reliability.md): the real server under a create/close/pay load is killed with SIGKILL several
// times and restarted on the same database. Every transaction is all-or-nothing: what the server
// acknowledged is there, nothing is half-written (every distribution whole, with its audit row;
// no half-closed period), and the sums stay equal to a recomputation from the rows.
// PostgreSQL when TEST_DATABASE_URL is set; the embedded engine (PGlite, data in a folder) otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { isPostgres } from '../testing/harness.js';
import { checkMoney } from '../testing/invariants.js';
import { casasDe } from '../testing/world.js';
import { call, createPgDatabase, login, startServer, type ServerProcess } from '../testing/server-process.js';

interface Ledger {
  created: Set<number>;
  closed: Set<number>;
  paid: Set<string>;
  finalized: Set<number>;
  acknowledged: number;
  inFlightAtKill: number[];
}

/** One worker per place: open a period, add distributions, close it, pay everyone, finalize; again. */
async function worker(
  base: string,
  token: string,
  idLugar: number,
  distribuidor: number,
  players: number[],
  ledger: Ledger,
  onAck: () => void,
  inFlight: { n: number },
): Promise<void> {
  const send = async (method: string, url: string, body?: unknown) => {
    inFlight.n++;
    try {
      return await call(base, method, url, { token, body });
    } finally {
      inFlight.n--;
    }
  };
  const ack = () => {
    ledger.acknowledged++;
    onAck();
  };
  // Where the place stands (after a restart the worker resumes its period).
  let idPeriodo: number | null = null;
  let estado = 1;
  for (let page = 1; idPeriodo === null; page++) {
    const res = await send('GET', `/api/distribuciones/resumenDistribucion?page=${page}`);
    if (res.status !== 200) return;
    const rows = res.body['message'] as { id_periodo: number; id_lugar_distribucion: number; id_estado_distribucion: number }[];
    const mine = rows.find((r) => r.id_lugar_distribucion === idLugar);
    if (mine) {
      idPeriodo = mine.id_periodo;
      estado = mine.id_estado_distribucion;
    }
    if (rows.length < 10) break;
  }
  for (let seq = 0; ; seq++) {
    if (idPeriodo === null || estado === 1) {
      const res = await send('POST', '/api/distribuciones', [{ idLugarDist: idLugar, gremioFederacion: 1 }]);
      if (res.status !== 201) return;
      ack();
      idPeriodo = res.body['id_periodo'] as number;
      estado = 3;
    }
    if (estado === 3) {
      for (let k = 0; k < 3; k++) {
        const n = 1 + ((seq + k) % 5);
        const jugadores = players.slice((seq * 3 + k) % (players.length - n), ((seq * 3 + k) % (players.length - n)) + n);
        const res = await send('POST', '/api/distribuciones/crear', [
          {
            idDistribucion: 100_000 + ((idLugar * 7919 + seq * 31 + k) % 899_999),
            idPeriodoDist: idPeriodo,
            silver: 1_000 + seq * 17 + k,
            motivo: `Carga ${idLugar}-${seq}-${k}`,
            jugadores,
          },
        ]);
        if (res.status === 0) return;
        if (res.status === 201) {
          ack();
          ledger.created.add((res.body['distribucion'] as { id_distribucion: number }).id_distribucion);
        }
      }
      const res = await send('PUT', '/api/distribuciones/cerrarPeriodo', [
        { idPeriodo, idPlayerDistribuidor: distribuidor, idsCasas: casasDe(idLugar) },
      ]);
      if (res.status !== 200) return;
      ack();
      ledger.closed.add(idPeriodo);
    }
    const tabla = await send('POST', '/api/distribuciones/tablaDePago', [{ idPeriodo }]);
    if (tabla.status !== 200) return;
    for (const row of tabla.body['message'] as { id_player: number; esta_pagado: boolean }[]) {
      if (row.esta_pagado) continue;
      const res = await send('PUT', '/api/distribuciones/jugadorDistribuido', [{ id_player: row.id_player, idPeriodo }]);
      if (res.status !== 200) return;
      ack();
      ledger.paid.add(`${idPeriodo}:${row.id_player}`);
    }
    const fin = await send('PUT', '/api/distribuciones/cerrarDistribucion', [{ idPeriodo }]);
    if (fin.status !== 200) return;
    ack();
    ledger.finalized.add(idPeriodo);
    estado = 1;
  }
}

/** Drives the load on a running server and SIGKILLs it once `killAfter` more writes were acknowledged. */
async function loadAndKill(server: ServerProcess, ledger: Ledger, killAfter: number, players: number[], distribuidor: number) {
  const token = await login(server.base);
  const target = ledger.acknowledged + killAfter;
  const inFlight = { n: 0 };
  let killed = false;
  const onAck = () => {
    if (!killed && ledger.acknowledged >= target) {
      killed = true;
      ledger.inFlightAtKill.push(inFlight.n);
      server.proc.kill('SIGKILL');
    }
  };
  await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map((idLugar) =>
      worker(server.base, token, idLugar, distribuidor, players, ledger, onAck, inFlight),
    ),
  );
  if (!killed) server.proc.kill('SIGKILL');
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

async function prepare(server: ServerProcess): Promise<{ players: number[]; distribuidor: number }> {
  const token = await login(server.base);
  const players: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await call(server.base, 'POST', '/api/jugadores', {
      token,
      body: [{ nickname: `choque${i}`, idRol: 3, idCargo: 3 }],
    });
    expect(res.status).toBe(201);
    players.push((res.body['jugador'] as { id_player: number }).id_player);
  }
  const dist = await call(server.base, 'GET', '/api/jugadores/getDistributors', { token });
  const distribuidor = (dist.body['distribuidores'] as { id_player: number }[])[0]!.id_player;
  return { players, distribuidor };
}

/** Every acknowledged write is stored; every stored write is whole and audited; the money adds up. */
async function verify(database: Database, ledger: Ledger) {
  const app = await buildApp({ database, jwtSecret: 'x'.repeat(40) });
  await app.ready();
  try {
    const q = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const problems = await checkMoney(database.db, app);

    const dist = new Map(
      (await q(sql`select id_distribucion, estado from distribucion`)).map((r) => [Number(r['id_distribucion']), r['estado']]),
    );
    for (const id of ledger.created) if (dist.get(id) !== true) problems.push(`distribución ${id} confirmada y perdida`);
    const estados = new Map(
      (await q(sql`select id_periodo, id_estado_distribucion from periodo`)).map((r) => [
        Number(r['id_periodo']),
        Number(r['id_estado_distribucion']),
      ]),
    );
    for (const id of ledger.closed) if (!(estados.get(id)! <= 2)) problems.push(`cierre del periodo ${id} confirmado y perdido`);
    for (const id of ledger.finalized)
      if (estados.get(id) !== 1) problems.push(`finalización del periodo ${id} confirmada y perdida`);
    const pagos = new Set((await q(sql`select id_periodo || ':' || id_player as k from pago`)).map((r) => String(r['k'])));
    for (const k of ledger.paid) if (!pagos.has(k)) problems.push(`pago ${k} confirmado y perdido`);

    // All or nothing: each distribution has every player it was created with (the audit row, written
    // in the same transaction, keeps the list), and each write has exactly one audit row.
    const incompletas = await q(sql`
      select d.id_distribucion, jsonb_array_length(a.despues->'jugadores') as pedidos,
             (select count(*) from distribucion_jugador dj where dj.id_distribucion = d.id_distribucion) as guardados
        from distribucion d join auditoria a on a.entidad = 'distribucion' and a.accion = 'crear' and a.id_entidad = d.id_distribucion::text
       where jsonb_array_length(a.despues->'jugadores') <> (select count(*) from distribucion_jugador dj where dj.id_distribucion = d.id_distribucion)`);
    for (const r of incompletas)
      problems.push(`distribución ${r['id_distribucion']} con ${r['guardados']} de ${r['pedidos']} jugadores`);
    const [c] = await q(sql`select
        (select count(*) from distribucion) as distribuciones,
        (select count(*) from auditoria where entidad = 'distribucion' and accion = 'crear') as a_distribuciones,
        (select count(*) from pago) as pagos,
        (select count(*) from auditoria where entidad = 'pago' and accion = 'pagar') as a_pagos,
        (select count(*) from periodo) as periodos,
        (select count(*) from auditoria where entidad = 'periodo' and accion = 'crear') as a_periodos,
        (select count(*) from periodo where id_estado_distribucion <= 2) as cerrados,
        (select count(*) from auditoria where entidad = 'periodo' and accion = 'cerrar_periodo') as a_cerrados,
        (select count(*) from periodo where id_estado_distribucion = 1) as finalizados,
        (select count(*) from auditoria where entidad = 'periodo' and accion = 'finalizar') as a_finalizados`);
    for (const k of ['distribuciones', 'pagos', 'periodos', 'cerrados', 'finalizados']) {
      if (Number(c![k]) !== Number(c![`a_${k}`])) problems.push(`${k}: ${c![k]} filas y ${c![`a_${k}`]} filas de auditoría`);
    }
    expect(problems).toEqual([]);
    return c!;
  } finally {
    await app.close();
  }
}

async function crashCycles(env: Record<string, string>, cycles: number, killAfter: number) {
  const ledger: Ledger = {
    created: new Set(),
    closed: new Set(),
    paid: new Set(),
    finalized: new Set(),
    acknowledged: 0,
    inFlightAtKill: [],
  };
  let server = await startServer(env);
  const { players, distribuidor } = await prepare(server);
  for (let i = 0; i < cycles; i++) {
    await loadAndKill(server, ledger, killAfter, players, distribuidor);
    server = await startServer(env); // recovery happens here
    expect((await call(server.base, 'GET', '/api/health')).status).toBe(200);
  }
  // The restarted server serves reads and writes.
  const token = await login(server.base);
  expect((await call(server.base, 'GET', '/api/distribuciones/resumenDistribucion?page=1')).status).toBe(200);
  const nuevo = await call(server.base, 'POST', '/api/jugadores', {
    token,
    body: [{ nickname: 'despues', idRol: 1, idCargo: 3 }],
  });
  expect(nuevo.status).toBe(201);
  server.proc.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  console.info(
    `choques: ${cycles} SIGKILL con ${ledger.inFlightAtKill.join('/')} peticiones en curso; ${ledger.acknowledged} escrituras confirmadas ` +
      `(${ledger.created.size} distribuciones, ${ledger.closed.size} cierres, ${ledger.paid.size} pagos, ${ledger.finalized.size} finalizaciones)`,
  );
  expect(ledger.inFlightAtKill.every((n) => n > 0)).toBe(true);
  return ledger;
}

describe.runIf(isPostgres())('SIGKILL under load on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('keeps every acknowledged write and no half-written one across 3 kills', async () => {
    const created = await createPgDatabase();
    drop = created.drop;
    const ledger = await crashCycles({ DATABASE_URL: created.url }, 3, 120);
    const database = await openDatabase({ url: created.url, poolSize: 2 });
    try {
      const counts = await verify(database, ledger);
      expect(Number(counts['distribuciones'])).toBeGreaterThanOrEqual(ledger.created.size);
    } finally {
      await database.close();
    }
  }, 600_000);
});

describe.runIf(!isPostgres())('SIGKILL under load on the embedded engine (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdp-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('recovers its folder after 2 kills with every acknowledged write and no half-written one', async () => {
    const ledger = await crashCycles({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, 2, 60);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await verify(database, ledger);
    } finally {
      await database.close();
    }
  }, 600_000);
});
