// The first screen after an email login (docs/domain.md, "Mi cuenta"): «Mi cuenta» on a phone, the
// periods on a wider screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from '../features/auth/login-page';
import { api } from '../lib/api-client';
import { sessionStore } from '../lib/session';
import { OnlyAnonymous, TELEFONO } from './router';

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

async function ingresar(nickname: string) {
  vi.spyOn(api, 'post').mockResolvedValue({
    data: { ok: true, message: { email: 'a@b.c', nickname, nombre_cargo: 'MIEMBRO' }, token: 'tok', charges: [] },
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
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'buena-clave');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('the first screen after an email login', { timeout: 30_000 }, () => {
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
