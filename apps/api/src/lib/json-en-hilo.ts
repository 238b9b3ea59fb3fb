// A big JSON body parsed off the event loop (docs/performance.md, "The worst loot paste"). Only the loot
// paste (`POST /api/precios/valorarBotin`, 8 MiB) may send a body over the global 1 MiB limit, and
// `JSON.parse` of 8 MB holds the instance for 40–100 ms, the idempotency fingerprint of the value
// (`JSON.stringify` and SHA-256) as long again: every other request (a member's regear deaths, a page)
// would wait behind them. The worker stops REPOSO_MS after its last body (its heap goes with it). Bodies of at least UMBRAL_EN_HILO bytes are parsed by one worker thread
// instead (their bytes copied there), with the same rules as Fastify's own parser
// (secure-json-parse, `__proto__` and `constructor.prototype` refused): the same value, or the same
// 400; the worker also computes the fingerprint of the bytes (`request.huellaCuerpo`,
// plugins/idempotency.ts).
// Smaller bodies, and any body the worker cannot take (it died, ran out of its memory, or the value
// has more than NODOS_MAX objects and arrays: copying those back would cost the loop what parsing
// did), are parsed here, by Fastify's parser, with the same fingerprint.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { errorCodes, type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    jsonEnHilo: LectorJsonEnHilo;
  }
  interface FastifyRequest {
    /** A big body's idempotency fingerprint, computed where it was parsed (undefined: a small body). */
    huellaCuerpo?: string;
  }
}

/** The idempotency fingerprint of a request's value: SHA-256 of its JSON. */
export const huellaDe = (valor: unknown) => huellaDeBytes(JSON.stringify(valor ?? null));

/**
 * A big body's fingerprint: SHA-256 of its bytes as sent (the worker's code says the same), without
 * writing the value again; a retry sends the same bytes.
 */
export const huellaDeBytes = (cuerpo: Buffer | string) => createHash('sha256').update(cuerpo).digest('base64url');

/** A worker with nothing to parse for this long stops, and its memory goes with it (ms). */
export const REPOSO_MS = 5_000;

/** Bodies from this many bytes are parsed in the worker (the global body limit is 1 MiB). */
export const UMBRAL_EN_HILO = 1024 * 1024;
/** Objects and arrays a value from the worker may hold (the loot paste's schema allows ~10,000). */
export const NODOS_MAX = 50_000;

/**
 * The worker's code (CommonJS, evaluated): parse, refuse a forbidden prototype property as
 * secure-json-parse does, count the containers; answer `{ id, valor, huella }`, `{ id, invalido }` or
 * `{ id, grande }`.
 */
const CODIGO = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const propia = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
function revisar(valor, max) {
  let nodos = 0;
  const pendientes = [valor];
  while (pendientes.length) {
    const n = pendientes.pop();
    if (n === null || typeof n !== 'object') continue;
    if (++nodos > max) return 'grande';
    if (propia(n, '__proto__')) return 'invalido';
    if (propia(n, 'constructor') && n.constructor !== null && typeof n.constructor === 'object' && propia(n.constructor, 'prototype')) return 'invalido';
    for (const k in n) if (propia(n, k)) pendientes.push(n[k]);
  }
  return 'ok';
}
parentPort.on('message', ({ id, bytes, max }) => {
  const cuerpo = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let valor;
  try {
    let texto = cuerpo.toString('utf8');
    if (texto.charCodeAt(0) === 0xfeff) texto = texto.slice(1);
    valor = JSON.parse(texto);
  } catch {
    parentPort.postMessage({ id, invalido: true });
    return;
  }
  const r = revisar(valor, max);
  if (r !== 'ok') return parentPort.postMessage({ id, [r]: true });
  parentPort.postMessage({ id, valor, huella: createHash('sha256').update(cuerpo).digest('base64url') });
});
`;

type Respuesta = { id: number; valor?: unknown; huella?: string; invalido?: true; grande?: true };

/** What the worker said of a body: its value, that it is not valid JSON, or that it parses it itself. */
export type Leido = { valor: unknown; huella: string } | { invalido: true } | { enEsteHilo: true };

/** One worker, started at the first big body, serving one body at a time in order. */
export class LectorJsonEnHilo {
  #worker: Worker | undefined;
  #reposo: NodeJS.Timeout | undefined;
  #siguiente = 0;
  readonly #pendientes = new Map<number, { worker: Worker; resolve: (r: Leido) => void }>();
  /** Bodies parsed by the worker (for the tests and the metrics). */
  enHilo = 0;

  constructor(private readonly reposoMs = REPOSO_MS) {}

  /** Parses `cuerpo` in the worker (its bytes are copied there: one memcpy, kept here for a fallback). */
  leer(cuerpo: Buffer): Promise<Leido> {
    const worker = this.#arrancar();
    clearTimeout(this.#reposo);
    const id = this.#siguiente++;
    return new Promise<Leido>((resolve) => {
      this.#pendientes.set(id, { worker, resolve });
      worker.postMessage({ id, bytes: cuerpo, max: NODOS_MAX });
    });
  }

  #arrancar(): Worker {
    if (this.#worker) return this.#worker;
    // Its own small heap: a hostile body that needs more kills the worker, not the instance.
    const worker = new Worker(CODIGO, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    });
    worker.unref();
    worker.on('message', (r: Respuesta) => {
      const resolve = this.#pendientes.get(r.id)?.resolve;
      this.#pendientes.delete(r.id);
      if (r.invalido) resolve?.({ invalido: true });
      else if (r.grande) resolve?.({ enEsteHilo: true });
      else {
        this.enHilo++;
        resolve?.({ valor: r.valor, huella: r.huella! });
      }
      if (this.#pendientes.size === 0) {
        clearTimeout(this.#reposo);
        this.#reposo = setTimeout(() => void this.cerrar(), this.reposoMs).unref();
      }
    });
    const caido = () => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const [id, p] of this.#pendientes) {
        if (p.worker !== worker) continue;
        this.#pendientes.delete(id);
        p.resolve({ enEsteHilo: true });
      }
    };
    worker.on('error', caido);
    worker.on('exit', caido);
    this.#worker = worker;
    return worker;
  }

  /** Whether a worker is running (it starts with a big body and stops REPOSO_MS after its last). */
  get activo(): boolean {
    return this.#worker !== undefined;
  }

  async cerrar(): Promise<void> {
    clearTimeout(this.#reposo);
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.terminate();
  }
}

/**
 * Fastify's `application/json` parser, with bodies of UMBRAL_EN_HILO bytes or more parsed by the
 * worker; its errors are Fastify's own (plugins/errors.ts answers them).
 */
export function registerJsonEnHilo(app: FastifyInstance, lector = new LectorJsonEnHilo()): LectorJsonEnHilo {
  const propio = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const cuerpo = body as Buffer;
    if (cuerpo.length < UMBRAL_EN_HILO) return propio(request, cuerpo.toString('utf8'), done);
    const aqui = () =>
      propio(request, cuerpo.toString('utf8'), (error, valor) => {
        if (!error) request.huellaCuerpo = huellaDeBytes(cuerpo);
        done(error, valor);
      });
    lector.leer(cuerpo).then((r) => {
      if ('valor' in r) {
        request.huellaCuerpo = r.huella;
        done(null, r.valor);
      } else if ('invalido' in r) done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      else aqui();
    }, aqui);
  });
  app.addHook('onClose', () => lector.cerrar());
  return lector;
}
