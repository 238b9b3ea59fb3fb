// «El botín lo tienen varios» on the wire (docs/liquidacion.md): `portadores` on POST /crear (validated,
// the fewest transfers stored with the distribution and read with it) and PUT /transferenciaHecha (who may,
// idempotent, audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { Distribucion, Transferencia } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, distribucionTransferencia, outbox } from '../../db/schema.js';
import { crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
let encargado: TestCuenta;
let otroEncargado: TestCuenta;
let ravenna: TestCuenta;
let ajeno: TestCuenta;
let oficial: TestCuenta;
let darkvex: number;
let tanque: number;
let sanador: number;
let abierto: number;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], nickname: 'encargado', idCargo: 7 });
  otroEncargado = await t.createCuenta({ cargos: [7], nickname: 'otroencargado', idCargo: 7 });
  ravenna = await t.createCuenta({ cargos: [3], nickname: 'ravenna', idCargo: 3 });
  ajeno = await t.createCuenta({ cargos: [3], nickname: 'ajeno', idCargo: 3 });
  oficial = await t.createCuenta({ cargos: [2], nickname: 'oficial', idCargo: 2 });
  darkvex = (await t.createPlayer({ nickname: 'darkvex' })).idPlayer;
  tanque = (await t.createPlayer({ nickname: 'tanque' })).idPlayer;
  sanador = (await t.createPlayer({ nickname: 'sanador' })).idPlayer;
  abierto = await insertarPeriodoDePrueba(t);
});
afterAll(() => t.close());

const crear = (body: unknown, token = encargado.token) => t.request('POST', '/api/distribuciones/crear', { token, body: [body] });
const hecha = (idTransferencia: number, token?: string) =>
  t.request('PUT', '/api/distribuciones/transferenciaHecha', { ...(token ? { token } : {}), body: [{ idTransferencia }] });
const jugadores = () => [ravenna.idPlayer, darkvex, tanque, sanador];
/** 4.000.001 among 4: 1.000.000 each, 1 for the guild (kept by ravenna, who holds the most). */
const dungeon = (extra: Record<string, unknown> = {}) =>
  crearBody({
    idPeriodoDist: abierto,
    jugadores: jugadores(),
    silver: 4_000_001,
    portadores: [
      { id_player: ravenna.idPlayer, silver: 2_500_001 },
      { id_player: darkvex, silver: 1_500_000 },
    ],
    ...extra,
  });
const resumen = (ts: Transferencia[] | undefined) => (ts ?? []).map((x) => `${x.de_nickname} → ${x.a_nickname}: ${x.silver}`);

describe('POST /crear with portadores', () => {
  it('stores the fewest transfers, answers them and the list reads them back', async () => {
    const res = await crear(dungeon());
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().distribucion as Distribucion;
    expect(resumen(d.transferencias)).toEqual([
      'ravenna → tanque: 1000000',
      'ravenna → sanador: 500000',
      'darkvex → sanador: 500000',
    ]);
    expect(d.transferencias!.every((x) => x.hecha_en === null && x.hecha_por === null)).toBe(true);
    const filas = await t.db
      .select()
      .from(distribucionTransferencia)
      .where(eq(distribucionTransferencia.idDistribucion, d.id_distribucion));
    expect(filas.map((f) => f.silver)).toEqual([1_000_000, 500_000, 500_000]);
    expect(filas.every((f) => f.idGremio === 1)).toBe(true);

    const lista = await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: abierto }] });
    const leida = (lista.json().message as Distribucion[]).find((x) => x.id_distribucion === d.id_distribucion)!;
    expect(leida.transferencias).toEqual(d.transferencias);

    const [audit] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'distribucion'), eq(auditoria.idEntidad, String(d.id_distribucion))));
    expect((audit!.despues as { portadores: unknown }).portadores).toEqual(dungeon().portadores);
  });

  it('answers a retry with the same transfers (200), and another settle-up under the same code is 409', async () => {
    const body = dungeon();
    const first = await crear(body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await crear(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().distribucion.transferencias).toEqual(first.json().distribucion.transferencias);
    const otra = await crear({
      ...body,
      portadores: [
        { id_player: ravenna.idPlayer, silver: 2_000_001 },
        { id_player: darkvex, silver: 2_000_000 },
      ],
    });
    expect(otra.statusCode, otra.body).toBe(409);
  });

  it('the Discord message of the new distribution lists its transfers', async () => {
    t.app.ajustesAvisos.activo = true;
    try {
      const res = await crear(dungeon({ motivo: 'Mazmorra con aviso' }));
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      t.app.ajustesAvisos.activo = false;
    }
    const [fila] = await t.db.select().from(outbox).orderBy(desc(outbox.idOutbox)).limit(1);
    const { embeds } = fila!.payload as { embeds: { title: string; description: string }[] };
    expect(embeds[0]!.title).toContain('Mazmorra con aviso');
    expect(embeds[0]!.description.split('\n').slice(-4)).toEqual([
      '**Transferencias para saldarlo:**',
      '• ravenna paga $1.000.000 a tanque',
      '• ravenna paga $500.000 a sanador',
      '• darkvex paga $500.000 a sanador',
    ]);
  });

  it('without portadores answers as before: no transfers', async () => {
    const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores: jugadores() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().distribucion).not.toHaveProperty('transferencias');
  });

  it.each([
    [
      'a carrier who is not a player',
      () => [{ id_player: 999_999, silver: 4_000_001 }],
      'Cada portador debe ser un jugador de la distribución, sin repetir',
    ],
    [
      'a carrier twice',
      () => [
        { id_player: darkvex, silver: 2_000_000 },
        { id_player: darkvex, silver: 2_000_001 },
      ],
      'Cada portador debe ser un jugador de la distribución, sin repetir',
    ],
    [
      'negative silver',
      () => [{ id_player: darkvex, silver: -1 }],
      'La plata de un portador debe ser un número entero entre 0 y 1.000.000.000.000',
    ],
    [
      'fractional silver',
      () => [{ id_player: darkvex, silver: 0.5 }],
      'La plata de un portador debe ser un número entero entre 0 y 1.000.000.000.000',
    ],
    [
      'a sum that is not the silver',
      () => [{ id_player: darkvex, silver: 4_000_000 }],
      'La plata que tienen los portadores debe sumar la plata de la distribución',
    ],
    ['an empty list', () => [], 'Los portadores deben ser una lista de jugadores con la plata que tiene cada uno'],
  ])('refuses %s (400, in Spanish) and stores nothing', async (_, portadores, mensaje) => {
    const antes = (await t.db.select().from(distribucionTransferencia)).length;
    const res = await crear(dungeon({ portadores: portadores() }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(mensaje);
    expect((await t.db.select().from(distribucionTransferencia)).length).toBe(antes);
  });
});

describe('PUT /transferenciaHecha', () => {
  const nueva = async () => {
    const res = await crear(dungeon());
    expect(res.statusCode, res.body).toBe(201);
    return res.json().distribucion as Distribucion;
  };

  it('the payer marks it done once: a second click answers the same, one audit row', async () => {
    const d = await nueva();
    const primera = d.transferencias![0]!;
    const res = await hecha(primera.id_transferencia, ravenna.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('ravenna paga $1.000.000 a tanque: hecha');
    const marcada = res.json().transferencia as Transferencia;
    expect(marcada.hecha_por).toBe('ravenna');
    expect(marcada.hecha_en).not.toBeNull();
    const otra = await hecha(primera.id_transferencia, ravenna.token);
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().transferencia).toEqual(marcada);
    const audit = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'distribucion_transferencia'), eq(auditoria.idEntidad, String(primera.id_transferencia))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.idCuenta).toBe(ravenna.idCuenta);
    const lista = await t.request('POST', '/api/distribuciones/getDistribucion', { body: [{ idPeriodoDist: abierto }] });
    const leida = (lista.json().message as Distribucion[]).find((x) => x.id_distribucion === d.id_distribucion)!;
    expect(leida.transferencias![0]).toEqual(marcada);
  });

  it('the creator and an officer may mark any; another member or content manager may not (403)', async () => {
    const d = await nueva();
    const [a, b, c] = d.transferencias!;
    expect((await hecha(c!.id_transferencia, ajeno.token)).statusCode).toBe(403);
    expect((await hecha(c!.id_transferencia, otroEncargado.token)).statusCode).toBe(403);
    // ravenna neither pays nor receives the third one.
    const res = await hecha(c!.id_transferencia, ravenna.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Solo quien paga o recibe la transferencia, el encargado que creó la distribución o un oficial pueden marcarla hecha',
    );
    expect((await hecha(a!.id_transferencia, encargado.token)).statusCode).toBe(200);
    expect((await hecha(b!.id_transferencia, oficial.token)).statusCode).toBe(200);
    expect((await hecha(c!.id_transferencia)).statusCode).toBe(401);
  });

  it('an unknown transfer is 404; a deleted distribution’s transfers are 409', async () => {
    expect((await hecha(99_999_999, encargado.token)).statusCode).toBe(404);
    const d = await nueva();
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion: d.id_distribucion, razon: 'mal' }],
    });
    expect(del.statusCode, del.body).toBe(200);
    const res = await hecha(d.transferencias![0]!.id_transferencia, encargado.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`La distribución ${d.id_distribucion} está eliminada: sus transferencias ya no se marcan`);
  });
});
