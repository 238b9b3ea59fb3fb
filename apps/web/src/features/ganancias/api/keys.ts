// Query keys of a player's page.
export const gananciasKeys = {
  all: ['ganancias-jugador'] as const,
  resumen: (nickname: string) => [...gananciasKeys.all, 'resumen', nickname.trim().toLowerCase()] as const,
  historial: (nickname: string, page: number) =>
    [...gananciasKeys.all, 'historial', nickname.trim().toLowerCase(), page] as const,
};
