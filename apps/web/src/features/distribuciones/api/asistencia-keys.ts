// Query keys of attendance sessions (docs/asistencia.md). Every attendance query lives under
// `asistencia`, the root the `asistencia` cambio refreshes (app/en-vivo.ts): the overview's leaderboard
// and a player's attendance use it too.
export const asistenciaKeys = {
  all: ['asistencia'] as const,
  /** A page of the sessions, newest first (recording ones included). */
  sesiones: (page: number) => [...asistenciaKeys.all, 'sesiones', page] as const,
};
