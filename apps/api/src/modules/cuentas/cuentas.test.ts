import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAJE_CLAVE_SIN_EMAIL,
  MENSAJE_CUENTA_NO_EXISTE,
  MENSAJE_DESACTIVAR_PROPIA_CUENTA,
  MENSAJE_EMAIL_DUPLICADO,
  MENSAJE_JUGADOR_CON_CUENTA,
  MENSAJE_JUGADOR_SIN_REGISTRO,
  MENSAJE_QUITAR_PROPIO_LIDER,
  MENSAJE_ULTIMO_LIDER,
  type CuentaRow,
} from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, cuenta } from '../../db/schema.js';
import { CLI, cambiarCargos, desactivarCuenta, listCuentas } from './cuentas.service.js';

let t: TestApp;
let tesorero: TestCuenta;
beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8], idCargo: 8 });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
/** `token` null: anonymous. */
const call = (method: Method, path: string, body?: unknown, token: string | null = t.lider.token) =>
  t.request(method, `/api/cuentas${path}`, { token: token ?? undefined, body });
const login = (email: string, pwd: string) => t.request('POST', '/api/auth/login', { body: [{ email, pwd }] });
const validar = (token: string) => t.request('POST', '/api/auth/validarJsonWebToken', { token });

const CLAVE = 'una-clave-larga';
let seq = 0;
const nuevoJugador = () => t.createPlayer({ nickname: `cta${Date.now().toString(36)}${(seq++).toString(36)}` });

async function crearCuenta(cargos: number[] = [7]) {
  const p = await nuevoJugador();
  const email = `${p.nickname}@gremio.test`;
  const res = await call('POST', '', [{ nickname: p.nickname, email, password: CLAVE, cargos }]);
  expect(res.statusCode).toBe(201);
  return { ...p, email, cuenta: res.json().cuenta as CuentaRow };
}

async function auditRows(idCuenta: number) {
  return t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'cuenta'), eq(auditoria.idEntidad, String(idCuenta))))
    .orderBy(auditoria.idAuditoria);
}

const ENDPOINTS: [Method, string, unknown][] = [
  ['GET', '', undefined],
  ['POST', '', [{ nickname: 'alguien', email: 'a@b.co', password: CLAVE, cargos: [7] }]],
  ['PUT', '/cargos', [{ idCuenta: 1, cargos: [7] }]],
  ['PUT', '/clave', [{ idCuenta: 1, password: CLAVE }]],
  ['PUT', '/desactivar', [{ idCuenta: 1 }]],
  ['PUT', '/activar', [{ idCuenta: 1 }]],
];

describe('access (leader only)', () => {
  it.each(ENDPOINTS)('%s /api/cuentas%s answers 401 without a token', async (method, path, body) => {
    expect((await call(method, path, body, null)).statusCode).toBe(401);
  });
  it.each(ENDPOINTS)('%s /api/cuentas%s answers 403 to an account without charge 1', async (method, path, body) => {
    const res = await call(method, path, body, tesorero.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: 'No tiene permiso para realizar esta acción', code: 'sesion.sinPermiso' });
  });
});

describe('GET /api/cuentas', () => {
  it('lists the accounts with their player, state and charges', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ok: true; cuentas: CuentaRow[] };
    expect(body.ok).toBe(true);
    expect(body.cuentas[0]).toEqual({
      id_cuenta: t.lider.idCuenta,
      email: t.lider.email,
      discord: null,
      id_player: t.lider.idPlayer,
      nickname: 'lider',
      estado_jugador: true,
      activa: true,
      cargos: [1, 2, 3, 4, 5, 6, 7, 8],
      creada: expect.stringMatching(/Z$/),
    });
    expect(body.cuentas.find((c) => c.id_cuenta === tesorero.idCuenta)?.cargos).toEqual([8]);
  });
});

describe('POST /api/cuentas', () => {
  it('creates an account for a player that can log in with its charges, and audits it', async () => {
    const p = await nuevoJugador();
    const res = await call('POST', '', [
      {
        nickname: p.nickname.toUpperCase(),
        email: `  ${p.nickname.toUpperCase()}@Gremio.TEST `,
        password: CLAVE,
        cargos: [8, 7, 7],
      },
    ]);
    expect(res.statusCode).toBe(201);
    const email = `${p.nickname}@gremio.test`;
    expect(res.json()).toEqual({
      ok: true,
      message: 'Cuenta creada',
      cuenta: expect.objectContaining({ email, nickname: p.nickname, id_player: p.idPlayer, activa: true, cargos: [7, 8] }),
    });
    const logged = await login(email, CLAVE);
    expect(logged.statusCode).toBe(200);
    expect(logged.json().charges).toEqual([{ id_cargo: 7 }, { id_cargo: 8 }]);

    const rows = await auditRows(res.json().cuenta.id_cuenta);
    expect(rows).toEqual([
      expect.objectContaining({
        idCuenta: t.lider.idCuenta,
        accion: 'crear',
        despues: { email, idPlayer: p.idPlayer, nickname: p.nickname, cargos: [7, 8] },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(CLAVE);
  });

  it('accepts an account without charges', async () => {
    const { cuenta: c } = await crearCuenta([]);
    expect(c.cargos).toEqual([]);
  });

  it('answers 404 for a nickname without a player', async () => {
    const res = await call('POST', '', [{ nickname: 'noexiste', email: 'x@gremio.test', password: CLAVE, cargos: [] }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_JUGADOR_SIN_REGISTRO, code: 'cuenta.jugadorSinRegistro' });
  });

  it('refuses a taken email and a second account for a player with 409', async () => {
    const a = await crearCuenta();
    const p = await nuevoJugador();
    const email = await call('POST', '', [{ nickname: p.nickname, email: a.email.toUpperCase(), password: CLAVE, cargos: [] }]);
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ ok: false, message: MENSAJE_EMAIL_DUPLICADO, code: 'cuenta.emailDuplicado' });
    const second = await call('POST', '', [{ nickname: a.nickname, email: 'otro@gremio.test', password: CLAVE, cargos: [] }]);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ ok: false, message: MENSAJE_JUGADOR_CON_CUENTA, code: 'cuenta.jugadorConCuenta' });
  });

  it.each([
    ['a 9-character password', { password: '123456789' }, 'password'],
    ['a missing password', { password: undefined }, 'password'],
    ['an invalid email', { email: 'no-es-un-email' }, 'email'],
    ['an invalid nickname', { nickname: 'a b' }, 'nickname'],
    ['cargos that are not a list', { cargos: 7 }, 'cargos'],
    ['cargo 0', { cargos: [0] }, 'cargos'],
  ])('answers 400 naming the field for %s', async (_name, change, field) => {
    const item = { nickname: 'valido', email: 'valido@gremio.test', password: CLAVE, cargos: [7], ...change };
    const res = await call('POST', '', [item]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`${field}:`);
  });

  it('answers 400 naming the cargo for an unknown one', async () => {
    const p = await nuevoJugador();
    const res = await call('POST', '', [
      { nickname: p.nickname, email: `${p.nickname}@gremio.test`, password: CLAVE, cargos: [7, 42] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'cargos: no existe el cargo 42', code: 'cuenta.cargoNoExiste' });
  });

  it('ignores extra fields such as activa or token_version', async () => {
    const p = await nuevoJugador();
    const res = await call('POST', '', [
      { nickname: p.nickname, email: `${p.nickname}@gremio.test`, password: CLAVE, cargos: [], activa: false, tokenVersion: 9 },
    ]);
    expect(res.json().cuenta.activa).toBe(true);
    const [row] = await t.db.select().from(cuenta).where(eq(cuenta.idCuenta, res.json().cuenta.id_cuenta));
    expect(row!.tokenVersion).toBe(0);
  });
});

describe('PUT /api/cuentas/cargos', () => {
  it('replaces the charges, effective on the next request, and audits before/after', async () => {
    const a = await crearCuenta([7]);
    const token = (await login(a.email, CLAVE)).json().token as string;
    const res = await call('PUT', '/cargos', [{ idCuenta: a.cuenta.id_cuenta, cargos: [8, 5] }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Cargos actualizados', cuenta: expect.objectContaining({ cargos: [5, 8] }) });
    // The same token now carries the new charges.
    expect((await validar(token)).json().charges).toEqual([{ id_cargo: 5 }, { id_cargo: 8 }]);
    const rows = await auditRows(a.cuenta.id_cuenta);
    expect(rows.at(-1)).toMatchObject({ accion: 'cambiar_cargos', antes: { cargos: [7] }, despues: { cargos: [5, 8] } });
  });

  it('answers 404 for an unknown account', async () => {
    const res = await call('PUT', '/cargos', [{ idCuenta: 987_654, cargos: [7] }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_CUENTA_NO_EXISTE, code: 'cuenta.noExiste' });
  });

  it('refuses to remove the leader’s own LIDER charge, but keeps the others editable', async () => {
    const res = await call('PUT', '/cargos', [{ idCuenta: t.lider.idCuenta, cargos: [2, 3, 4, 5, 6, 7, 8] }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_QUITAR_PROPIO_LIDER, code: 'cuenta.quitarPropioLider' });
    const ok = await call('PUT', '/cargos', [{ idCuenta: t.lider.idCuenta, cargos: [1, 2, 3, 4, 5, 6, 7, 8] }]);
    expect(ok.statusCode).toBe(200);
  });

  it('lets a leader remove the LIDER charge of another leader', async () => {
    const otro = await crearCuenta([1, 7]);
    const res = await call('PUT', '/cargos', [{ idCuenta: otro.cuenta.id_cuenta, cargos: [7] }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().cuenta.cargos).toEqual([7]);
  });
});

describe('PUT /api/cuentas/clave', () => {
  it('sets a new password and ends every session of the account at once', async () => {
    const a = await crearCuenta([7]);
    const token = (await login(a.email, CLAVE)).json().token as string;
    expect((await validar(token)).statusCode).toBe(200);
    const res = await call('PUT', '/clave', [{ idCuenta: a.cuenta.id_cuenta, password: 'otra-clave-nueva' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: 'Contraseña restablecida' });
    expect((await validar(token)).statusCode).toBe(401);
    expect((await login(a.email, CLAVE)).statusCode).toBe(401);
    expect((await login(a.email, 'otra-clave-nueva')).statusCode).toBe(200);
    const rows = await auditRows(a.cuenta.id_cuenta);
    expect(rows.at(-1)).toMatchObject({
      idCuenta: t.lider.idCuenta,
      accion: 'cambiar_clave',
      antes: { tokenVersion: 0 },
      despues: { tokenVersion: 1 },
    });
    expect(JSON.stringify(rows)).not.toContain('otra-clave-nueva');
  });

  it('answers 400 for a password under 10 characters and 404 for an unknown account', async () => {
    const short = await call('PUT', '/clave', [{ idCuenta: tesorero.idCuenta, password: 'corta' }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('password: La contraseña debe tener al menos 10 caracteres');
    expect((await call('PUT', '/clave', [{ idCuenta: 987_654, password: CLAVE }])).statusCode).toBe(404);
  });
});

describe('PUT /api/cuentas/clave on an account made by «Entrar con Discord»', () => {
  it('is refused with a sentence: no email, so no password to reset; nothing changes', async () => {
    const p = await nuevoJugador();
    const [row] = await t.db
      .insert(cuenta)
      .values({ idPlayer: p.idPlayer, discordUserId: '610000000000000001', discordNombre: 'solo_discord' })
      .returning();
    const res = await call('PUT', '/clave', [{ idCuenta: row!.idCuenta, password: CLAVE }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_CLAVE_SIN_EMAIL, code: 'cuenta.claveSinEmail' });
    const [despues] = await t.db.select().from(cuenta).where(eq(cuenta.idCuenta, row!.idCuenta));
    expect(despues).toMatchObject({ passwordHash: null, tokenVersion: row!.tokenVersion });
    expect((await auditRows(row!.idCuenta)).map((r) => r.accion)).not.toContain('cambiar_clave');
  });
});

describe('PUT /api/cuentas/desactivar and /activar', () => {
  it('disables an account: it loses access immediately and cannot log in; activar gives the login back', async () => {
    const a = await crearCuenta([8]);
    const token = (await login(a.email, CLAVE)).json().token as string;
    expect((await t.request('GET', '/api/jugadores/getSelects', { token })).statusCode).toBe(403);
    expect((await validar(token)).statusCode).toBe(200);

    const off = await call('PUT', '/desactivar', [{ idCuenta: a.cuenta.id_cuenta }]);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ ok: true, message: 'Cuenta desactivada', cuenta: { activa: false } });
    expect((await validar(token)).statusCode).toBe(401);
    expect((await login(a.email, CLAVE)).statusCode).toBe(401);

    // Again: nothing changes.
    expect((await call('PUT', '/desactivar', [{ idCuenta: a.cuenta.id_cuenta }])).statusCode).toBe(200);

    const on = await call('PUT', '/activar', [{ idCuenta: a.cuenta.id_cuenta }]);
    expect(on.json()).toMatchObject({ ok: true, message: 'Cuenta activada', cuenta: { activa: true } });
    expect((await login(a.email, CLAVE)).statusCode).toBe(200);
    // A token from before the disable stays dead.
    expect((await validar(token)).statusCode).toBe(401);

    const rows = await auditRows(a.cuenta.id_cuenta);
    expect(rows.map((r) => r.accion)).toEqual(['crear', 'desactivar', 'activar']);
    expect(rows[1]).toMatchObject({ idCuenta: t.lider.idCuenta, antes: { activa: true }, despues: { activa: false } });
  });

  it('a disabled leader loses the administration at once', async () => {
    const otro = await crearCuenta([1]);
    const token = (await login(otro.email, CLAVE)).json().token as string;
    expect((await call('GET', '', undefined, token)).statusCode).toBe(200);
    await call('PUT', '/desactivar', [{ idCuenta: otro.cuenta.id_cuenta }]);
    expect((await call('GET', '', undefined, token)).statusCode).toBe(401);
  });

  it('refuses to disable the leader’s own account', async () => {
    const res = await call('PUT', '/desactivar', [{ idCuenta: t.lider.idCuenta }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_DESACTIVAR_PROPIA_CUENTA, code: 'cuenta.desactivarPropia' });
    expect((await validar(t.lider.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account and 400 for a bad id', async () => {
    expect((await call('PUT', '/desactivar', [{ idCuenta: 987_654 }])).statusCode).toBe(404);
    expect((await call('PUT', '/activar', [{ idCuenta: 987_654 }])).statusCode).toBe(404);
    const bad = await call('PUT', '/desactivar', [{ idCuenta: 'uno' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('idCuenta:');
  });
});

describe('the guild always keeps one leader (also from the command line)', () => {
  const TODOS = [1, 2, 3, 4, 5, 6, 7, 8];
  const SIN_LIDER = [2, 3, 4, 5, 6, 7, 8];
  const activeLeaders = async () =>
    (await listCuentas(t.db)).filter((c) => c.activa && c.estado_jugador && c.cargos.includes(1)).map((c) => c.id_cuenta);

  it('refuses to remove LIDER from, or disable, the only active leader; with a second leader it may go', async () => {
    // Earlier tests left the test leader as the only active account with charge 1.
    expect(await activeLeaders()).toEqual([t.lider.idCuenta]);
    await expect(cambiarCargos(t.db, CLI, { email: t.lider.email }, [7])).rejects.toMatchObject({
      statusCode: 409,
      message: MENSAJE_ULTIMO_LIDER,
    });
    await expect(desactivarCuenta(t.db, CLI, { email: t.lider.email })).rejects.toMatchObject({
      statusCode: 409,
      message: MENSAJE_ULTIMO_LIDER,
    });
    const otro = await crearCuenta([1]);
    try {
      expect((await cambiarCargos(t.db, CLI, { email: t.lider.email }, SIN_LIDER)).resultado.cargos).toEqual(SIN_LIDER);
      expect(await activeLeaders()).toEqual([otro.cuenta.id_cuenta]);
    } finally {
      await cambiarCargos(t.db, CLI, { idCuenta: t.lider.idCuenta }, TODOS);
      await desactivarCuenta(t.db, CLI, { idCuenta: otro.cuenta.id_cuenta });
    }
  });

  it('two leaders removing each other at the same time cannot both succeed', async () => {
    const a = await crearCuenta([1]);
    const b = await crearCuenta([1]);
    // a and b become the only leaders.
    await cambiarCargos(t.db, CLI, { idCuenta: t.lider.idCuenta }, SIN_LIDER);
    try {
      const results = await Promise.allSettled([
        cambiarCargos(t.db, { idCuenta: a.cuenta.id_cuenta }, { idCuenta: b.cuenta.id_cuenta }, []),
        cambiarCargos(t.db, { idCuenta: b.cuenta.id_cuenta }, { idCuenta: a.cuenta.id_cuenta }, []),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { message: MENSAJE_ULTIMO_LIDER } });
      expect((await activeLeaders()).length).toBe(1);
    } finally {
      await cambiarCargos(t.db, CLI, { idCuenta: t.lider.idCuenta }, TODOS);
    }
  });

  it('audits command-line changes with no account and a note', async () => {
    const a = await crearCuenta([7]);
    await cambiarCargos(t.db, CLI, { email: a.email }, [5]);
    const rows = await auditRows(a.cuenta.id_cuenta);
    expect(rows.at(-1)).toMatchObject({ idCuenta: null, accion: 'cambiar_cargos', despues: { cargos: [5], origen: 'cli' } });
  });
});
