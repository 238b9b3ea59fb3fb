import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EventoCambio } from '@reparto/contract';
import { HttpError, api } from './api-client';
import { alCambiar } from './eventos';
import { useRefreshingMutation, type WriteHookOptions, type WriteOptions } from './mutation';

function setup<T = string>(
  fn: (vars: { id: number }, write: WriteOptions) => Promise<T>,
  options: WriteHookOptions<{ id: number }> = {},
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRefreshingMutation(fn, options), { wrapper });
}

let quitar = () => undefined as void;
afterEach(() => {
  quitar();
  vi.unstubAllGlobals();
});

/** Records the cambios handed on to the app shell's refresh (app/en-vivo.ts in the app). */
function refrescos() {
  const recibidos: EventoCambio[] = [];
  quitar = alCambiar((cambio) => {
    recibidos.push(cambio);
  });
  return recibidos;
}

const respuesta = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(status < 400 ? { ok: true } : { ok: false, message: 'No' }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const pagar = async (vars: { id: number }, write: WriteOptions) =>
  (await api.put<{ ok: boolean }>('/distribuciones/jugadorDistribuido', [vars], write)).data;

const keyOf = (fn: ReturnType<typeof vi.fn>, call: number) => (fn.mock.calls[call] as [unknown, WriteOptions])[1].idempotencyKey;

describe('useRefreshingMutation: one request per intent', () => {
  it('a double submit while the request runs sends one request, and both get its answer', async () => {
    let answer: (value: string) => void = () => undefined;
    const fn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = setup(fn);
    let first: Promise<string> = Promise.resolve('');
    let second: Promise<string> = Promise.resolve('');
    act(() => {
      first = result.current.mutateAsync({ id: 1 });
      second = result.current.mutateAsync({ id: 1 });
    });
    await waitFor(() => expect(fn).toHaveBeenCalled());
    answer('hecho');
    await expect(first).resolves.toBe('hecho');
    await expect(second).resolves.toBe('hecho');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('after an answer, the next submit is a new intent with a new key', async () => {
    const fn = vi.fn(async () => 'hecho');
    const { result } = setup(fn);
    await act(() => result.current.mutateAsync({ id: 1 }));
    await act(() => result.current.mutateAsync({ id: 1 }));
    expect(fn).toHaveBeenCalledTimes(2);
    expect(keyOf(fn, 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(fn, 1)).not.toBe(keyOf(fn, 0));
  });

  it('a retry after no answer (connection lost) keeps the key, so the server answers the first request again', async () => {
    const fn = vi
      .fn<(vars: { id: number }, write: WriteOptions) => Promise<string>>()
      .mockRejectedValueOnce(new HttpError('No se pudo conectar con el servidor; compruebe su conexión'))
      .mockResolvedValueOnce('hecho');
    const { result } = setup(fn);
    await act(() => result.current.mutateAsync({ id: 1 }).catch(() => undefined));
    await act(() => result.current.mutateAsync({ id: 1 }));
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    expect(keyOf(fn, 1)).toBe(keyOf(fn, 0));
  });

  it('a refusal is an answer: the next submit (other data or not) is a new intent', async () => {
    const fn = vi
      .fn<(vars: { id: number }, write: WriteOptions) => Promise<string>>()
      .mockRejectedValueOnce(new HttpError('El servidor respondió 409', 409, { ok: false, message: 'No' }))
      .mockResolvedValueOnce('hecho');
    const { result } = setup(fn);
    await act(() => result.current.mutateAsync({ id: 1 }).catch(() => undefined));
    await act(() => result.current.mutateAsync({ id: 1 }));
    expect(keyOf(fn, 1)).not.toBe(keyOf(fn, 0));
  });
});

describe('useRefreshingMutation: what a write refreshes', () => {
  it("refreshes the cambio of its answer's x-cambio header, before the write resolves", async () => {
    const recibidos = refrescos();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta(200, { 'x-cambio': '{"tipo":"pago","idPeriodo":4}' })),
    );
    const { result } = setup(pagar);
    await act(() => result.current.mutateAsync({ id: 1 }));
    expect(recibidos).toEqual([{ tipo: 'pago', idPeriodo: 4 }]);
  });

  it('refreshes nothing when the answer has no header (nothing changed), nor when it fails', async () => {
    const recibidos = refrescos();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta(200)),
    );
    const { result } = setup(pagar);
    await act(() => result.current.mutateAsync({ id: 1 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta(409)),
    );
    await act(() => result.current.mutateAsync({ id: 1 }).catch(() => undefined));
    expect(recibidos).toEqual([]);
  });

  it('a write whose failure may come from a change meanwhile refreshes the cambio it would have made', async () => {
    const recibidos = refrescos();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta(409)),
    );
    const { result } = setup(pagar, { siFalla: (vars) => ({ tipo: 'jugador', idPlayer: vars.id }) });
    await act(() => result.current.mutateAsync({ id: 7 }).catch(() => undefined));
    expect(recibidos).toEqual([{ tipo: 'jugador', idPlayer: 7 }]);
    // A success refreshes its header's cambio only.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta(200, { 'x-cambio': '{"tipo":"jugador","idPlayer":7}' })),
    );
    await act(() => result.current.mutateAsync({ id: 7 }));
    expect(recibidos).toHaveLength(2);
  });
});
