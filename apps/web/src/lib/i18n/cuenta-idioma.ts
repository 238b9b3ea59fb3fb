// The language on the signed-in account (docs/idiomas.md): a choice made while signed in is saved on
// the account (`PUT /api/cuentas/idioma`). A sign-in on a browser where no language was chosen brings
// the account's; on one where a language was chosen, that choice stays and is saved on the account.
// A logout clears local storage entirely (the spec); the choice stays in its cookie.
import { leerIdioma, type Idioma } from '@reparto/contract';
import { api } from '../api-client';
import { sessionStore } from '../session';
import { hayEleccion, idiomaActual, recordarEnCookies } from './idioma';
import { cambiarIdioma } from './textos';

export function guardarIdiomaEnCuenta(idioma: Idioma): Promise<unknown> {
  if (sessionStore.get().status !== 'authenticated') return Promise.resolve();
  return api.put('/cuentas/idioma', [{ idioma }]).catch(() => undefined);
}

async function alIniciarSesion() {
  try {
    const res = await api.get<{ message: { idioma?: string | null } }>('/cuentas/mia');
    const deCuenta = leerIdioma(res.data.message.idioma);
    if (hayEleccion()) {
      if (deCuenta !== idiomaActual()) await guardarIdiomaEnCuenta(idiomaActual());
    } else if (deCuenta) {
      await cambiarIdioma(deCuenta);
    }
  } catch {
    // The account's language is a convenience: the page works on in the one chosen here.
  }
}

/** Follows the session: a sign-in (not a restored or renewed session) reads the account's language. */
export function seguirIdiomaDeCuenta(): () => void {
  // A sign-in passes through not-authenticated (then checking); a restored session never does.
  let previo = sessionStore.get().status;
  let sinSesion = previo === 'not-authenticated';
  return sessionStore.subscribe(() => {
    const ahora = sessionStore.get().status;
    if (ahora === previo) return;
    previo = ahora;
    if (ahora === 'not-authenticated') {
      sinSesion = true;
      recordarEnCookies();
    } else if (ahora === 'authenticated' && sinSesion) {
      sinSesion = false;
      void alIniciarSesion();
    }
  });
}
