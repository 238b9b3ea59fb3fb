// The guild's default tax of the split calculator (IMPUESTO_GREMIO_PCT): 0 when unset, a percentage
// 0–100 with at most two decimals, anything else stops the start with a clear message. The price API of
// the regear (ALBION_DATA_API_BASE, ALBION_DATA_TIMEOUT_MS): its defaults and what it refuses. Web Push's
// VAPID keys: the env's (both or neither), else generated once into DATA_DIR.
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientesRegear, generarClavesVapid, resolveVapid } from './bootstrap.js';

describe('IMPUESTO_GREMIO_PCT', () => {
  it('is 0 when unset or empty, and reads a percentage with decimals', () => {
    expect(parseEnv({}).IMPUESTO_GREMIO_PCT).toBe(0);
    expect(parseEnv({ IMPUESTO_GREMIO_PCT: '' }).IMPUESTO_GREMIO_PCT).toBe(0);
    expect(parseEnv({ IMPUESTO_GREMIO_PCT: '12.5' }).IMPUESTO_GREMIO_PCT).toBe(12.5);
  });

  it.each(['-1', '100.01', '3.333', 'diez'])('refuses %s', (value) => {
    expect(() => parseEnv({ IMPUESTO_GREMIO_PCT: value })).toThrow(/IMPUESTO_GREMIO_PCT/);
  });
});

describe('AVISO_DIFERENCIA_PCT', () => {
  it('is 10 when unset, and reads the percentage the guild sets', () => {
    expect(parseEnv({}).AVISO_DIFERENCIA_PCT).toBe(10);
    expect(parseEnv({ AVISO_DIFERENCIA_PCT: '25' }).AVISO_DIFERENCIA_PCT).toBe(25);
    expect(parseEnv({ AVISO_DIFERENCIA_PCT: '2.5' }).AVISO_DIFERENCIA_PCT).toBe(2.5);
  });

  it.each(['-1', '100.5', 'diez'])('refuses %s', (value) => {
    expect(() => parseEnv({ AVISO_DIFERENCIA_PCT: value })).toThrow(/AVISO_DIFERENCIA_PCT/);
  });
});

describe('ASISTENCIA_COMPLETA_PCT and ASISTENCIA_MAX_HORAS', () => {
  it('are 90 % and 6 h when unset, and read what the guild sets', () => {
    expect(parseEnv({}).ASISTENCIA_COMPLETA_PCT).toBe(90);
    expect(parseEnv({}).ASISTENCIA_MAX_HORAS).toBe(6);
    expect(parseEnv({ ASISTENCIA_COMPLETA_PCT: '100', ASISTENCIA_MAX_HORAS: '24' })).toMatchObject({
      ASISTENCIA_COMPLETA_PCT: 100,
      ASISTENCIA_MAX_HORAS: 24,
    });
    expect(parseEnv({ ASISTENCIA_COMPLETA_PCT: '1', ASISTENCIA_MAX_HORAS: '1' })).toMatchObject({
      ASISTENCIA_COMPLETA_PCT: 1,
      ASISTENCIA_MAX_HORAS: 1,
    });
  });

  it.each(['0', '101', '89.5', 'noventa'])('refuses ASISTENCIA_COMPLETA_PCT=%s in Spanish', (value) => {
    expect(() => parseEnv({ ASISTENCIA_COMPLETA_PCT: value })).toThrow(
      /ASISTENCIA_COMPLETA_PCT debe ser un porcentaje entero entre 1 y 100/,
    );
  });

  it.each(['0', '25', '1.5', 'seis'])('refuses ASISTENCIA_MAX_HORAS=%s in Spanish', (value) => {
    expect(() => parseEnv({ ASISTENCIA_MAX_HORAS: value })).toThrow(/ASISTENCIA_MAX_HORAS debe ser un número entero de horas/);
  });
});

describe('ALBION_DATA_API_BASE and ALBION_DATA_TIMEOUT_MS', () => {
  it('default to the west server and 10 s, and read another server or off', () => {
    expect(parseEnv({}).ALBION_DATA_API_BASE).toBe('https://west.albion-online-data.com');
    expect(parseEnv({}).ALBION_DATA_TIMEOUT_MS).toBe(10_000);
    expect(parseEnv({ ALBION_DATA_API_BASE: 'https://europe.albion-online-data.com' }).ALBION_DATA_API_BASE).toBe(
      'https://europe.albion-online-data.com',
    );
    expect(parseEnv({ ALBION_DATA_API_BASE: 'off' }).ALBION_DATA_API_BASE).toBe('off');
    expect(parseEnv({ ALBION_DATA_TIMEOUT_MS: '3000' }).ALBION_DATA_TIMEOUT_MS).toBe(3000);
  });

  it.each([
    ['ALBION_DATA_API_BASE', 'file:///etc/passwd'],
    ['ALBION_DATA_API_BASE', 'europe'],
    ['ALBION_DATA_TIMEOUT_MS', '500'],
    ['ALBION_DATA_TIMEOUT_MS', 'diez'],
  ])('refuses %s=%s', (variable, value) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(new RegExp(variable));
  });
});

describe("the regear's Albion clients (clientesRegear)", () => {
  it('turn the killboard on with ALBION_GUILD_ID, and the prices on unless ALBION_DATA_API_BASE=off', () => {
    const sin = clientesRegear(parseEnv({}));
    expect([sin.killboard.configured, sin.precios.configured]).toEqual([false, true]);
    expect(sin.notas.map((n) => n.msg).join()).toMatch(/ALBION_GUILD_ID/);
    const con = clientesRegear(parseEnv({ ALBION_GUILD_ID: 'g1', ALBION_DATA_API_BASE: 'off' }));
    expect([con.killboard.configured, con.killboard.guildId, con.precios.configured]).toEqual([true, 'g1', false]);
    expect(con.notas.map((n) => n.msg).join()).toMatch(/ALBION_DATA_API_BASE=off/);
  });
});

describe('VAPID_* and PUSH_TIMEOUT_MS (Web Push, docs/pwa.md)', () => {
  const claves = generarClavesVapid();

  it('are optional, read both keys together, a subject and a timeout (10 s by default)', () => {
    expect(parseEnv({})).toMatchObject({ PUSH_TIMEOUT_MS: 10_000 });
    expect(parseEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    const env = parseEnv({
      VAPID_PUBLIC_KEY: claves.publicKey,
      VAPID_PRIVATE_KEY: claves.privateKey,
      VAPID_SUBJECT: 'mailto:lider@example.com',
      PUSH_TIMEOUT_MS: '5000',
    });
    expect(env).toMatchObject({ VAPID_SUBJECT: 'mailto:lider@example.com', PUSH_TIMEOUT_MS: 5000 });
  });

  it('refuse a key alone, keys of another shape, a subject that is not mailto: or https:, a timeout out of range, in Spanish', () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: claves.publicKey })).toThrow(/VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: claves.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY debe ser una clave pública P-256/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: claves.publicKey, VAPID_PRIVATE_KEY: 'abc' })).toThrow(
      /VAPID_PRIVATE_KEY debe ser una clave privada P-256/,
    );
    expect(() => parseEnv({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT debe ser mailto:correo/);
    for (const v of ['999', '60001', 'diez']) expect(() => parseEnv({ PUSH_TIMEOUT_MS: v })).toThrow(/PUSH_TIMEOUT_MS debe ser/);
  });

  it('without keys: generated once into DATA_DIR (0600) and read again; with DATABASE_URL, none (Web Push off)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const primera = resolveVapid(parseEnv({ DATA_DIR: dir, ADMIN_EMAIL: 'lider@example.com' }));
      expect(primera).toMatchObject({ subject: 'mailto:lider@example.com' });
      expect(primera!.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(primera!.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
      expect(resolveVapid(parseEnv({ DATA_DIR: dir }))).toMatchObject({
        publicKey: primera!.publicKey,
        privateKey: primera!.privateKey,
      });
      expect(resolveVapid(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1/x' }))).toBeNull();
      const fijadas = parseEnv({
        DATABASE_URL: 'postgres://u@127.0.0.1/x',
        VAPID_PUBLIC_KEY: claves.publicKey,
        VAPID_PRIVATE_KEY: claves.privateKey,
        PUBLIC_URL: 'https://reparto.example.com/app',
      });
      expect(resolveVapid(fijadas)).toEqual({ ...claves, subject: 'https://reparto.example.com' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
