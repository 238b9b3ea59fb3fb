// «Descontar regear» on POST /api/distribuciones/crear (combined mode, docs/regear.md): the claims of
// the breakdown come off the net before the split; each rule is checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, distribucionJugador, reclamoRegear } from '../../db/schema.js';
import { seedPeriodo } from '../../testing/fixtures/periodos.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';

let t: TestApp;
let encargado: TestCuenta;
let codigo = 300_000;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
});
afterAll(() => t.close());

const abierto = () => seedPeriodo(t.db, { idLugar: 1, idCuentaCreador: encargado.idCuenta, estado: ESTADO_PERIODO.ABIERTO });

const reclamo = (idPeriodo: number, idPlayer: number, estado: string, silver: number) =>
  seedReclamo(t.db, { idPeriodo, idPlayer, estado, silver, idCuentaReclamo: encargado.idCuenta });

/** Loot 1.000.000 + bags 0 − repair 0, 10 % tax: net 900.000. */
const desglose = (regear?: number[]) => ({
  valor_botin: 1_000_000,
  bolsas: 0,
  reparacion: 0,
  impuesto_pct: 10,
  ...(regear ? { regear } : {}),
});

const crear = (idPeriodo: number, jugadores: number[], silver: number, regear?: number[], idDistribucion = codigo++) =>
  t.request('POST', '/api/distribuciones/crear', {
    token: encargado.token,
    body: [{ idDistribucion, idPeriodoDist: idPeriodo, silver, motivo: 'ZvZ', jugadores, desglose: desglose(regear) }],
  });
const vinculo = async (ids: number[]) =>
  (await t.db.select().from(reclamoRegear).where(inArray(reclamoRegear.idReclamo, ids))).map((r) => r.idDistribucion);

describe('POST /crear with «Descontar regear»', () => {
  it('splits the net minus the claims, links them, and the audit of the creation shows the deduction', async () => {
    const idPeriodo = await abierto();
    const [a, b, c] = [await t.createPlayer(), await t.createPlayer(), await t.createPlayer()];
    const ids = [
      await reclamo(idPeriodo, a.idPlayer, 'aprobado', 150_000),
      await reclamo(idPeriodo, b.idPlayer, 'pagado', 50_001),
    ];
    // 900.000 − 200.001 = 699.999 among 3: 233.333 each, 0 for the guild's remainder.
    let res = await crear(idPeriodo, [a.idPlayer, b.idPlayer, c.idPlayer], 900_000, ids);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La plata ($900.000) no coincide con el neto del desglose menos el regear ($699.999)');
    res = await crear(idPeriodo, [a.idPlayer, b.idPlayer, c.idPlayer], 699_999, ids);
    expect(res.statusCode, res.body).toBe(201);
    const idDistribucion = res.json().distribucion.id_distribucion as number;
    const partes = await t.db.select().from(distribucionJugador).where(eq(distribucionJugador.idDistribucion, idDistribucion));
    expect(partes.map((p) => p.silverUnitario)).toEqual([233_333, 233_333, 233_333]);
    expect(await vinculo(ids)).toEqual([idDistribucion, idDistribucion]);
    const [audit] = await t.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidad, 'distribucion'),
          eq(auditoria.accion, 'crear'),
          eq(auditoria.idEntidad, String(idDistribucion)),
        ),
      );
    expect(audit!.despues).toMatchObject({ silver: 699_999, impuesto: 100_000, regear: { ids, silver: 200_001 } });

    // A claim deducted by a live distribution is not deducted again.
    res = await crear(idPeriodo, [c.idPlayer], 900_000 - 150_000, [ids[0]!]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`El reclamo de regear ${ids[0]} ya está descontado en la distribución ${idDistribucion}`);

    // Deleting the distribution gives the claims back.
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion, razon: 'Mal repartida' }],
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await vinculo(ids)).toEqual([null, null]);
    expect((await crear(idPeriodo, [c.idPlayer], 750_000, [ids[0]!])).statusCode).toBe(201);
  });

  it('refuses claims of another period, pending or rejected ones, and a deduction that leaves no net', async () => {
    const idPeriodo = await abierto();
    const otro = await seedPeriodo(t.db, {
      idLugar: 2,
      idCuentaCreador: encargado.idCuenta,
      estado: ESTADO_PERIODO.EN_DISTRIBUCION,
    });
    const a = await t.createPlayer();
    const ajeno = await reclamo(otro, a.idPlayer, 'aprobado', 1);
    let res = await crear(idPeriodo, [a.idPlayer], 899_999, [ajeno]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`El reclamo de regear ${ajeno} no es del periodo ${idPeriodo}`);
    res = await crear(idPeriodo, [a.idPlayer], 899_999, [ajeno, 999_999]);
    expect(res.json().message).toBe(`Los reclamos de regear ${ajeno}, 999999 no son del periodo ${idPeriodo}`);
    for (const estado of ['pendiente', 'rechazado']) {
      const id = await reclamo(idPeriodo, a.idPlayer, estado, 1);
      res = await crear(idPeriodo, [a.idPlayer], 899_999, [id]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`El reclamo de regear ${id} está ${estado}; solo se descuenta un regear aprobado o pagado`);
    }
    const todo = await reclamo(idPeriodo, a.idPlayer, 'aprobado', 900_000);
    res = await crear(idPeriodo, [a.idPlayer], 0, [todo]);
    expect(res.statusCode).toBe(400);
    res = await crear(idPeriodo, [a.idPlayer], 1, [todo]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El regear descontado ($900.000) no deja plata para repartir: el neto es $900.000');
    expect(await vinculo([ajeno, todo])).toEqual([null, null]);
  });

  it('a retry with the same code and claims answers the stored one; other claims under that code are a conflict', async () => {
    const idPeriodo = await abierto();
    const a = await t.createPlayer();
    const [r1, r2] = [
      await reclamo(idPeriodo, a.idPlayer, 'aprobado', 100),
      await reclamo(idPeriodo, a.idPlayer, 'aprobado', 100),
    ];
    const codigoFijo = codigo++;
    expect((await crear(idPeriodo, [a.idPlayer], 899_900, [r1], codigoFijo)).statusCode).toBe(201);
    const again = await crear(idPeriodo, [a.idPlayer], 899_900, [r1], codigoFijo);
    expect(again.statusCode).toBe(200);
    expect((await crear(idPeriodo, [a.idPlayer], 899_900, [r2], codigoFijo)).statusCode).toBe(409);
  });
});
