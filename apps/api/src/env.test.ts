// The guild's default tax of the split calculator (IMPUESTO_GREMIO_PCT): 0 when unset, a percentage
// 0–100 with at most two decimals, anything else stops the start with a clear message.
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

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
