// The calendar's events and sign-ups (docs/calendario.md, «Calendario (eventos e inscripciones)»): who
// plans, what an event must name, the order of its dates, the title from its template, every change
// bumping its sequence; a member's sign-up with its errors (deadline, unknown role, full slot, closed
// event), repeats that change nothing, the officers' confirmations, and the race for the last slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditoria, evento } from '../../db/schema.js';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { crearPlantilla, horas, nuevoEvento } from './calendario.fixtures.js';

let t: TestApp;
let encargado: TestCuenta;
let tesorero: TestCuenta;
let miembro: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
  miembro = await t.createCuenta({ cargos: [3] });
});
afterAll(() => t.close());

const crear = (quien: TestCuenta, cambios: Record<string, unknown> = {}) =>
  t.request('POST', '/api/calendario/eventos', { token: quien.token, body: [nuevoEvento(cambios)] });
const editar = (quien: TestCuenta, body: Record<string, unknown>) =>
  t.request('PUT', '/api/calendario/eventos', { token: quien.token, body: [body] });
const apuntar = (quien: TestCuenta, idEvento: number, rol: string, estado = 'apuntado') =>
  t.request('POST', '/api/calendario/apuntarse', { token: quien.token, body: [{ idEvento, rol, estado }] });
const confirmar = (quien: TestCuenta, body: Record<string, unknown>) =>
  t.request('PUT', '/api/calendario/confirmar', { token: quien.token, body: [body] });

/** An event created by the content manager (201), answering its id. */
async function creado(cambios: Record<string, unknown> = {}): Promise<number> {
  const res = await crear(encargado, cambios);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().evento.id_evento as number;
}
const secuencia = async (idEvento: number) =>
  (await t.db.select({ s: evento.secuencia }).from(evento).where(eq(evento.idEvento, idEvento)))[0]!.s;
const auditadas = async (idEvento: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'evento'), eq(auditoria.idEntidad, String(idEvento))))
  )[0]!.n;
const lista = async (idEvento: number) => {
  const res = await t.request('GET', `/api/calendario/eventos?idEvento=${idEvento}`, { token: miembro.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message[0].inscripciones as { id_player: number; rol: string; estado: string; origen: string }[];
};

describe('events: who plans them and what they must name', () => {
  it('ENCARGADO DE CONTENIDO, TESORERO and LIDER create; any other account gets 403', async () => {
    expect((await crear(miembro)).statusCode).toBe(403);
    expect((await crear(tesorero)).statusCode).toBe(201);
    expect((await crear(t.lider)).statusCode).toBe(201);
    const res = await crear(encargado, { titulo: 'Gank del jueves', nota: 'Traed montura', privado: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Evento «Gank del jueves» creado');
    expect(res.json().evento).toMatchObject({
      titulo: 'Gank del jueves',
      id_plantilla: null,
      plantilla: null,
      id_lugar_distribucion: 1,
      huecos: { tanque: 1, dps: 2 },
      nota: 'Traed montura',
      privado: true,
      estado: 'abierto',
      creador: encargado.nickname,
      inscripciones: [],
      id_distribucion: null,
      id_sesion: null,
    });
  });

  it('the title defaults to the template’s name; a template that does not exist is a 404, a deactivated one a 409', async () => {
    const zvz = await crearPlantilla(t.db, t.lider.idCuenta, 'ZvZ de prueba');
    const res = await crear(encargado, { titulo: undefined, idPlantilla: zvz });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().evento).toMatchObject({ titulo: 'ZvZ de prueba', id_plantilla: zvz, plantilla: 'ZvZ de prueba' });
    expect((await crear(encargado, { idPlantilla: 999_999 })).json()).toMatchObject({ code: 'calendario.plantillaNoExiste' });
    expect((await crear(encargado, { idPlantilla: 999_999 })).statusCode).toBe(404);
    const vieja = await crearPlantilla(t.db, t.lider.idCuenta, 'HCE vieja', false);
    const inactiva = await crear(encargado, { idPlantilla: vieja });
    expect(inactiva.statusCode).toBe(409);
    expect(inactiva.json().message).toBe('La plantilla «HCE vieja» está desactivada: elige otra');
    const sinTitulo = await crear(encargado, { titulo: undefined });
    expect(sinTitulo.statusCode).toBe(400);
    expect(sinTitulo.json().code).toBe('calendario.sinTitulo');
  });

  it('a place that does not exist is a 404; dates out of order, a role unknown or slots out of range a 400', async () => {
    const lugar = await crear(encargado, { idLugarDist: 99 });
    expect(lugar.statusCode).toBe(404);
    expect(lugar.json().code).toBe('calendario.lugarNoExiste');
    const inicio = horas(24);
    expect((await crear(encargado, { inicio, fin: inicio })).statusCode).toBe(400);
    expect((await crear(encargado, { inicio, fin: horas(24 + 25) })).statusCode).toBe(400);
    expect((await crear(encargado, { inicio, cierreInscripcion: horas(25) })).statusCode).toBe(400);
    expect((await crear(encargado, { huecos: { mago: 2 } })).statusCode).toBe(400);
    expect((await crear(encargado, { huecos: { dps: 301 } })).statusCode).toBe(400);
  });

  it('every signed-in account reads them, by range or one by id (404 when unknown); none without a session', async () => {
    const lejano = await creado({
      titulo: 'Lejano',
      inicio: horas(24 * 90),
      fin: horas(24 * 90 + 2),
      cierreInscripcion: horas(24 * 89),
    });
    const cercano = await creado({ titulo: 'Cercano' });
    expect((await t.request('GET', '/api/calendario/eventos')).statusCode).toBe(401);
    const res = await t.request('GET', '/api/calendario/eventos', { token: miembro.token });
    const ids = (res.json().message as { id_evento: number }[]).map((e) => e.id_evento);
    expect(ids).toContain(cercano);
    expect(ids).not.toContain(lejano);
    const rango = await t.request(
      'GET',
      `/api/calendario/eventos?desde=${encodeURIComponent(horas(24 * 89))}&hasta=${encodeURIComponent(horas(24 * 91))}`,
      { token: miembro.token },
    );
    expect((rango.json().message as { id_evento: number }[]).map((e) => e.id_evento)).toEqual([lejano]);
    const uno = await t.request('GET', '/api/calendario/eventos?idEvento=999999', { token: miembro.token });
    expect(uno.statusCode).toBe(404);
  });
});

describe('PUT /api/calendario/eventos: changes, cancellation, the sequence', () => {
  it('changes the fields sent, bumps the sequence on each change; the same values again write nothing', async () => {
    const id = await creado();
    expect(await secuencia(id)).toBe(0);
    expect((await editar(miembro, { idEvento: id, nota: 'x' })).statusCode).toBe(403);
    const res = await editar(encargado, { idEvento: id, nota: 'Llevad pociones', huecos: { tanque: 2, dps: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evento).toMatchObject({ nota: 'Llevad pociones', huecos: { tanque: 2, dps: 3 } });
    expect(await secuencia(id)).toBe(1);
    const audit = await auditadas(id);
    const igual = await editar(encargado, { idEvento: id, nota: 'Llevad pociones' });
    expect(igual.statusCode).toBe(200);
    expect(igual.headers['x-cambio']).toBeUndefined();
    expect(await secuencia(id)).toBe(1);
    expect(await auditadas(id)).toBe(audit);
    expect((await editar(encargado, { idEvento: 999_999, nota: 'x' })).statusCode).toBe(404);
  });

  it('checks the merged dates: an end sent alone must still follow the stored start', async () => {
    const id = await creado();
    const res = await editar(encargado, { idEvento: id, fin: horas(1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('calendario.finAntesDeInicio');
    const cierre = await editar(encargado, { idEvento: id, cierreInscripcion: horas(48) });
    expect(cierre.json().code).toBe('calendario.cierreDespuesDeInicio');
    expect((await editar(encargado, { idEvento: id, idLugarDist: 99 })).statusCode).toBe(404);
    expect((await editar(encargado, { idEvento: id, idSesion: 999_999 })).statusCode).toBe(404);
  });

  it('cancels with estado cancelado (audited as such), which closes its list', async () => {
    const id = await creado();
    const res = await editar(encargado, { idEvento: id, estado: 'cancelado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Evento «ZvZ» cancelado', evento: { estado: 'cancelado' } });
    const [fila] = await t.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'evento'), eq(auditoria.idEntidad, String(id)), eq(auditoria.accion, 'cancelar_evento')));
    expect(fila).toBeDefined();
    const apuntado = await apuntar(miembro, id, 'dps');
    expect(apuntado.statusCode).toBe(409);
    expect(apuntado.json().message).toBe('El evento «ZvZ» está cancelado: su lista no admite inscripciones');
    expect(
      (await confirmar(encargado, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado', rol: 'dps' })).statusCode,
    ).toBe(409);
  });
});

describe('POST /api/calendario/apuntarse', () => {
  it('signs the account’s player up with a role; the same sign-up again changes nothing', async () => {
    const id = await creado();
    const res = await apuntar(miembro, id, 'dps');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Apuntado como DPS en «ZvZ»');
    expect(await lista(id)).toMatchObject([{ id_player: miembro.idPlayer, rol: 'dps', estado: 'apuntado', origen: 'web' }]);
    const audit = await auditadas(id);
    const otra = await apuntar(miembro, id, 'dps');
    expect(otra.statusCode).toBe(200);
    expect(otra.headers['x-cambio']).toBeUndefined();
    expect(await auditadas(id)).toBe(audit);
    // Backup and «no voy» change the state; they take no slot.
    expect((await apuntar(miembro, id, 'dps', 'reserva')).json().message).toBe('Apuntado como reserva en «ZvZ»');
    expect((await apuntar(miembro, id, 'dps', 'no_va')).json().message).toBe('Anotado: no vas a «ZvZ»');
    expect(await lista(id)).toMatchObject([{ estado: 'no_va' }]);
  });

  it('answers in the language asked', async () => {
    const id = await creado({ huecos: { sanador: 1 } });
    const res = await t.request('POST', '/api/calendario/apuntarse', {
      token: miembro.token,
      headers: { 'x-idioma': 'en' },
      body: [{ idEvento: id, rol: 'sanador', estado: 'apuntado' }],
    });
    expect(res.json().message).toBe('Signed up as healer for «ZvZ»');
  });

  it('an unknown role or state is a 400; an unknown event a 404', async () => {
    const id = await creado();
    expect((await apuntar(miembro, id, 'mago')).statusCode).toBe(400);
    expect((await apuntar(miembro, id, 'dps', 'confirmado')).statusCode).toBe(400);
    expect((await apuntar(miembro, 999_999, 'dps')).statusCode).toBe(404);
  });

  it('a full slot is a 409: signed up and confirmed count, backups do not; a role without slots is full', async () => {
    const id = await creado({ huecos: { tanque: 1, dps: 2 } });
    const otro = await t.createCuenta({ cargos: [3] });
    expect((await apuntar(otro, id, 'tanque')).statusCode).toBe(200);
    const lleno = await apuntar(miembro, id, 'tanque');
    expect(lleno.statusCode).toBe(409);
    expect(lleno.json().message).toBe('No quedan huecos de tanque en «ZvZ» (tiene 1)');
    expect((await apuntar(miembro, id, 'sanador')).json().message).toBe('No quedan huecos de sanador en «ZvZ» (no tiene)');
    expect((await apuntar(miembro, id, 'tanque', 'reserva')).statusCode).toBe(200);
    // The one in the slot leaves it: it is free again.
    expect((await apuntar(otro, id, 'tanque', 'no_va')).statusCode).toBe(200);
    expect((await apuntar(miembro, id, 'tanque')).statusCode).toBe(200);
    // A confirmed player holds the slot too.
    expect((await confirmar(encargado, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado' })).statusCode).toBe(200);
    expect((await apuntar(otro, id, 'tanque')).statusCode).toBe(409);
  });

  it('a confirmed member who signs up again in the same role stays confirmed', async () => {
    const id = await creado();
    await apuntar(miembro, id, 'dps');
    await confirmar(encargado, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado' });
    const res = await apuntar(miembro, id, 'dps');
    expect(res.statusCode).toBe(200);
    expect(await lista(id)).toMatchObject([{ estado: 'confirmado' }]);
  });

  it('after the deadline a member’s change is a 400; an officer may still', async () => {
    const id = await creado({ inicio: horas(1), fin: horas(3), cierreInscripcion: horas(-1) });
    const res = await apuntar(miembro, id, 'dps');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('calendario.fueraDePlazo');
    expect(res.json().message).toMatch(/^Las inscripciones de «ZvZ» cerraron el .+: ahora solo un oficial cambia la lista$/);
    expect((await apuntar(encargado, id, 'dps')).statusCode).toBe(200);
  });

  it('an event that has ended is closed (409)', async () => {
    const id = await creado({ inicio: horas(-3), fin: horas(-1), cierreInscripcion: horas(-4) });
    const res = await apuntar(encargado, id, 'dps');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El evento «ZvZ» ya terminó: su lista no admite inscripciones');
  });

  it('the race for the last slot: of eight at once, one gets it and seven a 409', async () => {
    const id = await creado({ huecos: { tanque: 1 } });
    const cuentas = await Promise.all(Array.from({ length: 8 }, () => t.createCuenta({ cargos: [3] })));
    const res = await Promise.all(cuentas.map((c) => apuntar(c, id, 'tanque')));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await lista(id)).filter((i) => i.estado === 'apuntado')).toHaveLength(1);
  });

  it('an Idempotency-Key repeated answers the first answer', async () => {
    const id = await creado();
    const pedir = () =>
      t.request('POST', '/api/calendario/apuntarse', {
        token: miembro.token,
        headers: { 'idempotency-key': `apuntarse-${id}` },
        body: [{ idEvento: id, rol: 'dps', estado: 'apuntado' }],
      });
    const [a, b] = [await pedir(), await pedir()];
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
  });
});

describe('PUT /api/calendario/confirmar', () => {
  it('officers only (403); confirms, moves to backup, removes (the row goes; a repeat changes nothing)', async () => {
    const id = await creado();
    await apuntar(miembro, id, 'dps');
    expect((await confirmar(miembro, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado' })).statusCode).toBe(403);
    const res = await confirmar(tesorero, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`${miembro.nickname}: confirmado como DPS en «ZvZ»`);
    expect(
      (await confirmar(tesorero, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'reserva' })).json().evento.inscripciones,
    ).toMatchObject([{ estado: 'reserva', rol: 'dps' }]);
    expect((await confirmar(tesorero, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'quitado' })).statusCode).toBe(200);
    expect(await lista(id)).toEqual([]);
    const audit = await auditadas(id);
    const otra = await confirmar(tesorero, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'quitado' });
    expect(otra.statusCode).toBe(200);
    expect(await auditadas(id)).toBe(audit);
  });

  it('adds a player who never signed up, with a role (400 without one); a confirmation takes a slot (409 when full)', async () => {
    const id = await creado({ huecos: { tanque: 1 } });
    const sinRol = await confirmar(encargado, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado' });
    expect(sinRol.statusCode).toBe(400);
    expect(sinRol.json().code).toBe('calendario.rolNecesario');
    expect(
      (await confirmar(encargado, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado', rol: 'tanque' })).statusCode,
    ).toBe(200);
    const otro = await t.createPlayer();
    const lleno = await confirmar(encargado, { idEvento: id, idPlayer: otro.idPlayer, estado: 'confirmado', rol: 'tanque' });
    expect(lleno.statusCode).toBe(409);
    expect(lleno.json().code).toBe('calendario.completo');
    expect(
      (await confirmar(encargado, { idEvento: id, idPlayer: otro.idPlayer, estado: 'reserva', rol: 'tanque' })).statusCode,
    ).toBe(200);
    expect((await confirmar(encargado, { idEvento: id, idPlayer: 999_999, estado: 'reserva', rol: 'tanque' })).statusCode).toBe(
      404,
    );
    expect(
      (await confirmar(encargado, { idEvento: 999_999, idPlayer: otro.idPlayer, estado: 'reserva', rol: 'tanque' })).statusCode,
    ).toBe(404);
  });

  it('still changes the list after the event ended (the distribution’s list), while the member no longer can', async () => {
    const id = await creado({ inicio: horas(-3), fin: horas(-1), cierreInscripcion: horas(-4) });
    const res = await confirmar(encargado, { idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado', rol: 'dps' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await apuntar(miembro, id, 'dps', 'no_va')).statusCode).toBe(409);
  });
});
