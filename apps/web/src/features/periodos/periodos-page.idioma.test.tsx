// The periods overview and its treasurer dialogs in English and Português (docs/idiomas.md): the
// feature's texts, and dates and silver in each language's format.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../lib/api-client';
import { periodo, signIn } from '../../testing/fixtures';
import { dropdownOptions } from '../../testing/primereact';
import { renderWithProviders } from '../../testing/render';
import { usarIdioma } from '../../testing/idioma';
import { chestConfig } from './chest-config';
import PeriodosPage from './periodos-page';

afterEach(() => vi.restoreAllMocks());

function mockGets() {
  vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
    switch (url) {
      case '/distribuciones/resumenDistribucion':
        return {
          data: { ok: true, message: [periodo({ id_periodo: (config?.params as { page: number }).page * 100 })], count: 1 },
        };
      case '/distribuciones/top3BestPlayers':
        return { data: { ok: true, message: [{ nickname: 'ana', total_silver_unitario: 1_234_567 }] } };
      case '/distribuciones/top3BestCreadores':
        return { data: { ok: true, message: [{ nickname: 'encargado1', silver_app: 5000 }] } };
      case '/distribuciones/getLugares':
        return { data: { ok: true, lugares: [{ id_lugar_distribucion: 1, lugar: 'Martlock' }] } };
      case '/distribuciones/periodosEnCurso':
        return {
          data: { ok: true, message: [periodo({ id_periodo: 55, id_lugar_distribucion: 1, lugar: 'Martlock' })], count: 1 },
        };
      default:
        throw new Error(`GET inesperado ${url}`);
    }
  });
}

describe('PeriodosPage in each language', { timeout: 20_000 }, () => {
  it('English: headings, cards, table, dates and silver', async () => {
    await usarIdioma('en');
    signIn(null);
    mockGets();
    renderWithProviders(<PeriodosPage />, { path: '/distribucion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Distribution periods' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Periods' })).toBeInTheDocument();
    const filtro = screen.getByRole('group', { name: 'Show periods' });
    expect(within(filtro).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filtro).getByRole('button', { name: 'Ongoing' })).toBeInTheDocument();
    expect(await screen.findByText('Highest earnings of the last 30 days')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(screen.getByText('$1,234,567')).toBeInTheDocument();
    expect(screen.getByText('Search earnings')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '15 days' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Since creation' })).toBeInTheDocument();
    const tabla = await screen.findByRole('table', { name: 'Distribution periods' });
    expect(within(tabla).getByRole('columnheader', { name: 'Start date' })).toBeInTheDocument();
    expect(within(tabla).getByRole('cell', { name: 'September 21, 2025' })).toBeInTheDocument();
    expect(within(tabla).getByRole('cell', { name: '$2,000,000' })).toBeInTheDocument();
    expect(within(tabla).getByText('Open')).toBeInTheDocument();
    expect(within(tabla).getByText('Unassigned')).toBeInTheDocument();
    expect(within(tabla).getByRole('button', { name: 'Distribution of period 100' })).toHaveTextContent('Distribution');
    expect(within(tabla).getByRole('button', { name: 'Payments of period 100' })).toHaveTextContent('Payments');
    expect(screen.queryByRole('button', { name: 'New period' })).toBeNull();
  });

  it("English: the treasurer's «New period» dialog", async () => {
    await usarIdioma('en');
    signIn('tesorero', [8]);
    mockGets();
    const { user } = renderWithProviders(<PeriodosPage />, { path: '/distribucion' });
    await user.click(await screen.findByRole('button', { name: 'New period' }));
    const nuevo = await screen.findByRole('dialog', { name: 'New period' });
    expect(within(nuevo).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      within(nuevo).getByText('A location with an open period does not take another until it is closed.'),
    ).toBeInTheDocument();
    expect(await dropdownOptions(user, 'Location')).toContain('Martlock · period 55 is already open');
  });

  it('English: «Change value» names the period and its value in the language', async () => {
    await usarIdioma('en');
    signIn('tesorero', [8]);
    mockGets();
    const { user } = renderWithProviders(<PeriodosPage />, { path: '/distribucion' });
    await user.click(await screen.findByRole('button', { name: '$2,000,000: change the value of period 100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change value' });
    expect(within(dialog).getByText('Period 100 (Bridgewatch) · current value $2,000,000')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New value (Albion silver)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('Português: headings, cards, table, dates and silver, and «Novo período»', async () => {
    await usarIdioma('pt-BR');
    signIn('tesorero', [8]);
    mockGets();
    const { user } = renderWithProviders(<PeriodosPage />, { path: '/distribucion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Períodos de distribuição' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mostrar períodos' })).toBeInTheDocument();
    expect(await screen.findByText('Maiores ganhos dos últimos 30 dias')).toBeInTheDocument();
    // «TOP Players» is the spec's Spanish label only: Portuguese says it its own way.
    expect(screen.getByText('TOP Jogadores')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Medalha de ouro' })).toBeInTheDocument();
    expect(screen.getByText('Pesquisar ganhos')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Desde a criação' })).toBeInTheDocument();
    const tabla = await screen.findByRole('table', { name: 'Períodos de distribuição' });
    expect(within(tabla).getByRole('columnheader', { name: 'Data inicial' })).toBeInTheDocument();
    expect(within(tabla).getByRole('cell', { name: '21 de setembro de 2025' })).toBeInTheDocument();
    expect(within(tabla).getByRole('button', { name: 'Aberto: fechar o período 100' })).toBeInTheDocument();
    expect(within(tabla).getByRole('button', { name: '$2.000.000: alterar o valor do período 100' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo período' }));
    const nuevo = await screen.findByRole('dialog', { name: 'Novo período' });
    expect(within(nuevo).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

describe('chestConfig in each language', () => {
  it("English: the game's access levels and the silver in English", async () => {
    await usarIdioma('en');
    expect(chestConfig({ nickname: 'beto', sum: 1_234_567 }, 7)).toBe(
      [
        'Chest settings of beto (period 7, $1,234,567)',
        'Player beto: Co-Owner',
        'Owner: Owner',
        'Guild: No Access',
        'Everyone: No Access',
      ].join('\n'),
    );
  });
  it('Português', async () => {
    await usarIdioma('pt-BR');
    expect(chestConfig({ nickname: 'beto', sum: 1_234_567 }, 7).split('\n')[0]).toBe(
      'Configuração do baú de beto (período 7, $1.234.567)',
    );
  });
});
