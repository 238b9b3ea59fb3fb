// The regear's side of the Discord calls (docs/integraciones.md, «Llamadas del bot a Discord»): a claim
// filed through the API posts the officers' card with its buttons; the approval and the rejection edit
// it (outcome, reviewer, reason, no buttons) and reach the linked member in a DM. Also the leader's
// list says the outbox works with only DISCORD_TOKEN, and a row whose sender is missing fails for good.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Reclamo } from '@reparto/contract';
import type { TestApp, TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedPeriodo } from '../../testing/fixtures/periodos.js';
import { appRegear } from '../../testing/fixtures/regear.js';
import { cuenta, outbox, tarjetaDiscord } from '../../db/schema.js';
import { clavePrecio } from '../../adapters/albion/killboard.js';
import { DiscordRestSalida } from '../../adapters/discord/rest-salida.js';
import { FakeDiscordRest } from '../../testing/fake-discord-rest.js';
import { killboardMemoria, muerte, precioMercado, preciosMemoria } from '../regear/regear.fakes.js';
import { encolarLlamada } from './llamadas.js';
import { encolar } from './outbox.repository.js';
import { construirMensaje } from './mensajes.js';
import { OutboxWorker } from './worker.js';

const CANAL = '300000000000000002';
const USUARIO = '400000000000000002';
const kb = killboardMemoria();
const pr = preciosMemoria();
let t: TestApp;
let tesorero: TestCuenta;
let miembro: TestCuenta;
let idPeriodo: number;
let fake: FakeDiscordRest;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
const clock = () => Date.now() + 3_600_000;

async function drenar(
  w = new OutboxWorker({ db: t.db, discord: new DiscordRestSalida({ token: fake.token, base: fake.base }), log, now: clock }),
) {
  for (let i = 0; i < 1000; i++) if ((await w.paso()).tipo === 'vacio') return;
  throw new Error('la cola no se vació');
}

beforeAll(async () => {
  ({ t, tesorero, miembro } = await appRegear(kb, pr));
  Object.assign(t.app.ajustesAvisos, { activo: false, rest: true });
  t.app.gremio.canalOficiales = CANAL;
  await t.db.update(cuenta).set({ discordUserId: USUARIO }).where(eq(cuenta.idCuenta, miembro.idCuenta));
  pr.tabla.set(clavePrecio('T8_HEAD_PLATE_SET1@1', 2), precioMercado(100_000));
  idPeriodo = await seedPeriodo(t.db, { idLugar: 3, idCuentaCreador: tesorero.idCuenta, fechaInicial: daysAgo(5) });
  fake = await new FakeDiscordRest().start();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
});

async function reclamo(): Promise<Reclamo> {
  const albionId = `albion-${miembro.nickname}`;
  kb.jugadores.set(miembro.nickname, albionId);
  const e = muerte({ victimId: albionId });
  kb.eventos.set(e.EventId, e);
  const res = await t.request('POST', '/api/regear/reclamar', {
    token: miembro.token,
    body: [{ idPeriodo, eventId: e.EventId, nickname: miembro.nickname }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message;
}
const precios = [
  { slot: 'MainHand', silver: 200_000 },
  { slot: 'Armor', silver: 150_000 },
  { slot: 'Shoes', silver: 50_000 },
];
const textoDe = (id: string) => JSON.stringify(fake.mensajes.get(id)!.embeds);

describe('regear cards', () => {
  it('a filed claim posts its card with «Aprobar» and «Rechazar»; the approval edits it and tells the member', async () => {
    const r = await reclamo();
    await drenar();
    const [card] = fake.mensajesEn(CANAL).slice(-1);
    expect(JSON.stringify(card!.components)).toContain(`"custom_id":"regear:aprobar:${r.id_reclamo}"`);
    expect(JSON.stringify(card!.components)).toContain(`"custom_id":"regear:rechazar:${r.id_reclamo}"`);
    expect(textoDe(card!.id)).toContain(`Regear reclamado #${r.id_reclamo}`);
    const [fila] = await t.db.select().from(tarjetaDiscord).where(eq(tarjetaDiscord.idEntidad, r.id_reclamo));
    expect(fila).toMatchObject({ entidad: 'regear', idMensaje: card!.id });
    expect(fake.mdA(USUARIO)).toHaveLength(0); // filing tells no one in a DM

    const res = await t.request('PUT', '/api/regear/aprobar', {
      token: tesorero.token,
      body: [{ idReclamo: r.id_reclamo, precios }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await drenar();
    expect(fake.mensajes.get(card!.id)!.components).toEqual([]);
    expect(textoDe(card!.id)).toContain(`Regear aprobado #${r.id_reclamo}`);
    expect(textoDe(card!.id)).toContain(`Aprobado por:** ${tesorero.nickname}`);
    expect(fake.mdA(USUARIO).map((m) => (m.embeds[0] as { title: string }).title)).toEqual([
      `Regear aprobado #${r.id_reclamo}: ${miembro.nickname}`,
    ]);
  });

  it('a rejection shows its reason on the card and in the DM', async () => {
    const r = await reclamo();
    const res = await t.request('PUT', '/api/regear/rechazar', {
      token: tesorero.token,
      body: [{ idReclamo: r.id_reclamo, razon: 'Sin grabación del contenido' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await drenar();
    const [fila] = await t.db.select().from(tarjetaDiscord).where(eq(tarjetaDiscord.idEntidad, r.id_reclamo));
    expect(textoDe(fila!.idMensaje)).toContain('Sin grabación del contenido');
    expect(fake.mensajes.get(fila!.idMensaje)!.components).toEqual([]);
    expect(JSON.stringify(fake.mdA(USUARIO).at(-1)!.embeds)).toContain('Sin grabación del contenido');
  });
});

describe('the outbox with only DISCORD_TOKEN', () => {
  it('the leader’s list says it is configured; without webhook nor token it is not', async () => {
    const lista = async () => (await t.request('GET', '/api/notificaciones', { token: t.lider.token })).json().configurado;
    expect(await lista()).toBe(true);
    t.app.ajustesAvisos.rest = false;
    expect(await lista()).toBe(false);
    t.app.ajustesAvisos.rest = true;
  });

  it('a call left without DISCORD_TOKEN, or a message without DISCORD_WEBHOOK_URL, fails for good', async () => {
    await encolarLlamada(t.db, 'rest', 'Rol', { clase: 'rest', metodo: 'PUT', ruta: '/guilds/1/members/2/roles/3' });
    await encolar(
      t.db,
      'periodo_abierto',
      construirMensaje({ tipo: 'periodo_abierto', idPeriodo: 1, lugar: 'Martlock', por: 'lider' }),
    );
    const w = new OutboxWorker({ db: t.db, log, now: clock });
    expect(await w.paso()).toMatchObject({ tipo: 'fallido' });
    expect(await w.paso()).toMatchObject({ tipo: 'fallido' });
    expect((await t.db.select().from(outbox).orderBy(outbox.idOutbox)).map((r) => r.error)).toEqual([
      'Falta DISCORD_TOKEN: la llamada a Discord no puede hacerse',
      'Falta DISCORD_WEBHOOK_URL: el mensaje no puede enviarse',
    ]);
  });
});
