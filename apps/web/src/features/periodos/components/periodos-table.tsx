// Periods table (docs/domain.md, "Screens and texts"). A plain semantic table with PrimeReact's DataTable
// classes (same look) and the light Pager: this is the first screen of the app and PrimeReact's
// DataTable with its paginator costs ~60 KB gzip of JavaScript it does not need here (docs/performance.md,
// docs/decisions/004-light-periods-table.md). The other screens keep DataTable. On a phone each row
// is a card with its actions, nothing to scroll sideways (periodos-table.css).
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { ESTADO_PERIODO, formatFecha, formatSilver, PAGE_SIZE, type Periodo } from '@reparto/contract';
import { useSession } from '../../../lib/session';
import { Pager } from '../../../components/pager';
import { esEncargado, esTesorero, puedeCambiarValor } from '../periodo-reglas';
import { ESTADO_DESCONOCIDO, SIN_ASIGNAR } from './textos';
import './periodos-table.css';

export interface PeriodosTableProps {
  rows: Periodo[];
  total: number;
  first: number;
  loading: boolean;
  error: boolean;
  onPage: (first: number) => void;
  onCambiarValor: (p: Periodo) => void;
  onCerrar: (p: Periodo) => void;
  onDistribucion: (p: Periodo) => void;
  onPagos: (p: Periodo) => void;
}

/** Periods table of docs/domain.md, "Screens and texts" with lazy paging (10 rows, the server gives the total). */
export function PeriodosTable(props: PeriodosTableProps) {
  const session = useSession();
  const tesorero = esTesorero(session);
  const encargado = esEncargado(session);

  const silverAlbionBody = (p: Periodo) =>
    puedeCambiarValor(session, p) ? (
      <Button
        label={formatSilver(p.silver_albion)}
        link
        size="small"
        className="silver-albion-button"
        aria-label={`${formatSilver(p.silver_albion)}: cambiar valor del periodo ${p.id_periodo}`}
        onClick={() => props.onCambiarValor(p)}
      />
    ) : (
      formatSilver(p.silver_albion)
    );

  const diferenciaBody = (p: Periodo) => {
    const diff = p.silver_albion - p.silver_app;
    return <span className={diff > 0 ? 'diferencia-positiva' : 'diferencia-negativa'}>{formatSilver(diff)}</span>;
  };

  const estadoBody = (p: Periodo) => {
    switch (p.id_estado_distribucion) {
      case ESTADO_PERIODO.FINALIZADO:
        return <span className="estado-texto estado-finalizado">{p.nombre_estado_distribucion}</span>;
      case ESTADO_PERIODO.EN_DISTRIBUCION:
        return <span className="estado-texto estado-en-distribucion">{p.nombre_estado_distribucion}</span>;
      case ESTADO_PERIODO.ABIERTO:
        return tesorero ? (
          <Button
            label={p.nombre_estado_distribucion}
            icon="pi pi-lock-open"
            size="small"
            severity="info"
            aria-label={`${p.nombre_estado_distribucion}: cerrar el periodo ${p.id_periodo}`}
            onClick={() => props.onCerrar(p)}
          />
        ) : (
          <span className="estado-texto estado-abierto">{p.nombre_estado_distribucion}</span>
        );
      default:
        return <span className="estado-texto">{ESTADO_DESCONOCIDO}</span>;
    }
  };

  const accionesBody = (p: Periodo) => (
    <div className="row-actions">
      <Button
        label="Distribución"
        icon="pi pi-list"
        size="small"
        outlined
        aria-label={`Distribución del periodo ${p.id_periodo}`}
        onClick={() => props.onDistribucion(p)}
      />
      <Button
        label="Pagos"
        icon="pi pi-wallet"
        size="small"
        severity="help"
        outlined
        aria-label={`Pagos del periodo ${p.id_periodo}`}
        onClick={() => props.onPagos(p)}
      />
    </div>
  );

  const columns: { header: string; body: (p: Periodo) => ReactNode }[] = [
    { header: 'Id', body: (p) => p.id_periodo },
    { header: 'Distribuidor', body: (p) => p.distribuidor_nickname ?? SIN_ASIGNAR },
    { header: 'Lugar', body: (p) => p.lugar },
    { header: 'Fecha inicial', body: (p) => formatFecha(p.fecha_inicial) },
    { header: 'Fecha final', body: (p) => formatFecha(p.fecha_final) },
    { header: 'Silver app', body: (p) => formatSilver(p.silver_app) },
    { header: 'Silver albion', body: silverAlbionBody },
    { header: 'Diferencia', body: diferenciaBody },
    { header: 'Estado', body: estadoBody },
    { header: 'Acciones', body: accionesBody },
  ];

  return (
    <div className="p-datatable p-component p-datatable-sm p-datatable-striped p-datatable-scrollable periodos-table">
      <div className="p-datatable-wrapper" style={{ overflow: 'auto' }}>
        {/* Explicit roles: on a phone the rows are displayed as cards, which would otherwise drop the
            table's semantics in some browsers. */}
        <table role="table" className="p-datatable-table" aria-label="Periodos de distribución" aria-busy={props.loading}>
          <thead className="p-datatable-thead" role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th key={c.header} scope="col" role="columnheader">
                  <span className="p-column-title">{c.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody" role="rowgroup">
            {props.rows.length === 0 ? (
              <tr className="p-datatable-emptymessage" role="row">
                <td colSpan={columns.length} role="cell">
                  {props.loading ? 'Cargando…' : props.error ? 'No se pudieron cargar los periodos' : 'No hay periodos'}
                </td>
              </tr>
            ) : (
              props.rows.map((p, i) => {
                // docs/domain.md, "Permissions": content managers see the open periods (where they can add distributions) highlighted.
                const resaltado = encargado && p.id_estado_distribucion === ESTADO_PERIODO.ABIERTO;
                const className = [i % 2 === 1 ? 'p-row-odd' : '', resaltado ? 'periodo-resaltado' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <tr key={p.id_periodo} className={className || undefined} role="row">
                    {columns.map((c) => (
                      // On a phone each row is a card: a cell names its column (periodos-table.css).
                      <td key={c.header} data-label={c.header} role="cell">
                        {c.body(p)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {props.loading && props.rows.length > 0 ? (
        <div className="p-datatable-loading-overlay p-component-overlay" aria-hidden="true">
          <i className="p-datatable-loading-icon pi pi-spin pi-spinner" />
        </div>
      ) : null}
      {/* Shown once the total is known: drawn under a table still loading, it would jump down when the
          rows arrive. A page past the end has no rows but a total: the pager moves it to the last page. */}
      {props.total > 0 ? (
        <Pager
          first={props.first}
          rows={PAGE_SIZE}
          totalRecords={props.total}
          onPage={props.onPage}
          label="Páginas de periodos"
        />
      ) : null}
    </div>
  );
}
