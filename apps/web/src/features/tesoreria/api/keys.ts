// Query keys of «Tesorería»: every write of the ledger or of a withdrawal refreshes them all.
export const tesoreriaKeys = {
  all: ['tesoreria'] as const,
  cuentas: (page: number) => [...tesoreriaKeys.all, 'cuentas', page] as const,
  movimientos: (filtros: FiltrosMovimientos) => [...tesoreriaKeys.all, 'movimientos', filtros] as const,
  retiros: (estado: string, page: number) => [...tesoreriaKeys.all, 'retiros', estado, page] as const,
};

/** An account's entries asked of the server: its id, the dates (ISO instants) and the page. */
export interface FiltrosMovimientos {
  idCuentaLibro: number;
  desde?: string;
  hasta?: string;
  page: number;
}
