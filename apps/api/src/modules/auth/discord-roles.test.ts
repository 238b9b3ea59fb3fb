// «Entrar con Discord»: roles → cargos at every renewal, the player link by Discord user id, and the
// leader's email account (docs/integraciones.md, "Discord login"); PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { CARGO, CARGO_IDS } from '@reparto/contract';
import { auditoria, cuenta, jugador } from '../../db/schema.js';
import {
  albionFalso,
  buildDiscordTest,
  entrar,
  entrarYVincular,
  hastaLaWeb,
  renovar,
  ROL_TESORERO,
  sesion,
  usuario,
  vincular,
  type DiscordTest,
} from '../../testing/discord-login.js';
import { MENSAJE_DISCORD_REVOCADO, MENSAJE_YA_NO_MIEMBRO } from './discord-roles.js';
import { MENSAJE_CUENTA_INACTIVA, mensajeJugadorTomado } from './discord.service.js';

let d: DiscordTest;
let n = 0;
/** A new Discord member of the server (and, with `jugador`, a registered player of that name). */
async function miembro(roles: string[] = [], nick?: string) {
  const id = `5000000000000000${String(++n).padStart(2, '0')}`;
  d.fake.users.set(id, usuario(id, `dc${n}`, { roles, nick: nick ?? null }));
  return id;
}
const crearPeriodo = (token: string) =>
  d.t.request('POST', '/api/distribuciones', { token, body: [{ idLugarDist: 1 + (n % 8), gremioFederacion: 1 }] });
const cargosDe = (res: { json(): { charges: { id_cargo: number }[] } }) => res.json().charges.map((c) => c.id_cargo);
const acciones = async (idCuenta: number) =>
  (
    await d.t.db
      .select({ a: auditoria.accion })
      .from(auditoria)
      .where(eq(auditoria.idEntidad, String(idCuenta)))
  ).map((r) => r.a);
const cuentaDe = async (discordUserId: string) =>
  (await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, discordUserId)))[0]!;

beforeAll(async () => {
  d = await buildDiscordTest([], { membership: albionFalso(['forastero']) });
});
afterAll(() => d.close());

describe('roles', () => {
  it('maps a Discord role to its cargo (TESORERO creates a period); no mapped role is MIEMBRO (403)', async () => {
    const oficial = await entrarYVincular(d, await miembro([ROL_TESORERO]), 'nuevo1');
    expect(cargosDe(await renovar(d, oficial))).toEqual([8]);
    expect((await crearPeriodo(oficial)).statusCode).toBe(201);
    const simple = await entrarYVincular(d, await miembro(['999999999999999999']), 'aldra');
    expect(cargosDe(await renovar(d, simple))).toEqual([3]);
    expect((await crearPeriodo(simple)).statusCode).toBe(403);
  });

  it('a removed role is gone at the next renewal (audited), and the old token loses it too', async () => {
    const id = await miembro([ROL_TESORERO]);
    const token = await entrarYVincular(d, id, 'brun');
    expect(cargosDe(await renovar(d, token))).toEqual([8]);
    d.fake.users.get(id)!.roles = [];
    const renovado = await renovar(d, token);
    expect(renovado.statusCode).toBe(200);
    expect(cargosDe(renovado)).toEqual([3]);
    expect((await crearPeriodo(token)).statusCode).toBe(403);
    expect((await crearPeriodo(renovado.json().token)).statusCode).toBe(403);
    expect(await acciones((await cuentaDe(id)).idCuenta)).toContain('roles discord');
  });

  it('a member who left the server is signed out at the next renewal', async () => {
    const id = await miembro([ROL_TESORERO]);
    const token = await entrarYVincular(d, id, 'dejo1');
    d.fake.users.get(id)!.miembro = false;
    const res = await renovar(d, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_YA_NO_MIEMBRO, code: 'sesion.yaNoMiembro' });
    expect((await crearPeriodo(token)).statusCode).toBe(401);
  });

  it('refreshes an expired access token once; a revoked one signs the member out', async () => {
    const id = await miembro([ROL_TESORERO]);
    const token = await entrarYVincular(d, id, 'refresco1');
    d.fake.caducarAccesos();
    const antes = d.fake.renovaciones;
    expect(cargosDe(await renovar(d, token))).toEqual([8]);
    expect(d.fake.renovaciones).toBe(antes + 1);
    d.fake.revocar(id);
    const res = await renovar(d, token);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_REVOCADO, code: 'sesion.discordRevocado' });
  });

  it('Discord down at renewal: the cargos last seen stay, and the token is not extended', async () => {
    const id = await miembro([ROL_TESORERO]);
    const token = await entrarYVincular(d, id, 'caida1');
    d.fake.caidos.add('member');
    try {
      const res = await renovar(d, token);
      expect(res.statusCode).toBe(200);
      expect(cargosDe(res)).toEqual([8]);
      expect(decodeJwt(res.json().token).exp).toBeLessThanOrEqual(decodeJwt(token).exp!);
    } finally {
      d.fake.caidos.delete('member');
    }
  });

  it("never changes an email account's cargos: the leader adds Discord and keeps every charge", async () => {
    const id = await miembro([]);
    const query = await hastaLaWeb(d, id, d.t.lider.token);
    expect(query.get('vinculado')).toBe('1');
    const res = await entrar(d, id);
    expect(cargosDe(res)).toEqual([...CARGO_IDS]);
    expect(res.json().message.email).toBe(d.t.lider.email);
    expect(cargosDe(await renovar(d, res.json().token))).toEqual([...CARGO_IDS]);
    expect(cargosDe(await renovar(d, d.t.lider.token))).toEqual([...CARGO_IDS]);
    expect(await acciones(d.t.lider.idCuenta)).toContain('vincular discord');
  });
});

describe("Discord's tokens are kept only where the roles are read", () => {
  const tokensDe = async (idCuenta: number) =>
    (await d.t.db.select({ t: cuenta.discordTokens }).from(cuenta).where(eq(cuenta.idCuenta, idCuenta)))[0]!.t;

  it('an email account that links Discord keeps none, and one left from before goes at its next Discord login', async () => {
    const correo = await d.t.createCuenta({ cargos: [CARGO.TESORERO] });
    const id = await miembro([]);
    expect((await hastaLaWeb(d, id, correo.token)).get('vinculado')).toBe('1');
    expect(await tokensDe(correo.idCuenta)).toBeNull();
    await d.t.db.update(cuenta).set({ discordTokens: 'v1.guardado-antes' }).where(eq(cuenta.idCuenta, correo.idCuenta));
    expect((await entrar(d, id)).json()).toMatchObject({ ok: true, message: { email: correo.email } });
    expect(await tokensDe(correo.idCuenta)).toBeNull();
    // A Discord account keeps them (encrypted): its roles are read at every renewal.
    const conTokens = await miembro([]);
    await entrarYVincular(d, conTokens, 'contokens1');
    expect((await cuentaDe(conTokens)).discordTokens).toMatch(/^v1\./);
  });

  it('the migration clears the tokens already stored for email accounts, and only theirs', async () => {
    const correo = await d.t.createCuenta({ cargos: [CARGO.TESORERO] });
    await d.t.db
      .update(cuenta)
      .set({ discordUserId: '599999999999999999', discordNombre: 'antiguo', discordTokens: 'v1.de-antes' })
      .where(eq(cuenta.idCuenta, correo.idCuenta));
    const discordId = await miembro([]);
    await entrarYVincular(d, discordId, 'contokens2');
    const suyos = (await cuentaDe(discordId)).discordTokens;
    const migracion = await readFile(
      new URL('../../../drizzle/0011_tokens_discord_solo_cuentas_discord.sql', import.meta.url),
      'utf8',
    );
    await d.t.db.execute(sql.raw(migracion));
    expect(await tokensDe(correo.idCuenta)).toBeNull();
    expect((await cuentaDe(discordId)).discordTokens).toBe(suyos);
  });
});

describe('the player link', () => {
  it('a rename does not move the link', async () => {
    await d.t.createPlayer({ nickname: 'otrojug' });
    const id = await miembro([], 'Renombrado');
    await entrarYVincular(d, id, 'renombrado');
    const user = d.fake.users.get(id)!;
    user.nick = 'otrojug';
    user.username = 'nuevo_nombre';
    const res = await entrar(d, id);
    expect(res.json()).toMatchObject({ ok: true, message: { nickname: 'renombrado' } });
    const [row] = await d.t.db
      .select()
      .from(cuenta)
      .innerJoin(jugador, eq(jugador.idPlayer, cuenta.idPlayer))
      .where(eq(cuenta.discordUserId, id));
    expect(row!.jugador.nickname).toBe('renombrado');
  });

  it('a player linked to another Discord user cannot be taken; once the leader unlinks it, a pick waits for approval (audited)', async () => {
    const dueno = await miembro([], 'ocupado');
    const primera = await entrarYVincular(d, dueno, 'ocupado');
    const intruso = await miembro([], 'ocupado');
    const { pendiente } = (await entrar(d, intruso)).json();
    expect(pendiente.propuesta).toBeNull();
    const tomado = await vincular(d, pendiente.codigo, 'ocupado');
    expect(tomado.statusCode).toBe(409);
    expect(tomado.json()).toEqual({ ok: false, message: mensajeJugadorTomado('ocupado'), code: 'sesion.jugadorTomado' });
    const { idCuenta } = await cuentaDe(dueno);
    const fuera = await d.t.request('PUT', '/api/cuentas/desvincularDiscord', { token: d.t.lider.token, body: [{ idCuenta }] });
    expect(fuera.statusCode).toBe(200);
    expect(fuera.json().cuenta).toMatchObject({ email: '', discord: null });
    expect(await acciones(idCuenta)).toContain('desvincular discord');
    expect((await renovar(d, primera)).statusCode).toBe(401);
    // The code of the refused pick still works: the player had an account, so the pick waits for the
    // leader (docs/integraciones.md, "Primer acceso"), who approves it: the same account, now the new identity's.
    const ahora = await vincular(d, pendiente.codigo, 'ocupado');
    expect(ahora.statusCode).toBe(202);
    const [solicitud] = (await d.t.request('GET', '/api/cuentas/solicitudesDiscord', { token: d.t.lider.token })).json()
      .solicitudes;
    expect(solicitud).toMatchObject({ nickname: 'ocupado', coincide: true, tuvoCuenta: true });
    const aprobada = await d.t.request('PUT', '/api/cuentas/aprobarSolicitudDiscord', {
      token: d.t.lider.token,
      body: [{ idSolicitud: solicitud.id_solicitud }],
    });
    expect(aprobada.statusCode).toBe(200);
    expect((await cuentaDe(intruso)).idCuenta).toBe(idCuenta);
  });

  it('an unknown nickname becomes a player after the Albion check; a non-member is refused and nothing is created', async () => {
    const id = await miembro([], 'Forastero');
    const { pendiente } = (await entrar(d, id)).json();
    const fuera = await vincular(d, pendiente.codigo, 'forastero');
    expect(fuera.statusCode).toBe(409);
    expect(fuera.json().message).toMatch(/no es miembro del gremio en Albion Online/);
    expect(await d.t.db.select().from(jugador).where(eq(jugador.nickname, 'forastero'))).toEqual([]);
    // The same code, another pick: a new player (cargo 3, rol 5), registered as verified.
    const ok = await vincular(d, pendiente.codigo, 'recien1');
    expect(ok.statusCode).toBe(200);
    const [nuevo] = await d.t.db.select().from(jugador).where(eq(jugador.nickname, 'recien1'));
    expect(nuevo).toMatchObject({ idCargo: 3, idRol: 5 });
    const [registro] = await d.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'registrar'), eq(auditoria.idEntidad, String(nuevo!.idPlayer))));
    expect(registro!.despues).toMatchObject({ verificado: true });
  });

  it('proposes by server nickname, then display name, then user name, each matched on its own', async () => {
    await d.t.createPlayer({ nickname: 'porglobal' });
    await d.t.createPlayer({ nickname: 'porusuario' });
    await d.t.createPlayer({ nickname: 'pornick' });
    const propuestaDe = async (u: { nick: string | null; globalName: string | null; username: string }) => {
      const id = await miembro([]);
      Object.assign(d.fake.users.get(id)!, u);
      return (await entrar(d, id)).json().pendiente as { apodo: string; propuesta: string | null };
    };
    expect(await propuestaDe({ nick: '[RDP] PorNick', globalName: 'porglobal', username: 'porusuario' })).toMatchObject({
      apodo: 'PorNick',
      propuesta: 'pornick',
    });
    expect(await propuestaDe({ nick: '[RDP] Nadie', globalName: 'PorGlobal', username: 'porusuario' })).toMatchObject({
      apodo: 'PorGlobal',
      propuesta: 'porglobal',
    });
    expect(await propuestaDe({ nick: 'Nadie', globalName: 'Tampoco', username: 'porusuario' })).toMatchObject({
      apodo: 'porusuario',
      propuesta: 'porusuario',
    });
    // No name matches: the server nickname is shown, and nothing is proposed.
    expect(await propuestaDe({ nick: '[RDP] Nadie', globalName: 'Tampoco', username: 'ninguno_dc' })).toEqual({
      codigo: expect.any(String),
      discord: expect.any(String),
      apodo: 'Nadie',
      propuesta: null,
      solicitud: null,
    });
  });

  it('a player who already has an account is not proposed: the next name is tried', async () => {
    const dueno = await miembro([], 'Tomado1');
    await entrarYVincular(d, dueno, 'tomado1');
    await d.t.createPlayer({ nickname: 'libre1' });
    const id = await miembro([], 'Tomado1');
    d.fake.users.get(id)!.globalName = 'Libre1';
    expect((await entrar(d, id)).json().pendiente).toMatchObject({ apodo: 'Libre1', propuesta: 'libre1' });
  });

  it('«Vincular Discord» with a Discord user already on another account: «ocupado», and nothing changes', async () => {
    const id = await miembro([]);
    await entrarYVincular(d, id, 'ocupa1');
    const correo = await d.t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const query = await hastaLaWeb(d, id, correo.token);
    expect([...query]).toEqual([['error', 'ocupado']]);
    const [row] = await d.t.db.select().from(cuenta).where(eq(cuenta.idCuenta, correo.idCuenta));
    expect(row).toMatchObject({ discordUserId: null, discordNombre: null, discordTokens: null });
    expect(await acciones(correo.idCuenta)).not.toContain('vincular discord');
    expect((await cuentaDe(id)).idCuenta).not.toBe(correo.idCuenta);
    // The Discord account itself still signs in to its own player.
    expect((await entrar(d, id)).json()).toMatchObject({ ok: true, message: { nickname: 'ocupa1' } });
  });

  it('a disabled Discord account is refused, and is not offered a new link', async () => {
    const id = await miembro([]);
    await entrarYVincular(d, id, 'desact1');
    const { idCuenta } = await cuentaDe(id);
    expect(
      (await d.t.request('PUT', '/api/cuentas/desactivar', { token: d.t.lider.token, body: [{ idCuenta }] })).statusCode,
    ).toBe(200);
    const query = await hastaLaWeb(d, id);
    const res = await sesion(d, query.get('codigo')!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_CUENTA_INACTIVA, code: 'sesion.cuentaInactiva' });
    expect(
      await d.t.db
        .select()
        .from(cuenta)
        .where(and(eq(cuenta.discordUserId, id), eq(cuenta.activa, true))),
    ).toEqual([]);
  });
});
