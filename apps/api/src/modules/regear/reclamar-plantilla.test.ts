// A claim for a death during a calendar event is priced at filing time by that event's template's regear
// part (docs/calendario.md, «Re-pricing regear claims»): floor(the rules' amount × cobertura / 100), capped
// at tope, storing the template and version; a death outside every event's window, or during an event whose
// template has no regear part, is priced by the guild's rules alone. A later change of the template's regear
// part re-prices the claim it priced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESTADO_PERIODO, type ReglasPlantilla } from '@reparto/contract';
import type { TestApp, TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { appRegear } from '../../testing/fixtures/regear.js';
import { auditoria, evento, eventoInscripcion, reclamoRegear } from '../../db/schema.js';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { killboardMemoria, muerte, precioMercado, preciosMemoria } from './regear.fakes.js';

const kb = killboardMemoria();
const pr = preciosMemoria();
let t: TestApp;
let tesorero: TestCuenta;
let miembro: TestCuenta;
let idPeriodo: number;

const REGLAS: ReglasPlantilla = {
  impuesto_pct: 10,
  pesos: {},
  extras: [],
  regear_primero: false,
  regear: { cobertura_pct: 50, tope: 150_000 },
  peso_reserva: 0.5,
};
const HORA = 3_600_000;

beforeAll(async () => {
  ({ t, tesorero, miembro } = await appRegear(kb, pr));
  kb.jugadores.set(miembro.nickname, `albion-${miembro.nickname}`);
  for (const item of ['T8_2H_CLAYMORE@1', 'T8_HEAD_PLATE_SET1@1', 'T8_ARMOR_PLATE_SET1@1', 'T8_SHOES_PLATE_SET1@1'])
    pr.tabla.set(clavePrecio(item, 2), precioMercado(100_000));
  idPeriodo = await seedPeriodo(t.db, {
    idLugar: 1,
    idCuentaCreador: tesorero.idCuenta,
    estado: ESTADO_PERIODO.ABIERTO,
    idPlayerDistribuidor: null,
    fechaInicial: daysAgo(10),
  });
});
afterAll(() => t.close());

const plantilla = async (nombre: string, reglas: ReglasPlantilla) => {
  const res = await t.request('POST', '/api/calendario/plantillas', { token: t.lider.token, body: [{ nombre, reglas }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().plantilla.id_plantilla as number;
};
/** An event of the template from `desde` to `hasta` hours from now (negative: ago). */
const eventoDe = async (
  idPlantilla: number | null,
  desde: number,
  hasta: number,
  estado: 'abierto' | 'cancelado' = 'abierto',
) => {
  const [ev] = await t.db
    .insert(evento)
    .values({
      titulo: 'ZvZ',
      idLugarDistribucion: 1,
      inicio: new Date(Date.now() + desde * HORA),
      fin: new Date(Date.now() + hasta * HORA),
      cierreInscripcion: new Date(Date.now() + (desde - 1) * HORA),
      huecos: {},
      idCuentaCreador: t.lider.idCuenta,
      idPlantilla,
      estado,
    })
    .returning({ id: evento.idEvento });
  return ev!.id;
};
/** Files a claim for a death `horas` hours ago; answers the stored row. */
const reclamarMuerte = async (horas: number) => {
  const e = muerte({
    victimId: `albion-${miembro.nickname}`,
    nombre: miembro.nickname,
    fecha: new Date(Date.now() - horas * HORA),
  });
  kb.eventos.set(e.EventId, e);
  const res = await t.request('POST', '/api/regear/reclamar', {
    token: miembro.token,
    body: [{ idPeriodo, eventId: e.EventId, nickname: miembro.nickname }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const [fila] = await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.eventId, e.EventId));
  return fila!;
};

describe('POST /api/regear/reclamar during a calendar event', () => {
  it('a death in the window of an event with a template is priced by its regear part and records the template and version', async () => {
    const zvz = await plantilla('ZvZ regear', REGLAS);
    await eventoDe(zvz, -50, -48);
    // The guild's rules value the death at 400.000: half of it is 200.000, capped at 150.000.
    const r = await reclamarMuerte(49);
    expect(r).toMatchObject({ silver: 150_000, silverReglas: 400_000, idPlantilla: zvz, plantillaVersion: 1 });
    const [a] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'reclamo_regear'), eq(auditoria.idEntidad, String(r.idReclamo))));
    expect(a!.despues).toMatchObject({ silver: 150_000, plantilla: { idPlantilla: zvz, version: 1 } });

    // A death outside every event's window: the guild's rules alone.
    expect(await reclamarMuerte(47)).toMatchObject({
      silver: 400_000,
      silverReglas: 400_000,
      idPlantilla: null,
      plantillaVersion: null,
    });

    // A change of the regear part re-prices the pending claim it priced (a new version).
    const put = await t.request('PUT', '/api/calendario/plantillas', {
      token: t.lider.token,
      body: [{ idPlantilla: zvz, reglas: { ...REGLAS, regear: { cobertura_pct: 25, tope: null } } }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().reclamos).toEqual([
      { id_reclamo: r.idReclamo, nickname: miembro.nickname, antes: 150_000, despues: 100_000 },
    ]);
  });

  it('the player’s own event first; a cancelled event or a template without a regear part prices nothing', async () => {
    const mitad = await plantilla('Mitad', { ...REGLAS, regear: { cobertura_pct: 50, tope: null } });
    const cuarto = await plantilla('Cuarto', { ...REGLAS, regear: { cobertura_pct: 25, tope: null } });
    const sinRegear = await plantilla('Sin regear', { ...REGLAS, regear: null });
    // Two events at once: the member signed up to the one that started earlier.
    const suyo = await eventoDe(mitad, -30, -26);
    await eventoDe(cuarto, -29, -27);
    await t.db.insert(eventoInscripcion).values({ idEvento: suyo, idPlayer: miembro.idPlayer, rol: 'dps', estado: 'confirmado' });
    expect(await reclamarMuerte(28)).toMatchObject({ silver: 200_000, idPlantilla: mitad });
    // Without a sign-up, the latest start.
    await eventoDe(cuarto, -20, -18);
    await eventoDe(mitad, -21, -17);
    expect(await reclamarMuerte(19)).toMatchObject({ silver: 100_000, idPlantilla: cuarto });
    // Cancelled: not an event any more.
    await eventoDe(mitad, -12, -10, 'cancelado');
    expect(await reclamarMuerte(11)).toMatchObject({ silver: 400_000, idPlantilla: null });
    // A template without a regear part: the guild's rules.
    await eventoDe(sinRegear, -8, -6);
    expect(await reclamarMuerte(7)).toMatchObject({ silver: 400_000, idPlantilla: null });
  });
});
