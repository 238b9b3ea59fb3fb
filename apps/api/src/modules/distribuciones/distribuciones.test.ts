import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO, SILVER_MAX, type Distribucion } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, cuentaCargo, distribucion, distribucionJugador, jugador } from '../../db/schema.js';
import {
  cambiarEstadoPeriodo,
  crearBody,
  insertarPeriodoDePrueba,
  type CrearBody,
} from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
let encargado: TestCuenta;
let otroEncargado: TestCuenta;
let tesorero: TestCuenta;
let abierto: number;
/** Active players, created in alphabetical order. */
let players: { idPlayer: number; nickname: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], nickname: 'encargadouno', idCargo: 7 });
  otroEncargado = await t.createCuenta({ cargos: [7], nickname: 'encargadodos', idCargo: 7 });
  tesorero = await t.createCuenta({ cargos: [8], nickname: 'tesoreria', idCargo: 8 });
  abierto = await insertarPeriodoDePrueba(t);
  players = [];
  for (const nickname of ['aaron', 'beatriz', 'carmen', 'dario', 'elena']) {
    players.push(await t.createPlayer({ nickname, idCargo: nickname === 'aaron' ? 2 : 3 }));
  }
});
afterAll(() => t.close());

const ids = (n: number) => players.slice(0, n).map((p) => p.idPlayer);
const crear = (body: unknown, token = encargado.token) =>
  t.request('POST', '/api/distribuciones/crear', { token, body: Array.isArray(body) ? body : [body] });
const eliminar = (idDistribucion: number, razon: string, token = encargado.token) =>
  t.request('PUT', '/api/distribuciones/eliminarDistribucion', { token, body: [{ idDistribucion, razon }] });
const listar = (idPeriodoDist: number) => t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist }] });

async function crearOk(body: CrearBody, token = encargado.token): Promise<Distribucion> {
  const res = await crear(body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().distribucion as Distribucion;
}

const filasDe = (idDistribucion: number) =>
  t.db.select().from(distribucionJugador).where(eq(distribucionJugador.idDistribucion, idDistribucion));

describe('POST /api/distribuciones/crear', () => {
  it('creates the distribution with its players and answers the Distribucion entity', async () => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(4), silver: 4_000_003, motivo: '  Mazmorra de avalon  ' });
    const res = await crear(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toEqual({
      ok: true,
      message: expect.stringContaining('realizada'),
      distribucion: {
        id_distribucion: expect.any(Number),
        fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        motivo: 'Mazmorra de avalon',
        nickname_encargado: 'encargadouno',
        silver: 4_000_003,
        razon_eliminacion: null,
        estado: true,
        jugadores: [
          { nickname: 'aaron', nombre_cargo: 'OFICIAL', silver_unitario: 1_000_000 },
          { nickname: 'beatriz', nombre_cargo: 'MIEMBRO', silver_unitario: 1_000_000 },
          { nickname: 'carmen', nombre_cargo: 'MIEMBRO', silver_unitario: 1_000_000 },
          { nickname: 'dario', nombre_cargo: 'MIEMBRO', silver_unitario: 1_000_000 },
        ],
      },
    });
    const id = json.distribucion.id_distribucion as number;
    const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, id));
    expect(row).toMatchObject({
      idPeriodo: abierto,
      codigo: body.idDistribucion,
      silver: 4_000_003,
      silverUnitario: 1_000_000,
      idCuentaEncargado: encargado.idCuenta,
      idPlayerEncargado: encargado.idPlayer,
      estado: true,
      razonEliminacion: null,
      fechaEliminacion: null,
    });
    // The player rows repeat the period, date, state and share of their distribution.
    const filas = await filasDe(id);
    expect(filas).toHaveLength(4);
    for (const f of filas) {
      expect(f).toMatchObject({ idPeriodo: abierto, estado: true, silverUnitario: 1_000_000 });
      expect(f.fecha.getTime()).toBe(row!.fecha.getTime());
    }
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'distribucion'), eq(auditoria.idEntidad, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accion: 'crear', idCuenta: encargado.idCuenta });
  });

  it('splits with a floor division: the remainder stays with the guild', async () => {
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(3), silver: 100 }));
    expect(d.silver).toBe(100);
    expect(d.jugadores.map((j) => j.silver_unitario)).toEqual([33, 33, 33]);
    const filas = await filasDe(d.id_distribucion);
    expect(filas.reduce((s, f) => s + f.silverUnitario, 0)).toBe(99);
    const one = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(1), silver: 7 }));
    expect(one.jugadores).toEqual([{ nickname: 'aaron', nombre_cargo: 'OFICIAL', silver_unitario: 7 }]);
  });

  it('accepts the largest silver (10^12) as an exact integer', async () => {
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(3), silver: SILVER_MAX }));
    expect(d.silver).toBe(SILVER_MAX);
    expect(d.jugadores[0]!.silver_unitario).toBe(333_333_333_333);
  });

  it('answers 401 without a token and 403 without charge 7', async () => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(2) });
    const anon = await crear(body, '');
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ ok: false, message: expect.any(String), code: expect.any(String) });
    const res = await crear(body, tesorero.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: 'No tiene permiso para realizar esta acción', code: 'sesion.sinPermiso' });
    const [n] = await t.db.select().from(distribucion).where(eq(distribucion.codigo, body.idDistribucion));
    expect(n).toBeUndefined();
  });

  it('answers 404 for an unknown period', async () => {
    const res = await crear(crearBody({ idPeriodoDist: 999_999, jugadores: ids(2) }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No existe el periodo 999999', code: 'periodo.noExiste' });
  });

  it.each([
    [ESTADO_PERIODO.EN_DISTRIBUCION, 'En distribución'],
    [ESTADO_PERIODO.FINALIZADO, 'Finalizado'],
  ])('answers 409 naming the state for a period in state %i', async (estado, nombre) => {
    const idPeriodo = await insertarPeriodoDePrueba(t, estado);
    const res = await crear(crearBody({ idPeriodoDist: idPeriodo, jugadores: ids(2) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`"${nombre}"`);
  });

  const valid = () => crearBody({ idPeriodoDist: abierto, jugadores: ids(2) });
  it.each<[string, (b: CrearBody) => unknown, RegExp]>([
    ['silver 0', (b) => ({ ...b, silver: 0 }), /silver: La plata debe ser mayor que 0/],
    ['negative silver', (b) => ({ ...b, silver: -5 }), /mayor que 0/],
    ['decimal silver', (b) => ({ ...b, silver: 10.5 }), /número entero/],
    ['silver as text', (b) => ({ ...b, silver: '1000' }), /silver/],
    ['blank silver', (b) => ({ ...b, silver: '' }), /silver/],
    ['null silver', (b) => ({ ...b, silver: null }), /silver/],
    ['silver over 10^12', (b) => ({ ...b, silver: SILVER_MAX + 1 }), /como máximo/],
    ['an empty motivo', (b) => ({ ...b, motivo: '' }), /motivo: El motivo no puede estar vacío/],
    ['a blank motivo', (b) => ({ ...b, motivo: '    ' }), /motivo: El motivo no puede estar vacío/],
    ['a motivo of 201 characters', (b) => ({ ...b, motivo: 'x'.repeat(201) }), /como máximo 200/],
    ['a missing motivo', ({ motivo: _m, ...b }) => b, /motivo/],
    ['a 5-digit code', (b) => ({ ...b, idDistribucion: 99_999 }), /6 cifras/],
    ['a 7-digit code', (b) => ({ ...b, idDistribucion: 1_000_000 }), /6 cifras/],
    ['a decimal code', (b) => ({ ...b, idDistribucion: 123456.5 }), /entero/],
    ['no players', (b) => ({ ...b, jugadores: [] }), /Seleccione al menos un jugador/],
    ['repeated players', (b) => ({ ...b, jugadores: [b.jugadores[0], b.jugadores[0]] }), /repetidos/],
    ['players not a list', (b) => ({ ...b, jugadores: 5 }), /jugadores/],
    ['a player id that is not a number', (b) => ({ ...b, jugadores: ['abc'] }), /jugadores/],
    ['a missing period', ({ idPeriodoDist: _p, ...b }) => b, /idPeriodoDist/],
  ])('answers 400 in Spanish for %s', async (_name, mutate, message) => {
    const body = mutate(valid());
    const res = await crear(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringMatching(/^Datos inválidos/), code: 'validacion.datos' });
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 for a body that is not an array of one item', async () => {
    const res = await t.request('POST', '/api/distribuciones/crear', { token: encargado.token, body: valid() });
    expect(res.statusCode).toBe(400);
    const two = await crear([valid(), valid()]);
    expect(two.statusCode).toBe(400);
  });

  it('answers 400 naming unknown player ids', async () => {
    const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [ids(1)[0]!, 888_888, 999_999] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: 'No existen los jugadores con id 888888, 999999',
      code: 'distribucion.jugadoresNoExisten',
    });
  });

  it('answers 400 naming switched-off players', async () => {
    const off = await t.createPlayer({ nickname: 'apagado', estado: false });
    const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [ids(1)[0]!, off.idPlayer] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: 'El jugador apagado está desactivado',
      code: 'distribucion.jugadorDesactivado',
    });
  });

  it('takes the creator from the token: the email must be that account’s or absent', async () => {
    const wrong = await crear(crearBody({ idPeriodoDist: abierto, jugadores: ids(2), email: otroEncargado.email }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      ok: false,
      message: 'El email no corresponde a la cuenta con la que inició sesión',
      code: 'distribucion.emailAjeno',
    });

    const same = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2), email: encargado.email.toUpperCase() }));
    expect(same.nickname_encargado).toBe('encargadouno');
    const absent = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2) }), otroEncargado.token);
    expect(absent.nickname_encargado).toBe('encargadodos');
    const nulo = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2), email: null }));
    expect(nulo.nickname_encargado).toBe('encargadouno');
  });
});

describe('idempotency of the 6-digit code', () => {
  it('answers a retry with the same distribution (200) and stores it once', async () => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(3), silver: 3_000_000 });
    const first = await crear(body);
    expect(first.statusCode).toBe(201);
    // Same content, players in another order, motivo with extra spaces: still the same request.
    const retry = await crear({ ...body, jugadores: [...body.jugadores].reverse(), motivo: ` ${body.motivo} ` });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ...first.json(), message: expect.stringContaining('ya estaba registrada') });
    const rows = await t.db
      .select()
      .from(distribucion)
      .where(and(eq(distribucion.idPeriodo, abierto), eq(distribucion.codigo, body.idDistribucion)));
    expect(rows).toHaveLength(1);
    expect(await filasDe(rows[0]!.idDistribucion)).toHaveLength(3);
  });

  it.each<[string, (b: CrearBody) => CrearBody]>([
    ['other silver', (b) => ({ ...b, silver: b.silver + 1 })],
    ['another motivo', (b) => ({ ...b, motivo: 'Otro motivo' })],
    ['other players', (b) => ({ ...b, jugadores: ids(2) })],
  ])('answers 409 for the same code with %s', async (_name, mutate) => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(3) });
    expect((await crear(body)).statusCode).toBe(201);
    const res = await crear(mutate(body));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`código ${body.idDistribucion}`);
  });

  it('answers 409 for the same code and content from another content manager', async () => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(3) });
    expect((await crear(body)).statusCode).toBe(201);
    expect((await crear(body, otroEncargado.token)).statusCode).toBe(409);
  });

  it('keys the code by period: the same code in another period is another distribution', async () => {
    const otro = await insertarPeriodoDePrueba(t);
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(2) });
    const a = await crearOk(body);
    const b = await crearOk({ ...body, idPeriodoDist: otro });
    expect(b.id_distribucion).not.toBe(a.id_distribucion);
  });

  it('creates exactly one distribution from 8 identical concurrent requests', async () => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(5), silver: 5_000_000 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => crear(body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const idsSeen = new Set(responses.map((r) => r.json().distribucion.id_distribucion));
    expect(idsSeen.size).toBe(1);
    const rows = await t.db
      .select()
      .from(distribucion)
      .where(and(eq(distribucion.idPeriodo, abierto), eq(distribucion.codigo, body.idDistribucion)));
    expect(rows).toHaveLength(1);
    expect(await filasDe(rows[0]!.idDistribucion)).toHaveLength(5);
  });

  it('creates all of 8 concurrent requests with different codes', async () => {
    const otro = await insertarPeriodoDePrueba(t);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => crear(crearBody({ idPeriodoDist: otro, jugadores: ids(2), silver: 1000 }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const list = (await listar(otro)).json().message as Distribucion[];
    expect(list).toHaveLength(8);
  });
});

describe('POST /api/distribuciones/getDistribucion', () => {
  it('lists the distributions of the period newest first, with their players, without a token', async () => {
    const idPeriodo = await insertarPeriodoDePrueba(t);
    const a = await crearOk(crearBody({ idPeriodoDist: idPeriodo, jugadores: ids(2), motivo: 'Primera', silver: 10 }));
    const b = await crearOk(crearBody({ idPeriodoDist: idPeriodo, jugadores: ids(3), motivo: 'Segunda', silver: 30 }));
    // Another period's distribution is not listed.
    await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(1) }));

    const res = await listar(idPeriodo);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.message).toEqual([b, a]);
    expect(body.message[1].jugadores).toEqual([
      { nickname: 'aaron', nombre_cargo: 'OFICIAL', silver_unitario: 5 },
      { nickname: 'beatriz', nombre_cargo: 'MIEMBRO', silver_unitario: 5 },
    ]);
  });

  it('answers an empty list for a period without distributions', async () => {
    const idPeriodo = await insertarPeriodoDePrueba(t, ESTADO_PERIODO.FINALIZADO);
    expect((await listar(idPeriodo)).json()).toEqual({ ok: true, message: [] });
  });

  it('answers 404 for an unknown period and 400 for a bad id', async () => {
    const res = await listar(424242);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No existe el periodo 424242', code: 'periodo.noExiste' });
    const bad = await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ok).toBe(false);
  });
});

describe('GET /api/distribuciones/getJugadoresSelect', () => {
  it('lists the active players by nickname for any signed-in account', async () => {
    const sinCargos = await t.createCuenta({ cargos: [], nickname: 'zzzsincargos' });
    await t.createPlayer({ nickname: 'aaapagado', estado: false });
    const res = await t.request('GET', '/api/distribuciones/getJugadoresSelect', { token: sinCargos.token });
    expect(res.statusCode).toBe(200);
    const { ok, message } = res.json() as { ok: boolean; message: { id_player: number; nickname: string }[] };
    expect(ok).toBe(true);
    const nicknames = message.map((m) => m.nickname);
    expect(nicknames).toEqual([...nicknames].sort());
    expect(nicknames).toContain('aaron');
    expect(nicknames).toContain('zzzsincargos');
    expect(nicknames).not.toContain('aaapagado');
    expect(message.find((m) => m.nickname === 'aaron')).toEqual({ id_player: players[0]!.idPlayer, nickname: 'aaron' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('GET', '/api/distribuciones/getJugadoresSelect')).statusCode).toBe(401);
  });
});

describe('PUT /api/distribuciones/eliminarDistribucion', () => {
  it('lets the creator delete it: estado false on the distribution and on every player row, with an audit row', async () => {
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(3), silver: 900 }));
    const res = await eliminar(d.id_distribucion, '  Registrada dos veces  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: `Distribución ${d.id_distribucion} eliminada`,
      distribucion: { ...d, estado: false, razon_eliminacion: 'Registrada dos veces' },
    });
    const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, d.id_distribucion));
    expect(row).toMatchObject({ estado: false, razonEliminacion: 'Registrada dos veces' });
    expect(row!.fechaEliminacion).toBeInstanceOf(Date);
    const filas = await filasDe(d.id_distribucion);
    expect(filas).toHaveLength(3);
    expect(filas.every((f) => f.estado === false)).toBe(true);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idEntidad, String(d.id_distribucion)), eq(auditoria.accion, 'eliminar')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entidad: 'distribucion', idCuenta: encargado.idCuenta });

    const listed = ((await listar(abierto)).json().message as Distribucion[]).find(
      (x) => x.id_distribucion === d.id_distribucion,
    );
    expect(listed).toMatchObject({ estado: false, razon_eliminacion: 'Registrada dos veces', silver: 900 });
  });

  it('answers 409 when it is already deleted', async () => {
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2) }));
    expect((await eliminar(d.id_distribucion, 'Error')).statusCode).toBe(200);
    const again = await eliminar(d.id_distribucion, 'Otra vez');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      message: `La distribución ${d.id_distribucion} ya está eliminada`,
      code: 'distribucion.yaEliminada',
    });
    const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, d.id_distribucion));
    expect(row!.razonEliminacion).toBe('Error');
  });

  it('answers 403 to another content manager and leaves the distribution alive', async () => {
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2) }));
    const res = await eliminar(d.id_distribucion, 'No es mía', otroEncargado.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      ok: false,
      message: 'Solo el encargado de contenido que creó la distribución puede eliminarla',
      code: 'distribucion.soloCreador',
    });
    const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, d.id_distribucion));
    expect(row!.estado).toBe(true);
    // Not even the leader (every charge) deletes someone else's distribution.
    expect((await eliminar(d.id_distribucion, 'No es mía', t.lider.token)).statusCode).toBe(403);
  });

  it('answers 401 without a token and 403 to a creator who lost charge 7', async () => {
    const creador = await t.createCuenta({ cargos: [7] });
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2) }), creador.token);
    expect((await eliminar(d.id_distribucion, 'Sin token', '')).statusCode).toBe(401);
    await t.db.delete(cuentaCargo).where(eq(cuentaCargo.idCuenta, creador.idCuenta));
    expect((await eliminar(d.id_distribucion, 'Sin cargo', creador.token)).statusCode).toBe(403);
  });

  it('answers 409 when the period is no longer open', async () => {
    const idPeriodo = await insertarPeriodoDePrueba(t);
    const d = await crearOk(crearBody({ idPeriodoDist: idPeriodo, jugadores: ids(2) }));
    await cambiarEstadoPeriodo(t, idPeriodo, ESTADO_PERIODO.EN_DISTRIBUCION);
    const res = await eliminar(d.id_distribucion, 'Tarde');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"En distribución"');
    const [row] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, d.id_distribucion));
    expect(row!.estado).toBe(true);
  });

  it('answers 404 for an unknown distribution', async () => {
    const res = await eliminar(777_777, 'No existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'No existe la distribución 777777', code: 'distribucion.noExiste' });
  });

  it.each([
    ['an empty reason', ''],
    ['a blank reason', '   '],
    ['a reason of 201 characters', 'r'.repeat(201)],
  ])('answers 400 for %s', async (_name, razon) => {
    const d = await crearOk(crearBody({ idPeriodoDist: abierto, jugadores: ids(2) }));
    const res = await eliminar(d.id_distribucion, razon);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Datos inválidos.*razon: La razón/);
  });

  it('keeps a deleted distribution deleted when its create request is retried', async () => {
    const body = crearBody({ idPeriodoDist: abierto, jugadores: ids(2) });
    const d = await crearOk(body);
    expect((await eliminar(d.id_distribucion, 'Duplicada')).statusCode).toBe(200);
    const retry = await crear(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().distribucion).toMatchObject({ id_distribucion: d.id_distribucion, estado: false });
  });

  it('leaves the deleted distribution out of the live player rows of the period', async () => {
    const idPeriodo = await insertarPeriodoDePrueba(t);
    const vivo = await crearOk(crearBody({ idPeriodoDist: idPeriodo, jugadores: ids(2), silver: 1000 }));
    const borrado = await crearOk(crearBody({ idPeriodoDist: idPeriodo, jugadores: ids(3), silver: 3000 }));
    await eliminar(borrado.id_distribucion, 'Error');
    const live = await t.db
      .select({ silver: distribucionJugador.silverUnitario, nickname: jugador.nickname })
      .from(distribucionJugador)
      .innerJoin(jugador, eq(jugador.idPlayer, distribucionJugador.idPlayer))
      .where(and(eq(distribucionJugador.idPeriodo, idPeriodo), eq(distribucionJugador.estado, true)));
    expect(live.map((l) => l.nickname).sort()).toEqual(['aaron', 'beatriz']);
    expect(live.reduce((s, l) => s + l.silver, 0)).toBe(1000);
    expect(vivo.estado).toBe(true);
  });
});
