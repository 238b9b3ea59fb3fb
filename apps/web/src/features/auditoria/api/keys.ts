// Query keys of the audit screen and the retry rule of its queries.
import { AxiosError } from 'axios';
import type { ListaAuditoriaItem } from '@reparto/contract';

export const auditoriaKeys = {
  all: ['auditoria'] as const,
  filtros: () => [...auditoriaKeys.all, 'filtros'] as const,
  lista: (params: ListaAuditoriaItem) => [...auditoriaKeys.all, 'lista', params] as const,
};

/** HTTP status of a failed call, if the server answered. */
export const httpStatus = (error: unknown): number | undefined =>
  error instanceof AxiosError ? error.response?.status : undefined;

/** One retry for network and server failures; an answer such as 403 is final. */
export const retryServerErrors = (failures: number, error: unknown) => {
  const status = httpStatus(error);
  return failures < 1 && (status === undefined || status >= 500);
};
