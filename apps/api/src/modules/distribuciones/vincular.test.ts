// POST /api/distribuciones/crear linking a loot valuation (`desglose.valoracion_botin`, docs/botin.md)
// and a finished attendance session (`idSesion`, docs/asistencia.md): every refusal, the links, the
// creation's audit row, an idempotent retry, and a deleted distribution's links freed for «Corregir».
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, sesionAsistencia, valoracionBotin } from '../../db/schema.js';
import { seedPeriodo } from '../../testing/fixtures/periodos.js';

let t: TestApp;
let encargado: TestCuenta;
let idPeriodo: number;
let jugadores: number[];
let codigo = 410_000;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  idPeriodo = await seedPeriodo(t.db, { idLugar: 1, idCuentaCreador: encargado.idCuenta, estado: ESTADO_PERIODO.ABIERTO });
  jugadores = [(await t.createPlayer()).idPlayer, (await t.createPlayer()).idPlayer];
});
afterAll(() => t.close());

async function valoracion(valor: number, idCuenta = encargado.idCuenta): Promise<number> {
  const [row] = await t.db
    .insert(valoracionBotin)
    .values({ idCuenta, texto: 'x', filtro: {}, items: [], lineasInvalidas: [], pctVendido: 100, valor })
    .returning({ id: valoracionBotin.idValoracion });
  return row!.id;
}
async function sesion(terminada: boolean): Promise<number> {
  const inicio = new Date(Date.now() - 3_600_000);
  const [row] = await t.db
    .insert(sesionAsistencia)
    .values({
      idCanal: `canal-${codigo}-${Math.random()}`,
      canal: 'ZvZ',
      iniciadaPor: encargado.nickname,
      idCuentaInicio: encargado.idCuenta,
      inicio,
      finPrevisto: new Date(inicio.getTime() + 6 * 3_600_000),
      fin: terminada ? new Date() : null,
    })
    .returning({ id: sesionAsistencia.idSesion });
  return row!.id;
}

/** Loot 1.000.000, no bags, repair or tax: net 1.000.000. */
const crear = (
  extra: { valoracion_botin?: number; valor_botin?: number; idSesion?: number },
  idDistribucion = codigo++,
  quien: TestCuenta = encargado,
) =>
  t.request('POST', '/api/distribuciones/crear', {
    token: quien.token,
    body: [
      {
        idDistribucion,
        idPeriodoDist: idPeriodo,
        silver: extra.valor_botin ?? 1_000_000,
        motivo: 'ZvZ',
        jugadores,
        desglose: {
          valor_botin: extra.valor_botin ?? 1_000_000,
          bolsas: 0,
          reparacion: 0,
          impuesto_pct: 0,
          ...(extra.valoracion_botin === undefined ? {} : { valoracion_botin: extra.valoracion_botin }),
        },
        ...(extra.idSesion === undefined ? {} : { idSesion: extra.idSesion }),
      },
    ],
  });
const vinculoValoracion = async (id: number) =>
  (await t.db.select().from(valoracionBotin).where(eq(valoracionBotin.idValoracion, id)))[0]!.idDistribucion;
const vinculoSesion = async (id: number) =>
  (await t.db.select().from(sesionAsistencia).where(eq(sesionAsistencia.idSesion, id)))[0]!.idDistribucion;

describe('POST /crear with a loot valuation', () => {
  it('refuses an unknown valuation (404) and another value (400), and links it with the audit showing it', async () => {
    let res = await crear({ valoracion_botin: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe la valoración de botín 999999');
    const id = await valoracion(1_000_000);
    res = await crear({ valoracion_botin: id, valor_botin: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `El valor del botín ($999.999) no coincide con el de la valoración de botín ${id} ($1.000.000)`,
    );
    expect(await vinculoValoracion(id)).toBeNull();

    const codigoCreada = codigo++;
    res = await crear({ valoracion_botin: id }, codigoCreada);
    expect(res.statusCode, res.body).toBe(201);
    const idDistribucion = res.json().distribucion.id_distribucion as number;
    expect(await vinculoValoracion(id)).toBe(idDistribucion);
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
    expect(audit!.despues).toMatchObject({ valoracionBotin: id, desglose: { valoracion_botin: id } });
    expect(audit!.despues).not.toHaveProperty('idSesion');

    // The same intent again answers as before.
    res = await crear({ valoracion_botin: id }, codigoCreada);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`La distribución ${idDistribucion} ya estaba registrada`);

    // Already linked to a live distribution: 409.
    res = await crear({ valoracion_botin: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`La valoración de botín ${id} ya está vinculada a la distribución ${idDistribucion}`);

    // Deleting that distribution frees it for the corrected one («Corregir»).
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: encargado.token,
      body: [{ idDistribucion, razon: 'Corregir' }],
    });
    expect(del.statusCode, del.body).toBe(200);
    res = await crear({ valoracion_botin: id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await vinculoValoracion(id)).toBe(res.json().distribucion.id_distribucion);
  });

  it("never links another account's valuation, and its refusal says no more than for an unknown one", async () => {
    const otro = await t.createCuenta({ cargos: [7], idCargo: 7 });
    const ajena = await valoracion(1_000_000, otro.idCuenta);
    const desconocida = (id: number) => ({
      ok: false,
      message: `No existe la valoración de botín ${id}`,
      code: 'botin.valoracionNoExiste',
    });
    // The right value, another value (which would show its value), or already linked (which would show
    // its distribution): each the same 404 as an unknown one, and nothing linked.
    for (const valor_botin of [1_000_000, 999_999]) {
      const res = await crear({ valoracion_botin: ajena, valor_botin });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(desconocida(ajena));
    }
    expect(await vinculoValoracion(ajena)).toBeNull();
    const suya = await crear({ valoracion_botin: ajena }, codigo++, otro);
    expect(suya.statusCode, suya.body).toBe(201);
    const idSuya = suya.json().distribucion.id_distribucion as number;
    let res = await crear({ valoracion_botin: ajena });
    expect(res.json()).toEqual(desconocida(ajena));
    expect(res.body).not.toContain(String(idSuya));
    // Its distribution deleted, the valuation is still not another account's to link.
    const del = await t.request('PUT', '/api/distribuciones/eliminarDistribucion', {
      token: otro.token,
      body: [{ idDistribucion: idSuya, razon: 'Corregir' }],
    });
    expect(del.statusCode, del.body).toBe(200);
    res = await crear({ valoracion_botin: ajena });
    expect(res.statusCode).toBe(404);
    expect(await vinculoValoracion(ajena)).toBe(idSuya);
    // Its owner corrects it.
    res = await crear({ valoracion_botin: ajena }, codigo++, otro);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a distribution without the fields links nothing', async () => {
    const id = await valoracion(1_000_000);
    const res = await crear({});
    expect(res.statusCode).toBe(201);
    expect(await vinculoValoracion(id)).toBeNull();
  });
});

describe('POST /crear with an attendance session', () => {
  it('refuses an unknown (404) or unfinished (409) session, links a finished one, and refuses it again (409)', async () => {
    let res = await crear({ idSesion: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe la sesión de asistencia 999999');
    const abierta = await sesion(false);
    res = await crear({ idSesion: abierta });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(`La sesión de asistencia ${abierta} no ha terminado: termínela antes de repartir`);
    expect(await vinculoSesion(abierta)).toBeNull();

    const id = await sesion(true);
    const valor = await valoracion(1_000_000);
    res = await crear({ idSesion: id, valoracion_botin: valor });
    expect(res.statusCode, res.body).toBe(201);
    const idDistribucion = res.json().distribucion.id_distribucion as number;
    expect(await vinculoSesion(id)).toBe(idDistribucion);
    expect(await vinculoValoracion(valor)).toBe(idDistribucion);
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
    expect(audit!.despues).toMatchObject({ idSesion: id, valoracionBotin: valor });

    res = await crear({ idSesion: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`La sesión de asistencia ${id} ya está vinculada a la distribución ${idDistribucion}`);
  });

  it('a refused creation links neither (the transaction rolls back)', async () => {
    const id = await sesion(true);
    const valor = await valoracion(5);
    const res = await crear({ idSesion: id, valoracion_botin: valor });
    expect(res.statusCode).toBe(400);
    expect(await vinculoSesion(id)).toBeNull();
    expect(await vinculoValoracion(valor)).toBeNull();
  });
});
