// Query keys of the audit screen.
import type { ListaAuditoriaItem } from '@reparto/contract';

export const auditoriaKeys = {
  all: ['auditoria'] as const,
  filtros: () => [...auditoriaKeys.all, 'filtros'] as const,
  lista: (params: ListaAuditoriaItem) => [...auditoriaKeys.all, 'lista', params] as const,
  notificaciones: () => ['notificaciones'] as const,
};
