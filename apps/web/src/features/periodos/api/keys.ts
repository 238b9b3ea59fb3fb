// Query keys of the periods screen.

/** What the payments dialog asks for: a page, a part of the nickname, only the unpaid rows. */
export interface FiltroPagos {
  page: number;
  nickname: string;
  pendientes: boolean;
}

/** The regear lines the payments dialog shows: the period's claims to pay (aprobado) or paid (pagado). */
export type EstadoRegearPago = 'aprobado' | 'pagado';

export const periodosKeys = {
  all: ['periodos'] as const,
  page: (page: number) => [...periodosKeys.all, page] as const,
  enCurso: (page: number) => [...periodosKeys.all, 'en-curso', page] as const,
  tablaDePago: (idPeriodo: number) => ['tablaDePago', idPeriodo] as const,
  /** A page of the payments dialog (under the period's payments: a payment refreshes it). */
  tablaDePagoPagina: (idPeriodo: number, filtro: FiltroPagos) => [...periodosKeys.tablaDePago(idPeriodo), filtro] as const,
  casas: (idLugar: number | null) => ['casas', idLugar] as const,
  /** Under the guild's settings' key, so that a change of them refreshes it. */
  modoPagoGremio: () => ['gremio', 'modoPago'] as const,
  distribuidores: () => ['distribuidores'] as const,
  topPlayers: () => ['tops', 'players'] as const,
  topCreadores: () => ['tops', 'creadores'] as const,
  /**
   * A page of the period's regear lines (docs/regear.md). Under `regear`, the claims' root key that the
   * regear cambio refreshes (app/en-vivo.ts): the list is the regear screen's endpoint, GET /api/regear.
   */
  regear: (idPeriodo: number, estado: EstadoRegearPago, page: number) =>
    ['regear', 'lista', { idPeriodo, estado, page }] as const,
};
