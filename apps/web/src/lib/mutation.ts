// A write: sends each intent once (docs/domain.md, "Wire conventions", Idempotency-Key). What it
// changed is refreshed from the server's word: its answer's `x-cambio` header, read by the API client
// (lib/api-client.ts) and refreshed through the same map as the live events (app/en-vivo.ts). A write
// that fails carries no header and refreshes nothing, unless it says what to refresh then (`siFalla`).
import { useRef } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { EventoCambio } from '@reparto/contract';
import { HttpError } from './api-client';
import { cambioRecibido } from './eventos';

export interface WriteHookOptions<TVars> {
  /** Lets a screen count its running writes (useIsMutating). */
  mutationKey?: QueryKey;
  /**
   * For a write whose failure may come from a change made meanwhile (a 409: someone else changed it
   * first; no answer: it may have been done): the cambio the write would have made, refreshed when it
   * fails so that the screen shows how things are now.
   */
  siFalla?: (variables: TVars) => EventoCambio;
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
  { mutationKey, siFalla }: WriteHookOptions<TVars> = {},
) {
  const send = useOneRequestPerIntent(mutationFn);
  return useMutation({
    mutationKey,
    mutationFn: send,
    ...(siFalla ? { onError: (_error: unknown, variables: TVars) => cambioRecibido(siFalla(variables)) } : {}),
  });
}
