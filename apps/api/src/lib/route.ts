// A route without its method and URL: each module's routes file defines its endpoints with
// `endpoint({ schema, preHandler, handler })`, and src/routes.ts gives each one its method and URL.
// The handler reads the app's decorators through `request.server`.
import type {
  ContextConfigDefault,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Options<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** An endpoint's options and handler, typed from its zod schemas. */
export interface Endpoint {
  readonly options: Options<FastifySchema>;
}

export function endpoint<S extends FastifySchema>(options: Options<S>): Endpoint {
  return { options: options as unknown as Options<FastifySchema> };
}

/** One row of the route table (src/routes.ts). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  /** The folder under src/modules/ whose routes file defines the endpoint. */
  module: string;
  endpoint: Endpoint;
}

/** Shared pieces of the schemas: the token header security and the error answers. */
export const security = [{ token: [] }];
