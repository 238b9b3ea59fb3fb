// A distribution with a split template (docs/calendario.md, «Plantillas de reparto»): fixed extras paid
// before the even split (each player's row keeps its extra, its share includes it), the template version
// stored and never changed by a later edit of the template, the calendar event stored; 400 for an extra
// of a player outside the list or extras that take all of the net, 404 for an unknown version or event;
// the idempotency rule compares the extras; «Corregir» answers them; the ledger credits them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { repartirConExtras, type ReglasPlantilla } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';
import { casa, cuentaLibro, distribucion, distribucionJugador, evento, eventoInscripcion } from '../../db/schema.js';

let t: TestApp;
let encargado: TestCuenta;
let tesorero: TestCuenta;
let distribuidor: TestCuenta;
let idPeriodo: number;
let jugadores: number[];
let plantilla: { id_plantilla: number; version: number };

const REGLAS: ReglasPlantilla = {
  impuesto_pct: 10,
  pesos: { caller: 1.5 },
  extras: [{ concepto: 'Looter', silver: 200_000 }],
  regear_primero: false,
  regear: null,
  peso_reserva: 0.5,
};

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  distribuidor = await t.createCuenta({ cargos: [5], idCargo: 5 });
  idPeriodo = await insertarPeriodoDePrueba(t);
  jugadores = [];
  for (let i = 0; i < 4; i++) jugadores.push((await t.createPlayer()).idPlayer);
  const res = await t.request('POST', '/api/calendario/plantillas', {
    token: t.lider.token,
    body: [{ nombre: 'ZvZ', reglas: REGLAS }],
  });
  plantilla = res.json().plantilla;
});
afterAll(() => t.close());

const crear = (body: unknown) => t.request('POST', '/api/distribuciones/crear', { token: encargado.token, body: [body] });
const desglose = { valor_botin: 10_000_000, bolsas: 0, reparacion: 0, impuesto_pct: 10 };

/** The ZvZ of the docs' worked example: a caller (1.5), the looter's +200.000, a standby at 0.5. */
const zvz = (extra: Record<string, unknown> = {}) =>
  crearBody({
    idPeriodoDist: idPeriodo,
    jugadores,
    silver: 9_000_000,
    desglose,
    pesos: [
      { id_player: jugadores[0]!, peso: 1.5 },
      { id_player: jugadores[1]!, peso: 1 },
      { id_player: jugadores[2]!, peso: 1 },
      { id_player: jugadores[3]!, peso: 0.5 },
    ],
    ...extra,
  });

const filas = async (idDistribucion: number) =>
  new Map(
    (
      await t.db
        .select({
          id: distribucionJugador.idPlayer,
          silver: distribucionJugador.silverUnitario,
          extra: distribucionJugador.extra,
        })
        .from(distribucionJugador)
        .where(eq(distribucionJugador.idDistribucion, idDistribucion))
    ).map((f) => [f.id, [f.silver, f.extra]]),
  );

describe('POST /crear with a template and fixed extras', () => {
  it('extras first, then the rest by weight; each row keeps its extra; the template version and event are stored', async () => {
    const [ev] = await t.db
      .insert(evento)
      .values({
        titulo: 'ZvZ',
        idLugarDistribucion: 1,
        inicio: new Date('2026-12-01T20:00:00Z'),
        fin: new Date('2026-12-01T22:00:00Z'),
        cierreInscripcion: new Date('2026-12-01T19:00:00Z'),
        huecos: {},
        idCuentaCreador: t.lider.idCuenta,
        idPlantilla: plantilla.id_plantilla,
      })
      .returning({ id: evento.idEvento });
    await t.db.insert(eventoInscripcion).values([
      { idEvento: ev!.id, idPlayer: jugadores[0]!, rol: 'caller', estado: 'confirmado' },
      { idEvento: ev!.id, idPlayer: jugadores[3]!, rol: 'dps', estado: 'reserva' },
    ]);
    const body = zvz({
      extras: [{ id_player: jugadores[1]!, concepto: 'Looter', silver: 200_000 }],
      plantilla: { idPlantilla: plantilla.id_plantilla, version: 1 },
      idEvento: ev!.id,
    });
    const res = await crear(body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().distribucion.id_distribucion as number;
    // 9.000.000 − 200.000 = 8.800.000 over 4 (1.5 + 1 + 1 + 0.5) → 2.200.000 a unit.
    expect(await filas(id)).toEqual(
      new Map([
        [jugadores[0]!, [3_300_000, 0]],
        [jugadores[1]!, [2_400_000, 200_000]],
        [jugadores[2]!, [2_200_000, 0]],
        [jugadores[3]!, [1_100_000, 0]],
      ]),
    );
    const esperado = repartirConExtras(9_000_000, [15, 10, 10, 5], [0, 200_000, 0, 0])!;
    expect(esperado.partes).toEqual([3_300_000, 2_400_000, 2_200_000, 1_100_000]);
    const [d] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, id));
    expect(d).toMatchObject({
      idPlantilla: plantilla.id_plantilla,
      plantillaVersion: 1,
      idEvento: ev!.id,
      resto: 0,
      impuesto: 1_000_000,
      silverUnitario: 2_200_000,
      extras: [{ id_player: jugadores[1]!, concepto: 'Looter', silver: 200_000 }],
    });

    // A later change of the template never touches it.
    const put = await t.request('PUT', '/api/calendario/plantillas', {
      token: t.lider.token,
      body: [{ idPlantilla: plantilla.id_plantilla, reglas: { ...REGLAS, impuesto_pct: 5 } }],
    });
    expect(put.json().plantilla.version).toBe(2);
    const [despues] = await t.db.select().from(distribucion).where(eq(distribucion.idDistribucion, id));
    expect(despues!.plantillaVersion).toBe(1);

    // «Corregir» (and the event's pre-filled dialog) answers what it was made with, roles and standby included.
    const corr = await t.request('GET', `/api/distribuciones/paraCorregir?idDistribucion=${id}`, { token: encargado.token });
    expect(corr.statusCode).toBe(200);
    const m = corr.json().message;
    expect(m).toMatchObject({
      id_plantilla: plantilla.id_plantilla,
      plantilla_version: 1,
      id_evento: ev!.id,
      extras: [{ id_player: jugadores[1]!, concepto: 'Looter', silver: 200_000 }],
    });
    const porId = new Map(m.jugadores.map((j: { id_player: number }) => [j.id_player, j]));
    expect(porId.get(jugadores[0]!)).toMatchObject({ rol: 'caller', reserva: false, peso: 1.5 });
    expect(porId.get(jugadores[3]!)).toMatchObject({ rol: 'dps', reserva: true, peso: 0.5 });
    expect(porId.get(jugadores[2]!)).not.toHaveProperty('rol');

    // The same code again: the same content is the stored one (200); other extras are 409.
    expect((await crear(body)).statusCode).toBe(200);
    const otra = await crear({ ...body, extras: [{ id_player: jugadores[2]!, concepto: 'Looter', silver: 200_000 }] });
    expect(otra.statusCode).toBe(409);
    const sinExtras = await crear({ ...body, extras: undefined });
    expect(sinExtras.statusCode).toBe(409);
  });

  it('without a template or extras, paraCorregir answers as before (the new fields are absent)', async () => {
    const res = await crear(crearBody({ idPeriodoDist: idPeriodo, jugadores: jugadores.slice(0, 2), silver: 1000 }));
    const id = res.json().distribucion.id_distribucion;
    const corr = (
      await t.request('GET', `/api/distribuciones/paraCorregir?idDistribucion=${id}`, { token: encargado.token })
    ).json();
    for (const campo of ['id_plantilla', 'plantilla_version', 'id_evento', 'extras'])
      expect(corr.message).not.toHaveProperty(campo);
    expect(await filas(id)).toEqual(
      new Map([
        [jugadores[0]!, [500, 0]],
        [jugadores[1]!, [500, 0]],
      ]),
    );
  });

  it('400: an extra not assigned yet (id_player 0, as paraDistribuir answers it) says so in Spanish', async () => {
    for (const id_player of [0, -1, 1.5]) {
      const res = await crear(zvz({ extras: [{ id_player, concepto: 'Looter', silver: 200_000 }] }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('Cada extra fijo debe asignarse a un jugador: elija quién lo recibe');
    }
  });

  it('400: an extra of a player outside the list; extras that take all of the net', async () => {
    const fuera = await crear(zvz({ extras: [{ id_player: 999_999, concepto: 'Looter', silver: 1 }] }));
    expect(fuera.statusCode).toBe(400);
    expect(fuera.json().message).toContain('Cada extra fijo debe ser para un jugador de la distribución');
    const todo = await crear(zvz({ extras: [{ id_player: jugadores[0]!, concepto: 'Looter', silver: 9_000_000 }] }));
    expect(todo.statusCode).toBe(400);
    expect(todo.json().code).toBe('distribucion.extrasSuperanNeto');
  });

  it('404: an unknown template version, an unknown event', async () => {
    const version = await crear(zvz({ plantilla: { idPlantilla: plantilla.id_plantilla, version: 99 } }));
    expect(version.statusCode).toBe(404);
    expect(version.json().code).toBe('plantilla.versionNoExiste');
    const sinPlantilla = await crear(zvz({ plantilla: { idPlantilla: 999_999, version: 1 } }));
    expect(sinPlantilla.statusCode).toBe(404);
    const ev = await crear(zvz({ idEvento: 999_999 }));
    expect(ev.statusCode).toBe(404);
    expect(ev.json().code).toBe('distribucion.eventoNoExiste');
  });
});

describe('the ledger (docs/libro.md)', () => {
  it('credits each share with its extra when the period closes', async () => {
    const abierto = await t.request('POST', '/api/distribuciones', { token: tesorero.token, body: [{ idLugarDist: 7 }] });
    expect(abierto.statusCode, abierto.body).toBe(201);
    const periodo = abierto.json().id_periodo as number;
    const a = (await t.createPlayer()).idPlayer;
    const b = (await t.createPlayer()).idPlayer;
    const res = await t.request('POST', '/api/distribuciones/crear', {
      token: encargado.token,
      body: [
        crearBody({
          idPeriodoDist: periodo,
          jugadores: [a, b],
          silver: 1_000_001,
          extras: [{ id_player: b, concepto: 'Looter', silver: 200_000 }],
        } as never),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [casa7] = await t.db.select({ id: casa.idCasa }).from(casa).where(eq(casa.idLugarDistribucion, 7));
    const cerrar = await t.request('PUT', '/api/distribuciones/cerrarPeriodo', {
      token: tesorero.token,
      body: [{ idPeriodo: periodo, idPlayerDistribuidor: distribuidor.idPlayer, idsCasas: [casa7!.id] }],
    });
    expect(cerrar.statusCode, cerrar.body).toBe(200);
    const saldo = async (idPlayer: number) =>
      (await t.db.select({ saldo: cuentaLibro.saldo }).from(cuentaLibro).where(eq(cuentaLibro.idPlayer, idPlayer)))[0]?.saldo;
    // 1.000.001 − 200.000 = 800.001 → 400.000 each, 1 to the guild; b gets its extra on top.
    expect([await saldo(a), await saldo(b)]).toEqual([400_000, 600_000]);
  });
});
