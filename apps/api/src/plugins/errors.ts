// One error path: every failure leaves as `{ ok: false, message, code }` with its status (docs/domain.md,
// "Wire conventions"): the sentence in Spanish (plugins/idioma.ts says it in the language asked) and
// its code of the catalogues, the same in every language; logged with the request id, never with a stack trace for the
// client. A database error is logged by its SQLSTATE and route only: its message carries the SQL and
// its parameters (emails, nicknames…), which stay out of the logs.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorLogFields, sqlState } from '../lib/errors.js';
import { cuerpoDeError } from '../lib/frases.js';
import { mensaje, type CodigoMensaje, type ValoresMensaje } from '../lib/mensajes.js';
import { describirValidacion } from './idioma.js';

export const MENSAJE_CLIENTE_CORTO = 'el cliente cortó la petición antes de enviarla entera';

/**
 * The parts of a validation error (at most five), kept on the request so plugins/idioma.ts can say them
 * in another language; the Spanish sentence is `validacion.datos` of the catalogue.
 */
function describeValidation(
  request: FastifyRequest,
  error: FastifyError & { validation: { instancePath: string; message?: string; keyword?: string; params?: object }[] },
  context?: string,
) {
  const partes = error.validation.slice(0, 5).map((v) => ({
    ruta: v.instancePath
      .split('/')
      .filter((p) => p !== '' && !/^\d+$/.test(p))
      .join('.'),
    mensaje: v.message ?? mensaje('validacion.valorInvalido'),
    issue: { ...v.params, code: v.keyword ?? 'custom' },
  }));
  request.validacion = { contexto: context ?? 'ninguno', partes };
  return describirValidacion(request.validacion);
}

/** Errors that mean the database cannot be reached right now. */
function isDatabaseDown(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || state === '57P01' || state === '57P03' || state === '53300')) return true;
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  // Drizzle wraps the driver's error ("Failed query: rollback") and keeps it as the cause.
  let message = '';
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) message += ` ${e.message}`;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
      message,
    )
  );
}

/**
 * The database refused a value that the schemas let through (a NUL character in a text, an id beyond
 * a smallint, a malformed escape…): the fault is in the request, so it is a 400, not a 500.
 */
const INVALID_VALUE_STATES = new Set(['22001', '22003', '22007', '22008', '22021', '22025', '2201B', '22P02', '22P05']);
const isInvalidValue = (error: unknown) => INVALID_VALUE_STATES.has(sqlState(error) ?? '');

/** An error from a query: it has a SQLSTATE, or Drizzle wrapped it with the SQL text (`query`). */
function isQueryError(error: unknown): boolean {
  if (sqlState(error)) return true;
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (typeof (e as { query?: unknown }).query === 'string') return true;
  }
  return false;
}

/** What the log may say about a database error: its codes and the route, never SQL or parameters. */
function databaseLogFields(error: unknown, request: FastifyRequest) {
  return { ...errorLogFields(error), method: request.method, route: request.routeOptions.url ?? null };
}

/** What the log says about an unexpected error: a query's codes and route only, anything else whole. */
export function camposDeRegistro(error: unknown, request: FastifyRequest): object {
  return isQueryError(error) ? databaseLogFields(error, request) : { err: error };
}

/**
 * The client went away before its body had arrived (Node's «aborted», code ECONNRESET, on the
 * request itself): its doing, nothing about the database.
 */
function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  return (
    (error as { code?: unknown }).code === 'ECONNRESET' && !isQueryError(error) && (request.raw.aborted || request.raw.destroyed)
  );
}

/** The code and values of a failure Fastify raised itself, by its error code or status. */
function fraseDeFastify(error: FastifyError, request: FastifyRequest): [number, CodigoMensaje, ValoresMensaje?] | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      // A route with a larger limit of its own (the loot valuation's 8 MB) names it.
      const mb = Math.floor((request.routeOptions.bodyLimit ?? 0) / (1024 * 1024));
      return mb > 1 ? [413, 'botin.cuerpoDemasiadoGrande', { mb }] : [413, 'http.cuerpoDemasiadoGrande'];
    }
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, 'http.jsonInvalido'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, 'http.tipoNoAdmitido'];
  }
  return error.statusCode === 429 ? [429, 'http.demasiadosIntentos'] : undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const fallo = (status: number, codigo: CodigoMensaje, valores?: ValoresMensaje) =>
      reply.status(status).send(cuerpoDeError(request, codigo, valores));
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      request.frase = error.frase;
      return reply.status(error.statusCode).send({ ok: false, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(request, error, error.validationContext);
      return reply.status(400).send({ ok: false, message, code: 'validacion.datos' });
    }
    const deFastify = fraseDeFastify(error, request);
    if (deFastify) return fallo(...deFastify);
    if (isClientAbort(error, request)) {
      request.log.info({ method: request.method, route: request.routeOptions.url ?? null }, MENSAJE_CLIENTE_CORTO);
      return fallo(400, 'http.peticionCortada');
    }
    if (isDatabaseDown(error)) {
      request.log.error(databaseLogFields(error, request), 'base de datos no disponible');
      return fallo(503, 'http.baseDeDatosCaida');
    }
    if (isInvalidValue(error)) {
      request.log.info(databaseLogFields(error, request), 'valor rechazado por la base de datos');
      return fallo(400, 'http.valorRechazado');
    }
    // Other client errors raised by Fastify itself (malformed URL, bad header…).
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return fallo(400, 'http.peticionInvalida');
    request.log.error(camposDeRegistro(error, request), 'error no controlado');
    return fallo(500, 'http.errorInterno');
  });
}

/**
 * A connection's error before any route runs (Fastify's clientErrorHandler): a request that took too
 * long to arrive (requestTimeout: 408), headers too big (431), bytes that are not HTTP (400). The same
 * `{ ok: false, message, code }` in Spanish, then the connection ends.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, CodigoMensaje] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'http.peticionLenta']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'http.cabecerasGrandes']
        : [400, 'http.peticionInvalida'];
  if (socket.writable) {
    const body = JSON.stringify({ ok: false, message: mensaje(code), code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
