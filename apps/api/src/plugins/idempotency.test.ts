// One answer per intent: writes sent with an Idempotency-Key (plugins/idempotency.ts; docs/domain.md,
// "Wire conventions"). Without the header every call answers as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../testing/harness.js';
import { periodo } from '../db/schema.js';
import { seedDistribucion, seedPeriodo } from '../testing/fixtures/periodos.js';
import { MENSAJE_CLAVE_INVALIDA, MENSAJE_CLAVE_OTRA_PETICION, REPLAYED_HEADER } from './idempotency.js';

let t: TestApp;
let tesorero: TestCuenta;
let otroTesorero: TestCuenta;
let encargado: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  otroTesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
});
afterAll(() => t.close());

const crearPeriodo = (idLugarDist: number, token: string, clave?: string) =>
  t.request('POST', '/api/distribuciones', {
    token,
    body: [{ idLugarDist, gremioFederacion: 1 }],
    ...(clave ? { headers: { 'idempotency-key': clave } } : {}),
  });

const periodosAbiertosEn = async (idLugar: number) =>
  (await t.db.select().from(periodo).where(eq(periodo.idLugarDistribucion, idLugar))).filter((p) => p.idEstadoDistribucion === 3);

describe('Idempotency-Key on writes', () => {
  it('two concurrent requests of one intent create one period and both answer its creation', async () => {
    const [a, b] = await Promise.all([
      crearPeriodo(3, tesorero.token, 'nuevo-periodo-1a2b3c4d'),
      crearPeriodo(3, tesorero.token, 'nuevo-periodo-1a2b3c4d'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id_periodo).toBe(b.json().id_periodo);
    expect([a.headers[REPLAYED_HEADER], b.headers[REPLAYED_HEADER]].filter(Boolean)).toEqual(['true']);
    expect(await periodosAbiertosEn(3)).toHaveLength(1);
  });

  it('without the header a repeat answers as before: 409, one open period per place', async () => {
    const first = await crearPeriodo(4, tesorero.token);
    const second = await crearPeriodo(4, tesorero.token);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Ya existe un periodo abierto en /);
  });

  it('a new intent (another key) runs again: the rule of the write still answers', async () => {
    const first = await crearPeriodo(5, tesorero.token, 'intento-uno-000001');
    const other = await crearPeriodo(5, tesorero.token, 'intento-dos-000002');
    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(409);
  });

  it('deleting an already deleted distribution by the same intent is the success it was', async () => {
    const idPeriodo = await seedPeriodo(t.db, { idLugar: 6, idCuentaCreador: tesorero.idCuenta });
    const jugador = await t.createPlayer();
    const id = await seedDistribucion(t.db, { idPeriodo, encargado, players: [jugador.idPlayer], silver: 1000 });
    const eliminar = (clave: string) =>
      t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
        token: encargado.token,
        body: [{ idDistribucion: id, razon: 'Repetida' }],
        headers: { 'idempotency-key': clave },
      });
    const first = await eliminar('eliminar-dist-abcdef');
    const again = await eliminar('eliminar-dist-abcdef');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Another intent meets the rule: deleting twice is 409.
    expect((await eliminar('eliminar-dist-otra-vez')).statusCode).toBe(409);
  });

  it('the same key with another body is refused, and nothing is written', async () => {
    await crearPeriodo(7, tesorero.token, 'clave-reusada-123456');
    const other = await crearPeriodo(8, tesorero.token, 'clave-reusada-123456');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ ok: false, message: MENSAJE_CLAVE_OTRA_PETICION, code: 'idempotencia.otraPeticion' });
    expect(await periodosAbiertosEn(8)).toHaveLength(0);
  });

  it("a key belongs to one account: another account's request with it is its own", async () => {
    const mine = await crearPeriodo(1, tesorero.token, 'clave-compartida-01');
    const theirs = await crearPeriodo(1, otroTesorero.token, 'clave-compartida-01');
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('a malformed key is a 400 with a Spanish sentence', async () => {
    const res = await crearPeriodo(2, tesorero.token, 'corta');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_CLAVE_INVALIDA, code: 'idempotencia.claveInvalida' });
  });

  it('a POST that only reads (`lectura: true` on its route) takes no key: not even a malformed one is checked', async () => {
    const res = await t.request('POST', '/api/distribuciones/getDistribucion', {
      body: [{ idPeriodoDist: 999_999 }],
      headers: { 'idempotency-key': 'corta' },
    });
    expect(res.statusCode).toBe(404);
  });
});
