import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasCharge, isLider, restoredSession, sessionStore } from './session';

const answer = {
  ok: true as const,
  message: { email: 'lider@reparto.local', nickname: 'lider', nombre_cargo: 'LIDER' },
  token: 'tok',
  charges: [{ id_cargo: 1 }, { id_cargo: 8 }],
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
});

describe('session store (docs/domain.md, "Entities")', () => {
  it('starts as checking with what localStorage holds', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('nickname', 'n');
    localStorage.setItem('roles', JSON.stringify([{ id_cargo: 7 }]));
    const s = restoredSession();
    expect(s.status).toBe('checking');
    expect(s).toMatchObject({ token: 't1', nickname: 'n', roles: [{ id_cargo: 7 }] });
  });

  it('ignores a corrupt roles entry', () => {
    localStorage.setItem('roles', '{no es json');
    expect(restoredSession().roles).toEqual([]);
  });

  it('saves email, cargo, token, nickname and roles (JSON) on login', () => {
    sessionStore.authenticated(answer);
    expect(sessionStore.get().status).toBe('authenticated');
    expect(localStorage.getItem('email')).toBe('lider@reparto.local');
    expect(localStorage.getItem('cargo')).toBe('LIDER');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('nickname')).toBe('lider');
    expect(JSON.parse(localStorage.getItem('roles')!)).toEqual([{ id_cargo: 1 }, { id_cargo: 8 }]);
  });

  it('keeps the server message when not authenticated', () => {
    sessionStore.notAuthenticated('Email o contraseña incorrectos');
    expect(sessionStore.get()).toMatchObject({
      status: 'not-authenticated',
      errorMessage: 'Email o contraseña incorrectos',
      token: null,
    });
  });

  it('offline, keeps the stored session as it was (docs/pwa.md); without a token there is none to keep', () => {
    sessionStore.authenticated(answer);
    sessionStore.reset();
    expect(sessionStore.get().status).toBe('checking');
    sessionStore.sinConexion();
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', token: 'tok', nickname: 'lider' });
    localStorage.clear();
    sessionStore.reset();
    sessionStore.sinConexion();
    expect(sessionStore.get().status).toBe('not-authenticated');
  });

  it('deletes the offline copies of «Mi cuenta» on logout (docs/pwa.md)', () => {
    const borrar = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: borrar });
    try {
      sessionStore.authenticated(answer);
      sessionStore.logout();
      expect(borrar).toHaveBeenCalledWith('reparto-datos');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('clears localStorage entirely on logout, with no error', () => {
    sessionStore.authenticated(answer);
    localStorage.setItem('otra', 'cosa');
    sessionStore.logout();
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get()).toMatchObject({ status: 'not-authenticated', errorMessage: null, nickname: null });
  });

  it('checks charges and the LIDER cargo', () => {
    sessionStore.authenticated(answer);
    expect(hasCharge(sessionStore.get(), 8)).toBe(true);
    expect(hasCharge(sessionStore.get(), 7)).toBe(false);
    expect(isLider(sessionStore.get())).toBe(true);
    sessionStore.logout();
    expect(hasCharge(sessionStore.get(), 8)).toBe(false);
  });
});

describe('sessions follow the other tabs (storage events)', () => {
  /** What the browser does in this tab when another tab changes localStorage. */
  const otherTab = (change: () => void, key: string | null) => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  };

  it('a logout in another tab signs this one out', () => {
    sessionStore.authenticated(answer);
    otherTab(() => localStorage.clear(), null);
    expect(sessionStore.get()).toMatchObject({ status: 'not-authenticated', token: null, nickname: null, roles: [] });
    expect(sessionStore.get().errorMessage).toBe('Se cerró la sesión en otra pestaña');
  });

  it('a login in another tab signs this one in, with that account', () => {
    sessionStore.notAuthenticated();
    otherTab(() => {
      localStorage.setItem('email', 'tesorero@reparto.local');
      localStorage.setItem('cargo', 'TESORERO');
      localStorage.setItem('token', 'otro-token');
      localStorage.setItem('nickname', 'tesorero');
      localStorage.setItem('roles', JSON.stringify([{ id_cargo: 8 }]));
    }, 'token');
    expect(sessionStore.get()).toMatchObject({
      status: 'authenticated',
      token: 'otro-token',
      nickname: 'tesorero',
      roles: [{ id_cargo: 8 }],
    });
  });

  it('a login seen half-written (its token before its nickname and charges) is completed by the next events', () => {
    sessionStore.notAuthenticated();
    otherTab(() => {
      localStorage.setItem('email', 'distribuidor@reparto.local');
      localStorage.setItem('cargo', 'DISTRIBUIDOR');
      localStorage.setItem('token', 'token-b');
    }, 'token');
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', token: 'token-b', nickname: null });
    otherTab(() => localStorage.setItem('nickname', 'distribuidor'), 'nickname');
    otherTab(() => localStorage.setItem('roles', JSON.stringify([{ id_cargo: 5 }])), 'roles');
    expect(sessionStore.get()).toMatchObject({
      status: 'authenticated',
      token: 'token-b',
      nickname: 'distribuidor',
      roles: [{ id_cargo: 5 }],
    });
  });
});
