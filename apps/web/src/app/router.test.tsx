// The first screen after an email login (docs/domain.md, "Mi cuenta"): «Mi cuenta» on a phone, the
// periods on a wider screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import LoginPage from '../features/auth/login-page';
import { api } from '../lib/api-client';
import { sessionStore } from '../lib/session';
import { OnlyAnonymous, Redirigir, TELEFONO } from './router';
import { gremioElegido } from '../features/auth/api';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

/** A screen `width` px wide, as matchMedia answers it for max-width queries. */
function pantalla(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width:\s*(\d+)px/.test(query) && width <= Number(/max-width:\s*(\d+)px/.exec(query)![1]),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        onchange: null,
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

async function ingresar(nickname: string, gremios?: number) {
  vi.spyOn(api, 'post').mockResolvedValue({
    data: { ok: true, message: { email: 'a@b.c', nickname, nombre_cargo: 'MIEMBRO' }, token: 'tok', charges: [], gremios },
  });
  render(
    <MemoryRouter initialEntries={['/inicioSesion']}>
      <Routes>
        <Route
          path="inicioSesion"
          element={
            <OnlyAnonymous>
              <LoginPage />
            </OnlyAnonymous>
          }
        />
        <Route path="mi-cuenta" element={<p>pantalla Mi cuenta</p>} />
        <Route path="distribucion" element={<p>pantalla Periodos</p>} />
        <Route path="gremios" element={<p>pantalla Elegir gremio</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'buena-clave');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('the first screen after an email login', { timeout: 30_000 }, () => {
  it('is «Elegir gremio» for an account of several guilds (docs/alianzas.md, «Muchos gremios»)', async () => {
    pantalla(1366);
    await ingresar('ana', 2);
    expect(await screen.findByText('pantalla Elegir gremio')).toBeInTheDocument();
    gremioElegido();
  });

  it('is «Mi cuenta» on a phone (375 px)', async () => {
    pantalla(375);
    await ingresar('ana');
    expect(await screen.findByText('pantalla Mi cuenta')).toBeInTheDocument();
    expect(window.matchMedia).toHaveBeenCalledWith(TELEFONO);
  });

  it('is the periods on a wider screen (1366 px)', async () => {
    pantalla(1366);
    await ingresar('ana');
    expect(await screen.findByText('pantalla Periodos')).toBeInTheDocument();
  });

  it('is the periods on a phone when the answer names no player', async () => {
    pantalla(375);
    await ingresar('');
    expect(await screen.findByText('pantalla Periodos')).toBeInTheDocument();
  });
});

describe('a redirect', () => {
  it('fires again when its route is visited again while the screen it leads to is still loading', async () => {
    // The screen the redirect leads to loads slowly (a lazy page, a first query): React keeps the old
    // screen, the redirect itself, on display while it loads.
    let cargar!: () => void;
    const cargada = new Promise<void>((resolve) => (cargar = resolve));
    let lista = false;
    void cargada.then(() => (lista = true));
    function Lenta() {
      if (!lista) throw cargada;
      return <p>pantalla lenta</p>;
    }
    function Menu() {
      const navigate = useNavigate();
      const { pathname } = useLocation();
      return (
        <>
          <button type="button" onClick={() => void navigate('/entrada')}>
            entrada
          </button>
          <output aria-label="ruta">{pathname}</output>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/inicio']}>
        <Menu />
        <Suspense fallback={<p>cargando</p>}>
          <Routes>
            <Route path="inicio" element={<p>pantalla inicio</p>} />
            <Route path="entrada" element={<Redirigir to="/lenta" />} />
            <Route path="lenta" element={<Lenta />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'entrada' }));
    // The way to /lenta is pending; the same route is asked for again (the menu's «Nuevo player»).
    await userEvent.click(screen.getByRole('button', { name: 'entrada' }));
    await act(async () => {
      cargar();
      await cargada;
    });
    expect(await screen.findByText('pantalla lenta')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/lenta');
  });
});
