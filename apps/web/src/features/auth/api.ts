import type { LoginResponse } from '@reparto/contract';
import { HttpError, api, errorMessage } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { esOtroGremio } from '../../lib/gremio';

/**
 * Set by a sign-in whose account belongs to several guilds (the answer's `gremios`; docs/alianzas.md,
 * «Muchos gremios»): its first screen is the guild picker, once.
 */
let eligeGremio = false;
export const debeElegirGremio = () => eligeGremio;
export const gremioElegido = () => void (eligeGremio = false);
/** Notes the sign-in's answer: several guilds → the picker first. */
export const anotarGremios = (res: Pick<LoginResponse, 'gremios'>) => void (eligeGremio = (res.gremios ?? 1) > 1);

export async function login(email: string, pwd: string): Promise<void> {
  sessionStore.checking();
  try {
    const { data } = await api.post<LoginResponse | { ok: false; message: string }>('/auth/login', [{ email, pwd }]);
    if (!data.ok) {
      sessionStore.notAuthenticated(data.message);
      return;
    }
    anotarGremios(data);
    sessionStore.authenticated(data);
  } catch (error) {
    sessionStore.notAuthenticated(errorMessage(error));
  }
}

/** Token validation at start (docs/domain.md, "Permissions"): renews the token when it is still good. */
export async function validateSession(): Promise<void> {
  const { token, status } = sessionStore.get();
  if (!token) {
    // main.tsx may have settled it before the first render: once is enough (no second render).
    if (status !== 'not-authenticated') sessionStore.notAuthenticated();
    return;
  }
  try {
    const { data } = await api.post<LoginResponse | { ok: false; message: string }>('/auth/validarJsonWebToken');
    if (!data.ok) sessionStore.notAuthenticated();
    else sessionStore.authenticated(data);
  } catch (error) {
    // Offline, the stored session is kept (docs/pwa.md): reading «Mi cuenta» from the cache needs it.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) sessionStore.sinConexion();
    // Another guild's pages where the account is no member (docs/alianzas.md): a visitor here only.
    else if (error instanceof HttpError && error.status === 401 && esOtroGremio()) sessionStore.visitante();
    else sessionStore.notAuthenticated(errorMessage(error));
  }
}
