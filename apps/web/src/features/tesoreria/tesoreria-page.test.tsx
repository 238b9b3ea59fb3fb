// «Tesorería» (docs/libro.md): the accounts with their balances and what the guild
// owes its members, an account's entries with the balance each left, the withdrawals' decisions and
// the leader's adjustment. The API is mocked: what is checked is what the screen shows and sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CARGO, type CuentaLibro, type MovimientoLibro, type Retiro } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { failure, signIn } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import TesoreriaPage from './tesoreria-page';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

const CUENTAS: CuentaLibro[] = [
  { id_cuenta_libro: 2, nombre: 'Tesorería', tipo: 'gremio', clave: 'tesoreria', saldo: 3_000_000 },
  { id_cuenta_libro: 9, nombre: 'Mantenimiento', tipo: 'gremio', saldo: -50_000 },
  { id_cuenta_libro: 20, nombre: 'brunhild', tipo: 'jugador', nickname: 'brunhild', saldo: 600_000 },
];
const MOVIMIENTOS: MovimientoLibro[] = [
  {
    id_transaccion: 31,
    fecha: '2026-11-20T10:00:00Z',
    concepto: 'ajuste',
    silver: -100_000,
    saldo: 600_000,
    id_periodo: null,
    razon: 'Multa por llegar tarde',
  },
  {
    id_transaccion: 30,
    fecha: '2026-11-19T10:00:00Z',
    concepto: 'cierre',
    silver: 700_000,
    saldo: 700_000,
    id_periodo: 12,
    razon: null,
  },
];
const retiro = (over: Partial<Retiro>): Retiro => ({
  id_retiro: 4,
  nickname: 'brunhild',
  silver: 250_000,
  estado: 'pendiente',
  fecha: '2026-11-21T09:00:00Z',
  razon: null,
  revisado_por: null,
  pagado_por: null,
  ...over,
});

function renderPage(cargos: number[], { retiros = [retiro({})] }: { retiros?: Retiro[] } = {}) {
  signIn('tesorero', cargos);
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/libro/cuentas') return { data: { ok: true, message: CUENTAS, count: 3, total_jugadores: 600_000 } };
    if (url === '/libro/movimientos') return { data: { ok: true, message: MOVIMIENTOS, count: 2 } };
    if (url === '/retiros') return { data: { ok: true, message: retiros, count: retiros.length } };
    return { data: new Blob(['\uFEFF']), headers: new Headers() };
  });
  return { ...renderWithProviders(<TesoreriaPage />), get };
}

const confirmar = async (user: ReturnType<typeof renderPage>['user'], nombre: RegExp, pregunta: string) => {
  const dialogo = await screen
    .findByRole('alertdialog', { name: nombre })
    .catch(() => screen.findByRole('dialog', { name: nombre }));
  expect(dialogo).toHaveTextContent(pregunta);
  await user.click(within(dialogo).getByRole('button', { name: 'Sí' }));
};

describe('TesoreriaPage', { timeout: 30_000 }, () => {
  it('lists the accounts with their balances and what the guild owes its members', async () => {
    const { get } = renderPage([CARGO.TESORERO]);
    const seccion = (await screen.findByRole('heading', { name: 'Cuentas' })).closest('section')!;
    await waitFor(() => expect(within(seccion).getByTestId('total-miembros')).toHaveTextContent('$600.000'));
    const fila = within(seccion).getByRole('button', { name: 'Ver los movimientos de Mantenimiento' }).closest('tr')!;
    expect(fila).toHaveTextContent('Gremio');
    expect(fila).toHaveTextContent('-$50.000');
    expect(within(seccion).getByRole('button', { name: 'Ver los movimientos de brunhild' }).closest('tr')).toHaveTextContent(
      'Jugador$600.000',
    );
    expect(get).toHaveBeenCalledWith('/libro/cuentas', { params: { page: 1 } });
  });

  it('shows the entries of a chosen account, named from the catalogue, filtered by days, and exports them', async () => {
    const { user, get } = renderPage([CARGO.TESORERO]);
    await user.click(await screen.findByRole('button', { name: 'Ver los movimientos de brunhild' }));
    const seccion = (await screen.findByRole('heading', { name: 'Movimientos de brunhild' })).closest('section')!;
    expect(screen.getByRole('heading', { name: 'Movimientos de brunhild' })).toHaveFocus();
    const ajuste = (await within(seccion).findByText('Ajuste · Multa por llegar tarde')).closest('tr')!;
    expect(ajuste).toHaveTextContent('-$100.000');
    expect(within(seccion).getByText('Cierre del periodo · Periodo 12').closest('tr')).toHaveTextContent(
      'Plata$700.000Saldo$700.000',
    );
    expect(get).toHaveBeenCalledWith('/libro/movimientos', { params: { idCuentaLibro: 20, page: 1 } });

    await user.type(within(seccion).getByLabelText('Desde'), '2026-11-01');
    const desde = new Date(2026, 10, 1).toISOString();
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/libro/movimientos', { params: { idCuentaLibro: 20, desde, page: 1 } }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:libro'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // The name starts with what the button shows (axe's label-content-name-mismatch, e2e/libro.spec.ts).
    const exportar = within(seccion).getByRole('button', { name: 'Exportar CSV de los movimientos de brunhild' });
    expect(exportar).toHaveTextContent('Exportar CSV');
    await user.click(exportar);
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/exportar/libro.csv', { params: { idCuentaLibro: 20, desde }, responseType: 'blob' }),
    );
  });

  it('approves a pending withdrawal after confirming, and rejects one only with a reason', async () => {
    const { user, get } = renderPage([CARGO.TESORERO]);
    const seccion = (await screen.findByRole('heading', { name: 'Retiros' })).closest('section')!;
    await within(seccion).findByRole('button', { name: 'Aprobar el retiro #4' });
    expect(get).toHaveBeenCalledWith('/retiros', { params: { estado: 'pendiente', page: 1 } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Retiro aprobado' } });
    await user.click(within(seccion).getByRole('button', { name: 'Aprobar el retiro #4' }));
    await confirmar(user, /Aprobar el retiro #4/, '¿Aprobar el retiro #4 de brunhild por $250.000?');
    await waitFor(() => expect(put).toHaveBeenCalledWith('/retiros/aprobar', [{ idRetiro: 4 }], expect.anything()));

    put.mockClear();
    await user.click(within(seccion).getByRole('button', { name: 'Rechazar el retiro #4' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar el retiro #4' });
    await user.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText('Escriba la razón del rechazo')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(within(dialogo).getByLabelText('Razón'), 'Saldo en disputa');
    await user.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/retiros/rechazar', [{ idRetiro: 4, razon: 'Saldo en disputa' }], expect.anything()),
    );
  });

  it('a distributor pays an approved withdrawal after confirming, and cannot approve', async () => {
    const { user, get } = renderPage([CARGO.DISTRIBUIDOR], {
      retiros: [retiro({ estado: 'aprobado', revisado_por: 'tesorero' })],
    });
    const seccion = (await screen.findByRole('heading', { name: 'Retiros' })).closest('section')!;
    await within(seccion).findByText('Revisó: tesorero');
    expect(get).toHaveBeenCalledWith('/retiros', { params: { estado: 'aprobado', page: 1 } });
    expect(within(seccion).queryByRole('button', { name: /Aprobar/ })).toBeNull();
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Retiro pagado' } });
    await user.click(within(seccion).getByRole('button', { name: 'Pagar el retiro #4' }));
    await confirmar(user, /Pagar el retiro #4/, '¿Marcar como pagado en el juego el retiro #4: $250.000 a brunhild?');
    await waitFor(() => expect(put).toHaveBeenCalledWith('/retiros/pagar', [{ idRetiro: 4 }], expect.anything()));
  });

  it('shows the server’s sentence when a decision is refused', async () => {
    const { user } = renderPage([CARGO.TESORERO]);
    vi.spyOn(api, 'put').mockRejectedValue(failure(409, 'El retiro #4 ya no está pendiente'));
    await user.click(await screen.findByRole('button', { name: 'Aprobar el retiro #4' }));
    await confirmar(user, /Aprobar el retiro #4/, '¿Aprobar');
    expect(await screen.findByText('El retiro #4 ya no está pendiente', { exact: false })).toBeInTheDocument();
  });

  it('the leader adjusts a balance: account, direction, silver and a required reason', async () => {
    const { user } = renderPage([CARGO.LIDER]);
    await user.click(await screen.findByRole('button', { name: 'Ver los movimientos de brunhild' }));
    await user.click(screen.getByRole('button', { name: 'Ajuste' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ajustar un saldo' });
    expect(within(dialogo).getByLabelText('Cuenta')).toHaveValue('20');
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: 'Ajuste registrado' } });
    await user.click(within(dialogo).getByRole('button', { name: 'Ajustar' }));
    expect(await within(dialogo).findByText('Escriba la plata del ajuste (mayor que 0)')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escriba la razón del ajuste')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialogo).getByLabelText('Restar del saldo (multa, corrección en contra)'));
    await user.type(within(dialogo).getByLabelText('Plata'), '100.000');
    await user.type(within(dialogo).getByLabelText('Razón'), 'Multa');
    await user.click(within(dialogo).getByRole('button', { name: 'Ajustar' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/libro/ajuste',
        [{ idCuentaLibro: 20, silver: -100_000, razon: 'Multa' }],
        expect.anything(),
      ),
    );
    expect(await screen.findByText('brunhild: -$100.000')).toBeInTheDocument();
  });

  it('the leader adjusts a player by nickname and creates a named account', async () => {
    const { user } = renderPage([CARGO.LIDER]);
    await user.click(await screen.findByRole('button', { name: 'Ajuste' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ajustar un saldo' });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: 'ok', id_cuenta_libro: 12 } });
    await user.click(within(dialogo).getByRole('button', { name: 'Ajustar' }));
    expect(await within(dialogo).findByText('Elija una cuenta o escriba un nickname')).toBeInTheDocument();
    await user.type(within(dialogo).getByLabelText('Nickname del jugador'), 'brunhild');
    await user.type(within(dialogo).getByLabelText('Plata'), '500.000');
    await user.type(within(dialogo).getByLabelText('Razón'), 'Depósito');
    await user.click(within(dialogo).getByRole('button', { name: 'Ajustar' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/libro/ajuste',
        [{ nickname: 'brunhild', silver: 500_000, razon: 'Depósito' }],
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajustar un saldo' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Nueva cuenta' }));
    const nueva = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    await user.type(within(nueva).getByLabelText('Nombre de la cuenta'), 'Mantenimiento');
    await user.click(within(nueva).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/libro/cuentas', [{ nombre: 'Mantenimiento' }], expect.anything()));
  });

  it('offers no adjustment nor new account to a treasurer', async () => {
    renderPage([CARGO.TESORERO]);
    await screen.findByRole('button', { name: 'Ver los movimientos de brunhild' });
    expect(screen.queryByRole('button', { name: 'Ajuste' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva cuenta' })).toBeNull();
  });

  it('a member the server refuses sees a clear message instead of the screen', async () => {
    signIn('brunhild', [CARGO.MIEMBRO]);
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'No tiene permiso'));
    renderWithProviders(<TesoreriaPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo el tesorero, el líder y los distribuidores ven la tesorería.',
    );
    expect(screen.queryByRole('heading', { name: 'Cuentas' })).toBeNull();
  });
});
