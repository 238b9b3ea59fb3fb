// Session store of docs/domain.md, "Entities": status checking → authenticated / not-authenticated, persisted in
// localStorage under email, cargo, token, nickname and roles (JSON).
import { useSyncExternalStore } from 'react';
import { LIDER, type Charge, type LoginResponse } from '@reparto/contract';
import { textosNucleo } from './textos';
import { borrarDatosSinConexion } from './pwa';

export type SessionStatus = 'checking' | 'authenticated' | 'not-authenticated';

export interface Session {
  status: SessionStatus;
  email: string | null;
  errorMessage: string | null;
  cargo: string | null;
  token: string | null;
  nickname: string | null;
  roles: Charge[];
}

const KEYS = ['email', 'cargo', 'token', 'nickname', 'roles'] as const;

function readRoles(): Charge[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem('roles') ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((r): r is Charge => typeof r?.id_cargo === 'number') : [];
  } catch {
    return [];
  }
}

/** The values kept in localStorage, restored at start (status stays `checking` until validated). */
export function restoredSession(): Session {
  return {
    status: 'checking',
    email: localStorage.getItem('email'),
    errorMessage: null,
    cargo: localStorage.getItem('cargo'),
    token: localStorage.getItem('token'),
    nickname: localStorage.getItem('nickname'),
    roles: readRoles(),
  };
}

let state: Session = restoredSession();
const listeners = new Set<() => void>();

function set(next: Partial<Session>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  checking() {
    set({ status: 'checking', errorMessage: null });
  },
  /** Saves a login (or renewal) answer and becomes authenticated. */
  authenticated(res: LoginResponse) {
    const values = {
      email: res.message.email,
      cargo: res.message.nombre_cargo,
      token: res.token,
      nickname: res.message.nickname,
    };
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    localStorage.setItem('roles', JSON.stringify(res.charges));
    set({ ...values, roles: res.charges, status: 'authenticated', errorMessage: null });
  },
  /**
   * A token another guild's address does not take (the account is no member there: docs/alianzas.md,
   * «Muchos gremios»): a visitor on this page, still signed in for its own guilds (nothing removed from
   * localStorage, so the other tabs and guilds keep their session).
   */
  visitante(errorMessage: string | null = null) {
    set({ status: 'not-authenticated', errorMessage, email: null, cargo: null, token: null, nickname: null, roles: [] });
  },
  notAuthenticated(errorMessage: string | null = null) {
    for (const k of KEYS) localStorage.removeItem(k);
    set({ status: 'not-authenticated', errorMessage, email: null, cargo: null, token: null, nickname: null, roles: [] });
  },
  /**
   * The server could not be reached because the browser is offline: the stored session stays as it
   * was, unvalidated (the server checks the token on every request anyway), so that the pages kept
   * for offline reading open (docs/pwa.md) instead of the sign-in page.
   */
  sinConexion() {
    set({ status: state.token ? 'authenticated' : 'not-authenticated', errorMessage: null });
  },
  /** Logout: checking, then not-authenticated with no error; localStorage cleared entirely. */
  logout() {
    set({ status: 'checking' });
    localStorage.clear();
    borrarDatosSinConexion();
    set({ status: 'not-authenticated', errorMessage: null, email: null, cargo: null, token: null, nickname: null, roles: [] });
  },
  /** Test hook: start again from localStorage. */
  reset() {
    state = restoredSession();
    for (const l of listeners) l();
  },
};

/**
 * Another tab of the app signed in, renewed its token or signed out (it wrote or cleared the same
 * localStorage): this tab follows, so that no tab keeps acting for a session that ended elsewhere,
 * and says why («Se cerró la sesión en otra pestaña», in the active language).
 */
export const mensajeOtraPestana = () => textosNucleo.t('sesion.otraPestana');

/** Whether what the other tab stored is the session this tab already shows (its token and what it names). */
const mismaSesion = (stored: Session) =>
  stored.token === state.token &&
  stored.email === state.email &&
  stored.cargo === state.cargo &&
  stored.nickname === state.nickname &&
  JSON.stringify(stored.roles) === JSON.stringify(state.roles);

function followOtherTab(event: StorageEvent) {
  if (event.storageArea !== localStorage || (event.key !== null && !(KEYS as readonly string[]).includes(event.key))) return;
  // A login writes its keys one by one and this tab may read them between two writes (its token before
  // its nickname): each event compares the whole session, so the later ones complete it.
  const stored = restoredSession();
  if (mismaSesion(stored)) return;
  if (stored.token) set({ ...stored, status: 'authenticated', errorMessage: null });
  else set({ ...stored, status: 'not-authenticated', errorMessage: state.token ? mensajeOtraPestana() : null });
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTab);

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in account's cargo ids (none while signed out): what the contract's permissions take. */
export const cargosDe = (session: Pick<Session, 'roles' | 'status'>): number[] =>
  session.status === 'authenticated' ? session.roles.map((r) => r.id_cargo) : [];

export const hasCharge = (session: Pick<Session, 'roles' | 'status'>, idCargo: number) =>
  session.status === 'authenticated' && session.roles.some((r) => r.id_cargo === idCargo);

export const isLider = (session: Pick<Session, 'cargo'>) => session.cargo === LIDER;
