// The split calculator on the wire (docs/domain.md, "Distributions" and "Money rules"): weights per
// player, the breakdown and its net, what the guild keeps, and the idempotency of a weighted retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { netoDelDesglose, repartir, type Distribucion } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, distribucion, distribucionJugador } from '../../db/schema.js';
import { cambiarEstadoPeriodo, crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

let t: TestApp;
let encargado: TestCuenta;
let abierto: number;
let players: { idPlayer: number; nickname: string }[];

beforeAll(async () => {
  t = await buildTestApp({ impuestoGremioPct: 12.5 });
  encargado = await t.createCuenta({ cargos: [7], nickname: 'calculadora', idCargo: 7 });
  abierto = await insertarPeriodoDePrueba(t);
  players = [];
  for (const nickname of ['caller', 'scout', 'tanque', 'sanador']) players.push(await t.createPlayer({ nickname }));
});
afterAll(() => t.close());

const caller = () => players[0]!.idPlayer;
const scout = () => players[1]!.idPlayer;
const tanque = () => players[2]!.idPlayer;
const crear = (body: unknown) => t.request('POST', '/api/distribuciones/crear', { token: encargado.token, body: [body] });
const fondo = (q: string) => t.request('GET', `/api/distribuciones/fondoGremio?${q}`);
const partesDe = async (idDistribucion: number) =>
  new Map(
    (await t.db.select().from(distribucionJugador).where(eq(distribucionJugador.idDistribucion, idDistribucion))).map((r) => [
      r.idPlayer,
      r.silverUnitario,
    ]),
  );
const guardada = async (id: number) => (await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, id)))[0]!;

describe('the maths (contract)', () => {
  it('floors each weighted share and leaves the remainder', () => {
    expect(repartir(1_000, [15, 10, 5])).toEqual({ partes: [500, 333, 166], resto: 1 });
    expect(repartir(7, [10, 10, 10])).toEqual({ partes: [2, 2, 2], resto: 1 });
  });
  it('computes the net of a breakdown with an exact percentage', () => {
    expect(netoDelDesglose({ valor_botin: 1_000_000, bolsas: 200_001, reparacion: 100_000, impuesto_pct: 12.5 })).toEqual({
      bruto: 1_100_001,
      neto: 962_500,
      impuesto: 137_501,
    });
    expect(netoDelDesglose({ valor_botin: 10 ** 12, bolsas: 10 ** 12, reparacion: 0, impuesto_pct: 33.33 }).neto).toBe(
      1_333_400_000_000,
    );
  });
});

describe('POST /crear with weights and a breakdown', () => {
  it('stores floor(net × w / Σw) per player, the remainder for the guild, and answers those shares', async () => {
    const res = await crear(
      crearBody({
        idPeriodoDist: abierto,
        jugadores: [caller(), scout(), tanque()],
        silver: 1_000_001,
        pesos: [
          { id_player: caller(), peso: 1.5 },
          { id_player: scout(), peso: 0.5 },
          { id_player: tanque(), peso: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().distribucion as Distribucion;
    const partes = await partesDe(d.id_distribucion);
    expect([partes.get(caller()), partes.get(scout()), partes.get(tanque())]).toEqual([500_000, 166_666, 333_333]);
    expect(Object.fromEntries(d.jugadores.map((j) => [j.nickname, j.silver_unitario]))).toEqual({
      caller: 500_000,
      scout: 166_666,
      tanque: 333_333,
    });
    const row = await guardada(d.id_distribucion);
    expect([row.impuesto, row.resto]).toEqual([0, 2]);
    expect(row.silverUnitario).toBe(333_333);
  });

  it('without weights keeps the equal share and records the remainder', async () => {
    const res = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [caller(), scout(), tanque()], silver: 100 }));
    expect(res.statusCode).toBe(201);
    const id = res.json().distribucion.id_distribucion;
    expect([...(await partesDe(id)).values()]).toEqual([33, 33, 33]);
    expect((await guardada(id)).resto).toBe(1);
  });

  it('checks silver against the breakdown: equal is stored with its tax, different is 400', async () => {
    const desglose = { valor_botin: 1_000_000, bolsas: 200_001, reparacion: 100_000, impuesto_pct: 12.5 };
    const mal = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [caller()], silver: 962_501, desglose }));
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toBe('La plata ($962.501) no coincide con el neto del desglose ($962.500)');
    const bien = await crear(crearBody({ idPeriodoDist: abierto, jugadores: [caller(), scout()], silver: 962_500, desglose }));
    expect(bien.statusCode, bien.body).toBe(201);
    const row = await guardada(bien.json().distribucion.id_distribucion);
    expect([row.impuesto, row.resto, row.desglose]).toEqual([137_501, 0, desglose]);
  });

  it('refuses weights that do not name exactly the players, or out of range, with a Spanish 400', async () => {
    const base = { idPeriodoDist: abierto, jugadores: [caller(), scout()] };
    for (const pesos of [
      [{ id_player: caller(), peso: 1 }],
      [
        { id_player: caller(), peso: 1 },
        { id_player: tanque(), peso: 1 },
      ],
      [
        { id_player: caller(), peso: 1 },
        { id_player: caller(), peso: 1 },
      ],
    ]) {
      const res = await crear(crearBody({ ...base, pesos }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Debe haber un peso por cada jugador');
    }
    for (const peso of [0, 0.05, 10.1, 1.25, -1]) {
      const res = await crear(
        crearBody({
          ...base,
          pesos: [
            { id_player: caller(), peso },
            { id_player: scout(), peso: 1 },
          ],
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('El peso debe ser un número entre 0,1 y 10');
    }
    const tax = await crear(crearBody({ ...base, desglose: { valor_botin: 10, bolsas: 0, reparacion: 0, impuesto_pct: 100.5 } }));
    expect(tax.statusCode).toBe(400);
  });

  it('treats a retry with the same weights and breakdown as the same distribution, any difference as 409', async () => {
    const desglose = { valor_botin: 3_000, bolsas: 0, reparacion: 0, impuesto_pct: 10 };
    const body = crearBody({
      idPeriodoDist: abierto,
      jugadores: [caller(), scout()],
      silver: 2_700,
      desglose,
      pesos: [
        { id_player: caller(), peso: 2 },
        { id_player: scout(), peso: 1 },
      ],
    });
    expect((await crear(body)).statusCode).toBe(201);
    const audits = (await t.db.select().from(auditoria)).length;
    expect((await crear({ ...body, pesos: [...body.pesos!].reverse() })).statusCode).toBe(200);
    const otrosPesos = {
      ...body,
      pesos: [
        { id_player: caller(), peso: 1 },
        { id_player: scout(), peso: 2 },
      ],
    };
    expect((await crear(otrosPesos)).statusCode).toBe(409);
    expect((await crear({ ...body, pesos: undefined })).statusCode).toBe(409);
    expect((await crear({ ...body, desglose: { ...desglose, bolsas: 0, impuesto_pct: 10.01 }, silver: 2_699 })).statusCode).toBe(
      409,
    );
    expect((await crear({ ...body, desglose: undefined })).statusCode).toBe(409);
    expect((await t.db.select().from(auditoria)).length).toBe(audits);
  });
});

describe('GET /fondoGremio', () => {
  it('sums tax and remainders of the live distributions only, with the default tax, to anyone', async () => {
    const periodo = await insertarPeriodoDePrueba(t);
    const vacio = await fondo(`idPeriodo=${periodo}`);
    expect(vacio.json()).toEqual({
      ok: true,
      message: { impuesto: 0, resto: 0, total: 0 },
      impuesto_gremio_pct: 12.5,
      // The closing warning's threshold, the default when the guild sets none.
      aviso_diferencia_pct: 10,
    });

    const desglose = { valor_botin: 1_001, bolsas: 0, reparacion: 0, impuesto_pct: 10 }; // net 900, tax 101
    const a = await crear(crearBody({ idPeriodoDist: periodo, jugadores: [caller(), scout(), tanque()], silver: 900, desglose }));
    const b = await crear(crearBody({ idPeriodoDist: periodo, jugadores: [caller(), scout()], silver: 11 }));
    const c = await crear(crearBody({ idPeriodoDist: periodo, jugadores: [caller(), scout(), tanque()], silver: 1_000 }));
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    // Read once so that the cached answer must be refreshed by the deletion below.
    expect((await fondo(`idPeriodo=${periodo}`)).json().message).toEqual({ impuesto: 101, resto: 2, total: 103 });
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion: c.json().distribucion.id_distribucion, razon: 'Repetida' }],
    });
    expect(del.statusCode).toBe(200);
    expect((await fondo(`idPeriodo=${periodo}`)).json().message).toEqual({ impuesto: 101, resto: 1, total: 102 });
    // Σ shares + the guild's share = the silver of every live distribution.
    const partes = await t.db.select().from(distribucionJugador).where(eq(distribucionJugador.idPeriodo, periodo));
    const vivas = partes.filter((p) => p.estado).reduce((s, p) => s + p.silverUnitario, 0);
    expect(vivas + 1).toBe(900 + 11);
    await cambiarEstadoPeriodo(t, periodo, 1);
  });

  it('answers 404 for an unknown period and 400 for a bad id', async () => {
    expect((await fondo('idPeriodo=999999')).statusCode).toBe(404);
    const bad = await fondo('idPeriodo=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ok).toBe(false);
  });
});
