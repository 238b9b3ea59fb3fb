// «Venta del botín» on the period's page (docs/venta-botin.md): a participant sees what a bid would cost
// them (the bid minus their share, the contract's pagoDeVenta) and bids; a refusal is shown as the
// server's sentence; an officer closes; a sold sale names its buyer, payment and distribution, one
// without bids says «Desierta»; a member who takes part in none sees no section.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VentaBotin } from '@reparto/contract';
import { HttpError } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { mockApi, renderPage, signIn } from './distribuciones-mocks';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStore.notAuthenticated());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

const participantes = [
  { id_player: 1, nickname: 'aldrakar' },
  { id_player: 2, nickname: 'brunhild' },
  { id_player: 3, nickname: 'caelum' },
];
const abierta: VentaBotin = {
  id_venta: 5,
  id_periodo: 3,
  valor_mercado: 9_000_000,
  cierre: '2099-12-08T20:00:00.000Z',
  motivo: 'Cofre de la ZvZ',
  participantes,
  estado: 'abierta',
  comprador: null,
  pago: null,
  id_distribucion: null,
  pujas: [{ id_puja: 1, nickname: 'brunhild', pct: null, silver: 4_000_000, creada_en: '2099-12-07T20:00:00.000Z' }],
};

describe('Venta del botín', () => {
  it('a participant sees the payment a bid would mean and bids once', async () => {
    const pujar = vi.fn(async () => ({
      ok: true,
      message: 'Puja de $6.000.000 registrada en la venta del botín 5',
      venta: abierta,
    }));
    mockApi({ ventas: [abierta], pujar });
    signIn('aldrakar', [3]);
    renderPage();
    const tarjeta = await screen.findByRole('article', { name: 'Venta 5: Cofre de la ZvZ' });
    expect(within(tarjeta).getByRole('table')).toHaveTextContent('brunhild$4.000.000');
    await userEvent.type(within(tarjeta).getByLabelText('Porcentaje (1–100)'), '200');
    expect(within(tarjeta).getByText('El porcentaje debe ser un número entero entre 1 y 100')).toBeInTheDocument();
    await userEvent.clear(within(tarjeta).getByLabelText('Porcentaje (1–100)'));
    await userEvent.type(within(tarjeta).getByLabelText('Porcentaje (1–100)'), '66');
    // 66 % of 9.000.000 = 5.940.000; at 10 % the net 5.346.000 among three: 1.782.000 each.
    expect(
      await within(tarjeta).findByText('Si gana con $5.940.000 pagará $4.158.000: la puja menos su parte ($1.782.000).'),
    ).toBeInTheDocument();
    const boton = within(tarjeta).getByRole('button', { name: 'Pujar' });
    await userEvent.dblClick(boton);
    expect(pujar).toHaveBeenCalledTimes(1);
    expect(pujar.mock.calls[0]).toEqual([[{ idVenta: 5, pct: 66 }]]);
    expect(within(tarjeta).queryByRole('button', { name: 'Cerrar venta' })).toBeNull();
  });

  it('shows the server’s refusal as its sentence', async () => {
    const pujar = vi.fn(async () => {
      throw new HttpError('409', 409, {
        ok: false,
        code: 'venta.saldoInsuficiente',
        message: 'El periodo 3 paga con los saldos: su pago sería $2.100.000 y puede disponer de $0',
      });
    });
    mockApi({ ventas: [abierta], pujar });
    signIn('caelum', [3]);
    renderPage();
    const tarjeta = await screen.findByRole('article', { name: 'Venta 5: Cofre de la ZvZ' });
    await userEvent.click(within(tarjeta).getByLabelText('Cantidad de plata'));
    await userEvent.type(within(tarjeta).getByLabelText('Plata'), '3000000');
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Pujar' }));
    expect(await within(tarjeta).findByRole('alert')).toHaveTextContent(
      'El periodo 3 paga con los saldos: su pago sería $2.100.000 y puede disponer de $0',
    );
  });

  it('an officer closes; sold and desierta sales say their outcome', async () => {
    const vendida: VentaBotin = {
      ...abierta,
      id_venta: 6,
      estado: 'vendida',
      comprador: 'brunhild',
      pago: 2_800_000,
      id_distribucion: 44,
    };
    const desierta: VentaBotin = { ...abierta, id_venta: 7, estado: 'desierta', pujas: [] };
    const cerrarVenta = vi.fn(async () => ({ ok: true, message: 'Venta del botín 5 cerrada', venta: vendida }));
    mockApi({ ventas: [desierta, vendida, abierta], cerrarVenta });
    signIn('tesorero', [8]);
    renderPage();
    const v6 = await screen.findByRole('article', { name: 'Venta 6: Cofre de la ZvZ' });
    expect(v6).toHaveTextContent('Comprada por brunhild con $4.000.000: paga $2.800.000 (la puja menos su parte).');
    expect(within(v6).getByRole('button', { name: 'Ver la distribución 44' })).toBeInTheDocument();
    const v7 = screen.getByRole('article', { name: 'Venta 7: Cofre de la ZvZ' });
    expect(v7).toHaveTextContent('Desierta: nadie pujó');
    expect(within(v7).getByText('Sin pujas todavía')).toBeInTheDocument();
    const v5 = screen.getByRole('article', { name: 'Venta 5: Cofre de la ZvZ' });
    await userEvent.click(within(v5).getByRole('button', { name: 'Cerrar venta' }));
    expect(cerrarVenta.mock.calls[0]).toEqual([[{ idVenta: 5 }]]);
    expect(screen.getByRole('button', { name: 'Abrir venta del botín' })).toBeInTheDocument();
  });

  it('an officer opens a sale: the players of a voice channel join the participants; the deadline goes as UTC', async () => {
    const abrirVenta = vi.fn(async () => ({
      ok: true,
      message: 'Venta del botín 8 abierta',
      venta: { ...abierta, id_venta: 8 },
    }));
    mockApi({ ventas: [], abrirVenta, voice: { data: [{ id: '1', channel: 'ZvZ' }], configurado: true } });
    signIn('tesorero', [8]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir venta del botín' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir venta del botín' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir venta' }));
    expect(within(dialog).getByText('Seleccione al menos un jugador')).toBeInTheDocument();
    expect(abrirVenta).not.toHaveBeenCalled();
    await within(dialog).findAllByText('Selecciona un canal de voz');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Canal de voz' }).closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'ZvZ', hidden: true }));
    expect(await within(dialog).findByText('caelum')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Cofre');
    await userEvent.type(within(dialog).getByLabelText('Valor de mercado del botín'), '9000000');
    const cierre = within(dialog).getByLabelText('Pujas hasta');
    await userEvent.clear(cierre);
    await userEvent.type(cierre, '2099-12-08T20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir venta' }));
    expect(abrirVenta).toHaveBeenCalledTimes(1);
    expect(abrirVenta.mock.calls[0]).toEqual([
      [
        {
          idPeriodo: 3,
          valorMercado: 9_000_000,
          cierre: new Date(2099, 11, 8, 20, 0).toISOString(),
          motivo: 'Cofre',
          participantes: [3],
        },
      ],
    ]);
  });

  it('a member with no sale sees no section', async () => {
    mockApi({ ventas: [] });
    signIn('caelum', [3]);
    renderPage();
    await screen.findByRole('heading', { name: 'Distribuciones' });
    expect(screen.queryByRole('heading', { name: 'Venta del botín' })).toBeNull();
  });
});
