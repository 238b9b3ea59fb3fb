// The page a list is on (docs/decisions/010-one-light-table.md): the server pages the lists (lazy
// paging: `page` and `rows` in the request, `count` in the answer), their query hooks keep the previous
// page on screen while the next one loads (TanStack Query's keepPreviousData, in features/*/api), and
// this hook keeps the page chosen and gives the table its pager (components/tabla.tsx, `pagina`).
import { useCallback, useState } from 'react';
import type { PaginaTabla } from './tabla';

export interface Pagina {
  /** Index of the first row of the page (0-based). */
  first: number;
  /** Rows a page. */
  rows: number;
  /** The page's number (1-based), what the server is asked for. */
  page: number;
  /** Go to the page whose first row is `first`. */
  irA: (first: number) => void;
  /** Back to the first page (a new search or filter). */
  reiniciar: () => void;
  /** The table's pager for a list of `total` rows (the server's `count`). */
  pager: (total: number, label: string, extra?: Pick<PaginaTabla, 'mostrar' | 'unidad'>) => PaginaTabla;
}

/** `tamanos`: the page sizes the user may choose from (the first page again on a change). */
export function usePagina(tamano: number, tamanos?: readonly number[]): Pagina {
  const [estado, setEstado] = useState({ first: 0, rows: tamano });
  const irA = useCallback((first: number) => setEstado((s) => (s.first === first ? s : { ...s, first })), []);
  const reiniciar = useCallback(() => irA(0), [irA]);
  const { first, rows } = estado;
  return {
    first,
    rows,
    page: Math.floor(first / rows) + 1,
    irA,
    reiniciar,
    pager: (total, label, extra) => ({
      first,
      rows,
      total,
      onPage: irA,
      label,
      ...extra,
      ...(tamanos ? { tamanos, onTamano: (n: number) => setEstado({ first: 0, rows: n }) } : {}),
    }),
  };
}
