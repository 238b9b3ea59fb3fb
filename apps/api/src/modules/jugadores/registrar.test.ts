import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJE_NICKNAME_DUPLICADO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, jugador } from '../../db/schema.js';
import type { MembershipChecker, MembershipResult } from '../../adapters/membership.js';
import { crearBody, insertarPeriodoDePrueba } from '../../testing/fixtures/distribuciones.js';

/** A fake Albion checker: members by name, or an outage. */
function fakeMembership(behaviour: { miembros?: string[]; caido?: boolean; guild?: string | null }) {
  const calls: string[] = [];
  const checker: MembershipChecker = {
    configured: true,
    check: async (nickname): Promise<MembershipResult> => {
      calls.push(nickname);
      if (behaviour.caido) throw new Error('timeout of 100000ms exceeded');
      const miembro = (behaviour.miembros ?? []).includes(nickname);
      return { miembro, nickname, guild: miembro ? 'Reparto' : (behaviour.guild ?? null) };
    },
  };
  return { checker, calls };
}

const registrar = (t: TestApp, nickname: unknown, token?: string) =>
  t.request('POST', '/api/jugadores/registrar', { token, body: [{ nickname }] });

async function jugadorPorNickname(t: TestApp, nickname: string) {
  const [row] = await t.db.select().from(jugador).where(eq(jugador.nickname, nickname));
  return row;
}

describe('POST /api/jugadores/registrar without the Albion check configured', () => {
  let t: TestApp;
  let encargado: TestCuenta;
  beforeAll(async () => {
    t = await buildTestApp();
    encargado = await t.createCuenta({ cargos: [7] });
  });
  afterAll(() => t.close());

  it('creates an active player with cargo 3 and rol 5, lower-case, and says the check is not configured', async () => {
    const res = await registrar(t, '  NuevoJugador1 ', encargado.token);
    expect(res.statusCode).toBe(201);
    const row = await jugadorPorNickname(t, 'nuevojugador1');
    expect(row).toMatchObject({ idCargo: 3, idRol: 5, estado: true });
    expect(res.json()).toEqual({
      ok: true,
      message: 'Se ha registrado el jugador nuevojugador1 (la verificación de membresía en Albion Online no está configurada)',
      jugador: { id_player: row!.idPlayer, nickname: 'nuevojugador1' },
      verificado: null,
    });
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'jugador'), eq(auditoria.idEntidad, String(row!.idPlayer))));
    expect(audits).toMatchObject([{ accion: 'registrar', idCuenta: encargado.idCuenta }]);
  });

  it('lets the new player be chosen and distributed at once', async () => {
    const res = await registrar(t, 'recienllegado', encargado.token);
    const { id_player } = res.json().jugador as { id_player: number };
    const select = await t.request('GET', '/api/distribuciones/getJugadoresSelect', { token: encargado.token });
    expect(select.json().message).toContainEqual({ id_player, nickname: 'recienllegado' });
    const idPeriodo = await insertarPeriodoDePrueba(t);
    const crear = await t.request('POST', '/api/distribuciones/crear', {
      token: encargado.token,
      body: [crearBody({ idPeriodoDist: idPeriodo, jugadores: [id_player], silver: 500 })],
    });
    expect(crear.statusCode).toBe(201);
    expect(crear.json().distribucion.jugadores).toEqual([
      { nickname: 'recienllegado', nombre_cargo: 'MIEMBRO', silver_unitario: 500 },
    ]);
  });

  it('answers 409 with the Spanish message for a nickname already taken, in any case', async () => {
    await t.createPlayer({ nickname: 'repetido' });
    const res = await registrar(t, 'REPETIDO', encargado.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_NICKNAME_DUPLICADO, code: 'jugador.nicknameDuplicado' });
  });

  it('answers 409 for the nickname of a switched-off player', async () => {
    await t.createPlayer({ nickname: 'desactivado', estado: false });
    expect((await registrar(t, 'desactivado', encargado.token)).statusCode).toBe(409);
  });

  it.each([
    ['an empty nickname', ''],
    ['a 2-letter nickname', 'ab'],
    ['a nickname with spaces', 'dos palabras'],
    ['a nickname of 33 characters', 'a'.repeat(33)],
    ['a number', 12345],
  ])('answers 400 for %s', async (_name, nickname) => {
    const res = await registrar(t, nickname, encargado.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringMatching(/^Datos inválidos/), code: 'validacion.datos' });
  });

  it('answers 401 without a token and 403 without charge 7', async () => {
    expect((await registrar(t, 'anonimo1')).statusCode).toBe(401);
    const tesorero = await t.createCuenta({ cargos: [8] });
    expect((await registrar(t, 'sincargo1', tesorero.token)).statusCode).toBe(403);
    expect(await jugadorPorNickname(t, 'sincargo1')).toBeUndefined();
  });
});

describe('POST /api/jugadores/registrar with the Albion check', () => {
  it('registers a guild member as verified, checking the lower-case nickname', async () => {
    const { checker, calls } = fakeMembership({ miembros: ['socio1'] });
    const t = await buildTestApp({ membership: checker });
    try {
      const encargado = await t.createCuenta({ cargos: [7] });
      const res = await registrar(t, 'Socio1', encargado.token);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ok: true, verificado: true, jugador: { nickname: 'socio1' } });
      expect(res.json().message).toContain('miembro del gremio');
      expect(calls).toEqual(['socio1']);
    } finally {
      await t.close();
    }
  });

  it('refuses a non-member with 409 and a clear message, and creates nothing', async () => {
    const { checker } = fakeMembership({ miembros: [], guild: 'Otro Gremio' });
    const t = await buildTestApp({ membership: checker });
    try {
      const encargado = await t.createCuenta({ cargos: [7] });
      const res = await registrar(t, 'forastero', encargado.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        ok: false,
        message: 'El jugador forastero no es miembro del gremio en Albion Online (gremio actual: Otro Gremio)',
        code: 'jugador.noMiembroEnGremio',
      });
      expect(await jugadorPorNickname(t, 'forastero')).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('does not ask Albion about a nickname that is already registered', async () => {
    const { checker, calls } = fakeMembership({ miembros: ['yaexiste'] });
    const t = await buildTestApp({ membership: checker });
    try {
      const encargado = await t.createCuenta({ cargos: [7] });
      await t.createPlayer({ nickname: 'yaexiste' });
      expect((await registrar(t, 'yaexiste', encargado.token)).statusCode).toBe(409);
      expect(calls).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('registers anyway when Albion is down and the policy is lenient, saying it was not verified', async () => {
    const { checker } = fakeMembership({ caido: true });
    const t = await buildTestApp({ membership: checker, albionCheck: 'lenient' });
    try {
      const encargado = await t.createCuenta({ cargos: [7] });
      const res = await registrar(t, 'sinverificar', encargado.token);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ok: true, verificado: false });
      expect(res.json().message).toContain('no se pudo verificar su membresía en Albion Online');
      expect(await jugadorPorNickname(t, 'sinverificar')).toMatchObject({ idCargo: 3, idRol: 5 });
    } finally {
      await t.close();
    }
  });

  it('refuses with 503 when Albion is down and the policy is strict', async () => {
    const { checker } = fakeMembership({ caido: true });
    const t = await buildTestApp({ membership: checker, albionCheck: 'strict' });
    try {
      const encargado = await t.createCuenta({ cargos: [7] });
      const res = await registrar(t, 'estricto', encargado.token);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        ok: false,
        message: 'No se pudo comprobar en Albion Online que el jugador sea miembro del gremio; inténtelo de nuevo más tarde',
        code: 'jugador.albionSinRespuesta',
      });
      expect(await jugadorPorNickname(t, 'estricto')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
