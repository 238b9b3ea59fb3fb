// The audit log, leader only: every write of the app, newest first, filtered by action,
// entity, account and dates, paged by the server; a row opens to show its before and after.
// The API answers 403 to anyone else, who gets a clear message instead of the screen.
import { useEffect, useMemo, useState } from 'react';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import {
  AUDITORIA_PAGE_SIZES,
  SIN_REFERENCIAS,
  etiqueta,
  formatFecha,
  idEntidadTexto,
  type AuditoriaRow,
  type ListaAuditoriaItem,
} from '@reparto/contract';
import { useToast } from '../../components/toast';
import { RowExpander, useRowExpansion } from '../../components/row-expander';
import { useAuditoria } from './api/get-auditoria';
import { useFiltrosAuditoria } from './api/get-filtros';
import { httpStatus } from '../../lib/http';
import { Cambios } from './components/cambios';
import { apilada } from '../../components/tabla-apilada';
import { ExportarCsvButton } from '../../components/exportar-csv';
import { FiltrosAuditoria, SIN_FILTROS, type Filtros } from './components/filtros-auditoria';
import { NotificacionesPanel } from './components/notificaciones-panel';
import './auditoria.css';

export const TITULO = 'Registro de auditoría';
export const MENSAJE_SIN_PERMISO =
  'El registro de auditoría es solo para el líder del gremio (cargo LIDER). Su cuenta no tiene permiso para verlo.';

const inicioDelDia = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const finDelDia = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);

/** The request of a page: the chosen days are whole local days. */
export function consulta(filtros: Filtros, first: number, rows: number): ListaAuditoriaItem {
  return {
    page: Math.floor(first / rows) + 1,
    rows,
    ...(filtros.accion ? { accion: filtros.accion } : {}),
    ...(filtros.entidad ? { entidad: filtros.entidad } : {}),
    ...(filtros.idCuenta ? { idCuenta: filtros.idCuenta } : {}),
    ...(filtros.desde ? { desde: inicioDelDia(filtros.desde).toISOString() } : {}),
    ...(filtros.hasta ? { hasta: finDelDia(filtros.hasta).toISOString() } : {}),
  };
}

/** The filters of a page's request, without its paging: what the CSV export takes. */
export const filtrosDeExportacion = ({ page: _page, rows: _rows, ...filtros }: ListaAuditoriaItem) =>
  filtros as Record<string, string | number | undefined>;

const hora = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export default function AuditoriaPage() {
  const toast = useToast();
  const [filtros, setFiltros] = useState<Filtros>(SIN_FILTROS);
  const [paging, setPaging] = useState({ first: 0, rows: 10 });
  const filas = useRowExpansion();
  const params = useMemo(() => consulta(filtros, paging.first, paging.rows), [filtros, paging]);
  const lista = useAuditoria(params);
  const opciones = useFiltrosAuditoria();
  const denied = httpStatus(opciones.error) === 403 || httpStatus(lista.error) === 403;
  const refs = lista.data?.referencias ?? SIN_REFERENCIAS;

  const { isError, errorUpdatedAt, error } = lista;
  useEffect(() => {
    if (isError && httpStatus(error) !== 403) toast.showError({ lead: 'No se pudo cargar el registro de auditoría:', error });
  }, [isError, errorUpdatedAt, error, toast]);

  const cambiarFiltros = (next: Filtros) => {
    setFiltros(next);
    setPaging((p) => ({ ...p, first: 0 }));
    filas.collapseAll();
  };

  const expander = (row: AuditoriaRow) => (
    <RowExpander
      open={filas.isOpen(row.id_auditoria)}
      label={(open) => `${open ? 'Ocultar' : 'Ver'} antes y después del registro ${row.id_auditoria}`}
      onToggle={() => filas.toggle(row.id_auditoria)}
    />
  );

  return (
    <div className="auditoria-page">
      <h1>{TITULO}</h1>
      {denied ? (
        <Message severity="warn" text={MENSAJE_SIN_PERMISO} role="alert" className="sin-permiso" />
      ) : (
        <>
          <FiltrosAuditoria value={filtros} opciones={opciones.data} onChange={cambiarFiltros} />
          <ExportarCsvButton archivo="auditoria.csv" params={filtrosDeExportacion(params)} />
          <div className="table-scroll">
            <DataTable
              value={lista.data?.message ?? []}
              lazy
              paginator
              first={paging.first}
              rows={paging.rows}
              totalRecords={lista.data?.count ?? 0}
              rowsPerPageOptions={[...AUDITORIA_PAGE_SIZES]}
              onPage={(e: DataTableStateEvent) => {
                setPaging({ first: e.first, rows: e.rows });
                filas.collapseAll();
              }}
              loading={lista.isFetching}
              dataKey="id_auditoria"
              {...filas.tableProps}
              rowExpansionTemplate={(row: AuditoriaRow) => <Cambios row={row} refs={refs} />}
              emptyMessage="No hay registros con estos filtros"
              size="small"
              stripedRows
              tableStyle={{ minWidth: '48rem' }}
              {...apilada}
              className="tabla-apilada"
              pt={{
                table: { 'aria-label': TITULO },
                // The rows-per-page Dropdown's hidden native select needs a name too (axe: select-name).
                paginator: { RPPDropdown: { select: { 'aria-label': 'Filas por página' } } },
              }}
            >
              <Column header={<span className="sr-only">Detalle</span>} body={expander} style={{ width: '3.5rem' }} />
              <Column field="id_auditoria" header="Id" />
              <Column
                header="Fecha"
                body={(r: AuditoriaRow) => (
                  <span className="auditoria-fecha">
                    {formatFecha(r.fecha)} <span className="auditoria-hora">{hora(r.fecha)}</span>
                  </span>
                )}
              />
              <Column
                header="Cuenta"
                body={(r: AuditoriaRow) => (r.nickname ? <span title={r.email ?? undefined}>{r.nickname}</span> : 'Sistema')}
              />
              <Column header="Acción" body={(r: AuditoriaRow) => etiqueta(r.accion)} />
              <Column header="Entidad" body={(r: AuditoriaRow) => etiqueta(r.entidad)} />
              <Column header="Id entidad" body={(r: AuditoriaRow) => idEntidadTexto(r, refs)} />
            </DataTable>
          </div>
          {lista.data && <NotificacionesPanel />}
        </>
      )}
    </div>
  );
}
