// Query keys of the signed-in account's own page. The ledger's are under it: a write of the page
// refreshes them all.
export const miCuentaKeys = {
  all: ['mi-cuenta'] as const,
  movimientos: (nickname: string, page: number) => [...miCuentaKeys.all, 'movimientos', nickname, page] as const,
  retiros: (nickname: string) => [...miCuentaKeys.all, 'retiros', nickname] as const,
};
