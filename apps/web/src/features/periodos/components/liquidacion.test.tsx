// The settlement tools of the payments dialog: the guild fund, "Deshacer" with a reason, and the
// reconciliation with the game's log ending in "Marcar N coincidencias como pagadas".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ConciliacionRow, PagoRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PagosDialog } from './pagos-dialog';

afterEach(() => vi.restoreAllMocks());

const row = (id_player: number, nickname: string, esta_pagado: boolean): PagoRow => ({
  nickname,
  id_player,
  id_periodo: 7,
  sum: 1_000,
  esta_pagado,
  distribuidor_nickname: 'distribuidor',
  estado_distribucion: 2,
  casa: null,
  cofre: null,
});
const revision = (id_player: number, nickname: string, estado: ConciliacionRow['estado'], esta_pagado = false) => ({
  id_player,
  nickname,
  silver: 1_000,
  movido: estado === 'coincide' ? 1_000 : estado === 'difiere' ? 999 : 0,
  estado,
  esta_pagado,
});

const enDistribucion = periodo({ distribuidor_nickname: 'distribuidor', id_estado_distribucion: 2 });

function mockApi(rows: PagoRow[], conciliar: () => unknown = () => ({})) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/distribuciones/fondoGremio')
      return { data: { ok: true, message: { impuesto: 500, resto: 3, total: 503 }, impuesto_gremio_pct: 0 } };
    // The period's regear lines (regear-pagos.test.tsx): none here.
    if (url === '/regear') return { data: { ok: true, message: [], count: 0 } };
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url) => {
    if (url === '/distribuciones/tablaDePago') return { data: { ok: true, message: rows, count: rows.length } };
    if (url === '/distribuciones/conciliarPagos') return { data: conciliar() };
    throw new Error(`POST inesperado ${url}`);
  });
  const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: '2 pagos registrados', registrados: 2 } });
  return { post, put };
}

describe('payments dialog settlement tools', { timeout: 30_000 }, () => {
  it('shows the guild fund to anyone, and neither Deshacer nor the reconciliation to a visitor', async () => {
    signIn(null);
    mockApi([row(1, 'ana', true)]);
    renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await screen.findByText('ana');
    expect(await screen.findByText('$503')).toBeInTheDocument();
    expect(screen.getByTestId('fondo-gremio')).toHaveTextContent('Fondo del gremio: $503 (impuesto $500 · restos $3)');
    expect(screen.queryByRole('button', { name: 'Deshacer el pago de ana' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Conciliar con el registro del juego' })).toBeNull();
  });

  it('undoes a payment only with a reason', async () => {
    signIn('distribuidor', [5]);
    const { put } = mockApi([row(1, 'ana', true), row(2, 'beto', false)]);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Deshacer el pago de beto' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Deshacer el pago de ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deshacer pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Deshacer' }));
    expect(await within(dialog).findByText('Escriba la razón')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    // Enter sends the reason (Shift+Enter would start a new line).
    await user.type(within(dialog).getByLabelText('Razón'), 'Marcado por error{Enter}');
    // The form's submit validates asynchronously before it sends.
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/distribuciones/deshacerPago',
        [{ id_player: 1, idPeriodo: 7, razon: 'Marcado por error' }],
        intento(),
      ),
    );
    expect(await screen.findByText('Pago deshecho')).toBeInTheDocument();
  });

  it('reviews a pasted log and marks exactly the matching unpaid rows paid', async () => {
    signIn('distribuidor', [5]);
    const respuesta = {
      ok: true,
      message: [
        revision(1, 'ana', 'coincide'),
        revision(2, 'beto', 'difiere'),
        revision(3, 'carla', 'coincide'),
        revision(4, 'dani', 'coincide', true),
        revision(5, 'eva', 'sin_movimiento'),
      ],
      desconocidos: ['Forastero'],
    };
    const { post, put } = mockApi([row(1, 'ana', false)], () => respuesta);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Conciliar con el registro del juego' }));
    const revisar = screen.getByRole('button', { name: 'Revisar' });
    expect(revisar).toBeDisabled();
    await user.click(screen.getByLabelText(/Registro de plata del gremio/));
    await user.paste('"11/20/2026 21:04:11"\t"ana"\t"Withdrawal"\t"-1000"');
    await user.click(revisar);
    expect(post).toHaveBeenCalledWith('/distribuciones/conciliarPagos', [
      { idPeriodo: 7, registro: '"11/20/2026 21:04:11"\t"ana"\t"Withdrawal"\t"-1000"' },
    ]);
    const review = await screen.findByTestId('conciliacion-revision');
    // A count per outcome, then the action, then the list with what needs a look first.
    expect(within(review).getByTestId('conciliacion-resumen')).toHaveTextContent('3 coinciden · 1 difiere · 1 sin movimiento');
    const marcar = within(review).getByRole('button', { name: 'Marcar 2 coincidencias como pagadas' });
    expect(marcar.compareDocumentPosition(within(review).getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(review)
        .getAllByRole('row')
        .map((r) => r.getAttribute('data-testid')),
    ).toEqual([null, 'conciliacion-beto', 'conciliacion-eva', 'conciliacion-ana', 'conciliacion-carla', 'conciliacion-dani']);
    expect(within(review).getByTestId('conciliacion-beto')).toHaveTextContent('Difiere');
    expect(within(review).getByTestId('conciliacion-eva')).toHaveTextContent('Sin movimiento');
    expect(review).toHaveTextContent('No son jugadores del periodo: Forastero');
    await user.click(within(review).getByRole('button', { name: 'Marcar 2 coincidencias como pagadas' }));
    expect(put).toHaveBeenCalledWith('/distribuciones/jugadoresDistribuidos', [{ idPeriodo: 7, ids_player: [1, 3] }], intento());
    expect(await screen.findByText('Pagos registrados')).toBeInTheDocument();
  });

  it('reviews the regear lines too, and marks the matching unpaid claims paid with the matching shares', async () => {
    signIn('distribuidor', [5]);
    const claim = (id_reclamo: number, nickname: string, estado: ConciliacionRow['estado'], esta_pagado = false) => ({
      id_reclamo,
      id_player: id_reclamo + 100,
      nickname,
      silver: 5_000,
      movido: estado === 'coincide' ? 6_000 : 0,
      estado,
      esta_pagado,
    });
    const respuesta = {
      ok: true,
      message: [revision(1, 'ana', 'coincide'), revision(2, 'beto', 'difiere')],
      desconocidos: [],
      regear: [claim(11, 'ana', 'coincide'), claim(12, 'beto', 'sin_movimiento'), claim(13, 'carla', 'coincide', true)],
    };
    const { put } = mockApi([row(1, 'ana', false)], () => respuesta);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Conciliar con el registro del juego' }));
    await user.click(screen.getByLabelText(/Registro de plata del gremio/));
    await user.paste('"11/20/2026 21:04:11"\t"ana"\t"Withdrawal"\t"-6000"');
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    const review = await screen.findByTestId('conciliacion-revision');
    expect(within(review).getByTestId('conciliacion-resumen')).toHaveTextContent('3 coinciden · 1 difiere · 1 sin movimiento');
    const lineas = within(review).getByTestId('conciliacion-regear');
    expect(within(lineas).getByTestId('conciliacion-regear-11')).toHaveTextContent('#11ana$5.000$6.000Coincide');
    expect(within(lineas).getByTestId('conciliacion-regear-12')).toHaveTextContent('Sin movimiento');
    expect(within(lineas).getByTestId('conciliacion-regear-13')).toHaveTextContent('pagado');
    // One share (ana) and one claim (#11): the paid claim #13 is not marked again.
    await user.click(within(review).getByRole('button', { name: 'Marcar 2 coincidencias como pagadas' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/regear/pagarVarios', [{ idPeriodo: 7, ids: [11] }], intento()));
    expect(put).toHaveBeenCalledWith('/distribuciones/jugadoresDistribuidos', [{ idPeriodo: 7, ids_player: [1] }], intento());
    expect(await screen.findByText('Pagos registrados')).toBeInTheDocument();
  });

  it('explains a log that cannot be read beside the text area, not in a passing toast', async () => {
    signIn('distribuidor', [5]);
    mockApi([row(1, 'ana', false)], () => {
      throw failure(400, 'Línea 2 del registro: la fecha no es MM/DD/YYYY HH:MM:SS ni ISO 8601');
    });
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Conciliar con el registro del juego' }));
    await user.click(screen.getByLabelText(/Registro de plata del gremio/));
    await user.paste('x');
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    const campo = screen.getByLabelText(/Registro de plata del gremio/);
    await waitFor(() => expect(campo).toHaveAccessibleDescription(/Línea 2 del registro: la fecha no es MM\/DD\/YYYY/));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo leer el registro. Línea 2 del registro');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error')).toBeNull();
    expect(screen.queryByTestId('conciliacion-revision')).toBeNull();
  });
});
