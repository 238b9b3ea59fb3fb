// The one HTTP client, on the browser's fetch: 30 s timeout, the stored token in `x-token`, JSON in
// and out, Spanish error texts. (A general-purpose client weighed ~20 KB compressed on every first
// visit for the three verbs used here; docs/performance.md.)
// A write's answer says what it changed in its `x-cambio` header: the client hands that cambio on
// (lib/eventos.ts, cambioRecibido) and answers once what it shows has loaded again, so a screen that
// waits for its write sees the new data.
import { REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '@reparto/contract';
import { sessionStore } from './session';
import { CAMBIO_HEADER, IDIOMA_HEADER, IDIOMA_POR_DEFECTO } from '@reparto/contract';
import { idiomaActual } from './i18n/idioma';
import { textosNucleo } from './textos';
import { cambioRecibido, leerCambio } from './eventos';
import { apiDeGremio, esOtroGremio } from './gremio';

/**
 * The first screen of a visit is painted before any request leaves (main.tsx holds them, app/app.tsx
 * lets them go once React's first commit is on screen): a request sent before that paint only
 * competes with the page's own files on a slow phone network, and Lighthouse's simulated LCP waits
 * for every request sent before the real one (docs/performance.md, "Web delivery"). A request made
 * meanwhile is in flight for its screen (a query shows its loading state) and leaves a frame later.
 */
let retenidas: Promise<void> | null = null;
let soltar: () => void = () => undefined;

/** Holds every request until `soltarPeticiones()` (main.tsx, before the first render). */
export function retenerPeticiones(): void {
  if (retenidas) return;
  retenidas = new Promise<void>((resolve) => {
    soltar = () => {
      retenidas = null;
      resolve();
    };
  });
}

/** Lets the held requests go (and every later one straight away). */
export function soltarPeticiones(): void {
  soltar();
}

/** A call that did not succeed: the server's status and body when it answered, none when it did not. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  params?: QueryParams | undefined;
  /** `blob`: the body as a file (an export), not as JSON. */
  responseType?: 'json' | 'blob';
  /** A write's intent (lib/mutation.ts): a repeat of it gets the first answer again. */
  idempotencyKey?: string;
}

export interface ApiResponse<T> {
  data: T;
  /** The answer's headers (a test's stand-in may leave them out). */
  headers?: Headers;
}

function withParams(url: string, params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Hands on the cambio of an answer's `x-cambio` header, if any; resolves once what it shows has loaded again. */
export async function atenderCambio(headers: Headers): Promise<void> {
  const cambio = leerCambio(headers.get(CAMBIO_HEADER));
  if (cambio) await cambioRecibido(cambio);
}

async function request<T>(method: string, url: string, body: unknown, options: RequestOptions): Promise<ApiResponse<T>> {
  if (retenidas) await retenidas;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionStore.get().token;
  if (token) headers[TOKEN_HEADER] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  // The server's sentences in the chosen language (docs/idiomas.md); Spanish needs no header.
  const idioma = idiomaActual();
  if (idioma !== IDIOMA_POR_DEFECTO) headers[IDIOMA_HEADER] = idioma;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    // The API of the guild the page addresses (lib/gremio.ts): `/api`, or `/api/g/{slug}`.
    response = await fetch(withParams(apiDeGremio() + url, options.params), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    // Offline (the browser knows): nothing left, said plainly; a write is never queued (docs/pwa.md).
    if (controller.signal.aborted) throw new HttpError(textosNucleo.t('http.tiempo'));
    if (navigator.onLine !== false) throw new HttpError(textosNucleo.t('http.sinConexion'));
    throw new HttpError(method === 'GET' ? textosNucleo.t('http.sinRed') : textosNucleo.t('http.sinRedEscritura'));
  } finally {
    clearTimeout(timer);
  }

  // An export (a read) changes nothing: no cambio to look for.
  if (response.ok && options.responseType === 'blob') return { data: (await response.blob()) as T, headers: response.headers };
  const data = await readBody(response);
  await atenderCambio(response.headers);
  if (!response.ok) {
    // A token that stopped working (expired, account disabled) ends the session.
    // On another guild's pages the account may just be no member there: a visitor here, not signed out.
    if (response.status === 401 && token && !url.startsWith('/auth/')) {
      if (esOtroGremio()) sessionStore.visitante();
      else sessionStore.notAuthenticated(textosNucleo.t('http.expirada'));
    }
    throw new HttpError(textosNucleo.t('http.respondio', { status: response.status }), response.status, data);
  }
  return { data: data as T, headers: response.headers };
}

export const api = {
  get: <T>(url: string, options: RequestOptions = {}) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', url, body, options),
};

/** The server's message of a failed call as it came, or the client's own (no connection, timeout…). */
function rawMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const data = error.data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
    // An answer that is not the API's JSON (a proxy's page, "Bad Gateway"…) says nothing to a person.
    return error.status === undefined ? error.message : textosNucleo.t('http.error', { status: error.status });
  }
  return error instanceof Error ? error.message : String(error);
}

/** A text as a sentence: capital first letter, a full stop unless it ends with punctuation. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed.charAt(0).toLocaleUpperCase(idiomaActual()) + trimmed.slice(1);
  return /[.!?:…)]$/.test(capital) ? capital : `${capital}.`;
}

export interface FieldMessage {
  /** The request field the message is about (its last name: `email`, `silver`…), or null. */
  field: string | null;
  message: string;
}

// The server's validation answer (docs/domain.md, "Wire conventions"): "Datos inválidos (cuerpo):
// email: El email es obligatorio; pwd: La contraseña es obligatoria". Its wording is the wire's; a
// person reads only the sentences, and a form puts each beside its field.
const VALIDACION = /^Datos inválidos(?: \([^)]*\))?: (.+)$/s;
const CAMPO = /^([A-Za-z_][\w.]*): (.+)$/s;

/** The messages of a failed call, each with the field it is about (none for other failures). */
export function fieldMessages(error: unknown): FieldMessage[] {
  const match = VALIDACION.exec(rawMessage(error));
  if (!match?.[1]) return [];
  return match[1].split('; ').map((part) => {
    const campo = CAMPO.exec(part);
    return campo?.[1] && campo[2]
      ? { field: campo[1].split('.').at(-1) ?? null, message: sentence(campo[2]) }
      : { field: null, message: sentence(part) };
  });
}

/**
 * The Spanish message of a failed call: the server's (or the client's own: no connection, timeout…),
 * a validation answer as plain sentences without field names.
 */
export function errorMessage(error: unknown): string {
  const fields = fieldMessages(error);
  return fields.length > 0 ? fields.map((f) => f.message).join(' ') : rawMessage(error);
}
