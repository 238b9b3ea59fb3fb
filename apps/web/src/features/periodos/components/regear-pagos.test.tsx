// The regear lines of the payments dialog (docs/regear.md, "Payment"): the period's approved claims to
// pay and its paid ones, «Pagar» (asks first), batch pay, «Deshacer» with a reason and the CSV — for the
// period's distributor in state 2 only, as the shares' buttons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REGEAR_PAGE_SIZE, type Periodo, type Reclamo } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { failure, intento, periodo, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { conCambio } from '../../../testing/cambio';
import { PagosDialog } from './pagos-dialog';

afterEach(() => vi.restoreAllMocks());

const reclamo = (id_reclamo: number, nickname: string, silver: number, estado: Reclamo['estado'] = 'aprobado'): Reclamo => ({
  id_reclamo,
  id_periodo: 7,
  id_distribucion: null,
  id_player: id_reclamo + 100,
  nickname,
  event_id: 5_000 + id_reclamo,
  battle_id: null,
  fecha_muerte: '2026-11-17T20:00:00.000Z',
  fecha_reclamo: '2026-11-17T21:00:00.000Z',
  estado,
  silver,
  silver_reglas: silver,
  sin_precio: 0,
  items: [],
  razon: null,
  revisado_por: 'tesorero',
  pagado_por: estado === 'pagado' ? 'distribuidor' : null,
  fecha_pago: estado === 'pagado' ? '2026-11-18T10:00:00.000Z' : null,
});

const enDistribucion = periodo({ distribuidor_nickname: 'distribuidor', id_estado_distribucion: 2 });
const REGEAR_CAMBIO = { tipo: 'regear', idPeriodo: 7 } as const;

/** The server: GET /regear by period, state and page over `claims`; the writes change them and answer their cambio. */
function mockServer(inicial: Reclamo[]) {
  let claims = inicial;
  const get = vi.spyOn(api, 'get').mockImplementation(async (url, options) => {
    if (url === '/distribuciones/fondoGremio')
      return { data: { ok: true, message: { impuesto: 0, resto: 0, total: 0 }, impuesto_gremio_pct: 0 } };
    if (url === '/regear') {
      const { idPeriodo, estado, page } = options!.params as { idPeriodo: number; estado: string; page: number };
      const filas = claims.filter((r) => r.id_periodo === idPeriodo && r.estado === estado);
      return {
        data: { ok: true, message: filas.slice((page - 1) * REGEAR_PAGE_SIZE, page * REGEAR_PAGE_SIZE), count: filas.length },
      };
    }
    if (url === '/exportar/regear.csv') return { data: new Blob(['a;b\r\n']), headers: new Headers() };
    throw new Error(`GET inesperado ${url}`);
  });
  vi.spyOn(api, 'post').mockImplementation(async (url) => {
    if (url === '/distribuciones/tablaDePago') return { data: { ok: true, message: [], count: 0, pagados: 0, jugadores: 0 } };
    throw new Error(`POST inesperado ${url}`);
  });
  const poner = (ids: number[], estado: Reclamo['estado']) =>
    (claims = claims.map((r) => (ids.includes(r.id_reclamo) ? { ...r, estado } : r)));
  const put = vi.spyOn(api, 'put').mockImplementation(async (url, body) => {
    const [item] = body as [{ idReclamo?: number; ids?: number[] }];
    if (url === '/regear/pagar') {
      poner([item.idReclamo!], 'pagado');
      return conCambio({ ok: true, message: 'Regear pagado' }, REGEAR_CAMBIO);
    }
    if (url === '/regear/pagarVarios') {
      poner(item.ids!, 'pagado');
      return conCambio(
        { ok: true, message: `${item.ids!.length} regears pagados`, registrados: item.ids!.length },
        REGEAR_CAMBIO,
      );
    }
    if (url === '/regear/deshacerPago') {
      poner([item.idReclamo!], 'aprobado');
      return conCambio({ ok: true, message: 'Pago de regear deshecho' }, REGEAR_CAMBIO);
    }
    throw new Error(`PUT inesperado ${url}`);
  });
  return { get, put };
}

const abrir = (p: Periodo = enDistribucion) => renderWithProviders(<PagosDialog periodo={p} onHide={() => undefined} />);
const seccion = () => screen.findByRole('region', { name: 'Regear' });

describe('the regear lines of the payments dialog', { timeout: 30_000 }, () => {
  it('lists the approved claims to pay (id, player, amount, state), and the paid ones on «Pagados»', async () => {
    signIn(null);
    const { get } = mockServer([
      reclamo(3, 'ana', 1_500_000),
      reclamo(4, 'beto', 250_000, 'pagado'),
      reclamo(5, 'carla', 1, 'pendiente'),
    ]);
    const { user } = abrir();
    const regear = await seccion();
    const ana = await within(regear).findByTestId('regear-3');
    expect(ana).toHaveTextContent('#3');
    expect(ana).toHaveTextContent('ana');
    expect(ana).toHaveTextContent('$1.500.000');
    expect(ana).toHaveTextContent('Aprobado');
    expect(within(regear).queryByTestId('regear-4')).toBeNull();
    expect(within(regear).queryByTestId('regear-5')).toBeNull();
    expect(get).toHaveBeenCalledWith('/regear', { params: { idPeriodo: 7, estado: 'aprobado', page: 1 } });
    await waitFor(() => expect(within(regear).getByRole('button', { name: 'Pagados (1)' })).toBeInTheDocument());
    expect(within(regear).getByRole('button', { name: 'Por pagar (1)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(regear).getByRole('button', { name: 'Pagados (1)' }));
    expect(await within(regear).findByTestId('regear-4')).toHaveTextContent('Pagado');
    expect(within(regear).queryByTestId('regear-3')).toBeNull();
    // A visitor: no «Pagar», no selection, no «Deshacer».
    expect(within(regear).queryByRole('button', { name: /Pagar el regear/ })).toBeNull();
    expect(within(regear).queryByRole('button', { name: /Deshacer/ })).toBeNull();
  });

  it('says when the period has no regear to pay, and offers no CSV of nothing', async () => {
    signIn('distribuidor', [5]);
    mockServer([reclamo(5, 'carla', 1, 'pendiente')]);
    abrir();
    const regear = await seccion();
    expect(await within(regear).findByText('Ningún regear aprobado por pagar')).toBeInTheDocument();
    await waitFor(() => expect(within(regear).getByRole('button', { name: 'Pagados (0)' })).toBeInTheDocument());
    expect(within(regear).queryByRole('button', { name: /CSV/ })).toBeNull();
    // The shares' own «Exportar CSV» stays alone in the dialog.
    expect(screen.getAllByRole('button', { name: /Exportar CSV/ })).toHaveLength(1);
  });

  it.each([
    ['another account (even the treasurer)', 'tesorero', [8], 2],
    ['the distributor in state 3', 'distribuidor', [5], 3],
  ])('keeps «Pagar» disabled, and offers no batch nor «Deshacer», for %s', async (_n, nickname, cargos, estado) => {
    signIn(nickname, cargos);
    mockServer([reclamo(3, 'ana', 1_000), reclamo(4, 'beto', 2_000, 'pagado')]);
    const { user } = abrir(periodo({ distribuidor_nickname: 'distribuidor', id_estado_distribucion: estado }));
    const regear = await seccion();
    expect(await within(regear).findByRole('button', { name: 'Pagar el regear #3 de ana' })).toBeDisabled();
    expect(within(regear).queryByRole('checkbox')).toBeNull();
    expect(within(regear).queryByRole('button', { name: /Pagar regear seleccionado/ })).toBeNull();
    await user.click(within(regear).getByRole('button', { name: /^Pagados/ }));
    await within(regear).findByTestId('regear-4');
    expect(within(regear).queryByRole('button', { name: /Deshacer/ })).toBeNull();
  });

  it('lets the distributor pay a claim after a question, then it moves to «Pagados»', async () => {
    signIn('distribuidor', [5]);
    const { put } = mockServer([reclamo(3, 'ana', 1_500_000)]);
    const { user } = abrir();
    const regear = await seccion();
    const pagar = await within(regear).findByRole('button', { name: 'Pagar el regear #3 de ana' });
    await user.click(pagar);
    let pregunta = await screen.findByRole('dialog', { name: 'Pagar regear' });
    expect(pregunta).toHaveTextContent('¿Pagar $1.500.000 a ana por el regear #3?');
    await user.click(within(pregunta).getByRole('button', { name: 'No' }));
    expect(put).not.toHaveBeenCalled();
    await user.click(pagar);
    pregunta = await screen.findByRole('dialog', { name: 'Pagar regear' });
    await user.click(within(pregunta).getByRole('button', { name: 'Sí, pagar' }));
    expect(await screen.findByText('Regear #3 de ana: $1.500.000')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/regear/pagar', [{ idReclamo: 3 }], intento());
    expect(await within(regear).findByText('Ningún regear aprobado por pagar')).toBeInTheDocument();
    expect(within(regear).getByRole('button', { name: 'Pagados (1)' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a payment (e.g. the claim was rejected meanwhile)", async () => {
    signIn('distribuidor', [5]);
    mockServer([reclamo(3, 'ana', 1_000)]);
    vi.spyOn(api, 'put').mockRejectedValue(failure(409, 'El regear #3 no está aprobado: está Rechazado'));
    const { user } = abrir();
    const regear = await seccion();
    await user.click(await within(regear).findByRole('button', { name: 'Pagar el regear #3 de ana' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pagar regear' })).getByRole('button', { name: 'Sí, pagar' }),
    );
    expect(await screen.findByText(/El regear #3 no está aprobado: está Rechazado/)).toBeInTheDocument();
  });

  it('pays the selected claims in one call after one question that states the total', async () => {
    signIn('distribuidor', [5]);
    const { put } = mockServer([reclamo(3, 'ana', 1_000_000), reclamo(4, 'beto', 500_000), reclamo(6, 'carla', 7)]);
    const { user } = abrir();
    const regear = await seccion();
    const lote = within(regear).getByRole('group', { name: 'Pagar varios regears a la vez' });
    expect(within(lote).getByRole('button', { name: 'Pagar regear seleccionado (0)' })).toBeDisabled();
    await user.click(await within(regear).findByRole('checkbox', { name: 'Seleccionar el regear #3 de ana' }));
    await user.click(within(regear).getByRole('checkbox', { name: 'Seleccionar el regear #4 de beto' }));
    await user.click(within(lote).getByRole('button', { name: 'Pagar regear seleccionado (2)' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Pagar regear seleccionado' });
    expect(pregunta).toHaveTextContent('¿Pagar $1.500.000 en total por 2 regears?');
    await user.click(within(pregunta).getByRole('button', { name: 'Sí, pagar' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/regear/pagarVarios', [{ idPeriodo: 7, ids: [3, 4] }], intento()));
    expect(await screen.findByText('2 regears pagados')).toBeInTheDocument();
    await waitFor(() => expect(within(regear).queryByTestId('regear-3')).toBeNull());
    expect(within(regear).getByTestId('regear-6')).toBeInTheDocument();
    // «Seleccionar aprobados» takes every approved claim on screen.
    await user.click(within(lote).getByRole('button', { name: 'Seleccionar aprobados' }));
    expect(within(lote).getByRole('button', { name: 'Pagar regear seleccionado (1)' })).toBeEnabled();
  });

  it('undoes a paid claim only with a reason: it is approved again', async () => {
    signIn('distribuidor', [5]);
    const { put } = mockServer([reclamo(4, 'beto', 250_000, 'pagado')]);
    const { user } = abrir();
    const regear = await seccion();
    await user.click(await within(regear).findByRole('button', { name: 'Pagados (1)' }));
    await user.click(await within(regear).findByRole('button', { name: 'Deshacer el pago del regear #4 de beto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deshacer pago de regear' });
    expect(dialog).toHaveTextContent('¿Deshacer el pago del regear #4 de beto ($250.000)?');
    await user.click(within(dialog).getByRole('button', { name: 'Deshacer' }));
    expect(await within(dialog).findByText('Escriba la razón')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Razón'), 'No se entregó{Enter}');
    // The form validates and sends after the last keystroke; on a loaded CI machine that took over the
    // default 1 s (clean-clone CI, 2026-12-08), so the wait is the file's longest step, not a retry.
    await waitFor(
      () => expect(put).toHaveBeenCalledWith('/regear/deshacerPago', [{ idReclamo: 4, razon: 'No se entregó' }], intento()),
      { timeout: 5_000 },
    );
    expect(await screen.findByText('El regear #4 de beto vuelve a estar aprobado')).toBeInTheDocument();
    await waitFor(() => expect(within(regear).getByRole('button', { name: 'Por pagar (1)' })).toBeInTheDocument());
  });

  it("«Finalizar distribución» with regear still to pay: the server's refusal is said, the dialog stays", async () => {
    signIn('distribuidor', [5]);
    mockServer([reclamo(3, 'ana', 1_000)]);
    const sentencia =
      'Queda 1 reclamo de regear aprobado sin pagar: el periodo se finaliza cuando sus regears están pagados o rechazados';
    const put = vi.spyOn(api, 'put').mockRejectedValue(failure(409, sentencia));
    const onHide = vi.fn();
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={onHide} />);
    const finalizar = await screen.findByRole('button', { name: 'Finalizar distribución' });
    await waitFor(() => expect(finalizar).toBeEnabled());
    await user.click(finalizar);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Finalizar distribución' })).getByRole('button', {
        name: 'Sí, finalizar',
      }),
    );
    expect(await screen.findByText(new RegExp(sentencia))).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/distribuciones/cerrarDistribucion', [{ idPeriodo: 7 }], intento());
    expect(onHide).not.toHaveBeenCalled();
  });

  it('pages the lines on the server, and exports the period’s regear.csv', async () => {
    signIn(null);
    const claims = Array.from({ length: 30 }, (_, i) => reclamo(i + 1, `jug${String(i + 1).padStart(2, '0')}`, 1_000));
    const { get } = mockServer(claims);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = abrir();
    const regear = await seccion();
    await within(regear).findByTestId('regear-1');
    expect(within(regear).queryByTestId('regear-26')).toBeNull();
    const pager = within(regear).getByRole('navigation', { name: 'Páginas del regear del periodo 7' });
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    expect(await within(regear).findByTestId('regear-26')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/regear', { params: { idPeriodo: 7, estado: 'aprobado', page: 2 } });
    await user.click(within(regear).getByRole('button', { name: 'Exportar CSV del regear' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/exportar/regear.csv', { params: { idPeriodo: 7 }, responseType: 'blob' }),
    );
  });
});
