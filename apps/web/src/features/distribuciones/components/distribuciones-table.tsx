// Table of the distributions of a period (docs/domain.md, "Screens and texts"): expandable rows with the players, the
// status as a tag and a footer with the total of the live distributions.
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { formatFecha, formatSilver, type Distribucion } from '@reparto/contract';
import { RowExpander, useRowExpansion } from '../../../components/row-expander';
import { JugadorLink } from '../../../components/jugador-link';

export function totalVigente(rows: Distribucion[]): number {
  return rows.reduce((sum, d) => (d.estado ? sum + d.silver : sum), 0);
}

function Jugadores({ d }: { d: Distribucion }) {
  return (
    <div className="dist-expansion">
      <DataTable
        value={d.jugadores}
        size="small"
        dataKey="nickname"
        header={`Jugadores de la distribución ${d.id_distribucion} (${d.jugadores.length})`}
        emptyMessage="Sin jugadores"
        tableStyle={{ minWidth: '24rem' }}
        pt={{ table: { 'aria-label': `Jugadores de la distribución ${d.id_distribucion}` } }}
      >
        <Column
          field="nickname"
          header="Nickname"
          body={(j: Distribucion['jugadores'][number]) => <JugadorLink nickname={j.nickname} />}
        />
        <Column field="nombre_cargo" header="Cargo" />
        <Column header="Silver por jugador" body={(j: Distribucion['jugadores'][number]) => formatSilver(j.silver_unitario)} />
      </DataTable>
    </div>
  );
}

export function DistribucionesTable({
  rows,
  loading,
  puedeEliminar,
  onEliminar,
}: {
  rows: Distribucion[];
  loading: boolean;
  /** Whether the viewer may delete this row (owner, open period); no action column when none. */
  puedeEliminar: (d: Distribucion) => boolean;
  onEliminar: (d: Distribucion) => void;
}) {
  const filas = useRowExpansion();
  const conAcciones = rows.some(puedeEliminar);

  const expander = (d: Distribucion) => (
    <RowExpander
      open={filas.isOpen(d.id_distribucion)}
      label={(open) => `${open ? 'Ocultar' : 'Ver'} jugadores de la distribución ${d.id_distribucion}`}
      onToggle={() => filas.toggle(d.id_distribucion)}
    />
  );

  const footer = (
    <div className="dist-total" data-testid="dist-total">
      Total: <strong>{formatSilver(totalVigente(rows))}</strong>
      <span className="dist-muted"> (distribuciones exitosas)</span>
    </div>
  );

  return (
    <DataTable
      value={rows}
      dataKey="id_distribucion"
      loading={loading}
      {...filas.tableProps}
      rowExpansionTemplate={(d: Distribucion) => <Jugadores d={d} />}
      rowClassName={(d: Distribucion) => (d.estado ? '' : 'dist-eliminada')}
      emptyMessage="No hay distribuciones en este periodo"
      // The total comes with the rows: drawn under an empty table, it would jump down when they arrive.
      footer={rows.length > 0 || !loading ? footer : undefined}
      stripedRows
      tableStyle={{ minWidth: '60rem' }}
      className="dist-table"
      pt={{ table: { 'aria-label': 'Distribuciones del periodo' } }}
    >
      <Column header={<span className="sr-only">Jugadores</span>} body={expander} style={{ width: '3.5rem' }} />
      <Column field="id_distribucion" header="Id" />
      <Column header="Fecha" body={(d: Distribucion) => formatFecha(d.fecha)} className="dist-nowrap" />
      <Column field="motivo" header="Motivo" />
      <Column field="nickname_encargado" header="Encargado" />
      <Column header="Silver" body={(d: Distribucion) => formatSilver(d.silver)} className="dist-num" />
      <Column header="Razón de eliminación" body={(d: Distribucion) => d.razon_eliminacion ?? ''} />
      <Column
        header="Estado"
        body={(d: Distribucion) =>
          d.estado ? <Tag severity="success" value="Exitosa" /> : <Tag severity="danger" value="Eliminada" />
        }
      />
      {conAcciones ? (
        <Column
          header="Acción"
          body={(d: Distribucion) =>
            puedeEliminar(d) ? (
              <Button
                type="button"
                label="Eliminar"
                icon="pi pi-trash"
                severity="danger"
                size="small"
                outlined
                aria-label={`Eliminar distribución ${d.id_distribucion}`}
                onClick={() => onEliminar(d)}
              />
            ) : null
          }
        />
      ) : null}
    </DataTable>
  );
}
