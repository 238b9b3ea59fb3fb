// The host's operator (docs/deploy.md, «Operador»): only the accounts the environment names (by email or
// by Discord id) call its routes, whatever their cargos; a new guild gets what it needs (houses, its
// ledger's fixed accounts, its leader with LIDER in it); slugs are validated, reserved and unique;
// suspension and quotas are stored and audited; the export is JSON lines with the guild's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FORMATO_EXPORTACION_GREMIO, VERSION_EXPORTACION_GREMIO } from '@reparto/contract';
import { buildTestApp, type TestApp, type TestCuenta } from '../../testing/harness.js';
import { esOperador, normalizarOperadores } from '../../plugins/auth.js';
import { gremiosActivos } from '../../lib/gremios-activos.js';

let t: TestApp;
let operador: TestCuenta;
let porDiscord: TestCuenta;
const DISCORD_OPERADOR = '123456789012345678';

beforeAll(async () => {
  t = await buildTestApp({ operadores: { emails: ['Operador@Test.Local'], discordIds: [DISCORD_OPERADOR] } });
  operador = await t.createCuenta({ cargos: [], nickname: 'operador' });
  porDiscord = await t.createCuenta({ cargos: [] });
  await t.db.execute(sql`update cuenta set discord_user_id = ${DISCORD_OPERADOR} where id_cuenta = ${porDiscord.idCuenta}`);
});
afterAll(() => t.close());

const crear = (body: unknown, token = operador.token) => t.request('POST', '/api/operador/gremios', { token, body: [body] });
const fila = async (q: ReturnType<typeof sql>) => (await t.db.execute<Record<string, unknown>>(q)).rows[0]!;

describe('who is an operator', () => {
  it('an account the environment names by email (any case) or Discord id; never by a cargo', () => {
    const ops = normalizarOperadores({ emails: [' A@B.c '], discordIds: ['111'] });
    expect(esOperador({ email: 'a@b.C', discordUserId: null }, ops)).toBe(true);
    expect(esOperador({ email: '', discordUserId: '111' }, ops)).toBe(true);
    expect(esOperador({ email: '', discordUserId: null }, ops)).toBe(false);
    expect(esOperador({ email: 'x@b.c', discordUserId: '222' }, ops)).toBe(false);
    expect(esOperador({ email: '', discordUserId: null }, normalizarOperadores({ emails: [''] }))).toBe(false);
  });

  it('answers 401 without a token and 403 to the leader with every cargo, on every operator route', async () => {
    const rutas: [string, string, unknown?][] = [
      ['GET', '/api/operador/gremios'],
      ['POST', '/api/operador/gremios', [{ nombre: 'x', slug: 'xx', liderEmail: 'a@b.cd' }]],
      ['POST', '/api/operador/gremios/1/suspender'],
      ['POST', '/api/operador/gremios/1/reactivar'],
      ['PUT', '/api/operador/gremios/1/cuotas', [{ cuotaMiembros: 1, cuotaAuditoriaMeses: 1 }]],
      ['GET', '/api/operador/gremios/1/exportar'],
    ];
    for (const [metodo, url, body] of rutas) {
      const anon = await t.request(metodo as 'GET', url, { body });
      expect(anon.statusCode, `${metodo} ${url}`).toBe(401);
      const lider = await t.request(metodo as 'GET', url, { token: t.lider.token, body });
      expect(lider.statusCode, `${metodo} ${url}`).toBe(403);
      expect(lider.json()).toMatchObject({ ok: false, code: 'sesion.sinPermiso' });
    }
  });

  it('lets the operator by Discord id in', async () => {
    const res = await t.request('GET', '/api/operador/gremios', { token: porDiscord.token });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/operador/gremios', () => {
  let idGremio: number;
  let clave: string;

  it('creates the guild, its houses, its ledger accounts and its leader with LIDER in it', async () => {
    const res = await crear({ nombre: 'Los Nuevos', slug: 'los-nuevos', liderEmail: 'Jefa.Nueva@Gremio.test' });
    expect(res.statusCode).toBe(201);
    const { gremio, claveTemporal } = res.json().message;
    expect(gremio).toMatchObject({
      nombre: 'Los Nuevos',
      slug: 'los-nuevos',
      suspendido: null,
      cuotaMiembros: null,
      cuotaAuditoriaMeses: null,
      miembros: 1,
    });
    expect(claveTemporal).toMatch(/^[\w-]{16}$/);
    idGremio = gremio.idGremio;
    clave = claveTemporal;
    expect(idGremio).toBeGreaterThan(1);
    expect(await fila(sql`select count(*)::int as n from casa where id_gremio = ${idGremio}`)).toEqual({ n: 24 });
    expect(
      (await t.db.execute(sql`select clave from cuenta_libro where id_gremio = ${idGremio} order by clave`)).rows.map(
        (r) => r['clave'],
      ),
    ).toEqual(['botin', 'fondo_regear', 'pagado_juego', 'tesoreria']);
    expect(
      await fila(sql`
        select j.nickname, j.id_cargo, cc.id_cargo as cargo, cc.id_gremio as gremio_cargo, c.email
        from cuenta c join jugador j on j.id_player = c.id_player join cuenta_cargo cc on cc.id_cuenta = c.id_cuenta
        where j.id_gremio = ${idGremio}`),
    ).toEqual({ nickname: 'jefanueva', id_cargo: 1, cargo: 1, gremio_cargo: idGremio, email: 'jefa.nueva@gremio.test' });
    const audit = await fila(
      sql`select accion, entidad, id_entidad, id_cuenta from auditoria where entidad = 'gremio' and accion = 'crear'`,
    );
    expect(audit).toEqual({ accion: 'crear', entidad: 'gremio', id_entidad: String(idGremio), id_cuenta: operador.idCuenta });
  });

  it('the leader signs in with the temporary password, at the guild’s address', async () => {
    const res = await t.request('POST', '/api/g/los-nuevos/auth/login', {
      body: [{ email: 'jefa.nueva@gremio.test', pwd: clave }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('a Discord leader gets a Discord account, no password', async () => {
    const res = await crear({ nombre: 'Por Discord', slug: 'por-discord', liderDiscordId: '223456789012345678' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.claveTemporal).toBeNull();
    const id = res.json().message.gremio.idGremio;
    expect(
      await fila(sql`select c.email, c.password_hash, c.discord_user_id, j.nickname from cuenta c
        join jugador j on j.id_player = c.id_player where j.id_gremio = ${id}`),
    ).toEqual({ email: null, password_hash: null, discord_user_id: '223456789012345678', nickname: 'lider' });
  });

  it('refuses a slug that exists (409, in Spanish), the default guild’s included, and an account that exists', async () => {
    for (const slug of ['los-nuevos', 'principal']) {
      const res = await crear({ nombre: 'Otro', slug, liderEmail: 'otro@gremio.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        ok: false,
        code: 'operador.slugOcupado',
        message: `Ya hay un gremio con la dirección «${slug}»: elija otra`,
      });
    }
    const res = await crear({ nombre: 'Otro', slug: 'otro-mas', liderEmail: t.lider.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('operador.liderEnOtroGremio');
    expect(await fila(sql`select count(*)::int as n from gremio where slug = 'otro-mas'`)).toEqual({ n: 0 });
  });

  it('validates the name, the slug, the reserved slugs and the leader', async () => {
    const casos: [unknown, RegExp][] = [
      [{ nombre: 'X', slug: 'A-Mayus', liderEmail: 'a@b.cd' }, /dirección del gremio debe tener de 2 a 40/],
      [{ nombre: 'X', slug: '-guion', liderEmail: 'a@b.cd' }, /dirección del gremio/],
      [{ nombre: 'X', slug: 'a', liderEmail: 'a@b.cd' }, /dirección del gremio/],
      [{ nombre: 'X', slug: 'a'.repeat(41), liderEmail: 'a@b.cd' }, /dirección del gremio/],
      [{ nombre: 'X', slug: 'api', liderEmail: 'a@b.cd' }, /Esa dirección está reservada/],
      [{ nombre: 'X', slug: 'operador', liderEmail: 'a@b.cd' }, /Esa dirección está reservada/],
      [{ nombre: '', slug: 'bien', liderEmail: 'a@b.cd' }, /nombre del gremio/],
      [{ nombre: 'X', slug: 'bien' }, /Indique el correo o el id de Discord del líder/],
      [{ nombre: 'X', slug: 'bien', liderEmail: 'a@b.cd', liderDiscordId: '223456789012345679' }, /uno de los dos/],
      [{ nombre: 'X', slug: 'bien', liderEmail: 'no-es-correo' }, /correo del líder no es válido/],
      [{ nombre: 'X', slug: 'bien', liderDiscordId: '12' }, /id de Discord del líder/],
    ];
    for (const [body, mensaje] of casos) {
      const res = await crear(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(mensaje);
    }
  });

  it('lists every guild with its members and audit months', async () => {
    const res = await t.request('GET', '/api/operador/gremios', { token: operador.token });
    expect(res.statusCode).toBe(200);
    const lista = res.json().message as { slug: string; miembros: number; mesesAuditoria: number }[];
    expect(lista.map((g) => g.slug)).toEqual(['principal', 'los-nuevos', 'por-discord']);
    expect(lista[1]).toMatchObject({ miembros: 1 });
    // The operator's «crear» is in the new guild's audit.
    expect(lista[1]!.mesesAuditoria).toBe(1);
  });

  describe('suspension and quotas', () => {
    it('suspends and reactivates, audited once each; the same state again changes nothing; 404 for no guild', async () => {
      const url = `/api/operador/gremios/${idGremio}`;
      const s = await t.request('POST', `${url}/suspender`, { token: operador.token });
      expect(s.statusCode).toBe(200);
      expect(s.json().message.suspendido).toEqual(expect.any(String));
      expect(await gremiosActivos(t.db)).not.toContain(idGremio);
      expect((await t.request('POST', `${url}/suspender`, { token: operador.token })).statusCode).toBe(200);
      const r = await t.request('POST', `${url}/reactivar`, { token: operador.token });
      expect(r.json().message.suspendido).toBeNull();
      expect(await gremiosActivos(t.db)).toContain(idGremio);
      const { rows } = await t.db.execute(
        sql`select accion from auditoria where entidad = 'gremio' and id_entidad = ${String(idGremio)} order by id_auditoria`,
      );
      expect(rows.map((x) => x['accion'])).toEqual(['crear', 'suspender', 'reactivar']);
      const no = await t.request('POST', '/api/operador/gremios/999/suspender', { token: operador.token });
      expect(no.statusCode).toBe(404);
      expect(no.json().message).toBe('No existe el gremio indicado');
      expect((await t.request('POST', '/api/operador/gremios/x/suspender', { token: operador.token })).statusCode).toBe(400);
    });

    it('sets the quotas (null: no limit) and validates them', async () => {
      const url = `/api/operador/gremios/${idGremio}/cuotas`;
      const res = await t.request('PUT', url, { token: operador.token, body: [{ cuotaMiembros: 30, cuotaAuditoriaMeses: 6 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatchObject({ cuotaMiembros: 30, cuotaAuditoriaMeses: 6 });
      const sin = await t.request('PUT', url, { token: operador.token, body: [{ cuotaMiembros: null, cuotaAuditoriaMeses: 6 }] });
      expect(sin.json().message.cuotaMiembros).toBeNull();
      for (const malo of [
        { cuotaMiembros: 0, cuotaAuditoriaMeses: null },
        { cuotaMiembros: 1.5, cuotaAuditoriaMeses: null },
        { cuotaMiembros: null, cuotaAuditoriaMeses: 121 },
        { cuotaMiembros: null },
      ]) {
        const r = await t.request('PUT', url, { token: operador.token, body: [malo] });
        expect(r.statusCode, JSON.stringify(malo)).toBe(400);
      }
    });
  });

  it('exports the guild: a header, then its rows in foreign-key order, accounts without passwords', async () => {
    const res = await t.request('GET', `/api/operador/gremios/${idGremio}/exportar`, { token: operador.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/jsonl/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gremio-los-nuevos-\d{4}-\d\d-\d\d\.jsonl"$/);
    const lineas = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { tabla: string; fila: Record<string, unknown> });
    expect(lineas[0]).toEqual({
      formato: FORMATO_EXPORTACION_GREMIO,
      version: VERSION_EXPORTACION_GREMIO,
      gremio: { idGremio, nombre: 'Los Nuevos', slug: 'los-nuevos' },
      exportado: expect.any(String),
    });
    const tablas = lineas.slice(1).map((l) => l.tabla);
    expect(tablas[0]).toBe('gremio');
    expect(tablas.indexOf('cuenta')).toBeGreaterThan(tablas.indexOf('jugador'));
    expect(tablas.indexOf('cuenta_cargo')).toBeGreaterThan(tablas.indexOf('cuenta'));
    expect(tablas.filter((x) => x === 'casa')).toHaveLength(24);
    const cuenta = lineas.find((l) => l.tabla === 'cuenta')!.fila;
    expect(cuenta['email']).toBe('jefa.nueva@gremio.test');
    expect(cuenta).not.toHaveProperty('password_hash');
    expect(cuenta).not.toHaveProperty('discord_tokens');
    for (const l of lineas.slice(1)) if ('id_gremio' in l.fila) expect(l.fila['id_gremio']).toBe(idGremio);
    expect((await t.request('GET', '/api/operador/gremios/999/exportar', { token: operador.token })).statusCode).toBe(404);
  });
});
