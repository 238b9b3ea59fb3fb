// Typed errors thrown by services; one error handler turns them into `{ ok: false, message }`.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Sesión inválida o expirada, inicie sesión de nuevo') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'No tiene permiso para realizar esta acción') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message = 'Servicio no disponible, inténtelo de nuevo en unos momentos') {
    super(503, message);
  }
}
export class GatewayTimeout extends AppError {
  constructor(message: string) {
    super(504, message);
  }
}

/** PostgreSQL SQLSTATE of an error thrown by either engine (pg or PGlite), if any. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * What a log may say about an error that may come from the database: its codes and name, never the
 * message (Drizzle's message carries the SQL text and its parameters: emails, nicknames).
 */
export function errorLogFields(error: unknown): { sqlState: string | null; code?: string; name?: string } {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  const code = (error as { code?: unknown })?.code ?? cause?.code;
  const state = sqlState(error) ?? null;
  const name = error instanceof Error ? error.name : undefined;
  return {
    sqlState: state,
    ...(typeof code === 'string' && code !== state ? { code } : {}),
    ...(name ? { name } : {}),
  };
}
