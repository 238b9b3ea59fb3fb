// One answer per intent (docs/domain.md, "Wire conventions"): a write sent with an `Idempotency-Key`
// header runs once for that key, account and route; a repeat (a double click, a retry after a lost
// answer, two tabs sending the same intent) waits for the first one and receives its answer again,
// marked `idempotent-replayed: true`. Without the header nothing changes. The same key with another
// body is 409. Answers of 5xx are not kept: the intent may be tried again. The key is claimed or
// replayed only after the route's own access check (its session's token version, active flag and
// charges as they are now): a revoked token is refused like any other and never writes a key.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { BadRequest, Conflict } from '../lib/errors.js';
import { CAMBIO_HEADER } from '../lib/escritura.js';
import { huellaDe } from '../lib/json-en-hilo.js';
import type * as intentos from '../modules/idempotencia/idempotencia.repository.js';
import type { Intento } from '../modules/idempotencia/idempotencia.repository.js';
import { esEscritura } from '../lib/route.js';
import { claveDelGremio } from '../lib/gremio-contexto.js';
import { respuestaEnEspanol, respuestaEnIdioma } from './idioma.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const CLAVE = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a repeat waits for the first request's answer (under the browser's 30 s timeout). */
const ESPERA_MS = 20_000;
const SONDEO_MS = 50;

export const MENSAJE_CLAVE_INVALIDA =
  'La cabecera Idempotency-Key debe tener de 8 a 100 letras, dígitos, guiones o guiones bajos';
export const MENSAJE_CLAVE_OTRA_PETICION = 'Esta operación ya se envió antes con otros datos; vuelva a intentarlo';
export const MENSAJE_EN_CURSO = 'La misma operación todavía se está procesando; espere un momento y vuelva a intentarlo';

declare module 'fastify' {
  interface FastifyRequest {
    /** The intent this request holds the key of, until its answer is kept. */
    idempotencia: Intento | null;
  }
}

/** The route an intent belongs to, as stored with its key: "METHOD url" (no trailing slash). */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;
}

/**
 * The stored intents: the idempotencia module's repository (its table's only SQL), handed down by
 * app.ts: plugins sit below the modules.
 */
export type AlmacenIntentos = Pick<typeof intentos, 'reclamar' | 'leer' | 'guardar' | 'soltar'>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const reclamarCon = (almacen: AlmacenIntentos) =>
  async function claim(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const clave = single(request.headers[IDEMPOTENCY_HEADER]);
    if (clave === undefined) return;
    if (!CLAVE.test(clave)) throw new BadRequest('idempotencia.claveInvalida');
    // Runs after the route's access check (requireCuenta/requireCargo), which set the session.
    const cuenta = request.cuenta;
    if (!cuenta) return;
    const intento: Intento = {
      clave,
      idCuenta: cuenta.idCuenta,
      // The guild's own intents (lib/gremio-contexto.ts): one key sent to two guilds is two intents.
      ruta: claveDelGremio(routeKey(request.method, request.routeOptions.url ?? request.url)),
    };
    // A big body's was computed where it was parsed, off the event loop (lib/json-en-hilo.ts).
    const huella = request.huellaCuerpo ?? huellaDe(request.body);
    for (const fin = Date.now() + ESPERA_MS; Date.now() < fin;) {
      if (await almacen.reclamar(this.db, intento, huella)) {
        request.idempotencia = intento;
        return;
      }
      const previo = await almacen.leer(this.db, intento);
      // Gone between the two reads: the first request failed and let the key go, so try to take it.
      if (!previo) continue;
      if (previo.huella !== huella) throw new Conflict('idempotencia.otraPeticion');
      if (previo.estado !== null && previo.respuesta !== null) {
        // The first answer's change too (lib/escritura.ts): the repeat's caller refreshes what it changed.
        if (previo.cambio !== null) void reply.header(CAMBIO_HEADER, previo.cambio);
        return reply
          .status(previo.estado)
          .header(REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(respuestaEnIdioma(request, previo.respuesta, previo.frase));
      }
      await sleep(SONDEO_MS);
    }
    throw new Conflict('idempotencia.enCurso');
  };

const guardarCon = (almacen: AlmacenIntentos) =>
  async function keep(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const intento = request.idempotencia;
    if (!intento) return payload;
    request.idempotencia = null;
    try {
      const cambio = reply.getHeader(CAMBIO_HEADER);
      if (reply.statusCode < 500 && typeof payload === 'string')
        await almacen.guardar(
          this.db,
          intento,
          reply.statusCode,
          respuestaEnEspanol(request, payload),
          typeof cambio === 'string' ? cambio : null,
          request.frase ?? null,
        );
      else await almacen.soltar(this.db, intento);
    } catch (error) {
      // The answer still goes out; a repeat then waits until the key is abandoned, never runs twice.
      request.log.warn({ err: error }, 'no se pudo guardar la respuesta de una operación idempotente');
    }
    return payload;
  };

const asList = <T>(hook: T | T[] | undefined): T[] => (Array.isArray(hook) ? hook : hook ? [hook] : []);

/** Adds the key check to every write route registered after this call (`esEscritura`, lib/route.ts). */
export function registerIdempotency(app: FastifyInstance, almacen: AlmacenIntentos): void {
  const claim = reclamarCon(almacen);
  const keep = guardarCon(almacen);
  app.decorateRequest('idempotencia', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!esEscritura(route.method, route.config)) return;
    // After the route's own hooks: its access check (onRequest, lib/route.ts) has passed.
    route.preHandler = [...asList(route.preHandler), claim] as RouteOptions['preHandler'];
    route.onSend = [...asList(route.onSend), keep] as RouteOptions['onSend'];
  });
}
