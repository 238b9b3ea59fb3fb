import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_CLAVE_SIN_EMAIL, type CuentaRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
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
  cargos: [3],
  creada: '2025-09-21T10:00:00.000Z',
});
const CUENTAS = [cuenta(1, 'ana@gremio.test', null), cuenta(2, 'bea@gremio.test', 'bea_dc'), cuenta(3, '', 'carla_dc')];

describe('CuentasPanel and «Entrar con Discord»', { timeout: 30_000 }, () => {
  it('shows how each account signs in, and the leader unlinks a Discord identity after confirming', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, cuentas: CUENTAS } });
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { ok: true, message: 'Discord desvinculado', cuenta: cuenta(3, '', null) } });
    const { user } = renderWithProviders(<CuentasPanel cargos={[{ id_cargo: 3, nombre_cargo: 'MIEMBRO' }]} />);
    const fila = async (texto: string) => (await screen.findByText(texto)).closest('tr')!;
    // An email account: «Email» is both the column's title (stacked on a phone) and its «Acceso».
    const ana = await fila('ana@gremio.test');
    expect(within(ana).getAllByText('Email', { exact: true })).toHaveLength(2);
    expect(within(ana).queryByText(/Discord/)).toBeNull();
    expect(within(await fila('bea@gremio.test')).getByText('Email y Discord (bea_dc)')).toBeInTheDocument();
    expect(within(await fila('jugador3')).getByText('Discord (carla_dc)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desvincular Discord de la cuenta ana@gremio.test' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Desvincular Discord de la cuenta carla_dc (Discord)' }));
    expect(
      await screen.findByText(/¿Quitar el Discord carla_dc de la cuenta carla_dc \(Discord\)\?.*su jugador quedará libre/),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Desvincular' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/cuentas/desvincularDiscord', [{ idCuenta: 3 }], expect.anything()));
  });
});

describe('CuentasPanel: «Restablecer contraseña»', { timeout: 30_000 }, () => {
  it('is offered to email accounts only: an account made by Discord has no password to reset', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, cuentas: CUENTAS } });
    renderWithProviders(<CuentasPanel cargos={[{ id_cargo: 3, nombre_cargo: 'MIEMBRO' }]} />);
    expect(await screen.findByRole('button', { name: 'Restablecer la contraseña de ana@gremio.test' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Restablecer la contraseña de bea@gremio.test' })).toBeEnabled();
    const discord = screen.getByRole('button', { name: 'Restablecer la contraseña de carla_dc (Discord)' });
    expect(discord).toBeDisabled();
    expect(MENSAJE_CLAVE_SIN_EMAIL).toMatch(/entra con Discord y no tiene email/);
  });
});

describe('CuentasPanel: disabling an account', { timeout: 30_000 }, () => {
  it('«Desactivar» asks with the focus on «Cancelar»: a single Enter disables no account', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, cuentas: [cuenta(1, 'ana@gremio.test', null)] } });
    const put = vi.spyOn(api, 'put');
    const { user } = renderWithProviders(<CuentasPanel cargos={[{ id_cargo: 3, nombre_cargo: 'MIEMBRO' }]} />);
    await user.click(await screen.findByRole('button', { name: 'Desactivar la cuenta ana@gremio.test' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Desactivar cuenta' });
    await waitFor(() => expect(within(pregunta).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desactivar cuenta' })).toBeNull());
    expect(put).not.toHaveBeenCalled();
  });
});
