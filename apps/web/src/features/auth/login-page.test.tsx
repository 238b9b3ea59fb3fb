import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { failure } from '../../testing/fixtures';
import LoginPage from './login-page';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

function renderPage() {
  return render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  it('has the card title, both buttons and no password strength meter', () => {
    renderPage();
    expect(screen.getByText('Reparto de Plata')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Distribuciones' })).toBeInTheDocument();
    expect(document.querySelector('.p-password-panel')).toBeNull();
  });

  it('shows the server message inline when the login is refused', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(failure(401, 'Email o contraseña incorrectos'));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');
    expect(sessionStore.get().status).toBe('not-authenticated');
  });

  it('stores the session on success', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      data: { ok: true, message: { email: 'a@b.c', nickname: 'ana', nombre_cargo: 'MIEMBRO' }, token: 'tok', charges: [] },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'buena-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(sessionStore.get().status).toBe('authenticated'));
    expect(api.post).toHaveBeenCalledWith('/auth/login', [{ email: 'a@b.c', pwd: 'buena-clave' }]);
    expect(localStorage.getItem('nickname')).toBe('ana');
  });
});
