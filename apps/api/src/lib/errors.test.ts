import { describe, expect, it } from 'vitest';
import { AppError, Conflict, NotFound, errorLogFields } from './errors.js';

describe('errorLogFields', () => {
  it('keeps the codes of a wrapped database error and drops its SQL text and parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const error = Object.assign(new Error('Failed query: insert into cuenta values ($1)\nparams: ana@gremio.test'), {
      cause,
      query: 'insert into cuenta values ($1)',
      params: ['ana@gremio.test'],
    });
    const fields = errorLogFields(error);
    expect(fields).toEqual({ sqlState: '23505', name: 'Error' });
    expect(JSON.stringify(fields)).not.toContain('ana@gremio.test');
    expect(JSON.stringify(fields)).not.toContain('insert');
  });

  it('keeps a network code that is no SQLSTATE', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorLogFields(error)).toEqual({ sqlState: null, code: 'ECONNREFUSED', name: 'Error' });
  });
});

describe('typed errors', () => {
  it('carry a code of the catalogue and its values; the message is the Spanish sentence', () => {
    const error = new NotFound('periodo.noExiste', { id: 12 });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 404, code: 'periodo.noExiste', message: 'No existe el periodo 12' });
    expect(error.frase).toEqual({ codigo: 'periodo.noExiste', valores: { id: 12 } });
  });

  it('refuse a literal sentence (checked by tsc: each line below must be a type error)', () => {
    // @ts-expect-error a sentence is no code: throw sites give the catalogue's code
    const literal = () => new NotFound('No existe el periodo 12');
    // @ts-expect-error nor a template of one
    const plantilla = (id: number) => new Conflict(`La distribución ${id} ya está eliminada`);
    expect(typeof literal).toBe('function');
    expect(typeof plantilla).toBe('function');
  });
});
