// A write that, once done, marks the queries it changed as stale so that they load again; and sends
// each intent once (docs/domain.md, "Wire conventions", Idempotency-Key).
import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { HttpError } from './api-client';

export interface RefreshOptions<TVars> {
  /** The queries the write changes, from its variables. */
  refresh: (variables: TVars) => QueryKey[];
  /** 'success' (the default) or 'settled' (a failure may have changed them too). */
  after?: 'success' | 'settled';
  /** Lets a screen count its running writes (useIsMutating). */
  mutationKey?: QueryKey;
}

/** What a write's fetcher passes on to the API client: the key of its intent. */
export interface WriteOptions {
  idempotencyKey: string;
}

/** A random key (crypto.getRandomValues also works on plain HTTP, where randomUUID does not exist). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One request per intent. The same variables while their request runs (a double click, Enter and a
 * click) share that request; the server is told the intent's key, so that a repeat reaching it (a
 * retry after an answer was lost) gets the first answer again. An answer ends the intent: the next
 * call is a new one. A call that got no answer (no connection, timeout) keeps its key for a retry of
 * the same variables.
 */
function useOneRequestPerIntent<TData, TVars>(fn: (variables: TVars, write: WriteOptions) => Promise<TData>) {
  const running = useRef(new Map<string, Promise<TData>>());
  const unanswered = useRef<{ variables: string; key: string } | null>(null);
  return (variables: TVars): Promise<TData> => {
    const id = JSON.stringify(variables) ?? '';
    const inFlight = running.current.get(id);
    if (inFlight) return inFlight;
    const key = unanswered.current?.variables === id ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = null;
    const request = fn(variables, { idempotencyKey: key })
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.status === undefined) unanswered.current = { variables: id, key };
        throw error;
      })
      .finally(() => running.current.delete(id));
    running.current.set(id, request);
    return request;
  };
}

export function useRefreshingMutation<TData, TVars>(
  mutationFn: (variables: TVars, write: WriteOptions) => Promise<TData>,
  { refresh, after = 'success', mutationKey }: RefreshOptions<TVars>,
) {
  const queryClient = useQueryClient();
  const send = useOneRequestPerIntent(mutationFn);
  const invalidate = (variables: TVars) =>
    Promise.all(refresh(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationKey,
    mutationFn: send,
    ...(after === 'success'
      ? { onSuccess: (_data: TData, variables: TVars) => invalidate(variables) }
      : { onSettled: (_data: TData | undefined, _error: unknown, variables: TVars) => invalidate(variables) }),
  });
}
