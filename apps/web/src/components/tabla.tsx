// A plain semantic table with PrimeReact's DataTable classes (the same look as the periods table,
// without DataTable's JavaScript). `apilada`: below 640 px each row is a card (tabla-apilada.ts).
import type { ReactNode } from 'react';
import { CLASE_APILADA } from './tabla-apilada';

export interface Columna<T> {
  header: string;
  body: (row: T) => ReactNode;
  className?: string;
}

export function Tabla<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  minWidth,
  apilada = false,
}: {
  label: string;
  columns: Columna<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  minWidth: string;
  /** On a phone, cards instead of a table that scrolls sideways. */
  apilada?: boolean;
}) {
  const clases = 'p-datatable p-component p-datatable-sm p-datatable-striped p-datatable-scrollable';
  return (
    <div className={apilada ? `${clases} ${CLASE_APILADA}` : clases}>
      {/* Scrolls sideways on a phone: focusable so that a keyboard can scroll it too. */}
      <div className="p-datatable-wrapper" style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <table className="p-datatable-table" style={{ minWidth }} aria-label={label}>
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  <span className="p-column-title">{c.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr key={rowKey(row)} className={i % 2 === 1 ? 'p-row-odd' : undefined}>
                  {columns.map((c) => (
                    <td key={c.header} className={c.className}>
                      {apilada ? <span className="p-column-title">{c.header}</span> : null}
                      {c.body(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
