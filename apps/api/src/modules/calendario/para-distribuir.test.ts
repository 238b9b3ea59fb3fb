// «Crear distribución» from an event (docs/calendario.md): the confirmed and standby players with the
// weights of the template's current version (role × presence, standby weight), the unassigned extras,
// the template's tax, the place's open period; without a template, 1 and 0.5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intervaloAsistencia, sesionAsistencia } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { crearPlantilla, horas, nuevoEvento } from './calendario.fixtures.js';

let t: TestApp;
let encargado: TestCuenta;
let caller: TestCuenta;
let dps: TestCuenta;
let tanque: TestCuenta;
let apuntado: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  const nuevo = () => t.createCuenta({ cargos: [3] });
  [caller, dps, tanque, apuntado] = await Promise.all([nuevo(), nuevo(), nuevo(), nuevo()]);
});
afterAll(() => t.close());

/** An event with `cambios`, its list: caller and DPS confirmed, the tank standby, one only signed up. */
async function eventoConLista(cambios: Record<string, unknown>): Promise<number> {
  const res = await t.request('POST', '/api/calendario/eventos', {
    token: encargado.token,
    body: [nuevoEvento({ huecos: { caller: 1, dps: 2, tanque: 1 }, ...cambios })],
  });
  expect(res.statusCode, res.body).toBe(201);
  const idEvento = res.json().evento.id_evento as number;
  const poner = (c: TestCuenta, estado: string, rol: string) =>
    t.request('PUT', '/api/calendario/confirmar', {
      token: encargado.token,
      body: [{ idEvento, idPlayer: c.idPlayer, estado, rol }],
    });
  expect((await poner(caller, 'confirmado', 'caller')).statusCode).toBe(200);
  expect((await poner(dps, 'confirmado', 'dps')).statusCode).toBe(200);
  expect((await poner(tanque, 'reserva', 'tanque')).statusCode).toBe(200);
  expect(
    (
      await t.request('POST', '/api/calendario/apuntarse', {
        token: apuntado.token,
        body: [{ idEvento, rol: 'dps', estado: 'apuntado' }],
      })
    ).statusCode,
  ).toBe(200);
  return idEvento;
}
const leer = (idEvento: number, quien = encargado) =>
  t.request('GET', `/api/calendario/paraDistribuir?idEvento=${idEvento}`, { token: quien.token });

describe('GET /api/calendario/paraDistribuir', () => {
  it('officers only; 404 for an unknown event', async () => {
    const id = await eventoConLista({});
    expect((await leer(id, apuntado)).statusCode).toBe(403);
    expect((await leer(999_999)).statusCode).toBe(404);
  });

  it('the template’s weights, standby weight, extras unassigned, its tax and version; the place’s open period', async () => {
    const zvz = await crearPlantilla(t.db, t.lider.idCuenta, 'ZvZ reparto');
    const periodo = await t.request('POST', '/api/distribuciones', { token: t.lider.token, body: [{ idLugarDist: 3 }] });
    expect(periodo.statusCode, periodo.body).toBe(201);
    const id = await eventoConLista({ idPlantilla: zvz, titulo: 'ZvZ del sábado', idLugarDist: 3 });
    const res = await leer(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({
      motivo: 'ZvZ del sábado',
      silver: 0,
      desglose: { valor_botin: 0, bolsas: 0, reparacion: 0, impuesto_pct: 10 },
      id_plantilla: zvz,
      plantilla_version: 1,
      id_evento: id,
      extras: [{ concepto: 'Looter', silver: 200_000, id_player: 0 }],
      id_periodo: periodo.json().id_periodo,
      jugadores: [
        { id_player: caller.idPlayer, rol: 'caller', reserva: false, peso: 1.5, activo: true },
        { id_player: dps.idPlayer, rol: 'dps', reserva: false, peso: 1 },
        { id_player: tanque.idPlayer, rol: 'tanque', reserva: true, peso: 0.5 },
      ],
    });
    expect(res.json().message.jugadores).toHaveLength(3);
  });

  it('without a template: weights 1, standby 0.5, the guild’s tax, no extras; no open period is null', async () => {
    const id = await eventoConLista({ idLugarDist: 4 });
    const m = (await leer(id)).json().message;
    expect(m).toMatchObject({
      id_plantilla: null,
      plantilla_version: null,
      extras: [],
      id_periodo: null,
      desglose: { impuesto_pct: 0 },
    });
    expect(m.jugadores.map((j: { peso: number }) => j.peso)).toEqual([1, 1, 0.5]);
  });

  it('with a linked attendance session, the presence’s suggested weight times the role’s', async () => {
    const zvz = await crearPlantilla(t.db, t.lider.idCuenta, 'ZvZ con sesión');
    const id = await eventoConLista({ idPlantilla: zvz });
    const inicio = new Date(Date.parse(horas(-2)));
    const fin = new Date(inicio.getTime() + 100 * 60_000);
    const [s] = await t.db
      .insert(sesionAsistencia)
      .values({ idCanal: 'c-evento', canal: 'ZvZ', iniciadaPor: 'x', inicio, finPrevisto: fin, fin })
      .returning({ id: sesionAsistencia.idSesion });
    const intervalo = (c: TestCuenta, minutos: number) => ({
      idSesion: s!.id,
      idDiscord: `d-${c.idPlayer}`,
      nombre: c.nickname,
      idPlayer: c.idPlayer,
      entrada: inicio,
      salida: new Date(inicio.getTime() + minutos * 60_000),
    });
    // The caller half the session (0.5 × 1.5 → 0.8), the DPS all of it (1).
    await t.db.insert(intervaloAsistencia).values([intervalo(caller, 50), intervalo(dps, 100)]);
    const link = await t.request('PUT', '/api/calendario/eventos', {
      token: encargado.token,
      body: [{ idEvento: id, idSesion: s!.id }],
    });
    expect(link.statusCode, link.body).toBe(200);
    const m = (await leer(id)).json().message;
    expect(m.jugadores.map((j: { peso: number }) => j.peso)).toEqual([0.8, 1, 0.5]);
  });
});
