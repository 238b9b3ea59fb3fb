// The accounts tab and its dialogs in English and Portuguese (Spanish stays in cuentas-panel.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CuentaRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { usarIdioma } from '../../../testing/idioma';
import { renderWithProviders } from '../../../testing/render';
import { CuentasPanel } from './cuentas-panel';

afterEach(() => vi.restoreAllMocks());

const cuenta = (id: number, email: string, discord: string | null): CuentaRow => ({
  id_cuenta: id,
  email,
  discord,
  id_player: id + 10,
  nickname: `jugador${id}`,
  estado_jugador: true,
  activa: true,
  cargos: [],
  creada: '2025-09-21T10:00:00.000Z',
});
const CUENTAS = [
  cuenta(1, 'ana@gremio.test', null),
  cuenta(2, 'bea@gremio.test', 'bea_dc'),
  { ...cuenta(3, '', 'carla_dc'), cargos: [3] },
];

const renderPanel = () => {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, cuentas: CUENTAS } });
  return renderWithProviders(<CuentasPanel cargos={[{ id_cargo: 3, nombre_cargo: 'MIEMBRO' }]} />).user;
};

describe('CuentasPanel in English and Portuguese', { timeout: 30_000 }, () => {
  it('English: columns, access, accessible names, the confirmation and the password dialog', async () => {
    await usarIdioma('en');
    const user = renderPanel();
    const bea = (await screen.findByText('bea@gremio.test')).closest('tr')!;
    expect(within(bea).getByText('Email and Discord (bea_dc)')).toBeInTheDocument();
    expect(within(bea).getByText('No ranks')).toBeInTheDocument();
    expect(within(bea).getByText('Enabled')).toBeInTheDocument();
    // A cargo's name in English (lib/i18n/nombres.ts).
    expect(within(screen.getByText('jugador3').closest('tr')!).getByText('MEMBER')).toBeInTheDocument();
    for (const header of ['Email', 'Player', 'Access', 'Ranks', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Reset the password of carla_dc (Discord)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable the account ana@gremio.test' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Disable account' });
    expect(pregunta).toHaveTextContent('Disable the account ana@gremio.test?');
    await user.click(within(pregunta).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable account' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reset the password of ana@gremio.test' }));
    const clave = await screen.findByRole('dialog', { name: 'Reset the password of ana@gremio.test' });
    expect(within(clave).getByLabelText('New password')).toBeInTheDocument();
    expect(within(clave).getByRole('button', { name: 'Generate' })).toBeInTheDocument();
    expect(within(clave).getByText(/^At least \d+ characters\.$/)).toBeInTheDocument();
    expect(within(clave).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('Português: access, accessible names and the create dialog', async () => {
    await usarIdioma('pt-BR');
    const user = renderPanel();
    const carla = (await screen.findByText('jugador3')).closest('tr')!;
    expect(within(carla).getByText('Discord (carla_dc)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desvincular o Discord da conta carla_dc (Discord)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargos de ana@gremio.test' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    const criar = await screen.findByRole('dialog', { name: 'Criar conta' });
    expect(within(criar).getByLabelText('Nickname do jogador')).toBeInTheDocument();
    expect(within(criar).getByLabelText('Senha inicial')).toBeInTheDocument();
    expect(within(criar).getByText(/^Pelo menos \d+ caracteres\.$/)).toBeInTheDocument();
  });
});
