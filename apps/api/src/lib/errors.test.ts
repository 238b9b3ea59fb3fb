import { describe, expect, it } from 'vitest';
import { errorLogFields } from './errors.js';

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
