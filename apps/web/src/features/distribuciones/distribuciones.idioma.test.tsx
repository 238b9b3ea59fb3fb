// The distributions page and its dialogs in English and Portuguese (docs/idiomas.md): translated
// headings, buttons, accessible names and messages, and each language's dates and silver.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../lib/session';
import { usarIdioma } from '../../testing/idioma';
import { mockApi, renderPage, signIn } from './distribuciones-mocks';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([
    import('./components/nueva-distribucion/nueva-distribucion-dialog'),
    import('./components/eliminar-distribucion-dialog'),
    import('./components/nuevo-jugador-dialog'),
  ]);
}, 60_000);
beforeEach(() => sessionStore.notAuthenticated());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** A content manager's page of period 3, its rows shown. */
async function paginaDeEncargado() {
  mockApi();
  signIn('encargado1', [7]);
  renderPage();
  await screen.findByText('ZvZ en Caerleon');
}

describe('the distributions page in English', () => {
  it('heading, state, buttons, columns, dates, silver and the total', async () => {
    await usarIdioma('en');
    await paginaDeEncargado();
    expect(screen.getByRole('heading', { name: 'Distributions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the periods' })).toBeInTheDocument();
    expect(screen.getByText(/^Period 3/)).toBeInTheDocument();
    expect(await screen.findByText(/^Open · opened by /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New player' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New distribution' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Distributions of the period' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Deletion reason' })).toBeInTheDocument();
    const row = rowOf('ZvZ en Caerleon');
    expect(within(row).getByText('September 21, 2025')).toBeInTheDocument();
    expect(within(row).getByText('$3,000,001')).toBeInTheDocument();
    expect(within(row).getByText('Successful')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete distribution 12' })).toBeInTheDocument();
    expect(within(rowOf('Cofres dorados')).getByText('Deleted')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Show the players of distribution 12' })).toBeInTheDocument();
    expect(screen.getByTestId('dist-total')).toHaveTextContent('Total: $4,000,001 (successful distributions)');
  });

  it('«Delete distribution»: its title, summary, field and buttons', async () => {
    await usarIdioma('en');
    await paginaDeEncargado();
    await userEvent.click(screen.getByRole('button', { name: 'Delete distribution 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete distribution' });
    expect(dialog).toHaveTextContent('Distribution 12: ZvZ en Caerleon · $3,000,001 · 2 players');
    expect(within(dialog).getByLabelText('Reason')).toBeInTheDocument();
    expect(within(dialog).getByText(/no longer counts towards payments/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete and correct' })).toBeInTheDocument();
  });

  it('«New distribution»: its fields, the breakdown and the form rules', async () => {
    await usarIdioma('en');
    await paginaDeEncargado();
    await userEvent.click(screen.getByRole('button', { name: 'New distribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'New distribution' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Players/ })).toHaveFocus(), { timeout: 10_000 });
    expect(within(dialog).getByText('Paste a list of names')).toBeInTheDocument();
    expect(within(dialog).getByText('No player selected.')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('E.g.: ZvZ in Caerleon')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Calculate the silver with a breakdown'));
    expect(within(dialog).getByLabelText('Loot value')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Guild tax (%)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('neto-desglose')).toHaveTextContent('Net to split: $0 · tax $0');
    await userEvent.click(within(dialog).getByLabelText('Calculate the silver with a breakdown'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Select at least one player')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the amount of silver')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the reason')).toBeInTheDocument();
  });

  it('«New player»: its title, field and buttons', async () => {
    await usarIdioma('en');
    await paginaDeEncargado();
    await userEvent.click(screen.getByRole('button', { name: 'New player' }));
    const dialog = await screen.findByRole('dialog', { name: 'New player' });
    expect(within(dialog).getByLabelText('Nickname')).toBeInTheDocument();
    expect(within(dialog).getByText(/Albion Online nickname \(letters and numbers, 3 to 32\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('the distributions page in Portuguese', () => {
  it('heading, state, buttons, columns, dates, silver and the total', async () => {
    await usarIdioma('pt-BR');
    await paginaDeEncargado();
    expect(screen.getByRole('heading', { name: 'Distribuições', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos períodos' })).toBeInTheDocument();
    expect(await screen.findByText(/^Aberto · /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo jogador' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova distribuição' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Responsável' })).toBeInTheDocument();
    const row = rowOf('ZvZ en Caerleon');
    expect(within(row).getByText('21 de setembro de 2025')).toBeInTheDocument();
    expect(within(row).getByText('$3.000.001')).toBeInTheDocument();
    expect(within(row).getByText('Concluída')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Excluir distribuição 12' })).toBeInTheDocument();
    expect(within(rowOf('Cofres dorados')).getByText('Excluída')).toBeInTheDocument();
    expect(screen.getByTestId('dist-total')).toHaveTextContent('Total: $4.000.001 (distribuições concluídas)');
  });

  it('«Nova distribuição»: its fields, buttons and the form rules', async () => {
    await usarIdioma('pt-BR');
    await paginaDeEncargado();
    await userEvent.click(screen.getByRole('button', { name: 'Nova distribuição' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova distribuição' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Jogadores/ })).toHaveFocus(), { timeout: 10_000 });
    expect(within(dialog).getByText('Colar uma lista de nomes')).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum jogador selecionado.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Selecione pelo menos um jogador')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a quantidade de prata')).toBeInTheDocument();
  });

  it('«Excluir distribuição»: its title, summary and buttons', async () => {
    await usarIdioma('pt-BR');
    await paginaDeEncargado();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir distribuição 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir distribuição' });
    expect(dialog).toHaveTextContent('Distribuição 12: ZvZ en Caerleon · $3.000.001 · 2 jogadores');
    expect(within(dialog).getByRole('button', { name: 'Excluir e corrigir' })).toBeInTheDocument();
  });
});
