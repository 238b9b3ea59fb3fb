// A clean stop on SIGTERM (docs/deploy.md, "Reinicios"; docs/reliability.md, "Graceful shutdown"):
// 1. the port stops accepting connections, and requests that arrive on an open connection meanwhile
//    get a 503 in Spanish with `Connection: close` (a load balancer sends them elsewhere);
// 2. the requests in flight finish, for at most SHUTDOWN_TIMEOUT_SECONDS; then the rest are cut;
// 3. the live-event streams end only then (so they carry the changes of those last writes), each with
//    a short `retry:` hint: browsers reconnect at once, to the next instance, with Last-Event-ID;
// 4. the background work stops (the outbox worker gives back what it had claimed), then the pool
//    closes and the process exits 0.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cuerpoDeError } from '../lib/frases.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in flight (the live-event streams aside) and whether the server is stopping. */
    drenaje: { enCurso: number; parando: boolean };
  }
}

export const MENSAJE_DETENIENDO = 'El servidor se está reiniciando; inténtelo de nuevo en unos segundos';
/** The `retry:` hint of a stream ended by a stop: reconnect after this many ms. */
export const RETRY_AL_CERRAR_MS = 1_000;
const STREAM_URL = '/api/eventos';

/**
 * Decorates `app.drenaje` and gives the drain's step of the app's one onRequest hook (ops/salud.ts,
 * app.ts): false, with a 503 sent, when the server is stopping; otherwise the request counts as in
 * flight until its answer closes (a stream of live events aside).
 */
export function registerDrenaje(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const drenaje = { enCurso: 0, parando: false };
  app.decorate('drenaje', drenaje);
  // One listener function for every answer ('close' is emitted once per answer): no closure per request.
  const terminada = () => void drenaje.enCurso--;
  return (request, reply) => {
    if (drenaje.parando) {
      void reply.header('connection', 'close').status(503).send(cuerpoDeError(request, 'http.reiniciando'));
      return false;
    }
    if (request.routeOptions.url === STREAM_URL) return true;
    drenaje.enCurso++;
    reply.raw.on('close', terminada);
    return true;
  };
}

/** Ends every open stream with the retry hint (also Fastify's preClose: modules/eventos). */
export function cerrarStreams(app: FastifyInstance): void {
  for (const res of app.eventos.abiertos) res.end(`retry: ${RETRY_AL_CERRAR_MS}\n\n`);
  app.eventos.abiertos.clear();
}

export interface ApagadoOptions {
  timeoutMs: number;
  /** What runs beside the drain (the outbox worker's stop, a backup in progress). */
  enParalelo?: (() => Promise<unknown>)[];
  /** What closes after it, in order (integrations, the metrics listener, the database). */
  despues?: (() => Promise<unknown>)[];
}

/** Waits (checking every few ms) until nothing is in flight or the deadline passes; true when drained. */
async function esperarDrenaje(app: FastifyInstance, hasta: number): Promise<boolean> {
  while (app.drenaje.enCurso > 0 && Date.now() < hasta) await new Promise((r) => setTimeout(r, 20));
  return app.drenaje.enCurso === 0;
}

/** The stop sequence; resolves when everything is closed (the caller exits 0). */
export async function apagar(app: FastifyInstance, opts: ApagadoOptions): Promise<void> {
  app.drenaje.parando = true;
  const hasta = Date.now() + opts.timeoutMs;
  app.server.close();
  app.server.closeIdleConnections();
  const paralelo = Promise.allSettled((opts.enParalelo ?? []).map((f) => f()));
  const drenado = await esperarDrenaje(app, hasta);
  if (!drenado) {
    app.log.warn({ enCurso: app.drenaje.enCurso }, 'cerrando: se agotó la espera; se cortan las peticiones que quedan');
  }
  cerrarStreams(app);
  if (!drenado) app.server.closeAllConnections();
  await app.close();
  await paralelo;
  for (const cerrar of opts.despues ?? []) {
    await cerrar().catch((error: unknown) => app.log.warn({ err: error }, 'cerrando'));
  }
}
