import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, LoginResponseSchema, NicknameSchema, oneItem, textoSchema } from './index.js';
import { z } from 'zod';

describe('oneItem', () => {
  const schema = oneItem(z.object({ a: z.number() }));
  it('accepts an array of exactly one valid item', () => {
    expect(schema.parse([{ a: 1 }])).toEqual([{ a: 1 }]);
  });
  it.each([[{ a: 1 }], [[]], [[{ a: 1 }, { a: 2 }]], ['[]']])('refuses %j with a Spanish message', (value) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('El cuerpo debe ser una lista con un solo elemento');
  });
});

describe('LoginRequestSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(LoginRequestSchema.parse([{ email: ' Lider@Reparto.LOCAL ', pwd: 'x' }])[0].email).toBe('lider@reparto.local');
  });
  it('requires a password', () => {
    expect(LoginRequestSchema.safeParse([{ email: 'a@b.c', pwd: '' }]).success).toBe(false);
  });
});

describe('LoginResponseSchema', () => {
  it('has the exact login shape', () => {
    const ok = {
      ok: true,
      message: { email: 'a@b.c', nickname: 'x', nombre_cargo: 'LIDER' },
      token: 't',
      charges: [{ id_cargo: 1 }],
    };
    expect(LoginResponseSchema.parse(ok)).toEqual(ok);
    expect(LoginResponseSchema.safeParse({ ...ok, charges: [1] }).success).toBe(false);
  });
});

describe('NicknameSchema', () => {
  it('trims and lower-cases', () => {
    expect(NicknameSchema.parse('  DarkVex ')).toBe('darkvex');
  });
  it.each(['ab', 'a'.repeat(33), 'con espacio', 'ñandú', '<script>', "o'neil"])('refuses %j', (value) => {
    expect(NicknameSchema.safeParse(value).success).toBe(false);
  });
});

describe('textoSchema', () => {
  const motivo = textoSchema('El motivo', 200);
  it('trims and refuses blank or too long text in Spanish', () => {
    expect(motivo.parse('  ZvZ  ')).toBe('ZvZ');
    expect(motivo.safeParse('   ').error?.issues[0]?.message).toBe('El motivo no puede estar vacío');
    expect(motivo.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('El motivo admite como máximo 200 caracteres');
  });
  it('gives Spanish messages for wrong types through the es locale', () => {
    const r = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(r.error?.issues[0]?.message).toMatch(/Entrada inválida|se esperaba/i);
  });
});
