// The active language (docs/idiomas.md): chosen in the header's «Idioma» picker, remembered in local
// storage (and, for a signed-in account, on the account), mirrored in a cookie so that the API can
// announce the right catalogue files with a page's HTML, and in `<html lang>`. The first visit is
// Spanish whatever the browser prefers (the spec); the browser's preference only makes an offer.
import { IDIOMAS, IDIOMA_COOKIE, IDIOMA_POR_DEFECTO, leerIdioma, type Idioma } from '@reparto/contract';

const CLAVE = 'reparto.idioma';
const CLAVE_OFERTA = 'reparto.idioma.oferta';
/** The offer's answer in a cookie: like the choice, it survives a logout. */
const COOKIE_OFERTA = 'idioma_oferta';
const UN_ANO = 'path=/; max-age=31536000; samesite=lax';

function cookie(nombre: string): string | undefined {
  const m = new RegExp(`(?:^|; )${nombre}=([^;]*)`).exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : undefined;
}

/** The cookie's copy: what survives a logout, which clears local storage entirely (the spec). */
const leerCookie = (): Idioma | undefined => leerIdioma(cookie(IDIOMA_COOKIE));

/** The language chosen in this browser (local storage, else the cookie), if one was. */
function leerEleccion(): Idioma | undefined {
  try {
    return leerIdioma(localStorage.getItem(CLAVE)) ?? leerCookie();
  } catch {
    return leerCookie();
  }
}

/** The offer's answer, kept for the visit (and in storage and a cookie for the next ones). */
let ofertaDescartada = false;
/** Whether a language was chosen in this browser (the picker, the offer, a sign-in's account). */
let elegido = false;
let actual: Idioma = IDIOMA_POR_DEFECTO;
const oyentes = new Set<() => void>();

/** The active language (outside React: the API client's header, a toast built in a hook). */
export const idiomaActual = (): Idioma => actual;

/** Whether this browser holds a choice (then a sign-in keeps it rather than the account's). */
export const hayEleccion = (): boolean => elegido;

export function suscribirIdioma(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

/** Writes a chosen language where it is remembered (storage and cookie). */
function recordar(idioma: Idioma) {
  try {
    localStorage.setItem(CLAVE, idioma);
  } catch {
    // A browser without storage keeps the choice in the cookie.
  }
  document.cookie = `${IDIOMA_COOKIE}=${idioma}; ${UN_ANO}`;
}

/** Sets a chosen language at once (its catalogues must be loaded: lib/i18n/textos.ts, cambiarIdioma). */
export function fijarIdioma(idioma: Idioma) {
  elegido = true;
  recordar(idioma);
  document.documentElement.lang = idioma;
  if (idioma === actual) return;
  actual = idioma;
  for (const oyente of oyentes) oyente();
}

/** At start: the language remembered in this browser (Spanish without one), and `<html lang>`. */
export function iniciarIdioma() {
  ofertaDescartada = false;
  const eleccion = leerEleccion();
  elegido = eleccion !== undefined;
  actual = eleccion ?? IDIOMA_POR_DEFECTO;
  // Local storage and the cookie say the same (a logout cleared the first and left the cookie).
  if (eleccion) recordar(eleccion);
  if (cookie(COOKIE_OFERTA) !== undefined) descartarOferta();
  document.documentElement.lang = actual;
}

/**
 * The language the browser prefers among ours, when it is not the active one and its offer was not
 * dismissed: the one to offer (docs/idiomas.md, «La oferta»).
 */
export function idiomaOfrecido(preferidos: readonly string[] = navigator.languages ?? [navigator.language]): Idioma | undefined {
  try {
    if (localStorage.getItem(CLAVE_OFERTA) !== null || cookie(COOKIE_OFERTA) !== undefined) ofertaDescartada = true;
  } catch {
    // Without storage, what this visit answered.
  }
  if (ofertaDescartada || elegido) return undefined;
  for (const p of preferidos) {
    const idioma = leerIdioma(p);
    if (idioma) return idioma === actual ? undefined : idioma;
  }
  return undefined;
}

/** The offer was answered (either way): it is not made again. */
export function descartarOferta() {
  ofertaDescartada = true;
  try {
    localStorage.setItem(CLAVE_OFERTA, '1');
  } catch {
    // Without storage the cookie remembers it.
  }
  document.cookie = `${COOKIE_OFERTA}=1; ${UN_ANO}`;
}

/**
 * After a logout, which clears local storage entirely (the spec): the choice and the offer's answer
 * stay in their cookies only, and the next start writes them back to local storage (iniciarIdioma).
 */
export function recordarEnCookies() {
  if (elegido) document.cookie = `${IDIOMA_COOKIE}=${actual}; ${UN_ANO}`;
  if (ofertaDescartada) document.cookie = `${COOKIE_OFERTA}=1; ${UN_ANO}`;
}

export { IDIOMAS };
