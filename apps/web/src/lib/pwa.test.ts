import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actualizar, enlazarManifiesto, registrarServiceWorker, reiniciarPwa, useNuevaVersion } from './pwa';

/** A stand-in of `navigator.serviceWorker` and its registration: events fired by hand. */
function contenedor(controlada: boolean) {
  const oyentes = new EventTarget();
  const registro = Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
  });
  const c = {
    controller: controlada ? ({} as ServiceWorker) : null,
    addEventListener: oyentes.addEventListener.bind(oyentes),
    register: vi.fn(async () => registro),
  };
  const trabajador = () => Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
  return { c: c as unknown as ServiceWorkerContainer, raw: c, registro, oyentes, trabajador };
}
const esperar = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => reiniciarPwa());

describe('the service worker in the page (docs/pwa.md)', () => {
  it('registers /sw.js for the whole app; its first control reads «Mi cuenta» again', async () => {
    const { c, raw, oyentes } = contenedor(false);
    const alPrimerControl = vi.fn();
    registrarServiceWorker(alPrimerControl, c);
    await esperar();
    expect(raw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    oyentes.dispatchEvent(new Event('controllerchange'));
    expect(alPrimerControl).toHaveBeenCalledOnce();
  });

  it('offers a new version once installed, activates it only on «Actualizar»', async () => {
    const { c, registro, trabajador } = contenedor(true);
    registrarServiceWorker(vi.fn(), c);
    const { result } = renderHook(() => useNuevaVersion());
    await act(esperar);
    expect(result.current).toBe(false);
    const nuevo = trabajador();
    registro.installing = nuevo as unknown as ServiceWorker;
    registro.dispatchEvent(new Event('updatefound'));
    nuevo.state = 'installed';
    act(() => void nuevo.dispatchEvent(new Event('statechange')));
    expect(result.current).toBe(true);
    // Offered, not applied: nothing is sent to the worker until the click.
    expect(nuevo.postMessage).not.toHaveBeenCalled();
    actualizar();
    expect(nuevo.postMessage).toHaveBeenCalledWith({ tipo: 'actualizar' });
  });

  it('links the manifest once (after the first paint, app/app.tsx)', () => {
    enlazarManifiesto();
    enlazarManifiesto();
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/manifest.webmanifest');
    links[0]!.remove();
  });

  it('the first install of a browser (no controller yet) is not offered as an update', async () => {
    const { c, registro, trabajador } = contenedor(false);
    registrarServiceWorker(vi.fn(), c);
    const { result } = renderHook(() => useNuevaVersion());
    await act(esperar);
    const nuevo = trabajador();
    registro.installing = nuevo as unknown as ServiceWorker;
    registro.dispatchEvent(new Event('updatefound'));
    nuevo.state = 'installed';
    act(() => void nuevo.dispatchEvent(new Event('statechange')));
    expect(result.current).toBe(false);
  });
});
