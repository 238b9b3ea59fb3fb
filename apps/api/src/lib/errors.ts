// Typed errors thrown by services (docs/idiomas.md, "El servidor"): each carries a code of the message
// catalogues and its values; one error handler (plugins/errors.ts) answers `{ ok: false, message, code }`
// with the sentence in the reader's language. `message` is the Spanish sentence (logs, tests).
import { mensaje, type CodigoMensaje, type Frase, type ValoresMensaje } from './mensajes.js';

export class AppError extends Error {
  /** The message's code: the same in every language. */
  readonly code: CodigoMensaje;
  /** The code and values the sentence is rendered from in each language. */
  readonly frase: Frase;

  constructor(
    readonly statusCode: number,
    codigo: CodigoMensaje,
    valores: ValoresMensaje = {},
  ) {
    super(mensaje(codigo, valores));
    this.name = new.target.name;
    this.code = codigo;
    this.frase = { codigo, valores };
  }
}

export class BadRequest extends AppError {
  constructor(codigo: CodigoMensaje, valores?: ValoresMensaje) {
    super(400, codigo, valores);
  }
}
export class Unauthorized extends AppError {
  constructor(codigo: CodigoMensaje = 'sesion.invalida', valores?: ValoresMensaje) {
    super(401, codigo, valores);
  }
}
export class Forbidden extends AppError {
  constructor(codigo: CodigoMensaje = 'sesion.sinPermiso', valores?: ValoresMensaje) {
    super(403, codigo, valores);
  }
}
export class NotFound extends AppError {
  constructor(codigo: CodigoMensaje, valores?: ValoresMensaje) {
    super(404, codigo, valores);
  }
}
export class Conflict extends AppError {
  constructor(codigo: CodigoMensaje, valores?: ValoresMensaje) {
    super(409, codigo, valores);
  }
}
export class TooManyRequests extends AppError {
  constructor(codigo: CodigoMensaje, valores?: ValoresMensaje) {
    super(429, codigo, valores);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(codigo: CodigoMensaje = 'http.servicioNoDisponible', valores?: ValoresMensaje) {
    super(503, codigo, valores);
  }
}
export class GatewayTimeout extends AppError {
  constructor(codigo: CodigoMensaje, valores?: ValoresMensaje) {
    super(504, codigo, valores);
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
