// A route as its module declares it: `endpoint({ ruta: 'POST /api/…', operationId, resumen, descripcion,
// tags, schema, preHandler, handler })`, its answers `response: respuesta(X, 400, 404)`. Beside its
// schemas and handler the route carries its facts: what the API description says about it (operationId,
// summary, description, tag) and what the plugins and tests must know — whether a POST/PUT only reads
// (`lectura`), whether its answer is an endless stream (`stream`), whether it answers through the read
// cache (`cache`). src/routes.ts gathers every module's endpoints. The facts travel in Fastify's route
// `schema` (operationId, summary, description, tags: @fastify/swagger reads them) and `config` (read at
// run time as `request.routeOptions.config`, or by an onRoute hook); static walks read `Endpoint.hechos`.
// The handler is a named function (its operationId), so that stack traces and profiles say which route
// ran (a helper that builds the handler names it with `nombrada`); it reads the app's decorators through
// `request.server`.
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ErrorResponseSchema } from '@reparto/contract';
import type { TagName } from '../openapi/textos.js';
import { esControlDeAcceso } from './acceso.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST/PUT that changes nothing: neither the write limit nor the Idempotency-Key apply. */
    lectura?: boolean;
    /** The answer is a stream that never ends (server-sent events). */
    stream?: boolean;
    /** The answer comes through the read cache (`reply.cached` refuses a route without this). */
    cache?: boolean;
  }
}

type Options<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route is, beyond its schemas and handler. */
export interface Hechos {
  /** The OpenAPI operationId, unique; the handler function bears the same name. */
  operationId: string;
  /** The OpenAPI description: what the route does, its errors, who may call it (openapi/textos.ts). */
  descripcion: string;
  tags: readonly [TagName];
  /** A POST/PUT that changes nothing (its filters travel as a body). Every other POST/PUT is a write. */
  lectura?: true;
  /** Its answer never ends (server-sent events): app.inject would wait for ever. */
  stream?: true;
  /** It answers through the read cache (plugins/cached-reply.ts). */
  cache?: true;
}

/** A route's method and URL: `'PUT /api/distribuciones/cerrarPeriodo'`. */
type Ruta = `${Metodo} /api/${string}`;

type Definicion<S extends FastifySchema> = Hechos &
  Options<S> & {
    ruta: Ruta;
    /** The OpenAPI summary: the route in a few words (the schema's `summary`). */
    resumen?: string;
  };

/**
 * How a module names one of its routes: method and URL, operationId, summary and description. A helper
 * that builds several routes of one kind (the TOP lists, a period's CSV exports) takes it.
 */
export type Declaracion = Pick<Hechos, 'operationId' | 'descripcion'> & { ruta: Ruta; resumen: string };

/**
 * The handler a helper builds for a route, named after the route's operationId like every handler
 * written out (so that stack traces and profiles say which route ran).
 */
export function nombrada<F extends (...args: never[]) => unknown>(operationId: string, handler: F): F {
  return Object.defineProperty(handler, 'name', { value: operationId });
}

/** A route: method, URL, facts, and the options Fastify registers. */
export interface Endpoint {
  readonly method: Metodo;
  readonly url: string;
  readonly hechos: Hechos;
  readonly options: Options<FastifySchema>;
}

const creados = new WeakSet<object>();

/** Whether a module's export is an endpoint (src/routes.ts gathers those). */
export const esEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && creados.has(value);

export function endpoint<S extends FastifySchema>(definicion: Definicion<S>): Endpoint {
  const { ruta, resumen, operationId, descripcion, tags, lectura, stream, cache, ...options } = definicion;
  const [method, url] = ruta.split(' ') as [Metodo, string];
  const hechos: Hechos = {
    operationId,
    descripcion,
    tags,
    ...(lectura && { lectura }),
    ...(stream && { stream }),
    ...(cache && { cache }),
  };
  const config = { ...options.config, lectura: lectura === true, stream: stream === true, cache: cache === true };
  const opciones = accesoAntes(options);
  // A route behind an access check (plugins/auth.ts) needs the token: so says its description.
  const conToken = asList(opciones.onRequest).some(esControlDeAcceso);
  const schema = {
    ...(resumen !== undefined && { summary: resumen }),
    ...options.schema,
    operationId,
    description: descripcion,
    tags: [...tags],
    ...(conToken && { security }),
  };
  const creado = { method, url, hechos, options: { ...opciones, config, schema } as unknown as Options<FastifySchema> };
  creados.add(creado);
  return creado;
}

const asList = (hook: unknown): unknown[] => (Array.isArray(hook) ? hook : hook ? [hook] : []);

/**
 * Permission before validation (docs/reliability.md, OWASP API5): a route's access check
 * (requireCuenta/requireCargo, plugins/auth.ts), wherever the route declares it, runs in onRequest,
 * after the route's own onRequest hooks: before the body is read, parsed or validated, so that a caller
 * without the charge gets 401/403 whatever it sent, never 400 or 413. The hooks after it keep their
 * order (a route's preHandler, then the idempotency key: plugins/idempotency.ts).
 */
function accesoAntes<O extends { onRequest?: unknown; preValidation?: unknown; preHandler?: unknown }>(options: O): O {
  const despues = [...asList(options.preValidation), ...asList(options.preHandler)].filter(esControlDeAcceso);
  if (despues.length === 0) return options;
  const { preValidation, preHandler, ...resto } = options;
  const quedan = (hook: unknown) => asList(hook).filter((h) => !esControlDeAcceso(h));
  const validacion = quedan(preValidation);
  const previos = quedan(preHandler);
  return {
    ...resto,
    onRequest: [...asList(options.onRequest), ...despues],
    ...(validacion.length > 0 && { preValidation: validacion }),
    ...(previos.length > 0 && { preHandler: previos }),
  } as unknown as O;
}

/** One row of the route table (src/routes.ts). */
export interface RouteEntry {
  method: Metodo;
  url: string;
  /** The folder under src/modules/ whose routes file defines the endpoint. */
  module: string;
  endpoint: Endpoint;
}

const METODOS_DE_ESCRITURA = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Whether a route changes data: a POST/PUT/DELETE/PATCH unless its facts say `lectura`. Secure by
 * default: a route without facts counts as a write (the write limit and Idempotency-Key apply).
 */
export function esEscritura(method: string | readonly string[], config: { lectura?: boolean } | undefined): boolean {
  const methods = typeof method === 'string' ? [method] : method;
  return methods.some((m) => METODOS_DE_ESCRITURA.has(m)) && config?.lectura !== true;
}

/** The token header (x-token) as OpenAPI security: set on every route behind an access check. */
const security = [{ token: [] }];

/** The error answers of a `response`, one per status code: `{ ...errores(400, 404) }`. */
export function errores<const C extends number>(...codes: C[]): Record<C, typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<C, typeof ErrorResponseSchema>;
}

/** A route's answers: its success answer (200) and its error answers, one per status code: `respuesta(X, 400, 404)`. */
export function respuesta<R extends ZodType, const C extends number>(ok: R, ...codes: C[]) {
  return { 200: ok, ...errores(...codes) };
}

/** A route's answers when it creates: 201 with what it created, and its error answers. */
export function creada<R extends ZodType, const C extends number>(creado: R, ...codes: C[]) {
  return { 201: creado, ...errores(...codes) };
}
