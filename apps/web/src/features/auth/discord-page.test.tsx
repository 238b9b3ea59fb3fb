import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { failure, signIn } from '../../testing/fixtures';
import DiscordPage from './discord-page';
import { DiscordButton } from './discord-button';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
  window.history.replaceState(null, '', '/');
});

const CODIGO = 'c'.repeat(43);
const LOGIN = {
  ok: true,
  message: { email: '', nickname: 'brunhild', nombre_cargo: 'MIEMBRO' },
  token: 'token-nuevo',
  charges: [{ id_cargo: 3 }],
};

function renderPage(search: string) {
  window.history.replaceState(null, '', `/discord${search}`);
  return render(
    <MemoryRouter initialEntries={[`/discord${search}`]}>
      <Routes>
        <Route path="/discord" element={<DiscordPage />} />
        <Route path="/mi-cuenta" element={<h1>Mi cuenta</h1>} />
        <Route path="/inicioSesion" element={<h1>Inicio de sesión</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DiscordButton', () => {
  it('is shown only when the server has Discord login configured', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, habilitado: false } });
    const { unmount } = render(<DiscordButton />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/auth/discord/config'));
    expect(screen.queryByRole('button', { name: 'Entrar con Discord' })).toBeNull();
    unmount();
    get.mockResolvedValue({ data: { ok: true, habilitado: true } });
    render(<DiscordButton />);
    expect(await screen.findByRole('button', { name: 'Entrar con Discord' })).toBeInTheDocument();
  });
});

describe('DiscordPage', () => {
  it('takes the one-time code out of the address, trades it once, and confirms the proposed player', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (url) => {
      if (url === '/auth/discord/sesion') {
        return {
          data: { ok: true, pendiente: { codigo: 'n'.repeat(43), discord: 'brun_dc', apodo: 'Brunhild', propuesta: 'brunhild' } },
        };
      }
      return { data: LOGIN };
    });
    renderPage(`?codigo=${CODIGO}`);
    expect(window.location.search).toBe('');
    expect(await screen.findByText(/coincide con el jugador «brunhild»/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname de Albion Online')).toHaveValue('brunhild');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar jugador' }));
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(post.mock.calls).toEqual([
      ['/auth/discord/sesion', [{ codigo: CODIGO }]],
      ['/auth/discord/vincular', [{ codigo: 'n'.repeat(43), nickname: 'brunhild' }]],
    ]);
    expect(sessionStore.get()).toMatchObject({ status: 'authenticated', token: 'token-nuevo', nickname: 'brunhild' });
  });

  it("shows the server's sentence when the pick is refused, and keeps the form", async () => {
    vi.spyOn(api, 'post').mockImplementation(async (url) => {
      if (url === '/auth/discord/sesion') {
        return { data: { ok: true, pendiente: { codigo: 'n'.repeat(43), discord: 'x', apodo: 'Renegado', propuesta: null } } };
      }
      throw failure(409, 'El jugador renegado no es miembro del gremio en Albion Online');
    });
    renderPage(`?codigo=${CODIGO}`);
    expect(await screen.findByText(/No hay ningún jugador libre con su nombre/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar jugador' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El jugador renegado no es miembro del gremio en Albion Online');
    expect(screen.getByRole('button', { name: 'Confirmar jugador' })).toBeEnabled();
  });

  it('gives each error of the callback its Spanish sentence and a way back to the login card', async () => {
    const post = vi.spyOn(api, 'post');
    renderPage('?error=no-miembro');
    expect(screen.getByRole('alert')).toHaveTextContent('Su cuenta de Discord no es miembro del servidor del gremio');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio de sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión' })).toBeInTheDocument();
  });

  it.each([
    ['limite', 'Demasiados intentos de acceso con Discord; espere un minuto y vuelva a intentarlo'],
    ['invalido', 'La vuelta desde Discord llegó con datos no válidos; vuelva a intentarlo'],
    ['error', 'No se pudo completar el acceso con Discord por un error del servidor; vuelva a intentarlo en unos momentos'],
  ])('a callback that failed on the server (%s) says why, with the way back', async (clave, frase) => {
    renderPage(`?error=${clave}`);
    expect(screen.getByRole('alert')).toHaveTextContent(frase);
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('«ocupado» (Discord already on another account) is explained to the signed-in account, with a way to «Mi cuenta»', async () => {
    signIn('ana', [3]);
    renderPage('?error=ocupado');
    expect(screen.getByRole('alert')).toHaveTextContent('Esa cuenta de Discord ya está vinculada a otra cuenta de la aplicación');
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Mi cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it('starts the focus on the nickname field (not on <body>): Enter confirms, one Tab reaches «Confirmar jugador»', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        ok: true,
        pendiente: { codigo: 'n'.repeat(43), discord: 'x', apodo: 'Brunhild', propuesta: 'brunhild', solicitud: null },
      },
    });
    renderPage(`?codigo=${CODIGO}`);
    const campo = await screen.findByLabelText('Nickname de Albion Online');
    await waitFor(() => expect(document.activeElement).toBe(campo));
    expect(campo).toHaveAccessibleDescription(/coincide con el jugador «brunhild»/);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirmar jugador' }));
  });

  it("a pick that waits for the leader's approval shows the server's sentence and signs nobody in", async () => {
    const frase = 'Su solicitud para el jugador aldrakar espera la aprobación del líder del gremio';
    vi.spyOn(api, 'post').mockImplementation(async (url) => {
      if (url === '/auth/discord/sesion') {
        return {
          data: {
            ok: true,
            pendiente: { codigo: 'n'.repeat(43), discord: 'x', apodo: 'Otro', propuesta: null, solicitud: 'aldrakar' },
          },
        };
      }
      return { data: { ok: true, message: frase, solicitud: { nickname: 'aldrakar' } } };
    });
    renderPage(`?codigo=${CODIGO}`);
    expect(await screen.findByText(/Su solicitud para el jugador «aldrakar» sigue esperando/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nickname de Albion Online'));
    await userEvent.type(screen.getByLabelText('Nickname de Albion Online'), 'aldrakar');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar jugador' }));
    const estado = await screen.findByRole('status');
    expect(estado).toHaveTextContent(frase);
    await waitFor(() => expect(document.activeElement).toBe(estado));
    expect(sessionStore.get().status).not.toBe('authenticated');
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeInTheDocument();
  });

  it('«navegador» (the flow started in another browser) says so', () => {
    renderPage('?error=navegador');
    expect(screen.getByRole('alert')).toHaveTextContent('se empezó en otro navegador');
  });

  it('signs a returning member in straight away', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ data: LOGIN });
    renderPage(`?codigo=${CODIGO}`);
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(sessionStore.get().status).toBe('authenticated');
  });
});
