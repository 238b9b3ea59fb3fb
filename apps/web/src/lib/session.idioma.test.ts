// The session's own sentence in each language: a logout in another tab.
import { beforeEach, describe, expect, it } from 'vitest';
import { usarIdioma } from '../testing/idioma';
import { sessionStore } from './session';

const answer = {
  ok: true as const,
  message: { email: 'ana@reparto.local', nickname: 'ana', nombre_cargo: 'MIEMBRO' },
  token: 'tok',
  charges: [{ id_cargo: 7 }],
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
});

/** Another tab clears the session (what the browser tells this tab). */
function logoutElsewhere() {
  sessionStore.authenticated(answer);
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

describe('a logout in another tab, in each language', { timeout: 20_000 }, () => {
  it('English', async () => {
    await usarIdioma('en');
    logoutElsewhere();
    expect(sessionStore.get()).toMatchObject({ status: 'not-authenticated', errorMessage: 'You were signed out in another tab' });
  });

  it('Português', async () => {
    await usarIdioma('pt-BR');
    logoutElsewhere();
    expect(sessionStore.get().errorMessage).toBe('A sessão foi encerrada em outra aba');
  });
});
