// Which guild a request works for (docs/alianzas.md, «Muchos gremios»). `/api/g/{slug}/…` answers exactly
// as `/api/…` does, for the guild whose address is `slug`: the URL is rewritten before routing
// (`reescribirDireccion`, Fastify's `rewriteUrl`), and the first onRequest hook finds the guild (a short
// cache, modules/gremio/gremio.direcciones.ts), refuses an unknown address (404) or a suspended guild
// (403), and runs the rest of the request in `conGremio(idGremio, …)` (lib/gremio-contexto.ts). A URL
// without `/g/{slug}` is the default guild's, as it always was.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { conGremio, GREMIO_POR_DEFECTO } from '../lib/gremio-contexto.js';
import { cuerpoDeError } from '../lib/frases.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guild the request works for (its address; the default guild without one). */
    idGremio: number;
  }
}

/** A guild as the hook needs it (modules/gremio's lookup, handed down by app.ts: plugins sit below the modules). */
export interface GremioDeDireccion {
  idGremio: number;
  suspendido: boolean;
}

export type BuscarGremio = (slug: string) => GremioDeDireccion | undefined | Promise<GremioDeDireccion | undefined>;

/** `/api/g/{slug}` and what follows it (the rest of the path and the query string). */
const DIRECCION = /^\/api\/g\/([a-z0-9][a-z0-9-]{0,62})(?=[/?]|$)(.*)$/;

/** The slug each rewritten request came with. */
const slugs = new WeakMap<IncomingMessage, string>();

/** Fastify's `rewriteUrl`: `/api/g/{slug}/x?q` becomes `/api/x?q` (the slug is kept for the hook). */
export function reescribirDireccion(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const m = DIRECCION.exec(url);
  if (!m) return url;
  slugs.set(req, m[1]!);
  const resto = m[2] ?? '';
  return `/api${resto.startsWith('/') ? resto : `/${resto}`}`.replace(/^\/api\/(\?|$)/, '/api$1');
}

/** The slug a request was addressed with (undefined: the default guild's URL). */
export const slugDe = (request: FastifyRequest): string | undefined => slugs.get(request.raw);

export function registerGremioPeticion(app: FastifyInstance, buscar: BuscarGremio): void {
  app.decorateRequest('idGremio', GREMIO_POR_DEFECTO);
  const seguir = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    g: GremioDeDireccion | undefined,
  ) => {
    const slug = slugs.get(request.raw)!;
    if (!g) return void reply.status(404).send(cuerpoDeError(request, 'gremio.noExiste', { slug }));
    if (g.suspendido) return void reply.status(403).send(cuerpoDeError(request, 'gremio.suspendido'));
    request.idGremio = g.idGremio;
    conGremio(g.idGremio, done);
  };
  app.addHook('onRequest', (request, reply, done) => {
    const slug = slugs.get(request.raw);
    if (slug === undefined) return conGremio(GREMIO_POR_DEFECTO, done);
    const g = buscar(slug);
    if (!(g instanceof Promise)) return seguir(request, reply, done, g);
    g.then(
      (encontrado) => seguir(request, reply, done, encontrado),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  // The body is read on the socket's events, outside the request's context: enter it again after.
  app.addHook('preValidation', (request, _reply, done) => conGremio(request.idGremio, done));
}
