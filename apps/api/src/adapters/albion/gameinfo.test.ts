// The gameinfo client against a local fake of the gameinfo API (no internet).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayTimeout, ServiceUnavailable } from '../../lib/errors.js';
import { failure } from '../../testing/app-error.js';
import { AlbionMembership, pickMember, type AlbionMembershipOptions } from './gameinfo.js';
import type { Clock } from './clock.js';
import { FAKE_GUILD_ID, startFakeGameinfo, type FakeGameinfo } from '../../testing/fake-gameinfo.js';
import { SIN_ESPERAS } from '../../testing/fixtures/albion.js';

let fake: FakeGameinfo;
beforeEach(async () => {
  fake = await startFakeGameinfo();
});
afterEach(() => fake.close());

const client = (options: Partial<AlbionMembershipOptions> = {}) =>
  new AlbionMembership({
    baseUrl: fake.base,
    guildId: FAKE_GUILD_ID,
    ...SIN_ESPERAS,
    ...options,
  });

/** A clock that only moves when the test says so. */
function manualClock() {
  let now = 0;
  const sleeping: { until: number; resolve: () => void }[] = [];
  const clock: Clock & { advance(ms: number): void; sleepers(): number } = {
    now: () => now,
    sleep: (ms) => new Promise<void>((resolve) => sleeping.push({ until: now + ms, resolve })),
    advance(ms) {
      now += ms;
      for (const s of [...sleeping]) {
        if (s.until <= now) {
          sleeping.splice(sleeping.indexOf(s), 1);
          s.resolve();
        }
      }
    },
    sleepers: () => sleeping.length,
  };
  return clock;
}

describe('AlbionMembership.check', () => {
  it('finds the exact name among several near matches and sees the member', async () => {
    const result = await client().check('aldrakar');
    expect(result).toEqual({ miembro: true, nickname: 'Aldrakar', guild: 'Reparto Demo', encontrado: true });
    expect(fake.requests).toEqual(['/api/gameinfo/search?q=aldrakar']);
  });

  it('says who belongs to another guild', async () => {
    expect(await client().check('RENEGADO')).toEqual({
      miembro: false,
      nickname: 'Renegado',
      guild: 'Los Otros',
      encontrado: true,
    });
  });

  it('says who has no guild', async () => {
    expect(await client().check('solitario')).toEqual({ miembro: false, nickname: 'Solitario', guild: null, encontrado: true });
  });

  it('does not take a near match for the player', async () => {
    // "casiexacto" finds "Casiexacto1" (a member) but nobody called exactly "casiexacto".
    expect(await client().check('casiexacto')).toEqual({
      miembro: false,
      nickname: 'casiexacto',
      guild: null,
      encontrado: false,
    });
    expect(fake.queries).toEqual(['casiexacto']);
  });

  it('answers "not a member" when nobody matches at all', async () => {
    expect(await client().check('nadieasi')).toMatchObject({ miembro: false, guild: null, encontrado: false });
  });

  it('times out a slow answer with a 504 in Spanish, without retrying', async () => {
    fake.steps.push({ hang: true });
    const error = await failure(client({ timeoutMs: 150 }).check('aldrakar'));
    expect(error).toBeInstanceOf(GatewayTimeout);
    expect(error.statusCode).toBe(504);
    expect(error.message).toBe('La API de Albion Online no respondió a tiempo; inténtelo de nuevo más tarde');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a 502 and then answers', async () => {
    fake.steps.push({ status: 502, body: '<html>Bad Gateway</html>' });
    expect(await client().check('brunhild')).toMatchObject({ miembro: true, nickname: 'Brunhild' });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([503, 504])('retries once after a %i too', async (status) => {
    fake.steps.push({ status });
    expect(await client().check('brunhild')).toMatchObject({ miembro: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up with a 503 when the retry fails as well', async () => {
    fake.steps.push({ status: 503 }, { status: 502 });
    const error = await failure(client().check('brunhild'));
    expect(error).toBeInstanceOf(ServiceUnavailable);
    expect(error.message).toBe('La API de Albion Online respondió con un error (HTTP 502); inténtelo de nuevo más tarde');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry other errors', async () => {
    fake.steps.push({ status: 500, body: '{"error":"x"}' });
    expect((await failure(client().check('brunhild'))).statusCode).toBe(503);
    expect(fake.requests).toHaveLength(1);
  });

  it('waits before the retry', async () => {
    const clock = manualClock();
    fake.steps.push({ status: 502 });
    const pending = client({ clock, retryDelayMs: 1500 }).check('brunhild');
    await vi.waitFor(() => expect(clock.sleepers()).toBe(1));
    expect(fake.requests).toHaveLength(1);
    clock.advance(1500);
    expect(await pending).toMatchObject({ miembro: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('asks once more on a new connection when the server closes the one it used, then answers 503', async () => {
    fake.steps.push({ cortar: true });
    expect(await client().check('brunhild')).toMatchObject({ miembro: true });
    expect(fake.requests).toHaveLength(2);
    fake.requests.length = 0;
    fake.steps.push({ cortar: true }, { cortar: true });
    const error = await failure(client().check('brunhild'));
    expect(error.message).toBe('No se pudo conectar con la API de Albion Online; inténtelo de nuevo más tarde');
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 503 when the API cannot be reached', async () => {
    const base = fake.base;
    await fake.close();
    const error = await failure(new AlbionMembership({ baseUrl: base, guildId: FAKE_GUILD_ID }).check('brunhild'));
    expect(error).toBeInstanceOf(ServiceUnavailable);
    expect(error.message).toBe('No se pudo conectar con la API de Albion Online; inténtelo de nuevo más tarde');
    fake = await startFakeGameinfo();
  });

  it.each([
    ['not JSON', 'Service temporarily unavailable'],
    ['another shape', '{"players":[{"Name":42}]}'],
  ])('answers 503 for a body that is %s', async (_name, body) => {
    fake.steps.push({ status: 200, body });
    expect((await failure(client().check('brunhild'))).message).toBe(
      'La API de Albion Online respondió con datos inesperados; inténtelo de nuevo más tarde',
    );
  });

  it('tolerates extra and missing optional fields', async () => {
    fake.steps.push({
      status: 200,
      body: JSON.stringify({ players: [{ Id: 'z', Name: 'Brunhild', GuildId: FAKE_GUILD_ID, GuildName: 'G', Nuevo: { a: 1 } }] }),
    });
    expect(await client().check('brunhild')).toMatchObject({ miembro: true, guild: 'G' });
  });

  it('keeps answers a few minutes: a second check does not reach the server', async () => {
    const clock = manualClock();
    const albion = client({ clock, cacheTtlMs: 300_000 });
    await albion.check('aldrakar');
    expect(await albion.check('AldraKar')).toMatchObject({ miembro: true });
    expect(fake.requests).toHaveLength(1);
    clock.advance(300_000);
    await albion.check('aldrakar');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not keep failures', async () => {
    const albion = client();
    fake.steps.push({ status: 500 });
    await failure(albion.check('aldrakar'));
    expect(await albion.check('aldrakar')).toMatchObject({ miembro: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps a bounded number of answers', async () => {
    const albion = client({ cacheMax: 2 });
    await albion.check('aldrakar');
    await albion.check('brunhild');
    await albion.check('renegado'); // pushes out aldrakar
    await albion.check('brunhild');
    expect(fake.requests).toHaveLength(3);
    await albion.check('aldrakar');
    expect(fake.requests).toHaveLength(4);
  });

  it('sends one request for two checks of the same name at once', async () => {
    const albion = client();
    const [a, b] = await Promise.all([albion.check('brunhild'), albion.check('BRUNHILD')]);
    expect(a).toEqual(b);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends at most `requestsPerSecond` requests a second', async () => {
    const clock = manualClock();
    const albion = client({ clock, requestsPerSecond: 2, burst: 2 });
    const all = Promise.all(['aldrakar', 'brunhild', 'renegado', 'solitario', 'nadieasi'].map((n) => albion.check(n)));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
    await vi.waitFor(() => expect(clock.sleepers()).toBe(1));
    expect(fake.requests).toHaveLength(2);
    clock.advance(500);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(3));
    await vi.waitFor(() => expect(clock.sleepers()).toBe(1));
    expect(fake.requests).toHaveLength(3);
    clock.advance(1000);
    await all;
    expect(fake.requests).toHaveLength(5);
  });

  it('only ever calls {base}/search, with the nickname encoded as q', async () => {
    const albion = new AlbionMembership({ baseUrl: `${fake.base}/`, guildId: FAKE_GUILD_ID });
    await albion.check('a&q=b/../../x?y#z');
    expect(fake.requests).toEqual(['/api/gameinfo/search?q=a%26q%3Db%2F..%2F..%2Fx%3Fy%23z']);
    expect(fake.queries).toEqual(['a&q=b/../../x?y#z']);
  });

  it('refuses a base address that is not http(s)', () => {
    expect(() => new AlbionMembership({ baseUrl: 'file:///etc/passwd', guildId: 'x' })).toThrow(/http/);
  });
});

describe('pickMember', () => {
  const players = [
    { Id: '1', Name: 'Twin', GuildId: 'other', GuildName: 'Otro' },
    { Id: '2', Name: 'twin', GuildId: 'mine', GuildName: 'Mío' },
  ];
  it('prefers the exact match in the guild when several exact matches come', () => {
    expect(pickMember('TWIN', players, 'mine')).toMatchObject({ miembro: true, nickname: 'twin', guild: 'Mío' });
  });
});
