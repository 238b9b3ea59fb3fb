// The sentence an answer carries, as its code and values (docs/idiomas.md, "El servidor"): a route or
// the error handler says which code it answers with; the answer's `message` is that code's Spanish
// sentence, and plugins/idioma.ts renders the same code in the language the request asks.
import type { FastifyRequest } from 'fastify';
import { mensaje, type CodigoMensaje, type Frase, type ValoresMensaje } from './mensajes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The code and values of the answer's `message`, to be said in the language asked. */
    frase?: Frase;
  }
}

/** An answer's `message`: the Spanish sentence of `f`, recorded on the request for plugins/idioma.ts. */
export function decir(request: FastifyRequest, f: Frase): string {
  request.frase = f;
  return mensaje(f.codigo, f.valores);
}

/** A success's `message`: the Spanish sentence of `codigo` (`decir`). */
export const frase = (request: FastifyRequest, codigo: CodigoMensaje, valores?: ValoresMensaje): string =>
  decir(request, { codigo, valores });

/** The body of a failure: `{ ok: false, message, code }`, its code the same in every language. */
export function cuerpoDeError(request: FastifyRequest, codigo: CodigoMensaje, valores?: ValoresMensaje) {
  return { ok: false as const, message: frase(request, codigo, valores), code: codigo };
}
