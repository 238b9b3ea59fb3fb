// «Asistencia» of a player's page (docs/asistencia.md): contents attended in 30 days and the paged
// sessions with minutes, for a signed-in account; a visitor does not ask for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AsistenciaJugador, GananciasJugador } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { usarIdioma } from '../../testing/idioma';
import GananciasPage from './ganancias-page';

vi.mock('../../components/grafico-canvas', () => ({
  default: ({ descripcion }: { descripcion: string }) => <div role="img" aria-label={descripcion} />,
}));

afterEach(() => vi.restoreAllMocks());

const GANANCIAS: GananciasJugador = {
  id_player: 5,
  nickname: 'ana',
  nombre_cargo: 'MIEMBRO',
  nombre_rol: 'Sanador',
  totales: [{ interval: 0, total_silver_unitario: 0, cantidad_contenido: 0 }],
  semanal: [],
  pendientes: [],
  regear_pendiente: { reclamos: 0, silver: 0 },
};

const sesion = (id: number, over: Partial<AsistenciaJugador> = {}): AsistenciaJugador => ({
  id_sesion: id,
  canal: 'ZvZ',
  inicio: '2026-11-20T20:00:00.000Z',
  fin: '2026-11-20T22:00:00.000Z',
  duracion: 120,
  minutos: 90,
  id_distribucion: 14,
  ...over,
});

function mockApi() {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
    if (url === '/distribuciones/gananciasJugador') return { data: { ok: true, message: GANANCIAS } };
    if (url === '/regear') return { data: { ok: true, message: [], count: 0 } };
    if (url === '/asistencia/jugador') {
      const { page } = config?.params as { idPlayer: number; page: number };
      const todas = [sesion(3, { fin: null, id_distribucion: null }), ...Array.from({ length: 26 }, (_, i) => sesion(100 + i))];
      return { data: { ok: true, message: todas.slice((page - 1) * 25, page * 25), count: todas.length, contenidos_30d: 3 } };
    }
    throw new Error(`GET inesperado ${url}`);
  });
  vi.spyOn(api, 'post').mockImplementation(async () => ({ data: { ok: true, message: [], count: 0 } }));
  return get;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/distribucion/jugador/:nickname" element={<GananciasPage />} />
    </Routes>,
    { path: '/distribucion/jugador/ana' },
  );

describe('«Asistencia» of a player', { timeout: 20_000 }, () => {
  it('shows the contents in 30 days and the sessions with minutes, paged by the server', async () => {
    signIn('ana');
    const get = mockApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Asistencia' })).toBeInTheDocument();
    expect(await screen.findByTestId('asistencia-30d')).toHaveTextContent('3 contenidos con asistencia en los últimos 30 días.');
    const tabla = screen.getByRole('table', { name: 'Sesiones de asistencia de ana' });
    await waitFor(() => expect(within(tabla).getAllByRole('row')).toHaveLength(26));
    expect(get).toHaveBeenCalledWith('/asistencia/jugador', { params: { idPlayer: 5, page: 1 } });
    const [, grabando, terminada] = within(tabla).getAllByRole('row');
    expect(grabando).toHaveTextContent('Grabando');
    expect(terminada).toHaveTextContent('90 de 120 min');
    expect(terminada).toHaveTextContent('#14');
  });

  it('is not asked for by a visitor', async () => {
    signIn(null);
    const get = mockApi();
    renderPage();
    await screen.findByRole('heading', { name: 'Regear' });
    expect(screen.queryByRole('heading', { name: 'Asistencia' })).toBeNull();
    expect(get.mock.calls.some(([url]) => url === '/asistencia/jugador')).toBe(false);
  });

  it('speaks English', async () => {
    await usarIdioma('en');
    signIn('ana');
    mockApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
    expect(await screen.findByTestId('asistencia-30d')).toHaveTextContent('3 contents attended in the last 30 days.');
    const tabla = screen.getByRole('table', { name: 'Attendance sessions of ana' });
    await waitFor(() => expect(within(tabla).getAllByText('90 of 120 min').length).toBeGreaterThan(0));
  });
});
