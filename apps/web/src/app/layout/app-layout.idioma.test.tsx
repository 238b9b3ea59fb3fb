// The frame in each language: the skip link, the main menu and its entries, the session box.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './app-layout';
import { renderWithProviders } from '../../testing/render';
import { signIn } from '../../testing/fixtures';
import { usarIdioma } from '../../testing/idioma';
import { sessionStore } from '../../lib/session';

function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="distribucion" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    { path: '/distribucion' },
  ).user;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
});

describe('the frame in English', { timeout: 20_000 }, () => {
  it('names the menu, its entries, the skip link and the session box in English', async () => {
    await usarIdioma('en');
    signIn('ana', [7]);
    const user = renderShell();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reparto de Plata: home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Distribution' }));
    for (const entrada of ['View Periods', 'My account', 'My earnings', 'Regear', 'Regear rules']) {
      expect(screen.getByRole('link', { name: entrada })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Players' }));
    expect(screen.getByRole('link', { name: 'New player' })).toBeVisible();
    expect(screen.getByRole('img', { name: "ana's avatar" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText(/Distribución|Jugadores|Cerrar sesión/)).toBeNull();
  });

  it('offers «Sign in» to a visitor', async () => {
    await usarIdioma('en');
    signIn(null);
    renderShell();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('the frame in Português', { timeout: 20_000 }, () => {
  it('names the menu, its entries and the session box in Portuguese', async () => {
    await usarIdioma('pt-BR');
    signIn('ana', [7]);
    const user = renderShell();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Distribuição' }));
    expect(screen.getByRole('link', { name: 'Ver Períodos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Regras de regear' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jogadores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    // The footer of the same frame.
    expect(
      screen.getByText('Aplicativo criado e projetado pela equipe do Reparto de Plata. Todos os direitos reservados.'),
    ).toBeInTheDocument();
  });

  it('offers «Entrar» to a visitor', async () => {
    await usarIdioma('pt-BR');
    signIn(null);
    renderShell();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('a change of language', { timeout: 20_000 }, () => {
  it('renders the frame again in the new language, keeping the open menu', async () => {
    signIn('ana', [7]);
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Distribución' }));
    expect(screen.getByRole('link', { name: 'Mis ganancias' })).toBeVisible();
    await act(() => usarIdioma('en'));
    expect(screen.getByRole('button', { name: 'Distribution' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My earnings' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
