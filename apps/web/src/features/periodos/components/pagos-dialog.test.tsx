import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PagoRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { failure, periodo, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PagosDialog } from './pagos-dialog';

afterEach(() => vi.restoreAllMocks());

const row = (id_player: number, nickname: string, esta_pagado: boolean, estado = 2): PagoRow => ({
  nickname,
  id_player,
  id_periodo: 7,
  sum: 1_234_567,
  esta_pagado,
  distribuidor_nickname: 'distribuidor',
  estado_distribucion: estado,
});

const FONDO = { impuesto: 500, resto: 3, total: 503 };

function mockTabla(rows: PagoRow[]) {
  let current = rows;
  const post = vi.spyOn(api, 'post').mockImplementation(async (url) => {
    if (url === '/distribuciones/tablaDePago') return { data: { ok: true, message: current, count: current.length } };
    throw new Error(`POST inesperado ${url}`);
  });
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/distribuciones/fondoGremio') return { data: { ok: true, message: FONDO, impuesto_gremio_pct: 0 } };
    throw new Error(`GET inesperado ${url}`);
  });
  return { post, set: (next: PagoRow[]) => (current = next) };
}

const enDistribucion = periodo({
  distribuidor_nickname: 'distribuidor',
  id_estado_distribucion: 2,
  nombre_estado_distribucion: 'En distribución',
});

describe('PagosDialog (docs/domain.md, "Screens and texts")', { timeout: 20_000 }, () => {
  it('shows a row per player with the sum and paid state; anonymous: Pay disabled, no finalize', async () => {
    signIn(null);
    mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const ana = (await screen.findByText('ana')).closest('tr')!;
    expect(within(ana).getByText('$1.234.567')).toBeInTheDocument();
    expect(within(ana).getByText('Pagado')).toBeInTheDocument();
    const beto = screen.getByText('beto').closest('tr')!;
    expect(within(beto).getByText('Pendiente')).toBeInTheDocument();
    expect(within(beto).getByRole('button', { name: 'Pagar a beto' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Finalizar distribución' })).toBeNull();
  });

  it.each([
    ['another account (even the treasurer)', 'tesorero', [8], 2],
    ['the distributor in state 3', 'distribuidor', [5], 3],
    ['the distributor in state 1', 'distribuidor', [5], 1],
  ])('keeps Pay disabled for %s', async (_name, nickname, cargos, estado) => {
    signIn(nickname, cargos);
    mockTabla([row(2, 'beto', false, estado)]);
    renderWithProviders(
      <PagosDialog
        periodo={periodo({ distribuidor_nickname: 'distribuidor', id_estado_distribucion: estado })}
        onHide={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Pagar a beto' })).toBeDisabled();
  });

  it('lets the distributor pay a pending player in state 2, then shows it paid', async () => {
    signIn('distribuidor', [5]);
    const tabla = mockTabla([row(1, 'ana', true), row(2, 'beto', false)]);
    const put = vi.spyOn(api, 'put').mockImplementation(async () => {
      tabla.set([row(1, 'ana', true), row(2, 'beto', true)]);
      return { data: { ok: true, message: 'Pago registrado' } };
    });
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Pagar a ana' })).toBeDisabled();
    const pagar = screen.getByRole('button', { name: 'Pagar a beto' });
    expect(pagar).toBeEnabled();
    const finalizar = screen.getByRole('button', { name: 'Finalizar distribución' });
    expect(finalizar).toBeDisabled();
    await user.click(pagar);
    expect(put).toHaveBeenCalledWith('/distribuciones/jugadorDistribuido', [{ id_player: 2, idPeriodo: 7 }]);
    await waitFor(() => expect(screen.getByTestId('pagos-progreso')).toHaveTextContent('Pagados 2 de 2'));
    expect(screen.getByRole('button', { name: 'Pagar a beto' })).toBeDisabled();
    expect(finalizar).toBeEnabled();
  });

  it('finalizes when everything is paid: "Distribución finalizada" and the dialog resets', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(1, 'ana', true)]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Distribución finalizada' } });
    const onHide = vi.fn();
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={onHide} />);
    const finalizar = await screen.findByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    expect(put).toHaveBeenCalledWith('/distribuciones/cerrarDistribucion', [{ idPeriodo: 7 }]);
    expect(await screen.findByText('Distribución finalizada')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalled();
  });

  it('shows an error toast when a payment fails', async () => {
    signIn('distribuidor', [5]);
    mockTabla([row(2, 'beto', false)]);
    vi.spyOn(api, 'put').mockRejectedValue(failure(409, 'El periodo está Finalizado'));
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Pagar a beto' }));
    expect(await screen.findByText(/Error encontrado, porfavor vuelva a intentarlo/)).toHaveTextContent(
      'El periodo está Finalizado',
    );
  });

  it('"Copiar" puts the chest configuration on the clipboard and confirms', async () => {
    signIn(null);
    mockTabla([row(2, 'beto', false)]);
    // user-event provides the clipboard of the test.
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Copiar configuración del cofre de beto' }));
    expect(await screen.findByText('Configuración copiada')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Jugador beto: Copropietario');
    expect(copied).toContain('Gremio: Sin acceso');
  });
});
