import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api-client';
import { failure } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { GananciasCard } from './ganancias-card';

afterEach(() => vi.restoreAllMocks());

const intervalo = () => screen.getByRole('combobox', { name: 'Intervalo' });

describe('GananciasCard (docs/domain.md, "Screens and texts")', { timeout: 20_000 }, () => {
  it('keeps "Buscar" disabled until both the nickname and the interval are set', async () => {
    const { user } = renderWithProviders(<GananciasCard />);
    const buscar = screen.getByRole('button', { name: 'Buscar' });
    expect(buscar).toBeDisabled();
    await user.type(screen.getByLabelText('Nickname'), '   ');
    await user.selectOptions(intervalo(), '30 días');
    expect(buscar).toBeDisabled();
    await user.type(screen.getByLabelText('Nickname'), 'ana');
    expect(buscar).toBeEnabled();
  });

  it('says what is missing when Enter is pressed on an incomplete search, and nothing once it is complete', async () => {
    const post = vi.spyOn(api, 'get');
    const { user } = renderWithProviders(<GananciasCard />);
    await user.type(screen.getByLabelText('Nickname'), 'ana{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Elija un intervalo');
    await user.clear(screen.getByLabelText('Nickname'));
    expect(screen.getByRole('alert')).toHaveTextContent('Escriba un nickname y elija un intervalo');
    await user.type(screen.getByLabelText('Nickname'), 'ana');
    await user.selectOptions(intervalo(), '30 días');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers 15, 30, 60, 90 days and "Desde la creación", none chosen at first', () => {
    renderWithProviders(<GananciasCard />);
    const opciones = screen.getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual([
      'Selecciona un intervalo',
      '15 días',
      '30 días',
      '60 días',
      '90 días',
      'Desde la creación',
    ]);
    expect(opciones[0]).toBeDisabled();
    expect(intervalo()).toHaveValue('');
  });

  it('searches with the interval and shows the result', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: { ok: true, message: { id_player: 4, nickname: 'ana', total_silver_unitario: 1_234_567, cantidad_contenido: 12 } },
    });
    const { user } = renderWithProviders(<GananciasCard />);
    await user.type(screen.getByLabelText('Nickname'), ' Ana ');
    await user.selectOptions(intervalo(), '60 días');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const result = await screen.findByTestId('ganancias-resultado');
    expect(result).toHaveTextContent('ana');
    expect(result).toHaveTextContent('$1.234.567');
    expect(result).toHaveTextContent('12');
    expect(get).toHaveBeenCalledWith('/distribuciones/searchGananciasPlayer', { params: { nickname: 'Ana', interval: 60 } });
  });

  it('does not send the interval for "Desde la creación" (0)', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: { ok: true, message: { id_player: 4, nickname: 'ana', total_silver_unitario: 0, cantidad_contenido: 0 } },
    });
    const { user } = renderWithProviders(<GananciasCard />);
    await user.type(screen.getByLabelText('Nickname'), 'ana');
    await user.selectOptions(intervalo(), 'Desde la creación');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByTestId('ganancias-resultado');
    expect(get).toHaveBeenCalledWith('/distribuciones/searchGananciasPlayer', { params: { nickname: 'ana' } });
  });

  it('shows "No se encuentra el jugador" when the search fails', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(failure(404, 'No se encuentra el jugador'));
    const { user } = renderWithProviders(<GananciasCard />);
    await user.type(screen.getByLabelText('Nickname'), 'nadie');
    await user.selectOptions(intervalo(), '15 días');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByText('No se encuentra el jugador')).toBeInTheDocument());
    expect(screen.queryByTestId('ganancias-resultado')).toBeNull();
  });

  it('keeps the search in the URL and does it again when the overview is opened with it', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: { ok: true, message: { id_player: 4, nickname: 'ana', total_silver_unitario: 5_000, cantidad_contenido: 2 } },
    });
    renderWithProviders(<GananciasCard />, { path: '/distribucion?nickname=ana&intervalo=30' });
    expect(screen.getByLabelText('Nickname')).toHaveValue('ana');
    expect(await screen.findByTestId('ganancias-resultado')).toHaveTextContent('$5.000');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/distribuciones/searchGananciasPlayer', { params: { nickname: 'ana', interval: 30 } });
  });
});
