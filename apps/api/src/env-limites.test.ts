// The per-address limits' settings (docs/reliability.md, "Per-address limits"): their defaults, and a
// bad value stops the start with a message that names the variable.
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

describe('the per-address limits', () => {
  it('default to 100 connections, 10 live screens of 30 minutes, and no trusted proxy', () => {
    const env = parseEnv({});
    expect(env.CONEXIONES_MAX_POR_DIRECCION).toBe(100);
    expect(env.EVENTOS_MAX_POR_DIRECCION).toBe(10);
    expect(env.EVENTOS_VIDA_MAX_MIN).toBe(30);
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('read what the guild sets: 0 connections is no cap, TRUST_PROXY a list or true', () => {
    const env = parseEnv({ CONEXIONES_MAX_POR_DIRECCION: '0', TRUST_PROXY: 'loopback, 172.16.0.0/12' });
    expect(env.CONEXIONES_MAX_POR_DIRECCION).toBe(0);
    expect(env.TRUST_PROXY).toBe('loopback, 172.16.0.0/12');
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it.each([
    ['CONEXIONES_MAX_POR_DIRECCION', '-1'],
    ['CONEXIONES_MAX_POR_DIRECCION', 'muchas'],
    ['EVENTOS_MAX_POR_DIRECCION', '0'],
    ['TRUST_PROXY', 'mi-proxy'],
  ])('refuses %s=%s', (variable, value) => {
    expect(() => parseEnv({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
