// «Entrar con Discord»: the OAuth flow and its security (docs/integraciones.md, "Discord login"), against
// the local Discord fake; on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { DISCORD_ERRORES, MENSAJE_DISCORD_CODIGO } from '@reparto/contract';
import { auditoria, cuenta, discordEstado, discordIngreso } from '../../db/schema.js';
import { buildTestApp } from '../../testing/harness.js';
import {
  buildDiscordTest,
  callback,
  entrar,
  hastaLaWeb,
  iniciar,
  PUBLIC_URL,
  sesion,
  usuario,
  vincular,
  type DiscordTest,
} from '../../testing/discord-login.js';
import { MENSAJE_DISCORD_NO_CONFIGURADO, MENSAJE_LIMITE_DISCORD } from './discord.routes.js';

const BRUN = '300000000000000001';
const FUERA = '300000000000000002';

let d: DiscordTest;
beforeAll(async () => {
  d = await buildDiscordTest([
    usuario(BRUN, 'brun_dc', { nick: '[RDP] Brunhild', globalName: 'Brun' }),
    usuario(FUERA, 'forastero_dc', { miembro: false }),
  ]);
  await d.t.createPlayer({ nickname: 'brunhild' });
});
afterAll(() => d.close());

const cuentas = async () => (await d.t.db.select({ n: count() }).from(cuenta))[0]!.n;

describe('configuration', () => {
  it('says whether the button is shown, and refuses the flow when it is not configured', async () => {
    expect((await d.t.request('GET', '/api/auth/discord/config')).json()).toEqual({ ok: true, habilitado: true });
    const sin = await buildTestApp();
    try {
      expect((await sin.request('GET', '/api/auth/discord/config')).json()).toEqual({ ok: true, habilitado: false });
      const res = await sin.request('POST', '/api/auth/discord/iniciar');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_NO_CONFIGURADO });
      const vuelta = await sin.request('GET', '/api/auth/discord/callback?code=x&state=y');
      expect(vuelta.headers.location).toBe('/discord?error=no-configurado');
    } finally {
      await sin.close();
    }
  });
});

describe('the authorize redirect', () => {
  it('asks for identify and guilds.members.read with a state, a PKCE S256 challenge and the fixed redirect', async () => {
    const url = new URL(await iniciar(d));
    expect(`${url.origin}${url.pathname}`).toBe(`${d.fake.base}/oauth2/authorize`);
    const p = url.searchParams;
    expect(p.get('scope')).toBe('identify guilds.members.read');
    expect(p.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/discord/callback`);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The state and its verifier stay on the server, for 10 minutes.
    const [row] = await d.t.db
      .select()
      .from(discordEstado)
      .where(eq(discordEstado.estado, p.get('state')!));
    expect(row!.verificador).not.toBe(p.get('code_challenge'));
    const vida = row!.expira.getTime() - Date.now();
    expect(vida).toBeGreaterThan(9 * 60_000);
    expect(vida).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('the callback', () => {
  it('hands the browser a one-time code, never a token, and the code works once', async () => {
    const query = await hastaLaWeb(d, BRUN);
    expect([...query.keys()]).toEqual(['codigo']);
    const codigo = query.get('codigo')!;
    // Only the code's hash is stored.
    const guardados = await d.t.db.select({ h: discordIngreso.codigoHash }).from(discordIngreso);
    expect(guardados.map((g) => g.h)).not.toContain(codigo);
    const primera = await sesion(d, codigo);
    expect(primera.statusCode).toBe(200);
    expect(primera.headers['cache-control']).toBe('no-store');
    const otra = await sesion(d, codigo);
    expect(otra.statusCode).toBe(401);
    expect(otra.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_CODIGO });
  });

  it('a denied consent comes back with a Spanish sentence, and no account is created', async () => {
    const antes = await cuentas();
    expect((await hastaLaWeb(d, 'denegar')).get('error')).toBe('denegado');
    expect(DISCORD_ERRORES.denegado).toMatch(/Canceló el acceso en Discord/);
    expect(await cuentas()).toBe(antes);
  });

  it('refuses a wrong state, and a state used once already', async () => {
    d.fake.estadoErroneo = true;
    try {
      expect((await hastaLaWeb(d, BRUN)).get('error')).toBe('estado');
    } finally {
      d.fake.estadoErroneo = false;
    }
    const location = await d.fake.autorizar(await iniciar(d), BRUN);
    expect(new URL(await callback(d, location), PUBLIC_URL).searchParams.has('codigo')).toBe(true);
    expect(await callback(d, location)).toBe('/discord?error=estado');
    expect(d.fake.canjes).toBeGreaterThan(0);
  });

  it("exchanges the code with the verifier of its own state (another login's state fails PKCE)", async () => {
    const a = await d.fake.autorizar(await iniciar(d), BRUN);
    const b = new URL(await iniciar(d)).searchParams.get('state')!;
    const cruzado = new URL(a);
    cruzado.searchParams.set('state', b);
    const canjes = d.fake.canjes;
    expect(await callback(d, cruzado.toString())).toBe('/discord?error=codigo');
    expect(d.fake.canjes).toBe(canjes);
  });

  it('lets only members of the server in: anyone else gets a sentence and no account', async () => {
    const antes = await cuentas();
    expect((await hastaLaWeb(d, FUERA)).get('error')).toBe('no-miembro');
    expect(await cuentas()).toBe(antes);
  });

  it('Discord answering 5xx (token, @me or member) is «caido», not a 500', async () => {
    for (const parte of ['token', 'me', 'member'] as const) {
      d.fake.caidos.add(parte);
      try {
        expect((await hastaLaWeb(d, BRUN)).get('error')).toBe('caido');
      } finally {
        d.fake.caidos.delete(parte);
      }
    }
  });
});

describe('the first login', () => {
  it('proposes the player of the server nickname (guild tag removed) and links it by Discord user id', async () => {
    const res = await entrar(d, BRUN);
    const { pendiente } = res.json();
    expect(pendiente).toMatchObject({ discord: 'brun_dc', apodo: 'Brunhild', propuesta: 'brunhild' });
    const ok = await vincular(d, pendiente.codigo, 'brunhild');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, message: { email: '', nickname: 'brunhild' }, charges: [{ id_cargo: 3 }] });
    const [row] = await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, BRUN));
    expect(row).toMatchObject({ email: null, passwordHash: null, discordNombre: 'brun_dc' });
    // Discord's tokens are kept encrypted, never as they came.
    expect(row!.discordTokens).toMatch(/^v1\./);
    const acciones = await d.t.db.select({ a: auditoria.accion }).from(auditoria).where(eq(auditoria.idCuenta, row!.idCuenta));
    expect(acciones.map((a) => a.a)).toContain('vincular');
    // The next login signs in at once, and is audited.
    const otra = await entrar(d, BRUN);
    expect(otra.json()).toMatchObject({ ok: true, message: { nickname: 'brunhild' } });
    const despues = await d.t.db.select({ a: auditoria.accion }).from(auditoria).where(eq(auditoria.idCuenta, row!.idCuenta));
    expect(despues.map((a) => a.a)).toContain('ingresar');
  });

  it('a pending code links once', async () => {
    const otro = '300000000000000003';
    d.fake.users.set(otro, usuario(otro, 'otro_dc'));
    const { pendiente } = (await entrar(d, otro)).json();
    expect(pendiente.propuesta).toBeNull();
    expect((await vincular(d, pendiente.codigo, 'otronuevo')).statusCode).toBe(200);
    expect((await vincular(d, pendiente.codigo, 'otronuevo2')).json()).toEqual({ ok: false, message: MENSAJE_DISCORD_CODIGO });
  });
});

describe('rate limit', () => {
  it('limits the login and the callback per address (429 with a Spanish sentence)', async () => {
    const r = await buildDiscordTest([usuario(BRUN, 'brun_dc')], { loginRateLimit: 1 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await r.t.request('GET', '/api/auth/discord/callback?state=x')).statusCode);
      expect(codes).toEqual([302, 302, 302]);
      const limitado = await r.t.request('POST', '/api/auth/discord/iniciar');
      expect(limitado.statusCode).toBe(429);
      expect(limitado.json()).toEqual({ ok: false, message: MENSAJE_LIMITE_DISCORD });
      // The callback is a page load: its 429 too ends on the web's /discord page with a sentence.
      const vuelta = await r.t.request('GET', '/api/auth/discord/callback?state=x');
      expect(vuelta.statusCode).toBe(302);
      expect(vuelta.headers.location).toBe('/discord?error=limite');
      expect(vuelta.headers['cache-control']).toBe('no-store');
      expect(DISCORD_ERRORES.limite).toMatch(/^Demasiados intentos de acceso con Discord/);
    } finally {
      await r.close();
    }
  });
});

describe('every failure of the callback ends on the web page, never as raw JSON', () => {
  it.each([
    ['a query that fails validation', `code=${'c'.repeat(3000)}&state=x`],
    ['a repeated parameter', 'state=a&state=b'],
  ])('%s → /discord?error=invalido', async (_, query) => {
    const res = await d.t.request('GET', `/api/auth/discord/callback?${query}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/discord?error=invalido');
    expect(res.body).toBe('');
    expect(DISCORD_ERRORES.invalido).toMatch(/vuelva a intentarlo/);
  });

  it('an unexpected failure (the database refuses) → /discord?error=error', async () => {
    await d.t.db.execute(sql`alter table discord_estado rename to discord_estado_oculto`);
    try {
      const res = await d.t.request('GET', '/api/auth/discord/callback?code=c&state=x');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/discord?error=error');
      expect(DISCORD_ERRORES.error).toMatch(/error del servidor/);
    } finally {
      await d.t.db.execute(sql`alter table discord_estado_oculto rename to discord_estado`);
    }
  });
});
