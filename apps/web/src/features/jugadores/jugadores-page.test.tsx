import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from '../../lib/api-client';
import { failure, intento } from '../../testing/fixtures';
import { choose } from '../../testing/primereact';
import { renderWithProviders } from '../../testing/render';
import { conCambio } from '../../testing/cambio';
import JugadoresPage from './jugadores-page';
import { filaJugador } from './jugadores-mocks';
import es from './textos/es';

const MENSAJE_SIN_PERMISO = es['pagina.sinPermiso'];

afterEach(() => vi.restoreAllMocks());

const SELECTS = {
  ok: true,
  roles: [
    { id_rol: 1, nombre_rol: 'Tanque' },
    { id_rol: 3, nombre_rol: 'DPS' },
  ],
  cargos: [
    { id_cargo: 1, nombre_cargo: 'LIDER' },
    { id_cargo: 3, nombre_cargo: 'MIEMBRO' },
  ],
};

const row = filaJugador;

const renderPage = () => renderWithProviders(<JugadoresPage />).user;

// PrimeReact in jsdom is slow; a loaded machine must not fail these on time.
describe('JugadoresPage', { timeout: 20_000 }, () => {
  it('tells a non-leader (API 403) that the screen is not for them, with no table and no error toast', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    vi.spyOn(api, 'post').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJE_SIN_PERMISO);
    expect(screen.getByRole('heading', { name: 'Gestión de jugadores' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
  });

  it('lists the players with Spanish dates, pages with page = index + 1, and clears the overlay', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SELECTS });
    const post = vi.spyOn(api, 'post').mockImplementation(async (_url, body) => {
      const [{ page }] = body as [{ page: number }];
      return { data: { ok: true, message: [row(page * 10, `jugador${page}`)], count: 25 } };
    });
    const user = renderPage();
    expect(await screen.findByText('jugador1')).toBeInTheDocument();
    expect(screen.getByText('21 de septiembre del 2025')).toBeInTheDocument();
    for (const header of ['Id', 'Nickname', 'Cargo', 'Rol', 'Fecha de registro', 'estado', 'Acción']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    // The paginator's page buttons are named by PrimeReact's locale ("Page 2").
    // The pager says how many players there are.
    expect(screen.getByText('1–10 de 25 jugadores')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /\b2$/ }));
    expect(await screen.findByText('jugador2')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/jugadores/lista', [{ nickname: '', page: 2 }]);
    expect(screen.getByText('11–20 de 25 jugadores')).toBeInTheDocument();
  });

  it('creates a player: "Jugador nuevo" toast, dialog closed, list reloaded', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SELECTS });
    const post = vi.spyOn(api, 'post').mockImplementation(async (url) => {
      if (url === '/jugadores')
        return conCambio({ ok: true, message: 'Jugador creado', jugador: row(2, 'nuevo') }, { tipo: 'jugador', idPlayer: 2 });
      return { data: { ok: true, message: [row(1, 'lider')], count: 1 } };
    });
    const user = renderPage();
    await screen.findByText('lider');
    await user.click(screen.getByRole('button', { name: 'Crear nuevo jugador' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nickname'), 'Nuevo');
    await choose(user, 'Rol', 'Tanque', dialog);
    await choose(user, 'Cargo', 'MIEMBRO', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Jugador nuevo')).toBeInTheDocument();
    expect(screen.getByText('Se ha creado un nuevo jugador con exito!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/jugadores', [{ nickname: 'nuevo', idRol: 1, idCargo: 3 }], intento());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post.mock.calls.filter(([url]) => url === '/jugadores/lista')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
  });

  it('a failed list load clears the overlay and shows the error toast', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SELECTS });
    vi.spyOn(api, 'post').mockRejectedValue(failure(500, 'Error interno del servidor'));
    renderPage();
    // A 500 is retried once (about a second) before it is reported.
    expect(await screen.findByText('Error encontrado, porfavor vuelva a intentarlo', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
  });

  it('switching a player off asks first, then says it was done in a toast', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SELECTS });
    vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: [row(4, 'ana')], count: 1 } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'ok', jugador: row(4, 'ana') } });
    const user = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Estado de ana' }));
    // jsdom cannot place the popup (it stays display: none there, so its names are not computed).
    const [confirmar] = await screen.findAllByRole('alertdialog', { hidden: true });
    expect(confirmar).toHaveAttribute('aria-label', 'Confirmar la desactivación');
    expect(confirmar).toHaveTextContent('¿Desactivar a ana?');
    expect(put).not.toHaveBeenCalled();
    await user.click(within(confirmar!).getByText('Desactivar'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/jugadores/DeleteJugador', [{ estado: false, idPlayer: 4 }], intento()),
    );
    expect(await screen.findByText('Jugador desactivado')).toBeInTheDocument();
    expect(screen.getByText('ana ya no puede iniciar sesión')).toBeInTheDocument();
  });

  it('«Desactivar» asks with the focus on «Cancelar»: a single Enter switches nobody off', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: SELECTS });
    vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: [row(4, 'ana')], count: 1 } });
    const put = vi.spyOn(api, 'put');
    const user = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Estado de ana' }));
    const [confirmar] = await screen.findAllByRole('alertdialog', { hidden: true });
    await waitFor(() => expect(within(confirmar!).getByText('Cancelar').closest('button')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryAllByRole('alertdialog', { hidden: true })).toHaveLength(0));
    expect(put).not.toHaveBeenCalled();
  });
});
