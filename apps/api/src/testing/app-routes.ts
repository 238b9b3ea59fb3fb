// Every route of the API with its facts, read from the route table (src/routes.ts: each module's
// endpoints), so that the audit, inventory, fuzzing and permission tests cover new routes without
// being told about them.
import { esEscritura, type Hechos } from '../lib/route.js';
import { ROUTES } from '../routes.js';

export interface RouteInfo {
  method: string;
  url: string;
  hechos: Hechos;
}

/** The API's routes in a stable order (by URL, then method). */
export function apiRoutes(): RouteInfo[] {
  return ROUTES.map(({ method, url, endpoint }) => ({ method, url, hechos: endpoint.hechos })).sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  );
}

export const routeName = (r: RouteInfo) => `${r.method} ${r.url}`;

/** Whether the route changes data (lib/route.ts): the write limit and Idempotency-Key apply to it. */
export const isWrite = (r: RouteInfo) => esEscritura(r.method, r.hechos);

/**
 * Whether the route's answer never ends (server-sent events): app.inject would wait forever for it,
 * so the loops over every route leave it out; modules/eventos tests it over a real socket.
 */
export const isStream = (r: RouteInfo) => r.hechos.stream === true;
