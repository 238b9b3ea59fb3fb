import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '../session';
import { descartarOferta, idiomaActual, idiomaOfrecido, iniciarIdioma } from './idioma';
import { seguirIdiomaDeCuenta } from './cuenta-idioma';
import { cambiarIdioma } from './textos';

const LOGIN = {
  ok: true,
  token: 'tok',
  message: { email: 'a@b.c', nombre_cargo: 'MIEMBRO', nickname: 'aldrakar' },
  charges: [],
} as never;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let dejar: () => void;
beforeEach(() => {
  sessionStore.notAuthenticated();
  dejar = seguirIdiomaDeCuenta();
});
afterEach(() => {
  dejar();
  vi.restoreAllMocks();
  sessionStore.reset();
});

describe("the account's language", () => {
  it("a sign-in on a browser with no choice brings the account's language", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ ok: true, message: { idioma: 'en' } }));
    sessionStore.checking();
    sessionStore.authenticated(LOGIN);
    await waitFor(() => expect(idiomaActual()).toBe('en'));
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/cuentas/mia');
    expect(localStorage.getItem('reparto.idioma')).toBe('en');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a choice made in this browser stays, and is saved on the account when it differs', async () => {
    await cambiarIdioma('pt-BR');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ ok: true, message: { idioma: 'en' } }))
      .mockResolvedValueOnce(json({ ok: true, message: 'Idioma guardado' }));
    sessionStore.authenticated(LOGIN);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual([{ idioma: 'pt-BR' }]);
    expect(idiomaActual()).toBe('pt-BR');
  });

  it('an account without a language and a browser without a choice: nothing saved', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ ok: true, message: { idioma: null } }));
    sessionStore.authenticated(LOGIN);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(idiomaActual()).toBe('es');
  });

  it('a restored session does not ask; a logout leaves local storage empty and the choice in its cookie', async () => {
    dejar();
    sessionStore.reset(); // status `checking`, as at start
    dejar = seguirIdiomaDeCuenta();
    const fetch = vi.spyOn(globalThis, 'fetch');
    await cambiarIdioma('en');
    sessionStore.authenticated(LOGIN);
    expect(fetch).not.toHaveBeenCalled();
    descartarOferta();
    sessionStore.logout();
    // The spec: a logout clears local storage entirely.
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toContain('idioma=en');
    expect(document.cookie).toContain('idioma_oferta=1');
    // The next start brings the choice and the offer's answer back from the cookies.
    iniciarIdioma();
    expect(idiomaActual()).toBe('en');
    expect(localStorage.getItem('reparto.idioma')).toBe('en');
    expect(localStorage.getItem('reparto.idioma.oferta')).toBe('1');
    expect(idiomaOfrecido(['pt-BR'])).toBeUndefined();
  });
});
