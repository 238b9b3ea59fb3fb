// POST /api/discord/interacciones, the transport (docs/integraciones.md, «Interacciones»): only
// requests signed by the application's key within five minutes are taken (good, bad, missing, stale,
// the same body replayed with another timestamp); a PING gets a PONG; the endpoint says what is
// missing when it is not configured; an interaction id is answered once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/harness.js';
import { APLICACION, comando, firmante } from '../../testing/discord-interacciones.js';
import { parseEnv } from '../../env.js';

const RUTA = '/api/discord/interacciones';
const discord = firmante();
let t: TestApp;

const enviar = (cuerpo: string, cabeceras: Record<string, string>, app = t) =>
  app.app.inject({ method: 'POST', url: RUTA, payload: cuerpo, headers: cabeceras });

beforeAll(async () => {
  t = await buildTestApp({ interacciones: { clavePublica: discord.clavePublica, idAplicacion: APLICACION } });
});
afterAll(() => t.close());

describe('the signature', () => {
  const ping = JSON.stringify({ id: '1300000000000000001', application_id: APLICACION, type: 1, token: 't', version: 1 });

  it('a PING signed by the application gets a PONG', async () => {
    const res = await enviar(ping, discord.cabeceras(ping));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 1 });
  });

  it('refuses with 401 a request without a signature, with another key’s, or with a malformed one', async () => {
    const otro = firmante();
    const sinFirma = { 'content-type': 'application/json' };
    const malFormada = { ...discord.cabeceras(ping), 'x-signature-ed25519': 'zz' };
    for (const cabeceras of [sinFirma, otro.cabeceras(ping), malFormada]) {
      const res = await enviar(ping, cabeceras);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        ok: false,
        code: 'interacciones.firmaInvalida',
        message: 'La petición no está firmada por Discord (firma ausente, inválida o caducada)',
      });
    }
  });

  it('refuses a body changed after it was signed', async () => {
    const cabeceras = discord.cabeceras(ping);
    const res = await enviar(ping.replace('"type":1', '"type":2'), cabeceras);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a timestamp more than five minutes away, and the same body replayed with another timestamp', async () => {
    const ahora = Math.floor(Date.now() / 1000);
    expect((await enviar(ping, discord.cabeceras(ping, ahora - 301))).statusCode).toBe(401);
    expect((await enviar(ping, discord.cabeceras(ping, ahora + 301))).statusCode).toBe(401);
    expect((await enviar(ping, discord.cabeceras(ping, ahora - 290))).statusCode).toBe(200);
    // A captured request sent again with a fresh timestamp: its signature was over the old one.
    const capturada = discord.cabeceras(ping, ahora - 400);
    const reenviada = { ...capturada, 'x-signature-timestamp': String(ahora) };
    expect((await enviar(ping, reenviada)).statusCode).toBe(401);
  });

  it('a refused request changes nothing (no interaction is stored)', async () => {
    const cuerpo = JSON.stringify(comando({ id: '1', username: 'x' }, 'saldo'));
    expect((await enviar(cuerpo, firmante().cabeceras(cuerpo))).statusCode).toBe(401);
    const { rows } = await t.db.execute(sql`select count(*)::int as n from idempotencia where id_cuenta = 0`);
    expect(rows[0]!['n']).toBe(0);
  });

  it('answers 400 to a signed body that is not an interaction', async () => {
    for (const cuerpo of ['no es json', '[]', '{"type":"1"}']) {
      const res = await enviar(cuerpo, discord.cabeceras(cuerpo));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'interacciones.cuerpoInvalido' });
    }
  });
});

describe('configuration', () => {
  it('without the public key, or without the application id, answers 503 naming what is missing', async () => {
    const sinClave = await buildTestApp({ interacciones: { idAplicacion: APLICACION } });
    const sinId = await buildTestApp({ interacciones: { clavePublica: discord.clavePublica } });
    try {
      const ping = '{"type":1}';
      const a = await enviar(ping, discord.cabeceras(ping), sinClave);
      expect(a.statusCode).toBe(503);
      expect(a.json().message).toBe(
        'Las interacciones de Discord no están configuradas en este servidor: falta DISCORD_PUBLIC_KEY',
      );
      const b = await enviar(ping, { ...discord.cabeceras(ping), 'x-idioma': 'en' }, sinId);
      expect(b.statusCode).toBe(503);
      expect(b.json().message).toBe('Discord interactions are not configured on this server: DISCORD_CLIENT_ID is missing');
    } finally {
      await sinClave.close();
      await sinId.close();
    }
  });

  it('DISCORD_PUBLIC_KEY must be 64 hex digits', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv({ ...base, DISCORD_PUBLIC_KEY: discord.clavePublica }).DISCORD_PUBLIC_KEY).toBe(discord.clavePublica);
    expect(() => parseEnv({ ...base, DISCORD_PUBLIC_KEY: 'abc' })).toThrow(
      'DISCORD_PUBLIC_KEY debe ser la clave pública de la aplicación de Discord: 64 caracteres hexadecimales',
    );
  });
});

describe('once per interaction id', () => {
  it('the same interaction again gets its first answer, marked replayed', async () => {
    const cuerpo = JSON.stringify(comando({ id: '1180000000000009999', username: 'nadie' }, 'no-existe'));
    const primera = await enviar(cuerpo, discord.cabeceras(cuerpo));
    expect(primera.statusCode).toBe(200);
    expect(primera.json()).toEqual({
      type: 4,
      data: { content: 'Esta acción no existe o ya no está disponible', flags: 64, allowed_mentions: { parse: [] } },
    });
    const segunda = await enviar(cuerpo, discord.cabeceras(cuerpo));
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primera.json());
  });
});
