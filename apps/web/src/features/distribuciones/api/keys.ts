// Query keys of the distributions screen.
export const distribucionesKeys = {
  all: ['distribuciones'] as const,
  periodo: (idPeriodo: number) => [...distribucionesKeys.all, idPeriodo] as const,
  /** Under the period's key: whatever refreshes the period's distributions refreshes its fund too. */
  fondo: (idPeriodo: number) => [...distribucionesKeys.periodo(idPeriodo), 'fondo'] as const,
  jugadoresSelect: () => [...distribucionesKeys.all, 'jugadores-select'] as const,
  voiceChannels: () => [...distribucionesKeys.all, 'voice-channels'] as const,
};
