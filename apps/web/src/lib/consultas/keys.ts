// Query keys of the reads that more than one feature shows (lib/consultas/: one fetcher, one key and
// one hook per endpoint, so that two screens showing the same answer share its cache and its refresh).
export const consultasKeys = {
  /** What the guild keeps in a period: the distributions page and the payments and close dialogs. */
  fondoGremio: (idPeriodo: number) => ['fondoGremio', idPeriodo] as const,
  /** Every period's: the guild's default tax comes in each (a change of the guild's settings). */
  fondosGremio: ['fondoGremio'] as const,
  /** The places (reference data: they never change while the app runs). */
  lugares: ['lugares'] as const,
  /** The active players (a player's cambio refreshes every query: app/en-vivo.ts). */
  jugadoresActivos: ['jugadoresActivos'] as const,
  /** The split templates at their current version: the templates page and «Nueva distribución»'s picker. */
  plantillas: ['plantillas'] as const,
};
