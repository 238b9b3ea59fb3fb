// Query keys of «Ajustes del gremio» (docs/ajustes-gremio.md): a `gremio` cambio refreshes them whole
// (app/en-vivo.ts).
export const gremioKeys = {
  all: ['gremio'] as const,
  ajustes: () => [...gremioKeys.all, 'ajustes'] as const,
  /** The leavers' dry run: a settings change (`gremio`), an account's (`cuenta`) or a player's change moves it. */
  bajas: () => [...gremioKeys.all, 'bajas'] as const,
};
