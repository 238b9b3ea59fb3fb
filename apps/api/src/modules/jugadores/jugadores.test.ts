import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAJE_CARGO_NO_EXISTE,
  MENSAJE_DESACTIVAR_PROPIO_JUGADOR,
  MENSAJE_JUGADOR_NO_EXISTE,
  MENSAJE_NICKNAME_DUPLICADO,
  MENSAJE_ROL_NO_EXISTE,
  type JugadorRow,
} from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { auditoria, jugador } from '../../db/schema.js';

let t: TestApp;
let tesorero: TestCuenta;
beforeAll(async () => {
  t = await buildTestApp();
  tesorero = await t.createCuenta({ cargos: [8, 7, 5], idCargo: 8 });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
/** `token` null: anonymous. */
const call = (method: Method, path: string, body?: unknown, token: string | null = t.lider.token) =>
  t.request(method, `/api/jugadores${path}`, { token: token ?? undefined, body });
const lista = (item: object, token?: string) => call('POST', '/lista', [item], token);
const crear = (item: object) => call('POST', '', [item]);
const editar = (item: object) => call('PUT', '', [item]);
const estado = (item: object, token?: string) => call('PUT', '/DeleteJugador', [item], token);

let seq = 0;
/** A unique valid nickname for this file. */
const nick = (prefix = 'pj') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function auditRows(entidad: string, id: number) {
  return t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, entidad), eq(auditoria.idEntidad, String(id))))
    .orderBy(auditoria.idAuditoria);
}

const ENDPOINTS: [Method, string, unknown][] = [
  ['GET', '/getSelects', undefined],
  ['POST', '/lista', [{ nickname: '', page: 1 }]],
  ['POST', '', [{ nickname: 'alguien', idRol: 1, idCargo: 3 }]],
  ['PUT', '', [{ nickname: 'alguien', idRol: 1, idCargo: 3, idPlayer: 1 }]],
  ['PUT', '/DeleteJugador', [{ estado: false, idPlayer: 1 }]],
];

describe('access (leader only)', () => {
  it.each(ENDPOINTS)('%s /api/jugadores%s answers 401 without a token', async (method, path, body) => {
    const res = await call(method, path, body, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: expect.any(String), code: expect.any(String) });
  });

  it.each(ENDPOINTS)('%s /api/jugadores%s answers 403 to an account without charge 1', async (method, path, body) => {
    const res = await call(method, path, body, tesorero.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: 'No tiene permiso para realizar esta acción', code: 'sesion.sinPermiso' });
  });

  it('decides access before validating the body', async () => {
    expect((await call('POST', '/lista', { no: 'es una lista' }, null)).statusCode).toBe(401);
    expect((await call('POST', '', [{}], tesorero.token)).statusCode).toBe(403);
  });

  it('writes nothing for a refused caller', async () => {
    const nickname = nick('nadie');
    await call('POST', '', [{ nickname, idRol: 1, idCargo: 3 }], tesorero.token);
    expect(await t.db.select().from(jugador).where(eq(jugador.nickname, nickname))).toEqual([]);
  });
});

describe('GET /api/jugadores/getSelects', () => {
  it('answers the roles and cargos in id order', async () => {
    const res = await call('GET', '/getSelects');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      roles: [
        { id_rol: 1, nombre_rol: 'Tanque' },
        { id_rol: 2, nombre_rol: 'Sanador' },
        { id_rol: 3, nombre_rol: 'DPS' },
        { id_rol: 4, nombre_rol: 'Soporte' },
        { id_rol: 5, nombre_rol: 'Sin rol' },
      ],
      cargos: [
        { id_cargo: 1, nombre_cargo: 'LIDER' },
        { id_cargo: 2, nombre_cargo: 'OFICIAL' },
        { id_cargo: 3, nombre_cargo: 'MIEMBRO' },
        { id_cargo: 4, nombre_cargo: 'RECLUTA' },
        { id_cargo: 5, nombre_cargo: 'DISTRIBUIDOR' },
        { id_cargo: 6, nombre_cargo: 'RECLUTADOR' },
        { id_cargo: 7, nombre_cargo: 'ENCARGADO DE CONTENIDO' },
        { id_cargo: 8, nombre_cargo: 'TESORERO' },
      ],
    });
  });
});

describe('POST /api/jugadores/lista', () => {
  // 23 players named `filaNN`, plus the leader and the treasurer created before.
  const filas: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 23; i++) {
      filas.push((await t.createPlayer({ nickname: `fila${String(i).padStart(2, '0')}`, idCargo: 4, idRol: 2 })).nickname);
    }
  });

  it('answers the player rows with exactly their wire fields, 10 a page, ordered by id, and the total', async () => {
    const res = await lista({ nickname: '', page: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ok: true; message: JugadorRow[]; count: number };
    expect(body.ok).toBe(true);
    expect(body.message).toHaveLength(10);
    expect(body.count).toBeGreaterThanOrEqual(25);
    const ids = body.message.map((r) => r.id_player);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Object.keys(body.message[0]!).sort()).toEqual(
      ['estado', 'fecha_registro', 'id_cargo', 'id_player', 'id_rol', 'nickname', 'nombre_cargo', 'nombre_rol'].sort(),
    );
    const lider = body.message.find((r) => r.nickname === 'lider');
    expect(lider).toEqual({
      id_player: t.lider.idPlayer,
      nickname: 'lider',
      nombre_cargo: 'LIDER',
      nombre_rol: 'Sin rol',
      fecha_registro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      estado: true,
      id_cargo: 1,
      id_rol: 5,
    });
  });

  it('pages through the filtered players with the total count', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => lista({ nickname: 'fila', page })));
    const bodies = pages.map((p) => p.json() as { message: JugadorRow[]; count: number });
    expect(bodies.map((b) => b.count)).toEqual([23, 23, 23, 23]);
    expect(bodies.map((b) => b.message.length)).toEqual([10, 10, 3, 0]);
    expect(bodies.flatMap((b) => b.message.map((r) => r.nickname))).toEqual(filas);
    expect(bodies[0]!.message[0]).toMatchObject({ nombre_cargo: 'RECLUTA', nombre_rol: 'Sanador', id_cargo: 4, id_rol: 2 });
  });

  it('filters case-insensitively by "contains", trimming the text', async () => {
    const body = (await lista({ nickname: '  ILA1 ', page: 1 })).json();
    expect(body.message.map((r: JugadorRow) => r.nickname)).toEqual(filas.filter((n) => n.includes('ila1')));
    expect(body.count).toBe(10);
  });

  it.each(['%', '_', '\\', "'", "fila' or '1'='1", 'fila%', 'fil_0', '"'])('treats %j as plain text', async (text) => {
    const res = await lista({ nickname: text, page: 1 });
    expect(res.statusCode).toBe(200);
    // Nicknames hold only letters and digits, so none contains these characters.
    expect(res.json()).toEqual({ ok: true, message: [], count: 0 });
  });

  it('defaults to the first page and no filter', async () => {
    const res = await lista({});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toHaveLength(10);
    expect(res.json().message[0].id_player).toBe(t.lider.idPlayer);
  });

  it.each([
    ['page 0', { nickname: '', page: 0 }],
    ['a negative page', { nickname: '', page: -1 }],
    ['a fractional page', { nickname: '', page: 1.5 }],
    ['a text page', { nickname: '', page: 'uno' }],
    ['a number as filter', { nickname: 5, page: 1 }],
    ['a filter over 100 characters', { nickname: 'a'.repeat(101), page: 1 }],
  ])('answers 400 for %s', async (_name, item) => {
    const res = await lista(item);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringMatching(/^Datos inválidos/), code: 'validacion.datos' });
  });

  it('answers 400 for a body that is not a list of one item', async () => {
    expect((await call('POST', '/lista', { nickname: '', page: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/lista', [])).statusCode).toBe(400);
  });
});

describe('POST /api/jugadores', () => {
  it('creates a player with a trimmed, lower-cased nickname and answers its row (201)', async () => {
    const nickname = nick('Nuevo').toUpperCase();
    const res = await crear({ nickname: `  ${nickname} `, idRol: 3, idCargo: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ok: true,
      message: 'Jugador creado',
      jugador: {
        id_player: expect.any(Number),
        nickname: nickname.toLowerCase(),
        nombre_cargo: 'OFICIAL',
        nombre_rol: 'DPS',
        fecha_registro: expect.any(String),
        estado: true,
        id_cargo: 2,
        id_rol: 3,
      },
    });
    expect(Date.now() - Date.parse(res.json().jugador.fecha_registro)).toBeLessThan(60_000);
    const found = (await lista({ nickname, page: 1 })).json();
    expect(found.message).toEqual([res.json().jugador]);
  });

  it('writes an audit row with who and what', async () => {
    const res = await crear({ nickname: nick(), idRol: 1, idCargo: 3 });
    const { id_player, nickname } = res.json().jugador;
    const rows = await auditRows('jugador', id_player);
    expect(rows).toEqual([
      expect.objectContaining({
        idCuenta: t.lider.idCuenta,
        accion: 'crear',
        antes: null,
        despues: { nickname, idRol: 1, idCargo: 3 },
        fecha: expect.any(Date),
      }),
    ]);
  });

  it('refuses a duplicate nickname, also in another case, with 409', async () => {
    const nickname = nick('dup');
    expect((await crear({ nickname, idRol: 1, idCargo: 3 })).statusCode).toBe(201);
    for (const again of [nickname, nickname.toUpperCase(), ` ${nickname} `]) {
      const res = await crear({ nickname: again, idRol: 2, idCargo: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, message: MENSAJE_NICKNAME_DUPLICADO, code: 'jugador.nicknameDuplicado' });
    }
  });

  it('gives one 201 and one 409 to two simultaneous requests with the same nickname', async () => {
    const nickname = nick('carrera');
    const results = await Promise.all([crear({ nickname, idRol: 1, idCargo: 3 }), crear({ nickname, idRol: 1, idCargo: 3 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  // A nickname non-empty after trimming, 3–32 [a-z0-9]; a rol and a cargo chosen (not 0).
  it.each([
    ['a missing nickname', { idRol: 1, idCargo: 3 }, 'nickname'],
    ['an empty nickname', { nickname: '', idRol: 1, idCargo: 3 }, 'nickname'],
    ['a blank nickname', { nickname: '    ', idRol: 1, idCargo: 3 }, 'nickname'],
    ['a 2-character nickname', { nickname: 'ab', idRol: 1, idCargo: 3 }, 'nickname'],
    ['a 33-character nickname', { nickname: 'a'.repeat(33), idRol: 1, idCargo: 3 }, 'nickname'],
    ['a nickname with a space', { nickname: 'dos palabras', idRol: 1, idCargo: 3 }, 'nickname'],
    ['a nickname with markup', { nickname: '<b>hola</b>', idRol: 1, idCargo: 3 }, 'nickname'],
    ['a nickname with a quote', { nickname: "o'neil", idRol: 1, idCargo: 3 }, 'nickname'],
    ['a number as nickname', { nickname: 12345, idRol: 1, idCargo: 3 }, 'nickname'],
    ['rol 0 (none chosen)', { nickname: 'valido', idRol: 0, idCargo: 3 }, 'idRol'],
    ['a missing rol', { nickname: 'valido', idCargo: 3 }, 'idRol'],
    ['cargo 0 (none chosen)', { nickname: 'valido', idRol: 1, idCargo: 0 }, 'idCargo'],
    ['a missing cargo', { nickname: 'valido', idRol: 1 }, 'idCargo'],
    ['a text cargo', { nickname: 'valido', idRol: 1, idCargo: 'LIDER' }, 'idCargo'],
    ['a rol out of range', { nickname: 'valido', idRol: 40_000, idCargo: 3 }, 'idRol'],
  ])('answers 400 naming the field for %s', async (_name, item, field) => {
    const res = await crear(item);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: expect.stringContaining(`${field}:`), code: 'validacion.datos' });
  });

  it('answers 400 naming the field for an unknown rol or cargo', async () => {
    const rol = await crear({ nickname: nick(), idRol: 9, idCargo: 3 });
    expect(rol.statusCode).toBe(400);
    expect(rol.json()).toEqual({ ok: false, message: MENSAJE_ROL_NO_EXISTE, code: 'jugador.rolNoExiste' });
    const cargo = await crear({ nickname: nick(), idRol: 1, idCargo: 99 });
    expect(cargo.statusCode).toBe(400);
    expect(cargo.json()).toEqual({ ok: false, message: MENSAJE_CARGO_NO_EXISTE, code: 'jugador.cargoNoExiste' });
  });

  it('ignores extra fields (no mass assignment)', async () => {
    const nickname = nick('extra');
    const res = await crear({
      nickname,
      idRol: 1,
      idCargo: 3,
      estado: false,
      idPlayer: 999_999,
      id_player: 999_999,
      fecha_registro: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const row = res.json().jugador as JugadorRow;
    expect(row.estado).toBe(true);
    expect(row.id_player).not.toBe(999_999);
    expect(row.fecha_registro.startsWith('2000')).toBe(false);
  });
});

describe('PUT /api/jugadores', () => {
  it('edits nickname, rol and cargo and writes before/after to the audit', async () => {
    const p = await t.createPlayer({ idCargo: 3, idRol: 5 });
    const nickname = nick('editado');
    const res = await editar({ idPlayer: p.idPlayer, nickname: nickname.toUpperCase(), idRol: 2, idCargo: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: 'Jugador editado',
      jugador: expect.objectContaining({
        id_player: p.idPlayer,
        nickname,
        id_rol: 2,
        nombre_rol: 'Sanador',
        id_cargo: 6,
        nombre_cargo: 'RECLUTADOR',
        estado: true,
      }),
    });
    const rows = await auditRows('jugador', p.idPlayer);
    expect(rows).toEqual([
      expect.objectContaining({
        idCuenta: t.lider.idCuenta,
        accion: 'editar',
        antes: { nickname: p.nickname, idRol: 5, idCargo: 3 },
        despues: { nickname, idRol: 2, idCargo: 6 },
      }),
    ]);
  });

  it('keeps its own nickname (only the rol changes)', async () => {
    const p = await t.createPlayer();
    const res = await editar({ idPlayer: p.idPlayer, nickname: p.nickname, idRol: 4, idCargo: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().jugador).toMatchObject({ nickname: p.nickname, id_rol: 4 });
  });

  it("refuses another player's nickname with 409", async () => {
    const a = await t.createPlayer();
    const b = await t.createPlayer();
    const res = await editar({ idPlayer: b.idPlayer, nickname: a.nickname.toUpperCase(), idRol: 1, idCargo: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_NICKNAME_DUPLICADO, code: 'jugador.nicknameDuplicado' });
    const [row] = await t.db.select().from(jugador).where(eq(jugador.idPlayer, b.idPlayer));
    expect(row!.nickname).toBe(b.nickname);
  });

  it('answers 404 for an unknown player', async () => {
    const res = await editar({ idPlayer: 987_654, nickname: nick(), idRol: 1, idCargo: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_JUGADOR_NO_EXISTE, code: 'jugador.noExiste' });
  });

  it.each([
    ['a missing idPlayer', { nickname: 'valido', idRol: 1, idCargo: 3 }, 'idPlayer'],
    ['idPlayer 0', { idPlayer: 0, nickname: 'valido', idRol: 1, idCargo: 3 }, 'idPlayer'],
    ['a blank nickname', { idPlayer: 1, nickname: '  ', idRol: 1, idCargo: 3 }, 'nickname'],
    ['rol 0', { idPlayer: 1, nickname: 'valido', idRol: 0, idCargo: 3 }, 'idRol'],
    ['cargo 0', { idPlayer: 1, nickname: 'valido', idRol: 1, idCargo: 0 }, 'idCargo'],
  ])('answers 400 naming the field for %s', async (_name, item, field) => {
    const res = await editar(item);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`${field}:`);
  });

  it('answers 400 for an unknown rol or cargo and changes nothing', async () => {
    const p = await t.createPlayer({ idRol: 5, idCargo: 3 });
    expect((await editar({ idPlayer: p.idPlayer, nickname: p.nickname, idRol: 77, idCargo: 3 })).json()).toEqual({
      ok: false,
      message: MENSAJE_ROL_NO_EXISTE,
      code: 'jugador.rolNoExiste',
    });
    expect((await editar({ idPlayer: p.idPlayer, nickname: 'otronombre', idRol: 1, idCargo: 77 })).json()).toEqual({
      ok: false,
      message: MENSAJE_CARGO_NO_EXISTE,
      code: 'jugador.cargoNoExiste',
    });
    const [row] = await t.db.select().from(jugador).where(eq(jugador.idPlayer, p.idPlayer));
    expect(row).toMatchObject({ nickname: p.nickname, idRol: 5, idCargo: 3 });
  });

  it('ignores extra fields such as estado (no mass assignment)', async () => {
    const p = await t.createPlayer();
    const res = await editar({ idPlayer: p.idPlayer, nickname: p.nickname, idRol: 1, idCargo: 3, estado: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().jugador.estado).toBe(true);
  });
});

describe('PUT /api/jugadores/DeleteJugador', () => {
  it('switches a player off and on; the list shows it and each change is audited', async () => {
    const p = await t.createPlayer();
    const off = await estado({ estado: false, idPlayer: p.idPlayer });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      ok: true,
      message: 'Jugador desactivado',
      jugador: expect.objectContaining({ id_player: p.idPlayer, estado: false }),
    });
    expect((await lista({ nickname: p.nickname, page: 1 })).json().message[0].estado).toBe(false);

    const on = await estado({ estado: true, idPlayer: p.idPlayer });
    expect(on.json()).toMatchObject({ ok: true, message: 'Jugador activado', jugador: { estado: true } });
    expect((await lista({ nickname: p.nickname, page: 1 })).json().message[0].estado).toBe(true);

    const rows = await auditRows('jugador', p.idPlayer);
    expect(rows.map((r) => [r.accion, r.antes, r.despues, r.idCuenta])).toEqual([
      ['desactivar', { estado: true }, { estado: false }, t.lider.idCuenta],
      ['activar', { estado: false }, { estado: true }, t.lider.idCuenta],
    ]);
  });

  it('is idempotent: the same state again changes and audits nothing', async () => {
    const p = await t.createPlayer();
    const res = await estado({ estado: true, idPlayer: p.idPlayer });
    expect(res.statusCode).toBe(200);
    expect(await auditRows('jugador', p.idPlayer)).toEqual([]);
  });

  it("switching a player off ends their account's access at once, and on gives it back to a new login", async () => {
    const a = await t.createCuenta({ cargos: [7] });
    const validar = () => t.request('POST', '/api/auth/validarJsonWebToken', { token: a.token });
    const login = () => t.request('POST', '/api/auth/login', { body: [{ email: a.email, pwd: a.password }] });
    expect((await validar()).statusCode).toBe(200);
    await estado({ estado: false, idPlayer: a.idPlayer });
    expect((await validar()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    await estado({ estado: true, idPlayer: a.idPlayer });
    // The sessions ended for good: the token issued before stays refused.
    expect((await validar()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses to switch off the leader’s own player (409) but another leader may', async () => {
    const res = await estado({ estado: false, idPlayer: t.lider.idPlayer });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_DESACTIVAR_PROPIO_JUGADOR, code: 'jugador.desactivarPropio' });
    const otro = await t.createCuenta({ cargos: [1], idCargo: 1 });
    expect((await estado({ estado: false, idPlayer: otro.idPlayer })).statusCode).toBe(200);
    expect((await estado({ estado: true, idPlayer: otro.idPlayer })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown player', async () => {
    const res = await estado({ estado: false, idPlayer: 987_654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_JUGADOR_NO_EXISTE, code: 'jugador.noExiste' });
  });

  it.each([
    ['a missing estado', { idPlayer: 1 }, 'estado'],
    ['a text estado', { estado: 'false', idPlayer: 1 }, 'estado'],
    ['a missing idPlayer', { estado: true }, 'idPlayer'],
    ['a negative idPlayer', { estado: true, idPlayer: -3 }, 'idPlayer'],
  ])('answers 400 naming the field for %s', async (_name, item, field) => {
    const res = await estado(item);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`${field}:`);
  });
});

describe('OpenAPI', () => {
  it('describes the players calls', async () => {
    const paths = Object.keys((await t.request('GET', '/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/jugadores/getSelects', '/api/jugadores/lista', '/api/jugadores/DeleteJugador']),
    );
  });
});
