// `reply.cached(spec, load)`: a route's answer through the app's read cache (lib/read-cache.ts,
// docs/performance.md). The route names the key and the scopes its answer depends on; the body is
// serialized with the route's own 200 schema (the same bytes as a normal reply) and sent compressed
// when the client accepts it. Only a route that says so (`cache: true` in its `endpoint()`, lib/route.ts)
// may use it: the tests find the cached answers by that fact (lib/cambios-cobertura.test.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { sendJson, type CacheKey, type Loaded } from '../lib/read-cache.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the cached answer of `spec.key`; `load` runs only when it is missing or out of date. */
    cached<T>(spec: CacheKey, load: (db: Db) => Promise<Loaded<T>>): Promise<FastifyReply>;
  }
}

type Serialize = (value: unknown) => string;
const serializers = new WeakMap<object, Serialize>();

/** The route's own zod serializer of its 200 answer, compiled once per schema. */
function serializerOf(route: FastifyReply['routeOptions']): Serialize {
  const schema = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`La ruta ${route.url} no declara su respuesta 200`);
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = serializerCompiler({ schema, method: 'GET', url: '(caché)' }) as Serialize;
    serializers.set(schema, serialize);
  }
  return serialize;
}

export function registerCachedReply(app: FastifyInstance): void {
  app.decorateReply('cached', async function cached<T>(this: FastifyReply, spec: CacheKey, load: (db: Db) => Promise<Loaded<T>>) {
    // Fastify builds routeOptions anew on each read: read once.
    const route = this.routeOptions;
    if (route.config.cache !== true) throw new Error(`La ruta ${route.url} no declara cache: true`);
    // The shortcut's own check of this answer failed (lib/atajo.ts): the same failure, not a second wait.
    const fallo = this.server.atajo.tomarFallo(this.request.raw);
    if (fallo) throw fallo.error;
    const body = await this.server.readCache.get(spec, load, serializerOf(route) as (value: T) => string);
    // A public route with no hook of its own (app.ts): the same URL is answered next time before
    // Fastify (lib/atajo.ts).
    if ((route.config as { atajo?: boolean }).atajo === true && this.request.method === 'GET')
      this.server.atajo.anotar(this.request.raw, { spec, ruta: route.url! });
    return sendJson(this, body);
  });
}
