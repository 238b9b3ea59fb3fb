// The routes' facts (lib/route.ts) as every module declares them, walked statically over the route
// table: the plugins and tests that read them (plugins/openapi.ts, write-rate-limit.ts,
// idempotency.ts, cached-reply.ts, testing/app-routes.ts) trust what is checked here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, esEscritura } from './route.js';
import { requireCargo } from '../plugins/auth.js';
import { esControlDeAcceso } from './acceso.js';
import { ROUTES } from '../routes.js';

const name = (r: (typeof ROUTES)[number]) => `${r.method} ${r.url}`;

describe('the route table', () => {
  it('holds each method and URL once', () => {
    const names = ROUTES.map(name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(ROUTES.length).toBeGreaterThanOrEqual(60);
  });

  it('names every handler after its operationId, so that stack traces and profiles say which route ran', () => {
    const misnamed = ROUTES.filter((r) => r.endpoint.options.handler.name !== r.endpoint.hechos.operationId);
    expect(misnamed.map((r) => `${name(r)}: ${r.endpoint.options.handler.name || '(anónimo)'}`)).toEqual([]);
  });

  it('marks as a stream exactly the routes that take the socket over (reply.hijack)', () => {
    const hijack = ROUTES.filter((r) => String(r.endpoint.options.handler).includes('.hijack('));
    expect(ROUTES.filter((r) => r.endpoint.hechos.stream).map(name)).toEqual(hijack.map(name));
    expect(hijack.length).toBeGreaterThan(0);
  });
});

describe('endpoint()', () => {
  const prueba = endpoint({
    ruta: 'POST /api/prueba/lista',
    operationId: 'listarPrueba',
    descripcion: 'Solo una prueba.',
    tags: ['auditoria'],
    lectura: true,
    schema: { summary: 'Prueba', body: z.tuple([z.object({ page: z.number() })]) },
    handler: async function listarPrueba(request) {
      return request.body[0].page;
    },
  });

  it('splits the route into method and URL and keeps the facts', () => {
    expect([prueba.method, prueba.url]).toEqual(['POST', '/api/prueba/lista']);
    expect(prueba.hechos).toEqual({
      operationId: 'listarPrueba',
      descripcion: 'Solo una prueba.',
      tags: ['auditoria'],
      lectura: true,
    });
  });

  it('hands the facts to Fastify: the OpenAPI ones in the schema, the others in the config', () => {
    expect(prueba.options.schema).toMatchObject({
      summary: 'Prueba',
      operationId: 'listarPrueba',
      description: 'Solo una prueba.',
      tags: ['auditoria'],
    });
    expect(prueba.options.config).toMatchObject({ lectura: true, stream: false, cache: false });
  });

  it('documents the token (OpenAPI security) exactly on a route behind an access check', () => {
    const hechos = { operationId: 'verPrueba', descripcion: 'Prueba.', tags: ['auditoria'] } as const;
    const handler = async function verPrueba() {
      return 1;
    };
    const conCheck = endpoint({ ...hechos, ruta: 'GET /api/prueba', onRequest: requireCargo(1), schema: {}, handler });
    expect(conCheck.options.schema).toMatchObject({ security: [{ token: [] }] });
    expect(prueba.options.schema).not.toHaveProperty('security');
  });

  it('runs the access check in onRequest wherever the route declares it, before the body is read; other hooks stay', () => {
    const acceso = requireCargo(1);
    const propio = async function objetoPropio() {};
    const ruta = endpoint({
      operationId: 'cambiarPrueba',
      descripcion: 'Prueba.',
      tags: ['auditoria'],
      ruta: 'PUT /api/prueba',
      preHandler: [acceso, propio],
      schema: {},
      handler: async function cambiarPrueba() {
        return 1;
      },
    });
    expect(ruta.options.onRequest).toEqual([acceso]);
    expect(ruta.options.preHandler).toEqual([propio]);
    expect(ruta.options.schema).toMatchObject({ security: [{ token: [] }] });
    const enRutas = ROUTES.filter((r) =>
      [r.endpoint.options.preValidation, r.endpoint.options.preHandler].flat().some(esControlDeAcceso),
    );
    expect(enRutas.map(name)).toEqual([]);
  });
});

describe('esEscritura', () => {
  it('counts every POST/PUT/DELETE/PATCH as a write unless it says lectura, and no GET', () => {
    expect(esEscritura('POST', undefined)).toBe(true);
    expect(esEscritura('PUT', { lectura: false })).toBe(true);
    expect(esEscritura(['DELETE'], {})).toBe(true);
    expect(esEscritura('POST', { lectura: true })).toBe(false);
    expect(esEscritura(['GET', 'HEAD'], undefined)).toBe(false);
  });
});
