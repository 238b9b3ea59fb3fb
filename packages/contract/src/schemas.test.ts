import { describe, expect, it } from 'vitest';
import {
  IdSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  NicknameSchema,
  QueryIdSchema,
  QueryPageSchema,
  oneItem,
  textoSchema,
} from './index.js';
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

describe('ids and whole numbers', () => {
  it('takes an id in a body only as a JSON integer', () => {
    expect(IdSchema.parse(3)).toBe(3);
    for (const value of [true, [3], '0x3', ' 3 ', '3', 3.5, 0, null]) expect(IdSchema.safeParse(value).success).toBe(false);
  });
  it('takes an id or a page in a query string only as decimal digits', () => {
    expect(QueryIdSchema.parse('3')).toBe(3);
    expect(QueryPageSchema.parse('12')).toBe(12);
    for (const value of ['0x3', ' 3', '3.0', '-1', '1e2', '+3', '', '0', '99999999999']) {
      expect(QueryIdSchema.safeParse(value).success, value).toBe(false);
    }
    expect(QueryPageSchema.safeParse('1e2').error?.issues[0]?.message).toBe('La página debe ser un número entero');
  });
});

describe('bidirectional control characters', () => {
  it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])(
    'refuses U+%s in a free text with a Spanish sentence, and takes it out of a nickname (only noise there)',
    (hex) => {
      const c = String.fromCodePoint(parseInt(hex, 16));
      expect(textoSchema('El motivo', 200).safeParse(`ZvZ ${c}x`).error?.issues).toEqual([
        expect.objectContaining({ message: 'El motivo contiene caracteres de control no permitidos' }),
      ]);
      expect(NicknameSchema.parse(`ana${c}x`)).toBe('anax');
    },
  );
});
