import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../lib/session';
import { idiomaActual } from '../../lib/i18n/idioma';
import { SelectorIdioma } from './selector-idioma';
import { Footer } from './footer';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

describe('SelectorIdioma', () => {
  it('is named «Idioma» and offers each language by its own name', () => {
    render(<SelectorIdioma />);
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Español', 'Português', 'English']);
    expect(select).toHaveValue('es');
  });

  it('switches the whole app: texts, <html lang>, local storage and the cookie; still «Idioma»', async () => {
    render(
      <>
        <SelectorIdioma />
        <Footer />
      </>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Community channels' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('reparto.idioma')).toBe('en');
    expect(document.cookie).toContain('idioma=en');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'pt-BR');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Canais da comunidade' })).toBeInTheDocument());
    expect(idiomaActual()).toBe('pt-BR');
  });

  it('saves the choice on the signed-in account, and only then', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ ok: true, message: 'Idioma guardado' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(<SelectorIdioma />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(idiomaActual()).toBe('en'));
    expect(fetch).not.toHaveBeenCalled();

    sessionStore.authenticated({
      ok: true,
      token: 'tok',
      message: { email: 'a@b.c', nombre_cargo: 'MIEMBRO', nickname: 'aldrakar' },
      charges: [],
    } as never);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'pt-BR');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/cuentas/idioma');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual([{ idioma: 'pt-BR' }]);
    // The request itself asks for the sentences in the new language.
    expect((init?.headers as Record<string, string>)['x-idioma']).toBe('pt-BR');
  });
});
