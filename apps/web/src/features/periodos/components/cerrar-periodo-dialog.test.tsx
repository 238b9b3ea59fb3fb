import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../../testing/fixtures';
import { choose } from '../../../testing/primereact';
import { renderWithProviders } from '../../../testing/render';
import { CerrarPeriodoDialog } from './cerrar-periodo-dialog';

const FALTAN = 'Selecciona una o más casas para completar la distribución';
const OK = 'Tienes la cantidad de cofres necesaria para empezar a distribuir';

const pagoRow = (id_player: number) => ({
  nickname: `jugador${id_player}`,
  id_player,
  id_periodo: 7,
  sum: 1000,
  esta_pagado: false,
  distribuidor_nickname: null,
  estado_distribucion: 3,
});

/**
 * The period needs `required` chests (one per payment row); houses of 6, 10 and 16 chests; the guild
 * warns below silver app by more than `umbral` %.
 */
function mockApi(required: number, umbral = 10) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/jugadores/getDistributors') {
      return { data: { ok: true, distribuidores: [{ id_player: 40, nickname: 'distribuidor' }] } };
    }
    if (url === '/distribuciones/fondoGremio') {
      const message = { impuesto: 0, resto: 0, total: 0 };
      return { data: { ok: true, message, impuesto_gremio_pct: 0, aviso_diferencia_pct: umbral } };
    }
    throw new Error(`GET inesperado ${url}`);
  });
  vi.spyOn(api, 'post').mockImplementation(async (url) => {
    if (url === '/distribuciones/getCasas') {
      return {
        data: {
          ok: true,
          message: [
            { id_casa: 4, nombre_casa: 'Casa del gremio (Bridgewatch)', cantidad_cofres: 16 },
            { id_casa: 5, nombre_casa: 'Casa del mercado (Bridgewatch)', cantidad_cofres: 10 },
            { id_casa: 6, nombre_casa: 'Casa de la colina (Bridgewatch)', cantidad_cofres: 6 },
          ],
        },
      };
    }
    if (url === '/distribuciones/tablaDePago') {
      const rows = Array.from({ length: required }, (_, i) => pagoRow(i + 1));
      return { data: { ok: true, message: rows, count: rows.length } };
    }
    throw new Error(`POST inesperado ${url}`);
  });
  return vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Periodo cerrado' } });
}

beforeEach(() => signIn('tesorero', [8]));
afterEach(() => vi.restoreAllMocks());

describe('CerrarPeriodoDialog (docs/domain.md, "Screens and texts")', { timeout: 20_000 }, () => {
  it('needs as many chests as payment rows: one fewer keeps confirm disabled, equal enables it', async () => {
    mockApi(16);
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={() => undefined} />);
    const confirm = screen.getByRole('button', { name: 'Cerrar periodo' });
    expect(await screen.findByText(FALTAN)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cofres-resumen')).toHaveTextContent('Cofres necesarios: 16'));
    expect(confirm).toBeDisabled();

    await user.click(await screen.findByLabelText(/Casa del mercado/));
    await user.click(screen.getByLabelText(/Casa de la colina/));
    // 10 + 6 = 16 = required.
    expect(screen.getByTestId('cofres-resumen')).toHaveTextContent('Cofres seleccionados: 16');
    expect(screen.getByText(OK)).toBeInTheDocument();
    expect(screen.queryByText(FALTAN)).toBeNull();
    expect(confirm).toBeEnabled();

    await user.click(screen.getByLabelText(/Casa de la colina/));
    expect(screen.getByTestId('cofres-resumen')).toHaveTextContent('Cofres seleccionados: 10');
    expect(screen.getByText(FALTAN)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
  });

  it('needs at least one house even when no chest is required', async () => {
    mockApi(0);
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('cofres-resumen')).toHaveTextContent('Cofres necesarios: 0'));
    expect(screen.getByText(FALTAN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled();
    await user.click(await screen.findByLabelText(/Casa de la colina/));
    expect(screen.getByText(OK)).toBeInTheDocument();
  });

  it('shows "Seleccione un distribuidor" when confirming without one, and sends nothing', async () => {
    const put = mockApi(3);
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={() => undefined} />);
    await user.click(await screen.findByLabelText(/Casa de la colina/));
    await waitFor(() => expect(screen.getByText(OK)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
    expect(await screen.findByText('Seleccione un distribuidor')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('closes with the distributor and the chosen houses, then hides', async () => {
    const put = mockApi(3);
    const onHide = vi.fn();
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={onHide} />);
    await user.click(await screen.findByLabelText(/Casa del gremio/));
    await choose(user, 'Distribuidor', 'distribuidor');
    await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(
      '/distribuciones/cerrarPeriodo',
      [{ idPeriodo: 7, idPlayerDistribuidor: 40, idsCasas: [4] }],
      intento(),
    );
  });

  it('a double click on «Cerrar periodo» closes once and ends as the success it is', async () => {
    const put = mockApi(3);
    let answer: () => void = () => undefined;
    put.mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve({ data: { ok: true, message: 'Periodo cerrado' } }))),
    );
    const onHide = vi.fn();
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={onHide} />);
    await user.click(await screen.findByLabelText(/Casa del gremio/));
    await choose(user, 'Distribuidor', 'distribuidor');
    await user.dblClick(screen.getByRole('button', { name: 'Cerrar periodo' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar periodo' })).toBeDisabled());
    answer();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(put).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Error encontrado/)).toBeNull();
  });

  it('shows the error toast of docs/domain.md, "Screens and texts" when the close fails', async () => {
    mockApi(1).mockRejectedValue(failure(409, 'Cofres insuficientes'));
    const onHide = vi.fn();
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={onHide} />);
    await user.click(await screen.findByLabelText(/Casa del gremio/));
    await choose(user, 'Distribuidor', 'distribuidor');
    await user.click(screen.getByRole('button', { name: 'Cerrar periodo' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(/Error encontrado, porfavor vuelva a intentarlo/)).toHaveTextContent('Cofres insuficientes');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('says where the required chest count comes from: one chest per player with silver to collect', async () => {
    mockApi(3);
    renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByTestId('cofres-explicacion')).toHaveTextContent(
        'Se necesita un cofre por cada jugador con plata por cobrar en el periodo (3 jugadores).',
      ),
    );
  });

  it('with silver albion $0 it warns and asks before closing', async () => {
    const put = mockApi(3);
    const { user } = renderWithProviders(
      <CerrarPeriodoDialog periodo={periodo({ silver_albion: 0 })} onHide={() => undefined} />,
    );
    await user.click(await screen.findByLabelText(/Casa del gremio/));
    await choose(user, 'Distribuidor', 'distribuidor');
    expect(screen.getByText(/El silver albion de este periodo es \$0/)).toBeInTheDocument();
    const confirmar = screen.getByRole('button', { name: 'Cerrar periodo' });
    expect(confirmar).toBeDisabled();
    await user.click(screen.getByLabelText('Cerrar igualmente con silver albion $0'));
    expect(confirmar).toBeEnabled();
    await user.click(confirmar);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  });

  it('opens with the focus on its first field (the distributor), not on the ×', async () => {
    mockApi(3);
    renderWithProviders(<CerrarPeriodoDialog periodo={periodo()} onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar periodo 7 (Bridgewatch)' });
    await waitFor(() => expect(dialog.querySelector('#cerrar-distribuidor')).toHaveFocus());
  });

  it('warns with the difference when silver albion is below silver app beyond the guild threshold, and asks', async () => {
    const put = mockApi(3);
    // −$2.000.000 on $10.000.000: 20 %, beyond the threshold of 10 %.
    const lejos = periodo({ silver_app: 10_000_000, silver_albion: 8_000_000 });
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={lejos} onHide={() => undefined} />);
    await user.click(await screen.findByLabelText(/Casa del gremio/));
    await choose(user, 'Distribuidor', 'distribuidor');
    const aviso = await screen.findByTestId('aviso-diferencia');
    expect(aviso).toHaveTextContent(
      'El silver albion ($8.000.000) está por debajo del silver app ($10.000.000) en más del 10 %: la diferencia es -$2.000.000.',
    );
    const confirmar = screen.getByRole('button', { name: 'Cerrar periodo' });
    expect(confirmar).toBeDisabled();
    await user.click(screen.getByLabelText('Cerrar igualmente con una diferencia de -$2.000.000'));
    expect(confirmar).toBeEnabled();
    await user.click(confirmar);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['within the default threshold (5 % below)', 10, 9_500_000],
    ['within the threshold the guild set (20 % below, threshold 25 %)', 25, 8_000_000],
    ['above silver app', 10, 12_000_000],
  ])('does not warn %s', async (_caso, umbral, silver_albion) => {
    mockApi(3, umbral);
    const cerca = periodo({ silver_app: 10_000_000, silver_albion });
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={cerca} onHide={() => undefined} />);
    await user.click(await screen.findByLabelText(/Casa del gremio/));
    await choose(user, 'Distribuidor', 'distribuidor');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar periodo' })).toBeEnabled());
    expect(screen.queryByTestId('aviso-diferencia')).toBeNull();
  });
});
