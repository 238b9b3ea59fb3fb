// GET /api/exportar/regear.csv (docs/regear.md, "CSV"): the regear list's filters and order, every
// page, across keyset batches; Spanish headers, slot and state names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type ItemRegear } from '@reparto/contract';
import { reclamoRegear } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { seedPeriodo } from '../../testing/fixtures/periodos.js';
import { LOTE } from './csv.js';

let t: TestApp;
let tesorero: TestCuenta;
let jugadores: { idPlayer: number; nickname: string }[];
let periodo: number;
let otroPeriodo: number;
let evento = 5_000_000;

const items: ItemRegear[] = [
  {
    slot: 'Head',
    item: 'T8_HEAD_PLATE_SET1@1',
    calidad: 2,
    cuenta: 1,
    tier_eq: 9,
    precio: 100_000,
    silver: 100_000,
    fuente: { tipo: 'mercado' },
  },
  { slot: 'Armor', item: 'T8_ARMOR_PLATE_SET1@1', calidad: 2, cuenta: 1, tier_eq: 9, precio: null, silver: 0 },
  { slot: 'Bag', item: 'T6_BAG', calidad: 1, cuenta: 1, tier_eq: 6, motivo: 'Bolsa: nunca cuenta para el regear', silver: 0 },
];

async function reclamos(idPeriodo: number, idPlayer: number, n: number, estado = 'pendiente') {
  const rows = Array.from({ length: n }, () => ({
    idPeriodo,
    idPlayer,
    eventId: evento++,
    fechaMuerte: new Date('2026-11-20T10:00:00Z'),
    equipo: {},
    items,
    estado,
    silver: 100_000,
    silverReglas: 100_000,
    idCuentaReclamo: tesorero.idCuenta,
  }));
  for (let i = 0; i < rows.length; i += 200) await t.db.insert(reclamoRegear).values(rows.slice(i, i + 200));
}

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  jugadores = [await t.createPlayer(), await t.createPlayer()];
  periodo = await seedPeriodo(t.db, { idLugar: 1, idCuentaCreador: tesorero.idCuenta });
  otroPeriodo = await seedPeriodo(t.db, { idLugar: 2, idCuentaCreador: tesorero.idCuenta });
  // More than one batch, states mixed: the pending ones (filed in between) come first.
  await reclamos(periodo, jugadores[0]!.idPlayer, LOTE - 10, 'aprobado');
  await reclamos(periodo, jugadores[1]!.idPlayer, 30, 'pendiente');
  await reclamos(periodo, jugadores[0]!.idPlayer, 20, 'rechazado');
  await reclamos(otroPeriodo, jugadores[1]!.idPlayer, 3, 'pendiente');
  await t.db.update(reclamoRegear).set({ razon: '=HYPERLINK("x")' }).where(eq(reclamoRegear.estado, 'rechazado'));
});
afterAll(() => t.close());

/** The data lines of a CSV (no quotes inside the cells checked here). */
const lineas = (text: string) => text.slice(1).split('\r\n').filter(Boolean);
const ids = (text: string) =>
  lineas(text)
    .slice(1)
    .map((l) => Number(l.split(';')[0]));

/** Every page of the list with the same filters. */
async function lista(query: string): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.request('GET', `/api/regear?${query}&page=${page}`);
    const message = res.json().message as { id_reclamo: number }[];
    out.push(...message.map((r) => r.id_reclamo));
    if (message.length === 0) return out;
  }
}

describe('GET /api/exportar/regear.csv', () => {
  it('has the list’s rows in its order, across batches, to anyone, with Spanish headers and names', async () => {
    const res = await t.request('GET', `/api/exportar/regear.csv?idPeriodo=${periodo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="regear.csv"');
    const [cabecera, primera] = lineas(res.body);
    expect(cabecera).toBe(
      'Id;Periodo;Distribución;Jugador;Evento;Batalla;Fecha de la muerte (UTC);Fecha del reclamo (UTC);Estado;Plata;' +
        'Plata según las reglas;Objetos;Razón;Revisado por;Pagado por;Fecha de pago (UTC)',
    );
    expect(primera).toContain(';"Pendiente";100000;100000;');
    expect(primera).toContain(
      '"Cabeza T8_HEAD_PLATE_SET1@1 ×1: $100.000 · Armadura T8_ARMOR_PLATE_SET1@1 ×1: sin precio · ' +
        'Bolsa T6_BAG ×1: no cuenta (Bolsa: nunca cuenta para el regear)"',
    );
    expect(primera).toContain(';2026-11-20 10:00:00;');
    const enCsv = ids(res.body);
    expect(enCsv).toHaveLength(LOTE + 40);
    expect(enCsv).toEqual(await lista(`idPeriodo=${periodo}`));
  });

  it('takes the list’s filters, neutralises formulas, and answers 404 for an unknown period or player', async () => {
    const res = await t.request('GET', `/api/exportar/regear.csv?estado=rechazado&nickname=${jugadores[0]!.nickname}`);
    expect(ids(res.body)).toEqual(await lista(`estado=rechazado&nickname=${jugadores[0]!.nickname}`));
    expect(ids(res.body)).toHaveLength(20);
    expect(lineas(res.body)[1]).toContain(`"Rechazado"`);
    expect(lineas(res.body)[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(ids((await t.request('GET', `/api/exportar/regear.csv?idPeriodo=${otroPeriodo}`)).body)).toHaveLength(3);
    expect((await t.request('GET', '/api/exportar/regear.csv?idPeriodo=999999')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/exportar/regear.csv?nickname=nadieexiste')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/exportar/regear.csv?estado=perdido')).statusCode).toBe(400);
  });
});
