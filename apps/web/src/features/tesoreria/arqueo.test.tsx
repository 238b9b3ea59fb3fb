// «Arqueo del cofre» and «Deshacer pago» in «Tesorería» (docs/libro.md): the pasted log is sent to the
// server, every line shows what it matched or why nothing did, «Marcar N coincidencias» pays the matched
// withdrawals in one call and the screen is read again; a log the server cannot read is said beside the
// text area; only who pays sees the section; undoing a payment needs a reason. The API is mocked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, type ConciliarRetirosResponse, type Retiro } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import TesoreriaPage from './tesoreria-page';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const pagado: Retiro = {
  id_retiro: 7,
  nickname: 'brunhild',
  silver: 250_000,
  estado: 'pagado',
  fecha: '2026-11-21T09:00:00Z',
  razon: null,
  revisado_por: 'tesorero',
  pagado_por: 'dist',
};

function renderPage(cargos: number[], retiros: Retiro[] = []) {
  signIn('dist', cargos);
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/libro/cuentas') return { data: { ok: true, message: [], count: 0, total_jugadores: 0 } };
    if (url === '/retiros') return { data: { ok: true, message: retiros, count: retiros.length } };
    return { data: { ok: true, message: [], count: 0 } };
  });
  return { ...renderWithProviders(<TesoreriaPage />), get };
}

const fecha = '11/20/2026 21:04:11';
const REVISION: ConciliarRetirosResponse = {
  ok: true,
  coincidencias: [4],
  message: [
    { linea: 1, fecha, jugador: 'brunhild', silver: -250_000, tipo: 'retiro', resultado: 'retiro', idRetiro: 4 },
    { linea: 2, fecha, jugador: 'aldric', silver: -500_000, tipo: 'retiro', resultado: 'pago', idPeriodo: 12 },
    { linea: 3, fecha, jugador: 'gala', silver: 80_000, tipo: 'deposito', resultado: 'deposito', idTransaccion: 40 },
    {
      linea: 4,
      fecha,
      jugador: 'Forastero',
      silver: -1_000,
      tipo: 'retiro',
      resultado: 'sin_pareja',
      motivo: 'La app no conoce a ningún jugador Forastero',
    },
  ],
};
const REGISTRO = '"11/20/2026 21:04:11"\t"brunhild"\t"Withdrawal"\t"-250000"';

describe('«Arqueo del cofre»', { timeout: 30_000 }, () => {
  it('reviews the pasted log line by line and pays the matched withdrawals in one call', async () => {
    const { user, get } = renderPage([CARGO.DISTRIBUIDOR]);
    const seccion = (await screen.findByRole('heading', { name: 'Arqueo del cofre' })).closest('section')!;
    const revisar = within(seccion).getByRole('button', { name: 'Revisar' });
    expect(revisar).toBeDisabled();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: REVISION });
    await user.click(within(seccion).getByLabelText('Registro de plata del gremio'));
    await user.paste(REGISTRO);
    await user.click(revisar);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/retiros/conciliar', [{ registro: REGISTRO }]));
    expect(await within(seccion).findByRole('status')).toHaveTextContent(
      '1 retiro · 1 pago de periodo · 1 depósito · 1 sin pareja',
    );
    const tabla = within(seccion).getByRole('table', { name: 'Líneas del registro' });
    expect(within(tabla).getByTestId('arqueo-linea-1')).toHaveTextContent('Retiro aprobado #4');
    expect(within(tabla).getByTestId('arqueo-linea-1')).toHaveTextContent('-$250.000');
    expect(within(tabla).getByTestId('arqueo-linea-2')).toHaveTextContent('Pago de periodo');
    expect(within(tabla).getByTestId('arqueo-linea-2')).toHaveTextContent('Pago pendiente del periodo 12');
    expect(within(tabla).getByTestId('arqueo-linea-3')).toHaveTextContent('ResultadoDepósitoDetalleAjuste del líder');
    expect(within(tabla).getByTestId('arqueo-linea-4')).toHaveTextContent(
      'Sin parejaDetalleLa app no conoce a ningún jugador Forastero',
    );

    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: '1 retiro pagado', pagados: 1 } });
    const llamadasGet = get.mock.calls.length;
    await user.click(within(seccion).getByRole('button', { name: 'Marcar 1 coincidencia' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/retiros/pagarVarios', [{ idRetiro: 4 }], expect.anything()));
    expect(await screen.findByText('Retiros pagados')).toBeInTheDocument();
    expect(screen.getByText('1 retiro pagado')).toBeInTheDocument();
    // The review is read again and the queue refreshed.
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(llamadasGet));
  });

  it('says beside the text area why the server could not read the log, and offers nothing to mark', async () => {
    const { user } = renderPage([CARGO.TESORERO]);
    const seccion = (await screen.findByRole('heading', { name: 'Arqueo del cofre' })).closest('section')!;
    vi.spyOn(api, 'post').mockRejectedValue(failure(400, 'Línea 2 del registro: la fecha no es MM/DD/YYYY HH:MM:SS ni ISO 8601'));
    const campo = within(seccion).getByLabelText('Registro de plata del gremio');
    await user.click(campo);
    await user.paste('x');
    await user.click(within(seccion).getByRole('button', { name: 'Revisar' }));
    expect(await within(seccion).findByText(/Línea 2 del registro: la fecha no es/)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(within(seccion).queryByRole('button', { name: /Marcar/ })).toBeNull();
  });

  it('is offered only to who pays: the leader alone does not see it', async () => {
    renderPage([CARGO.LIDER]);
    await screen.findByRole('heading', { name: 'Retiros' });
    expect(screen.queryByRole('heading', { name: 'Arqueo del cofre' })).toBeNull();
  });
});

describe('«Deshacer pago»', { timeout: 30_000 }, () => {
  it('undoes a paid withdrawal only with a reason', async () => {
    const { user } = renderPage([CARGO.DISTRIBUIDOR], [pagado]);
    const seccion = (await screen.findByRole('heading', { name: 'Retiros' })).closest('section')!;
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: pagado } });
    await user.click(await within(seccion).findByRole('button', { name: 'Deshacer el pago del retiro #7' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Deshacer el pago del retiro #7' });
    expect(dialogo).toHaveTextContent('Deshacer el pago del retiro #7 de brunhild por $250.000');
    await user.click(within(dialogo).getByRole('button', { name: 'Deshacer pago' }));
    expect(await within(dialogo).findByText('Escriba la razón para deshacer el pago')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(within(dialogo).getByLabelText('Razón'), 'Pagado dos veces');
    await user.click(within(dialogo).getByRole('button', { name: 'Deshacer pago' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/retiros/deshacerPago', [{ idRetiro: 7, razon: 'Pagado dos veces' }], expect.anything()),
    );
    expect(await screen.findByText('Pago deshecho')).toBeInTheDocument();
  });
});
