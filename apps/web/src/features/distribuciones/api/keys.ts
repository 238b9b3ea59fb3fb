// Query keys of the distributions screen.
export const distribucionesKeys = {
  all: ['distribuciones'] as const,
  periodo: (idPeriodo: number) => [...distribucionesKeys.all, idPeriodo] as const,
  /** A page of the table (under the period's key: a change of the period refreshes it). */
  pagina: (idPeriodo: number, page: number) => [...distribucionesKeys.periodo(idPeriodo), 'pagina', page] as const,
  /** The period's loot buyouts (docs/venta-botin.md): the change `venta`, and a distribution's, refresh them. */
  ventas: (idPeriodo: number) => [...distribucionesKeys.periodo(idPeriodo), 'ventas'] as const,
  /** The period itself (its state): refreshed with its distributions. */
  estado: (idPeriodo: number) => [...distribucionesKeys.periodo(idPeriodo), 'estado'] as const,
  jugadoresSelect: () => [...distribucionesKeys.all, 'jugadores-select'] as const,
  voiceChannels: () => [...distribucionesKeys.all, 'voice-channels'] as const,
  /** The open periods a distribution may be moved to. */
  abiertos: () => [...distribucionesKeys.all, 'periodos-abiertos'] as const,
  /**
   * Every claim of the period in one state («Descontar regear»). Under `regear`, the claims' root key
   * that the regear cambio refreshes (app/en-vivo.ts): the list is the regear screen's GET /api/regear.
   */
  regear: (idPeriodo: number, estado: 'aprobado' | 'pagado') => ['regear', 'lista', { idPeriodo, estado, todas: true }] as const,
};
