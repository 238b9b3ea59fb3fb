import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { auditoria, jugador } from '../../db/schema.js';
import type { MembershipChecker, MembershipResult } from '../../adapters/membership.js';
import { AlbionMembership } from '../../adapters/albion/gameinfo.js';
import { FAKE_GUILD_ID, startFakeGameinfo, type FakeGameinfo } from '../../testing/fake-gameinfo.js';
import { ServiceUnavailable } from '../../lib/errors.js';
import { nextRunDelayMs, revisarMembresia, startMembershipRecheck } from './integraciones.service.js';

const isMember = (t: TestApp, nickname: string | undefined, token?: string) =>
  t.request('GET', `/api/jugadores/isMember${nickname === undefined ? '' : `?nickname=${encodeURIComponent(nickname)}`}`, {
    token,
  });

describe('GET /api/jugadores/isMember without Albion configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers at once that the check is not configured', async () => {
    const res = await isMember(t, 'Brunhild', t.lider.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      miembro: null,
      nickname: 'brunhild',
      guild: null,
      message: 'Verificación de Albion no configurada',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await isMember(t, 'brunhild');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: expect.any(String), code: expect.any(String) });
  });

  it.each([[[8]], [[5, 2, 3]]])('answers 403 to an account with charges %j (neither 7 nor LIDER)', async (cargos) => {
    const cuenta = await t.createCuenta({ cargos });
    const res = await isMember(t, 'brunhild', cuenta.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: 'No tiene permiso para realizar esta acción', code: 'sesion.sinPermiso' });
  });

  it.each([[[7]], [[1]]])('lets an account with charges %j ask', async (cargos) => {
    const cuenta = await t.createCuenta({ cargos });
    expect((await isMember(t, 'brunhild', cuenta.token)).statusCode).toBe(200);
  });

  it.each([
    ['no nickname', undefined],
    ['a blank nickname', '  '],
    ['a nickname with spaces', 'brun hild'],
    ['a two-letter nickname', 'ab'],
    ['a URL', 'http://evil.example/x'],
  ])('answers 400 in Spanish for %s', async (_name, nickname) => {
    const res = await isMember(t, nickname, t.lider.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringMatching(/^Datos inválidos/), code: 'validacion.datos' });
  });
});

describe('GET /api/jugadores/isMember against a fake gameinfo API', () => {
  let t: TestApp;
  let fake: FakeGameinfo;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeGameinfo();
    const membership = new AlbionMembership({
      baseUrl: fake.base,
      guildId: FAKE_GUILD_ID,
      timeoutMs: 1500, // short for the 504 test, long enough for a loaded machine
      retryDelayMs: 0,
      cacheTtlMs: 0, // every request reaches the fake
      requestsPerSecond: 100,
      burst: 100,
    });
    t = await buildTestApp({ membership });
    token = (await t.createCuenta({ cargos: [7] })).token;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('says that a member is a member', async () => {
    const res = await isMember(t, 'ALDRAKAR', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      miembro: true,
      nickname: 'Aldrakar',
      guild: 'Reparto Demo',
      message: 'Aldrakar es miembro del gremio Reparto Demo en Albion Online',
    });
    expect(fake.queries.at(-1)).toBe('aldrakar');
  });

  it('says that a player of another guild is not a member, and names the guild', async () => {
    const res = await isMember(t, 'renegado', token);
    expect(res.json()).toEqual({
      ok: true,
      miembro: false,
      nickname: 'Renegado',
      guild: 'Los Otros',
      message: 'Renegado no es miembro del gremio en Albion Online (está en el gremio Los Otros)',
    });
  });

  it('says when nobody has that exact name', async () => {
    const res = await isMember(t, 'casiexacto', token);
    expect(res.json()).toEqual({
      ok: true,
      miembro: false,
      nickname: 'casiexacto',
      guild: null,
      message: 'No se encontró ningún jugador llamado casiexacto en Albion Online',
    });
  });

  it('says when the player has no guild', async () => {
    expect((await isMember(t, 'solitario', token)).json()).toMatchObject({
      miembro: false,
      message: 'Solitario no es miembro del gremio en Albion Online (no pertenece a ningún gremio)',
    });
  });

  it('answers 504 when Albion Online does not answer in time', async () => {
    fake.steps.push({ hang: true });
    const res = await isMember(t, 'brunhild', token);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      ok: false,
      message: 'La API de Albion Online no respondió a tiempo; inténtelo de nuevo más tarde',
      code: 'albion.apiTimeout',
    });
  });

  it('answers 503 when Albion Online keeps failing', async () => {
    fake.steps.push({ status: 503 }, { status: 503 });
    const res = await isMember(t, 'brunhild', token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      ok: false,
      message: 'La API de Albion Online respondió con un error (HTTP 503); inténtelo de nuevo más tarde',
      code: 'albion.apiError',
    });
  });

  it('answers after one 502', async () => {
    fake.steps.push({ status: 502 });
    const res = await isMember(t, 'brunhild', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ miembro: true });
  });
});

describe('GET /api/jugadores/isMember when Albion Online cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    const fake = await startFakeGameinfo();
    const base = fake.base;
    await fake.close(); // nothing listens there any more
    t = await buildTestApp({ membership: new AlbionMembership({ baseUrl: base, guildId: FAKE_GUILD_ID }) });
  });
  afterAll(() => t.close());

  it('answers 503 in Spanish', async () => {
    const res = await isMember(t, 'brunhild', t.lider.token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      ok: false,
      message: 'No se pudo conectar con la API de Albion Online; inténtelo de nuevo más tarde',
      code: 'albion.apiCaida',
    });
  });
});

// ---------------------------------------------------------------------------------------------

/** A checker that knows some names, fails on others, and counts its calls. */
function fakeChecker(guilds: Record<string, string | null>, failing: string[] = []) {
  const calls: string[] = [];
  const checker: MembershipChecker = {
    configured: true,
    check: async (nickname): Promise<MembershipResult> => {
      calls.push(nickname);
      if (failing.includes(nickname)) throw new ServiceUnavailable();
      const guild = nickname in guilds ? guilds[nickname]! : 'Reparto Demo';
      return { miembro: guild === 'Reparto Demo', nickname, guild, encontrado: nickname in guilds ? guild !== null : true };
    },
  };
  return { checker, calls };
}

const revision = (t: TestApp, token?: string) => t.request('GET', '/api/jugadores/revisionMembresia', { token });

describe('membership re-check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is for the leader only', async () => {
    expect((await revision(t)).statusCode).toBe(401);
    const encargado = await t.createCuenta({ cargos: [7] });
    expect((await revision(t, encargado.token)).statusCode).toBe(403);
  });

  it('answers no result before the first run', async () => {
    const res = await revision(t, t.lider.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, revisado: null, fuera: [] });
  });

  it('lists the active players no longer in the guild and switches nobody off', async () => {
    const otro = await t.createPlayer({ nickname: 'renegado' });
    const perdido = await t.createPlayer({ nickname: 'perdido' });
    await t.createPlayer({ nickname: 'sinsuerte' });
    const apagado = await t.createPlayer({ nickname: 'apagado', estado: false });
    const { checker, calls } = fakeChecker({ renegado: 'Los Otros', perdido: null, apagado: 'Los Otros' }, ['sinsuerte']);

    const stored = await revisarMembresia(t.db, checker, { now: () => new Date('2025-09-21T10:00:00.000Z') });
    expect(stored).toMatchObject({ revisado: '2025-09-21T10:00:00.000Z', errores: 1 });
    expect(calls).not.toContain('apagado');

    const res = await revision(t, t.lider.token);
    expect(res.json()).toEqual({
      ok: true,
      revisado: '2025-09-21T10:00:00.000Z',
      fuera: [
        { id_player: otro.idPlayer, nickname: 'renegado', guild: 'Los Otros' },
        { id_player: perdido.idPlayer, nickname: 'perdido', guild: null },
      ],
    });
    const [row] = await t.db.select({ estado: jugador.estado }).from(jugador).where(eq(jugador.idPlayer, otro.idPlayer));
    expect(row!.estado).toBe(true);
    expect(apagado.idPlayer).toBeGreaterThan(0);

    // The leader switches one off: it leaves the list.
    await t.db.update(jugador).set({ estado: false }).where(eq(jugador.idPlayer, perdido.idPlayer));
    expect((await revision(t, t.lider.token)).json().fuera).toEqual([
      { id_player: otro.idPlayer, nickname: 'renegado', guild: 'Los Otros' },
    ]);
  });

  it('keeps the previous result when Albion Online answers no check at all', async () => {
    const before = (await revision(t, t.lider.token)).json();
    const everyone = (await t.db.select({ nickname: jugador.nickname }).from(jugador)).map((j) => j.nickname);
    const { checker } = fakeChecker({}, everyone);
    expect(await revisarMembresia(t.db, checker)).toBeNull();
    expect((await revision(t, t.lider.token)).json()).toEqual(before);
  });

  it('stores nothing when stopped midway (shutdown)', async () => {
    const before = (await revision(t, t.lider.token)).json();
    const { checker, calls } = fakeChecker({ renegado: 'Los Otros' });
    expect(await revisarMembresia(t.db, checker, { isStopped: () => calls.length > 0 })).toBeNull();
    expect(calls).toHaveLength(1);
    expect((await revision(t, t.lider.token)).json()).toEqual(before);
  });

  it('stores each run in the audit log', async () => {
    const rows = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'membresia_albion'), eq(auditoria.accion, 'revisar')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idCuenta).toBeNull();
  });

  it('runs on schedule and stops', async () => {
    const { checker, calls } = fakeChecker({});
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const scheduler = startMembershipRecheck({ db: t.db, membership: checker, hours: 24, log, minDelayMs: 0 });
    try {
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 10_000 });
      await scheduler.idle();
    } finally {
      scheduler.stop();
    }
    expect(log.error).not.toHaveBeenCalled();
    const rows = await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'membresia_albion'));
    expect(rows).toHaveLength(2);
  });
});

describe('nextRunDelayMs', () => {
  const now = new Date('2025-09-21T12:00:00Z');
  it('runs a minute after start when there was no run', () => {
    expect(nextRunDelayMs(null, 24, now)).toBe(60_000);
  });
  it('waits for the rest of the period after the last run', () => {
    expect(nextRunDelayMs(new Date('2025-09-21T06:00:00Z'), 24, now)).toBe(18 * 3_600_000);
  });
  it('runs soon when a run is overdue', () => {
    expect(nextRunDelayMs(new Date('2025-09-19T06:00:00Z'), 24, now)).toBe(60_000);
  });
  it('never waits more than one period (a clock set back)', () => {
    expect(nextRunDelayMs(new Date('2025-09-30T06:00:00Z'), 24, now)).toBe(24 * 3_600_000);
  });
});
