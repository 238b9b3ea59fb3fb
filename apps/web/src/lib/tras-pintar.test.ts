import { afterEach, describe, expect, it, vi } from 'vitest';
import { trasPintar } from './tras-pintar';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A PerformanceObserver stand-in for `paint`, whose first-contentful-paint entry the test reports. */
function observadorDePintado() {
  const oyentes: ((lista: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  class Observador {
    static supportedEntryTypes = ['paint'];
    constructor(private cb: (lista: { getEntriesByName: (n: string) => unknown[] }) => void) {}
    observe() {
      oyentes.push(this.cb);
    }
    disconnect() {
      oyentes.splice(oyentes.indexOf(this.cb), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observador);
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
  return () => [...oyentes].forEach((cb) => cb({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }));
}

describe('trasPintar', () => {
  it('at the start of a visit, waits for the browser to report its first contentful paint', async () => {
    const pintar = observadorDePintado();
    const trabajo = vi.fn();
    trasPintar(trabajo);
    await new Promise((r) => setTimeout(r, 30));
    expect(trabajo).not.toHaveBeenCalled();
    pintar();
    await new Promise((r) => setTimeout(r, 0));
    expect(trabajo).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by the function it returns', async () => {
    const pintar = observadorDePintado();
    const trabajo = vi.fn();
    trasPintar(trabajo)();
    pintar();
    await new Promise((r) => setTimeout(r, 10));
    expect(trabajo).not.toHaveBeenCalled();
  });

  it('later (or without paint entries), runs after the next frame', async () => {
    const trabajo = vi.fn();
    trasPintar(trabajo);
    await new Promise((r) => setTimeout(r, 50));
    expect(trabajo).toHaveBeenCalledTimes(1);
  });
});
