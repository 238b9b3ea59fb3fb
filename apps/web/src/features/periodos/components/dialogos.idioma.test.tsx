// The payments and close-period dialogs in English and Português (docs/idiomas.md): texts, accessible
// names, and silver in each language's format.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PagoRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodo, signIn } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { usarIdioma } from '../../../testing/idioma';
import { PagosDialog } from './pagos-dialog';
import { CerrarPeriodoDialog } from './cerrar-periodo-dialog';

afterEach(() => vi.restoreAllMocks());

const row = (id_player: number, nickname: string, esta_pagado: boolean): PagoRow => ({
  nickname,
  id_player,
  id_periodo: 7,
  sum: 1_234_567,
  esta_pagado,
  distribuidor_nickname: 'distribuidor',
  estado_distribucion: 2,
  casa: 'Casa Norte',
  cofre: id_player,
});

function mockPagos(rows: PagoRow[]) {
  vi.spyOn(api, 'post').mockImplementation(async (url) => {
    if (url === '/distribuciones/tablaDePago') {
      const pagados = rows.filter((r) => r.esta_pagado).length;
      return { data: { ok: true, message: rows, count: rows.length, pagados, jugadores: rows.length } };
    }
    throw new Error(`POST inesperado ${url}`);
  });
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/distribuciones/fondoGremio') {
      return { data: { ok: true, message: { impuesto: 500, resto: 3, total: 503 }, impuesto_gremio_pct: 0 } };
    }
    if (url === '/regear') return { data: { ok: true, message: [], count: 0 } };
    throw new Error(`GET inesperado ${url}`);
  });
}

const enDistribucion = periodo({
  distribuidor_nickname: 'distribuidor',
  id_estado_distribucion: 2,
  nombre_estado_distribucion: 'En distribución',
});

describe('PagosDialog in each language', { timeout: 20_000 }, () => {
  it("English: the distributor's table, actions and confirmation", async () => {
    await usarIdioma('en');
    signIn('distribuidor', [5]);
    mockPagos([row(1, 'ana', true), row(2, 'beto', false)]);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Payments of period 7 (Bridgewatch)' });
    const beto = (await within(dialog).findByText('beto')).closest('tr')!;
    expect(within(beto).getByText('$1,234,567')).toBeInTheDocument();
    expect(within(beto).getByText('Pending')).toBeInTheDocument();
    expect(within(beto).getByText('Casa Norte · chest 2')).toBeInTheDocument();
    expect(within(beto).getByRole('checkbox', { name: 'Select beto' })).toBeInTheDocument();
    expect(within(beto).getByRole('button', { name: 'Copy the chest settings of beto' })).toHaveTextContent('Copy');
    const ana = within(dialog).getByText('ana').closest('tr')!;
    expect(within(ana).getByText('Paid')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Undo the payment of ana' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Chest' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('pagos-progreso')).toHaveTextContent('Paid 1 of 2');
    expect(within(dialog).getByText('In distribution')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Find player')).toHaveAttribute('placeholder', 'Part of the nickname');
    expect(within(dialog).getByLabelText('Pending only')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Pay several at once' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay selected (0)' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reconcile with the game log' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finish distribution' })).toBeDisabled();
    expect(await within(dialog).findByRole('button', { name: 'To pay (0)' })).toBeInTheDocument();
    await user.click(within(beto).getByRole('button', { name: 'Pay beto' }));
    const confirmacion = await screen.findByRole('dialog', { name: 'Record the payment' });
    expect(confirmacion).toHaveTextContent('Pay $1,234,567 to beto? Do it after handing them the silver in the game.');
    expect(within(confirmacion).getByRole('button', { name: 'Yes, pay' })).toBeInTheDocument();
    expect(within(confirmacion).getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('Português: texts, silver and the batch question', async () => {
    await usarIdioma('pt-BR');
    signIn('distribuidor', [5]);
    mockPagos([row(1, 'ana', false), row(2, 'beto', false)]);
    const { user } = renderWithProviders(<PagosDialog periodo={enDistribucion} onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pagamentos do período 7 (Bridgewatch)' });
    const beto = (await within(dialog).findByText('beto')).closest('tr')!;
    expect(within(beto).getByText('$1.234.567')).toBeInTheDocument();
    expect(within(beto).getByText('Pendente')).toBeInTheDocument();
    expect(within(dialog).getByTestId('pagos-progreso')).toHaveTextContent('0 de 2 pagos');
    expect(within(dialog).getByText('Em distribuição')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Selecionar pendentes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pagar selecionados (2)' }));
    const confirmacion = await screen.findByRole('dialog', { name: 'Pagar selecionados' });
    expect(confirmacion).toHaveTextContent(
      'Pagar $2.469.134 no total a 2 jogadores? Faça isso depois de entregar a prata no jogo.',
    );
    expect(within(confirmacion).getByRole('button', { name: 'Sim, pagar' })).toBeInTheDocument();
    expect(within(confirmacion).getByRole('button', { name: 'Não' })).toBeInTheDocument();
  });
});

function mockCerrar(required: number) {
  vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/jugadores/getDistributors') {
      return { data: { ok: true, distribuidores: [{ id_player: 40, nickname: 'distribuidor' }] } };
    }
    if (url === '/distribuciones/fondoGremio') {
      const message = { impuesto: 0, resto: 0, total: 0 };
      return { data: { ok: true, message, impuesto_gremio_pct: 0, aviso_diferencia_pct: 10 } };
    }
    throw new Error(`GET inesperado ${url}`);
  });
  vi.spyOn(api, 'post').mockImplementation(async (url) => {
    if (url === '/distribuciones/getCasas') {
      return { data: { ok: true, message: [{ id_casa: 4, nombre_casa: 'Casa del gremio (Bridgewatch)', cantidad_cofres: 1 }] } };
    }
    if (url === '/distribuciones/tablaDePago') {
      const rows = Array.from({ length: required }, (_, i) => row(i + 1, `jugador${i + 1}`, false));
      return { data: { ok: true, message: rows, count: rows.length } };
    }
    throw new Error(`POST inesperado ${url}`);
  });
}

describe('CerrarPeriodoDialog in each language', { timeout: 20_000 }, () => {
  it('English: houses, chests and the warning below silver app', async () => {
    await usarIdioma('en');
    signIn('tesorero', [8]);
    mockCerrar(1);
    const lejos = periodo({ silver_app: 10_000_000, silver_albion: 8_000_000 });
    const { user } = renderWithProviders(<CerrarPeriodoDialog periodo={lejos} onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Close period 7 (Bridgewatch)' });
    expect(within(dialog).getByRole('group', { name: 'Houses' })).toBeInTheDocument();
    const casa = await within(dialog).findByLabelText('Casa del gremio (Bridgewatch) (1 chest)');
    await waitFor(() => expect(screen.getByTestId('cofres-resumen')).toHaveTextContent('Chests needed: 1 · Chests selected: 0'));
    expect(screen.getByTestId('cofres-explicacion')).toHaveTextContent(
      'One chest is needed for each player with silver to collect in the period (1 player).',
    );
    expect(within(dialog).getByText('Select one or more houses to complete the distribution')).toBeInTheDocument();
    await user.click(casa);
    expect(await within(dialog).findByText('You have the number of chests needed to start distributing')).toBeInTheDocument();
    expect(within(dialog).getByTestId('aviso-diferencia')).toHaveTextContent(
      'The Albion silver ($8,000,000) is below the app silver ($10,000,000) by more than 10%: the difference is -$2,000,000.',
    );
    await user.click(within(dialog).getByLabelText('Close anyway with a difference of -$2,000,000'));
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    // The missing distributor is said as an alert (the dropdown's placeholder says the same words).
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((e) => e.textContent),
      ).toContain('Choose a distributor'),
    );
  });

  it('Português: one player, the house and the $0 warning', async () => {
    await usarIdioma('pt-BR');
    signIn('tesorero', [8]);
    mockCerrar(1);
    renderWithProviders(<CerrarPeriodoDialog periodo={periodo({ silver_albion: 0 })} onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Fechar período 7 (Bridgewatch)' });
    expect(await within(dialog).findByLabelText('Casa del gremio (Bridgewatch) (1 baú)')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('cofres-explicacion')).toHaveTextContent(
        'É preciso um baú para cada jogador com prata a receber no período (1 jogador).',
      ),
    );
    expect(within(dialog).getByText(/A prata do Albion deste período é \$0/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fechar mesmo assim com prata do Albion $0')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar período' })).toBeDisabled();
  });
});
