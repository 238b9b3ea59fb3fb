// Query keys of the periods screen.
export const periodosKeys = {
  all: ['periodos'] as const,
  page: (page: number) => [...periodosKeys.all, page] as const,
  tablaDePago: (idPeriodo: number) => ['tablaDePago', idPeriodo] as const,
  fondoGremio: (idPeriodo: number) => ['fondoGremio', idPeriodo] as const,
  casas: (idLugar: number | null) => ['casas', idLugar] as const,
  lugares: () => ['lugares'] as const,
  distribuidores: () => ['distribuidores'] as const,
  topPlayers: () => ['tops', 'players'] as const,
  topCreadores: () => ['tops', 'creadores'] as const,
};
