// Query keys of the players screen (players and accounts) and the retry rule of its queries.
import { AxiosError } from 'axios';
import type { ListaJugadoresItem } from '@reparto/contract';

export const jugadoresKeys = {
  all: ['jugadores'] as const,
  selects: () => [...jugadoresKeys.all, 'selects'] as const,
  listas: () => [...jugadoresKeys.all, 'lista'] as const,
  lista: (params: Required<ListaJugadoresItem>) => [...jugadoresKeys.listas(), params] as const,
};

export const cuentasKeys = { all: ['cuentas'] as const };

/** HTTP status of a failed call, if the server answered. */
export const httpStatus = (error: unknown): number | undefined =>
  error instanceof AxiosError ? error.response?.status : undefined;

/** One retry for network and server failures; an answer such as 403 is final. */
export const retryServerErrors = (failures: number, error: unknown) => {
  const status = httpStatus(error);
  return failures < 1 && (status === undefined || status >= 500);
};
