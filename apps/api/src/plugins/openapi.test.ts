// The API description: every documented operation has an id, a declared tag and a description, each
// the one its route declares (`endpoint()`, lib/route.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/harness.js';
import { TAGS } from '../openapi/textos.js';
import { ROUTES } from '../routes.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
}
interface Document {
  info: { title: string; contact?: unknown };
  servers?: unknown[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
let operations: [string, Operation][];
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${url}`, op]),
  );
});
afterAll(() => t.close());

describe('GET /api/docs/json', () => {
  it('documents the API routes and keeps hidden ones out', () => {
    expect(operations.length).toBeGreaterThanOrEqual(37);
    expect(doc.paths['/api/health']).toBeUndefined();
    expect(doc.paths['/api/ready']).toBeUndefined();
    expect(Object.keys(doc.paths).filter((url) => url.startsWith('/api/docs'))).toEqual([]);
  });

  it('gives every operation an operationId, declared tags, a summary and a description', () => {
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const [key, op] of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared.has(tag), `${key}: ${tag}`).toBe(true);
      expect(op.summary, key).toBeTruthy();
      expect(op.description, key).toBeTruthy();
    }
  });

  it('has unique operation ids and described tags', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.tags?.every((tag) => tag.description)).toBe(true);
    expect(doc.info.contact).toBeTruthy();
    expect(doc.servers?.length).toBeGreaterThan(0);
  });
});

describe("the routes' facts", () => {
  it('give every route of the table its operationId, tag and description in the document', () => {
    for (const { method, url, endpoint } of ROUTES) {
      // OpenAPI writes a path parameter `{id}`, Fastify `:id` (the operator's routes).
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(op?.operationId, `${method} ${url}`).toBe(endpoint.hechos.operationId);
      expect(op?.tags, `${method} ${url}`).toEqual([...endpoint.hechos.tags]);
      expect(op?.description, `${method} ${url}`).toBe(endpoint.hechos.descripcion);
    }
  });

  it('use only declared tags and unique ids', () => {
    const names = new Set<string>(TAGS.map((tag) => tag.name));
    const ids = ROUTES.map((r) => r.endpoint.hechos.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ROUTES.filter((r) => !r.endpoint.hechos.tags.every((tag) => names.has(tag))).map((r) => r.url)).toEqual([]);
  });
});
