// The OpenAPI description (/api/docs/json) and its viewer (/api/docs). Registered before the routes
// and not encapsulated (fastify-plugin), so @fastify/swagger sees every route registered after it.
// The schemas come from the routes' zod schemas; ids, tags and descriptions from openapi/descriptions.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION } from '@reparto/contract';
import { OPERATIONS, TAGS } from '../openapi/descriptions.js';

type Paths = Record<string, Record<string, Record<string, unknown>>>;

/** Adds the operation ids, tags and descriptions of the table to a generated document. */
function describeOperations<T extends object>(document: T): T {
  const paths = (document as { paths?: Paths }).paths ?? {};
  for (const [url, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const doc = OPERATIONS[`${method.toUpperCase()} ${url}`];
      if (!doc) continue;
      operation['operationId'] = doc.operationId;
      operation['tags'] = [doc.tag];
      operation['description'] = doc.description;
    }
  }
  return { ...document, tags: TAGS.map((tag) => ({ ...tag })) };
}

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        version: APP_VERSION,
        description:
          'API del reparto de plata del gremio. Toda escritura admite la cabecera opcional Idempotency-Key (8 a 100 letras, dígitos, - o _): ' +
          'una repetición con la misma clave, cuenta y ruta recibe la misma respuesta (cabecera idempotent-replayed: true) sin volver a escribir.',
        contact: { name: APP_NAME },
      },
      servers: [{ url: '/', description: 'La misma dirección que sirve la web' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-token' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => ('openapiObject' in input ? describeOperations(input.openapiObject) : input.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
