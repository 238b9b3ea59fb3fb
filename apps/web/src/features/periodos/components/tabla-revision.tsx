// A table of the reconciliation's review (docs/conciliacion.md), for the shares and for the regear: the
// rows' own columns, then what the log moved and the outcome (its tag, and «pagado» once paid). What
// needs a look first: the mismatches, then the rows the log did not move, then the matches.
import type { ReactNode } from 'react';
import { Tag } from 'primereact/tag';
import type { EstadoConciliacion } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

/** Each outcome of the review: its tag (catalogue key, colour) and its place in the list. */
const ESTADO = {
  difiere: { clave: 'conc.difiere', severity: 'danger', orden: 0 },
  sin_movimiento: { clave: 'conc.sinMovimiento', severity: 'warning', orden: 1 },
  coincide: { clave: 'conc.coincide', severity: 'success', orden: 2 },
} as const satisfies Record<EstadoConciliacion, { clave: string; severity: 'success' | 'danger' | 'warning'; orden: number }>;

/** What every reviewed row has. */
interface FilaRevisada {
  movido: number;
  estado: EstadoConciliacion;
  esta_pagado: boolean;
}

/** A column of the row's own, before «movido» and the outcome. */
export interface ColumnaRevision<F> {
  header: string;
  celda: (fila: F) => ReactNode;
}

export function TablaRevision<F extends FilaRevisada>({
  filas,
  caption,
  columnas,
  clave,
  testId,
  testIdFila,
}: {
  filas: F[];
  caption: ReactNode;
  columnas: ColumnaRevision<F>[];
  clave: (fila: F) => number;
  testId?: string;
  testIdFila: (fila: F) => string;
}) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  const ordenadas = [...filas].sort((a, b) => ESTADO[a.estado].orden - ESTADO[b.estado].orden);
  return (
    <table className="conciliacion-tabla" data-testid={testId}>
      {caption}
      <thead>
        <tr>
          {columnas.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
          <th scope="col">{t('conc.movido')}</th>
          <th scope="col">{t('conc.revision')}</th>
        </tr>
      </thead>
      <tbody>
        {ordenadas.map((f) => (
          <tr key={clave(f)} data-testid={testIdFila(f)}>
            {columnas.map((c) => (
              <td key={c.header}>{c.celda(f)}</td>
            ))}
            <td>{plata(f.movido)}</td>
            <td>
              <Tag severity={ESTADO[f.estado].severity} value={t(ESTADO[f.estado].clave)} />
              {f.esta_pagado ? <span className="conciliacion-pagado"> · {t('conc.pagado')}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
