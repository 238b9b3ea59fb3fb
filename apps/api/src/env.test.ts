// The guild's default tax of the split calculator (IMPUESTO_GREMIO_PCT): 0 when unset, a percentage
// 0–100 with at most two decimals, anything else stops the start with a clear message. The price API of
// the regear (ALBION_DATA_API_BASE, ALBION_DATA_TIMEOUT_MS): its defaults and what it refuses.
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';
import { clientesRegear } from './bootstrap.js';

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
