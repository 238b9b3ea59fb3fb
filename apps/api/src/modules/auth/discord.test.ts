// «Entrar con Discord»: the OAuth flow and its security (docs/integraciones.md, "Discord login"), against
// the local Discord fake; on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { CARGO, DISCORD_ERRORES, MENSAJE_DISCORD_CODIGO, MENSAJE_DISCORD_NAVEGADOR } from '@reparto/contract';
import { auditoria, cuenta, cuentaCargo, discordEstado, discordIngreso, gremio } from '../../db/schema.js';
import { buildTestApp } from '../../testing/harness.js';
import {
  buildDiscordTest,
  callback,
  cookieDe,
  entrar,
  entrarYVincular,
  hastaLaWeb,
  iniciar,
  PUBLIC_URL,
  sesion,
  usuario,
  vincular,
  type DiscordTest,
} from '../../testing/discord-login.js';
import { MENSAJE_DISCORD_NO_CONFIGURADO, MENSAJE_LIMITE_DISCORD } from './discord.routes.js';
import { mensajeCambiarDiscord } from './discord.service.js';

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
      expect(res.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_NO_CONFIGURADO, code: 'sesion.discordNoConfigurado' });
      const vuelta = await sin.request('GET', '/api/auth/discord/callback?code=x&state=y');
      expect(vuelta.headers.location).toBe('/discord?error=no-configurado');
    } finally {
      await sin.close();
    }
  });
});

describe('the authorize redirect', () => {
  it('asks for identify, guilds and guilds.members.read with a state, a PKCE S256 challenge and the fixed redirect', async () => {
    const url = new URL(await iniciar(d));
    expect(`${url.origin}${url.pathname}`).toBe(`${d.fake.base}/oauth2/authorize`);
    const p = url.searchParams;
    expect(p.get('scope')).toBe('identify guilds guilds.members.read');
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
    expect(otra.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_CODIGO, code: 'sesion.discordCodigo' });
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
    // A guild of this deployment whose Discord server the member is in is one of theirs (docs/alianzas.md,
    // «Muchos gremios»): the login counts it and the guild list shows it.
    await d.t.db.insert(gremio).values({ nombre: 'Vecinos', slug: 'vecinos', discordGuildId: '900000000000000009' });
    d.fake.users.get(BRUN)!.servidores = ['900000000000000009'];
    const dos = await entrar(d, BRUN);
    expect(dos.json()).toMatchObject({ ok: true, gremios: 2 });
    const lista = await d.t.request('GET', '/api/cuentas/mia/gremios', { token: dos.json().token });
    expect((lista.json() as { gremios: { slug: string }[] }).gremios.map((g) => g.slug)).toEqual(['principal', 'vecinos']);
    d.fake.users.get(BRUN)!.servidores = [];
    const despues = await d.t.db.select({ a: auditoria.accion }).from(auditoria).where(eq(auditoria.idCuenta, row!.idCuenta));
    expect(despues.map((a) => a.a)).toContain('ingresar');
  });

  it('a pending code links once', async () => {
    const otro = '300000000000000003';
    d.fake.users.set(otro, usuario(otro, 'otro_dc'));
    const { pendiente } = (await entrar(d, otro)).json();
    expect(pendiente.propuesta).toBeNull();
    expect((await vincular(d, pendiente.codigo, 'otronuevo')).statusCode).toBe(200);
    expect((await vincular(d, pendiente.codigo, 'otronuevo2')).json()).toEqual({
      ok: false,
      message: MENSAJE_DISCORD_CODIGO,
      code: 'sesion.discordCodigo',
    });
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
      expect(limitado.json()).toEqual({ ok: false, message: MENSAJE_LIMITE_DISCORD, code: 'limite.discord' });
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

describe('the flow is bound to the browser that started it (a cookie)', () => {
  const VICTIMA = '300000000000000009';
  const ATACANTE = '300000000000000010';
  beforeAll(() => {
    d.fake.users.set(VICTIMA, usuario(VICTIMA, 'victima_dc', { nick: 'Victima' }));
    d.fake.users.set(ATACANTE, usuario(ATACANTE, 'atacante_dc', { nick: 'Atacante' }));
  });
  const otroNavegador = { cookie: undefined };

  it('iniciar sets a random HttpOnly, SameSite=Lax cookie for the Discord routes only, kept hashed with the state', async () => {
    const res = await d.t.request('POST', '/api/auth/discord/iniciar');
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/^reparto_discord=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/discord; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const valor = cookieDe(res)!.split('=')[1]!;
    const estado = new URL(res.json().url).searchParams.get('state')!;
    const [row] = await d.t.db.select().from(discordEstado).where(eq(discordEstado.estado, estado));
    expect(row!.navegador).not.toBe(valor);
    expect(row!.navegador).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Two logins, two cookies.
    expect(cookieDe(await d.t.request('POST', '/api/auth/discord/iniciar'))).not.toBe(cookieDe(res));
  });

  it('the cookie is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const p = await buildDiscordTest([], { trustProxy: true });
    try {
      const https = await p.t.request('POST', '/api/auth/discord/iniciar', { headers: { 'x-forwarded-proto': 'https' } });
      expect(String(https.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      const http = await p.t.request('POST', '/api/auth/discord/iniciar');
      expect(String(http.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await p.close();
    }
  });

  it("(a) an email account's «add Discord» link opened in another browser attaches nothing", async () => {
    const atacante = await d.t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    const url = await iniciar(d, atacante.token);
    // Linking an account asks Discord for consent every time; a login does not.
    expect(new URL(url).searchParams.get('prompt')).toBe('consent');
    expect(new URL(await iniciar(d)).searchParams.get('prompt')).toBe('none');
    const location = await d.fake.autorizar(url, VICTIMA);
    expect(await callback(d, location, otroNavegador)).toBe('/discord?error=navegador');
    expect(DISCORD_ERRORES.navegador).toMatch(/se empezó en otro navegador/);
    const [row] = await d.t.db.select().from(cuenta).where(eq(cuenta.idCuenta, atacante.idCuenta));
    expect(row!.discordUserId).toBeNull();
    // Another browser's cookie is no better than none.
    const url2 = await iniciar(d, atacante.token);
    await iniciar(d); // the victim's own browser started a login of its own: its cookie is another
    expect(await callback(d, await d.fake.autorizar(url2, VICTIMA), { cookie: d.navegador })).toBe('/discord?error=navegador');
    // In the browser that started it, it works.
    const url3 = await iniciar(d, atacante.token);
    expect(await callback(d, await d.fake.autorizar(url3, VICTIMA))).toBe('/discord?vinculado=1');
  });

  it('(b) a /discord?codigo= link signs in nobody but the browser that started the login', async () => {
    const codigo = (await hastaLaWeb(d, BRUN)).get('codigo')!;
    const ajeno = await sesion(d, codigo, otroNavegador);
    expect(ajeno.statusCode).toBe(401);
    expect(ajeno.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_NAVEGADOR, code: 'sesion.discordNavegador' });
    expect(ajeno.json()).not.toHaveProperty('token');
    const otra = (await hastaLaWeb(d, BRUN)).get('codigo')!;
    const conOtraCookie = await sesion(d, otra, { cookie: 'reparto_discord=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(conOtraCookie.statusCode).toBe(401);
    const propia = (await hastaLaWeb(d, BRUN)).get('codigo')!;
    const res = await sesion(d, propia);
    expect(res.statusCode).toBe(200);
    // The flow is over: the cookie goes.
    expect(String(res.headers['set-cookie'])).toMatch(/^reparto_discord=; Path=\/api\/auth\/discord; Max-Age=0;/);
  });

  it("(c) a first login from someone else's link cannot link the victim's pick to the attacker's Discord", async () => {
    await d.t.createPlayer({ nickname: 'victima' });
    const codigo = (await hastaLaWeb(d, ATACANTE)).get('codigo')!;
    // The victim opens the attacker's link: no cookie of that flow in the victim's browser.
    expect((await sesion(d, codigo, otroNavegador)).statusCode).toBe(401);
    // Even with the pick's code (shown to the attacker), the link needs the attacker's browser.
    const { pendiente } = (await sesion(d, (await hastaLaWeb(d, ATACANTE)).get('codigo')!)).json();
    const res = await vincular(d, pendiente.codigo, 'victima', otroNavegador);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, message: MENSAJE_DISCORD_NAVEGADOR, code: 'sesion.discordNavegador' });
    expect(await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, ATACANTE))).toEqual([]);
  });
});

describe('9(d): an account made by Discord moves to another Discord identity only as LIDER', () => {
  it('a Discord-only MIEMBRO is refused (403 with a sentence); an email account and a Discord LIDER are not', async () => {
    const propio = '300000000000000011';
    d.fake.users.set(propio, usuario(propio, 'propio_dc', { nick: 'Propio' }));
    const token = await entrarYVincular(d, propio, 'propio');
    const res = await d.t.request('POST', '/api/auth/discord/vincularCuenta', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: mensajeCambiarDiscord(), code: 'sesion.cambiarDiscord' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const correo = await d.t.createCuenta({ cargos: [CARGO.MIEMBRO] });
    expect((await d.t.request('POST', '/api/auth/discord/vincularCuenta', { token: correo.token })).statusCode).toBe(200);
    const [row] = await d.t.db.select().from(cuenta).where(eq(cuenta.discordUserId, propio));
    await d.t.db.insert(cuentaCargo).values({ idCuenta: row!.idCuenta, idCargo: CARGO.LIDER });
    expect((await d.t.request('POST', '/api/auth/discord/vincularCuenta', { token })).statusCode).toBe(200);
  });
});
