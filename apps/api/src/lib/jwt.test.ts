// TokenService: HS256 with expiry (docs/domain.md, "Permissions"). Verified tokens are remembered (docs/performance.md);
// these tests make sure that memory never accepts what the check itself would refuse.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { TokenService } from './jwt.js';

const SECRET = 'secreto-de-pruebas-de-tokens-con-mas-de-32-caracteres';
afterEach(() => vi.useRealTimers());

describe('TokenService.verify', () => {
  it('accepts its own token, again and again, with the same claims', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(42, 3);
    expect(await tokens.verify(token)).toEqual({ sub: '42', ver: 3, exp: expect.any(Number) });
    expect(await tokens.verify(token)).toEqual({ sub: '42', ver: 3, exp: expect.any(Number) });
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') });
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(7, 0);
    expect(await tokens.verify(token)).toEqual({ sub: '7', ver: 0, exp: expect.any(Number) });
    vi.setSystemTime(new Date('2026-01-01T00:00:59.999Z'));
    expect(await tokens.verify(token)).toEqual({ sub: '7', ver: 0, exp: expect.any(Number) });
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a tampered copy or another secret’s token even after the genuine one was accepted', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(1, 0);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '2', ver: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();
    const other = await new TokenService(`${SECRET}-otro`).sign(1, 0);
    expect(await tokens.verify(other)).toBeNull();
  });

  it('refuses a correctly signed token without exp or without iat', async () => {
    const tokens = new TokenService(SECRET);
    const key = new TextEncoder().encode(SECRET);
    const base = () => new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('1');
    expect(await tokens.verify(await base().setIssuedAt().sign(key))).toBeNull();
    expect(await tokens.verify(await base().setExpirationTime('1h').sign(key))).toBeNull();
    expect(await tokens.verify(await base().setIssuedAt().setExpirationTime('1h').sign(key))).toEqual({
      sub: '1',
      ver: 0,
      exp: expect.any(Number),
    });
  });
});
