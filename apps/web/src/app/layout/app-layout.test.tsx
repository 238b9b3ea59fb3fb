import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './app-layout';
import { renderWithProviders } from '../../testing/render';
import { signIn } from '../../testing/fixtures';
import { sessionStore } from '../../lib/session';

function renderShell(path = '/distribucion') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="distribucion" element={<h1>Periodos de distribución</h1>} />
        <Route path="jugador" element={<h1>Gestión de jugadores</h1>} />
        <Route path="inicioSesion" element={<h1>Reparto de Plata</h1>} />
        <Route path="regear" element={<h1>Regear</h1>} />
      </Route>
    </Routes>,
    { path },
  ).user;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
});

describe('the main menu (a disclosure navigation)', () => {
  it('opens a menu with Enter, moves with the arrows, and closes with Escape back on its button', async () => {
    signIn(null);
    const user = renderShell();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const distribucion = screen.getByRole('button', { name: 'Distribución' });
    expect(distribucion).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Ver Periodos' })).toBeNull();

    distribucion.focus();
    await user.keyboard('{Enter}');
    expect(distribucion).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ver Periodos' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(distribucion).toHaveAttribute('aria-expanded', 'false');
    expect(distribucion).toHaveFocus();

    // ArrowDown opens the menu on its first entry; Escape from the entry returns to the button.
    const jugadores = screen.getByRole('button', { name: 'Jugadores' });
    jugadores.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Nuevo player' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(jugadores).toHaveFocus();
    expect(jugadores).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toBeInTheDocument();
  });

  it('keeps one menu open at a time and closes it on a click outside', async () => {
    signIn(null);
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Distribución' }));
    await user.click(screen.getByRole('button', { name: 'Jugadores' }));
    expect(screen.getByRole('button', { name: 'Distribución' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Jugadores' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('button', { name: 'Jugadores' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('"Nuevo player" leads anyone but the leader to /inicioSesion', async () => {
    signIn('tesorero', [8], { cargo: 'TESORERO' });
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Jugadores' }));
    expect(screen.getByRole('link', { name: 'Nuevo player' })).toHaveAttribute('href', '/inicioSesion');
    await user.click(screen.getByRole('link', { name: 'Nuevo player' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reparto de Plata' })).toBeInTheDocument());
  });

  it('"Nuevo player" leads the leader to /jugador', async () => {
    signIn('lider', [1, 2, 3, 4, 5, 6, 7, 8], { cargo: 'LIDER' });
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Jugadores' }));
    await user.click(screen.getByRole('link', { name: 'Nuevo player' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Gestión de jugadores' })).toBeInTheDocument());
  });

  it('offers «Regear» and «Reglas de regear» to a signed-in account only', async () => {
    signIn(null);
    const anonimo = renderShell();
    await anonimo.click(screen.getByRole('button', { name: 'Distribución' }));
    expect(screen.queryByRole('link', { name: 'Regear' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reglas de regear' })).toBeNull();
    cleanup();
    signIn('ana', [7]);
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Distribución' }));
    expect(screen.getByRole('link', { name: 'Reglas de regear' })).toHaveAttribute('href', '/regear/reglas');
    await user.click(screen.getByRole('link', { name: 'Regear' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Regear' })).toBeInTheDocument());
  });

  it('offers «Calendario» to a signed-in account only', async () => {
    signIn(null);
    const anonimo = renderShell();
    await anonimo.click(screen.getByRole('button', { name: 'Distribución' }));
    expect(screen.queryByRole('link', { name: 'Calendario' })).toBeNull();
    cleanup();
    signIn('ana', [3]);
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Distribución' }));
    expect(screen.getByRole('link', { name: 'Calendario' })).toHaveAttribute('href', '/calendario');
  });

  it('offers «Tesorería» to the ledger’s readers only: TESORERO, LIDER and DISTRIBUIDOR', async () => {
    for (const [cargos, ve] of [
      [[3, 7], false],
      [[8], true],
      [[1], true],
      [[5], true],
    ] as const) {
      signIn('ana', [...cargos]);
      const user = renderShell();
      await user.click(screen.getByRole('button', { name: 'Distribución' }));
      const enlace = screen.queryByRole('link', { name: 'Tesorería' });
      if (ve) expect(enlace, `cargos ${cargos.join(',')}`).toHaveAttribute('href', '/tesoreria');
      else expect(enlace, `cargos ${cargos.join(',')}`).toBeNull();
      cleanup();
    }
  });

  it('shows the nickname, the avatar and "Cerrar sesión" to a signed-in user, "Iniciar sesión" otherwise', () => {
    signIn('encargado1', [7]);
    renderShell();
    expect(screen.getByTestId('session-nickname')).toHaveTextContent('encargado1');
    expect(screen.getByRole('img', { name: 'Avatar de encargado1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
  });
});

describe('focus after a navigation', () => {
  it("moves to the new page's h1, and not on the first page of a visit", async () => {
    signIn('lider', [1, 2, 3, 4, 5, 6, 7, 8], { cargo: 'LIDER' });
    const user = renderShell();
    const first = screen.getByRole('heading', { name: 'Periodos de distribución' });
    expect(first).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Jugadores' }));
    await user.click(screen.getByRole('link', { name: 'Nuevo player' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Gestión de jugadores' })).toHaveFocus());
  });
});

/** A page whose heading appears a moment after it is shown (as a lazy page's does). */
function PaginaLenta() {
  const [lista, setLista] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setLista(true), 150);
    return () => clearTimeout(id);
  }, []);
  return lista ? <h1>Gestión de jugadores</h1> : <p>Cargando…</p>;
}

describe('focus after a navigation, when the user acts first', () => {
  it('leaves the focus where the user put it before the new heading appeared', async () => {
    signIn('lider', [1, 2, 3, 4, 5, 6, 7, 8], { cargo: 'LIDER' });
    const { user } = renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="distribucion" element={<h1>Periodos de distribución</h1>} />
          <Route path="jugador" element={<PaginaLenta />} />
        </Route>
      </Routes>,
      { path: '/distribucion' },
    );
    await user.click(screen.getByRole('button', { name: 'Jugadores' }));
    await user.click(screen.getByRole('link', { name: 'Nuevo player' }));
    // Before the heading appears, the user opens a menu: it keeps the focus and stays open.
    const menu = screen.getByRole('button', { name: 'Distribución' });
    await user.click(menu);
    expect(await screen.findByRole('heading', { name: 'Gestión de jugadores' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the skip link', () => {
  it('is the first stop of Tab and takes the focus past the menu to the page', async () => {
    signIn(null);
    const user = renderShell();
    await user.tab();
    const saltar = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(saltar).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
