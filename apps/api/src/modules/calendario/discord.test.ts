// The calendar event's Discord message (docs/integraciones.md, «Calendario»): posted through the outbox
// when an event is created and the guild has a calendar channel, with «Me apunto», «Reserva» and «No
// voy»; its id kept on the event; edited on every change of the event or its list (the latest state
// wins, never before the post); a cancelled event's buttons disabled. And the reminder: once per event,
// even with two runs racing, never for a cancelled event or one already started.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { evento, outbox } from '../../db/schema.js';
import { DiscordRestSalida } from '../../adapters/discord/rest-salida.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import { vincular, usuario } from '../../testing/discord-interacciones.js';
import type { LlamadaDiscord } from '../notificaciones/llamadas.js';
import { OutboxWorker } from '../notificaciones/worker.js';
import { horas, nuevoEvento } from './calendario.fixtures.js';
import { recordarEventos } from './recordatorio.js';

const CANAL = '300000000000000041';
const MIEMBRO = usuario('400000000000000041');
let t: TestApp;
let encargado: TestCuenta;
let miembro: TestCuenta;
let otro: TestCuenta;
let fake: FakeDiscordRest;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

const worker = (maxIntentos = 10) =>
  new OutboxWorker({
    db: t.db,
    discord: new DiscordRestSalida({ token: fake.token, base: fake.base }),
    log,
    now: () => Date.now() + 3_600_000,
    maxIntentos,
  });
async function drenar(w = worker()) {
  for (let i = 0; i < 1000; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}
const llamadas = async () =>
  (await t.db.select().from(outbox).orderBy(outbox.idOutbox)).map((r) => ({ ...r, llamada: r.payload as LlamadaDiscord }));

async function creado(cambios: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('POST', '/api/calendario/eventos', { token: encargado.token, body: [nuevoEvento(cambios)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().evento.id_evento as number;
}
const apuntar = (quien: TestCuenta, idEvento: number, rol: string, estado = 'apuntado') =>
  t.request('POST', '/api/calendario/apuntarse', { token: quien.token, body: [{ idEvento, rol, estado }] });
const filaEvento = async (id: number) => (await t.db.select().from(evento).where(eq(evento.idEvento, id)))[0]!;
/** The embed's text and the buttons of a message as queued or as Discord holds it. */
const botones = (m: { components?: unknown[] }) =>
  (m.components as { components: { custom_id: string; label: string; disabled?: boolean }[] }[])[0]!.components;
const texto = (m: { embeds?: unknown[] }) => JSON.stringify(m.embeds);

beforeAll(async () => {
  t = await buildTestApp();
  encargado = await t.createCuenta({ cargos: [7], idCargo: 7 });
  miembro = await t.createCuenta({ cargos: [3] });
  otro = await t.createCuenta({ cargos: [3] });
  await vincular(t.db, [[miembro, MIEMBRO]]);
  Object.assign(t.app.ajustesAvisos, { activo: false, rest: true });
  fake = await new FakeDiscordRest().start();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(async () => {
  t.app.gremio.canalCalendario = CANAL;
  t.app.gremio.recordatorioMin = 30;
  await t.db.delete(outbox);
});

describe('the event’s message', () => {
  it('creating an event queues the post with the three buttons; Discord’s message id is kept on the event', async () => {
    const id = await creado({ titulo: 'ZvZ del martes', nota: 'Traed montura', huecos: { tanque: 1, dps: 2 } });
    const [fila] = await llamadas();
    expect(fila!.llamada).toMatchObject({ clase: 'evento', id, canal: CANAL });
    const m = (fila!.llamada as Extract<LlamadaDiscord, { clase: 'evento' }>).mensaje;
    expect(botones(m).map((b) => [b.custom_id, b.label, b.disabled])).toEqual([
      [`calendario:apuntado:${id}`, 'Me apunto', false],
      [`calendario:reserva:${id}`, 'Reserva', false],
      [`calendario:no_va:${id}`, 'No voy', false],
    ]);
    const inicio = Math.floor(Date.parse((await filaEvento(id)).inicio.toISOString()) / 1000);
    expect(texto(m)).toContain(`<t:${inicio}:F> (<t:${inicio}:R>)`);
    expect(texto(m)).toContain('tanque: 0 de 1');
    expect(texto(m)).toContain('DPS: 0 de 2');
    expect(texto(m)).toContain('Traed montura');
    expect((await filaEvento(id)).canal).toBe(CANAL);
    expect((await filaEvento(id)).idMensaje).toBeNull();

    await drenar();
    const [publicado] = fake.mensajesEn(CANAL).slice(-1);
    expect(botones(publicado!)).toHaveLength(3);
    expect((await filaEvento(id)).idMensaje).toBe(publicado!.id);
  });

  it('no calendar channel, or no bot token: nothing is queued, and the event’s later changes edit nothing', async () => {
    t.app.gremio.canalCalendario = null;
    const id = await creado();
    expect(await llamadas()).toEqual([]);
    t.app.gremio.canalCalendario = CANAL;
    expect((await apuntar(miembro, id, 'dps')).statusCode).toBe(200);
    expect(await llamadas()).toEqual([]);
    Object.assign(t.app.ajustesAvisos, { rest: false });
    try {
      await creado();
      expect(await llamadas()).toEqual([]);
    } finally {
      Object.assign(t.app.ajustesAvisos, { rest: true });
    }
  });

  it('a sign-up and an officer’s change each queue an edit with the counts; the latest state wins', async () => {
    const id = await creado({ huecos: { tanque: 1, dps: 2 } });
    await drenar();
    const idMensaje = (await filaEvento(id)).idMensaje!;
    expect((await apuntar(miembro, id, 'dps')).statusCode).toBe(200);
    expect((await apuntar(otro, id, 'tanque', 'reserva')).statusCode).toBe(200);
    const conf = await t.request('PUT', '/api/calendario/confirmar', {
      token: encargado.token,
      body: [{ idEvento: id, idPlayer: miembro.idPlayer, estado: 'confirmado' }],
    });
    expect(conf.statusCode, conf.body).toBe(200);
    const ediciones = (await llamadas()).filter((f) => f.llamada.clase === 'evento_editar');
    expect(ediciones).toHaveLength(3);
    expect(texto((ediciones[0]!.llamada as { mensaje: object }).mensaje)).toContain('DPS: 1 de 2');
    expect(texto((ediciones[1]!.llamada as { mensaje: object }).mensaje)).toContain('tanque: 0 de 1 (+1 de reserva)');

    const antes = fake.llamadas.length;
    await drenar();
    const patches = fake.llamadas.slice(antes).filter((l) => l.metodo === 'PATCH');
    // Three edits queued, one sent: the last, with every change in it.
    expect(patches.map((l) => l.ruta)).toEqual([`/channels/${CANAL}/messages/${idMensaje}`]);
    expect(texto(fake.mensajes.get(idMensaje)!)).toContain('DPS: 1 de 2');
    expect(texto(fake.mensajes.get(idMensaje)!)).toContain('(+1 de reserva)');
    const omitidas = (await llamadas()).filter((f) => f.error?.includes('una edición posterior'));
    expect(omitidas).toHaveLength(2);
  });

  it('cancelling edits the message: its state shown and the buttons disabled', async () => {
    const id = await creado();
    await drenar();
    const res = await t.request('PUT', '/api/calendario/eventos', {
      token: encargado.token,
      body: [{ idEvento: id, estado: 'cancelado' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await drenar();
    const m = fake.mensajes.get((await filaEvento(id)).idMensaje!)!;
    expect(texto(m)).toContain('Evento cancelado');
    expect(botones(m).every((b) => b.disabled)).toBe(true);
  });

  it('an event moved into the past (the list fixed after it) shows «Evento cerrado» and disabled buttons', async () => {
    const id = await creado();
    await drenar();
    const res = await t.request('PUT', '/api/calendario/eventos', {
      token: encargado.token,
      body: [{ idEvento: id, inicio: horas(-3), fin: horas(-1), cierreInscripcion: horas(-4) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await drenar();
    const m = fake.mensajes.get((await filaEvento(id)).idMensaje!)!;
    expect(texto(m)).toContain('Evento cerrado');
    expect(botones(m).every((b) => b.disabled)).toBe(true);
  });

  it('an edit of a message never posted (Discord refused the post) is skipped with a note, never sent', async () => {
    fake.siguiente({ status: 500 });
    const id = await creado();
    await drenar(worker(1));
    expect((await filaEvento(id)).idMensaje).toBeNull();
    expect((await apuntar(miembro, id, 'dps')).statusCode).toBe(200);
    const antes = fake.llamadas.length;
    await drenar();
    expect(fake.llamadas.slice(antes)).toEqual([]);
    const [edicion] = (await llamadas()).filter((f) => f.llamada.clase === 'evento_editar');
    expect(edicion).toMatchObject({
      estado: 'enviado',
      error: `El mensaje del evento #${id} no se publicó: no hay mensaje que editar`,
    });
  });
});

describe('the reminder', () => {
  const recordatorios = async () => (await llamadas()).filter((f) => f.tipo === 'recordatorio');

  it('goes out once per event even with two runs racing, mentioning the linked members signed up', async () => {
    const id = await creado({ inicio: horas(0.25), fin: horas(2), cierreInscripcion: horas(0.1) });
    expect((await apuntar(miembro, id, 'dps')).statusCode).toBe(200);
    expect((await apuntar(otro, id, 'dps')).statusCode).toBe(200);
    const [a, b] = await Promise.all([recordarEventos(t.db, t.app.ajustesAvisos), recordarEventos(t.db, t.app.ajustesAvisos)]);
    expect(a + b).toBe(1);
    const [r] = await recordatorios();
    expect(r!.llamada).toMatchObject({
      clase: 'rest',
      metodo: 'POST',
      ruta: `/channels/${CANAL}/messages`,
      body: { allowed_mentions: { parse: [], users: [MIEMBRO.id] } },
    });
    expect((r!.llamada as { body: { content: string } }).body.content).toMatch(
      new RegExp(`^\\*\\*ZvZ\\*\\* empieza <t:\\d+:R> en .+\\.\\nApuntados: <@${MIEMBRO.id}>$`),
    );
    expect((await filaEvento(id)).recordatorio).not.toBeNull();
    expect(await recordarEventos(t.db, t.app.ajustesAvisos)).toBe(0);
    expect(await recordatorios()).toHaveLength(1);
  });

  it('not for a cancelled event, one already started, one beyond the guild’s minutes, or with the reminder off', async () => {
    const cancelado = await creado({ inicio: horas(0.25), fin: horas(2), cierreInscripcion: horas(0.1) });
    await t.request('PUT', '/api/calendario/eventos', {
      token: encargado.token,
      body: [{ idEvento: cancelado, estado: 'cancelado' }],
    });
    const empezado = await creado({ inicio: horas(0.25), fin: horas(2), cierreInscripcion: horas(0.1) });
    await t.db
      .update(evento)
      .set({ inicio: new Date(Date.now() - 60_000) })
      .where(eq(evento.idEvento, empezado));
    const lejano = await creado({ inicio: horas(1), fin: horas(2), cierreInscripcion: horas(0.5) });
    // Older events of this file's other tests start tomorrow or were reminded already.
    t.app.gremio.recordatorioMin = 0;
    expect(await recordarEventos(t.db, t.app.ajustesAvisos)).toBe(0);
    t.app.gremio.recordatorioMin = 30;
    expect(await recordarEventos(t.db, t.app.ajustesAvisos)).toBe(0);
    expect(await recordatorios()).toEqual([]);
    const sinRecordar = await t.db
      .select({ id: evento.idEvento })
      .from(evento)
      .where(and(sql`${evento.idEvento} in (${cancelado}, ${empezado}, ${lejano})`, sql`${evento.recordatorio} is null`));
    expect(sinRecordar).toHaveLength(3);
    // The guild's minutes reach the far one.
    t.app.gremio.recordatorioMin = 90;
    expect(await recordarEventos(t.db, t.app.ajustesAvisos)).toBe(1);
    expect((await filaEvento(lejano)).recordatorio).not.toBeNull();
  });
});
