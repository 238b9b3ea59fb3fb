// «Solicitudes de Discord» on the accounts tab (docs/integraciones.md, "Primer acceso"): the leader sees
// each first login waiting for approval and approves (after confirming) or rejects it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SolicitudDiscordRow } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { CuentasPanel } from './cuentas-panel';

afterEach(() => vi.restoreAllMocks());

const SOLICITUD: SolicitudDiscordRow = {
  id_solicitud: 7,
  discord: 'intruso_dc',
  nombres: ['intruso', 'intruso_dc'],
  id_player: 12,
  nickname: 'aldrakar',
  coincide: false,
  tuvoCuenta: false,
  creada: '2025-09-21T10:00:00.000Z',
};

function conSolicitudes(solicitudes: SolicitudDiscordRow[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/cuentas/solicitudesDiscord' ? { ok: true, solicitudes } : { ok: true, cuentas: [] },
  }));
}

describe('CuentasPanel: the Discord requests', { timeout: 30_000 }, () => {
  it('lists each request with its Discord names and why it waits; approving asks first, with the focus on «Cancelar»', async () => {
    conSolicitudes([SOLICITUD]);
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { ok: true, message: 'Solicitud aprobada: aldrakar ya puede entrar con Discord' } });
    const { user } = renderWithProviders(<CuentasPanel cargos={[]} />);
    expect(await screen.findByRole('heading', { name: 'Solicitudes de Discord (1)' })).toBeInTheDocument();
    const fila = screen.getByText('intruso, intruso_dc').closest('tr')!;
    expect(within(fila).getByText('aldrakar')).toBeInTheDocument();
    expect(within(fila).getByText('Ningún nombre coincide')).toBeInTheDocument();
    await user.click(within(fila).getByRole('button', { name: 'Aprobar que intruso_dc entre como aldrakar' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Aprobar' });
    expect(pregunta).toHaveTextContent(/Ninguno de sus nombres de Discord es ese nickname/);
    await waitFor(() => expect(within(pregunta).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    expect(put).not.toHaveBeenCalled();
    await user.click(within(pregunta).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/cuentas/aprobarSolicitudDiscord', [{ idSolicitud: 7 }], expect.anything()),
    );
  });

  it('rejects with one click', async () => {
    conSolicitudes([SOLICITUD]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Solicitud rechazada' } });
    const { user } = renderWithProviders(<CuentasPanel cargos={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Rechazar que intruso_dc entre como aldrakar' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/cuentas/rechazarSolicitudDiscord', [{ idSolicitud: 7 }], expect.anything()),
    );
  });

  it('shows nothing while no request waits', async () => {
    const get = conSolicitudes([]);
    renderWithProviders(<CuentasPanel cargos={[]} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/cuentas/solicitudesDiscord'));
    expect(screen.queryByRole('heading', { name: /Solicitudes de Discord/ })).toBeNull();
  });
});
