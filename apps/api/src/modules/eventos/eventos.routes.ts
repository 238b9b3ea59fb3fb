// GET /api/eventos: the committed changes as server-sent events (docs/performance.md, "Live screens").
// Anonymous, like the pages it refreshes. One event per change, `id:` its number (lib/cambios.ts),
// `data:` its kind and period or player; a comment every `latidoMs` keeps proxies from closing an idle
// stream; a browser that reconnects with Last-Event-ID gets what it missed, or `reinicio` when that
// is no longer kept. At most `max` streams per instance: beyond, a 503 in Spanish. So that no one
// client can take them all (docs/reliability.md): at most `maxPorDireccion` per address (a new one
// ends that address's oldest), and each lives at most `vidaMaxMs` (the browser then reconnects with
// Last-Event-ID and misses nothing). HEAD answers the headers without opening a stream. Account
// changes are never sent: this stream is public, and who administers which account is not.
import { claveDeDireccion } from '../../lib/direccion.js';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { ErrorResponseSchema } from '@reparto/contract';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../lib/route.js';
import { cuerpoDeError } from '../../lib/frases.js';
import { QUIEN } from '../../openapi/textos.js';
import { CambiosEnVivo } from '../../lib/eventos.js';
import type { EventoCambio } from '../../lib/cambios.js';
import { cerrarStreams } from '../../ops/apagado.js';
import { GREMIO_POR_DEFECTO, gremioODefecto } from '../../lib/gremio-contexto.js';

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
  /** Most open streams per client address (EVENTOS_MAX_POR_DIRECCION): a new one ends the oldest. */
  maxPorDireccion: number;
  /** Longest life of a stream (EVENTOS_VIDA_MAX_MIN): then it ends and the browser reconnects. */
  vidaMaxMs: number;
  /** Interval of the keep-alive comment. */
  latidoMs: number;
}

export interface EventosEnVivo extends EventosOptions {
  cambios: CambiosEnVivo;
  abiertos: Set<ServerResponse>;
  /** The open streams of each address, oldest first. */
  porDireccion: Map<string, ServerResponse[]>;
}

/** The hub and the open streams on the app; streams end before the server closes. */
export function registerEventos(app: FastifyInstance, opts: EventosOptions): void {
  const cambios = new CambiosEnVivo(app.database, app.log);
  const abiertos = new Set<ServerResponse>();
  app.decorate('eventos', { ...opts, cambios, abiertos, porDireccion: new Map() });
  app.addHook('onReady', () => cambios.iniciar());
  // Before the server waits for its connections to end: an open stream would hold it forever. Each
  // ends with a short `retry:` hint (ops/apagado.ts: a SIGTERM ends them earlier, after the drain).
  app.addHook('preClose', (done) => {
    cerrarStreams(app);
    done();
  });
  app.addHook('onClose', () => cambios.cerrar());
}

/**
 * What the public stream of guild `idGremio` carries: its changes (`/api/g/{slug}/eventos` hears only
 * that guild, docs/alianzas.md), but the administration of accounts.
 */
const publicoDe = (idGremio: number) => (evento: EventoCambio) =>
  evento.tipo !== 'cuenta' && (evento.g ?? GREMIO_POR_DEFECTO) === idGremio;

const CABECERAS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** Counts a stream against its address; ends that address's oldest ones beyond its share. */
function contar(eventos: EventosEnVivo, direccion: string, res: ServerResponse): () => void {
  const propios = eventos.porDireccion.get(direccion) ?? [];
  eventos.porDireccion.set(direccion, propios);
  while (propios.length >= eventos.maxPorDireccion) {
    const viejo = propios.shift()!;
    eventos.abiertos.delete(viejo);
    viejo.end();
  }
  propios.push(res);
  return () => {
    const i = propios.indexOf(res);
    if (i >= 0) propios.splice(i, 1);
    if (propios.length === 0 && eventos.porDireccion.get(direccion) === propios) eventos.porDireccion.delete(direccion);
  };
}

const linea = (evento: EventoCambio) => {
  const { id, g: _g, ...datos } = evento;
  return `id: ${id}\nevent: cambio\ndata: ${JSON.stringify(datos)}\n\n`;
};

export const stream = endpoint({
  ruta: 'GET /api/eventos',
  operationId: 'eventosEnVivo',
  resumen:
    'Cambios confirmados, como eventos (text/event-stream): uno por cambio con `id:`, un comentario de latido cada 25 s y reanudación con Last-Event-ID (sin token)',
  descripcion: `Flujo text/event-stream: un evento \`cambio\` por cada escritura confirmada (\`id:\` su número; data \`{ tipo: distribucion | pago | periodo, idPeriodo }\`, \`{ tipo: jugador, idPlayer }\` o \`{ tipo: cuenta }\`), un comentario de latido cada 25 s, y al reconectar con Last-Event-ID los eventos perdidos (o \`reinicio\` si ya no se guardan). 503 cuando el servidor ya tiene abiertas las conexiones en vivo que admite. ${QUIEN.publico}`,
  tags: ['eventos'],
  stream: true,
  schema: {
    produces: ['text/event-stream'],
    response: {
      200: z.string().describe('Eventos `cambio` con data {tipo, idPeriodo | idPlayer}; `reinicio` si se perdieron eventos'),
      503: ErrorResponseSchema,
    },
  },
  handler: async function eventosEnVivo(request, reply) {
    const { eventos } = request.server;
    // HEAD: what a GET would answer, without a stream to hold.
    if (request.method === 'HEAD') return reply.headers(CABECERAS).send('');
    const res = reply.raw;
    const publico = publicoDe(gremioODefecto());
    const descontar = contar(eventos, claveDeDireccion(request.ip), res);
    if (eventos.abiertos.size >= eventos.max) {
      descontar();
      return reply.status(503).send(cuerpoDeError(request, 'http.demasiadasPantallas'));
    }
    reply.hijack();
    res.writeHead(200, { ...CABECERAS, connection: 'keep-alive' });
    // Reconnect after 3 s when the stream breaks (EventSource's default is browser-dependent).
    res.write('retry: 3000\n\n');
    const ultimo = Number(request.headers['last-event-id']);
    if (request.headers['last-event-id'] !== undefined) {
      const perdidos = Number.isSafeInteger(ultimo) ? eventos.cambios.desde(ultimo) : null;
      res.write(perdidos === null ? 'event: reinicio\ndata: {}\n\n' : perdidos.filter(publico).map(linea).join(''));
    }
    const dejar = eventos.cambios.suscribir((evento) => {
      if (publico(evento)) res.write(linea(evento));
    });
    const latido = setInterval(() => res.write(': latido\n\n'), eventos.latidoMs);
    // The browser reconnects at once with Last-Event-ID: a stream never holds its place for ever.
    const vida = setTimeout(() => res.end(), eventos.vidaMaxMs);
    eventos.abiertos.add(res);
    const cerrar = () => {
      clearInterval(latido);
      clearTimeout(vida);
      dejar();
      descontar();
      eventos.abiertos.delete(res);
    };
    res.on('close', cerrar);
    res.on('error', cerrar);
  },
});
