// Query keys of the regear screens (docs/regear.md). Everything a regear cambio changes lives under
// `regearKeys.all` (app/en-vivo.ts refreshes it whole); the periods and distributions to claim into
// follow the period and distribution cambios.

/** The filters of «Reclamos» (and of its CSV): the same as GET /api/regear's query. */
export interface FiltroReclamos {
  idPeriodo?: number | undefined;
  estado?: string | undefined;
  nickname?: string | undefined;
}

export const regearKeys = {
  all: ['regear'] as const,
  /** A player's recent deaths, as the rules see them. */
  muertes: (nickname: string) => [...regearKeys.all, 'muertes', nickname.trim().toLowerCase()] as const,
  /** A page of the claims with these filters. */
  reclamos: (filtro: FiltroReclamos, page: number) => [...regearKeys.all, 'reclamos', filtro, page] as const,
  reglas: () => [...regearKeys.all, 'reglas'] as const,
  /** The periods a claim may go to (not finalized). */
  periodos: () => ['regear-periodos'] as const,
  /** The distributions of a period, to tie a claim to one. */
  distribuciones: (idPeriodo: number) => ['regear-distribuciones', idPeriodo] as const,
};
