// The API's sentences in the language the web asks for (docs/idiomas.md, "El servidor"; docs/domain.md,
// "Wire conventions"). With `x-idioma: pt-BR` or `en` (the web sends it explicitly; the browser's own
// Accept-Language is never read), the `message` string of an answer — an error's or a write's — is
// rendered from the code and values the answer recorded (`request.frase`, lib/frases.ts) in that
// language; a validation's parts by an exact dictionary of the catalogue's fixed texts or zod's locale.
// Without the header, with `es` or with an unknown value, nothing is touched: the bytes are the Spanish
// ones, as the spec says. No sentence is parsed back; a failure here never turns an answer into a 500.
//
// Caches: the read cache keeps and sends serialized bytes (lib/read-cache.ts), which never pass through
// this hook and hold data, no sentence; the API sends no ETag. A GET answer that carries a sentence says
// `Vary: x-idioma`, so that no shared cache gives one language's sentence to another.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import en from 'zod/v4/locales/en.js';
import pt from 'zod/v4/locales/pt.js';
import { IDIOMA_HEADER, leerIdioma, type Idioma } from '@reparto/contract';
import '../lib/frases.js';
import { dichoEn, frase, mensaje, textoEn, type Frase } from '../lib/mensajes.js';

/** One failed check of a request's validation, as the error handler wrote it (plugins/errors.ts). */
export interface ParteValidacion {
  /** The field's path (`jugadores.nickname`), empty for the whole value. */
  ruta: string;
  mensaje: string;
  /** Zod's issue (its code and parameters), to say a default message in another language. */
  issue: { code: string; [clave: string]: unknown };
}

export interface Validacion {
  contexto: string;
  partes: ParteValidacion[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the error handler for a 400 of validation: its parts, to be said in another language. */
    validacion?: Validacion;
    /** The Spanish `message` an answer had before it was translated (kept so by plugins/idempotency.ts). */
    mensajeOriginal?: string;
  }
}

type ErrorDeZod = (issue: never) => string | { message: string } | undefined | null;
const LOCALES_ZOD: Record<Exclude<Idioma, 'es'>, ErrorDeZod> = {
  en: en().localeError as ErrorDeZod,
  'pt-BR': pt().localeError as ErrorDeZod,
};

/** A default zod message in `idioma` (the contract's own messages come from the catalogues). */
function mensajeDeZod(issue: ParteValidacion['issue'], idioma: Exclude<Idioma, 'es'>): string | undefined {
  const r = LOCALES_ZOD[idioma](issue as never);
  return typeof r === 'string' ? r : (r?.message ?? undefined);
}

/** The validation's sentence as the error handler builds it, in `idioma`. */
export function describirValidacion(v: Validacion, idioma: Idioma = 'es'): string {
  const detalle = v.partes.map((p) => {
    let texto = p.mensaje === mensaje('validacion.valorInvalido') ? mensaje('validacion.valorInvalido', {}, idioma) : p.mensaje;
    // The contract's own messages by their exact text (a fixed text of the catalogue, or a schema's `dicho`
    // with its values); zod's by its locale.
    if (idioma !== 'es' && texto === p.mensaje)
      texto = textoEn(p.mensaje, idioma) ?? dichoEn(p.mensaje, idioma) ?? mensajeDeZod(p.issue, idioma) ?? p.mensaje;
    return p.ruta ? `${p.ruta}: ${texto}` : texto;
  });
  return mensaje('validacion.datos', { contexto: v.contexto, detalle: detalle.join('; ') }, idioma);
}

/** The language an answer's sentences are asked in, or undefined for Spanish (untouched). */
export function idiomaPedido(request: FastifyRequest): Exclude<Idioma, 'es'> | undefined {
  const idioma = leerIdioma(request.headers[IDIOMA_HEADER]);
  return idioma === 'es' ? undefined : idioma;
}

function variarPorIdioma(reply: FastifyReply): void {
  const actual = reply.getHeader('vary');
  const lista = typeof actual === 'string' ? actual : Array.isArray(actual) ? actual.join(', ') : '';
  if (
    !lista
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(IDIOMA_HEADER)
  ) {
    void reply.header('vary', lista ? `${lista}, ${IDIOMA_HEADER}` : IDIOMA_HEADER);
  }
}

/** `payload` with its `message` in the asked language (the same object when nothing changes). */
export function traducirRespuesta(request: FastifyRequest, payload: unknown): unknown {
  const idioma = idiomaPedido(request);
  if (!idioma || !payload || typeof payload !== 'object') return payload;
  const { message } = payload as { message?: unknown };
  if (typeof message !== 'string') return payload;
  try {
    const traducido = request.validacion
      ? describirValidacion(request.validacion, idioma)
      : request.frase
        ? frase(request.frase, idioma)
        : message;
    if (traducido === message) return payload;
    request.mensajeOriginal = message;
    return { ...payload, message: traducido };
  } catch (error) {
    request.log.warn({ err: error }, 'no se pudo traducir el mensaje de la respuesta');
    return payload;
  }
}

/** `json` (a serialized answer) with its `message` replaced by `cambiar`; as it is when it has none or is not JSON. */
function conMensaje(json: string, cambiar: (message: string) => string): string {
  try {
    const cuerpo = JSON.parse(json) as unknown;
    if (!cuerpo || typeof cuerpo !== 'object' || typeof (cuerpo as { message?: unknown }).message !== 'string') return json;
    const { message } = cuerpo as { message: string };
    const nuevo = cambiar(message);
    return nuevo === message ? json : JSON.stringify({ ...cuerpo, message: nuevo });
  } catch {
    return json;
  }
}

/** A serialized answer as it is in Spanish (what an Idempotency-Key keeps, whatever language was asked). */
export function respuestaEnEspanol(request: FastifyRequest, json: string): string {
  const original = request.mensajeOriginal;
  return original === undefined ? json : conMensaje(json, () => original);
}

/**
 * A kept Spanish answer in the language this request asks (a replay of an Idempotency-Key): its
 * `message` rendered from the code and values kept with it.
 */
export function respuestaEnIdioma(request: FastifyRequest, json: string, kept: Frase | null): string {
  const idioma = idiomaPedido(request);
  if (!idioma) return json;
  return kept ? conMensaje(json, () => frase(kept, idioma)) : json;
}

export function registerIdioma(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const conFrase =
      payload !== null && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string';
    if (conFrase && (request.method === 'GET' || request.method === 'HEAD')) variarPorIdioma(reply);
    return traducirRespuesta(request, payload);
  });
}
