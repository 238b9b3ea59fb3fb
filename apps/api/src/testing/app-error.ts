// The typed error a promise rejects with (lib/errors.ts), for tests of services and adapters.
import { expect } from 'vitest';
import { AppError } from '../lib/errors.js';

export async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('se esperaba un error');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
