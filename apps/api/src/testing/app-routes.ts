// Every route the app serves, read from Fastify's own router (printRoutes), so that the audit,
// inventory, fuzzing and permission tests cover new routes without being told about them.
import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/** Routes as "method url" pairs, without the HEAD twins of GET routes, in a stable order. */
export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const text = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RouteInfo[] = [];
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = full;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, url: full });
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** The routes of the API itself (not the docs UI's static files). */
export function apiRoutes(app: FastifyInstance): RouteInfo[] {
  return listRoutes(app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}

export const routeName = (r: RouteInfo) => `${r.method} ${r.url}`;

/**
 * Routes whose answer never ends (server-sent events): app.inject would wait forever for them, so the
 * loops over every route leave them out; modules/eventos tests them over a real socket.
 */
export const STREAM_ROUTES: ReadonlySet<string> = new Set(['GET /api/eventos']);
