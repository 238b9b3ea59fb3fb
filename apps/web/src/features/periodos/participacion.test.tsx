// The participation leaderboard of the overview (docs/asistencia.md): contents attended in 30 days,
// loaded on demand for a signed-in account, never asked for by a visitor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { api } from '../../lib/api-client';
import { periodo, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { usarIdioma } from '../../testing/idioma';
import PeriodosPage from './periodos-page';

afterEach(() => vi.restoreAllMocks());

function mockGets() {
  return vi.spyOn(api, 'get').mockImplementation(async (url) => {
    switch (url) {
      case '/distribuciones/resumenDistribucion':
        return { data: { ok: true, message: [periodo({ id_periodo: 100 })], count: 1 } };
      case '/distribuciones/top3BestPlayers':
      case '/distribuciones/top3BestCreadores':
        return { data: { ok: true, message: [] } };
      case '/asistencia/participacion':
        return {
          data: {
            ok: true,
            message: [
              { id_player: 1, nickname: 'ana', contenidos: 5, minutos: 1_250 },
              { id_player: 2, nickname: 'bruno', contenidos: 1, minutos: 45 },
            ],
          },
        };
      default:
        throw new Error(`GET inesperado ${url}`);
    }
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/distribucion" element={<PeriodosPage />} />
    </Routes>,
    { path: '/distribucion' },
  );

describe('the participation leaderboard', { timeout: 20_000 }, () => {
  it('lists each player with the contents attended and minutes, once its code has loaded', async () => {
    signIn('ana');
    mockGets();
    renderPage();
    const lista = await screen.findByRole('list', { name: 'Participación' }, { timeout: 10_000 });
    const filas = within(lista).getAllByRole('listitem');
    expect(filas).toHaveLength(2);
    expect(filas[0]).toHaveTextContent('ana5 contenidos · 1.250 min');
    expect(filas[1]).toHaveTextContent('bruno1 contenido · 45 min');
    expect(within(filas[0]!).getByRole('link', { name: 'ana' })).toBeInTheDocument();
    expect(screen.getByText('Contenidos con asistencia de los últimos 30 días')).toBeInTheDocument();
  });

  it('is not asked for by a visitor (the API reads attendance for accounts)', async () => {
    signIn(null);
    const get = mockGets();
    renderPage();
    await screen.findByText('TOP Players');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/distribuciones/resumenDistribucion', expect.anything()));
    expect(get).not.toHaveBeenCalledWith('/asistencia/participacion');
    expect(screen.queryByText('Participación')).toBeNull();
  });

  it('speaks English', async () => {
    await usarIdioma('en');
    signIn('ana');
    mockGets();
    renderPage();
    const lista = await screen.findByRole('list', { name: 'Participation' }, { timeout: 10_000 });
    expect(within(lista).getAllByRole('listitem')[0]).toHaveTextContent('ana5 contents · 1,250 min');
  });
});
