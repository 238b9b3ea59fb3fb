import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpError } from './api-client';
import { useRefreshingMutation, type WriteOptions } from './mutation';

function setup(fn: (vars: { id: number }, write: WriteOptions) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRefreshingMutation(fn, { refresh: () => [['x']] }), { wrapper });
}

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
