// The regear's killboard client against the local gameinfo fake (no internet): parsing of the real
// field set, 404, retry, timeout, the battle page guard, caching and ids in the path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BadRequest, GatewayTimeout, ServiceUnavailable } from '../../lib/errors.js';
import { failure } from '../../testing/app-error.js';
import {
  EQUIPO_T8,
  FAKE_GUILD_ID,
  objeto,
  startFakeGameinfo,
  type EventoFake,
  type FakeGameinfo,
} from '../../testing/fake-gameinfo.js';
import { KillboardGameinfo, MENSAJES_KILLBOARD, type KillboardGameinfoOptions } from './killboard-gameinfo.js';
import { GAMEINFO_MAX_BYTES, MENSAJES_ALBION } from './gameinfo.js';
import { jsonDeBytes, relojManual, SIN_ESPERAS, sinContentLength } from '../../testing/fixtures/albion.js';
import { ServiciosExternos, fetchMedido } from '../../ops/servicios.js';

let fake: FakeGameinfo;
beforeEach(async () => {
  fake = await startFakeGameinfo();
});
afterEach(() => fake.close());

const ALDRAKAR = 'p0000000000000000000001';
const client = (options: Partial<KillboardGameinfoOptions> = {}) =>
  new KillboardGameinfo({
    baseUrl: fake.base,
    guildId: FAKE_GUILD_ID,
    ...SIN_ESPERAS,
    ...options,
  });

describe('KillboardGameinfo', () => {
  it('reads the fields of a death and ignores the rest', async () => {
    fake.addDeath({
      eventId: 1_234_567_890,
      timeStamp: '2025-09-21T19:51:32.664Z',
      battleId: 987_654_321,
      equipment: { OffHand: objeto('T8_OFF_SHIELD@2', 5), Food: null },
    });
    const e = await client().evento(1_234_567_890);
    expect(e).toEqual({
      EventId: 1_234_567_890,
      TimeStamp: '2025-09-21T19:51:32.664Z', // the fake writes 7 decimals, as gameinfo does
      BattleId: 987_654_321,
      Victim: {
        Id: ALDRAKAR,
        Name: 'Aldrakar',
        GuildId: FAKE_GUILD_ID,
        GuildName: 'Reparto Demo',
        AverageItemPower: 1412.37,
        Equipment: {
          MainHand: { Type: 'T8_2H_CLAYMORE@3', Count: 1, Quality: 2 },
          OffHand: { Type: 'T8_OFF_SHIELD@2', Count: 1, Quality: 5 },
          Head: { Type: 'T8_HEAD_PLATE_SET1@1', Count: 1, Quality: 3 },
          Armor: { Type: 'T8_ARMOR_PLATE_SET1@1', Count: 1, Quality: 1 },
          Shoes: { Type: 'T8_SHOES_PLATE_SET1@1', Count: 1, Quality: 4 },
          Cape: { Type: 'T6_CAPE', Count: 1, Quality: 2 },
          Bag: { Type: 'T6_BAG', Count: 1, Quality: 1 },
          Mount: { Type: 'T5_MOUNT_ARMORED_HORSE', Count: 1, Quality: 1 },
          Potion: { Type: 'T6_POTION_HEAL', Count: 5, Quality: 0 },
          Food: null,
        },
      },
    });
    expect(fake.requests).toEqual(['/api/gameinfo/events/1234567890']);
  });

  it('takes a BattleId of 0 or absent, and missing optional fields, sensibly', async () => {
    fake.addDeath({ eventId: 5, battleId: 0 });
    const sinCampos = { ...fake.addDeath({ eventId: 6 }) } as Record<string, unknown>;
    delete sinCampos['BattleId'];
    sinCampos['Victim'] = { Id: 'v1', Name: 'Sin', Equipment: { Head: { Type: 'T4_HEAD_CLOTH_SET1' } } };
    fake.events[1] = sinCampos as EventoFake;
    expect((await client().evento(5))?.BattleId).toBeNull();
    expect(await client().evento(6)).toMatchObject({
      BattleId: null,
      Victim: {
        GuildId: '',
        GuildName: '',
        AverageItemPower: 0,
        Equipment: { Head: { Type: 'T4_HEAD_CLOTH_SET1', Count: 1, Quality: 0 }, Armor: null },
      },
    });
  });

  it('answers null for an event gameinfo does not know (404), and does not keep that', async () => {
    const kb = client();
    expect(await kb.evento(42)).toBeNull();
    fake.addDeath({ eventId: 42 });
    expect((await kb.evento(42))?.EventId).toBe(42);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 503 for an event with another shape', async () => {
    fake.steps.push({ status: 200, body: JSON.stringify({ EventId: 'x', Victim: null }) });
    expect((await failure(client().evento(7))).message).toBe(MENSAJES_ALBION.datos);
  });

  it("lists a player's deaths newest first, with the id encoded in the path", async () => {
    fake.addDeath({ eventId: 1, timeStamp: '2025-09-20T10:00:00Z' });
    fake.addDeath({ eventId: 2, timeStamp: '2025-09-21T10:00:00Z' });
    fake.addDeath({ eventId: 3, victim: { Id: 'otro', Name: 'Brunhild' } });
    expect((await client().muertes(ALDRAKAR)).map((e) => e.EventId)).toEqual([2, 1]);
    await client().muertes('a/../../x?y#z');
    expect(fake.requests).toEqual([
      `/api/gameinfo/players/${ALDRAKAR}/deaths`,
      '/api/gameinfo/players/a%2F..%2F..%2Fx%3Fy%23z/deaths',
    ]);
  });

  it('retries once on a 503 and then answers', async () => {
    fake.addDeath({ eventId: 1 });
    fake.steps.push({ status: 503 });
    expect(await client().muertes(ALDRAKAR)).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up with a 503 when the retry fails as well', async () => {
    fake.steps.push({ status: 503 }, { status: 504 });
    const error = await failure(client().muertes(ALDRAKAR));
    expect(error).toBeInstanceOf(ServiceUnavailable);
    expect(error.message).toBe(MENSAJES_ALBION.error(504));
  });

  it('reads at most 5 MB of an answer (by its Content-Length, else counted): over it a 503 in Spanish and gameinfo degraded', async () => {
    for (const base of [fetch, sinContentLength]) {
      const servicios = new ServiciosExternos();
      servicios.registrar('gameinfo', servicios.porLlamadas('gameinfo', 'a la API de Albion Online'));
      const kb = client({ fetch: fetchMedido('gameinfo', { servicios }, base) });
      fake.steps.push({ status: 200, body: jsonDeBytes(GAMEINFO_MAX_BYTES, '[]') });
      expect(await kb.muertes('uno')).toEqual([]);
      fake.steps.push({ status: 200, body: jsonDeBytes(GAMEINFO_MAX_BYTES + 1, '[]') });
      const error = await failure(kb.muertes('otro'));
      expect(error).toBeInstanceOf(ServiceUnavailable);
      expect(error.message).toBe('La API de Albion Online respondió con más de 5 MB; inténtelo de nuevo más tarde');
      expect(servicios.informe().gameinfo).toEqual({
        status: 'degraded',
        reason: expect.stringContaining('(respuesta de más de 5 MB)'),
      });
    }
  });

  it('times out a slow answer with a 504 in Spanish', async () => {
    fake.steps.push({ hang: true });
    const error = await failure(client({ timeoutMs: 150 }).evento(1));
    expect(error).toBeInstanceOf(GatewayTimeout);
    expect(error.message).toBe(MENSAJES_ALBION.timeout);
  });

  it('pages a battle, and refuses a limit over 51 or an offset over 1000 before sending', async () => {
    for (let i = 1; i <= 4; i++) fake.addDeath({ eventId: 100 + i, battleId: 77, timeStamp: `2025-09-2${i}T10:00:00Z` });
    const kb = client();
    expect((await kb.eventosDeBatalla(77, 1, 2)).map((e) => e.EventId)).toEqual([103, 102]);
    expect(fake.requests).toEqual(['/api/gameinfo/events/battle/77?offset=1&limit=2']);
    expect(await kb.eventosDeBatalla(77, 1000, 51)).toEqual([]);
    for (const [offset, limit, message] of [
      [0, 52, MENSAJES_KILLBOARD.limite],
      [0, 0, MENSAJES_KILLBOARD.limite],
      [1001, 51, MENSAJES_KILLBOARD.offset],
      [-1, 10, MENSAJES_KILLBOARD.offset],
    ] as const) {
      const error = await failure(kb.eventosDeBatalla(77, offset, limit));
      expect(error).toBeInstanceOf(BadRequest);
      expect(error.message).toBe(message);
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps deaths a minute, and the events they list an hour', async () => {
    const clock = relojManual();
    const kb = client({ clock });
    fake.addDeath({ eventId: 9 });
    await kb.muertes(ALDRAKAR);
    await kb.muertes(ALDRAKAR);
    expect((await kb.evento(9))?.EventId).toBe(9); // from the list: no request
    expect(fake.requests).toHaveLength(1);
    clock.advance(60_000);
    await kb.muertes(ALDRAKAR);
    expect(fake.requests).toHaveLength(2);
    clock.advance(60 * 60_000);
    await kb.evento(9);
    expect(fake.requests).toEqual([
      ...Array<string>(2).fill(`/api/gameinfo/players/${ALDRAKAR}/deaths`),
      '/api/gameinfo/events/9',
    ]);
  });

  it('shares one request between two identical calls at once', async () => {
    fake.addDeath({ eventId: 11 });
    const kb = client();
    const [a, b] = await Promise.all([kb.evento(11), kb.evento(11)]);
    expect(a).toEqual(b);
    expect(fake.requests).toHaveLength(1);
  });

  it("finds a player's id by exact name, preferring the guild's, and keeps it", async () => {
    const kb = client();
    expect(await kb.idJugador('ALDRAKAR')).toBe(ALDRAKAR);
    expect(await kb.idJugador('aldrakar')).toBe(ALDRAKAR);
    expect(await kb.idJugador('casiexacto')).toBeNull();
    expect(fake.queries).toEqual(['aldrakar', 'casiexacto']);
  });

  it('does not ask for a nonsense event or battle id', async () => {
    expect(await client().evento(-3)).toBeNull();
    expect(await client().eventosDeBatalla(0, 0, 10)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('says which guild it checks, and uses the real equipment shape', () => {
    expect(client().guildId).toBe(FAKE_GUILD_ID);
    expect(Object.keys(EQUIPO_T8)).toHaveLength(10);
  });
});
