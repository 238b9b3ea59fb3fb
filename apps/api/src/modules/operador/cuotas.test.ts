// The host's quotas (docs/deploy.md, «Cuotas»): a guild at its quota of active members refuses one more
// (created, registered or switched on: 409 in Spanish), and the leader's job `poda-auditoria` deletes a
// guild's audit older than its quota of months, per guild, idempotent, skipping suspended guilds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { podarAuditoria } from './poda-auditoria.js';

let t: TestApp;
let operador: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  operador = await t.operador();
});
afterAll(() => t.close());

const cuotas = (id: number, cuotaMiembros: number | null, cuotaAuditoriaMeses: number | null) =>
  t.request('PUT', `/api/operador/gremios/${id}/cuotas`, {
    token: operador.token,
    body: [{ cuotaMiembros, cuotaAuditoriaMeses }],
  });
const activos = async () =>
  Number(
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from jugador where id_gremio = 1 and estado`)).rows[0]!.n,
  );

describe('the quota of active members', () => {
  it('refuses a new, registered or switched-on player beyond it, with a Spanish sentence; null lifts it', async () => {
    const apagado = await t.createPlayer({ estado: false });
    const n = await activos();
    expect((await cuotas(1, n, null)).statusCode).toBe(200);
    const nuevo = await t.request('POST', '/api/jugadores', {
      token: t.lider.token,
      body: [{ nickname: 'cuotanuevo', idRol: 1, idCargo: 3 }],
    });
    expect(nuevo.statusCode).toBe(409);
    expect(nuevo.json()).toEqual({
      ok: false,
      code: 'cuota.miembros',
      message: `El gremio llegó a su cuota de ${n} miembros activos: desactive a alguien o pida más cupo al alojamiento`,
    });
    const registro = await t.request('POST', '/api/jugadores/registrar', {
      token: t.lider.token,
      body: [{ nickname: 'cuotaregistro' }],
    });
    expect(registro.statusCode).toBe(409);
    const encender = await t.request('PUT', '/api/jugadores/DeleteJugador', {
      token: t.lider.token,
      body: [{ estado: true, idPlayer: apagado.idPlayer }],
    });
    expect(encender.statusCode).toBe(409);
    expect(await activos()).toBe(n);
    // Switching someone off makes room.
    const otro = await t.createPlayer();
    await cuotas(1, n + 1, null);
    const apagar = await t.request('PUT', '/api/jugadores/DeleteJugador', {
      token: t.lider.token,
      body: [{ estado: false, idPlayer: otro.idPlayer }],
    });
    expect(apagar.statusCode).toBe(200);
    const ahora = await t.request('POST', '/api/jugadores', {
      token: t.lider.token,
      body: [{ nickname: 'cuotacabe', idRol: 1, idCargo: 3 }],
    });
    expect(ahora.statusCode, ahora.body).toBe(201);
    expect((await cuotas(1, null, null)).statusCode).toBe(200);
    const libre = await t.request('PUT', '/api/jugadores/DeleteJugador', {
      token: t.lider.token,
      body: [{ estado: true, idPlayer: apagado.idPlayer }],
    });
    expect(libre.statusCode).toBe(200);
  });
});

describe('the quota of audit months (the leader job poda-auditoria)', () => {
  it('deletes each guild’s audit beyond its months, once, leaves the others and the suspended guilds alone', async () => {
    const crear = async (slug: string) =>
      (
        await t.request('POST', '/api/operador/gremios', {
          token: operador.token,
          body: [{ nombre: slug, slug, liderEmail: `${slug}@test.local` }],
        })
      ).json().message.gremio.idGremio as number;
    const [conCuota, sinCuota, suspendido] = [await crear('con-cuota'), await crear('sin-cuota'), await crear('suspendido')];
    const ahora = new Date();
    const diasAtras = (n: number) => new Date(ahora.getTime() - n * 86_400_000).toISOString();
    // 13 months, 7 months and 10 days ago.
    const [viejo, medio, reciente] = [diasAtras(400), diasAtras(213), diasAtras(10)];
    for (const g of [1, conCuota, sinCuota, suspendido])
      for (const fecha of [viejo, medio, reciente])
        await t.db.execute(
          sql`insert into auditoria (id_gremio, fecha, accion, entidad) values (${g}, ${fecha}, 'prueba', 'poda')`,
        );
    await cuotas(conCuota, null, 6);
    await cuotas(suspendido, null, 6);
    await cuotas(1, null, 12);
    await t.request('POST', `/api/operador/gremios/${suspendido}/suspender`, { token: operador.token });
    const pruebas = async (g: number) =>
      (
        await t.db.execute<{ fecha: Date | string }>(
          sql`select fecha from auditoria where id_gremio = ${g} and entidad = 'poda' order by fecha`,
        )
      ).rows.map((r) => new Date(r.fecha).toISOString());
    const borradas = await podarAuditoria(t.db, ahora);
    expect(await pruebas(conCuota)).toEqual([reciente]);
    expect(await pruebas(1)).toEqual([medio, reciente]);
    expect(await pruebas(sinCuota)).toEqual([viejo, medio, reciente]);
    expect(await pruebas(suspendido)).toEqual([viejo, medio, reciente]);
    expect(borradas.get(conCuota)).toBeGreaterThanOrEqual(2);
    expect(borradas.has(sinCuota)).toBe(false);
    expect(borradas.has(suspendido)).toBe(false);
    const { rows } = await t.db.execute(
      sql`select accion, entidad, id_cuenta, despues from auditoria where accion = 'podar' order by id_auditoria`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ accion: 'podar', entidad: 'auditoria', id_cuenta: null });
    // Idempotent: nothing left to delete, nothing written.
    expect((await podarAuditoria(t.db, ahora)).size).toBe(0);
    expect((await t.db.execute(sql`select count(*)::int as n from auditoria where accion = 'podar'`)).rows[0]!['n']).toBe(
      rows.length,
    );
  });
});
