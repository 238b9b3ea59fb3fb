// A plain semantic table with PrimeReact's DataTable classes (the same look as the periods table,
// without DataTable's JavaScript).
import type { ReactNode } from 'react';

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
}: {
  label: string;
  columns: Columna<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  minWidth: string;
}) {
  return (
    <div className="p-datatable p-component p-datatable-sm p-datatable-striped p-datatable-scrollable">
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
