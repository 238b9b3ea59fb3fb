// Regear claims through the API (docs/regear.md): the deaths, filing a claim and every rule of it, the
// list, the rules; against in-memory killboard and prices (regear.fakes.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ESTADO_PERIODO, REGEAR_PAGE_SIZE, REGLAS_REGEAR_DEFECTO, type Reclamo } from '@reparto/contract';
import type { TestApp, TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedDistribucion, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { appRegear } from '../../testing/fixtures/regear.js';
import { auditoria, jugador, outbox, reclamoRegear } from '../../db/schema.js';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { killboardMemoria, muerte, precioMercado, preciosMemoria } from './regear.fakes.js';

const kb = killboardMemoria();
const pr = preciosMemoria();
let t: TestApp;
let tesorero: TestCuenta;
let encargado: TestCuenta;
let miembro: TestCuenta;
let otro: TestCuenta;
let lugar = 0;

beforeAll(async () => {
  ({ t, tesorero, encargado, miembro } = await appRegear(kb, pr));
  otro = await t.createCuenta({ cargos: [3] });
  for (const c of [tesorero, encargado, miembro, otro]) kb.jugadores.set(c.nickname, `albion-${c.nickname}`);
  for (const item of ['T8_2H_CLAYMORE@1', 'T8_HEAD_PLATE_SET1@1', 'T8_ARMOR_PLATE_SET1@1', 'T8_SHOES_PLATE_SET1@1'])
    pr.tabla.set(clavePrecio(item, 2), precioMercado(100_000));
});
afterAll(() => t.close());
beforeEach(() => {
  kb.fallo = null;
  pr.fallo = null;
});

/** A period of a place of its own, started 10 days ago (closed now unless open). */
const periodo = (estado: number = ESTADO_PERIODO.ABIERTO) =>
  seedPeriodo(t.db, {
    idLugar: (lugar++ % 8) + 1,
    idCuentaCreador: tesorero.idCuenta,
    estado,
    idPlayerDistribuidor: estado === ESTADO_PERIODO.ABIERTO ? null : tesorero.idPlayer,
    fechaInicial: daysAgo(10),
  });
/** A death of this account's player, in the guild, a minute ago, on the killboard. */
function muerteDe(c: TestCuenta, extra: Partial<Parameters<typeof muerte>[0]> = {}) {
  const e = muerte({ victimId: `albion-${c.nickname}`, nombre: c.nickname, ...extra });
  kb.eventos.set(e.EventId, e);
  return e;
}
const reclamar = (c: TestCuenta, body: Record<string, unknown>) =>
  t.request('POST', '/api/regear/reclamar', { token: c.token, body: [body] });
const mensajes = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.idOutbox))).map((m) => m.tipo);

describe('POST /api/regear/reclamar', () => {
  it('files a claim for the own player, priced by the rules, with its message and audit row', async () => {
    const idPeriodo = await periodo();
    const e = muerteDe(miembro);
    const res = await reclamar(miembro, { idPeriodo, eventId: e.EventId, nickname: miembro.nickname });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().message as Reclamo;
    expect(r).toMatchObject({
      id_periodo: idPeriodo,
      nickname: miembro.nickname,
      event_id: e.EventId,
      estado: 'pendiente',
      silver: 400_000,
      silver_reglas: 400_000,
      sin_precio: 0,
      razon: null,
      revisado_por: null,
    });
    expect(r.items.find((i) => i.slot === 'Bag')!.motivo).toMatch(/nunca cuenta/);
    expect(JSON.parse(res.headers['x-cambio'] as string)).toEqual({ tipo: 'regear', idPeriodo });
    expect((await mensajes())[0]).toBe('regear_reclamado');
    const [a] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(a).toMatchObject({
      accion: 'reclamar_regear',
      entidad: 'reclamo_regear',
      idEntidad: String(r.id_reclamo),
      idCuenta: miembro.idCuenta,
    });
    // The player's gameinfo Id is remembered.
    const [j] = await t.db.select({ a: jugador.albionId }).from(jugador).where(eq(jugador.idPlayer, miembro.idPlayer));
    expect(j!.a).toBe(`albion-${miembro.nickname}`);
  });

  it('lets an officer claim for anyone, and nobody else', async () => {
    const idPeriodo = await periodo();
    const e = muerteDe(otro);
    const ajeno = await reclamar(miembro, { idPeriodo, eventId: e.EventId, nickname: otro.nickname });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toBe('Solo puede reclamar regear para su propio jugador');
    expect((await reclamar(encargado, { idPeriodo, eventId: e.EventId, nickname: otro.nickname })).statusCode).toBe(201);
  });

  it('needs an existing, active player and an existing period that is not finalized', async () => {
    const idPeriodo = await periodo();
    const e = muerteDe(miembro);
    const nadie = await reclamar(tesorero, { idPeriodo, eventId: e.EventId, nickname: 'nadieexiste' });
    expect([nadie.statusCode, nadie.json().message]).toEqual([404, 'No se encuentra el jugador']);
    const sinPeriodo = await reclamar(miembro, { idPeriodo: 999_999, eventId: e.EventId, nickname: miembro.nickname });
    expect([sinPeriodo.statusCode, sinPeriodo.json().message]).toEqual([404, 'El periodo 999999 no existe']);
    const finalizado = await periodo(ESTADO_PERIODO.FINALIZADO);
    const fin = await reclamar(miembro, { idPeriodo: finalizado, eventId: e.EventId, nickname: miembro.nickname });
    expect(fin.statusCode).toBe(409);
    expect(fin.json().message).toMatch(/Finalizado/);
    const inactivo = await t.createPlayer({ estado: false });
    const res = await reclamar(tesorero, { idPeriodo, eventId: e.EventId, nickname: inactivo.nickname });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      `El jugador ${inactivo.nickname} está inactivo: no puede reclamar regear`,
    ]);
  });

  it('takes a distribution only when it is a live one of that period', async () => {
    const idPeriodo = await periodo();
    const otroPeriodo = await periodo();
    const viva = await seedDistribucion(t.db, { idPeriodo, encargado, players: [miembro.idPlayer], silver: 1000 });
    const ajena = await seedDistribucion(t.db, { idPeriodo: otroPeriodo, encargado, players: [miembro.idPlayer], silver: 1000 });
    const borrada = await seedDistribucion(t.db, {
      idPeriodo,
      encargado,
      players: [miembro.idPlayer],
      silver: 1000,
      estado: false,
    });
    for (const idDistribucion of [ajena, borrada, 999_999]) {
      const res = await reclamar(miembro, {
        idPeriodo,
        eventId: muerteDe(miembro).EventId,
        nickname: miembro.nickname,
        idDistribucion,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(
        `La distribución ${idDistribucion} no es una distribución vigente del periodo ${idPeriodo}`,
      );
    }
    const ok = await reclamar(miembro, {
      idPeriodo,
      eventId: muerteDe(miembro).EventId,
      nickname: miembro.nickname,
      idDistribucion: viva,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message.id_distribucion).toBe(viva);
  });

  it('refuses an unknown event (404), another player’s death, another guild’s, and one outside the period (400)', async () => {
    const idPeriodo = await periodo();
    const n = miembro.nickname;
    const desconocido = await reclamar(miembro, { idPeriodo, eventId: 123_456_789_012, nickname: n });
    expect([desconocido.statusCode, desconocido.json().message]).toEqual([
      404,
      'El evento 123456789012 no existe en el killboard de Albion',
    ]);
    const deOtro = muerteDe(otro);
    const r1 = await reclamar(miembro, { idPeriodo, eventId: deOtro.EventId, nickname: n });
    expect([r1.statusCode, r1.json().message]).toEqual([400, `La muerte ${deOtro.EventId} es de ${otro.nickname}, no de ${n}`]);
    const otroGremio = muerteDe(miembro, { guildId: 'OtroGremio' });
    const r2 = await reclamar(miembro, { idPeriodo, eventId: otroGremio.EventId, nickname: n });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toMatch(/no es del gremio/);
    const antes = muerteDe(miembro, { fecha: daysAgo(11) });
    const r3 = await reclamar(miembro, { idPeriodo, eventId: antes.EventId, nickname: n });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toMatch(/está fuera del periodo/);
    // A closed period ends at its closing: a death after it is outside.
    const cerrado = await periodo(ESTADO_PERIODO.EN_DISTRIBUCION);
    const despues = muerteDe(miembro, { fecha: new Date(Date.now() + 60_000) });
    const r4 = await reclamar(miembro, { idPeriodo: cerrado, eventId: despues.EventId, nickname: n });
    expect(r4.statusCode).toBe(400);
    expect(await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.eventId, despues.EventId))).toEqual([]);
  });

  it('passes the killboard’s 503/504 through, and files with sin precio items when only the prices are down', async () => {
    const idPeriodo = await periodo();
    const e = muerteDe(miembro);
    kb.fallo = 'caido';
    expect((await reclamar(miembro, { idPeriodo, eventId: e.EventId, nickname: miembro.nickname })).statusCode).toBe(503);
    kb.fallo = 'lento';
    expect((await reclamar(miembro, { idPeriodo, eventId: e.EventId, nickname: miembro.nickname })).statusCode).toBe(504);
    kb.fallo = null;
    pr.fallo = 'caido';
    const res = await reclamar(miembro, { idPeriodo, eventId: e.EventId, nickname: miembro.nickname });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({ silver: 0, sin_precio: 4 });
  });

  it('files one claim per event, ever: 8 at once give one 201 and seven 409', async () => {
    const idPeriodo = await periodo();
    const e = muerteDe(miembro);
    const res = await Promise.all(
      Array.from({ length: 8 }, () => reclamar(miembro, { idPeriodo, eventId: e.EventId, nickname: miembro.nickname })),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe(`La muerte ${e.EventId} ya fue reclamada`);
    expect(await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.eventId, e.EventId))).toHaveLength(1);
    const otraVez = await reclamar(tesorero, { idPeriodo: await periodo(), eventId: e.EventId, nickname: miembro.nickname });
    expect(otraVez.statusCode).toBe(409);
  });
});

describe('the rules', () => {
  const guardar = (c: TestCuenta, reglas: unknown) => t.request('PUT', '/api/regear/reglas', { token: c.token, body: [reglas] });

  it('answers the defaults until the leader saves, and only the leader saves (audited, before and after)', async () => {
    const leer = await t.request('GET', '/api/regear/reglas', { token: miembro.token });
    expect(leer.json()).toEqual({ ok: true, message: REGLAS_REGEAR_DEFECTO });
    expect((await t.request('GET', '/api/regear/reglas')).statusCode).toBe(401);
    const nuevas = { ...REGLAS_REGEAR_DEFECTO, porcentaje: 80, tope_reclamo: 250_000 };
    expect((await guardar(tesorero, nuevas)).statusCode).toBe(403);
    const res = await guardar(t.lider, nuevas);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.headers['x-cambio'] as string)).toEqual({ tipo: 'reglasRegear' });
    expect((await t.request('GET', '/api/regear/reglas', { token: miembro.token })).json().message).toEqual(nuevas);
    const [a] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(a).toMatchObject({
      accion: 'cambiar_reglas',
      entidad: 'reglas_regear',
      antes: REGLAS_REGEAR_DEFECTO,
      despues: nuevas,
    });
    // The same rules again change nothing.
    const otraVez = await guardar(t.lider, nuevas);
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.headers['x-cambio']).toBeUndefined();
    const [b] = await t.db.select().from(auditoria).orderBy(desc(auditoria.idAuditoria)).limit(1);
    expect(b!.idAuditoria).toBe(a!.idAuditoria);
    // A claim is priced by them: 80 % of the market, capped at 250.000.
    const idPeriodo = await periodo();
    const r = await reclamar(miembro, { idPeriodo, eventId: muerteDe(miembro).EventId, nickname: miembro.nickname });
    expect(r.json().message).toMatchObject({ silver: 250_000, silver_reglas: 250_000 });
    expect(r.json().message.items[0]).toMatchObject({ slot: 'MainHand', precio: 80_000 });
    // The cap per player and period counts the player's other claims there.
    await guardar(t.lider, { ...REGLAS_REGEAR_DEFECTO, tope_jugador_periodo: 300_000 });
    const r2 = await reclamar(miembro, { idPeriodo, eventId: muerteDe(miembro).EventId, nickname: miembro.nickname });
    expect(r2.json().message.silver).toBe(50_000);
    const r3 = await reclamar(miembro, { idPeriodo, eventId: muerteDe(miembro).EventId, nickname: miembro.nickname });
    expect(r3.json().message.silver).toBe(0);
    await guardar(t.lider, REGLAS_REGEAR_DEFECTO);
  });

  it('refuses invalid rules with a Spanish sentence', async () => {
    const res = await guardar(t.lider, { ...REGLAS_REGEAR_DEFECTO, tier_min: 9, tier_max: 6 });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Datos inválidos (cuerpo): tier_max: El tier mínimo no puede ser mayor que el máximo',
    ]);
  });
});

describe('GET /api/regear/muertes', () => {
  it('lists the player’s recent deaths valued, with those claimed marked; own player or an officer', async () => {
    const idPeriodo = await periodo();
    const a = muerteDe(otro);
    const b = muerteDe(otro, { fecha: new Date(Date.now() - 30_000) });
    await reclamar(otro, { idPeriodo, eventId: a.EventId, nickname: otro.nickname });
    const res = await t.request('GET', `/api/regear/muertes?nickname=${otro.nickname}`, { token: otro.token });
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json().message as { eventId: number; reclamada: boolean; items: unknown[]; battleId: number | null }[];
    expect(lista.find((m) => m.eventId === a.EventId)!.reclamada).toBe(true);
    expect(lista.find((m) => m.eventId === b.EventId)).toMatchObject({ reclamada: false, battleId: 123_456 });
    expect((await t.request('GET', `/api/regear/muertes?nickname=${otro.nickname}`, { token: miembro.token })).statusCode).toBe(
      403,
    );
    expect((await t.request('GET', `/api/regear/muertes?nickname=${otro.nickname}`, { token: tesorero.token })).statusCode).toBe(
      200,
    );
  });

  it('answers newest first whatever the killboard’s order, and names the other guild of a death not ours', async () => {
    const c = await t.createCuenta({ cargos: [3] });
    kb.jugadores.set(c.nickname, `albion-${c.nickname}`);
    const vieja = muerteDe(c, { fecha: new Date(Date.now() - 3_600_000) });
    const ajena = muerteDe(c, { fecha: new Date(Date.now() - 1_800_000), guildId: 'otro-gremio' });
    const nueva = muerteDe(c, { fecha: new Date(Date.now() - 60_000) });
    const original = kb.muertes;
    // The killboard answers oldest first.
    kb.muertes = async (albionId) => (await original(albionId)).reverse();
    try {
      const res = await t.request('GET', `/api/regear/muertes?nickname=${c.nickname}`, { token: c.token });
      expect(res.statusCode, res.body).toBe(200);
      const lista = res.json().message as { eventId: number; otroGremio?: string }[];
      expect(lista.map((m) => m.eventId)).toEqual([nueva.EventId, ajena.EventId, vieja.EventId]);
      expect(lista.map((m) => m.otroGremio)).toEqual([undefined, 'Gremio de prueba', undefined]);
    } finally {
      kb.muertes = original;
    }
  });

  it('answers 404 for a player Albion does not know', async () => {
    const fantasma = await t.createCuenta({ cargos: [3] });
    const res = await t.request('GET', `/api/regear/muertes?nickname=${fantasma.nickname}`, { token: fantasma.token });
    expect([res.statusCode, res.json().message]).toEqual([404, `No se encuentra a ${fantasma.nickname} en Albion Online`]);
  });
});

describe('GET /api/regear', () => {
  it('lists to anyone, pending first then newest, with the filters and REGEAR_PAGE_SIZE a page', async () => {
    const c = await t.createCuenta({ cargos: [3] });
    kb.jugadores.set(c.nickname, `albion-${c.nickname}`);
    const idPeriodo = await periodo();
    const ids: number[] = [];
    for (let i = 0; i < REGEAR_PAGE_SIZE + 2; i++)
      ids.push((await reclamar(c, { idPeriodo, eventId: muerteDe(c).EventId, nickname: c.nickname })).json().message.id_reclamo);
    await t.db
      .update(reclamoRegear)
      .set({ estado: 'rechazado' })
      .where(eq(reclamoRegear.idReclamo, ids.at(-1)!));
    const res = await t.request('GET', `/api/regear?idPeriodo=${idPeriodo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(REGEAR_PAGE_SIZE + 2);
    const pagina1 = (res.json().message as Reclamo[]).map((r) => r.id_reclamo);
    expect(pagina1).toEqual(ids.slice(0, -1).reverse().slice(0, REGEAR_PAGE_SIZE));
    const pagina2 = (await t.request('GET', `/api/regear?idPeriodo=${idPeriodo}&page=2`)).json().message as Reclamo[];
    expect(pagina2.map((r) => r.id_reclamo)).toEqual([ids[0], ids.at(-1)]);
    const rechazados = await t.request('GET', `/api/regear?nickname=${c.nickname}&estado=rechazado`);
    expect(rechazados.json()).toMatchObject({ count: 1, message: [{ id_reclamo: ids.at(-1), estado: 'rechazado' }] });
    expect((await t.request('GET', '/api/regear?nickname=nadieexiste')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/regear?idPeriodo=999999')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/regear?estado=otro')).statusCode).toBe(400);
  });
});
