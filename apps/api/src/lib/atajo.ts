// The shortcut of repeated public reads (docs/performance.md, "The shortcut"). A GET whose exact URL
// the app has already answered from the read cache, on a route that declares `cache: true` and has no
// access check nor any hook of its own, is answered again from the cache before Fastify builds its
// request and reply: the same status, headers and bytes (security headers, request id, content type,
// Vary and Content-Encoding as `sendJson` sets them), counted by the drain and by the request metric.
// Anything else goes through Fastify as before: a URL not answered yet, an answer missing or out of
// date (the cache's own check, lib/read-cache.ts `vigente`), a stopping server, any other method.
// At LOG_LEVEL=info and below every request writes its two lines («incoming request», «request
// completed»): they are the operator's record, written by Fastify, so the shortcut stays off there.
// A public cached answer depends only on its URL and on the language the reader asks (`x-idioma`: the
// regear list names items in it): the two are the shortcut's key.
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { cuerpoParaEnviar, type CacheKey, type CachedBody, type ReadCache } from './read-cache.js';
import { ponerCabecerasDeSeguridad } from './security-headers.js';
import { IDIOMA_HEADER } from '@reparto/contract';
import type { Metricas } from '../ops/metricas.js';

/** How a URL is answered again: its cache key and the route's pattern (the metric's label). */
export interface Atajo {
  spec: CacheKey;
  ruta: string;
}

/** What the shortcut answers with: the app's, known once it is built (the server is created first). */
export interface DestinoAtajo {
  readCache: ReadCache;
  drenaje: { enCurso: number; parando: boolean };
  metricas: Metricas;
  /** Whether Fastify writes a line per request (LOG_LEVEL info or more detail): then the shortcut is off. */
  registraPeticiones: boolean;
}

/** Hooks a route may carry; with any of them the route is not taken by the shortcut. */
const HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;

/** Whether a route may be answered by the shortcut: a cached GET with no hook of its own. */
export function rutaDeAtajo(route: Pick<RouteOptions, 'method' | 'config' | (typeof HOOKS)[number]>): boolean {
  const config = route.config as { cache?: boolean } | undefined;
  const hooks = route as Record<string, unknown>;
  return route.method === 'GET' && config?.cache === true && HOOKS.every((h) => asList(hooks[h]).length === 0);
}

const asList = (hook: unknown): unknown[] => (Array.isArray(hook) ? hook : hook ? [hook] : []);

/** The language asked and the exact URL. */
const claveDe = (req: IncomingMessage): string => `${(req.headers[IDIOMA_HEADER] as string | undefined) ?? ''} ${req.url}`;

export class AtajoLecturas {
  /** URLs kept (query strings are the client's: the oldest is forgotten beyond this). */
  static readonly MAX_URLS = 2_000;
  private readonly porUrl = new Map<string, Atajo>();
  /**
   * The check that failed for a request handed to Fastify (the database down or hung): Fastify's route
   * throws it at once (plugins/cached-reply.ts) and answers it as it would have, instead of asking the
   * database a second time (a frozen database would make the client wait two query timeouts).
   */
  private readonly fallidas = new WeakMap<IncomingMessage, { error: unknown }>();
  private destino: DestinoAtajo | undefined;
  readonly stats = { servidas: 0 };

  conectar(destino: DestinoAtajo): void {
    this.destino = destino;
  }

  /**
   * After Fastify answered this request from the cache on a route of the shortcut. A guild addressed
   * by its slug (`/api/g/{slug}/…`, rewritten by plugins/gremio-peticion.ts) is not taken: its address
   * must be checked on every request (a suspended guild answers 403), which only Fastify does.
   */
  anotar(req: IncomingMessage, atajo: Atajo): void {
    const original = (req as { originalUrl?: string }).originalUrl;
    if (original !== undefined && original !== req.url) return;
    const clave = claveDe(req);
    if (this.porUrl.has(clave)) return;
    if (this.porUrl.size >= AtajoLecturas.MAX_URLS) this.porUrl.delete(this.porUrl.keys().next().value!);
    this.porUrl.set(clave, atajo);
  }

  /** The failed check of a request the shortcut handed to Fastify, once (see `fallidas`). */
  tomarFallo(req: IncomingMessage): { error: unknown } | undefined {
    const fallo = this.fallidas.get(req);
    this.fallidas.delete(req);
    return fallo;
  }

  get urls(): number {
    return this.porUrl.size;
  }

  /** The server's request listener: the shortcut, or Fastify's `siguiente`. */
  atender(req: IncomingMessage, res: ServerResponse, siguiente: RequestListener): void {
    const destino = this.destino;
    const atajo =
      req.method === 'GET' && destino && !destino.registraPeticiones && !destino.drenaje.parando
        ? this.porUrl.get(claveDe(req))
        : undefined;
    if (!atajo || !destino) return void siguiente(req, res);
    const inicio = performance.now();
    // In flight from now on, as Fastify's drain counts it (ops/apagado.ts).
    destino.drenaje.enCurso++;
    let contada = true;
    const terminar = () => {
      if (contada) destino.drenaje.enCurso--;
      contada = false;
    };
    const servir = (body: CachedBody | undefined) => {
      if (!body) {
        // Out of date: Fastify computes it (and counts it itself).
        terminar();
        return void siguiente(req, res);
      }
      res.once('close', terminar);
      this.enviar(req, res, body, destino, atajo.ruta, inicio);
    };
    const vigente = destino.readCache.vigente(atajo.spec);
    if (vigente instanceof Promise)
      vigente.then(servir, (error: unknown) => {
        this.fallidas.set(req, { error });
        servir(undefined);
      });
    else servir(vigente);
  }

  private enviar(
    req: IncomingMessage,
    res: ServerResponse,
    body: CachedBody,
    destino: DestinoAtajo,
    ruta: string,
    inicio: number,
  ) {
    this.stats.servidas++;
    const { bytes, encoding, vary } = cuerpoParaEnviar(body, req.headers['accept-encoding']);
    ponerCabecerasDeSeguridad(res);
    res.setHeader('x-request-id', randomUUID());
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (vary) res.setHeader('vary', 'accept-encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', bytes.length);
    res.writeHead(200);
    res.end(bytes);
    destino.metricas.peticiones.observe({ method: 'GET', route: ruta, status_code: '200' }, (performance.now() - inicio) / 1000);
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would create (its options, timeouts and
 * keep-alive, as fastify/lib/server.js sets them), with the shortcut in front of Fastify's listener.
 */
export function servidorConAtajo(atajo: AtajoLecturas) {
  return (siguiente: RequestListener, opts: FastifyServerOptions & { http?: http.ServerOptions }): http.Server => {
    const server = http.createServer(opts.http ?? {}, (req, res) => atajo.atender(req, res, siguiente));
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
