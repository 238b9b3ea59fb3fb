// «Elegir gremio» (docs/alianzas.md, «Muchos gremios»): an account of several guilds signs in and picks
// one; each guild links to its own pages (`/g/{slug}/…`, the default guild's plain ones).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { GremioDeCuenta } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { renderWithProviders } from '../../testing/render';
import { signIn } from '../../testing/fixtures';
import GremiosPage from './gremios-page';
import { anotarGremios, debeElegirGremio, gremioElegido, validateSession } from './api';
import { sessionStore } from '../../lib/session';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  gremioElegido();
  signIn(null);
});

const GREMIOS: GremioDeCuenta[] = [
  { slug: 'principal', nombre: 'Los Primeros', porDefecto: true, cargos: [{ id_cargo: 1, nombre_cargo: 'LIDER' }], actual: true },
  { slug: 'segundo', nombre: 'Segundo', porDefecto: false, cargos: [], actual: false },
];

describe('GremiosPage', () => {
  it('lists the account’s guilds with its cargos, each linked to its own pages', async () => {
    signIn('brunhild', [1]);
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, gremios: GREMIOS } });
    renderWithProviders(<GremiosPage />);
    const primero = await screen.findByRole('link', { name: /Los Primeros/ });
    expect(get).toHaveBeenCalledWith('/cuentas/mia/gremios');
    expect(primero).toHaveAttribute('href', '/distribucion');
    expect(primero).toHaveTextContent('LIDER');
    expect(primero).toHaveAttribute('aria-current', 'page');
    const segundo = screen.getByRole('link', { name: /Segundo/ });
    expect(segundo).toHaveAttribute('href', '/g/segundo/distribucion');
    expect(segundo).toHaveTextContent('Miembro, sin cargo');
  });

  it('notes a sign-in of several guilds once; one guild notes nothing', () => {
    anotarGremios({ gremios: 2 });
    expect(debeElegirGremio()).toBe(true);
    gremioElegido();
    anotarGremios({});
    expect(debeElegirGremio()).toBe(false);
  });
});

describe('a session on a guild where the account is no member', () => {
  const no = () =>
    new Response('{"ok":false,"message":"Sesión inválida"}', { status: 401, headers: { 'content-type': 'application/json' } });

  it('is a visitor on that guild’s pages, and stays signed in for its own (localStorage kept)', async () => {
    localStorage.setItem('token', 'tok');
    sessionStore.reset();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => no());
    window.history.replaceState(null, '', '/g/segundo/distribucion');
    await validateSession();
    expect(sessionStore.get()).toMatchObject({ status: 'not-authenticated', token: null });
    expect(localStorage.getItem('token')).toBe('tok');
    // Its own guild's page signs out as before.
    window.history.replaceState(null, '', '/distribucion');
    sessionStore.reset();
    await validateSession();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
