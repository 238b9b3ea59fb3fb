// Query keys of the distributions screen.
export const distribucionesKeys = {
  all: ['distribuciones'] as const,
  periodo: (idPeriodo: number) => [...distribucionesKeys.all, idPeriodo] as const,
  jugadoresSelect: () => [...distribucionesKeys.all, 'jugadores-select'] as const,
  voiceChannels: () => [...distribucionesKeys.all, 'voice-channels'] as const,
};
