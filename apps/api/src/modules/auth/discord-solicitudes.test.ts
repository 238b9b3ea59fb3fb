// The first Discord login's player link (docs/integraciones.md, "Primer acceso"): an existing player is
// linked at once only when one of the member's Discord names is its nickname and it never had an
// account; any other pick of an existing player waits for the leader's approval, with no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mensaje } from '@reparto/contract';
import { auditoria, cuenta } from '../../db/schema.js';
import {
  albionFalso,
  buildDiscordTest,
  entrar,
  entrarYVincular,
  renovar,
  usuario,
  vincular,
  type DiscordTest,
} from '../../testing/discord-login.js';
import type { FakeDiscordUser } from '../../testing/fake-discord-oauth.js';
import { mensajeSolicitud } from './discord-vincular.js';
import { mensajeSolicitudNoExiste } from './discord-solicitudes.js';

let d: DiscordTest;
let n = 0;
/** A new Discord member of the server with these names. */
function miembro(nombres: Partial<Pick<FakeDiscordUser, 'nick' | 'globalName' | 'username'>> = {}) {
  const id = `6100000000000000${String(++n).padStart(2, '0')}`;
  d.fake.users.set(
    id,
    usuario(id, nombres.username ?? `sol${n}_dc`, { nick: nombres.nick ?? null, globalName: nombres.globalName ?? null }),
  );
  return id;
}
const cuentaDe = async (discordUserId: string) =>
  (await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, discordUserId)))[0];
const cuentaDelJugador = async (idPlayer: number) => (await d.t.db.select().from(cuenta).where(eq(cuenta.idPlayer, idPlayer)))[0];
const lider = () => ({ token: d.t.lider.token });
const cola = async () =>
  (await d.t.request('GET', '/api/cuentas/solicitudesDiscord', lider())).json().solicitudes as {
    id_solicitud: number;
    nickname: string;
    discord: string;
    nombres: string[];
    coincide: boolean;
    tuvoCuenta: boolean;
  }[];
const solicitudDe = async (nickname: string) => (await cola()).find((s) => s.nickname === nickname);
/** The first login up to the pick: the answer of POST vincular. */
async function elegir(id: string, nickname: string, headers: Record<string, string> = {}) {
  const { pendiente } = (await entrar(d, id)).json();
  return d.t.request('POST', '/api/auth/discord/vincular', {
    body: [{ codigo: pendiente.codigo, nickname }],
    headers: { ...headers, ...(d.navegador ? { cookie: d.navegador } : {}) },
  });
}

beforeAll(async () => {
  d = await buildDiscordTest([], { membership: albionFalso([]) });
});
afterAll(() => d.close());

describe('an existing player is never taken by typing its nickname', () => {
  it('a pick no Discord name matches: 202 with a sentence, no session, no account; the leader sees it queued', async () => {
    const aldrakar = await d.t.createPlayer({ nickname: 'aldrakar' });
    const id = miembro({ nick: 'Intruso', globalName: 'Otro', username: 'intruso_dc' });
    const res = await elegir(id, 'aldrakar');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, message: mensajeSolicitud('aldrakar'), solicitud: { nickname: 'aldrakar' } });
    expect(res.json()).not.toHaveProperty('token');
    expect(await cuentaDe(id)).toBeUndefined();
    expect(await cuentaDelJugador(aldrakar.idPlayer)).toBeUndefined();
    expect(await solicitudDe('aldrakar')).toMatchObject({
      discord: 'intruso_dc',
      nombres: ['intruso', 'otro', 'intruso_dc'],
      coincide: false,
      tuvoCuenta: false,
    });
    const [auditada] = await d.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'solicitar discord'), eq(auditoria.idEntidad, String(aldrakar.idPlayer))));
    expect(auditada!.despues).toMatchObject({ discord_user_id: id, nickname: 'aldrakar' });
    // The next login says the request still waits (and offers another pick).
    expect((await entrar(d, id)).json().pendiente).toMatchObject({ solicitud: 'aldrakar' });
  });

  it('the sentence is said in the three languages', async () => {
    await d.t.createPlayer({ nickname: 'idiomas1' });
    const es = await elegir(miembro({ nick: 'nadie1' }), 'idiomas1');
    expect(es.json().message).toMatch(/^Su solicitud para el jugador idiomas1 espera la aprobación del líder/);
    const en = await elegir(miembro({ nick: 'nadie2' }), 'idiomas1', { 'x-idioma': 'en' });
    expect(en.json().message).toBe(mensaje('sesion.discordSolicitud', { nickname: 'idiomas1' }, 'en'));
    const pt = await elegir(miembro({ nick: 'nadie3' }), 'idiomas1', { 'x-idioma': 'pt-BR' });
    expect(pt.json().message).toBe(mensaje('sesion.discordSolicitud', { nickname: 'idiomas1' }, 'pt-BR'));
    expect(en.json().message).toMatch(/^Your request for the player idiomas1/);
    expect(pt.json().message).toMatch(/^Sua solicitação para o jogador idiomas1/);
  });

  it.each([
    ['server nickname', { nick: '[RDP] PorApodo' }, 'porapodo'],
    ['display name', { nick: 'Otro', globalName: '[A][B]porglobal ' }, 'porglobal'],
    ['user name', { nick: 'Otro', globalName: 'Otro2', username: 'PorUsuario' }, 'porusuario'],
  ])(
    'a match by %s (tags and case ignored) on a player that never had an account links at once',
    async (_, nombres, nickname) => {
      const jugador = await d.t.createPlayer({ nickname });
      const id = miembro(nombres);
      const res = await elegir(id, nickname);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, message: { nickname } });
      expect((await cuentaDe(id))!.idPlayer).toBe(jugador.idPlayer);
      expect(await solicitudDe(nickname)).toBeUndefined();
    },
  );

  it('a matching name on a player that had an account before (its Discord unlinked) waits for approval', async () => {
    const dueno = miembro({ nick: 'Antiguo1' });
    await entrarYVincular(d, dueno, 'antiguo1');
    const { idCuenta } = (await cuentaDe(dueno))!;
    expect((await d.t.request('PUT', '/api/cuentas/desvincularDiscord', { ...lider(), body: [{ idCuenta }] })).statusCode).toBe(
      200,
    );
    const otro = miembro({ nick: 'Antiguo1' });
    const res = await elegir(otro, 'antiguo1');
    expect(res.statusCode).toBe(202);
    expect(await cuentaDe(otro)).toBeUndefined();
    expect(await solicitudDe('antiguo1')).toMatchObject({ coincide: true, tuvoCuenta: true });
  });

  it('a new nickname still becomes a new player at once', async () => {
    const id = miembro({ nick: 'Cualquiera' });
    const res = await elegir(id, 'recienllegado');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: { nickname: 'recienllegado' } });
  });

  it('a member waiting may pick a new nickname instead: linked at once, the request is gone', async () => {
    await d.t.createPlayer({ nickname: 'ajeno1' });
    const id = miembro({ nick: 'Propio1' });
    expect((await elegir(id, 'ajeno1')).statusCode).toBe(202);
    expect(await solicitudDe('ajeno1')).toBeDefined();
    expect((await elegir(id, 'propio1')).statusCode).toBe(200);
    expect(await solicitudDe('ajeno1')).toBeUndefined();
  });
});

describe("the leader's queue", () => {
  it('approving links the player to that Discord identity (MIEMBRO until the next login), audited; the member then signs in', async () => {
    const jugador = await d.t.createPlayer({ nickname: 'aprobar1' });
    const id = miembro({ nick: 'Otro nombre' });
    await elegir(id, 'aprobar1');
    const { id_solicitud } = (await solicitudDe('aprobar1'))!;
    const res = await d.t.request('PUT', '/api/cuentas/aprobarSolicitudDiscord', {
      ...lider(),
      body: [{ idSolicitud: id_solicitud }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: mensaje('sesion.solicitudAprobada', { nickname: 'aprobar1' }) });
    const row = (await cuentaDe(id))!;
    expect(row).toMatchObject({ idPlayer: jugador.idPlayer, email: null, discordTokens: null });
    const [auditada] = await d.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'aprobar discord'), eq(auditoria.idEntidad, String(row.idCuenta))));
    expect(auditada).toMatchObject({ idCuenta: d.t.lider.idCuenta, despues: { discord_user_id: id, nickname: 'aprobar1' } });
    expect(await solicitudDe('aprobar1')).toBeUndefined();
    const login = await entrar(d, id);
    expect(login.json()).toMatchObject({ ok: true, message: { nickname: 'aprobar1' }, charges: [{ id_cargo: 3 }] });
    expect((await renovar(d, login.json().token)).statusCode).toBe(200);
    // Approved once: the same request again is gone.
    const otra = await d.t.request('PUT', '/api/cuentas/aprobarSolicitudDiscord', {
      ...lider(),
      body: [{ idSolicitud: id_solicitud }],
    });
    expect(otra.statusCode).toBe(404);
    expect(otra.json().message).toBe(mensajeSolicitudNoExiste());
  });

  it('rejecting removes the request (audited): the member gets no account and may pick again', async () => {
    const jugador = await d.t.createPlayer({ nickname: 'rechazar1' });
    const id = miembro({ nick: 'Otro' });
    await elegir(id, 'rechazar1');
    const { id_solicitud } = (await solicitudDe('rechazar1'))!;
    const res = await d.t.request('PUT', '/api/cuentas/rechazarSolicitudDiscord', {
      ...lider(),
      body: [{ idSolicitud: id_solicitud }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Solicitud rechazada');
    expect(await cuentaDe(id)).toBeUndefined();
    expect(await cuentaDelJugador(jugador.idPlayer)).toBeUndefined();
    const acciones = await d.t.db.select().from(auditoria).where(eq(auditoria.accion, 'rechazar discord'));
    expect(acciones.map((a) => a.idEntidad)).toContain(String(jugador.idPlayer));
    expect((await entrar(d, id)).json().pendiente).toMatchObject({ solicitud: null });
  });

  it('a player taken meanwhile cannot be approved (409), and nothing changes', async () => {
    const jugador = await d.t.createPlayer({ nickname: 'carrera1' });
    const lento = miembro({ nick: 'Lento' });
    await elegir(lento, 'carrera1');
    const { id_solicitud } = (await solicitudDe('carrera1'))!;
    const dueno = miembro({ nick: 'Carrera1' });
    expect((await elegir(dueno, 'carrera1')).statusCode).toBe(200);
    const res = await d.t.request('PUT', '/api/cuentas/aprobarSolicitudDiscord', {
      ...lider(),
      body: [{ idSolicitud: id_solicitud }],
    });
    expect(res.statusCode).toBe(409);
    expect((await cuentaDelJugador(jugador.idPlayer))!.discordUserId).toBe(dueno);
    expect(await cuentaDe(lento)).toBeUndefined();
    expect(await solicitudDe('carrera1')).toBeDefined();
  });

  it('only the leader sees and decides the queue', async () => {
    const tesorero = await d.t.createCuenta({ cargos: [8] });
    expect((await d.t.request('GET', '/api/cuentas/solicitudesDiscord', { token: tesorero.token })).statusCode).toBe(403);
    const res = await d.t.request('PUT', '/api/cuentas/aprobarSolicitudDiscord', {
      token: tesorero.token,
      body: [{ idSolicitud: 1 }],
    });
    expect(res.statusCode).toBe(403);
  });
});

it('a pick of an existing player through the pick code of someone already linked is refused (the old rule stays)', async () => {
  const dueno = miembro({ nick: 'Tomado9' });
  await entrarYVincular(d, dueno, 'tomado9');
  const id = miembro({ nick: 'Tomado9' });
  const { pendiente } = (await entrar(d, id)).json();
  expect((await vincular(d, pendiente.codigo, 'tomado9')).statusCode).toBe(409);
});
