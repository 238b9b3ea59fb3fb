// The split templates (docs/calendario.md, «Plantillas de reparto»): every signed-in account reads them,
// only the leader writes them (403 otherwise); 400 for weights out of range or an unknown role, 404 for an
// unknown template, 409 for a repeated name; a change of the rules is a new version and the old one stays;
// a change of the regear part re-prices the pending claims of open periods it priced, and lists them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CARGO, ESTADO_PERIODO, type ReglasPlantilla } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';
import { seedReclamo } from '../../testing/fixtures/regear.js';
import { auditoria, plantillaVersion, reclamoRegear } from '../../db/schema.js';

let t: TestApp;
let miembro: TestCuenta;
let tesorero: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  miembro = await t.createCuenta({ cargos: [3] });
  tesorero = await t.createCuenta({ cargos: [CARGO.TESORERO] });
});
afterAll(() => t.close());

const REGLAS: ReglasPlantilla = {
  impuesto_pct: 10,
  pesos: { caller: 1.5, explorador: 1.3 },
  extras: [{ concepto: 'Looter', silver: 200_000 }],
  regear_primero: true,
  regear: { cobertura_pct: 80, tope: null },
  peso_reserva: 0.5,
};

const ruta = '/api/calendario/plantillas';
const crear = (c: TestCuenta, body: unknown) => t.request('POST', ruta, { token: c.token, body });
const cambiar = (c: TestCuenta, body: unknown) => t.request('PUT', ruta, { token: c.token, body });
let n = 0;
const nombre = () => `ZvZ ${++n}`;

describe('POST /api/calendario/plantillas', () => {
  it('the leader creates a template, version 1, audited', async () => {
    const res = await crear(t.lider, [{ nombre: 'ZvZ martes', reglas: REGLAS }]);
    expect(res.statusCode).toBe(201);
    const { plantilla, message } = res.json();
    expect(message).toBe('Plantilla «ZvZ martes» creada');
    expect(plantilla).toMatchObject({ nombre: 'ZvZ martes', version: 1, version_actual: 1, activa: true, reglas: REGLAS });
    const [fila] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'plantilla'), eq(auditoria.idEntidad, String(plantilla.id_plantilla))));
    expect(fila).toMatchObject({ accion: 'crear', idCuenta: t.lider.idCuenta });
  });

  it('only the leader: another cargo is 403, no session 401', async () => {
    expect((await crear(tesorero, [{ nombre: nombre(), reglas: REGLAS }])).statusCode).toBe(403);
    expect((await crear(miembro, [{ nombre: nombre(), reglas: REGLAS }])).statusCode).toBe(403);
    expect((await t.request('POST', ruta, { body: [{ nombre: nombre(), reglas: REGLAS }] })).statusCode).toBe(401);
  });

  it('400: a weight out of range, an unknown role, a standby weight of 0, a coverage above 100', async () => {
    for (const reglas of [
      { ...REGLAS, pesos: { caller: 10.5 } },
      { ...REGLAS, pesos: { caller: 0 } },
      { ...REGLAS, pesos: { mago: 1.5 } },
      { ...REGLAS, peso_reserva: 0 },
      { ...REGLAS, regear: { cobertura_pct: 101, tope: null } },
    ]) {
      const res = await crear(t.lider, [{ nombre: nombre(), reglas }]);
      expect(res.statusCode, JSON.stringify(reglas)).toBe(400);
    }
    const rol = await crear(t.lider, [{ nombre: nombre(), reglas: { ...REGLAS, pesos: { mago: 2 } } }]);
    expect(rol.json().message).toContain('El rol debe ser uno de');
  });

  it('409: a name already used, whatever its case', async () => {
    expect((await crear(t.lider, [{ nombre: 'HCE', reglas: REGLAS }])).statusCode).toBe(201);
    const res = await crear(t.lider, [{ nombre: 'hce', reglas: REGLAS }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'plantilla.nombreRepetido' });
  });
});

describe('GET /api/calendario/plantillas', () => {
  it('every signed-in account reads every template with its current rules; without a session 401', async () => {
    expect((await t.request('GET', ruta)).statusCode).toBe(401);
    const res = await t.request('GET', ruta, { token: miembro.token });
    expect(res.statusCode).toBe(200);
    const nombres = res.json().message.map((p: { nombre: string }) => p.nombre);
    expect(nombres).toEqual(expect.arrayContaining(['ZvZ martes', 'HCE']));
  });

  it('one version by idPlantilla and version; 404 for an unknown template or version', async () => {
    const { plantilla } = (await crear(t.lider, [{ nombre: nombre(), reglas: REGLAS }])).json();
    await cambiar(t.lider, [{ idPlantilla: plantilla.id_plantilla, reglas: { ...REGLAS, impuesto_pct: 5 } }]);
    const v1 = await t.request('GET', `${ruta}?idPlantilla=${plantilla.id_plantilla}&version=1`, { token: miembro.token });
    expect(v1.json().message).toEqual([expect.objectContaining({ version: 1, version_actual: 2, reglas: REGLAS })]);
    const v9 = await t.request('GET', `${ruta}?idPlantilla=${plantilla.id_plantilla}&version=9`, { token: miembro.token });
    expect(v9.statusCode).toBe(404);
    expect((await t.request('GET', `${ruta}?idPlantilla=999999&version=1`, { token: miembro.token })).statusCode).toBe(404);
    expect((await t.request('GET', `${ruta}?idPlantilla=1`, { token: miembro.token })).statusCode).toBe(400);
  });
});

describe('PUT /api/calendario/plantillas', () => {
  it('changed rules are a new version; the old version’s row is never updated', async () => {
    const { plantilla } = (await crear(t.lider, [{ nombre: nombre(), reglas: REGLAS }])).json();
    const id = plantilla.id_plantilla;
    const res = await cambiar(t.lider, [{ idPlantilla: id, reglas: { ...REGLAS, pesos: { caller: 2 } } }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().plantilla).toMatchObject({ version: 2, reglas: { pesos: { caller: 2 } } });
    const versiones = await t.db.select().from(plantillaVersion).where(eq(plantillaVersion.idPlantilla, id));
    expect(versiones.map((v) => [v.version, v.reglas])).toEqual(
      expect.arrayContaining([
        [1, REGLAS],
        [2, { ...REGLAS, pesos: { caller: 2 } }],
      ]),
    );
    // A name or the active switch alone keeps the version.
    const renombrada = await cambiar(t.lider, [{ idPlantilla: id, nombre: `${plantilla.nombre} bis`, activa: false }]);
    expect(renombrada.json().plantilla).toMatchObject({ version: 2, activa: false, nombre: `${plantilla.nombre} bis` });
    // The same values again change nothing (no new version, no audit row).
    const antes = (await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'plantilla'))).length;
    const otra = await cambiar(t.lider, [{ idPlantilla: id, reglas: { ...REGLAS, pesos: { caller: 2 } }, activa: false }]);
    expect(otra.json().plantilla.version).toBe(2);
    expect((await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'plantilla'))).length).toBe(antes);
  });

  it('403 for another cargo, 404 for an unknown template, 409 for a name another one has', async () => {
    const { plantilla } = (await crear(t.lider, [{ nombre: nombre(), reglas: REGLAS }])).json();
    expect((await cambiar(tesorero, [{ idPlantilla: plantilla.id_plantilla, activa: false }])).statusCode).toBe(403);
    const nada = await cambiar(t.lider, [{ idPlantilla: 999_999, activa: false }]);
    expect(nada.statusCode).toBe(404);
    expect(nada.json().code).toBe('plantilla.noExiste');
    expect((await cambiar(t.lider, [{ idPlantilla: plantilla.id_plantilla, nombre: 'ZVZ MARTES' }])).statusCode).toBe(409);
    expect(
      (await cambiar(t.lider, [{ idPlantilla: plantilla.id_plantilla, reglas: { ...REGLAS, pesos: { caller: 11 } } }]))
        .statusCode,
    ).toBe(400);
  });

  it('a changed regear part re-prices the pending claims of open periods it priced, and lists them', async () => {
    const { plantilla } = (await crear(t.lider, [{ nombre: nombre(), reglas: REGLAS }])).json();
    const id = plantilla.id_plantilla;
    const abierto = await insertarPeriodoDePrueba(t);
    const cerrado = await insertarPeriodoDePrueba(t, ESTADO_PERIODO.EN_DISTRIBUCION);
    const jugador = await t.createPlayer();
    const reclamo = async (idPeriodo: number, estado: string, conPlantilla = true) => {
      const idReclamo = await seedReclamo(t.db, {
        idPeriodo,
        idPlayer: jugador.idPlayer,
        estado,
        silver: 1_000_000,
        idCuentaReclamo: t.lider.idCuenta,
      });
      // Priced by the template's version 1 (80 %).
      if (conPlantilla)
        await t.db
          .update(reclamoRegear)
          .set({ idPlantilla: id, plantillaVersion: 1, silver: 800_000 })
          .where(eq(reclamoRegear.idReclamo, idReclamo));
      return idReclamo;
    };
    const pendiente = await reclamo(abierto, 'pendiente');
    const aprobado = await reclamo(abierto, 'aprobado');
    const deCerrado = await reclamo(cerrado, 'pendiente');
    const sinPlantilla = await reclamo(abierto, 'pendiente', false);

    // Other rules with the same regear part: nothing re-priced.
    const igual = await cambiar(t.lider, [{ idPlantilla: id, reglas: { ...REGLAS, impuesto_pct: 12 } }]);
    expect(igual.json().reclamos).toEqual([]);

    const res = await cambiar(t.lider, [
      { idPlantilla: id, reglas: { ...REGLAS, impuesto_pct: 12, regear: { cobertura_pct: 50, tope: 400_000 } } },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().reclamos).toEqual([
      { id_reclamo: pendiente, nickname: jugador.nickname, antes: 800_000, despues: 400_000 },
    ]);
    expect(res.json().message).toContain('1 reclamo de regear pendiente cambió de precio');
    const filas = new Map(
      (await t.db.select().from(reclamoRegear)).map((r) => [r.idReclamo, { silver: r.silver, version: r.plantillaVersion }]),
    );
    expect(filas.get(pendiente)).toEqual({ silver: 400_000, version: 3 });
    expect(filas.get(aprobado)).toEqual({ silver: 800_000, version: 1 });
    expect(filas.get(deCerrado)).toEqual({ silver: 800_000, version: 1 });
    expect(filas.get(sinPlantilla)).toEqual({ silver: 1_000_000, version: null });
    // The audit row of the change lists them too.
    const [fila] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'plantilla'), eq(auditoria.idEntidad, String(id))))
      .orderBy(auditoria.idAuditoria)
      .limit(1)
      .offset(2);
    expect(fila!.despues).toMatchObject({ version: 3, reclamos: [{ id_reclamo: pendiente, antes: 800_000, despues: 400_000 }] });
  });
});
