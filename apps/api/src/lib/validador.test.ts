import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSULTAS_RECORDADAS, validador } from './validador.js';

type Validar = (data: unknown) => { value?: Record<string, unknown>; error?: unknown };

/** A query schema that counts how often zod walks it. */
function contado(httpPart: 'querystring' | 'body', forma: (s: z.ZodString) => z.ZodType = (s) => s.trim().min(1)) {
  const veces = { n: 0 };
  const schema = z.object({
    nickname: forma(z.string()).transform((v) => {
      veces.n++;
      return v;
    }),
  });
  const validar = validador({ schema, method: 'GET', url: '/x', httpPart }) as unknown as Validar;
  return { validar, veces };
}

describe('the validator remembers the valid queries of a route', () => {
  it('walks a repeated query once, and gives each request its own copy of the same value', () => {
    const { validar, veces } = contado('querystring');
    const primera = validar({ nickname: ' ana ' });
    expect(primera.value).toEqual({ nickname: 'ana' });
    primera.value!['nickname'] = 'cambiado por la ruta';
    const segunda = validar({ nickname: ' ana ' });
    expect(segunda.value).toEqual({ nickname: 'ana' });
    expect(segunda.value).not.toBe(primera.value);
    expect(veces.n).toBe(1);
    expect(validar({ nickname: 'bea' }).value).toEqual({ nickname: 'bea' });
    expect(veces.n).toBe(2);
  });

  it('never remembers an invalid query: each gets its error', () => {
    const { validar } = contado('querystring');
    expect(validar({ nickname: '  ' }).error).toBeDefined();
    expect(validar({ nickname: '  ' }).error).toBeDefined();
  });

  it('walks again a value with nested objects (a date), and every body', () => {
    const fecha = contado('querystring', (s) => s.transform((v) => new Date(v)) as unknown as z.ZodString);
    fecha.validar({ nickname: '2026-01-01' });
    fecha.validar({ nickname: '2026-01-01' });
    expect(fecha.veces.n).toBe(2);
    const cuerpo = contado('body');
    cuerpo.validar({ nickname: 'ana' });
    cuerpo.validar({ nickname: 'ana' });
    expect(cuerpo.veces.n).toBe(2);
  });

  it(`keeps at most ${CONSULTAS_RECORDADAS} queries, forgetting the oldest`, () => {
    const { validar, veces } = contado('querystring');
    for (let i = 0; i <= CONSULTAS_RECORDADAS; i++) validar({ nickname: `j${i}` });
    expect(veces.n).toBe(CONSULTAS_RECORDADAS + 1);
    validar({ nickname: `j${CONSULTAS_RECORDADAS}` });
    expect(veces.n).toBe(CONSULTAS_RECORDADAS + 1);
    validar({ nickname: 'j0' });
    expect(veces.n).toBe(CONSULTAS_RECORDADAS + 2);
  });
});
