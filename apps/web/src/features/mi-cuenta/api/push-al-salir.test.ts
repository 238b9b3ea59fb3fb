// «Cerrar sesión» turns this browser's notifications off (docs/pwa.md): the server forgets the
// subscription and the browser unsubscribes; a server that fails or never answers does not stop the
// logout (at most 2 s), and the browser unsubscribes anyway. The browser's PushManager is stubbed here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { olvidarPushAlSalir } from './push';

const ENDPOINT = 'https://push.example/abc';
const unsubscribe = vi.fn();
let suscrito: boolean;

beforeEach(() => {
  vi.stubEnv('PROD', true);
  suscrito = true;
  unsubscribe.mockReset().mockResolvedValue(true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  const pushManager = { getSubscription: async () => (suscrito ? { endpoint: ENDPOINT, unsubscribe } : null) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('olvidarPushAlSalir', () => {
  it('tells the server to forget this browser, then unsubscribes it', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ok: true, message: 'ok' } } as never);
    await olvidarPushAlSalir();
    expect(put).toHaveBeenCalledWith(
      '/push/baja',
      [{ endpoint: ENDPOINT }],
      expect.objectContaining({ idempotencyKey: expect.any(String) }),
    );
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes even when the server refuses, and never throws', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new Error('sin conexión'));
    await expect(olvidarPushAlSalir()).resolves.toBeUndefined();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('waits at most 2 s for a server that never answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(api, 'put').mockReturnValue(new Promise(() => undefined) as never);
    const hecho = olvidarPushAlSalir();
    await vi.advanceTimersByTimeAsync(2_000);
    await hecho;
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a subscription', async () => {
    suscrito = false;
    const put = vi.spyOn(api, 'put');
    await olvidarPushAlSalir();
    expect(put).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
  });
});
