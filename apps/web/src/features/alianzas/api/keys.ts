// Query keys of «Alianzas»: an alliance proposed, answered or left, a split and a payment refresh them all.
export const alianzasKeys = {
  all: ['alianzas'] as const,
  lista: () => [...alianzasKeys.all, 'lista'] as const,
  jugadores: (idAlianza: number) => [...alianzasKeys.all, 'jugadores', idAlianza] as const,
  repartos: (idAlianza: number) => [...alianzasKeys.all, 'repartos', idAlianza] as const,
};
