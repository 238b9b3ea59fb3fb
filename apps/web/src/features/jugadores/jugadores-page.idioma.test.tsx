// The players screen in English and Portuguese: headings, tabs, columns, buttons, accessible names,
// dates and the player dialog's texts in the language chosen (Spanish stays in jugadores-page.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from '../../lib/api-client';
import { failure } from '../../testing/fixtures';
import { usarIdioma } from '../../testing/idioma';
import { renderWithProviders } from '../../testing/render';
import JugadoresPage from './jugadores-page';
import { filaJugador } from './jugadores-mocks';

afterEach(() => vi.restoreAllMocks());

const SELECTS = {
  ok: true,
  roles: [{ id_rol: 3, nombre_rol: 'DPS' }],
  cargos: [{ id_cargo: 3, nombre_cargo: 'MIEMBRO' }],
};

const row = filaJugador(4, 'ana');

function mockApi() {
  vi.spyOn(api, 'get').mockResolvedValue({ data: SELECTS });
  vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, message: [row], count: 1 } });
}

describe('JugadoresPage in English and Portuguese', { timeout: 30_000 }, () => {
  it('English: heading, tabs, columns, the date and the player dialog', async () => {
    await usarIdioma('en');
    mockApi();
    const { user } = renderWithProviders(<JugadoresPage />);
    expect(await screen.findByText('ana')).toBeInTheDocument();
    // The cargo's name in English (lib/i18n/nombres.ts); DPS is DPS.
    expect(screen.getByText('ana').closest('tr')).toHaveTextContent('MEMBER');
    expect(screen.getByRole('heading', { name: 'Player management' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Players' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accounts' })).toBeInTheDocument();
    for (const header of ['Id', 'Nickname', 'Rank', 'Role', 'Registration date', 'status', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('September 21, 2025')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status of ana' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit ana' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname to search for')).toHaveAttribute('placeholder', 'Enter the nickname');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Create new player' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Register new player')).toBeInTheDocument();
    const labels = [...dialog.querySelectorAll('.p-dropdown-label')].map((e) => e.textContent);
    expect(labels).toEqual(['Select a role', 'Select a rank']);
    await user.type(within(dialog).getByLabelText('Nickname'), 'bea');
    const guardar = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(guardar).toHaveAccessibleDescription('Still missing: role and rank'));
  });

  it('Português: heading, tabs, columns, the date and the player dialog', async () => {
    await usarIdioma('pt-BR');
    mockApi();
    const { user } = renderWithProviders(<JugadoresPage />);
    expect(await screen.findByText('ana')).toBeInTheDocument();
    expect(screen.getByText('ana').closest('tr')).toHaveTextContent('MEMBRO');
    expect(screen.getByRole('heading', { name: 'Gestão de jogadores' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Jogadores' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contas' })).toBeInTheDocument();
    for (const header of ['Cargo', 'Função', 'Data de cadastro', 'Ação']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('21 de setembro de 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pesquisar' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Criar novo jogador' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cadastrar novo jogador')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nickname'), 'bea');
    const salvar = within(dialog).getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(salvar).toHaveAccessibleDescription('Faltam a função e o cargo'));
  });

  it('English: the refusal for a non-leader', async () => {
    await usarIdioma('en');
    vi.spyOn(api, 'get').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    vi.spyOn(api, 'post').mockRejectedValue(failure(403, 'No tiene permiso para realizar esta acción'));
    renderWithProviders(<JugadoresPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This screen is for the guild leader only/);
  });
});
