// A route as its module declares it: `endpoint({ ruta: 'POST /api/…', operationId, descripcion, tags,
// schema, preHandler, handler })`. Beside its schemas and handler the route carries its facts: what the
// API description says about it (operationId, description, tag; the short summary stays in the schema)
// and what the plugins and tests must know — whether a POST/PUT only reads (`lectura`), whether its
// answer is an endless stream (`stream`), whether it answers through the read cache (`cache`).
// src/routes.ts gathers every module's endpoints. The facts travel in Fastify's route `schema`
// (operationId, description, tags: @fastify/swagger reads them) and `config` (read at run time as
// `request.routeOptions.config`, or by an onRoute hook); static walks read `Endpoint.hechos`.
// The handler is a named function (its operationId), so that stack traces and profiles say which route
// ran; it reads the app's decorators through `request.server`.
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
import { ErrorResponseSchema } from '@reparto/contract';
import type { TagName } from '../openapi/textos.js';
import { esControlDeAcceso } from '../plugins/auth.js';

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

type Definicion<S extends FastifySchema> = Hechos & Options<S> & { ruta: `${Metodo} /api/${string}` };

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
  const { ruta, operationId, descripcion, tags, lectura, stream, cache, ...options } = definicion;
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
  // A route behind an access check (plugins/auth.ts) needs the token: so says its description.
  const conToken = [options.onRequest, options.preHandler].flat().some(esControlDeAcceso);
  const schema = { ...options.schema, operationId, description: descripcion, tags: [...tags], ...(conToken && { security }) };
  const creado = { method, url, hechos, options: { ...options, config, schema } as unknown as Options<FastifySchema> };
  creados.add(creado);
  return creado;
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
