import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Notificacion } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { intento } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { NotificacionesPanel } from './notificaciones-panel';
import es from '../textos/es';

const TITULO_NOTIFICACIONES = es['notif.titulo'];

afterEach(() => vi.restoreAllMocks());

const fila = (id: number, extra: Partial<Notificacion> = {}): Notificacion => ({
  id_outbox: id,
  creado: '2025-09-21T10:00:00.000Z',
  tipo: 'distribucion_creada',
  resumen: `Distribución ${id} creada (ZvZ): $1.000.000 entre 2 jugadores`,
  estado: 'enviado',
  intentos: 1,
  error: null,
  enviado: '2025-09-21T10:00:01.000Z',
  proximo_intento: '2025-09-21T10:00:00.000Z',
  ...extra,
});

const renderPanel = () => renderWithProviders(<NotificacionesPanel />).user;

describe('NotificacionesPanel', () => {
  it('shows each message with its state and error, and retries a failed one', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: {
        ok: true,
        configurado: true,
        message: [fila(2, { estado: 'fallido', intentos: 1, error: 'Discord respondió 404: Unknown Webhook' }), fila(1)],
      },
    });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'Mensaje 2 en cola de nuevo' } });
    const user = renderPanel();
    const table = await screen.findByRole('table', { name: TITULO_NOTIFICACIONES });
    const fallida = (await within(table).findByText(/Distribución 2 creada/)).closest('tr')!;
    expect(fallida).toHaveTextContent('Fallido');
    expect(fallida).toHaveTextContent('Discord respondió 404: Unknown Webhook');
    expect(
      within(table)
        .getByText(/Distribución 1 creada/)
        .closest('tr'),
    ).toHaveTextContent('Enviado');
    expect(within(table).getAllByRole('button', { name: /^Reintentar mensaje/ })).toHaveLength(1);
    await user.click(within(fallida).getByRole('button', { name: 'Reintentar mensaje 2' }));
    expect(put).toHaveBeenCalledWith('/notificaciones/reintentar', [{ id: 2 }], intento());
    expect(await screen.findByText('Mensaje 2 en cola de nuevo')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/notificaciones');
  });

  it('says when the webhook is not configured', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, configurado: false, message: [] } });
    renderPanel();
    expect(await screen.findByText(/no están configuradas \(ni DISCORD_WEBHOOK_URL ni DISCORD_TOKEN\)/)).toBeInTheDocument();
  });
});
