// Characters of one member (docs/calendario.md, «Personajes de un miembro»): the leader links and
// unlinks a character, one level only, both active, the character without an account of its own;
// chooses the character the member trades from; every write audited and idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CARGO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, cuenta, jugador } from '../../db/schema.js';

let t: TestApp;
let tesorero: TestCuenta;

beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [CARGO.TESORERO] });
});
afterAll(() => t.close());

const vincular = (idPlayer: number, idPlayerPrincipal: number | null, token = t.lider.token, headers?: Record<string, string>) =>
  t.request('PUT', '/api/jugadores/vincularPersonaje', { token, headers, body: [{ idPlayer, idPlayerPrincipal }] });
const comercio = (idPlayer: number, idPlayerComercio: number | null, token = t.lider.token) =>
  t.request('PUT', '/api/jugadores/personajeComercio', { token, body: [{ idPlayer, idPlayerComercio }] });
const principalDe = async (idPlayer: number) =>
  (await t.db.select({ p: jugador.idPlayerPrincipal }).from(jugador).where(eq(jugador.idPlayer, idPlayer)))[0]!.p;
const comercioDe = async (idPlayer: number) =>
  (await t.db.select({ c: jugador.idPlayerComercio }).from(jugador).where(eq(jugador.idPlayer, idPlayer)))[0]!.c;
const auditorias = (idPlayer: number, accion: string) =>
  t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'jugador'), eq(auditoria.idEntidad, String(idPlayer)), eq(auditoria.accion, accion)));

async function miembro() {
  return { main: await t.createPlayer(), alt: await t.createPlayer(), otro: await t.createPlayer() };
}

describe('PUT /api/jugadores/vincularPersonaje', () => {
  it('links a character to its main with one audit row, answers the member, and repeating it changes nothing', async () => {
    const { main, alt } = await miembro();
    const res = await vincular(alt.idPlayer, main.idPlayer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: `${alt.nickname} es ahora personaje de ${main.nickname}`,
      miembro: {
        id_player: main.idPlayer,
        nickname: main.nickname,
        estado: true,
        id_player_comercio: null,
        personajes: [{ id_player: alt.idPlayer, nickname: alt.nickname, estado: true }],
      },
    });
    expect(res.headers['x-cambio']).toBeDefined();
    expect(await principalDe(alt.idPlayer)).toBe(main.idPlayer);
    const again = await vincular(alt.idPlayer, main.idPlayer);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(`Sin cambios: ${alt.nickname} ya estaba así`);
    expect(await auditorias(alt.idPlayer, 'vincular_personaje')).toHaveLength(1);
  });

  it('replays the first answer for the same Idempotency-Key', async () => {
    const { main, alt } = await miembro();
    const headers = { 'idempotency-key': `vincular-${alt.idPlayer}-0001` };
    const primero = await vincular(alt.idPlayer, main.idPlayer, t.lider.token, headers);
    const segundo = await vincular(alt.idPlayer, main.idPlayer, t.lider.token, headers);
    expect(segundo.statusCode).toBe(200);
    expect(segundo.headers['idempotent-replayed']).toBe('true');
    expect(segundo.json()).toEqual(primero.json());
  });

  it('unlinks with null (audited); when the main traded from it, the main trades from itself again', async () => {
    const { main, alt } = await miembro();
    await vincular(alt.idPlayer, main.idPlayer);
    expect((await comercio(main.idPlayer, alt.idPlayer)).statusCode).toBe(200);
    const res = await vincular(alt.idPlayer, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${alt.nickname} ya no es personaje de nadie`);
    expect(res.json().miembro).toMatchObject({ id_player: main.idPlayer, id_player_comercio: null, personajes: [] });
    expect(await principalDe(alt.idPlayer)).toBeNull();
    expect(await comercioDe(main.idPlayer)).toBeNull();
    expect(await auditorias(alt.idPlayer, 'desvincular_personaje')).toHaveLength(1);
    // Unlinking a player on their own changes nothing.
    expect((await vincular(alt.idPlayer, null)).json().message).toBe(`Sin cambios: ${alt.nickname} ya estaba así`);
    expect(await auditorias(alt.idPlayer, 'desvincular_personaje')).toHaveLength(1);
  });

  it('is the leader’s only (403), before the body is read', async () => {
    const { main, alt } = await miembro();
    expect((await vincular(alt.idPlayer, main.idPlayer, tesorero.token)).statusCode).toBe(403);
    expect((await t.request('PUT', '/api/jugadores/vincularPersonaje', { body: [{}] })).statusCode).toBe(401);
    expect(await principalDe(alt.idPlayer)).toBeNull();
  });

  it('refuses a player as its own character (400) and a bad body (400)', async () => {
    const { main } = await miembro();
    const res = await vincular(main.idPlayer, main.idPlayer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Un jugador no puede ser personaje de sí mismo');
    const sinCampo = await t.request('PUT', '/api/jugadores/vincularPersonaje', {
      token: t.lider.token,
      body: [{ idPlayer: main.idPlayer }],
    });
    expect(sinCampo.statusCode).toBe(400);
  });

  it('refuses an unknown player or main (404)', async () => {
    const { main } = await miembro();
    expect((await vincular(main.idPlayer, 999_999)).statusCode).toBe(404);
    const res = await vincular(999_998, main.idPlayer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El jugador #999998 no existe');
  });

  it('refuses chains: the main a character, the character a main (409)', async () => {
    const { main, alt, otro } = await miembro();
    await vincular(alt.idPlayer, main.idPlayer);
    const aUnPersonaje = await vincular(otro.idPlayer, alt.idPlayer);
    expect(aUnPersonaje.statusCode).toBe(409);
    expect(aUnPersonaje.json().message).toBe(
      `${alt.nickname} es personaje de ${main.nickname}: vincule el personaje a ${main.nickname}`,
    );
    const unPrincipal = await vincular(main.idPlayer, otro.idPlayer);
    expect(unPrincipal.statusCode).toBe(409);
    expect(unPrincipal.json().message).toBe(
      `${main.nickname} tiene sus propios personajes: un principal no puede ser personaje de otro`,
    );
    expect(await principalDe(otro.idPlayer)).toBeNull();
    expect(await principalDe(main.idPlayer)).toBeNull();
  });

  it('refuses a character already another main’s (409): unlink first', async () => {
    const { main, alt, otro } = await miembro();
    await vincular(alt.idPlayer, main.idPlayer);
    const res = await vincular(alt.idPlayer, otro.idPlayer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${alt.nickname} ya es personaje de ${main.nickname}: desvincúlelo antes`);
    expect(await principalDe(alt.idPlayer)).toBe(main.idPlayer);
  });

  it('refuses a switched-off character or main (409)', async () => {
    const { main, alt } = await miembro();
    const apagado = await t.createPlayer({ estado: false });
    const r1 = await vincular(apagado.idPlayer, main.idPlayer);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe(`${apagado.nickname} está desactivado: solo se vinculan jugadores activos`);
    expect((await vincular(alt.idPlayer, apagado.idPlayer)).statusCode).toBe(409);
  });

  it('refuses a character with an active account of its own (409); once disabled, it links', async () => {
    const { main } = await miembro();
    const conCuenta = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const res = await vincular(conCuenta.idPlayer, main.idPlayer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${conCuenta.nickname} tiene su propia cuenta activa: desactívela antes (un personaje cobra en la cuenta de su principal)`,
    );
    await t.db.update(cuenta).set({ activa: false }).where(eq(cuenta.idCuenta, conCuenta.idCuenta));
    expect((await vincular(conCuenta.idPlayer, main.idPlayer)).statusCode).toBe(200);
  });

  it('a main with an account of its own owns characters (the account is the member’s)', async () => {
    const socio = await t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const alt = await t.createPlayer();
    expect((await vincular(alt.idPlayer, socio.idPlayer)).statusCode).toBe(200);
  });

  it('two crossing links at once never make a chain', async () => {
    for (let i = 0; i < 3; i++) {
      const { main, alt, otro } = await miembro();
      // alt → main and main → otro share main: one runs after the other, the second is refused.
      const [a, b] = await Promise.all([vincular(alt.idPlayer, main.idPlayer), vincular(main.idPlayer, otro.idPlayer)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const principal = await principalDe(main.idPlayer);
      const delAlt = await principalDe(alt.idPlayer);
      expect(principal === null || delAlt === null).toBe(true);
    }
  });

  it('the translations: the same refusal in English', async () => {
    const { main } = await miembro();
    const res = await t.request('PUT', '/api/jugadores/vincularPersonaje', {
      token: t.lider.token,
      headers: { 'x-idioma': 'en' },
      body: [{ idPlayer: main.idPlayer, idPlayerPrincipal: main.idPlayer }],
    });
    expect(res.json().message).toBe('A player cannot be their own character');
  });
});

describe('PUT /api/jugadores/personajeComercio', () => {
  it('chooses one of the main’s characters (audited), back to the main with null or its own id; idempotent', async () => {
    const { main, alt } = await miembro();
    await vincular(alt.idPlayer, main.idPlayer);
    const res = await comercio(main.idPlayer, alt.idPlayer);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${main.nickname} comercia con ${alt.nickname}`);
    expect(res.json().miembro.id_player_comercio).toBe(alt.idPlayer);
    expect((await comercio(main.idPlayer, alt.idPlayer)).statusCode).toBe(200);
    expect(await auditorias(main.idPlayer, 'elegir_comercio')).toHaveLength(1);
    expect((await comercio(main.idPlayer, main.idPlayer)).json().miembro.id_player_comercio).toBeNull();
    expect(await comercioDe(main.idPlayer)).toBeNull();
    expect(await auditorias(main.idPlayer, 'elegir_comercio')).toHaveLength(2);
  });

  it('refuses another main’s player, a character as the main, a switched-off character, unknown ids, other cargos', async () => {
    const { main, alt, otro } = await miembro();
    await vincular(alt.idPlayer, main.idPlayer);
    const ajeno = await comercio(main.idPlayer, otro.idPlayer);
    expect(ajeno.statusCode).toBe(409);
    expect(ajeno.json().message).toBe(`${otro.nickname} no es personaje de ${main.nickname}`);
    const deUnPersonaje = await comercio(alt.idPlayer, null);
    expect(deUnPersonaje.statusCode).toBe(409);
    expect(deUnPersonaje.json().message).toBe(
      `${alt.nickname} es un personaje: el personaje de comercio se elige en su principal`,
    );
    await t.db.update(jugador).set({ estado: false }).where(eq(jugador.idPlayer, alt.idPlayer));
    expect((await comercio(main.idPlayer, alt.idPlayer)).statusCode).toBe(409);
    expect((await comercio(999_997, null)).statusCode).toBe(404);
    expect((await comercio(main.idPlayer, null, tesorero.token)).statusCode).toBe(403);
    expect(await comercioDe(main.idPlayer)).toBeNull();
  });
});

describe('GET /api/jugadores/personajes', () => {
  it('lists every member with characters, with its trading character (the leader only)', async () => {
    const { main, alt, otro } = await miembro();
    await vincular(alt.idPlayer, main.idPlayer);
    await vincular(otro.idPlayer, main.idPlayer);
    await comercio(main.idPlayer, otro.idPlayer);
    const res = await t.request('GET', '/api/jugadores/personajes', { token: t.lider.token });
    expect(res.statusCode).toBe(200);
    const m = res.json().message.find((x: { id_player: number }) => x.id_player === main.idPlayer);
    expect(m).toEqual({
      id_player: main.idPlayer,
      nickname: main.nickname,
      estado: true,
      id_player_comercio: otro.idPlayer,
      personajes: [alt, otro]
        .sort((a, b) => a.nickname.localeCompare(b.nickname))
        .map((j) => ({ id_player: j.idPlayer, nickname: j.nickname, estado: true })),
    });
    // A character is never listed as a member of its own.
    expect(res.json().message.some((x: { id_player: number }) => x.id_player === alt.idPlayer)).toBe(false);
    expect((await t.request('GET', '/api/jugadores/personajes', { token: tesorero.token })).statusCode).toBe(403);
  });
});
