// «Notificaciones» on «Mi cuenta» (docs/pwa.md, «Avisos en el dispositivo»): the states the browser gives
// — not supported, blocked, off, on — and turning them on (the permission, the subscription with the
// server's key, the kinds sent) and off. The browser's Notification and PushManager are stubbed here;
// e2e/push.spec.ts runs the real page in Chromium against the local push service.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { AvisosPush } from './avisos-push';

const SUSCRIPCION = { endpoint: 'https://push.example/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
let permiso: NotificationPermission;
let suscrito: boolean;
const subscribe = vi.fn();
const unsubscribe = vi.fn();

function navegador() {
  const sub = { endpoint: SUSCRIPCION.endpoint, toJSON: () => SUSCRIPCION, unsubscribe };
  const pushManager = {
    getSubscription: async () => (suscrito ? sub : null),
    subscribe: async (o: unknown) => (subscribe(o), (suscrito = true), sub),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permiso;
    },
    requestPermission: async () => (permiso = 'granted'),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  permiso = 'default';
  suscrito = false;
  unsubscribe.mockResolvedValue(true);
  navegador();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  subscribe.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const seccion = async () => screen.findByRole('region', { name: 'Notificaciones' });

describe('«Notificaciones»', () => {
  it('says when the browser blocked them', async () => {
    permiso = 'denied';
    renderWithProviders(<AvisosPush />);
    expect(await within(await seccion()).findByText(/Las notificaciones están bloqueadas para este sitio/)).toBeInTheDocument();
  });

  it('says when the browser cannot receive them', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderWithProviders(<AvisosPush />);
    expect(
      await within(await seccion()).findByText('Este navegador no puede recibir notificaciones de la aplicación.'),
    ).toBeInTheDocument();
  });

  it('turns them on with the server’s key and every kind, one kind off, then off', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, message: { clave: 'AQID' } } } as never);
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { ok: true, message: 'Avisos encendidos en este dispositivo' } } as never);
    renderWithProviders(<AvisosPush />);
    const s = await seccion();
    await userEvent.click(await within(s).findByRole('button', { name: 'Activar notificaciones en este dispositivo' }));
    expect(await within(s).findByText('Las notificaciones están activadas en este dispositivo.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/push/clave');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(put.mock.calls[0]!.slice(0, 2)).toEqual([
      '/push/suscripcion',
      [{ ...SUSCRIPCION, tipos: ['pagado', 'retiro', 'regear', 'recordatorio', 'venta'], etiqueta: expect.any(String) }],
    ]);
    await userEvent.click(within(s).getByRole('checkbox', { name: 'se aprueba o se rechaza mi regear' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect((put.mock.calls[1]![1] as [{ tipos: string[] }])[0].tipos).toEqual(['pagado', 'retiro', 'recordatorio', 'venta']);
    await waitFor(() => expect(within(s).getByRole('checkbox', { name: 'se aprueba o se rechaza mi regear' })).not.toBeChecked());
    await userEvent.click(within(s).getByRole('button', { name: 'Desactivar en este dispositivo' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith('/push/baja', [{ endpoint: SUSCRIPCION.endpoint }], expect.anything()),
    );
    expect(unsubscribe).toHaveBeenCalled();
    expect(await within(s).findByRole('button', { name: 'Activar notificaciones en este dispositivo' })).toBeInTheDocument();
  });

  it('shows the kinds the server holds for this browser’s subscription', async () => {
    permiso = 'granted';
    suscrito = true;
    vi.spyOn(api, 'get').mockResolvedValue({
      data: {
        ok: true,
        message: [
          { endpoint: SUSCRIPCION.endpoint, tipos: ['recordatorio'], etiqueta: 'Chrome', creada: '2026-12-07T00:00:00Z' },
        ],
      },
    } as never);
    renderWithProviders(<AvisosPush />);
    const s = await seccion();
    expect(await within(s).findByRole('checkbox', { name: 'va a empezar un evento al que me apunté' })).toBeChecked();
    expect(within(s).getByRole('checkbox', { name: 'se me paga (una parte, un retiro o un regear)' })).not.toBeChecked();
  });
});
