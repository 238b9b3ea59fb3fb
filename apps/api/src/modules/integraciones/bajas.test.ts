// The leavers' purge (docs/integraciones.md, «Bajas»), against the gameinfo fake and a fake clock: the
// re-check notes since when each player is out; after `bajaDias` days it switches them off as `bajaModo`
// says (soft: officer cargos removed, the account kept; full: the player off, sessions ended); a player
// back in the guild is cleared; the dry run lists exactly who the real run switches off and changes
// nothing; the leader's account is never purged; only the leader sees the dry run. Each switch-off is
// audited, posted to the log channel and, with the roles in step, removes the Discord roles (the outbox).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, cuenta, cuentaCargo, fueraGremio, jugador, outbox } from '../../db/schema.js';
import { AlbionMembership } from '../../adapters/albion/gameinfo.js';
import { FAKE_GUILD_ID, FAKE_GUILD_NAME, startFakeGameinfo, type FakeGameinfo } from '../../testing/fake-gameinfo.js';
import { revisarMembresia } from './integraciones.service.js';

const DIA = 86_400_000;
const GUILD = '400000000000000001';
const CANAL = '400000000000000009';
const ROLES = new Map<number, readonly string[]>([
  [2, ['500000000000000002']],
  [8, ['500000000000000008']],
  [3, ['500000000000000003']],
]);
let t: TestApp;
let fake: FakeGameinfo;
let membership: AlbionMembership;
let n = 0;

beforeAll(async () => {
  fake = await startFakeGameinfo();
  membership = new AlbionMembership({
    baseUrl: fake.base,
    guildId: FAKE_GUILD_ID,
    retryDelayMs: 0,
    cacheTtlMs: 0,
    requestsPerSecond: 1000,
    burst: 1000,
  });
  t = await buildTestApp({
    membership,
    ajustesAvisos: { activo: false, pagos: false, rest: true, rolesDiscord: ROLES },
    gremio: { discordGuildId: GUILD },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A member of the guild in the fake (its Albion Name is the nickname), with an account holding `cargos`. */
async function miembro(cargos: number[]): Promise<TestCuenta> {
  const nickname = `baja${(n++).toString(36)}x${Date.now().toString(36)}`;
  fake.players.push({ Id: `id-${nickname}`, Name: nickname, GuildId: FAKE_GUILD_ID, GuildName: FAKE_GUILD_NAME });
  return t.createCuenta({ cargos, nickname });
}

/** The player leaves (or rejoins) the Albion guild. */
function cambiaGremio(c: TestCuenta, dentro: boolean) {
  const p = fake.players.find((x) => x.Name === c.nickname)!;
  Object.assign(
    p,
    dentro ? { GuildId: FAKE_GUILD_ID, GuildName: FAKE_GUILD_NAME } : { GuildId: 'OtroGremio', GuildName: 'Los Otros' },
  );
}

const ajustar = async (cambios: object) => {
  const res = await t.request('PUT', '/api/gremio/ajustes', { token: t.lider.token, body: [cambios] });
  expect(res.statusCode).toBe(200);
};
/** A re-check at `ahora` (the fake clock), with the purge as the app runs it. */
const revisar = (ahora: Date) =>
  revisarMembresia(t.db, membership, { now: () => ahora, bajas: { gremio: t.app.gremio, ajustesAvisos: t.app.ajustesAvisos } });

const cargosDe = async (idCuenta: number) =>
  (await t.db.select({ c: cuentaCargo.idCargo }).from(cuentaCargo).where(eq(cuentaCargo.idCuenta, idCuenta)))
    .map((r) => r.c)
    .sort((a, b) => a - b);
const estado = async (idPlayer: number) =>
  (await t.db.select({ e: jugador.estado }).from(jugador).where(eq(jugador.idPlayer, idPlayer)))[0]!.e;
const fila = async (idPlayer: number) => (await t.db.select().from(fueraGremio).where(eq(fueraGremio.idPlayer, idPlayer)))[0];
const bajas = (token?: string) => t.request('GET', '/api/jugadores/bajas', { token });
const auditoriaDe = (idPlayer: number) =>
  t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'jugador'), eq(auditoria.idEntidad, String(idPlayer)), like(auditoria.accion, 'baja%')));

describe('the leavers’ purge', () => {
  it('soft: untouched before bajaDias days; at bajaDias days the officer cargos go and the account stays, audited once', async () => {
    await ajustar({ bajaModo: 'suave', bajaDias: 14 });
    const oficial = await miembro([2, 3, 5, 8]);
    const base = Date.now() - 20 * DIA;
    cambiaGremio(oficial, false);
    await revisar(new Date(base));
    expect((await fila(oficial.idPlayer))!.desde.getTime()).toBe(base);

    // 13 days out: nothing yet.
    await revisar(new Date(base + 13 * DIA));
    expect(await cargosDe(oficial.idCuenta)).toEqual([2, 3, 5, 8]);
    expect((await fila(oficial.idPlayer))!.baja).toBeNull();

    // 14 days out: switched off, softly.
    const ahora = new Date(base + 14 * DIA);
    await revisar(ahora);
    expect(await cargosDe(oficial.idCuenta)).toEqual([3]);
    expect(await estado(oficial.idPlayer)).toBe(true);
    const [c] = await t.db.select({ activa: cuenta.activa }).from(cuenta).where(eq(cuenta.idCuenta, oficial.idCuenta));
    expect(c!.activa).toBe(true);
    expect(await fila(oficial.idPlayer)).toMatchObject({ baja: ahora, modo: 'suave' });

    // A later run does not do it again.
    await revisar(new Date(base + 15 * DIA));
    const filas = await auditoriaDe(oficial.idPlayer);
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({
      idCuenta: null,
      accion: 'baja suave',
      antes: { cargos: [2, 3, 5, 8] },
      despues: { cargos: [3], dias: 14 },
    });
  });

  it('full: the player is switched off and their sessions end', async () => {
    await ajustar({ bajaModo: 'completa', bajaDias: 3 });
    const m = await miembro([3, 7]);
    expect((await t.request('GET', '/api/cuentas/mia', { token: m.token })).statusCode).toBe(200);
    const base = Date.now() - 10 * DIA;
    cambiaGremio(m, false);
    await revisar(new Date(base));
    await revisar(new Date(base + 2 * DIA));
    expect(await estado(m.idPlayer)).toBe(true);
    await revisar(new Date(base + 3 * DIA));
    expect(await estado(m.idPlayer)).toBe(false);
    expect(await cargosDe(m.idCuenta)).toEqual([3, 7]);
    expect((await t.request('GET', '/api/cuentas/mia', { token: m.token })).statusCode).toBe(401);
    const [a] = await auditoriaDe(m.idPlayer);
    expect(a).toMatchObject({ accion: 'baja completa', antes: { estado: true }, despues: { estado: false, dias: 3 } });
  });

  it('a player back in the guild before bajaDias days is cleared: days count again from the next time out', async () => {
    await ajustar({ bajaModo: 'completa', bajaDias: 5 });
    const m = await miembro([3]);
    const base = Date.now() - 30 * DIA;
    cambiaGremio(m, false);
    await revisar(new Date(base));
    cambiaGremio(m, true);
    await revisar(new Date(base + 4 * DIA));
    expect(await fila(m.idPlayer)).toBeUndefined();
    cambiaGremio(m, false);
    await revisar(new Date(base + 6 * DIA));
    expect((await fila(m.idPlayer))!.desde.getTime()).toBe(base + 6 * DIA);
    await revisar(new Date(base + 10 * DIA));
    expect(await estado(m.idPlayer)).toBe(true);
    expect(await auditoriaDe(m.idPlayer)).toHaveLength(0);
  });

  it('each switch-off is posted to the log channel and, with the roles in step, removes the Discord roles', async () => {
    await ajustar({ bajaModo: 'suave', bajaDias: 2, canalRegistro: CANAL, sincronizarRoles: true });
    const suave = await miembro([2, 3, 8]);
    await t.db.update(cuenta).set({ discordUserId: '600000000000000001' }).where(eq(cuenta.idCuenta, suave.idCuenta));
    const base = Date.now() - 5 * DIA;
    cambiaGremio(suave, false);
    await revisar(new Date(base));
    await t.db.delete(outbox);
    await revisar(new Date(base + 2 * DIA));
    // This player's calls (a player of an earlier test may be switched off in the same run).
    const miembro_ = `/guilds/${GUILD}/members/600000000000000001`;
    const suyas = (await t.db.select().from(outbox).orderBy(outbox.idOutbox))
      .filter((f) => f.clase === 'discord')
      .map((f) => f.payload as { metodo: string; ruta: string; body?: { embeds: { title: string }[] } })
      .filter((l) => l.ruta.startsWith(miembro_) || l.body?.embeds[0]?.title.endsWith(suave.nickname));
    expect(suyas.map((l) => `${l.metodo} ${l.ruta}`)).toEqual([
      `DELETE ${miembro_}/roles/500000000000000002`,
      `DELETE ${miembro_}/roles/500000000000000008`,
      `POST /channels/${CANAL}/messages`,
    ]);
    expect(suyas[2]!.body!.embeds[0]!.title).toBe(`Baja suave: ${suave.nickname}`);
    await ajustar({ canalRegistro: '', sincronizarRoles: false });
  });

  it('mode `no` never switches anyone off', async () => {
    await ajustar({ bajaModo: 'no', bajaDias: 1 });
    const m = await miembro([2, 3]);
    const base = Date.now() - 40 * DIA;
    cambiaGremio(m, false);
    await revisar(new Date(base));
    await revisar(new Date(base + 39 * DIA));
    expect(await estado(m.idPlayer)).toBe(true);
    expect(await cargosDe(m.idCuenta)).toEqual([2, 3]);
    expect((await fila(m.idPlayer))!.baja).toBeNull();
  });
});

describe('GET /api/jugadores/bajas (the dry run)', () => {
  it('is the leader’s only: 401 without a session, 403 for another cargo', async () => {
    expect((await bajas()).statusCode).toBe(401);
    const oficial = await miembro([2, 3, 5, 6, 7, 8]);
    expect((await bajas(oficial.token)).statusCode).toBe(403);
  });

  it('lists who the real run switches off, with the days out, and changes nothing; the leader stays', async () => {
    await ajustar({ bajaModo: 'suave', bajaDias: 7 });
    const viejo = await miembro([2, 3]);
    const nuevo = await miembro([2, 3]);
    const base = Date.now() - 9 * DIA;
    cambiaGremio(viejo, false);
    await revisar(new Date(base));
    cambiaGremio(nuevo, false);
    await revisar(new Date(base + 5 * DIA));
    // Since then the leader ('lider', unknown to the gameinfo) and players of the earlier tests are out too.

    const antes = await t.db.select().from(auditoria);
    const res = await bajas(t.lider.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, modo: 'suave', bajaDias: 7 });
    const de = (idPlayer: number) => body.jugadores.find((j: { id_player: number }) => j.id_player === idPlayer);
    expect(de(viejo.idPlayer)).toEqual({
      id_player: viejo.idPlayer,
      nickname: viejo.nickname,
      desde: new Date(base).toISOString(),
      dias: 9,
      baja: true,
      excluido: null,
    });
    expect(de(nuevo.idPlayer)).toMatchObject({ dias: 4, baja: false, excluido: null });
    expect(de(t.lider.idPlayer)).toMatchObject({ baja: false, excluido: 'lider' });
    // Nothing changed.
    expect(await t.db.select().from(auditoria)).toHaveLength(antes.length);
    expect(await cargosDe(viejo.idCuenta)).toEqual([2, 3]);

    // The real run now switches off exactly the players the dry run marked.
    const marcados = body.jugadores.filter((j: { baja: boolean }) => j.baja).map((j: { id_player: number }) => j.id_player);
    const ahora = new Date();
    await revisar(ahora);
    const hechas = await t.db.select({ id: fueraGremio.idPlayer }).from(fueraGremio).where(eq(fueraGremio.baja, ahora));
    expect(hechas.map((h) => h.id).sort()).toEqual([...marcados].sort());
    expect(marcados).toContain(viejo.idPlayer);
    expect(await cargosDe(viejo.idCuenta)).toEqual([3]);
    expect(await cargosDe(t.lider.idCuenta)).toHaveLength(8);
    expect((await bajas(t.lider.token)).json().jugadores.map((j: { id_player: number }) => j.id_player)).not.toContain(
      viejo.idPlayer,
    );
  });
});
