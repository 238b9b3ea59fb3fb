// Item names in the regear (docs/regear.md, «Nombres de los objetos»): the deaths list and the claims
// list give each item its name in the reader's language, read once from gameinfo's /items/{ID}/data (the
// local fake, real field set) and kept in `nombre_item`; an unknown item, or gameinfo failing, keeps its id.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ESTADO_PERIODO, type ItemRegear, type Muerte, type Reclamo } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { daysAgo, seedPeriodo } from '../../testing/fixtures/periodos.js';
import {
  FAKE_GUILD_ID,
  FAKE_GUILD_NAME,
  objeto,
  startFakeGameinfo,
  type FakeGameinfo,
  type OpcionesMuerte,
} from '../../testing/fake-gameinfo.js';
import { KillboardGameinfo } from '../../adapters/albion/killboard-gameinfo.js';
import { NombresItemsGameinfo, type NombresItem, type NombresItems } from '../../adapters/albion/nombres-items.js';
import { nombreItem, reclamoRegear } from '../../db/schema.js';
import { preciosMemoria } from './regear.fakes.js';
import { nombresDe } from './nombres-items.js';

let fake: FakeGameinfo;
let kb: KillboardGameinfo;
let t: TestApp;
let miembro: TestCuenta;
let siguiente = 0;

beforeAll(async () => {
  fake = await startFakeGameinfo();
  // Fast lanes and no pause before a retry: the test counts requests, not seconds.
  const opciones = { baseUrl: fake.base, guildId: FAKE_GUILD_ID, retryDelayMs: 0, requestsPerSecond: 1000, burst: 1000 };
  kb = new KillboardGameinfo(opciones);
  t = await buildTestApp({ killboard: kb, precios: preciosMemoria() });
  miembro = await t.createCuenta({ cargos: [3] });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A player of the fake guild with one death (EQUIPO_T8: a claymore, plate, a cape, …). */
async function jugadorConMuerte(
  equipment: OpcionesMuerte['equipment'] = {},
): Promise<{ cuenta: TestCuenta; eventId: number; Id: string }> {
  const cuenta = siguiente++ === 0 ? miembro : await t.createCuenta({ cargos: [3] });
  const Id = `pNombres${String(siguiente).padStart(15, '0')}`;
  fake.players.push({ Id, Name: cuenta.nickname, GuildId: FAKE_GUILD_ID, GuildName: FAKE_GUILD_NAME });
  const eventId = 700_000 + siguiente;
  fake.addDeath({ eventId, victim: { Id, Name: cuenta.nickname }, equipment });
  return { cuenta, eventId, Id };
}

async function muertes(c: TestCuenta, idioma?: string): Promise<Muerte[]> {
  const res = await t.request('GET', `/api/regear/muertes?nickname=${c.nickname}`, {
    token: c.token,
    ...(idioma ? { headers: { 'x-idioma': idioma } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { message: Muerte[] }).message;
}

const deSlot = (items: ItemRegear[], slot: string) => items.find((i) => i.slot === slot)!;
const pedidosDeItem = (id: string) => fake.requests.filter((r) => r === `/api/gameinfo/items/${id}/data`).length;

describe('GET /api/regear/muertes: item names', () => {
  it('names each item in the reader’s language (es, en, pt-BR), the id kept, an unknown one left as its id', async () => {
    const { cuenta } = await jugadorConMuerte();
    const [es] = await muertes(cuenta);
    expect(deSlot(es!.items, 'MainHand')).toMatchObject({ item: 'T8_2H_CLAYMORE@3', nombre: 'Mandoble del anciano' });
    expect(deSlot(es!.items, 'Cape')).toMatchObject({ item: 'T6_CAPE', nombre: 'Capa del maestro' });
    const [en] = await muertes(cuenta, 'en');
    expect(deSlot(en!.items, 'MainHand').nombre).toBe("Elder's Claymore");
    expect(deSlot(en!.items, 'Head').nombre).toBe("Elder's Soldier Helmet");
    const [pt] = await muertes(cuenta, 'pt-BR');
    expect(deSlot(pt!.items, 'MainHand').nombre).toBe('Montante do Ancião');
    // gameinfo does not know it (404): the id, no name.
    const armadura = deSlot(pt!.items, 'Armor');
    expect(armadura.item).toBe('T8_ARMOR_PLATE_SET1@1');
    expect(armadura.nombre).toBeUndefined();
  });

  it('asks gameinfo once per item: the names are kept in nombre_item (without the enchantment) and read from there', async () => {
    const { cuenta } = await jugadorConMuerte();
    await muertes(cuenta);
    await muertes(cuenta, 'en');
    // Asked once by the first test's list, never again; nor the item gameinfo did not know (404).
    expect(pedidosDeItem('T8_2H_CLAYMORE')).toBe(1);
    expect(pedidosDeItem('T8_2H_CLAYMORE@3')).toBe(0);
    expect(pedidosDeItem('T8_ARMOR_PLATE_SET1')).toBe(1);
    const [fila] = await t.db.select().from(nombreItem).where(eq(nombreItem.item, 'T8_2H_CLAYMORE'));
    expect(fila).toMatchObject({ es: 'Mandoble del anciano', en: "Elder's Claymore", ptBr: 'Montante do Ancião' });
  });

  it('keeps the ids when gameinfo fails, and names them on a later list once it answers', async () => {
    const { cuenta, Id } = await jugadorConMuerte({ Armor: objeto('T7_ARMOR_LEATHER_SET2@2') });
    fake.items.set('T7_ARMOR_LEATHER_SET2', { 'EN-US': "Grandmaster's Hunter Jacket", 'ES-ES': 'Chaqueta de cazador' });
    // The player's id and deaths known beforehand: the next list asks gameinfo only for names.
    await kb.idJugador(cuenta.nickname);
    await kb.muertes(Id);
    const antes = fake.requests.length;
    // Every name request of the next list fails (503, and its one retry).
    for (let i = 0; i < 40; i++) fake.steps.push({ status: 503, body: '' });
    const [caido] = await muertes(cuenta, 'en');
    const pedidas = fake.requests.length - antes;
    fake.steps.splice(0); // the steps left unused
    expect(pedidas).toBeGreaterThan(0);
    expect(deSlot(caido!.items, 'Armor').nombre).toBeUndefined();
    expect(deSlot(caido!.items, 'Armor').item).toBe('T7_ARMOR_LEATHER_SET2@2');
    // The names already kept still show.
    expect(deSlot(caido!.items, 'MainHand').nombre).toBe("Elder's Claymore");
    const [despues] = await muertes(cuenta, 'en');
    expect(deSlot(despues!.items, 'Armor').nombre).toBe("Grandmaster's Hunter Jacket");
  });
});

describe('GET /api/regear: the claims’ item names', () => {
  it('names a claim’s items in the reader’s language from nombre_item; the claim stores none', async () => {
    const { cuenta, eventId } = await jugadorConMuerte();
    await muertes(cuenta);
    const idPeriodo = await seedPeriodo(t.db, {
      idLugar: 5,
      idCuentaCreador: cuenta.idCuenta,
      estado: ESTADO_PERIODO.ABIERTO,
      fechaInicial: daysAgo(10),
    });
    const res = await t.request('POST', '/api/regear/reclamar', {
      token: cuenta.token,
      body: [{ idPeriodo, eventId, nickname: cuenta.nickname }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [guardado] = await t.db.select().from(reclamoRegear).where(eq(reclamoRegear.eventId, eventId));
    expect((guardado!.items as ItemRegear[]).every((i) => i.nombre === undefined)).toBe(true);
    for (const [idioma, nombre] of [
      ['en', "Elder's Claymore"],
      ['pt-BR', 'Montante do Ancião'],
      ['es', 'Mandoble del anciano'],
    ] as const) {
      const lista = await t.request('GET', `/api/regear?nickname=${cuenta.nickname}`, { headers: { 'x-idioma': idioma } });
      expect(lista.statusCode, lista.body).toBe(200);
      const [r] = (lista.json() as { message: Reclamo[] }).message;
      expect(deSlot(r!.items, 'MainHand').nombre, idioma).toBe(nombre);
    }
  });
});

describe('nombresDe', () => {
  it('neither asks again nor waits for an item another list is asking for', async () => {
    let soltar: (n: NombresItem) => void = () => {};
    const pedidos: string[] = [];
    const fuente: NombresItems = {
      nombres: (item) => (pedidos.push(item), new Promise<NombresItem>((resolve) => (soltar = resolve))),
    };
    const primera = nombresDe(t.db, fuente, ['T5_LENTO_PRUEBA@1'], 10_000);
    await vi.waitFor(() => expect(pedidos).toHaveLength(1)); // the first list is asking
    const t0 = Date.now();
    const segunda = await nombresDe(t.db, fuente, ['T5_LENTO_PRUEBA@2'], 10_000);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(segunda.has('T5_LENTO_PRUEBA')).toBe(false);
    expect(pedidos).toEqual(['T5_LENTO_PRUEBA']);
    soltar({ es: 'Lento', en: 'Slow', 'pt-BR': 'Lento' });
    expect((await primera).get('T5_LENTO_PRUEBA')?.en).toBe('Slow');
  });

  it('asks gameinfo for at most NOMBRES_POR_PETICION new items a call, and none without a source', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `T4_NOMBRE_PRUEBA_${i}`);
    const antes = fake.requests.length;
    const fuente = new NombresItemsGameinfo({ baseUrl: fake.base, requestsPerSecond: 1000, burst: 1000 });
    // Waits for every lookup (not the list's 2 s): on a busy machine some were still on their way when
    // the 2 s passed, and the count came short (20 of 24). The test counts requests, not seconds.
    await nombresDe(t.db, fuente, ids, 60_000);
    expect(fake.requests.length - antes).toBe(24);
    await nombresDe(t.db, undefined, ids);
    expect(fake.requests.length - antes).toBe(24);
  });
});
