import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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

  it('offers «Entrar con Discord» once painted, when the server has it (its code comes after the first paint)', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, habilitado: true } });
    renderPage();
    expect(screen.queryByRole('button', { name: 'Entrar con Discord' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Entrar con Discord' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/discord/config');
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

  it('takes a stale refusal away on a new submit, even one that sends nothing', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(failure(401, 'Email o contraseña incorrectos'));
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');
    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.queryByText('Email o contraseña incorrectos')).toBeNull();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Escriba su contraseña');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('stores the session on success', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      data: { ok: true, message: { email: 'a@b.c', nickname: 'ana', nombre_cargo: 'MIEMBRO' }, token: 'tok', charges: [] },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'buena-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(sessionStore.get().status).toBe('authenticated'));
    expect(api.post).toHaveBeenCalledWith('/auth/login', [{ email: 'a@b.c', pwd: 'buena-clave' }]);
    expect(localStorage.getItem('nickname')).toBe('ana');
  });
});

describe('LoginPage: empty fields and a double click', () => {
  it('explains empty fields beside them and sends nothing', async () => {
    const post = vi.spyOn(api, 'post');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Escriba su email');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Escriba su contraseña');
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('a double click sends one login', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const post = vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'buena-clave');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Ingresar' }));
    answer({
      data: { ok: true, message: { email: 'a@b.c', nickname: 'ana', nombre_cargo: 'MIEMBRO' }, token: 't', charges: [] },
    });
    await waitFor(() => expect(sessionStore.get().status).toBe('authenticated'));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
