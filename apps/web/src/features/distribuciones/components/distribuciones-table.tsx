// Table of the distributions of a period (docs/domain.md, "Screens and texts"): expandable rows with the
// players, the status as a tag, a footer with the total of the live distributions and the pager. The
// app's light table (components/tabla.tsx, docs/decisions/010-one-light-table.md); below 640 px each
// row is a card whose cells repeat their column's name (components/tabla-apilada.ts).
import { Tag } from 'primereact/tag';
import { formatFecha, formatSilver, type Distribucion } from '@reparto/contract';
import { RowExpander, useRowExpansion } from '../../../components/row-expander';
import { JugadorLink } from '../../../components/jugador-link';
import { BotonFila } from '../../../components/boton-fila';
import { Tabla, type Columna, type PaginaTabla } from '../../../components/tabla';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { useState } from 'react';

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
        desplazable={titulo}
        columns={COLUMNAS_JUGADORES}
        rows={d.jugadores}
        rowKey={(j) => j.nickname}
        empty="Sin jugadores"
        minWidth="24rem"
      />
    </div>
  );
}

const ELIMINAR = { label: 'Eliminar', icon: 'pi pi-trash', severity: 'danger', outlined: true } as const;
const CORREGIR = { label: 'Corregir', icon: 'pi pi-pencil', outlined: true } as const;

export function DistribucionesTable({
  rows,
  loading,
  total,
  pagina,
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
  pagina?: PaginaTabla | undefined;
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

  // Fixed widths (table-layout: fixed, distribuciones.css): nothing moves when the rows arrive; «Motivo»
  // gets what the others leave.
  const columns: Columna<Distribucion>[] = [
    {
      header: 'Jugadores',
      oculta: true,
      style: { width: '4.5rem' },
      body: (d) => (
        <RowExpander
          open={filas.isOpen(d.id_distribucion)}
          label={(open) => `${open ? 'Ocultar' : 'Ver'} jugadores de la distribución ${d.id_distribucion}`}
          onToggle={() => filas.toggle(d.id_distribucion)}
        />
      ),
    },
    {
      header: 'Id',
      style: { width: '5rem' },
      body: (d) =>
        d.id_distribucion === destacada ? (
          <>
            {d.id_distribucion} <Tag severity="info" value="Nueva" />
          </>
        ) : (
          d.id_distribucion
        ),
    },
    { header: 'Fecha', className: 'dist-fecha', style: { width: '11rem' }, body: (d) => formatFecha(d.fecha) },
    { header: 'Motivo', className: 'dist-motivo', body: (d) => d.motivo },
    { header: 'Encargado', style: { width: '8.5rem' }, body: (d) => d.nickname_encargado },
    { header: 'Silver', className: 'dist-num', style: { width: '9rem' }, body: (d) => formatSilver(d.silver) },
    // The one title that may take two lines when the actions column is there.
    { header: 'Razón de eliminación', style: { width: '9rem', whiteSpace: 'normal' }, body: (d) => d.razon_eliminacion ?? '' },
    {
      header: 'Estado',
      style: { width: '7rem' },
      body: (d) => (d.estado ? <Tag severity="success" value="Exitosa" /> : <Tag severity="danger" value="Eliminada" />),
    },
  ];
  if (conAcciones) {
    columns.push({
      header: 'Acción',
      className: ACCIONES_APILADAS,
      style: { width: '9.5rem' },
      body: (d) =>
        puedeEliminar(d) ? (
          <BotonFila {...ELIMINAR} nombre={`Eliminar distribución ${d.id_distribucion}`} onClick={() => onEliminar(d)} />
        ) : puedeCorregir(d) ? (
          <BotonFila
            {...CORREGIR}
            nombre={`Corregir distribución ${d.id_distribucion}`}
            loading={corrigiendo === d.id_distribucion}
            onClick={() => onCorregir(d)}
          />
        ) : null,
    });
  }

  return (
    <Tabla
      label="Distribuciones del periodo"
      className="dist-table"
      compacta={false}
      apilada
      minWidth="60rem"
      columns={columns}
      rows={rows}
      rowKey={(d) => d.id_distribucion}
      loading={loading}
      empty="No hay distribuciones en este periodo"
      rowClassName={(d) =>
        [d.estado ? '' : 'dist-eliminada', d.id_distribucion === destacada ? 'dist-nueva' : ''].join(' ').trim() || undefined
      }
      rowAttrs={(d) => ({ 'data-testid': d.id_distribucion === destacada ? 'distribucion-nueva' : undefined })}
      expansion={{ abierta: (d) => filas.isOpen(d.id_distribucion), contenido: (d) => <Jugadores d={d} /> }}
      pie={
        // The total comes with the rows: drawn under an empty table, it would jump down when they arrive.
        rows.length > 0 || !loading ? (
          <div className="dist-total" data-testid="dist-total">
            Total: <strong>{formatSilver(total ?? totalVigente(rows))}</strong>
            <span className="dist-muted"> (distribuciones exitosas)</span>
          </div>
        ) : null
      }
      {...(pagina ? { pagina } : {})}
    />
  );
}
