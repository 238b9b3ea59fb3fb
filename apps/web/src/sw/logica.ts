// The service worker's decisions, pure (docs/pwa.md): what it does with each request, under which key
// it keeps «Mi cuenta»'s answer, which caches a new version throws away. `sw.ts` applies them; the
// tests (logica.test.ts) check them without a browser.
import { APP_NAME } from '@reparto/contract';

/** The one answer kept for offline reading: «Mi cuenta» (GET /api/cuentas/mia). */
export const RUTA_MI_CUENTA = '/api/cuentas/mia';
/** The cache of that answer (one entry per account); the app deletes it on logout (lib/pwa.ts). */
export const CACHE_DATOS = 'reparto-datos';
/** The app shell of one build: `reparto-app-<version>`. */
export const PREFIJO_APP = 'reparto-app-';
/** The header the worker adds to an answer served from its cache: when it was read (ISO 8601). */
export const CABECERA_SIN_CONEXION = 'x-sin-conexion';
/** The header the cached copy keeps: when it was read. */
export const CABECERA_LEIDO = 'x-leido-en';
/** The session's header (packages/contract: TOKEN_HEADER). */
export const CABECERA_TOKEN = 'x-token';

export type Decision =
  /** Not the worker's business: the browser sends it as if there were no worker (every write, every other API read). */
  | 'pasar'
  /** A page: the network first (the server's HTML), the shell's `index.html` without a connection. */
  | 'pagina'
  /** «Mi cuenta»'s answer: the network first (and kept), the kept copy of that account without a connection. */
  | 'mi-cuenta'
  /** A file of the build (hashed, never changes under its name): the cache first. */
  | 'archivo';

export interface Peticion {
  method: string;
  url: string;
  mode?: string;
}

/** What the worker does with a request of `origen` (its own origin). */
export function decidir(peticion: Peticion, origen: string): Decision {
  // Writes go to the server or fail: never cached, never queued (a write without a connection says so).
  if (peticion.method !== 'GET') return 'pasar';
  const url = new URL(peticion.url);
  if (url.origin !== origen) return 'pasar';
  if (url.pathname === RUTA_MI_CUENTA) return 'mi-cuenta';
  if (url.pathname.startsWith('/api/')) return 'pasar';
  if (peticion.mode === 'navigate') return 'pagina';
  if (url.pathname.startsWith('/assets/')) return 'archivo';
  return 'pasar';
}

/**
 * The key of an account's copy of «Mi cuenta»: its account id, read from the session token's payload
 * (a JWT whose `sub` is the account; the server checks the token, the worker only tells accounts
 * apart). A renewed token of the same account finds the same copy; another account on the same
 * browser never does. No token, or one that is not a JWT: no key, nothing kept or served.
 */
export function claveMiCuenta(token: string | null, origen: string): string | undefined {
  const carga = token?.split('.')[1];
  if (!carga) return undefined;
  try {
    const json = JSON.parse(atob(carga.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    const cuenta = typeof json.sub === 'string' || typeof json.sub === 'number' ? String(json.sub) : '';
    return /^\d+$/.test(cuenta) ? `${origen}${RUTA_MI_CUENTA}?cuenta=${cuenta}` : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an answer of «Mi cuenta» is kept: only a successful one (a 401 deletes the copy instead). */
export const guardarRespuesta = (estado: number): 'guardar' | 'borrar' | 'nada' =>
  estado >= 200 && estado < 300 ? 'guardar' : estado === 401 || estado === 403 ? 'borrar' : 'nada';

/** The caches an activated version deletes: the shells of other builds. */
export const cachesViejas = (nombres: readonly string[], version: string): string[] =>
  nombres.filter((n) => n.startsWith(PREFIJO_APP) && n !== PREFIJO_APP + version);

/** What a push shows (the server's modules/push/textos.ts `ContenidoPush`, decrypted by the browser). */
export interface Notificacion {
  titulo: string;
  opciones: { body: string; icon: string; badge: string; tag?: string; data: { url: string } };
}

/** The icon of the notifications (the manifest's). */
export const ICONO_NOTIFICACION = '/iconos/icono-192.png';

/**
 * The notification of a push's data (docs/pwa.md, «Avisos en el dispositivo»): its title, body, tag and
 * the page it opens. A push that is not ours (no JSON, no title) still shows the app's name: a push
 * must always show something (`userVisibleOnly`).
 */
export function notificacionDePush(texto: string | null): Notificacion {
  let datos: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown } = {};
  try {
    datos = (JSON.parse(texto ?? '') as typeof datos | null) ?? {};
  } catch {
    datos = {};
  }
  const cadena = (v: unknown) => (typeof v === 'string' ? v : '');
  const url = cadena(datos.url).startsWith('/') && !cadena(datos.url).startsWith('//') ? cadena(datos.url) : '/mi-cuenta';
  return {
    titulo: cadena(datos.title) || APP_NAME,
    opciones: {
      body: cadena(datos.body),
      icon: ICONO_NOTIFICACION,
      badge: ICONO_NOTIFICACION,
      ...(cadena(datos.tag) ? { tag: cadena(datos.tag) } : {}),
      data: { url },
    },
  };
}

/** The page a click on a notification opens: its path on this origin (never another site). */
export function urlDeNotificacion(data: unknown, origen: string): string {
  const ruta = (data as { url?: unknown } | null)?.url;
  const segura = typeof ruta === 'string' && ruta.startsWith('/') && !ruta.startsWith('//') ? ruta : '/mi-cuenta';
  return new URL(segura, origen).href;
}

/** The open window a click focuses: one already at `url`, else any of the app's (then it navigates). */
export function ventanaParaAbrir<T extends { url: string }>(
  ventanas: readonly T[],
  url: string,
): { ventana: T; navegar: boolean } | null {
  const misma = ventanas.find((v) => v.url === url);
  if (misma) return { ventana: misma, navegar: false };
  return ventanas[0] ? { ventana: ventanas[0], navegar: true } : null;
}
