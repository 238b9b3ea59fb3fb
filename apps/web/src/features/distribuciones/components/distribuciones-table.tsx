// Table of the distributions of a period (docs/domain.md, "Screens and texts"): expandable rows with the players, the
// status as a tag and a footer with the total of the live distributions. A plain semantic table with
// PrimeReact's DataTable classes (same look), like the periods table (docs/decisions/004-light-periods-table.md,
// 006-light-distributions-table.md): DataTable, with the Paginator, Dropdown and InputNumber it brings, was
// ~70 KB of the period page's first-paint JavaScript on a phone. Below 640 px each row is a card
// (components/tabla-apilada.ts): every cell repeats its column's name, read only there.
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { formatFecha, formatSilver, type Distribucion } from '@reparto/contract';
import { RowExpander, useRowExpansion } from '../../../components/row-expander';
import { JugadorLink } from '../../../components/jugador-link';
import { Tabla, type Columna } from '../../../components/tabla';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';

export function totalVigente(rows: Distribucion[]): number {
  return rows.reduce((sum, d) => (d.estado ? sum + d.silver : sum), 0);
}

type JugadorDist = Distribucion['jugadores'][number];

const COLUMNAS_JUGADORES: Columna<JugadorDist>[] = [
  { header: 'Nickname', body: (j) => <JugadorLink nickname={j.nickname} /> },
  { header: 'Cargo', body: (j) => j.nombre_cargo },
  { header: 'Silver por jugador', body: (j) => formatSilver(j.silver_unitario) },
];

function Jugadores({ d }: { d: Distribucion }) {
  const titulo = `Jugadores de la distribución ${d.id_distribucion}`;
  return (
    <div className="dist-expansion">
      <div className="dist-expansion-titulo">{`${titulo} (${d.jugadores.length})`}</div>
      <Tabla
        label={titulo}
        columns={COLUMNAS_JUGADORES}
        rows={d.jugadores}
        rowKey={(j) => j.nickname}
        empty="Sin jugadores"
        minWidth="24rem"
      />
    </div>
  );
}

export function DistribucionesTable({
  rows,
  loading,
  total,
  paginador,
  puedeEliminar,
  onEliminar,
  puedeCorregir,
  onCorregir,
  corrigiendo = null,
  destacada = null,
}: {
  rows: Distribucion[];
  loading: boolean;
  /** Silver of all the period's live distributions (the server's, when the rows are one page of them). */
  total?: number | undefined;
  /** The pager under the table (a page of a longer list). */
  paginador?: ReactNode;
  /** Whether the viewer may delete this row (owner, open period); no action column when none. */
  puedeEliminar: (d: Distribucion) => boolean;
  onEliminar: (d: Distribucion) => void;
  /** Whether the viewer may create this deleted row again, corrected («Corregir»). */
  puedeCorregir: (d: Distribucion) => boolean;
  onCorregir: (d: Distribucion) => void;
  /** The distribution whose «Corregir» is being read. */
  corrigiendo?: number | null;
  /** The distribution just created: highlighted, and opened once to show its players and shares. */
  destacada?: number | null;
}) {
  const filas = useRowExpansion();
  const [abierta, setAbierta] = useState<number | null>(null);
  if (destacada !== null && destacada !== abierta && rows.some((d) => d.id_distribucion === destacada)) {
    setAbierta(destacada);
    if (!filas.isOpen(destacada)) filas.toggle(destacada);
  }
  const conAcciones = rows.some((d) => puedeEliminar(d) || puedeCorregir(d));

  const columns: { header: ReactNode; key: string; className?: string; body: (d: Distribucion) => ReactNode }[] = [
    {
      key: 'expander',
      header: <span className="sr-only">Jugadores</span>,
      body: (d) => (
        <RowExpander
          open={filas.isOpen(d.id_distribucion)}
          label={(open) => `${open ? 'Ocultar' : 'Ver'} jugadores de la distribución ${d.id_distribucion}`}
          onToggle={() => filas.toggle(d.id_distribucion)}
        />
      ),
    },
    {
      key: 'id',
      header: 'Id',
      body: (d) =>
        d.id_distribucion === destacada ? (
          <>
            {d.id_distribucion} <Tag severity="info" value="Nueva" />
          </>
        ) : (
          d.id_distribucion
        ),
    },
    { key: 'fecha', header: 'Fecha', className: 'dist-fecha', body: (d) => formatFecha(d.fecha) },
    { key: 'motivo', header: 'Motivo', className: 'dist-motivo', body: (d) => d.motivo },
    { key: 'encargado', header: 'Encargado', body: (d) => d.nickname_encargado },
    { key: 'silver', header: 'Silver', className: 'dist-num', body: (d) => formatSilver(d.silver) },
    { key: 'razon', header: 'Razón de eliminación', body: (d) => d.razon_eliminacion ?? '' },
    {
      key: 'estado',
      header: 'Estado',
      body: (d) => (d.estado ? <Tag severity="success" value="Exitosa" /> : <Tag severity="danger" value="Eliminada" />),
    },
  ];
  if (conAcciones) {
    columns.push({
      key: 'accion',
      header: 'Acción',
      className: ACCIONES_APILADAS,
      body: (d) =>
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
        ) : puedeCorregir(d) ? (
          <Button
            type="button"
            label="Corregir"
            icon="pi pi-pencil"
            size="small"
            outlined
            aria-label={`Corregir distribución ${d.id_distribucion}`}
            loading={corrigiendo === d.id_distribucion}
            onClick={() => onCorregir(d)}
          />
        ) : null,
    });
  }

  return (
    <div className="p-datatable p-component p-datatable-striped dist-table tabla-apilada">
      <div className="p-datatable-wrapper">
        <table
          className="p-datatable-table"
          style={{ minWidth: '60rem' }}
          aria-label="Distribuciones del periodo"
          aria-busy={loading}
        >
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  <span className="p-column-title">{c.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{loading ? 'Cargando…' : 'No hay distribuciones en este periodo'}</td>
              </tr>
            ) : (
              rows.map((d, i) => (
                <Fragment key={d.id_distribucion}>
                  <tr
                    className={
                      [
                        i % 2 === 1 ? 'p-row-odd' : '',
                        d.estado ? '' : 'dist-eliminada',
                        d.id_distribucion === destacada ? 'dist-nueva' : '',
                      ]
                        .join(' ')
                        .trim() || undefined
                    }
                    data-testid={d.id_distribucion === destacada ? 'distribucion-nueva' : undefined}
                  >
                    {columns.map((c) => (
                      <td key={c.key} className={c.className}>
                        <span className="p-column-title">{c.header}</span>
                        {c.body(d)}
                      </td>
                    ))}
                  </tr>
                  {filas.isOpen(d.id_distribucion) ? (
                    <tr className="p-datatable-row-expansion">
                      <td colSpan={columns.length}>
                        <Jugadores d={d} />
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
      {/* The total comes with the rows: drawn under an empty table, it would jump down when they arrive. */}
      {rows.length > 0 || !loading ? (
        <div className="p-datatable-footer">
          <div className="dist-total" data-testid="dist-total">
            Total: <strong>{formatSilver(total ?? totalVigente(rows))}</strong>
            <span className="dist-muted"> (distribuciones exitosas)</span>
          </div>
        </div>
      ) : null}
      {paginador}
    </div>
  );
}
