// The app's one table (docs/decisions/010-one-light-table.md): a semantic <table> with PrimeReact's
// DataTable classes (the Lara theme's look) and none of its JavaScript — DataTable with its Paginator,
// Dropdown and VirtualScroller was ~70 KB gzip a screen needed before it drew (docs/performance.md).
// Every list uses it: rows, a row that opens (`expansion`), the loading and empty states, a footer,
// the pager with its total (`pagina`, components/pager.tsx) and, with `apilada`, below 640 px each row
// is a card (tabla-apilada.ts). Explicit roles: a row shown as a card (display: block) would lose the
// table's semantics in some browsers.
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Pager, type PagerProps } from './pager';
import { CLASE_APILADA } from './tabla-apilada';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';
import './tabla.css';

export interface Columna<T> {
  /** The column's name: its title, and the name of each of its cells on a phone's card. */
  header: string;
  /** The title is read, not shown (e.g. the column of the row expanders). */
  oculta?: boolean;
  body: (row: T) => ReactNode;
  /** Class of the title and of every cell (e.g. ACCIONES_APILADAS, a numeric column). */
  className?: string;
  style?: CSSProperties;
}

/** The pager under the table: its place, its total and when it is drawn. */
export type PaginaTabla = Omit<PagerProps, 'totalRecords'> & {
  total: number;
  /**
   * `siempre` (default); `con-total`: once the total is known (drawn under a table still loading, it
   * would jump down when the rows arrive); `varias`: only when there is more than one page.
   */
  mostrar?: 'siempre' | 'con-total' | 'varias';
};

export interface TablaProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Columna<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** What an empty table says (once loaded). */
  empty: ReactNode;
  /** Rows on their way: an empty table says «Cargando…», a filled one keeps its rows under a spinner. */
  loading?: boolean;
  minWidth?: string;
  /** On a phone, cards instead of a table that scrolls sideways. */
  apilada?: boolean;
  /** PrimeReact's small size (the default), or its normal one. */
  compacta?: boolean;
  /** Classes of the outer box (a screen's own styles). */
  className?: string;
  /** A height of its own: the rows scroll under the titles. */
  altoMaximo?: string;
  /** The name of the wrapper as a focusable region: a table with no control inside still scrolls sideways by keyboard. */
  desplazable?: string;
  rowClassName?: (row: T) => string | undefined;
  /** Attributes of a row (e.g. a data-testid). */
  rowAttrs?: (row: T) => Record<string, string | undefined>;
  /** A row that opens: whether it is open and what it shows under it (the whole width). */
  expansion?: { abierta: (row: T) => boolean; contenido: (row: T) => ReactNode };
  /** Under the rows (PrimeReact's footer), e.g. a total. */
  pie?: ReactNode;
  pagina?: PaginaTabla;
}

const clases = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

function mostrarPager(p: PaginaTabla): boolean {
  if (p.mostrar === 'con-total') return p.total > 0;
  if (p.mostrar === 'varias') return p.total > p.rows;
  return true;
}

export function Tabla<T>(props: TablaProps<T>) {
  const t = useTextos(textosNucleo);
  const { columns, rows, loading = false, apilada = false, pagina } = props;
  const raiz = clases(
    'p-datatable p-component',
    props.compacta !== false && 'p-datatable-sm',
    'p-datatable-striped p-datatable-scrollable',
    apilada && CLASE_APILADA,
    props.className,
  );
  const region = props.desplazable ? ({ tabIndex: 0, role: 'region', 'aria-label': props.desplazable } as const) : {};
  return (
    <div className={raiz}>
      <div className="p-datatable-wrapper" style={props.altoMaximo ? { maxHeight: props.altoMaximo } : undefined} {...region}>
        <table
          role="table"
          className={clases('p-datatable-table', props.altoMaximo && 'p-datatable-scrollable-table')}
          style={props.minWidth ? { minWidth: props.minWidth } : undefined}
          aria-label={props.label}
          aria-busy={loading}
        >
          <thead className="p-datatable-thead" role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th key={c.header} scope="col" role="columnheader" className={c.className} style={c.style}>
                  <span className={c.oculta ? 'p-column-title sr-only' : 'p-column-title'}>{c.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody" role="rowgroup">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage" role="row">
                <td colSpan={columns.length} role="cell">
                  {loading ? t('comun.cargando') : props.empty}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <Fragment key={props.rowKey(row)}>
                  <tr
                    role="row"
                    className={clases(i % 2 === 1 && 'p-row-odd', props.rowClassName?.(row))}
                    {...props.rowAttrs?.(row)}
                  >
                    {columns.map((c) => (
                      // `data-label`: a screen's own card layout can show it (periodos-table.css).
                      <td key={c.header} role="cell" className={c.className} data-label={c.header}>
                        {apilada ? <span className="p-column-title">{c.header}</span> : null}
                        {c.body(row)}
                      </td>
                    ))}
                  </tr>
                  {props.expansion?.abierta(row) ? (
                    <tr className="p-datatable-row-expansion" role="row">
                      <td colSpan={columns.length} role="cell">
                        {props.expansion.contenido(row)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading && rows.length > 0 ? (
        <div className="p-datatable-loading-overlay p-component-overlay" aria-hidden="true">
          <i className="p-datatable-loading-icon pi pi-spin pi-spinner" />
        </div>
      ) : null}
      {props.pie ? <div className="p-datatable-footer">{props.pie}</div> : null}
      {pagina && mostrarPager(pagina) ? (
        <Pager
          first={pagina.first}
          rows={pagina.rows}
          totalRecords={pagina.total}
          onPage={pagina.onPage}
          label={pagina.label}
          unidad={pagina.unidad}
          tamanos={pagina.tamanos}
          onTamano={pagina.onTamano}
          totalAlDia={pagina.totalAlDia}
        />
      ) : null}
    </div>
  );
}
