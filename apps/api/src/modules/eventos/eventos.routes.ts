// GET /api/eventos: the committed changes as server-sent events (docs/performance.md, "Live screens").
// Anonymous, like the pages it refreshes. One event per change, `id:` its number (lib/cambios.ts),
// `data:` its kind and period or player; a comment every `latidoMs` keeps proxies from closing an idle
// stream; a browser that reconnects with Last-Event-ID gets what it missed, or `reinicio` when that
// is no longer kept. At most `max` streams per instance: beyond, a 503 in Spanish.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { ErrorResponseSchema } from '@reparto/contract';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../lib/route.js';
import { CambiosEnVivo } from '../../lib/eventos.js';
import type { EventoCambio } from '../../lib/cambios.js';

declare module 'fastify' {
  interface FastifyInstance {
    eventos: EventosEnVivo;
  }
}

export const MENSAJE_DEMASIADOS_EVENTOS =
  'Hay demasiadas pantallas en vivo abiertas en este servidor; la página seguirá funcionando, pero sin actualizarse sola';

export interface EventosOptions {
  /** Most open streams per instance (EVENTOS_MAX_CONEXIONES). */
  max: number;
  /** Interval of the keep-alive comment. */
  latidoMs: number;
}

export interface EventosEnVivo extends EventosOptions {
  cambios: CambiosEnVivo;
  abiertos: Set<ServerResponse>;
}

/** The hub and the open streams on the app; streams end before the server closes. */
export function registerEventos(app: FastifyInstance, opts: EventosOptions): void {
  const cambios = new CambiosEnVivo(app.database, app.log);
  const abiertos = new Set<ServerResponse>();
  app.decorate('eventos', { ...opts, cambios, abiertos });
  app.addHook('onReady', () => cambios.iniciar());
  // Before the server waits for its connections to end: an open stream would hold it forever.
  app.addHook('preClose', (done) => {
    for (const res of abiertos) res.end();
    abiertos.clear();
    done();
  });
  app.addHook('onClose', () => cambios.cerrar());
}

const linea = (evento: EventoCambio) => {
  const { id, ...datos } = evento;
  return `id: ${id}\nevent: cambio\ndata: ${JSON.stringify(datos)}\n\n`;
};

export const stream = endpoint({
  schema: {
    tags: ['eventos'],
    summary:
      'Cambios confirmados, como eventos (text/event-stream): uno por cambio con `id:`, un comentario de latido cada 25 s y reanudación con Last-Event-ID (sin token)',
    produces: ['text/event-stream'],
    response: {
      200: z.string().describe('Eventos `cambio` con data {tipo, idPeriodo | idPlayer}; `reinicio` si se perdieron eventos'),
      503: ErrorResponseSchema,
    },
  },
  handler: async (request, reply) => {
    const { eventos } = request.server;
    if (eventos.abiertos.size >= eventos.max) {
      return reply.status(503).send({ ok: false as const, message: MENSAJE_DEMASIADOS_EVENTOS });
    }
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Reconnect after 3 s when the stream breaks (EventSource's default is browser-dependent).
    res.write('retry: 3000\n\n');
    const ultimo = Number(request.headers['last-event-id']);
    if (request.headers['last-event-id'] !== undefined) {
      const perdidos = Number.isSafeInteger(ultimo) ? eventos.cambios.desde(ultimo) : null;
      res.write(perdidos === null ? 'event: reinicio\ndata: {}\n\n' : perdidos.map(linea).join(''));
    }
    const dejar = eventos.cambios.suscribir((evento) => res.write(linea(evento)));
    const latido = setInterval(() => res.write(': latido\n\n'), eventos.latidoMs);
    eventos.abiertos.add(res);
    const cerrar = () => {
      clearInterval(latido);
      dejar();
      eventos.abiertos.delete(res);
    };
    res.on('close', cerrar);
    res.on('error', cerrar);
  },
});
