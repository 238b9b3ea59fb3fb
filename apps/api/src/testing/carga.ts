// A write load for the restart tests (reliability/crash.test.ts, ops/apagado.test.ts): one worker per
// place opens a period, adds distributions, closes it, pays everyone and finalizes, again and again,
// keeping a ledger of every write the server acknowledged; `verify` then checks that each one is
// stored, that nothing is half-written, and that the money adds up.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { checkMoney } from './invariants.js';
import { casasDe } from './world.js';
import { call, login, type ServerProcess } from './server-process.js';

export interface Ledger {
  created: Set<number>;
  closed: Set<number>;
  paid: Set<string>;
  finalized: Set<number>;
  acknowledged: number;
  inFlightAtKill: number[];
}

/** One worker per place: open a period, add distributions, close it, pay everyone, finalize; again. */
export async function worker(
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

export async function prepare(server: ServerProcess): Promise<{ players: number[]; distribuidor: number }> {
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
export async function verify(database: Database, ledger: Ledger) {
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

export const nuevoLedger = (): Ledger => ({
  created: new Set(),
  closed: new Set(),
  paid: new Set(),
  finalized: new Set(),
  acknowledged: 0,
  inFlightAtKill: [],
});
