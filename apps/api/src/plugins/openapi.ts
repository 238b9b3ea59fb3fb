// The OpenAPI description (/api/docs/json) and its viewer (/api/docs). Registered before the routes
// and not encapsulated (fastify-plugin), so @fastify/swagger sees every route registered after it.
// Everything comes from the routes themselves: the schemas from their zod schemas, the operation ids,
// summaries, tags and descriptions from their `endpoint()` facts (lib/route.ts); the tags' own
// descriptions from openapi/textos.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION } from '@reparto/contract';
import { TAGS } from '../openapi/textos.js';

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        version: APP_VERSION,
        description:
          'API del reparto de plata del gremio. Toda escritura admite la cabecera opcional Idempotency-Key (8 a 100 letras, dígitos, - o _): ' +
          'una repetición con la misma clave, cuenta y ruta recibe la misma respuesta (cabecera idempotent-replayed: true) sin volver a escribir. ' +
          'Toda llamada admite la cabecera opcional x-idioma (pt-BR o en): el `message` de un error o de una escritura llega en ese idioma; ' +
          'sin ella, con es o con otro valor, en español.',
        contact: { name: APP_NAME },
      },
      servers: [{ url: '/', description: 'La misma dirección que sirve la web' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-token' } } },
      tags: TAGS.map((tag) => ({ ...tag })),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
