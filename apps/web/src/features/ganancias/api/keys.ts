// Query keys of a player's page.
export const gananciasKeys = {
  all: ['ganancias-jugador'] as const,
  resumen: (nickname: string) => [...gananciasKeys.all, 'resumen', nickname.trim().toLowerCase()] as const,
  historial: (nickname: string, page: number) =>
    [...gananciasKeys.all, 'historial', nickname.trim().toLowerCase(), page] as const,
  /** A page of the player's regear claims (a regear cambio refreshes `all`: app/en-vivo.ts). */
  regear: (nickname: string, page: number) => [...gananciasKeys.all, 'regear', nickname.trim().toLowerCase(), page] as const,
};
